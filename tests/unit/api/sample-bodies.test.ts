import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { LANGUAGES } from '../../e2e/api/samples/languages';

/**
 * Samples that run for an API added as api/README.md says (fixtures/readme-api/billing-api.yaml: no security
 * declared, an application/octet-stream body, a text/plain body):
 * - the API's default credential (`auth` in API_SPECS) is what the samples send where the file declares no
 *   security: a bearer token read from the variable the config names;
 * - a binary body is sent from a file (cURL's `--data-binary @file`, each language its idiom), a text body as
 *   a string, each with its media type, where the samples sent no body at all before.
 * Then every sample runs, as generated, in the six languages (the runtimes of tests/e2e/api/samples.spec.ts)
 * against a loopback server that records what it receives.
 */
const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');
const FIXTURE = path.join(__dirname, 'fixtures/readme-api/billing-api.yaml');
const SERVER = 'https://billing.example.com/v1';
const TEXT = 'Hello **world**,\nit\'s "done" (100% $HOME)';
const AUTH = { type: 'bearer', env: 'BILLING_TOKEN', what: 'your Billing API token' };

interface Panel {
  sampleEnv?: { name: string; what: string }[];
  samples: { language: string; code: string }[];
}

let out: string;
const panel = (page: string) =>
  JSON.parse(fs.readFileSync(path.join(out, 'billing', `${page}.ApiPanel.json`), 'utf8')) as Panel;
const sample = (page: string, language: string) =>
  panel(page).samples.find((s) => s.language === language)!.code;

beforeAll(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-bodies-'));
  const apis = { billing: { specPath: FIXTURE, label: 'Billing API', auth: AUTH } };
  const script =
    `import { generateApiReference } from './scripts/api-generate.mjs';\n` +
    `await generateApiReference({ outputRoot: ${JSON.stringify(out)}, apis: ${JSON.stringify(apis)}, quiet: true });`;
  await run(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT });
}, 60_000);

test("the API's default credential is sent where the file declares no security, and the page says so", () => {
  for (const page of ['list-invoices', 'upload-attachment', 'render-note']) {
    expect(panel(page).sampleEnv).toEqual([{ name: 'BILLING_TOKEN', what: 'your Billing API token' }]);
    for (const s of panel(page).samples)
      expect([s.language, s.code]).toEqual([s.language, expect.stringMatching(/Bearer .*BILLING_TOKEN/)]);
  }
  const body = fs.readFileSync(path.join(out, 'billing/list-invoices.api.mdx'), 'utf8');
  expect(body).toMatch(/bearer token in the `Authorization` header/);
  // A webhook is the API calling the reader's server: the reader's token is not in its samples.
  expect(panel('invoice-paid').sampleEnv).toBeUndefined();
  expect(sample('invoice-paid', 'curl')).not.toContain('Authorization');
});

test('an application/octet-stream body is sent from a file, in every language', () => {
  const expected: Record<string, string> = {
    curl: `--data-binary '@file.bin'`,
    node: `body: await readFile('file.bin')`,
    python: 'data=Path("file.bin").read_bytes()',
    php: `CURLOPT_POSTFIELDS => file_get_contents('file.bin')`,
    java: 'HttpRequest.BodyPublishers.ofFile(Path.of("file.bin"))',
    csharp: 'new ByteArrayContent(File.ReadAllBytes("file.bin"))',
  };
  for (const [language, code] of Object.entries(expected)) {
    expect([language, sample('upload-attachment', language)]).toEqual([
      language,
      expect.stringContaining(code),
    ]);
    expect([language, sample('upload-attachment', language)]).toEqual([
      language,
      expect.stringContaining('application/octet-stream'),
    ]);
  }
});

test('a text/plain body is sent as a string, in every language', () => {
  for (const { language, code } of panel('render-note').samples) {
    expect([language, code]).toEqual([language, expect.stringContaining('text/plain')]);
    expect([language, code]).toEqual([language, expect.stringMatching(/Hello \*\*world\*\*/)]);
  }
});

describe('the samples run, and the server receives the file, the text and the token', () => {
  interface Received {
    url: string;
    type: string;
    auth: string;
    body: Buffer;
  }
  let server: http.Server;
  let base: string;
  let received: Received[];
  let dir: string;
  const file = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = req.url ?? '';
        received.push({
          url,
          type: String(req.headers['content-type'] ?? ''),
          auth: String(req.headers.authorization ?? ''),
          body: Buffer.concat(chunks),
        });
        if (url.endsWith('/attachment')) res.writeHead(204).end();
        else if (url.endsWith('/render'))
          res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>ok</p>');
        else res.writeHead(200, { 'Content-Type': 'application/json' }).end('[{"id":"inv_1"}]');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    received = [];
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-bodies-run-'));
    fs.writeFileSync(path.join(dir, 'file.bin'), file);
  });

  test.each(Object.keys(LANGUAGES))(
    '%s',
    async (language) => {
      const pages = ['upload-attachment', 'render-note', 'list-invoices'];
      const samples = pages.map((page) => ({
        id: page.replace(/-/g, '_'),
        code: sample(page, language).split(SERVER).join(base),
      }));
      // The samples read file.bin from the folder they run in, as a reader's would.
      const cwd = process.cwd();
      process.chdir(dir);
      let results;
      try {
        results = await LANGUAGES[language]!.run(dir, samples, { BILLING_TOKEN: 't0ken' });
      } finally {
        process.chdir(cwd);
      }
      expect(results.map((r) => r.error ?? '')).toEqual(['', '', '']);
      const [upload, note, list] = received;
      expect(upload?.url).toBe('/v1/invoices/inv_1/attachment');
      expect(upload?.type).toBe('application/octet-stream');
      expect(upload?.body.equals(file)).toBe(true);
      expect(note?.type).toMatch(/^text\/plain\b/);
      expect(note?.body.toString('utf8')).toBe(TEXT);
      expect(list?.url).toBe('/v1/invoices');
      for (const r of received) expect(r.auth).toBe('Bearer t0ken');
    },
    120_000,
  );
});
