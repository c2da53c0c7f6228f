/** A document of the plugin's index (short field names as the plugin writes them). */
export interface IndexDocument {
  /** id */
  i: number;
  /**
   * text: page title, heading, description, keywords or section content (description documents come from
   * the worker without it: withSummaries gives it back)
   */
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
  /**
   * summary of the page, on title documents: its description, or else its first sentence. Added by
   * plugins/search, which also moves it out of the page's description document (see withSummaries).
   */
  d?: string;
}

/** lunr's match metadata: for each index term the document matched, its fields (and, if kept, positions). */
export type MatchMetadata = Record<string, Record<string, unknown>>;

/** A result as the plugin's worker returns it. */
export interface RawResult {
  document: IndexDocument;
  /** 0 title, 1 heading, 2 description, 3 keywords, 4 content */
  type: number;
  page?: IndexDocument | false;
  tokens: string[];
  /** lunr's score within its index (comparable only among results of the same type). */
  score?: number;
  /** The index terms this document matched (stemmed), as keys. */
  metadata?: MatchMetadata;
}

/** Removes a trailing slash (but keeps '/') so '/a/' and '/a' name the same page. */
export function normalizeUrl(url: string): string {
  return url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
}
