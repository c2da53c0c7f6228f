import { test, expect, waitForHydration } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { callItem, demoInputs, output, renders, select, total, trackRendered, waitRendered } from './helpers';

/** Each example's behaviour from the spec, exercised the way a reader would (select, click, resize, keys). */

async function open(page: Page, id: string, items: string[] = ['chart']): Promise<void> {
  await trackRendered(page);
  await page.goto(`/flex/examples/${id}`);
  await waitForHydration(page);
  for (const item of items) await waitRendered(page, item);
}

/** Focuses a chart item and activates its first data point with the keyboard (ArrowRight, Enter). */
async function activateFirstPoint(page: Page, itemId: string, steps = 1): Promise<void> {
  const el = page.locator(`[data-item="${itemId}"] viz-item`);
  await el.focus();
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
}

/** What an output panel prints, parsed (loosely typed: tests read fields the way a reader would). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- printed JSON of any shape
type Printed = any;
const json = async (page: Page, label: string): Promise<Printed> =>
  JSON.parse((await output(page, label).textContent()) ?? 'null') as Printed;
/** The same while waiting for a payload: null as long as the panel still shows its prompt ("Click a slice."). */
const printed = async (page: Page, label: string): Promise<Printed> => {
  try {
    return await json(page, label);
  } catch {
    return null;
  }
};
/** The demo item's options. */
const options = async (page: Page, item = 'chart'): Promise<Printed> =>
  (await demoInputs(page, item)).options;

test('adaptive-charts: bar and bubble charts from 1200px, a line chart below', async ({
  page,
  pageErrors: _,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, 'adaptive-charts', ['volumeNumber', 'barChart', 'bubbleChart']);
  for (const id of ['volumeNumber', 'returnsNumber', 'revenueNumber', 'barChart', 'bubbleChart'])
    await expect(page.locator(`[data-item="${id}"]`)).toBeVisible();
  await expect(page.locator('[data-item="lineChart"]')).toHaveCount(0);
  // Number tiles are 200px high, charts 400px at this width.
  expect((await page.locator('[data-item="volumeNumber"]').boundingBox())!.height).toBeCloseTo(200, 0);
  expect((await page.locator('[data-item="barChart"]').boundingBox())!.height).toBeCloseTo(400, 0);

  await page.setViewportSize({ width: 1199, height: 900 });
  await expect(page.locator('[data-item="lineChart"]')).toBeVisible();
  await expect(page.locator('[data-item="barChart"]')).toHaveCount(0);
  await expect(page.locator('[data-item="bubbleChart"]')).toHaveCount(0);
  await waitRendered(page, 'lineChart');

  await page.setViewportSize({ width: 900, height: 900 });
  expect((await page.locator('[data-item="lineChart"]').boundingBox())!.height).toBeCloseTo(300, 0);
});

test('apply-custom-theme: dark and light custom themes on a bubble chart, options shown as JSON', async ({
  page,
  pageErrors: _,
}) => {
  await open(page, 'apply-custom-theme');
  let options = await json(page, 'Chart options');
  expect(options.theme.font).toEqual({ fontFamily: 'Roboto', fontSize: 16 });
  expect(options.theme.colors).toHaveLength(8);
  expect((await demoInputs(page, 'chart')).options).toEqual(options);
  await expect(page.locator('[data-item="chart"] viz-item')).toHaveCSS('background-color', 'rgb(27, 32, 48)');

  const before = await renders(page, 'chart');
  await select(page, 'Custom theme', 'Light custom theme');
  options = await json(page, 'Chart options');
  expect(options.theme.font).toEqual({ fontFamily: 'Lato', fontSize: 17 });
  expect(options.theme.colors).toHaveLength(8);
  await waitRendered(page, 'chart', before + 1);
  expect((await demoInputs(page, 'chart')).options).toEqual(options);
  await expect(page.locator('[data-item="chart"] viz-item')).toHaveCSS(
    'background-color',
    'rgb(251, 250, 247)',
  );
});

