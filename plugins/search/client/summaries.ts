/**
 * Its own module, so that it travels in the search engine's chunk (loaded on first interest in the search box)
 * instead of main.js, where hits.ts is (the search box imports normalizeUrl).
 */
import type { RawResult } from './hits';

/** The description document type (see RawResult.type). */
const DESCRIPTION = 2;

/**
 * The index keeps a page's description once, as the summary (`d`) of its title document, so that a result
 * matched by its title alone can show it too (plugins/search); description documents come without
 * text. This gives them back their text from their page, for the ranking and the snippet.
 */
export function withSummaries(results: readonly RawResult[]): RawResult[] {
  return results.map((r) =>
    r.type === DESCRIPTION && typeof r.document?.t !== 'string' && r.page
      ? { ...r, document: { ...r.document, t: r.page.d ?? '' } }
      : r,
  );
}
