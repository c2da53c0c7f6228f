/**
 * The search index in pieces, as plugins/search writes it beside each docs version's pages and the
 * search worker (plugins/search/client/worker.ts) loads it: a small manifest with the vocabulary, postings pieces by
 * sorted term range, and document buckets by page. See plugins/search/README.md ("The index in pieces").
 */

/** The manifest's file name (not content-hashed: it is always revalidated; everything it names is). */
export const MANIFEST = 'search-index.json';

/** A sub-index of the plugin's five (titles, headings, descriptions, keywords, contents). */
export interface ManifestIndex {
  /** lunr's search pipeline (function names), as serialized by lunr. */
  pipeline: string[];
  /** The field every document is indexed under (the plugin indexes one: 't'). */
  field: string;
  /** Its postings pieces: [first term, file], in term order; a term is in the last piece whose first is <= it. */
  pieces: [string, string][];
  /**
   * Its document buckets, in two levels: [first document id, table file], ascending, where a table file (a
   * DocTable) lists up to DOC_TABLE_SIZE buckets. A document is in the last entry whose first id is <= its id,
   * at both levels. Title buckets start at pages: a page's other documents follow its title's id, so the
   * title bucket of any document's id holds its page's title.
   */
  docs: [number, string][];
}

/**
 * A table of document buckets: [first document id, bucket file], ascending. Tables keep the manifest from
 * growing with every section of the site: it lists one entry per table, a search loads the tables of its
 * results only.
 */
export type DocTable = [number, string][];

export interface Manifest {
  format: 1;
  /** Every term of the five sub-indexes, sorted as lunr sorts them (UTF-16 code units). */
  terms: string[];
  /** For each term, a bit per sub-index holding it (bit k: sub-index k). */
  in: number[];
  indexes: ManifestIndex[];
}

/** A term's postings: [term, lunr's term index, document ids (delta-coded, ascending), field weights]. */
export type PieceTerm = [string, number, number[], number[]];

/** A postings piece: its terms, sorted. */
export type Piece = PieceTerm[];

/** A document bucket: documents of one sub-index, as the plugin wrote them (short field names). */
export type Bucket = object[];

/** The index of the last entry whose key (its first element) is at most `key` (binary search), or -1. */
function lastAtOrBefore<K extends string | number>(
  entries: readonly (readonly [K, string])[],
  key: K,
): number {
  let lo = 0;
  let hi = entries.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (entries[mid]![0] <= key) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The piece of `pieces` holding `term` (binary search on first terms), or -1 before the first. */
export function pieceOf(pieces: readonly [string, string][], term: string): number {
  return lastAtOrBefore(pieces, term);
}

/** The entry of `docs` (a manifest's tables, or a table's buckets) holding document `id`, or -1. */
export function bucketOf(docs: readonly [number, string][], id: number): number {
  return lastAtOrBefore(docs, id);
}