test('apply-filter-to-chart: the continent filter changes the data', async ({ page, pageErrors: _ }) => {
  await open(page, 'apply-filter-to-chart');
  const europe = await total(page, 'chart');
  await select(page, 'Continent', 'Asia');
  await expect.poll(() => total(page, 'chart')).not.toBe(europe);
  expect(await json(page, 'Chart filters')).toEqual([
    {
      condition: 'or',
      filters: [
        { expression: '? in ?', parameters: [{ columnId: 'continent', datasetId: 'sales' }, ['Asia']] },
      ],
    },
  ]);
});

test('change-chart-data: volumes of the last 6 months or the stock price of the last 5 years', async ({
  page,
  pageErrors: _,
}) => {
  await open(page, 'change-chart-data');
  const datasets = async () =>
    ((await demoInputs(page, 'chart')).slots as { content: { datasetId: string }[] }[]).map(
      (s) => s.content[0]!.datasetId,
    );
  expect(await datasets()).toEqual(['volumes', 'volumes']);
  const days = ((await callItem(page, 'chart', 'getData')) as { data: unknown[] }).data.length;
  // Six complete months plus the current one (src/viz-item/data/datasets.ts, "volumes").
  expect(days).toBeGreaterThan(6 * 28);
  expect(days).toBeLessThanOrEqual(7 * 31);
  await select(page, 'Data', 'Stock price (last 5 years)');
  expect(await datasets()).toEqual(['stock-prices', 'stock-prices']);
  await expect
    .poll(async () => ((await callItem(page, 'chart', 'getData')) as { data: unknown[] }).data.length)
    .toBeGreaterThanOrEqual(59);
});

test('change-chart-dimensions: dragging the corner resizes the chart', async ({ page, pageErrors: _ }) => {
  await open(page, 'change-chart-dimensions');
  const box = page.locator('[data-item="chart"]');
  // A reader scrolls to the corner first: at 1280 x 800 the box ends 20 px under the fold since the pages with
  // one version say which docs version their code is written for (issue 50).
  await box.scrollIntoViewIfNeeded();
  const before = (await box.boundingBox())!;
  await page.mouse.move(before.x + before.width - 3, before.y + before.height - 3);
  await page.mouse.down();
  await page.mouse.move(before.x + before.width - 183, before.y + before.height - 103, { steps: 8 });
  await page.mouse.up();
  const after = (await box.boundingBox())!;
  expect(after.width).toBeLessThan(before.width - 100);
  expect(after.height).toBeLessThan(before.height - 50);
  // The chart follows its container.
  await expect
    .poll(async () => (await page.locator('[data-item="chart"] viz-item').boundingBox())!.width)
    .toBeLessThan(before.width - 100);
});

test('change-chart-font-style: Arial, Roboto or Montserrat on a sankey diagram', async ({
  page,
  pageErrors: _,
}) => {
  await open(page, 'change-chart-font-style');
  expect((await demoInputs(page, 'chart')).type).toBe('sankey-diagram');
  for (const font of ['Arial', 'Roboto', 'Montserrat']) {
    await select(page, 'Font', font);
    await expect.poll(async () => (await options(page)).theme.font.fontFamily).toBe(font);
    await expect(page.locator('[data-item="chart"] viz-item')).toHaveCSS('font-family', new RegExp(font));
  }
});

test('change-chart-options: donut values absolute, percentage or none', async ({ page, pageErrors: _ }) => {
  await open(page, 'change-chart-options');
  for (const [label, value] of [
    ['Absolute', 'absolute'],
    ['None', 'none'],
    ['Percentage', 'percentage'],
  ]) {
    await select(page, 'Values', label!);
    await expect.poll(async () => (await options(page)).display.values).toBe(value);
  }
});

test('change-chart-theme: Light (default), Dark (default_dark) or Orion on an area chart', async ({
  page,
  pageErrors: _,
}) => {
  await open(page, 'change-chart-theme');
  expect((await demoInputs(page, 'chart')).type).toBe('area-chart');
  const backgrounds: string[] = [];
  for (const [label, id] of [
    ['Light', 'default'],
    ['Dark', 'default_dark'],
    ['Orion', 'orion'],
  ]) {
    await select(page, 'Theme', label!);
    await expect.poll(async () => (await options(page)).theme).toEqual({ id });
    await page.waitForTimeout(200);
    backgrounds.push(
      await page
        .locator('[data-item="chart"] viz-item')
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    );
  }
  expect(new Set(backgrounds).size).toBe(3);
});

