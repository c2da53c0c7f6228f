/** Longest query the search accepts; longer input is cut (it is text typed in a header box, not a document). */
export const MAX_QUERY_LENGTH = 200;
/**
 * Words sent to the index at most. The plugin's worker tries a query variant per dropped word and typo
 * distance, so the work grows with the word count; ten words are more than any docs query needs.
 */
export const MAX_QUERY_WORDS = 10;

/**
 * Cleans raw input before it reaches the index. Lunr reads `*` as a wildcard and `~ ^ :` as its own query
 * syntax, which could turn a query into an expensive or surprising one; they are replaced by spaces, as are
 * control characters. Everything else (any script, emoji, HTML-looking text) stays: it is only ever
 * matched against the index and rendered as text.
 */
export function sanitizeQuery(input: string): string {
  return input
    .slice(0, MAX_QUERY_LENGTH)
    .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069*~^:+]/gu, ' ')
    .trim()
    .split(/\s+/)
    .slice(0, MAX_QUERY_WORDS)
    .join(' ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Matches the words of a text that start with one of `terms` (case-insensitive), whole: "dashboard" marks
 * "dashboards", never the "dashboard" inside another word. Longest terms first. Null when there is no term.
 */
export function wordsStartingWith(terms: readonly string[]): RegExp | null {
  const words = [...new Set(terms.map((t) => t.trim()).filter((t) => t.length > 0))]
    .sort((a, b) => b.length - a.length)
    .slice(0, 20);
  if (words.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${words.map(escapeRegExp).join('|')})[\\p{L}\\p{N}_]*`, 'giu');
}

/** Splits `text` into parts, flagging the words that start with one of `terms` (wordsStartingWith) for <mark>. */
export function splitHighlights(text: string, terms: readonly string[]): { text: string; match: boolean }[] {
  const words = wordsStartingWith(terms);
  if (!words || text === '') return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${words.source})`, words.flags);
  // With one capturing group, split() puts the matches at the odd indexes.
  return text
    .split(pattern)
    .map((part, i) => ({ text: part, match: i % 2 === 1 }))
    .filter((part) => part.text !== '');
}
