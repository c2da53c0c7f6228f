/** Name of the build-time plugin (plugins/search/meta-plugin.ts) that describes indexed pages beyond the index. */
export const SEARCH_META_PLUGIN = 'search-meta';

/** Global data of plugins/search/meta-plugin.ts. */
export interface SearchMetaGlobalData {
  /** Site URL of the SearchMetaFile (content-hashed name). */
  metaUrl: string;
}

/** The JSON file plugins/search/meta-plugin.ts writes into the build. */
export interface SearchMetaFile {
  /** Permalinks of pages whose front matter has `deprecated: true`. */
  deprecated: string[];
}

/** Reads an untrusted meta file; anything malformed yields an empty list rather than an error. */
export function parseSearchMeta(raw: unknown): SearchMetaFile {
  const list = (raw as Partial<SearchMetaFile> | null)?.deprecated;
  return { deprecated: Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string') : [] };
}
