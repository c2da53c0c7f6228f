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

/** Splits `text` into parts, flagging those that match one of `terms` (case-insensitive) for <mark>. */
export function splitHighlights(text: string, terms: readonly string[]): { text: string; match: boolean }[] {
  const words = [...new Set(terms.map((t) => t.trim()).filter((t) => t.length > 0))]
    .sort((a, b) => b.length - a.length)
    .slice(0, 20);
  if (words.length === 0 || text === '') return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu');
  // With one capturing group, split() puts the matches at the odd indexes.
  return text
    .split(pattern)
    .map((part, i) => ({ text: part, match: i % 2 === 1 }))
    .filter((part) => part.text !== '');
}
