/**
 * On a phone, chart and example pages show the charts' build-time pictures and run no chart code until the
 * reader asks for the live chart (components/Facade): a tap, a focus, a selector. With a mouse the live chart
 * runs at once, as before.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  firstLoad,
  test,
  waitForHydration,
  watchErrors,
  withoutBackgroundPreload,
} from '../support/fixtures';
import { definition, demoInputs } from './helpers';

const CHART = '/flex/charts/bar-chart';
const EXAMPLE = '/flex/examples/change-chart-theme';

/** The first load's scripts: none of them is ECharts, and the chart element is not defined. */
async function loadWithoutRuntime(page: Page, url: string): Promise<void> {
  await withoutBackgroundPreload(page);
  const files = await firstLoad(page, url);
  const bodies = await Promise.all(
    files.filter((f) => f.type === 'js').map((f) => page.request.get(f.path).then((r) => r.text())),
  );
  expect(bodies.join('\n')).not.toContain('echarts');
  expect(await page.evaluate(() => customElements.get('viz-item') === undefined)).toBe(true);
}

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a chart page shows the drawn demo, then the live chart after a tap', async ({ page }) => {
    await loadWithoutRuntime(page, CHART);
    const picture = page.getByRole('img', { name: 'Bar chart: Revenue per product category' });
    await expect(picture).toBeVisible();
    // The one picture for this width and theme, drawn at the box's size, is the one downloaded.
    const img = picture.locator('img:visible');
    await expect(img).toHaveJSProperty('complete', true);
    expect(await img.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(
      /\/assets\/facade\/chart-bar-chart-387-light\.svg\?v=/,
    );
    const box = await page.locator('[data-preview]').boundingBox();
    const pic = await picture.boundingBox();
    expect(Math.abs(pic!.height - (box!.height - 2))).toBeLessThan(1);

    await picture.tap();
    const item = page.locator('[data-preview] viz-item');
    await expect(item.locator('canvas').first()).toBeVisible();
    await expect(picture).toBeHidden();
    // The live chart's own accessible table is there: one row per category.
    await expect(item.locator('table.vi-sr-only tbody tr').first()).toBeAttached();
    await expect(item).toHaveAttribute('aria-label', 'Revenue per product category');
  });

  test('an edit in the playground makes the chart live with the edit applied', async ({ page }) => {
    await page.goto('/flex/charts/donut-chart');
    await waitForHydration(page);
    await expect(page.locator('[data-preview] [role="img"]')).toBeVisible();
    await page.locator('#opt-display-legend').tap();
    const item = page.locator('[data-preview] viz-item');
    await expect(item.locator('canvas').first()).toBeVisible();
    const legend = () =>
      item.evaluate(
        (el) => (el as unknown as { options: { display: { legend: boolean } } }).options.display.legend,
      );
    await expect.poll(legend).toBe(false);
  });

  test('an example shows its drawn chart; a selector chosen before the chart is live applies', async ({
    page,
  }) => {
    await loadWithoutRuntime(page, EXAMPLE);
    const def = definition('change-chart-theme');
    const control = def.controls![0]!;
    const dark = control.choices.find((c) => c.id !== control.default)!;
    await expect(page.locator('[data-item="chart"] [role="img"]')).toBeVisible();

    // A phone's reader taps the selector (which asks for the live chart), then picks a choice in its list.
    const select = page.getByLabel(control.label, { exact: true });
    await select.tap();
    await select.selectOption(dark.id);
    const item = page.locator('[data-item="chart"] viz-item');
    await expect(item.locator('canvas').first()).toBeVisible();
    await expect
      .poll(async () => JSON.stringify((await demoInputs(page, 'chart')).options))
      .toContain(JSON.stringify(dark.value));
  });

  test('a keyboard focus on the picture makes it live and hands the focus to the chart', async ({ page }) => {
    await page.goto(CHART);
    await waitForHydration(page);
    const picture = page.locator('[data-preview] [role="img"]');
    await picture.focus();
    const item = page.locator('[data-preview] viz-item');
    await expect(item.locator('canvas').first()).toBeVisible();
    await expect(item).toBeFocused();
  });

  test('when the chart code cannot be downloaded, the picture stays and the page says so', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/Failed to load resource/, 'the test makes the chart code fail to download');
    await page.goto(CHART);
    await waitForHydration(page);
    // Every script asked for from now on is the chart runtime's.
    await page.route('**/*.js', (route) => route.abort());
    const picture = page.locator('[data-preview] [role="img"]');
    await picture.tap();
    await expect(page.getByRole('alert')).toHaveText(/live chart could not be loaded/);
    await expect(picture).toBeVisible();
  });
});

/** At the top of each phone range a picture is as wide as its box: drawn for that layout, never scaled up. */
for (const [url, box] of [
  [CHART, '[data-preview]'],
  [EXAMPLE, '[data-item="chart"]'],
] as const) {
  test(`${url}: at the top of each viewport range the picture fills its box at its own size`, async ({
    browser,
  }) => {
    for (const width of [359, 429, 599]) {
      const context = await browser.newContext({
        hasTouch: true,
        isMobile: true,
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(url);
      const img = page.locator(`${box} [role="img"] img:visible`);
      await expect(img).toHaveJSProperty('complete', true);
      const sizes = await img.evaluate((i: HTMLImageElement) => ({
        drawn: i.naturalWidth,
        shown: i.getBoundingClientRect().width,
        box: i.closest('[role="img"]')!.getBoundingClientRect().width,
      }));
      expect(Math.abs(sizes.drawn - sizes.box), `drawn vs box width at ${width} px`).toBeLessThan(1.5);
      expect(Math.abs(sizes.shown - sizes.drawn), `shown vs drawn width at ${width} px`).toBeLessThan(1.5);
      expect(errors, `console errors at ${width} px`).toEqual([]);
      await context.close();
    }
  });
}

test('with a mouse the chart is live at once and no picture is downloaded', async ({ page }) => {
  const pictures: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/facade/')) pictures.push(r.url());
  });
  await page.goto(CHART);
  await expect(page.locator('[data-preview] viz-item canvas').first()).toBeVisible();
  await expect(page.locator('[data-preview] [role="img"]')).toHaveCount(0);
  await page.goto(EXAMPLE);
  await expect(page.locator('[data-item="chart"] viz-item canvas').first()).toBeVisible();
  expect(pictures).toEqual([]);
});
