import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

/**
 * The side navigation opens the branch of the current page only (issue 51), docked and in the phone's drawer
 * (issue 50, item 6): the chart types are grouped by kind, and only the current page's group is open.
 */
/** The navigation tree (the drawer also holds the header's links and the version list). */
const nav = (page: Page) => page.locator('#side-nav [data-nav-tree]');

/** Tab presses from the top of the page until the focus is in the chart of a chart type page. */
async function tabsToChart(page: Page): Promise<number> {
  for (let n = 1; n <= 150; n += 1) {
    await page.keyboard.press('Tab');
    const inChart = await page.evaluate(
      () => document.activeElement?.closest('viz-item, [data-facade]') !== null,
    );
    if (inChart) return n;
  }
  return Infinity;
}

test('a chart page opens its own group of chart types only, with one current entry', async ({ page }) => {
  await page.goto('/flex/charts/bar-chart');
  const current = nav(page).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('Bar chart');
  await expect(nav(page).getByRole('button', { name: 'Charts', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  for (const other of ['Maps', 'Numbers', 'Tables', 'Filters', 'Media']) {
    await expect(nav(page).getByRole('button', { name: other, exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  }
  await expect(nav(page).locator('a[href^="/flex/charts/"]')).not.toHaveCount(44);
  await expect(nav(page).getByRole('link', { name: 'Choropleth map' })).toHaveCount(0);
});

test('the chart is fewer Tab presses away (84 when all 44 chart types were listed)', async ({ page }) => {
  await page.goto('/flex/charts/bar-chart');
  await expect(nav(page).locator('[aria-current="page"]')).toHaveText('Bar chart');
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  const tabs = await tabsToChart(page);
  console.log(`Tab presses to the chart on /flex/charts/bar-chart: ${tabs}`);
  expect(tabs).toBeLessThanOrEqual(70);
});

/**
 * The keyboard's short path past the header and the navigation: the first Tab shows "Skip to main content" (seen,
 * not under the release banner), Enter takes the focus to the content. The side navigation stays whole behind it.
 */
async function keysToChartThroughSkipLink(page: Page): Promise<number> {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  const seen = await skip.evaluate((link) => {
    const box = link.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return box.width > 0 && hit !== null && link.contains(hit);
  });
  expect(seen, 'the focused skip link is in sight, not covered').toBe(true);
  await page.keyboard.press('Enter');
  return 2 + (await tabsToChart(page));
}

test('the skip link is in sight when focused and leads to the chart in a few keys', async ({ page }) => {
  await page.goto('/flex/charts/bar-chart');
  await expect(nav(page).locator('[aria-current="page"]')).toHaveText('Bar chart');
  const keys = await keysToChartThroughSkipLink(page);
  console.log(`Keys to the chart on /flex/charts/bar-chart through the skip link: ${keys}`);
  expect(keys).toBeLessThanOrEqual(12);
  // Nothing of the navigation was given up for it: the chart types of the page's group are still listed.
  await expect(nav(page).getByRole('link', { name: 'Word cloud' })).toBeAttached();
});

test('another page closes the branch of the last one', async ({ page }) => {
  await page.goto('/flex/charts/bar-chart');
  const embedding = nav(page).getByRole('button', { name: 'Embedding', exact: true });
  await expect(embedding).toHaveAttribute('aria-expanded', 'true');
  await expect(nav(page).getByRole('link', { name: 'Bar chart' })).toBeVisible();
  await nav(page).getByRole('button', { name: 'Guides', exact: true }).click();
  await nav(page).getByRole('link', { name: 'Querying data' }).click();
  await expect(page).toHaveURL(/\/guide\/guides--querying-data$/);
  await expect(nav(page).locator('[aria-current="page"]')).toHaveText('Querying data');
  await expect(embedding).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page).getByRole('link', { name: 'Bar chart' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the closed drawer costs no hydration at load; opened, its entries are the app links', async ({
    page,
  }) => {
    await page.goto('/guide/dashboard-embedding--intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // Issue 51, item 2: React did not walk the closed drawer's entries (nor the footer's plain links) on load.
    const hydrated = (selector: string) =>
      page.evaluate(
        (sel) =>
          Array.from(document.querySelectorAll(sel)).filter((el) =>
            Object.keys(el).some((key) => key.startsWith('__reactProps')),
          ).length,
        selector,
      );
    expect(await hydrated('#side-nav [data-nav-tree] a, #side-nav [data-nav-tree] button')).toBe(0);
    expect(await hydrated('.theme-layout-footer a, footer[class*="footer_"] a')).toBe(0);
    // Opened, the drawer shows the current page's branch, and an entry moves within the app (no page load).
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole('button', { name: /navigation/i })
      .first()
      .click();
    await expect(nav(page).locator('[aria-current="page"]')).toHaveText('Introduction');
    await nav(page).getByRole('link', { name: 'Quick start', exact: true }).click();
    await expect(page).toHaveURL(/\/guide\/embedding--quick-start$/);
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await expect(nav(page).locator('[aria-current="page"]')).toHaveText('Quick start');
  });

  test('the skip link is in sight when focused and leads to the chart in a few keys', async ({ page }) => {
    await page.goto('/flex/charts/bar-chart');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(await keysToChartThroughSkipLink(page)).toBeLessThanOrEqual(12);
  });

  for (const [path, entry] of [
    ['/api/searchDataset', 'Search datasets'],
    ['/flex/charts/wordcloud-chart', 'Word cloud'],
  ] as const) {
    test(`the drawer opens on the branch of ${path}, its entry in view`, async ({ page }) => {
      await page.goto(path);
      await page
        .getByRole('button', { name: /navigation/i })
        .first()
        .click();
      const current = nav(page).locator('[aria-current="page"]');
      await expect(current).toHaveText(entry);
      await expect(current).toBeInViewport();
      const box = await current.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    });
  }
});
