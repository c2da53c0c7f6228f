import fs from 'node:fs';
import path from 'node:path';

export const DEFAULT_TITLE = 'Developer Docs - Turn Data To Impact';

/** Every page URL path of the built site, read from build/sitemap.xml. */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(__dirname, '../../../build/sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}
