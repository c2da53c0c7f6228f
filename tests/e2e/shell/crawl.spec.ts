import { test, expect, watchErrors } from '../support/fixtures';
import { sitemapPaths } from '../support/site';
import { operationPages } from '../api/operations';
import { CHART_TYPES, EXAMPLE_IDS } from '../flex/helpers';

/**
 * Visits every URL of the built sitemap and fails on any console error or uncaught page error. The URLs are
 * split into shards so the two workers share the crawl. Pages that another spec already opens one by one with
 * the same error check are not opened twice (that halves the crawl): every operation page (api/pages.spec.ts),
 * every chart reference page and every example (flex/pages.spec.ts).
 */
const SHARDS = 2;
const paths = sitemapPaths();
const visitedElsewhere = new Set([
  ...operationPages().map((op) => `/api/${op.id}`),
  ...CHART_TYPES.map((type) => `/flex/charts/${type}`),
  ...EXAMPLE_IDS.map((id) => `/flex/examples/${id}`),
]);
const crawled = paths.filter((p) => !visitedElsewhere.has(p));

test('the sitemap lists the site, and every page is crawled here or opened by its own spec', () => {
  expect(paths.length).toBeGreaterThan(20);
  expect(paths).toContain('/');
  // The pages left to other specs are real pages of the sitemap (a renamed route would otherwise slip out of
  // both checks): each one is in the sitemap.
  expect([...visitedElsewhere].filter((p) => !paths.includes(p))).toEqual([]);
  expect(crawled).toEqual(expect.arrayContaining(['/', '/guide/api--introduction', '/dashboard-schema']));
});

for (let shard = 0; shard < SHARDS; shard++) {
  test(`crawl shard ${shard + 1}/${SHARDS}: no console errors`, async ({ page }) => {
    test.setTimeout(15 * 60_000);
    const errors = watchErrors(page);
    const failures: string[] = [];
    for (const path of crawled.filter((_, i) => i % SHARDS === shard)) {
      errors.length = 0;
      const response = await page.goto(path, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      if (!response || response.status() >= 400) failures.push(`${path}: HTTP ${response?.status()}`);
      failures.push(...errors.map((e) => `${path}: ${e}`));
    }
    expect(failures).toEqual([]);
  });
}

/**
 * Every section of the sitemap: each folder that holds pages (/guide, /guide/2.x, /api, /flex/charts, ...) and
 * each top-level page (/dashboard-schema). The spec: "any other path" shows the Overview, so one unknown path
 * is tried under each, and at the root.
 */
const SECTIONS = [
  ...new Set(
    paths.flatMap((p) => {
      const parts = p.split('/').filter(Boolean);
      return parts
        .slice(0, Math.max(1, parts.length - 1))
        .map((_, i) => `/${parts.slice(0, i + 1).join('/')}`);
    }),
  ),
];

test('unknown paths under every section show the Overview with HTTP 404 and no console error', async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  const errors = watchErrors(page);
  const failures: string[] = [];
  const unknown = ['/no-such-page', ...SECTIONS.map((s) => `${s}/no-such-page`)];
  expect(unknown).toEqual(expect.arrayContaining(['/guide/no-such-page', '/api/no-such-page']));
  for (const path of unknown) {
    errors.length = 0;
    const response = await page.goto(path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    if (response?.status() !== 404) failures.push(`${path}: HTTP ${response?.status()}`);
    const h1 = await page.getByRole('heading', { level: 1 }).first().textContent();
    if (h1 !== 'Welcome, developer') failures.push(`${path}: shows "${h1}", not the Overview`);
    failures.push(...errors.map((e) => `${path}: ${e}`));
  }
  expect(failures).toEqual([]);
});
