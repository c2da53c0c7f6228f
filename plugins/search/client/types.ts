import type { AreaKey } from './areas';
import type { SnippetPart } from './snippet';

/** What part of a page matched (the plugin's index holds one document per title, heading and section). */
export type HitType = 'title' | 'heading' | 'description' | 'keywords' | 'content';

/** One search result: one page, pointing at its best-matching heading (spec section 3, "Search result"). */
export interface SearchHit {
  /** Page title. */
  title: string;
  /** Heading of the matching section, when the match is below the page title. */
  section?: string;
  /**
   * Why the page matched: the sentence of its text where the query matched best, matched words marked, or
   * its description when only its title matched (plugins/search/client/snippet.ts). Absent when the page has no text.
   */
  snippet?: SnippetPart[];
  /** Where the result leads: the page URL plus the #fragment of the matching heading, if any. */
  path: string;
  /** The page URL without fragment. */
  url: string;
  type: HitType;
  deprecated: boolean;
  /** Navigation trail leading to the page (ancestors only), to tell same-title pages apart. */
  breadcrumb: string[];
  /** Relevance to the query (higher is better); absent when unknown. */
  score?: number;
  /** Position by relevance (1 = best), before grouping. */
  rank?: number;
}

export interface ResultGroup {
  area: AreaKey;
  label: string;
  hits: SearchHit[];
}
