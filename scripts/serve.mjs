#!/usr/bin/env node
/**
 * Serves a production build the way a host would: gzip-compressed, clean URLs (serve-handler, as
 * `docusaurus serve` uses it), the 404 page with a 404 status, and the security headers the build wrote
 * (scripts/security-headers.mjs: each page's Content-Security-Policy, frame protection). `npm start` and
 * `npm run serve` run it, so do the browser tests and the bench.
 *
 * No request can stop it (issue 54; tests/unit/hostile/serve-fuzz.test.ts): a path that does not decode, or
 * decodes to a control character, is answered 400; a method other than GET and HEAD 405; a range beyond the
 * file 416 with no body; the files the build writes for the host (`_headers`, `security-headers.json`) 404.
 * Anything that still throws is a 500 with one log line, never a crash.
 * Usage: node scripts/serve.mjs [--dir build] [--port 3000]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { IMMUTABLE, IMMUTABLE_FOLDERS } from './security-headers.mjs';

const HEADERS_JSON = 'security-headers.json';
/** Written for the host's configuration, not for readers (scripts/security-headers.mjs). */
const HOST_FILES = new Set(['/_headers', `/${HEADERS_JSON}`]);
const ALLOWED_METHODS = 'GET, HEAD';

/**
 * The path a request names, decoded and normalised, or null when it names none (bad percent-encoding, a NUL
 * or other control character, which the file system would reject with an exception).
 * @param {string | undefined} target the request target as sent
 * @returns {{ pathname: string, search: string } | null}
 */
export function requestPath(target) {
  if (!target) return null;
  let url;
  try {
    // Absolute-form targets (`GET http://host/x`) are legal HTTP; everything else must be a path.
    if (!target.startsWith('/') && !/^https?:\/\//i.test(target)) return null;
    url = new URL(target.startsWith('/') ? `http://site${target}` : target);
  } catch {
    return null;
  }
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(pathname)) return null;
  return { pathname: path.posix.normalize(pathname), search: url.search };
}

/**
 * An answer with no page: the status, its reason as plain text (no stack, no file names).
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} [extra]
 */
function plain(res, status, extra = {}) {
  const body = `${status} ${http.STATUS_CODES[status] ?? ''}\n`;
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...extra,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/** @param {string} file */
function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

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
  /** @param {string} key */
  const pagePolicy = (key) => (Object.hasOwn(headers.pages, key) ? headers.pages[key] : undefined);
  // An empty 416 stays empty: gzip would give it a body (the stream's header and footer).
  const compress = compression({
    filter: (req, res) => res.statusCode !== 416 && compression.filter(req, res),
  });

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  const handle = (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, { Allow: ALLOWED_METHODS });
    const target = requestPath(req.url);
    if (!target) return plain(res, 400);
    // A host file, or a name longer than any file's (the file system would throw ENAMETOOLONG), is answered
    // as a path with no file: the site's 404 page with its policy.
    const hostFile =
      HOST_FILES.has(target.pathname.replace(/\/+$/, '')) ||
      target.pathname.split('/').some((name) => Buffer.byteLength(name) > 255);
    const pathname = hostFile ? '/404' : target.pathname;
    // serve-handler decodes the URL again: give it the very path checked here, re-encoded, so both agree.
    req.url = hostFile
      ? '/.404-no-such-file'
      : pathname.split('/').map(encodeURIComponent).join('/') + target.search;
    for (const [k, v] of Object.entries(headers.all)) res.setHeader(k, v);
    const policy = pagePolicy(pathname) ?? pagePolicy(pathname.replace(/\/$/, '')) ?? pagePolicy('/404');
    // Pages only: assets (and so workers) get no page policy.
    const looksLikeAsset = /\.[a-z0-9]{1,5}$/i.test(pathname) && !pathname.endsWith('.html');
    if (policy && !looksLikeAsset) res.setHeader('Content-Security-Policy', policy);
    // The chart item script is loaded by StackBlitz projects (module scripts from another origin need CORS).
    if (pathname.startsWith('/assets/viz-item/')) res.setHeader('Access-Control-Allow-Origin', '*');
    // Hashed files, kept for good (the build checks every name there); a missing one's 404 is not.
    if (IMMUTABLE_FOLDERS.some((folder) => pathname.startsWith(folder)) && isFile(path.join(root, pathname)))
      res.setHeader('Cache-Control', IMMUTABLE);
    compress(req, res, () => {
      serveHandler(
        req,
        res,
        { public: root, cleanUrls: true, directoryListing: false },
        {
          // serve-handler sets 416 and then streams the whole file under it: an unsatisfiable range gets
          // its status and Content-Range, and no body.
          createReadStream: (p, opts) =>
            res.statusCode === 416 ? Readable.from([]) : fs.createReadStream(p, opts),
        },
      ).catch((/** @type {unknown} */ error) => fail(res, error));
    });
  };

  /**
   * @param {http.ServerResponse} res
   * @param {unknown} error
   */
  const fail = (res, error) => {
    console.error(`[serve] ${res.req.method} ${JSON.stringify(res.req.url)}: ${String(error)}`);
    if (res.headersSent) res.destroy();
    else plain(res, 500);
  };

  return (/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res) => {
    // A 416 from serve-handler would announce the whole file's length for its empty body.
    const writeHead = res.writeHead;
    res.writeHead = /** @type {typeof res.writeHead} */ (
      (/** @type {number} */ status, /** @type {any[]} */ ...rest) => {
        if (status === 416) {
          const given = rest.find((r) => r && typeof r === 'object') ?? {};
          const range = res.getHeader('Content-Range') ?? given['Content-Range'];
          for (const h of ['Content-Length', 'Content-Type', 'Content-Encoding', 'ETag', 'Last-Modified'])
            res.removeHeader(h);
          return writeHead.call(res, 416, { 'Content-Range': String(range), 'Content-Length': 0 });
        }
        return writeHead.call(res, status, ...rest);
      }
    );
    try {
      handle(req, res);
    } catch (error) {
      fail(res, error);
    }
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (/** @type {string} */ name, /** @type {string} */ fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const dir = arg('dir', 'build');
  const port = Number(arg('port', '3000'));
  const server = http.createServer(siteHandler(dir));
  server.listen(port, () => {
    // The port actually bound (`--port 0` picks a free one: the tests read it from this line).
    const bound = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
    console.log(`Serving ${dir} at http://localhost:${bound} (gzip, security headers)`);
  });
}
