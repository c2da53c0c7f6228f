/** Cross-chart filtering both ways, canFilter scopes, contexts, filter items, late items, clearing. */
import { demoEntry as entry } from '../../../src/viz-item/definitions';
import { expect, test } from './fixtures';
import type { JSHandle } from '@playwright/test';

const line = (contextId: string, extra: Record<string, unknown> = {}) => ({
  type: 'line-chart',
  contextId,
  slots: [
    { name: 'x-axis', content: [entry('sales', 'date', { level: 1 })] },
    { name: 'measure', content: [entry('sales', 'revenue')] },
  ],
  ...extra,
});
const bars = (contextId: string, extra: Record<string, unknown> = {}) => ({
  type: 'bar-chart',
  contextId,
  slots: [
    { name: 'y-axis', content: [entry('sales', 'channel')] },
    { name: 'measure', content: [entry('sales', 'revenue')] },
  ],
  ...extra,
});
const tableDef = (contextId: string) => ({
  type: 'regular-table',
  contextId,
  slots: [{ name: 'columns', content: [entry('sales', 'channel'), entry('sales', 'revenue')] }],
});

type Data = { data: (string | number | null)[][] };
const data = (el: JSHandle<HTMLElement>) =>
  el.evaluate((e) => (e as unknown as { getData(): Data }).getData().data);
const total = (rows: (string | number | null)[][]) => rows.reduce((s, r) => s + Number(r[r.length - 1]), 0);
const select = (el: JSHandle<HTMLElement>, values: unknown[] | null) =>
  el.evaluate((e, v) => (e as unknown as { setSelectedData(v: unknown): void }).setSelectedData(v), values);

test('a line chart filters a bar chart and the bar chart filters the line chart back; clearing restores', async ({
  sharedViz: viz,
}) => {
  const lineEl = await viz.mount(line('ctx-1'), { id: 'line' });
  const barEl = await viz.mount(bars('ctx-1'), { id: 'bar' });
  const lineAll = await data(lineEl);
  const barAll = await data(barEl);
  expect(Math.round(total(lineAll))).toBe(Math.round(total(barAll)));

  // Select the year 2024 on the line: the bars now add up to that year's revenue.
  const year2024 = lineAll.find((r) => String(r[0]).startsWith('2024'))!;
  await select(lineEl, [year2024[0]]);
  await expect.poll(async () => Math.round(total(await data(barEl)))).toBe(Math.round(Number(year2024[1])));
  const [ev] = await viz.events('changedFilters', 'line');
  expect(ev!.detail.filters).toEqual([
    {
      condition: 'and',
      filters: [
        {
          expression: '? in ?',
          parameters: [{ columnId: 'date', datasetId: 'sales', level: 1 }, ['2024-01-01T00:00:00.000Z']],
        },
      ],
    },
  ]);

  // And the other way round: selecting the Partner bar filters the line to Partner revenue.
  const partner = (await data(barEl)).find((r) => r[0] === 'Partner')!;
  await select(barEl, ['Partner']);
  const lineForPartner = await expect
    .poll(async () => (await data(lineEl)).length)
    .toBe(lineAll.length)
    .then(() => data(lineEl));
  const partnerAllYears = barAll.find((r) => r[0] === 'Partner')![1] as number;
  await expect.poll(async () => Math.round(total(await data(lineEl)))).toBe(Math.round(partnerAllYears));
  void lineForPartner;
  void partner;

  // Clearing both selections restores everything.
  await select(lineEl, null);
  await select(barEl, null);
  await expect.poll(async () => Math.round(total(await data(barEl)))).toBe(Math.round(total(barAll)));
  await expect.poll(async () => Math.round(total(await data(lineEl)))).toBe(Math.round(total(lineAll)));
});

test('canFilter limits which items a selection reaches; other contexts are untouched', async ({
  sharedViz: viz,
}) => {
  const source = await viz.mount(bars('ctx-2', { canFilter: ['regular-table'] }), { id: 'source' });
  const sameContextBar = await viz.mount(line('ctx-2'), { id: 'other-chart' });
  const table = await viz.mount(tableDef('ctx-2'), { id: 'table' });
  const otherContext = await viz.mount(tableDef('ctx-3'), { id: 'elsewhere' });
  const before = {
    chart: await data(sameContextBar),
    table: await data(table),
    other: await data(otherContext),
  };
  await select(source, ['Online']);
  await expect.poll(async () => (await data(table)).map((r) => r[0])).toEqual(['Online']);
  expect(await data(sameContextBar)).toEqual(before.chart);
  expect(await data(otherContext)).toEqual(before.other);
  await expect(viz.page.locator('#table tbody tr')).toHaveCount(1);
  await select(source, null);
  await expect(viz.page.locator('#table tbody tr')).toHaveCount(3);
});

