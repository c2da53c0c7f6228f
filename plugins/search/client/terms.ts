/**
 * The words of a query that carry meaning: for the ranking (rank.ts, plan.ts, in the search chunk) and for
 * what is marked in the results and on the page a result opens (loaded with mark.js there). Not in every
 * page's main bundle.
 */

/** English words that carry no meaning in a docs query (lunr drops them from the index, too). */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in into is it my of on or the this to use using what when where which with you your'.split(
    ' ',
  ),
);

/** Query words that carry meaning, lowercased, deduplicated. */
export function queryTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  return [...new Set(words.filter((w) => !STOP_WORDS.has(w)))];
}

/** Shortest query word that is marked: one- and two-letter words ("a", "id") would mark inside every word. */
const MIN_MARKED_LENGTH = 3;

/**
 * The query's words worth marking, in a result and on the page it opens: no stop words, no one- or two-letter
 * words, at most 20.
 */
export function markTerms(query: string): string[] {
  return queryTerms(query)
    .filter((t) => t.length >= MIN_MARKED_LENGTH)
    .slice(0, 20);
}
