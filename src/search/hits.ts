import type { HitType, SearchHit } from './types';

/** A document of the plugin's index (short field names as the plugin writes them). */
export interface IndexDocument {
  /** id */
  i: number;
  /** text: page title, heading, description, keywords or section content */
  t: string;
  /** page URL */
  u: string;
  /** #fragment of the heading, '' or absent for the page top */
  h?: string;
  /** id of the page's title document */
  p?: number;
  /** section title (for description/keywords/content documents) */
  s?: string;
  /** breadcrumb the plugin read from the built HTML (docs pages only) */
  b?: string[];
}

/** A result as the plugin's worker returns it. */
export interface RawResult {
  document: IndexDocument;
  /** 0 title, 1 heading, 2 description, 3 keywords, 4 content */
  type: number;
  page?: IndexDocument | false;
  tokens: string[];
}

const TYPES: readonly HitType[] = ['title', 'heading', 'description', 'keywords', 'content'];

export interface ToHitsOptions {
  isDeprecated?: (url: string) => boolean;
  /** Navigation trail for a page URL, when the site navigation knows the page. */
  breadcrumbOf?: (url: string) => string[] | undefined;
  /** Keep at most this many pages. */
  maxPages?: number;
}

/** Removes a trailing slash (but keeps '/') so '/a/' and '/a' name the same page. */
export function normalizeUrl(url: string): string {
  return url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
}

/**
 * Turns the worker's results (best first, several per page) into one hit per page, keeping the page's best
 * match: its heading becomes the hit's section and #fragment.
 */
export function toHits(results: readonly RawResult[], options: ToHitsOptions = {}): SearchHit[] {
  const { isDeprecated = () => false, breadcrumbOf = () => undefined, maxPages = Infinity } = options;
  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  for (const result of results) {
    if (hits.length >= maxPages) break;
    const doc = result.document;
    if (!doc || typeof doc.u !== 'string') continue;
    const url = normalizeUrl(doc.u);
    if (seen.has(url)) continue;
    seen.add(url);
    const type = TYPES[result.type] ?? 'content';
    const page = result.page || undefined;
    const title = (type === 'title' ? doc.t : (page?.t ?? doc.s ?? doc.t)).trim() || url;
    const sectionTitle = type === 'heading' ? doc.t : type === 'content' ? doc.s : undefined;
    const section = sectionTitle && sectionTitle !== title ? sectionTitle.trim() : undefined;
    const hash = doc.h && doc.h.startsWith('#') && doc.h.length > 1 ? doc.h : '';
    hits.push({
      title,
      ...(section ? { section } : {}),
      path: url + hash,
      url,
      type,
      deprecated: isDeprecated(url),
      breadcrumb:
        breadcrumbOf(url) ?? (page?.b ?? (type === 'title' ? doc.b : undefined) ?? []).filter(Boolean),
    });
  }
  return hits;
}
