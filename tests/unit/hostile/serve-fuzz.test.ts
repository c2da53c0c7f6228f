import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';

/**
 * The server behind `npm start` and the browser tests (scripts/serve.mjs) never dies of a request (issue 54):
 * named hostile requests get their documented answer, and thousands of random and hostile request lines,
 * sent as raw bytes over loopback, each get a well-formed answer that is never a 5xx, with the process alive
 * at the end and no stack trace in its log. It serves a small folder of its own, not build/.
 */
const SERVE = path.resolve(__dirname, '../../../scripts/serve.mjs');
const FUZZ_REQUESTS = 3000;
const PARALLEL = 8;

let site: string;
let server: ChildProcess;
let port: number;
let log = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });
}

beforeAll(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-fuzz-'));
  fs.mkdirSync(path.join(site, 'assets'));
  fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>home</title>home page');
  fs.writeFileSync(path.join(site, '404.html'), '<!doctype html><title>missing</title>not found page');
  fs.writeFileSync(path.join(site, 'assets/app.js'), 'console.log("app");\n'.repeat(200));
  fs.writeFileSync(path.join(site, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  fs.writeFileSync(
    path.join(site, 'security-headers.json'),
    JSON.stringify({ all: { 'X-Frame-Options': 'DENY' }, pages: { '/': "default-src 'self'" } }),
  );
  port = await freePort();
  server = spawn(process.execPath, [SERVE, '--dir', site, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', () => log.includes('Serving') && resolve());
    server.once('exit', (code) => reject(new Error(`server exited ${code}: ${log}`)));
  });
});

afterAll(() => {
  server?.kill();
});

interface Answer {
  status: number;
  head: string;
  body: Buffer;
}

/** One request as raw bytes (any target, even one an HTTP client would refuse to send); the whole answer. */
function send(method: string, target: string, headers: string[] = []): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => {
      socket.destroy();
      reject(new Error(`no answer within 5 s to ${method} ${JSON.stringify(target)}`));
    });
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const end = raw.indexOf('\r\n\r\n');
      const head = raw.subarray(0, end < 0 ? raw.length : end).toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: end < 0 ? Buffer.alloc(0) : raw.subarray(end + 4) });
    });
    // Not end(): a half-closed socket may be dropped before an asynchronous answer is written.
    socket.write(
      Buffer.concat([
        Buffer.from(`${method} `, 'latin1'),
        Buffer.from(target, 'utf8'),
        Buffer.from(
          ` HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n`,
          'latin1',
        ),
      ]),
    );
  });
}

const alive = () => server.exitCode === null && server.signalCode === null;

test.each([
  ['GET', '/%', 400],
  ['GET', '/%E0%A4%A', 400],
  ['GET', '/assets/%zz.js', 400],
  ['GET', '/index.html%00.js', 400],
  ['GET', '/%0a', 400],
  ['GET', '/_headers', 404],
  ['GET', '/security-headers.json', 404],
  ['GET', '/%5fheaders', 404],
  ['GET', '/assets/../_headers', 404],
  ['GET', '//security-headers.json', 404],
  ['HEAD', '/_headers', 404],
  ['OPTIONS', '/', 405],
  ['POST', '/', 405],
  ['DELETE', '/index.html', 405],
  ['PUT', '/assets/app.js', 405],
  ['GET', '/', 200],
  ['GET', '/assets/app.js', 200],
  ['GET', '/no-such-page', 404],
  ['GET', `/${'a'.repeat(300)}`, 404],
])('%s %s answers %i and the server lives', async (method, target, status) => {
  const answer = await send(method, target);
  expect([answer.status, alive()]).toEqual([status, true]);
  // Nothing from the host's files, and the home page only where it was asked for.
  expect(answer.body.toString()).not.toContain('X-Frame-Options: DENY');
  if (status !== 200) expect(answer.body.toString()).not.toContain('home page');
  if (status === 405) expect(answer.head).toMatch(/^Allow: GET, HEAD$/im);
  if (status === 404 && method === 'GET') expect(answer.body.toString()).toContain('not found page');
});

test('an unsatisfiable range is 416 with no body; a satisfiable one is the part asked for', async () => {
  const beyond = await send('GET', '/assets/app.js', ['Range: bytes=999999-']);
  expect(beyond.status).toBe(416);
  expect(beyond.head).toMatch(/^Content-Range: bytes \*\/4000$/im);
  expect(beyond.body.length).toBe(0);
  const part = await send('GET', '/assets/app.js', ['Range: bytes=0-9']);
  expect([part.status, part.body.toString()]).toEqual([206, 'console.lo']);
});

/** Request targets: random bytes of the kinds that break decoders and file systems, and mixes of them. */
const piece = fc.oneof(
  fc.constantFrom(
    '%',
    '%%',
    '%E0%A4%A',
    '%zz',
    '%00',
    '%0a',
    '%0d%0a',
    '%2e%2e',
    '%2f',
    '%5c',
    '%C0%AF',
    '%ff',
    '%u0041',
    '..',
    '.',
    '/',
    '//',
    '\\',
    '?',
    '#',
    ';',
    '*',
    '~',
    '@',
    ':',
    'index.html',
    'assets',
    'app.js',
    '_headers',
    'security-headers.json',
    '404',
    '__proto__',
    'constructor',
    '\u0000',
    '\u00e9',
    '\ud83d\ude00',
    'http://evil.example',
    'a'.repeat(3000),
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.stringMatching(/^(%[0-9A-Fa-f]{0,2}){1,6}$/),
);
const request = fc.record({
  method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE', 'PATCH', 'BREW', ''),
  target: fc.array(piece, { minLength: 1, maxLength: 6 }).map((parts) => parts.join('')),
  slash: fc.boolean(),
  range: fc.option(
    fc.oneof(
      fc.constantFrom('bytes=999999-', 'bytes=5-1', 'bytes=-0', 'bytes=0-0,1-1', 'chars=0-1', 'bytes=x'),
      fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => `bytes=${a}-${b}`),
    ),
  ),
});

test(`${FUZZ_REQUESTS} random and hostile request lines: each answered, none 5xx, the server alive`, async () => {
  const requests = fc.sample(request, { numRuns: FUZZ_REQUESTS, seed: 54 });
  const bad: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length && alive()) {
      const r = requests[next++]!;
      const target = (r.slash ? '/' : '') + r.target;
      const answer = await send(r.method, target, r.range ? [`Range: ${r.range}`] : []).catch((e: Error) => ({
        status: -1,
        head: e.message,
        body: Buffer.alloc(0),
      }));
      if (answer.status < 100 || answer.status >= 500)
        bad.push(
          `${r.method} ${JSON.stringify(target).slice(0, 200)} -> ${answer.status || 'no answer'} ${answer.head.split('\r\n')[0]}`,
        );
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  expect({ alive: alive(), bad: bad.slice(0, 5), badCount: bad.length }).toEqual({
    alive: true,
    bad: [],
    badCount: 0,
  });
  // Refusals are quiet: no stack trace in the server's log.
  expect(log).not.toMatch(/\n\s+at /);
}, 180_000);
