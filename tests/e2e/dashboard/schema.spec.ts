import { test, expect, waitForHydration } from '../support/fixtures';
import chartTypes from '../../../src/viz-item/definitions/chart-types.json';

const toggle = (page: import('@playwright/test').Page, path: string) =>
  page.locator(`[data-tree-toggle][data-path="${path}"]`);

test.describe('dashboard schema reference', () => {
  test('a collapsible tree of the properties @small', async ({ page, pageErrors }) => {
    await page.goto('/dashboard-schema');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard JSON schema' })).toBeVisible();
    for (const name of ['version', 'timezone', 'parameters', 'filters', 'datasetLinks', 'views', 'theme'])
      await expect(toggle(page, name)).toBeVisible();

    const views = toggle(page, 'views');
    await expect(views).toHaveAttribute('aria-expanded', 'false');
    await views.click();
    await expect(views).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle(page, 'views.items')).toBeVisible();
    await toggle(page, 'views.items').click();
    await toggle(page, 'views.items.position').click();
    const col = page.locator('[id="views.items.position"]');
    await expect(toggle(page, 'views.items.position.col')).toContainText('integer');
    await expect(col).toContainText('Place and size on the 48-column grid');
    await views.click();
    await expect(toggle(page, 'views.items')).toHaveCount(0);
    expect(pageErrors.errors).toEqual([]);
  });

  test('the sticky search bar is opaque in light and dark, so rows scrolled under it do not show through', async ({
    page,
  }) => {
    await page.goto('/dashboard-schema');
    await waitForHydration(page);
    const bar = page.getByRole('search').filter({ has: page.locator('#schema-search') });
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      const background = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);
      // rgb(...) is opaque; rgba(..., a < 1) and "transparent" let the rows through.
      expect(background, theme).toMatch(/^rgb\(/);
    }
  });

  test('a deep link opens the ancestors and scrolls to the property', async ({ page, pageErrors }) => {
    await page.goto('/dashboard-schema#views.items.options.bar-chart.bars.roundedCorners');
    await waitForHydration(page);
    const target = toggle(page, 'views.items.options.bar-chart.bars.roundedCorners');
    await expect(target).toBeFocused();
    await expect(target).toBeInViewport();
    await expect(target).toHaveAttribute('aria-expanded', 'true');
    for (const ancestor of [
      'views',
      'views.items',
      'views.items.options',
      'views.items.options.bar-chart',
      'views.items.options.bar-chart.bars',
    ])
      await expect(toggle(page, ancestor)).toHaveAttribute('aria-expanded', 'true');
    const details = page.locator('[id="views.items.options.bar-chart.bars.roundedCorners--details"]');
    await expect(details).toContainText('Corner radius of the bars');
    await expect(details).toContainText('Default');
    await expect(details).toContainText('0 to 20');
    await expect(details).toContainText('"roundedCorners": 0');
    expect(pageErrors.errors).toEqual([]);
  });

  test('every property shows type, allowed values, default and an example', async ({ page, pageErrors }) => {
    await page.goto('/dashboard-schema#views.screenModus');
    await waitForHydration(page);
    const details = page.locator('[id="views.screenModus--details"]');
    await expect(details).toContainText('Allowed values');
    for (const mode of ['mobile', 'tablet', 'desktop', 'largeScreen', 'fixed'])
      await expect(details).toContainText(`"${mode}"`);
    await expect(details).toContainText('Example');
    await expect(toggle(page, 'views.screenModus')).toContainText('required');
    expect(pageErrors.errors).toEqual([]);
  });

  test('documents the options of every item type', async ({ page, pageErrors }) => {
    await page.goto('/dashboard-schema#views.items.options');
    await waitForHydration(page);
    const types = Object.keys(chartTypes);
    for (const type of types) await expect(toggle(page, `views.items.options.${type}`)).toBeAttached();
    // Item type values link to their options.
    await page.goto('/dashboard-schema#views.items.type');
    await page
      .locator('[id="views.items.type--details"]')
      .getByRole('link', { name: '"sankey-diagram"' })
      .click();
    await expect(page).toHaveURL(/#views\.items\.options\.sankey-diagram$/);
    await expect(page.locator('[id="views.items.options.sankey-diagram--details"]')).toContainText('Slots');
    expect(pageErrors.errors).toEqual([]);
  });

  test('search finds properties and opens a hit in the tree', async ({ page, pageErrors }) => {
    await page.goto('/dashboard-schema');
    await waitForHydration(page);
    await page.getByLabel('Search properties').fill('rowHeight');
    await expect(page.getByRole('status')).toContainText(/\d+ propert(y|ies) match/);
    const hit = toggle(page, 'views.options.rowHeight');
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(/#views\.options\.rowHeight$/);
    await expect(page.getByLabel('Search properties')).toHaveValue('');
    await expect(page.locator('[id="views.options.rowHeight--details"]')).toContainText(
      'Height of one grid row',
    );

    await page.getByLabel('Search properties').fill('zzqqnothing');
    await expect(page.getByRole('status')).toContainText('No property matches');
    expect(pageErrors.errors).toEqual([]);
  });

  test('keyboard only: arrows move, Right/Left open and close', async ({ page, pageErrors }) => {
    await page.goto('/dashboard-schema');
    await waitForHydration(page);
    await page.getByLabel('Search properties').focus();
    // Tab past the two buttons to the first node.
    let onTree = false;
    for (let i = 0; i < 5 && !onTree; i++) {
      await page.keyboard.press('Tab');
      onTree = await page.evaluate(() => document.activeElement?.hasAttribute('data-tree-toggle') ?? false);
    }
    expect(onTree).toBe(true);
    await expect(toggle(page, '$schema')).toBeFocused();
    await page.keyboard.press('End');
    await expect(toggle(page, 'theme')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(toggle(page, 'views')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(toggle(page, 'views')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(toggle(page, 'views.screenModus')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle(page, 'views.screenModus')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(toggle(page, 'views.screenModus')).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowLeft');
    await expect(toggle(page, 'views')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(toggle(page, 'views')).toHaveAttribute('aria-expanded', 'false');
    expect(pageErrors.errors).toEqual([]);
  });

  test('publishes the schema file', async ({ request }) => {
    const response = await request.get('/schemas/dashboard.schema.json');
    expect(response.ok()).toBe(true);
    const schema = await response.json();
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$defs.item.properties.type.enum).toEqual(Object.keys(chartTypes));
  });
});
