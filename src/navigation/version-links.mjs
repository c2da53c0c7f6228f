/** Pages under /api/ that belong to no version: the changelog compares versions (plugins/api-changelog). */
const UNVERSIONED_API = ['changelog'];

/** Whether a path under /api/ (`changelog/2.x-3.x`) is one of those pages rather than an API page. */
export function isUnversionedApiPage(page) {
  return UNVERSIONED_API.includes(page.split('/')[0] ?? '');
}

/**
 * The one link rule: a writer links to /api/{page} and /guide/{page} in any version's pages; in an older
 * version's pages the link leads to that version's page. Returns the href unchanged for the current version,
 * for other sections (/flex, /dashboard-schema: one version) and for links that already name a version.
 *
 * A link to an API the version does not have (versions are per API: api/versions.mjs, apisOfVersion) is left
 * as written too: that API's pages are the current version's only, as /flex's are.
 *
 * @param {string} href
 * @param {string} version 'current' or an older version's name
 * @param {readonly string[]} [versionNames] the older versions (links already under one are left alone)
 * @param {readonly string[]} [absentApis] the URL prefixes under /api/ of the APIs the version does not have
 *   (`billing`: api/links.mjs, apisAbsentFrom)
 */
export function versionedHref(href, version, versionNames = [version], absentApis = []) {
  if (version === 'current') return href;
  const match = /^\/(api|guide)(\/[^?#]*)?([?#].*)?$/.exec(href);
  if (!match) return href;
  const [, section, rest = '', tail = ''] = match;
  const first = rest.split('/')[1] ?? '';
  if (versionNames.includes(first)) return href;
  if (section === 'api' && (UNVERSIONED_API.includes(first) || absentApis.includes(first))) return href;
  return `/${section}/${version}${rest}${tail}`;
}
