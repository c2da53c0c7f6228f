import lunr from 'lunr';

/**
 * lunr's English stemmer, the one the plugin built the index with: the keys of a result's match metadata are
 * stems, and a page's words are stemmed the same way to find them (snippet.ts).
 */
export function stem(word: string): string {
  return lunr.stemmer(new lunr.Token(word, {})).toString();
}
