import { test, expect, watchErrors } from '../support/fixtures';
import { sitemapPaths } from '../support/site';

/**
 * Visits every URL of the built sitemap and fails on any console error or uncaught page error. The URLs are
 * split into shards so the two workers share the crawl.
 */
const SHARDS = 4;
const paths = sitemapPaths();

test('the sitemap lists the site', () => {
  expect(paths.length).toBeGreaterThan(20);
  expect(paths).toContain('/');
});

for (let shard = 0; shard < SHARDS; shard++) {
  test(`crawl shard ${shard + 1}/${SHARDS}: no console errors`, async ({ page }) => {
    test.setTimeout(15 * 60_000);
    const errors = watchErrors(page);
    const failures: string[] = [];
    for (const path of paths.filter((_, i) => i % SHARDS === shard)) {
      errors.length = 0;
      const response = await page.goto(path, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      if (!response || response.status() >= 400) failures.push(`${path}: HTTP ${response?.status()}`);
      failures.push(...errors.map((e) => `${path}: ${e}`));
    }
    expect(failures).toEqual([]);
  });
}
