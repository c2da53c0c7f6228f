#!/usr/bin/env node
// @ts-check
/**
 * The site's security headers, applied to a finished build (`npm run build` applies them once Docusaurus is done,
 * scripts/build.mjs: after every plugin's postBuild, since the redirect pages are written there).
 *
 * A Content-Security-Policy that lets only the site's own scripts run, plus the inline scripts the build emits (by
 * their sha256 hashes, computed from the built HTML), `object-src 'none'`, `base-uri 'self'`, and no framing. Every
 * page gets it three ways: `_headers` (the format of Netlify and Cloudflare Pages: one rule per page, HTML only,
 * so assets and workers get no page policy), `security-headers.json` for the server `npm start` runs
 * (scripts/serve.mjs), and a <meta http-equiv> before any script of the page for hosts that set no headers (that form
 * cannot forbid framing; the headers do). Usage: node scripts/security-headers.mjs [buildDir]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const HEADERS_JSON = 'security-headers.json';

/**
 * The inline scripts of an HTML page (no src; data blocks such as JSON-LD are not scripts).
 * @param {string} html
 */
export function inlineScripts(html) {
  const out = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    out.push(m[2] ?? '');
  }
  return out;
}

/** @param {string} text */
export const sha256 = (text) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The policy. Scripts: the site's own files and the listed inline ones. Connections: the site, plus any https or
 * http server, since Send request talks to the server the reader picks (their API, a local one). Forms: the site
 * and StackBlitz (Open in StackBlitz posts the project there). Frames: the video item's YouTube player (loaded
 * when the reader presses play). Nothing may frame the site.
 *
 * @param {{ hashes: string[], allowEval?: boolean, meta?: boolean }} options
 *   allowEval: the API pages compile JSON Schema validators (ajv) in the page when a reader sends a request to the
 *   sandbox, and ajv generates code: 'unsafe-eval' there, and only there.
 *   meta: the <meta> form, where browsers ignore frame-ancestors (and warn), so it is left out.
 */
export function contentSecurityPolicy({ hashes, allowEval = false, meta = false }) {
  /** @type {string[][]} */
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes, ...(allowEval ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", 'https:', 'http:'],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', 'https://www.youtube-nocookie.com'],
    ['media-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", 'https://stackblitz.com'],
    ...(meta ? [] : [['frame-ancestors', "'none'"]]),
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Headers every response gets besides the page policy. */
export const OTHER_HEADERS = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Folders of the build whose every file is named by its content hash, so a browser may keep them for good: the
 * background preload downloads them once (src/client/prefetch.worker.ts) and the page that runs them later finds
 * them in the HTTP cache without asking again. Only these folders: /assets/ also holds files with fixed names
 * (the chart item script, the examples' code files), which change in place.
 */
export const IMMUTABLE_FOLDERS = ['/assets/js/', '/assets/css/'];
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A content hash of 8 or more hex digits as the last part of the name before its extension. */
const HASHED_NAME = /[.~/][0-9a-f]{8,}\.(js|css)(\.LICENSE\.txt)?$/;

/**
 * The files of the immutable folders whose names carry no content hash: a build that has one must not be
 * served with IMMUTABLE, since a later build could change the file under the same name.
 * @param {string} outDir
 */
export function unhashedAssets(outDir) {
  return IMMUTABLE_FOLDERS.flatMap((folder) => {
    const dir = path.join(outDir, folder);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => !fs.statSync(path.join(dir, f)).isDirectory())
      .map((f) => `${folder}${f.split(path.sep).join('/')}`)
      .filter((f) => !HASHED_NAME.test(f));
  });
}

/**
 * The URL path an HTML file of the build is served at (clean URLs, as the site links them).
 * @param {string} relative
 */
export function pathOfHtmlFile(relative) {
  const p = `/${relative.split(path.sep).join('/')}`;
  if (p === '/index.html') return '/';
  if (p.endsWith('/index.html')) return p.slice(0, -'index.html'.length);
  return p.replace(/\.html$/, '');
}

/** @param {string} page */
export const needsEval = (page) => page.startsWith('/api/');

/**
 * A `_headers` file: the other headers for every path, then one policy rule per page.
 * @param {{ path: string, policy: string }[]} pages
 */
export function headersFile(pages) {
  const lines = ['/*', ...Object.entries(OTHER_HEADERS).map(([k, v]) => `  ${k}: ${v}`), ''];
  for (const folder of IMMUTABLE_FOLDERS) lines.push(`${folder}*`, `  Cache-Control: ${IMMUTABLE}`, '');
  for (const page of pages) {
    for (const variant of page.path === '/' ? ['/'] : [page.path, `${page.path}.html`])
      lines.push(variant, `  Content-Security-Policy: ${page.policy}`, '');
  }
  return lines.join('\n');
}

/** @param {string} outDir */
export function applySecurityHeaders(outDir) {
  const unhashed = unhashedAssets(outDir);
  if (unhashed.length)
    throw new Error(
      `security-headers: served as immutable, but named without a content hash: ${unhashed.join(', ')}`,
    );
  const files = fs
    .readdirSync(outDir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.html'))
    .sort();
  const texts = new Map(files.map((f) => [f, fs.readFileSync(path.join(outDir, f), 'utf8')]));
  // A page already processed (a second run) carries the meta tag: take it out first.
  const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;
  for (const [f, html] of texts) texts.set(f, html.replace(META, ''));
  const hashes = [...new Set([...texts.values()].flatMap((html) => inlineScripts(html).map(sha256)))].sort();
  const pages = files.map((file) => {
    const page = pathOfHtmlFile(file);
    const allowEval = needsEval(page);
    const html = /** @type {string} */ (texts.get(file));
    const meta = contentSecurityPolicy({ hashes, allowEval, meta: true });
    // Right after the charset (which must stay within the first 1024 bytes), before any script.
    const tag = `<meta http-equiv="Content-Security-Policy" content="${meta}">`;
    const withMeta = /<meta charset=[^>]*>/i.test(html)
      ? html.replace(/<meta charset=[^>]*>/i, (charset) => `${charset}${tag}`)
      : html.replace(/<head([^>]*)>/i, (head) => `${head}${tag}`);
    if (withMeta === html) throw new Error(`security-headers: ${file} has no <head>`);
    const script = withMeta.search(/<script\b/i);
    if (script >= 0 && withMeta.indexOf(tag) > script)
      throw new Error(`security-headers: ${file} has a script before the policy`);
    fs.writeFileSync(path.join(outDir, file), withMeta);
    return { path: page, policy: contentSecurityPolicy({ hashes, allowEval }) };
  });
  fs.writeFileSync(path.join(outDir, '_headers'), headersFile(pages));
  fs.writeFileSync(
    path.join(outDir, HEADERS_JSON),
    JSON.stringify({ all: OTHER_HEADERS, pages: Object.fromEntries(pages.map((p) => [p.path, p.policy])) }),
  );
  return { pages: pages.length, hashes: hashes.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? 'build');
  const { pages, hashes } = applySecurityHeaders(outDir);
  console.log(
    `security-headers: ${pages} pages, ${hashes} inline script hashes (${path.relative(process.cwd(), outDir)}/_headers)`,
  );
}
