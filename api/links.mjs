// @ts-check
/**
 * Finds the site's links to API pages that a regeneration would remove, so that `npm run api:generate` fails
 * with their list (file, line, link) instead of the build failing minutes later on broken links.
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiOutputRootOf, isUnversionedApiPage } from './versions.mjs';

/**
 * Where the site's hand-written pages and navigation live (generated API pages are rewritten anyway), per
 * version: an older version's guides link to its own API pages (api/versions.mjs, versionedHref).
 * @param {string} version
 * @returns {string[]}
 */
const sourcesOf = (version) =>
  version === 'current'
    ? [
        'docs',
        'src',
        'plugins',
        'api/theme',
        'api/sandbox',
        'sidebars.ts',
        'docusaurus.config.ts',
        'static/config',
      ]
    : [`versioned_docs/version-${version}`, `versioned_sidebars/version-${version}-sidebars.json`];
const EXTENSIONS = /\.(mdx?|tsx?|mjs|js|json|ya?ml)$/;
const SKIP = new Set(['node_modules', 'build', '.docusaurus']);

/** A link to /api/{id} or /api/{prefix}/{id}, opened by a quote, a bracket or a parenthesis. */
const API_LINK = /(?<=[("'`[\s])\/api\/([A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)?)(?=[)"'`#?\s\]]|$)/g;

/**
 * @param {string} siteDir
 * @param {Set<string>} pages every API page path of that version after generation, without /api/: `createAccount`
 * @param {{ version?: string, extraTexts?: { name: string, text: string }[] }} [options] version: whose pages
 *   and sources ('current' or an older version's name); extraTexts: texts also scanned (the OpenAPI files'
 *   descriptions, which link to each other's operations)
 * @returns {{ file: string, line: number, link: string }[]}
 */
export function findLinksToMissingPages(siteDir, pages, { version = 'current', extraTexts = [] } = {}) {
  /** @type {{ file: string, line: number, link: string }[]} */
  const found = [];
  /** @param {string} name @param {string} text */
  const scan = (name, text) => {
    text.split('\n').forEach((lineText, i) => {
      for (const match of lineText.matchAll(API_LINK)) {
        const page = /** @type {string} */ (match[1]); // API_LINK's group always takes part
        if (!pages.has(page) && !isUnversionedApiPage(page))
          found.push({ file: name, line: i + 1, link: `/api/${page}` });
      }
    });
  };
  for (const file of sourcesOf(version).flatMap((s) => listFiles(path.join(siteDir, s)))) {
    const text = fs.readFileSync(file, 'utf8');
    scan(path.relative(siteDir, file), /\.mdx?$/.test(file) ? blankCodeFences(text) : text);
  }
  for (const { name, text } of extraTexts) scan(name, text);
  return found;
}

/**
 * The API page paths (without /api/) a version has now: the `slug` of every generated page.
 * @param {string} siteDir
 * @param {string} version 'current' or an older version's name
 * @returns {Set<string>}
 */
export function listGeneratedPages(siteDir, version) {
  const root = path.join(siteDir, apiOutputRootOf(version));
  /** @type {Set<string>} */
  const pages = new Set();
  for (const file of listFiles(root).filter((f) => f.endsWith('.api.mdx'))) {
    const frontMatter = /** @type {string} */ (fs.readFileSync(file, 'utf8').split('\n---\n', 1)[0]);
    const slug = /^slug: \/(.+)$/m.exec(frontMatter);
    if (slug) pages.add(/** @type {string} */ (slug[1]));
  }
  return pages;
}

/**
 * Code samples in guides show other apps' routes (`app.get('/api/token')`): not links. Lines are kept.
 * @param {string} text
 * @returns {string}
 */
function blankCodeFences(text) {
  let fence = '';
  return text
    .split('\n')
    .map((line) => {
      const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = '';
        return '';
      }
      if (marker) fence = marker;
      return marker ? '' : line;
    })
    .join('\n');
}

/** @param {string} entry a file or folder @returns {string[]} the files under it that may hold links, sorted */
function listFiles(entry) {
  if (!fs.existsSync(entry)) return [];
  if (fs.statSync(entry).isFile()) return EXTENSIONS.test(entry) ? [entry] : [];
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .filter((d) => !SKIP.has(d.name))
    .flatMap((d) => listFiles(path.join(entry, d.name)))
    .sort();
}