test('change-chart-type: bar, column or donut', async ({ page, pageErrors: _ }) => {
  await open(page, 'change-chart-type');
  for (const [label, type, slot] of [
    ['Column chart', 'column-chart', 'x-axis'],
    ['Donut chart', 'donut-chart', 'category'],
    ['Bar chart', 'bar-chart', 'y-axis'],
  ]) {
    const before = await renders(page, 'chart');
    await select(page, 'Chart type', label!);
    await waitRendered(page, 'chart', before + 1);
    const inputs = await demoInputs(page, 'chart');
    expect(inputs.type).toBe(type);
    expect((inputs.slots as { name: string }[]).map((s) => s.name)).toEqual([slot, 'measure']);
    await expect(page.locator('[data-item="chart"] viz-item')).toHaveAttribute(
      'aria-label',
      /Revenue per channel/,
    );
  }
});

test('chart-export: xlsx, csv or png with the Export button', async ({ page, pageErrors: _ }) => {
  await open(page, 'chart-export');
  for (const [label, ext] of [
    ['CSV', 'csv'],
    ['Excel (xlsx)', 'xlsx'],
    ['Image (png)', 'png'],
  ]) {
    await select(page, 'Format', label!);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${ext}$`));
    await expect.poll(async () => (await printed(page, 'exported event'))?.exportType).toBe(ext);
  }
});

test('cross-chart-filtering: selecting a month in the line chart filters the bar chart', async ({
  page,
  pageErrors: _,
}) => {
  await open(page, 'cross-chart-filtering', ['lineChart', 'barChart']);
  const all = await total(page, 'barChart');
  await activateFirstPoint(page, 'lineChart');
  await expect.poll(() => total(page, 'barChart')).toBeLessThan(all);
  await expect(output(page, 'changedFilters event of the line chart')).not.toHaveText(
    'Click a month in the line chart.',
  );
  const event = await json(page, 'changedFilters event of the line chart');
  expect(event.type).toBe('changedFilters');
  expect(JSON.stringify(event.filters)).toContain('"columnId":"date"');
  // The line chart may only filter bar charts: it stays complete itself.
  expect(await callItem(page, 'lineChart', 'getFilters')).not.toEqual([]);
  await page.keyboard.press('Enter'); // the same point again clears the selection
  await expect.poll(() => total(page, 'barChart')).toBe(all);
});

test('filter-context-sharing: the donut filters only the table, the bar chart filters all', async ({
  page,
  pageErrors: _,
}) => {
  await open(page, 'filter-context-sharing', ['donutChart', 'barChart', 'table']);
  const base = {
    donut: await total(page, 'donutChart'),
    bar: await total(page, 'barChart'),
    table: await total(page, 'table'),
  };
  await activateFirstPoint(page, 'donutChart');
  await expect.poll(() => total(page, 'table')).toBeLessThan(base.table);
  expect(await total(page, 'barChart')).toBe(base.bar);
  await page.keyboard.press('Enter');
  await expect.poll(() => total(page, 'table')).toBe(base.table);

  await activateFirstPoint(page, 'barChart');
  await expect.poll(() => total(page, 'donutChart')).toBeLessThan(base.donut);
  await expect.poll(() => total(page, 'table')).toBeLessThan(base.table);
});

test('listen-to-chart-custom-event: a click on a bar prints the customEvent payload', async ({
  page,
  pageErrors: _,
}) => {
  await open(page, 'listen-to-chart-custom-event');
  await expect(output(page, 'customEvent payload')).toHaveText('Click a bar.');
  await activateFirstPoint(page, 'chart');
  // The panel prints the payload once the event arrives (until then it holds the hint, not JSON).
  await expect(output(page, 'customEvent payload')).toContainText('"customEvent"');
  const payload = await json(page, 'customEvent payload');
  expect(payload.data.event).toBe('category-clicked');
  // A custom event replaces the selection.
  expect(await callItem(page, 'chart', 'getFilters')).toEqual([]);
});

test('listen-to-chart-exported-event: exporting prints the exported payload', async ({
  page,
  pageErrors: _,
}) => {
  await open(page, 'listen-to-chart-exported-event');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  await expect.poll(async () => (await printed(page, 'exported payload'))?.exportType).toBe('csv');
  expect((await json(page, 'exported payload')).type).toBe('exported');
});

test('listen-to-chart-filters-change: selecting a slice prints the changedFilters payload', async ({
  page,
  pageErrors: _,
}) => {
  await open(page, 'listen-to-chart-filters-change');
  await activateFirstPoint(page, 'chart');
  await expect.poll(async () => (await printed(page, 'changedFilters payload'))?.type).toBe('changedFilters');
  const payload = await json(page, 'changedFilters payload');
  expect(payload.origin).toBe('filterFromVizItem');
  expect(JSON.stringify(payload.filters)).toContain('"columnId":"channel"');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await printed(page, 'changedFilters payload'))?.filters).toEqual([]);
});

test('listen-to-chart-load-event: the load payload is printed', async ({ page, pageErrors: _ }) => {
  await open(page, 'listen-to-chart-load-event');
  await expect.poll(async () => (await printed(page, 'load payload'))?.type).toBe('load');
  expect((await json(page, 'load payload')).itemType).toBe('line-chart');
});

test('listen-to-chart-rendered-event: every drawing prints the rendered payload', async ({
  page,
  pageErrors: _,
}) => {
  await open(page, 'listen-to-chart-rendered-event');
  await expect.poll(async () => (await printed(page, 'rendered payload'))?.options?.mode).toBe('grouped');
  await select(page, 'Mode', 'Stacked');
  await expect.poll(async () => (await printed(page, 'rendered payload'))?.options?.mode).toBe('stacked');
  expect((await json(page, 'rendered payload')).type).toBe('rendered');
});

test('multi-lingual-chart: English, Dutch or French labels', async ({ page, pageErrors: _ }) => {
  await open(page, 'multi-lingual-chart');
  const chart = page.locator('[data-item="chart"] viz-item');
  for (const [label, title] of [
    ['Dutch (Nederlands)', 'Omzet per maand en kanaal'],
    ['French (Français)', "Chiffre d'affaires par mois et canal"],
    ['English', 'Revenue per month and channel'],
  ]) {
    await select(page, 'Language', label!);
    await expect(chart).toHaveAttribute('aria-label', new RegExp(title!.replace(/[()]/g, '.')));
  }
});

test('multi-timezone-chart: the time zone choice changes the hours shown', async ({
  page,
  pageErrors: _,
}) => {
  await open(page, 'multi-timezone-chart');
  // The chart's accessible data table shows the hours as the reader sees them on the axis.
  const firstHour = () =>
    page.locator('[data-item="chart"] viz-item tbody tr').first().locator('td').first().textContent();
  const shown: Record<string, string | null> = { UTC: await firstHour() };
  for (const id of ['America/Dawson', 'Europe/Brussels', 'America/Guatemala']) {
    const before = await renders(page, 'chart');
    await select(page, 'Time zone', id);
    await expect.poll(async () => (await options(page)).timezoneId).toEqual({ type: 'fixed', id });
    await waitRendered(page, 'chart', before + 1);
    shown[id] = await firstHour();
  }
  // Four zones with different offsets: four different first hours.
  expect(new Set(Object.values(shown)).size).toBe(4);
});

test('refresh-chart-data: the button calls refreshData and the chart draws again', async ({
  page,
  pageErrors: _,
}) => {
  await open(page, 'refresh-chart-data');
  const before = await renders(page, 'chart');
  await page.getByRole('button', { name: 'Refresh data' }).click();
  await expect.poll(async () => (await printed(page, 'refreshData() result'))?.status).toBe('done');
  await waitRendered(page, 'chart', before + 1);
  expect((await json(page, 'rendered event')).type).toBe('rendered');
});

test('retrieve-chart-data: the button prints what getData returns', async ({ page, pageErrors: _ }) => {
  await open(page, 'retrieve-chart-data');
  await page.getByRole('button', { name: 'Get data' }).click();
  await expect.poll(async () => (await printed(page, 'getData() result'))?.data?.length).toBe(3);
  const result = await json(page, 'getData() result');
  expect(result.columns.map((c: { columnId: string }) => c.columnId)).toEqual([
    'channel',
    'revenue',
    'profit',
  ]);
});

test('retrieve-chart-filters: getFilters returns the selection', async ({ page, pageErrors: _ }) => {
  await open(page, 'retrieve-chart-filters');
  await page.getByRole('button', { name: 'Get filters' }).click();
  await expect.poll(() => json(page, 'getFilters() result')).toEqual([]);
  await page.getByRole('button', { name: 'Select Electronics' }).click();
  await page.getByRole('button', { name: 'Get filters' }).click();
  await expect
    .poll(async () => JSON.stringify(await json(page, 'getFilters() result')))
    .toContain('"Electronics"');
});

test('embed-chart-with-ad-hoc-formula: an evolution number on the dark theme with an average formula', async ({
  page,
  pageErrors: _,
}) => {
  await open(page, 'embed-chart-with-ad-hoc-formula', ['number']);
  const inputs = await demoInputs(page, 'number');
  expect(inputs.type).toBe('evolution-number');
  expect((inputs.options as Printed).theme).toEqual({ id: 'default_dark' });
  const data = (await callItem(page, 'number', 'getData')) as { data: number[][] };
  expect(Number(data.data.at(-1)!.at(-1))).toBeGreaterThan(0);
  expect((await page.locator('[data-item="number"]').boundingBox())!.height).toBeCloseTo(200, 0);
});

test('embed-chart-with-id and override-chart-options: a saved chart, with options overridden', async ({
  page,
  pageErrors: _,
}) => {
  await open(page, 'embed-chart-with-id');
  await expect(page.locator('[data-item="chart"] viz-item')).toHaveAttribute(
    'aria-label',
    /Revenue per product category/,
  );
  await open(page, 'override-chart-options');
  await expect(page.locator('[data-item="chart"] viz-item')).toHaveAttribute(
    'aria-label',
    /overridden title/,
  );
  await select(page, 'Theme override', 'Dark');
  await expect.poll(async () => (await options(page)).theme).toEqual({ id: 'default_dark' });
});

test('embed-chart-with-options: 10 age bins and rounded bars', async ({ page, pageErrors: _ }) => {
  await open(page, 'embed-chart-with-options');
  const inputs = await demoInputs(page, 'chart');
  expect((inputs.options as Printed).bars.roundedCorners).toBe(5);
  const rows = ((await callItem(page, 'chart', 'getData')) as { data: unknown[] }).data;
  expect(rows.length).toBeGreaterThanOrEqual(5);
  expect(rows.length).toBeLessThanOrEqual(10);
});

test('responsive-charts: three columns from 992px, one below; charts follow the width', async ({
  page,
  pageErrors: _,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, 'responsive-charts', ['columnChart', 'lineChart', 'donutChart']);
  const boxes = async () =>
    Promise.all(
      ['columnChart', 'lineChart', 'donutChart'].map(
        async (id) => (await page.locator(`[data-item="${id}"]`).boundingBox())!,
      ),
    );
  let b = await boxes();
  expect(new Set(b.map((x) => Math.round(x.y))).size).toBe(1);
  await page.setViewportSize({ width: 900, height: 900 });
  await expect.poll(async () => new Set((await boxes()).map((x) => Math.round(x.y))).size).toBe(3);
  b = await boxes();
  expect(b[0]!.height).toBeCloseTo(300, 0);
  await expect
    .poll(async () => (await page.locator('[data-item="columnChart"] viz-item').boundingBox())!.width)
    .toBeGreaterThan(b[0]!.width - 4);
});

test('chart-css-overrides: the CSS of the example styles the chart item', async ({ page, pageErrors: _ }) => {
  await open(page, 'chart-css-overrides');
  const chart = page.locator('[data-item="chart"] viz-item');
  await expect(chart).toHaveCSS('border-top-left-radius', '16px');
  await expect(chart).toHaveCSS('padding-top', '12px');
});

test('add-chart-security-context: the embed key and token reach the chart item', async ({
  page,
  pageErrors: _,
}) => {
  await open(page, 'add-chart-security-context');
  const inputs = await demoInputs(page, 'chart');
  expect([inputs.authKey, inputs.authToken]).toEqual(['YOUR_EMBED_KEY', 'YOUR_EMBED_TOKEN']);
  expect(((await callItem(page, 'chart', 'getData')) as { data: unknown[] }).data).toHaveLength(10);
});
