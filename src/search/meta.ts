/** Name of the build-time plugin (plugins/search-meta) whose global data the search panel reads. */
export const SEARCH_META_PLUGIN = 'search-meta';

/** Global data published by plugins/search-meta. */
export interface SearchMeta {
  /** Permalinks of pages whose front matter has `deprecated: true`. */
  deprecated: string[];
}
