import fs from 'node:fs';
import path from 'node:path';
import { test, expect, firstLoadScripts, openInApp, waitForHydration } from '../e2e/support/fixtures';

/**
 * An added API costs only its own pages (issue 52, item 3): on a site built with a further API (bench/api/run.mjs
 * --file FILE --e2e, or API_CORPUS_SITE=<a copy with one added> API_CORPUS_BUILD=<its build folder>), the Core
 * API's pages and main.js carry none of its page list (its routes, chunk names, docs, sidebar, navigation
 * tree: each names every one of its pages), and its own pages still have all of it once opened.
 *
 * Counted as the added API's page paths in the scripts a page runs: a few (the navigation's link to the API, its
 * sidebar's first link in the docs' global data) do not grow with the API; before the split, a Core API page
 * loaded every path of it five times or more.
 */
const site = path.resolve(process.env.API_CORPUS_SITE ?? 'bench/out/api-site');
const reference = path.join(site, 'api/reference');
/** The added APIs: the generated folders other than the project's own two (their pages are /api/{key}/...). */
const added = fs.existsSync(reference)
  ? fs
      .readdirSync(reference, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !['core', 'plugin'].includes(d.name))
      .map((d) => d.name)
  : [];
/** API_CORPUS_KEY picks one when the copy has several. */
const key = process.env.API_CORPUS_KEY ?? added[0]!;
const pages = key
  ? fs
      .readdirSync(path.join(reference, key))
      .filter((f) => f.endsWith('.api.mdx'))
      .map((f) => /\nslug: (\S+)\n/.exec(fs.readFileSync(path.join(reference, key, f), 'utf8'))![1]!)
      .sort()
  : [];
/** Paths of the added API's pages in a script (as JSON strings or in code). */
const pathsIn = (text: string) => text.split(`/api/${key}/`).length - 1;
/** What does not grow with the API: the navigation's link to it and its sidebar's first link. */
const FIXED = 6;

test.use({ saveData: false });

test('the site has an added API with its pages', () => {
  expect(added.length, `no added API under ${reference}`).toBeGreaterThan(0);
  expect(pages.length).toBeGreaterThan(20);
});

test('a Core API page and main.js load none of the added API\u2019s page list', async ({ page }) => {
  const scripts = await firstLoadScripts(page, '/api/createAccount');
  const found = [...scripts].map(([file, text]) => [file, pathsIn(text)] as const).filter(([, n]) => n > 0);
  const total = found.reduce((a, [, n]) => a + n, 0);
  expect(total, `/api/${key}/ in ${JSON.stringify(found)}`).toBeLessThanOrEqual(FIXED);
  const main = [...scripts].find(([file]) => /\/main\.[^/]+\.js$/.test(file));
  expect(main, 'main.js').toBeDefined();
  expect(pathsIn(main![1])).toBeLessThanOrEqual(FIXED);
});

test('an added API page has its page list once opened: its breadcrumbs come from its sidebar', async ({
  page,
}) => {
  const scripts = await firstLoadScripts(page, `/api${pages[0]}`);
  // Its section came with it: the paths of all its pages.
  const total = [...scripts.values()].reduce((a, text) => a + pathsIn(text), 0);
  expect(total).toBeGreaterThanOrEqual(pages.length);
  // Home, the operation's group in the API's sidebar (which its section puts back into the version's
  // metadata), the operation.
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('.breadcrumbs__item'),
  ).toHaveCount(3);
});

test('from a Core API page, a client-side visit to an added API page renders it, and back', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/api/createAccount');
  await waitForHydration(page);
  const h1 = await page.locator('h1').textContent();
  const target = `/api${pages[pages.length - 1]}`;
  // Through the router, as a link is followed: the added API's section loads on the way.
  await openInApp(page, target);
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByTestId('api-endpoint')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('.breadcrumbs__item'),
  ).toHaveCount(3);
  await page.goBack();
  await expect(page.locator('h1')).toHaveText(h1!);
  expect(pageErrors.errors).toEqual([]);
});

test('the added API is in the side navigation, with no sidebars.ts entry needed, and leads to its first page', async ({
  page,
}) => {
  // plugins/global-nav/unlisted-apis.ts: its one line in API_SPECS is all it takes (api/README.md).
  await page.goto('/guide/api--introduction');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Documentation' });
  const entry = nav.locator(`a[href^="/api/${key}/"]`).first();
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/api/${key}/`));
  await expect(page.getByTestId('api-endpoint')).toBeVisible();
});
