import { test, expect, watchErrors, waitForHydration } from '../support/fixtures';
import { CHART_TYPES, EXAMPLE_IDS, definition } from './helpers';

/**
 * Every chart reference page and every example renders its content with no console error and no page
 * error. Pages are visited in shards so the two workers share them.
 */
const SHARDS = 4;

for (let shard = 0; shard < SHARDS; shard++) {
  test(`chart reference pages ${shard + 1}/${SHARDS} render without console errors`, async ({ page }) => {
    test.setTimeout(5 * 60_000);
    const errors = watchErrors(page);
    const failures: string[] = [];
    for (const type of CHART_TYPES.filter((_, i) => i % SHARDS === shard)) {
      errors.length = 0;
      await page.goto(`/flex/charts/${type}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page.getByRole('heading', { name: 'Slots' })).toBeVisible();
      await expect(page.locator('[id^="option-"]').first()).toBeAttached();
      const preview = page.locator(`[data-preview="${type}"] viz-item`);
      if ((await preview.count()) > 0) await expect(preview).toBeVisible();
      await page.waitForLoadState('networkidle');
      failures.push(...errors.map((e) => `/flex/charts/${type}: ${e}`));
    }
    expect(failures).toEqual([]);
  });

  test(`examples ${shard + 1}/${SHARDS} render without console errors`, async ({ page }) => {
    test.setTimeout(5 * 60_000);
    const errors = watchErrors(page);
    const failures: string[] = [];
    for (const id of EXAMPLE_IDS.filter((_, i) => i % SHARDS === shard)) {
      errors.length = 0;
      const def = definition(id);
      await page.goto(`/flex/examples/${id}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(def.title);
      await expect(page.locator('[data-example] viz-item').first()).toBeVisible();
      // The code viewer, shown by default, loads as the reader comes near it.
      await page.locator('#example-code').scrollIntoViewIfNeeded();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await page.waitForLoadState('networkidle');
      failures.push(...errors.map((e) => `/flex/examples/${id}: ${e}`));
    }
    expect(failures).toEqual([]);
  });
}

test('/flex/charts and /flex/examples redirect to their first page', async ({ page, pageErrors: _ }) => {
  await page.goto('/flex/charts');
  await expect(page).toHaveURL(/\/flex\/charts\/bar-chart$/);
  await page.goto('/flex/examples');
  await expect(page).toHaveURL(/\/flex\/examples\/adaptive-charts$/);
});
