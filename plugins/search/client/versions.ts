/**
 * Where each docs version's search index lives, for the indexer (plugins/search) and the search box:
 * the current version's at the site root (it also holds every page with one version: flex, schema), an older
 * version's beside its guides (`/guide/2.x/search-index.json`), with its guides and its API pages in one index.
 */
export function searchIndexPathOf(version: string): string {
  return version === 'current' ? '' : `guide/${version}`;
}

/** The URL the search worker loads a version's index from: baseUrl + path + '/'. */
export function searchIndexUrlOf(version: string, baseUrl: string): string {
  const dir = searchIndexPathOf(version);
  return dir ? `${baseUrl}${dir}/` : baseUrl;
}
