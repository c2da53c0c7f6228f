#!/usr/bin/env node
/**
 * Serves a production build the way a host would: gzip-compressed, clean URLs (serve-handler, as
 * `docusaurus serve` uses it), the 404 page with a 404 status, and the security headers the build wrote
 * (scripts/security-headers.mjs: each page's Content-Security-Policy, frame protection). `npm start` and
 * `npm run serve` run it, so do the browser tests and the bench.
 * Usage: node scripts/serve.mjs [--dir build] [--port 3000]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import serveHandler from 'serve-handler';

const HEADERS_JSON = 'security-headers.json';

/**
 * The request handler for a build folder.
 * @param {string} dir
 */
export function siteHandler(dir) {
  const root = path.resolve(dir);
  const file = path.join(root, HEADERS_JSON);
  /** @type {{ all: Record<string, string>, pages: Record<string, string> }} */
  const headers = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : { all: {}, pages: {} };
  if (!fs.existsSync(file))
    console.warn(`[serve] ${HEADERS_JSON} is missing: serving without security headers`);
  const compress = compression();
  return (/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
    for (const [k, v] of Object.entries(headers.all)) res.setHeader(k, v);
    const policy =
      headers.pages[pathname] ?? headers.pages[pathname.replace(/\/$/, '')] ?? headers.pages['/404'];
    // Pages only: assets (and so workers) get no page policy.
    const looksLikeAsset = /\.[a-z0-9]{1,5}$/i.test(pathname) && !pathname.endsWith('.html');
    if (policy && !looksLikeAsset) res.setHeader('Content-Security-Policy', policy);
    // The chart item script is loaded by StackBlitz projects (module scripts from another origin need CORS).
    if (pathname.startsWith('/assets/viz-item/')) res.setHeader('Access-Control-Allow-Origin', '*');
    compress(req, res, () =>
      serveHandler(req, res, { public: root, cleanUrls: true, directoryListing: false }),
    );
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const dir = arg('dir', 'build');
  const port = Number(arg('port', '3000'));
  http.createServer(siteHandler(dir)).listen(port, () => {
    console.log(`Serving ${dir} at http://localhost:${port} (gzip, security headers)`);
  });
}
