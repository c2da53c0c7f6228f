import fs from 'node:fs';
import path from 'node:path';

export const DEFAULT_TITLE = 'Developer Docs - Turn Data To Impact';

/**
 * The build folder the specs read from disk: SITE_BUILD_DIR when the server serves another build (parallel work
 * in one checkout builds with `--out-dir`), otherwise `build/`, the one `npm test` writes.
 */
export const BUILD_DIR = process.env.SITE_BUILD_DIR
  ? path.resolve(process.env.SITE_BUILD_DIR)
  : path.join(__dirname, '../../../build');

/** Every page URL path of the built site, read from its sitemap.xml. */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}
