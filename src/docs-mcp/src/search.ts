/**
 * search_docs: the search box's own pipeline, run in Node on the published index in pieces. The same modules
 * as plugins/search/theme/SearchBar/useSearch.ts, in the same order: sanitizeQuery, then the plugin's worker
 * search on the pieces (PieceIndex, what the site's worker runs) with withSummaries, widened by
 * searchWithFallback, ranked by rankPages (deprecated pages marked from the site's search-meta file) and
 * grouped by area as the panel shows them. Only the fetch differs: pieces come from the Site.
 */
import { PieceIndex } from '../../../plugins/search/client/pieces/search';
import { MANIFEST, type Manifest } from '../../../plugins/search/client/pieces/format';
import { withSummaries } from '../../../plugins/search/client/summaries';
import { searchWithFallback } from '../../../plugins/search/client/plan';
import { rankPages } from '../../../plugins/search/client/rank';
import { flattenGroups, groupResults } from '../../../plugins/search/client/group';
import { PRIORITY_PAGES } from '../../../plugins/search/client/priority';
import { sanitizeQuery, MAX_QUERY_LENGTH } from '../../../plugins/search/client/query';
import { searchIndexPathOf } from '../../../plugins/search/client/versions';
import { parseSearchMeta } from '../../../plugins/search/client/meta';
import { normalizeUrl } from '../../../plugins/search/client/hits';
import { stem } from '../../../plugins/search/client/stem';
import type { SearchHit } from '../../../plugins/search/client/types';
import { siteJson, type Site } from './site';

/** The panel shows this many pages at most (useSearch.ts, MAX_PAGES). */
const MAX_PAGES = 10;
/** Breadcrumbs kept in memory at most (the site has about 700 pages). */
const MAX_CRUMBS = 2_000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/**
 * A page's trail, as the search box shows it: the titles of its ancestors in the side navigation. The box
 * reads the navigation tree from the site's data (plugins/search/client/breadcrumbs.ts); the build publishes
 * it drawn into each page's HTML (every item a `<li data-depth>` with its link and title, the page's own
 * section included), so this reads it there, with breadcrumbMap's rule: a URL listed twice keeps its deepest
 * trail.
 */
export function breadcrumbFromHtml(html: string, url: string): string[] {
  const items: { depth: number; href?: string; title: string }[] = [];
  const item = /<li\b[^>]*?\bdata-depth="?(\d+)"?[^>]*>([\s\S]*?)(?=<li\b|<\/ul>)/g;
  for (const m of html.matchAll(item)) {
    const body = m[2]!;
    const href = /\bhref=("?)([^"\s>]+)\1/.exec(body)?.[2];
    const title = /class="?title_[\w-]*"?>([^<]*)</.exec(body)?.[1] ?? '';
    items.push({ depth: Number(m[1]), href: href?.split('#', 1)[0], title: decode(title).trim() });
  }
  let best = -1;
  items.forEach((it, i) => {
    if (it.href && normalizeUrl(it.href) === url && (best < 0 || it.depth > items[best]!.depth)) best = i;
  });
  if (best < 0) return [];
  const trail: string[] = [];
  let depth = items[best]!.depth;
  for (let i = best - 1; i >= 0 && depth > 0; i--) {
    if (items[i]!.depth < depth) {
      trail.unshift(items[i]!.title);
      depth = items[i]!.depth;
    }
  }
  return trail.filter(Boolean);
}

function decode(text: string): string {
  return text.replace(/&(#?\w+);/g, (all, name: string) =>
    Object.hasOwn(ENTITIES, name) ? ENTITIES[name]! : all,
  );
}

export { MAX_QUERY_LENGTH };

export interface DocsHit {
  title: string;
  section?: string;
  breadcrumb: string[];
  /** Site path with the #fragment of the matching heading. */
  path: string;
  snippet: string;
  deprecated: boolean;
}

export class DocsSearch {
  private readonly indexes = new Map<string, Promise<PieceIndex>>();
  private deprecated: Promise<ReadonlySet<string>> | undefined;
  private readonly crumbs = new Map<string, string[]>();

  constructor(private readonly site: Site) {}

  /** A version's index: its manifest, read once (a failed read is forgotten, to be retried). */
  private indexOf(version: string): Promise<PieceIndex> {
    let index = this.indexes.get(version);
    if (!index) {
      const dir = searchIndexPathOf(version);
      const base = dir ? `/${dir}/` : '/';
      index = siteJson(this.site, `${base}${MANIFEST}`).then(
        (manifest) => new PieceIndex(manifest as Manifest, (file) => siteJson(this.site, `${base}${file}`)),
      );
      index.catch(() => this.indexes.delete(version));
      this.indexes.set(version, index);
    }
    return index;
  }

  /**
   * The deprecated pages. The box gets the file's hashed name from the site's global data, which is in
   * main.js; so does this (the home page names main.js). Without it, results are simply not marked.
   */
  private deprecatedPages(): Promise<ReadonlySet<string>> {
    this.deprecated ??= (async () => {
      const home = await this.site.text('/index.html');
      const main = /<script[^>]*src="?([^"\s>]*\/main\.[\w]+\.js)/.exec(home)?.[1];
      if (!main) return new Set<string>();
      const script = await this.site.text(new URL(main, 'http://site/').pathname);
      const meta = /search-meta\.[0-9a-f]+\.json/.exec(script)?.[0];
      if (!meta) return new Set<string>();
      const raw = await siteJson(this.site, `/${meta}`);
      return new Set(parseSearchMeta(raw).deprecated.map(normalizeUrl));
    })().catch(() => {
      this.deprecated = undefined;
      return new Set<string>();
    });
    return this.deprecated;
  }

  private async breadcrumbOf(url: string): Promise<string[] | undefined> {
    let trail = this.crumbs.get(url);
    if (!trail) {
      const html = await this.site.text(url === '/' ? '/index.html' : `${url}.html`).catch(() => '');
      trail = breadcrumbFromHtml(html, url);
      if (this.crumbs.size >= MAX_CRUMBS) this.crumbs.clear();
      this.crumbs.set(url, trail);
    }
    return trail.length > 0 ? trail : undefined;
  }

  /** The pages the search box lists for `input`, in the order it shows them. */
  async search(input: string, version: string): Promise<DocsHit[]> {
    const q = sanitizeQuery(input);
    if (q === '') return [];
    const index = await this.indexOf(version);
    const [raw, deprecated] = await Promise.all([
      searchWithFallback(async (query, limit) => withSummaries(await index.search(query, limit)), q),
      this.deprecatedPages(),
    ]);
    const hits = rankPages(raw, q, {
      isDeprecated: (url) => deprecated.has(url),
      priority: PRIORITY_PAGES,
      maxPages: MAX_PAGES,
      stem,
    });
    const shown = flattenGroups(groupResults(hits, { baseUrl: '/', priority: PRIORITY_PAGES }));
    // The trail changes no ranking, only what a result shows under its title.
    const trails = await Promise.all(shown.map((h) => this.breadcrumbOf(h.url)));
    return shown.map((h, i) => toDocsHit({ ...h, breadcrumb: trails[i] ?? h.breadcrumb }));
  }
}

function toDocsHit(hit: SearchHit): DocsHit {
  return {
    title: hit.title,
    ...(hit.section ? { section: hit.section } : {}),
    breadcrumb: hit.breadcrumb,
    path: hit.path,
    // The panel marks matched words with <mark>; in Markdown, bold.
    snippet: (hit.snippet ?? []).map((p) => (p.match ? `**${p.text}**` : p.text)).join(''),
    deprecated: hit.deprecated,
  };
}
