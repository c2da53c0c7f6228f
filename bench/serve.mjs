/**
 * Serves a production build the way a host would: gzip-compressed, with the same static handler and clean
 * URLs as `docusaurus serve` (which sends everything uncompressed, so Lighthouse would time raw bytes).
 * Usage: node bench/serve.mjs <build dir> <port>
 */
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';

const [dir = 'build', port = '3200'] = process.argv.slice(2);
const compress = compression();
const server = http.createServer((req, res) =>
  compress(req, res, () =>
    serveHandler(req, res, { public: path.resolve(dir), cleanUrls: true, directoryListing: false }),
  ),
);
server.listen(Number(port), () => console.error(`[serve] ${dir} at http://localhost:${port} (gzip)`));
