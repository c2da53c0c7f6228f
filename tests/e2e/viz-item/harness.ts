/**
 * A standalone harness for the chart item's browser tests: builds the code-split bundle if it is missing or
 * older than the sources, and serves tests/e2e/viz-item over HTTP on a free port (no Docusaurus build needed).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const here = __dirname;
const root = path.resolve(here, '../../..');
const buildDir = path.join(here, '.build');
const entry = path.join(buildDir, 'viz-item.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** Builds once across parallel workers (a lock directory), only when the sources changed. */
export function ensureBuild(): void {
  const stale = () =>
    !fs.existsSync(entry) || fs.statSync(entry).mtimeMs < newestMtime(path.join(root, 'src/viz-item'));
  if (!stale()) return;
  const lock = path.join(here, '.build-lock');
  for (let i = 0; i < 600; i++) {
    try {
      fs.mkdirSync(lock);
      try {
        if (stale())
          execFileSync(
            process.execPath,
            [path.join(root, 'scripts/build-viz-item.mjs'), '--split', buildDir],
            { cwd: root, stdio: 'inherit' },
          );
      } finally {
        fs.rmSync(lock, { recursive: true, force: true });
      }
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      if (!stale()) return;
    }
  }
  throw new Error('Timed out waiting for the viz-item build');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

export async function startHarness(): Promise<{ url: string; close: () => Promise<void> }> {
  ensureBuild();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = path.normalize(
      path.join(here, decodeURIComponent(url.pathname === '/' ? '/harness.html' : url.pathname)),
    );
    if (!file.startsWith(here) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/harness.html`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
