// @ts-check
/**
 * The docs versions, for everything that must agree on them: both docs instances (guides and API reference),
 * the API generator, the link rule, the side navigation, search and `npm run version:cut`.
 *
 * - The version being written is `current` (docs/, api/openapi/*.yaml, api/reference): its name (e.g. "3.x")
 *   is in versions.current.json, and its pages have no version in their path (/guide/x, /api/x).
 * - Older versions are Docusaurus' own versions (versions.json, newest first): their guides are in
 *   versioned_docs/version-{name}, their OpenAPI files in api/openapi/{name}/ and their API pages, generated
 *   from those, in api_versioned_docs/version-{name}. Their pages are under /guide/{name}/ and /api/{name}/.
 * The API instance's api_versions.json is the same list (Docusaurus reads one file per instance); a unit test
 * keeps the two equal, and version:cut writes both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The link rule itself has no Node dependency: the site's pages use it too (the version switcher).
export { isUnversionedApiPage, versionedHref } from '../src/navigation/version-links.mjs';

const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} [siteDir] @returns {string} the current version's name, e.g. "3.x" */
export function currentVersionName(siteDir = SITE_DIR) {
  return JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.current.json'), 'utf8')).name;
}

/** @param {string} [siteDir] @returns {string[]} the older versions' names, newest first (versions.json) */
export function olderVersionNames(siteDir = SITE_DIR) {
  const file = path.join(siteDir, 'versions.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
}

/**
 * The `versions` option both docs instances share: the current version labelled "{name} (latest)", older ones
 * with their name and the "unmaintained" banner.
 * @param {string} [siteDir]
 */
export function docsVersionsOption(siteDir = SITE_DIR) {
  return {
    current: { label: `${currentVersionName(siteDir)} (latest)` },
    ...Object.fromEntries(
      olderVersionNames(siteDir).map((name) => [name, { label: name, banner: 'unmaintained' }]),
    ),
  };
}

/** Where a version's API pages are generated, relative to the site. @param {string} version @returns {string} */
export function apiOutputRootOf(version) {
  return version === 'current' ? 'api/reference' : `api_versioned_docs/version-${version}`;
}

/**
 * Where a version's API sidebars are: the generated index (current) or Docusaurus' versioned sidebars file.
 * @param {string} version
 * @returns {string}
 */
export function apiSidebarFileOf(version) {
  return version === 'current'
    ? 'api/reference/sidebars.ts'
    : `api_versioned_sidebars/version-${version}-sidebars.json`;
}

/**
 * The OpenAPI file of one of the site's APIs in a version: api/openapi/x.yaml -> api/openapi/2.x/x.yaml.
 * @param {string} currentSpecPath
 * @param {string} version
 * @returns {string}
 */
export function specPathOf(currentSpecPath, version) {
  if (version === 'current') return currentSpecPath;
  return path.posix.join(path.posix.dirname(currentSpecPath), version, path.posix.basename(currentSpecPath));
}

/**
 * The APIs a version has. Versions are per API and opt-in: the current version has every API of `apis`
 * (API_SPECS); an older version has those whose OpenAPI file it froze (api/openapi/{name}/: a version cut
 * copies the file of each API with `versioned: true`, api/plugin-config.mjs). So an API added after a cut,
 * or one not versioned, has pages in the current version only, and no older version expects its file.
 * @template {{ specPath: string }} T
 * @param {Record<string, T>} apis
 * @param {string} version 'current' or an older version's name
 * @param {string} [siteDir]
 * @returns {Record<string, T>}
 */
export function apisOfVersion(apis, version, siteDir = SITE_DIR) {
  if (version === 'current') return apis;
  return Object.fromEntries(
    Object.entries(apis).filter(([, spec]) =>
      fs.existsSync(path.join(siteDir, specPathOf(spec.specPath, version))),
    ),
  );
}

/**
 * The version a source file belongs to: versioned_docs/version-2.x/... and api_versioned_docs/version-2.x/...
 * are 2.x; anything else is the current version.
 * @param {string} file absolute or site-relative path
 * @returns {string}
 */
export function versionOfFile(file) {
  const match = /(?:^|[\\/])(?:api_)?versioned_docs[\\/]version-([^\\/]+)[\\/]/.exec(file);
  return match ? /** @type {string} */ (match[1]) : 'current'; // the group always takes part in a match
}
