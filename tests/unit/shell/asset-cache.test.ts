import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { siteHandler } from '../../../scripts/serve.mjs';
import { applySecurityHeaders, headersFile, unhashedAssets } from '../../../scripts/security-headers.mjs';

/**
 * The background preload downloads other sections' scripts in a worker (src/client/prefetch.worker.ts); the
 * page that later runs them finds them in the HTTP cache only if they may be kept: the hashed folders are
 * served immutable, by `npm start` and in the host's `_headers`, and nothing else is (issue 51, item 2).
 */
let site: string;
let server: http.Server;
let base: string;

const write = (file: string, text = 'x') => {
  fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  fs.writeFileSync(path.join(site, file), text);
};

beforeAll(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'asset-cache-'));
  write('index.html', '<!doctype html><html><head><meta charset="utf-8"><title>home</title></head></html>');
  write('404.html', '<!doctype html><html><head><meta charset="utf-8"><title>missing</title></head></html>');
  write('assets/js/main.0123abcd.js');
  write('assets/js/89abcdef.js');
  write('assets/css/styles.0123abcd.css');
  write('assets/viz-item/viz-item.js');
  applySecurityHeaders(site);
  server = http.createServer(siteHandler(site));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(site, { recursive: true, force: true });
});

const cacheControl = async (file: string) => {
  const response = await fetch(`${base}${file}`);
  await response.arrayBuffer();
  return [response.status, response.headers.get('cache-control')];
};

test.each([
  ['/assets/js/main.0123abcd.js', 200, 'public, max-age=31536000, immutable'],
  ['/assets/js/89abcdef.js', 200, 'public, max-age=31536000, immutable'],
  ['/assets/css/styles.0123abcd.css', 200, 'public, max-age=31536000, immutable'],
  // A file with a fixed name changes in place; a page, and a missing file's 404, are never kept for good.
  ['/assets/viz-item/viz-item.js', 200, null],
  ['/', 200, null],
  ['/assets/js/deadbeef.js', 404, null],
])('%s: %i, Cache-Control %s', async (file, status, expected) => {
  expect(await cacheControl(file)).toEqual([status, expected]);
});

test("the host's _headers keep the same two folders for good", () => {
  const text = headersFile([]);
  expect(text).toContain('/assets/js/*\n  Cache-Control: public, max-age=31536000, immutable');
  expect(text).toContain('/assets/css/*\n  Cache-Control: public, max-age=31536000, immutable');
  expect(text).not.toMatch(/^\/assets\/\*$/m);
});

test('a build with a file named without a content hash in those folders fails, naming it', () => {
  const other = fs.mkdtempSync(path.join(os.tmpdir(), 'asset-cache-'));
  try {
    fs.mkdirSync(path.join(other, 'assets/js'), { recursive: true });
    fs.writeFileSync(path.join(other, 'assets/js/main.0123abcd.js'), 'x');
    fs.writeFileSync(path.join(other, 'assets/js/worker.js'), 'x');
    fs.writeFileSync(path.join(other, 'index.html'), '<html><head><meta charset="utf-8"></head></html>');
    expect(unhashedAssets(other)).toEqual(['/assets/js/worker.js']);
    expect(() => applySecurityHeaders(other)).toThrow('named without a content hash: /assets/js/worker.js');
  } finally {
    fs.rmSync(other, { recursive: true, force: true });
  }
});
