/**
 * Serves a production build the way a host would (scripts/serve.mjs: gzip, clean URLs, the security headers),
 * for the bench's Lighthouse runs, which would otherwise time raw bytes. Usage: node bench/serve.mjs <dir> <port>
 */
import http from 'node:http';
import { siteHandler } from '../scripts/serve.mjs';

const [dir = 'build', port = '3200'] = process.argv.slice(2);
http
  .createServer(siteHandler(dir))
  .listen(Number(port), () => console.error(`[serve] ${dir} at http://localhost:${port} (gzip)`));
