/**
 * The query side of search in one chunk, loaded on the first interest in the search box (hover, focus,
 * typing): the plugin worker's client (with comlink), the query plan, the ranking and the snippets (with
 * lunr's stemmer). The box itself and its results panel are in every page's main bundle; this is not.
 */
export { loadDeprecated, loadIndex, queryIndex } from './client';
export { groupResults } from './group';
export { searchWithFallback } from './plan';
export { rankPages } from './rank';
export { stem } from './stem';
export { markTerms } from './terms';