test('a dropdown filter item filters the table of its context', async ({ sharedViz: viz }) => {
  await viz.mount(
    {
      type: 'dropdown-filter',
      contextId: 'ctx-4',
      slots: [{ name: 'dimension', content: [entry('sales', 'channel')] }],
    },
    { id: 'filter' },
  );
  await viz.mount(tableDef('ctx-4'), { id: 'table' });
  await expect(viz.page.locator('#table tbody tr')).toHaveCount(3);
  await viz.page.locator('#filter button.vi-select').click();
  await viz.page.locator('#filter label', { hasText: 'Retail' }).click();
  await expect(viz.page.locator('#table tbody tr')).toHaveCount(1);
  await expect(viz.page.locator('#table tbody tr')).toContainText('Retail');
  const [ev] = await viz.events('changedFilters', 'filter');
  expect(ev!.detail).toMatchObject({
    origin: 'filterFromFilterItem',
    item: { type: 'dropdown-filter', contextId: 'ctx-4' },
  });
  await viz.page.locator('#filter label', { hasText: 'Partner' }).click();
  await expect(viz.page.locator('#table tbody tr')).toHaveCount(2);
  await viz.page.locator('#filter button', { hasText: 'Clear' }).click();
  await expect(viz.page.locator('#table tbody tr')).toHaveCount(3);
});

test('a date filter limits the dates of the charts in its context', async ({ sharedViz: viz }) => {
  await viz.mount(
    { type: 'date-filter', contextId: 'ctx-5', slots: [{ name: 'time', content: [entry('sales', 'date')] }] },
    { id: 'dates' },
  );
  const lineEl = await viz.mount(line('ctx-5'), { id: 'line' });
  expect((await data(lineEl)).length).toBe(4);
  await viz.page.locator('#dates input[type=date]').first().fill('2025-01-01');
  await viz.page.locator('#dates input[type=date]').first().dispatchEvent('change');
  await expect.poll(async () => (await data(lineEl)).map((r) => String(r[0]).slice(0, 4))).toEqual(['2025']);
});

test('an item added later picks up a selection already made in its context', async ({ sharedViz: viz }) => {
  const source = await viz.mount(bars('ctx-6'), { id: 'source' });
  await select(source, ['Retail']);
  await expect.poll(() => viz.events('changedFilters', 'source').then((l) => l.length)).toBe(1);
  const late = await viz.mount(tableDef('ctx-6'), { id: 'late' });
  await expect.poll(async () => (await data(late)).map((r) => r[0])).toEqual(['Retail']);
  // Removing the source removes its filter from the others.
  await source.evaluate((e) => e.remove());
  await expect.poll(async () => (await data(late)).length).toBe(3);
});

test('selection is forgiving and visible: a click anywhere in a band selects it, the source marks it, a button clears it', async ({
  sharedViz: viz,
}) => {
  const lineEl = await viz.mount(line('ctx-band'), { id: 'band-line', width: 600, height: 300 });
  const barEl = await viz.mount(bars('ctx-band'), { id: 'band-bar', width: 600, height: 300 });
  const barAll = await data(barEl);
  const lineAll = await data(lineEl);
  const clear = (el: JSHandle<HTMLElement>) =>
    el.evaluateHandle((e) => e.shadowRoot!.querySelector('button.vi-clear') as HTMLButtonElement);
  const clearVisible = (el: JSHandle<HTMLElement>) =>
    el.evaluate((e) => {
      const b = e.shadowRoot!.querySelector('button.vi-clear') as HTMLElement | null;
      return !!b && !b.hidden && b.getBoundingClientRect().width > 0;
    });
  expect(await clearVisible(lineEl)).toBe(false);

  // Click high above the line, in the middle of the second year's band (no marker there, none shown).
  const point = await lineEl.evaluate((e) => {
    const chart = (e as unknown as { chart: { convertToPixel(f: object, v: number): number } }).chart;
    const x = chart.convertToPixel({ xAxisIndex: 0 }, 1);
    const r = e.shadowRoot!.querySelector('.vi-chart')!.getBoundingClientRect();
    return { x: r.left + x, y: r.top + 30 };
  });
  await viz.page.mouse.click(point.x, point.y);
  const year = lineAll[1]!;
  await expect.poll(async () => Math.round(total(await data(barEl)))).toBe(Math.round(Number(year[1])));

  // The source shows what is selected (a marker on the selected point only) and offers to clear it.
  const marked = await lineEl.evaluate((e) => {
    const chart = (
      e as unknown as { chart: { getOption(): { series: { data: { symbolSize?: number }[] }[] } } }
    ).chart;
    return chart.getOption().series[0]!.data.map((d) => d.symbolSize ?? 0);
  });
  expect(marked[1]).toBeGreaterThan(6);
  expect(marked.filter((s) => s > 0)).toHaveLength(1);
  await expect.poll(() => clearVisible(lineEl)).toBe(true);
  await expect(viz.page.locator('#band-line').getByRole('button', { name: 'Clear selection' })).toBeVisible();

  // The button clears the filter everywhere and hides itself.
  await (await clear(lineEl)).click();
  await expect.poll(async () => Math.round(total(await data(barEl)))).toBe(Math.round(total(barAll)));
  await expect.poll(() => clearVisible(lineEl)).toBe(false);

  // Keyboard selection still works: focus, arrow to a point, Enter selects, Escape clears.
  await lineEl.evaluate((e) => e.focus());
  await viz.page.keyboard.press('ArrowRight');
  await viz.page.keyboard.press('Enter');
  await expect
    .poll(async () => Math.round(total(await data(barEl))))
    .toBe(Math.round(Number(lineAll[0]![1])));
  await expect.poll(() => clearVisible(lineEl)).toBe(true);
  await viz.page.keyboard.press('Escape');
  await expect.poll(async () => Math.round(total(await data(barEl)))).toBe(Math.round(total(barAll)));
});
