import fs from 'node:fs';
import path from 'node:path';
import { selectAll } from 'hast-util-select';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import type { Element, ElementContent, Root } from 'hast';
import { test, expect } from '../support/fixtures';
import { BUILD_DIR, sitemapPaths } from '../support/site';

/**
 * Issue 50, item 1: every page a version owns keeps its reader in that version. Counted over the built HTML of
 * every guide and API page of every version (the pages as served, the OpenAPI descriptions' fields and
 * responses included): no link of a 2.x page leads to a 3.x page, and no link of a 3.x page to a 2.x page.
 * Left aside: the links whose purpose is to change version (the header's version switcher, the "latest
 * version" banner of an older page) and the release announcement above every page; and a link whose own
 * text names the version it opens ("the [2.x documentation](/guide/2.x/...)"), which the build allows and no
 * other (plugins/versioned-links, api/links.mjs). Unversioned sections (/flex, the changelog, the playground)
 * belong to no version and are not counted. On the build of issue 50's main: 140 links, on all 115
 * /api/2.x/* pages. No browser: the check is on the HTML.
 */

const ROOT = path.resolve(__dirname, '../../..');
const OLDER = JSON.parse(fs.readFileSync(path.join(ROOT, 'versions.json'), 'utf8')) as string[];
const CURRENT = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'versions.current.json'), 'utf8')) as { name: string }
).name;

/** The version a site path belongs to (its label: 3.x, 2.x), or null for a page of no version. */
function versionOf(pathname: string): string | null {
  const match = /^\/(api|guide)(?:\/([^/?#]*))?/.exec(pathname);
  if (!match) return null;
  const first = match[2] ?? '';
  if (OLDER.includes(first)) return first;
  if (match[1] === 'api' && (first === 'changelog' || first === '')) return null;
  return CURRENT;
}

/** The parts of every page whose links are there to change version, or announce the latest release. */
const VERSION_CONTROLS = [
  '.navbar .dropdown__menu a', // the version switcher (desktop)
  '.navbar-sidebar .dropdown__link', // the version switcher in the phone drawer
  '.theme-doc-version-banner a', // "this page in the latest version"
  '[data-testid="release-banner"] a',
].join(', ');

function textOf(node: ElementContent | Root): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return (node.children as ElementContent[]).map(textOf).join('');
  return '';
}

function fileOf(route: string): string {
  const direct = path.join(BUILD_DIR, `${route}.html`);
  return fs.existsSync(direct) ? direct : path.join(BUILD_DIR, route, 'index.html');
}

test("no link of a version's page leads to another version (the switcher and banners aside)", async () => {
  test.setTimeout(600_000);
  const pages = sitemapPaths().filter((p) => versionOf(p) !== null);
  const olderApiPages = pages.filter((p) => OLDER.some((v) => p.startsWith(`/api/${v}/`)));
  expect(olderApiPages.length).toBeGreaterThan(100);
  const crossing: string[] = [];
  let links = 0;
  let labelled = 0;
  for (const route of pages) {
    const own = versionOf(route)!;
    const tree = unified()
      .use(rehypeParse)
      .parse(fs.readFileSync(fileOf(route), 'utf8')) as Root;
    const controls = new Set<Element>(selectAll(VERSION_CONTROLS, tree));
    for (const a of selectAll('a[href]', tree)) {
      if (controls.has(a)) continue;
      const href = String(a.properties.href);
      if (!href.startsWith('/')) continue;
      const target = versionOf(new URL(href, 'https://site.example').pathname);
      if (target === null) continue;
      links++;
      if (target === own) continue;
      if (textOf(a).includes(target)) labelled++;
      else crossing.push(`${route} (${own}) -> ${href} (${target}): "${textOf(a).trim().slice(0, 60)}"`);
    }
  }
  console.log(
    `${pages.length} pages, ${links} links to versioned pages; ${crossing.length} lead to another version ` +
      `unannounced, ${labelled} say which version they open`,
  );
  expect(links).toBeGreaterThan(4_000);
  expect(crossing.slice(0, 20), `${crossing.length} links cross versions`).toEqual([]);
});
