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
 * declared, an application/octet-stream body, a text/plain body, a multipart/form-data body with a file part and
 * an application/x-www-form-urlencoded body):
 * - the API's default credential (`auth` in API_SPECS) is what the samples send where the file declares no
 *   security: a bearer token read from the variable the config names;
 * - a binary body is sent from a file (cURL's `--data-binary @file`, each language its idiom), a text body as
 *   a string, each with its media type, where the samples sent no body at all before;
 * - a multipart/form-data body is sent as its schema's fields (examples, defaults, an object as JSON) and a file
 *   part for its `format: binary` property (cURL's `-F`), an application/x-www-form-urlencoded body as its
 *   fields, an array as a repeated field (cURL's `--data-urlencode`), where the samples sent no body before.
 * Then every sample runs, as generated, in the six languages (the runtimes of tests/e2e/api/samples.spec.ts)
 * against a loopback server that records what it receives.
 */
const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');
const FIXTURE = path.join(__dirname, 'fixtures/readme-api/billing-api.yaml');
const SERVER = 'https://billing.example.com/v1';
const TEXT = 'Hello **world**,\nit\'s "done" (100% $HOME)';
const TITLE = 'March; "final" & 100% $HOME';
const MEMO = 'Paid in full & thanks = 100% "$HOME" +1';
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

test('a multipart/form-data body is sent as its fields and a file part, in every language', () => {
  const expected: Record<string, string[]> = {
    curl: [`-F 'file=@file.png;type=image/png'`, `-F 'pages=3'`],
    node: ['new FormData()', `new Blob([await readFile('file.png')], { type: 'image/png' })`],
    python: ['files={', '"file": ("file.png", Path("file.png").read_bytes(), "image/png")'],
    php: [`new CURLFile('file.png', 'image/png', 'file.png')`],
    java: ['multipart/form-data; boundary=', 'Files.readAllBytes(Path.of(file[1]))'],
    csharp: ['new MultipartFormDataContent()', 'File.ReadAllBytes("file.png")'],
  };
  for (const [language, codes] of Object.entries(expected))
    for (const code of codes)
      expect([language, sample('add-document', language)]).toEqual([language, expect.stringContaining(code)]);
});

test('an application/x-www-form-urlencoded body is sent as its fields, in every language', () => {
  const expected: Record<string, string> = {
    curl: `--data-urlencode 'amount=1200'`,
    node: 'new URLSearchParams()',
    python: 'data={',
    php: 'http_build_query(',
    java: 'URLEncoder.encode(',
    csharp: 'new FormUrlEncodedContent(',
  };
  for (const [language, code] of Object.entries(expected))
    expect([language, sample('pay-invoice', language)]).toEqual([language, expect.stringContaining(code)]);
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
        else if (url.endsWith('/documents'))
          res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"id":"doc_1"}');
        else if (url.endsWith('/payments'))
          res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"paid"}');
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
    fs.writeFileSync(path.join(dir, 'file.png'), file);
  });

  test.each(Object.keys(LANGUAGES))(
    '%s',
    async (language) => {
      const pages = ['upload-attachment', 'render-note', 'list-invoices', 'add-document', 'pay-invoice'];
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
      expect(results.map((r) => r.error ?? '')).toEqual(['', '', '', '', '']);
      const [upload, note, list, document, payment] = received;
      expect(upload?.url).toBe('/v1/invoices/inv_1/attachment');
      expect(upload?.type).toBe('application/octet-stream');
      expect(upload?.body.equals(file)).toBe(true);
      expect(note?.type).toMatch(/^text\/plain\b/);
      expect(note?.body.toString('utf8')).toBe(TEXT);
      expect(list?.url).toBe('/v1/invoices');
      // The multipart body as a server's form parser reads it: the fields, and the file with its name and type.
      expect(document?.url).toBe('/v1/invoices/inv_1/documents');
      expect(document?.type).toMatch(/^multipart\/form-data; *boundary=/);
      const parts = multipart(document?.type ?? '', document?.body ?? Buffer.alloc(0));
      const text = (name: string) => parts.find((p) => p.name === name)?.body.toString('utf8');
      expect(parts.map((p) => p.name).sort()).toEqual(['file', 'meta', 'pages', 'title']);
      expect(text('title')).toBe(TITLE);
      expect(text('pages')).toBe('3');
      expect(JSON.parse(text('meta') ?? '')).toEqual({ source: 'scan' });
      const part = parts.find((p) => p.name === 'file');
      expect([part?.filename, part?.type]).toEqual(['file.png', 'image/png']);
      expect(part?.body.equals(file)).toBe(true);
      expect(payment?.url).toBe('/v1/invoices/inv_1/payments');
      expect(payment?.type).toMatch(/^application\/x-www-form-urlencoded\b/);
      const fields = new URLSearchParams(payment?.body.toString('utf8'));
      expect([...fields]).toEqual([
        ['amount', '1200'],
        ['currency', 'EUR'],
        ['memo', MEMO],
        ['lines', 'line_1'],
        ['lines', 'line_2'],
      ]);
      expect(received).toHaveLength(5);
      for (const r of received) expect(r.auth).toBe('Bearer t0ken');
    },
    120_000,
  );
});

/**
 * The parts of a multipart/form-data body (RFC 7578), as a server's parser reads them: parameters as tokens or
 * quoted strings (.NET writes `name=title`, which Node's own FormData parser refuses).
 */
function multipart(type: string, body: Buffer) {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/.exec(type);
  const delimiter = Buffer.from(`\r\n--${boundary?.[1] ?? boundary?.[2]}`);
  const parts: { name?: string; filename?: string; type?: string; body: Buffer }[] = [];
  let rest = Buffer.concat([Buffer.from('\r\n'), body]);
  for (let at = rest.indexOf(delimiter); at >= 0; at = rest.indexOf(delimiter)) {
    rest = rest.subarray(at + delimiter.length);
    if (rest.subarray(0, 2).toString() === '--') break;
    const end = rest.indexOf(delimiter);
    const part = rest.subarray(0, end);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const param = (key: string) => {
      const m = new RegExp(`;\\s*${key}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]+))`, 'i').exec(head);
      return m ? (m[1]?.replace(/\\(.)/g, '$1') ?? m[2]) : undefined;
    };
    parts.push({
      name: param('name'),
      filename: param('filename'),
      type: /^content-type:\s*(.+)$/im.exec(head)?.[1]?.trim(),
      body: part.subarray(split + 4),
    });
  }
  return parts;
}
