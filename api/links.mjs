// @ts-check
/**
 * Finds the site's links to API pages that a regeneration would remove, so that `npm run api:generate` fails
 * with their list (file, line, link) instead of the build failing minutes later on broken links.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  apiOutputRootOf,
  currentVersionName,
  isUnversionedApiPage,
  olderVersionNames,
  versionedHref,
} from './versions.mjs';

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
/** Not links of the site: its dependencies and outputs, and the maintainers' READMEs (`/api/searchX` there is a pattern). */
const SKIP = new Set(['node_modules', 'build', '.docusaurus', 'README.md']);

/** A link to /api/{id} or /api/{prefix}/{id}, opened by a quote, a bracket or a parenthesis. */
const API_LINK = /(?<=[("'`[\s])\/api\/([A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)?)(?=[)"'`#?\s\]]|$)/g;

/**
 * @param {string} siteDir
 * @param {Set<string>} pages every API page path of that version after generation, without /api/: `createAccount`
 * @param {{ version?: string, extraTexts?: { name: string, text: string }[] }} [options] version: whose pages
 *   and sources ('current' or an older version's name); extraTexts: further texts to scan (the OpenAPI files'
 *   descriptions are checked link by link, with their JSON pointers: checkDescriptionLinks)
 * @returns {{ file: string, line: number, link: string }[]}
 */
export function findLinksToMissingPages(siteDir, pages, { version = 'current', extraTexts = [] } = {}) {
  /** @type {{ file: string, line: number, link: string }[]} */
  const found = [];
  // An older version's links to an API it does not have lead to that API's current pages (versionedHref).
  const absent = apisAbsentFrom(version, (v) => (v === version ? pages : listGeneratedPages(siteDir, v)));
  /** @param {string} name @param {string} text */
  const scan = (name, text) => {
    text.split('\n').forEach((lineText, i) => {
      for (const match of lineText.matchAll(API_LINK)) {
        const page = /** @type {string} */ (match[1]); // API_LINK's group always takes part
        if (!pages.has(page) && !isUnversionedApiPage(page) && !absent.includes(page.split('/')[0] ?? ''))
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
 * The URL prefixes under /api/ (`billing`) of the APIs a version does not have: those of the current version's
 * pages (`billing/listInvoices`) that none of its pages has. Versions are per API (api/versions.mjs,
 * apisOfVersion): an older version's link to such an API is left as written, to its current pages
 * (versionedHref), and is not checked against the version's pages. The current version has every API.
 * @param {string} version
 * @param {(version: string) => Set<string>} pagesOf a version's API page paths (listGeneratedPages)
 * @returns {string[]}
 */
export function apisAbsentFrom(version, pagesOf) {
  if (version === 'current') return [];
  /** @param {Set<string>} pages */
  const prefixes = (pages) =>
    new Set([...pages].filter((p) => p.includes('/')).map((p) => /** @type {string} */ (p.split('/')[0])));
  const own = prefixes(pagesOf(version));
  return [...prefixes(pagesOf('current'))].filter((prefix) => !own.has(prefix)).sort();
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

/*
 * The link rule in the OpenAPI descriptions (the generator's half of the one link rule; plugins/versioned-links
 * is the Markdown half). A description links to `/api/{id}` and `/guide/{id}` whatever its version; for an older
 * version's file, the generator rewrites each such link to that version's page before any page is written, so
 * the page body, the request and response fields (JSON beside the page) and the Markdown twin all carry it.
 * Then every link is checked: a page the version lacks, or a link into another version that does not say so,
 * stops the generation naming the file and the JSON pointer of the description.
 */

/** A link as the API theme's Markdown reads one (api/theme/Markdown/parse.ts): `[text](href)`. */
const DESCRIPTION_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
/**
 * The Markdown texts of an OpenAPI document that the pages show. A `summary` too: one that is text opens its
 * page's description (api/openapi-input.mjs), as GitHub's webhooks' do, links and all.
 */
const DESCRIPTION_KEYS = new Set(['description', 'x-deprecated-description', 'summary']);
/** Values that are data (examples, defaults), not documentation: never rewritten, even a `description` key. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'const', 'enum', 'x-webhook-url-example']);

/**
 * @typedef {{ pointer: string, text: string, href: string, resolved: string, dead?: true }} DescriptionLink
 *   pointer: the JSON pointer of the description in the file (`#/paths/~1pets/get/description`); href: as
 *   written; resolved: after the version's rule; dead: an anchor on the same page that the page does not have,
 *   now shown as its text (deadAnchor)
 */

/**
 * The id a heading gets on the page (Docusaurus' slugs, for the ASCII text descriptions use): lower case,
 * punctuation dropped, spaces as hyphens.
 * @param {string} heading
 */
const headingId = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/\s/g, '-');

/**
 * Whether `href` is a link to an anchor of the page itself that the description does not define. Vendors' files
 * link anchors of their own documentation's pages, which hold several operations (GitHub's `#delete`,
 * `#check_run`); on this site each operation is a page, the anchor is not there, and Docusaurus' anchor check
 * failed the whole build after its rendering pass (issue 52, item 2). A heading of the description is kept.
 * @param {string} href
 * @param {string} description
 */
export function deadAnchor(href, description) {
  if (!href.startsWith('#') || href.length < 2) return false;
  const ids = [...description.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((m) => headingId(m[1] ?? ''));
  return !ids.includes(decodeURIComponent(href.slice(1)));
}

/**
 * Rewrites, in place, every `/api` and `/guide` link of the document's descriptions to the version's pages
 * (versionedHref), and a link to an anchor the page does not have to its text (deadAnchor), and returns every
 * link it read, with where it is.
 * @param {unknown} doc a parsed OpenAPI document
 * @param {string} version 'current' or an older version's name
 * @param {readonly string[]} olderNames the older versions
 * @param {readonly string[]} [absentApis] the APIs the version does not have (versionedHref)
 * @returns {DescriptionLink[]}
 */
export function versionDescriptionLinks(doc, version, olderNames, absentApis = []) {
  /** @type {DescriptionLink[]} */
  const links = [];
  const seen = new Set();
  /** @param {unknown} node @param {string} pointer @param {string} parentKey */
  const walk = (node, pointer, parentKey) => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const record = /** @type {Record<string, unknown>} */ (node);
    for (const key of Object.keys(record)) {
      const value = record[key];
      const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      // Under `properties`, every key is a field name: `example` or `description` there is a schema.
      const named = parentKey === 'properties' || parentKey === 'patternProperties';
      if (!Array.isArray(record) && !named && DATA_KEYS.has(key)) continue;
      if (typeof value === 'string' && !named && DESCRIPTION_KEYS.has(key)) {
        record[key] = value.replace(DESCRIPTION_LINK, (all, text, href) => {
          if (deadAnchor(href, value)) {
            links.push({ pointer: `#${at}`, text, href, resolved: '', dead: true });
            return text;
          }
          const resolved = versionedHref(href, version, olderNames, absentApis);
          links.push({ pointer: `#${at}`, text, href, resolved });
          return resolved === href ? all : `[${text}](${resolved})`;
        });
      } else walk(value, at, Array.isArray(record) ? parentKey : key);
    }
  };
  walk(doc, '', '');
  return links;
}

/**
 * Where a site link leads among the versioned pages: its section, version and page (without the version), or
 * null for a link outside them (another site, /flex, the changelog, an anchor on the same page).
 * @param {string} href
 * @param {readonly string[]} olderNames
 * @param {readonly string[]} [absentApis] APIs of the current version only, whose pages a link from a version
 *   without them leads to as to /flex (apisAbsentFrom): outside the versioned pages
 * @returns {{ section: 'api' | 'guide', version: string, page: string, anchor: string } | null}
 */
export function versionedTarget(href, olderNames, absentApis = []) {
  const match = /^\/(api|guide)\/([^?#]*)(?:\?[^#]*)?(?:#(.*))?$/.exec(href);
  if (!match) return null;
  const section = /** @type {'api' | 'guide'} */ (match[1]);
  const parts = String(match[2]).replace(/\/+$/, '').split('/');
  if (section === 'api' && (isUnversionedApiPage(parts.join('/')) || absentApis.includes(parts[0] ?? '')))
    return null;
  const older = olderNames.includes(parts[0] ?? '');
  return {
    section,
    version: older ? /** @type {string} */ (parts[0]) : 'current',
    page: (older ? parts.slice(1) : parts).join('/'),
    anchor: match[3] ?? '',
  };
}

/**
 * The guide page ids a version has (`api--introduction`): its docs folder's Markdown files.
 * @param {string} siteDir
 * @param {string} version
 * @returns {Set<string>}
 */
export function listGuidePages(siteDir, version) {
  const dir = path.join(siteDir, version === 'current' ? 'docs' : `versioned_docs/version-${version}`);
  if (!fs.existsSync(dir)) return new Set();
  return new Set(
    fs
      .readdirSync(dir)
      .filter((f) => /\.mdx?$/.test(f))
      .map((f) => f.replace(/\.mdx?$/, '')),
  );
}

/**
 * What is wrong with one link of a page of `version`, or '' when nothing is. The rule a reader can rely on
 * (as MDN's: they always know which version they read): a link leads to a page of the version they are
 * reading, or says in its text which other version it opens. A page the version lacks is an error; when
 * another version has it, the message says so and names the changelog entry, which says what differs and
 * links both versions (a 2.x page cannot link the latest version's page without naming it, and should not
 * send its reader there unannounced).
 * @param {{ text: string, resolved: string }} link the link's text and its href after the version's rule
 * @param {{ version: string, olderNames: readonly string[], currentName: string,
 *   pagesOf: (section: 'api' | 'guide', version: string) => Set<string>, absentApis?: readonly string[] }} context
 *   absentApis: the APIs the page's version does not have (apisAbsentFrom)
 * @returns {string}
 */
export function linkProblem({ text, resolved }, { version, olderNames, currentName, pagesOf, absentApis }) {
  const target = versionedTarget(resolved, olderNames, absentApis);
  if (!target || !target.page) return '';
  const label = (/** @type {string} */ v) => (v === 'current' ? currentName : v);
  const reference = target.section === 'api' ? 'API reference' : 'guides';
  if (target.version !== version && !text.includes(label(target.version)))
    return (
      `leads to ${label(target.version)} from a ${label(version)} page without saying so: link ` +
      `/${target.section}/${target.page} (the page's own version), or name ${label(target.version)} in the link text`
    );
  if (pagesOf(target.section, target.version).has(target.page)) return '';
  const others = ['current', ...olderNames].filter(
    (v) => v !== target.version && pagesOf(target.section, v).has(target.page),
  );
  const elsewhere = others.length
    ? ` (${others.map(label).join(', ')} ${others.length > 1 ? 'have' : 'has'} it` +
      (target.section === 'api'
        ? `: link its changelog entry, ${changelogHref(target.page, version, others[0] ?? '', olderNames, currentName)}`
        : '') +
      ')'
    : '';
  return `no such page in the ${label(target.version)} ${reference}${elsewhere}`;
}

/**
 * The changelog entry of an operation that another version has: /api/changelog/{a}-{b}#{id}, of the pair of
 * consecutive versions next to that version on the linking page's side (where it was added or removed, when
 * the versions in between lack it too).
 * @param {string} page
 * @param {string} from the linking page's version
 * @param {string} other the version that has the page
 * @param {readonly string[]} olderNames newest first
 * @param {string} currentName
 */
function changelogHref(page, from, other, olderNames, currentName) {
  const order = [...olderNames].reverse().concat('current'); // oldest first
  const at = order.indexOf(other);
  const pair = order.indexOf(from) > at ? [at, at + 1] : [at - 1, at];
  const label = (/** @type {number} */ i) => {
    const v = order[i] ?? '';
    return v === 'current' ? currentName : v;
  };
  return `/api/changelog/${label(pair[0] ?? 0)}-${label(pair[1] ?? 0)}#${page}`;
}

/**
 * Checks the links versionDescriptionLinks read in one file of a version; returns one line per problem,
 * naming the file and the JSON pointer: `api/openapi/2.x/core-api.yaml#/paths/~1x/post/description
 * /api/createIntegration: no such page in the 2.x API reference (3.x has it: ...)`.
 * @param {DescriptionLink[]} links
 * @param {{ file: string, version: string, siteDir: string, apiPages: Set<string> }} context
 *   apiPages: the version's API pages as this generation writes them (the other versions' are read from disk)
 * @returns {string[]}
 */
export function checkDescriptionLinks(links, { file, version, siteDir, apiPages }) {
  const olderNames = olderVersionNames(siteDir);
  const currentName = currentVersionName(siteDir);
  /** @type {Map<string, Set<string>>} */
  const cache = new Map();
  /** @param {'api' | 'guide'} section @param {string} v */
  const pagesOf = (section, v) => {
    if (section === 'api' && v === version) return apiPages;
    const key = `${section} ${v}`;
    let pages = cache.get(key);
    if (!pages) {
      pages = section === 'api' ? listGeneratedPages(siteDir, v) : listGuidePages(siteDir, v);
      cache.set(key, pages);
    }
    return pages;
  };
  const absentApis = apisAbsentFrom(version, (v) => pagesOf('api', v));
  return links.flatMap((link) => {
    const problem = linkProblem(link, { version, olderNames, currentName, pagesOf, absentApis });
    return problem ? [`  ${file}${link.pointer}  ${link.href}: ${problem}`] : [];
  });
}
