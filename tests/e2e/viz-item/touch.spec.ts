/**
 * A finger reads a chart: a tap shows the tooltip of what is under it (the item, or the category band of an
 * axis tooltip) without selecting; a second tap on the same point, or a long press, selects; a tap outside the
 * data dismisses the tooltip. A mouse still selects with one click.
 */
import type { JSHandle, Page } from '@playwright/test';
import { getItemTypeDefinition } from '../../../src/viz-item/definitions';
import { formatNumber } from '../../../src/viz-item/format';
import { expect, test } from './fixtures';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

const bar = getItemTypeDefinition('bar-chart')!.demo;
const donut = getItemTypeDefinition('donut-chart')!.demo;
const line = getItemTypeDefinition('line-chart')!.demo;

type Cell = string | number | null;
interface Data {
  data: Cell[][];
  columns: { label: string; format?: string }[];
}
type EChart = {
  convertToPixel(finder: object, value: number | number[]): number | number[];
  containPixel(finder: object, point: number[]): boolean;
  getModel(): {
    getSeriesByIndex(i: number): {
      getData(): {
        count(): number;
        getName(i: number): string;
        getItemLayout(i: number): {
          cx: number;
          cy: number;
          r: number;
          r0: number;
          startAngle: number;
          endAngle: number;
        };
      };
    };
  };
  getOption(): { yAxis: { data: string[] }[]; xAxis: { data: string[] }[] };
};
/** The element's ECharts instance (a private field, read by the tests to find where to tap). */
type Charted = HTMLElement & { chart: EChart };

const WIDTH = 358; // the phone's width less the harness page's margins

const getData = (el: JSHandle<HTMLElement>) =>
  el.evaluate((e) => (e as unknown as { getData(): Data }).getData());

/** The value of row `name` as the item formats its measure (the column's own format, in English). */
async function shownValue(el: JSHandle<HTMLElement>, name: string): Promise<string> {
  const { data, columns } = await getData(el);
  const row = data.find((r) => r[0] === name);
  expect(row, `a row for ${name}`).toBeTruthy();
  return formatNumber(row![1], columns[1]!.format, { locale: 'en' });
}

/** ECharts' tooltip: the chart's child that holds no canvas. */
const tooltip = (page: Page, id: string) =>
  page.locator(`#${id} .vi-chart > div`).filter({ hasNot: page.locator('canvas') });
const clearButton = (page: Page, id: string) =>
  page.locator(`#${id}`).getByRole('button', { name: 'Clear selection' });
const filtersOf = (el: JSHandle<HTMLElement>) =>
  el.evaluate((e) => (e as unknown as { getFilters(): unknown[] }).getFilters());

/** Page coordinates of a point given in the chart's own pixels. */
async function onPage(el: JSHandle<HTMLElement>, x: number, y: number) {
  const box = await el.evaluate((e) => {
    const r = e.shadowRoot!.querySelector('.vi-chart')!.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  });
  return { x: box.left + x, y: box.top + y, box };
}

/** The middle of slice `i` of the donut, on the page, and its name. */
async function slice(el: JSHandle<HTMLElement>, i: number) {
  const at = await el.evaluate((e, index) => {
    const data = (e as Charted).chart.getModel().getSeriesByIndex(0).getData();
    const l = data.getItemLayout(index);
    const mid = (l.startAngle + l.endAngle) / 2;
    const r = (l.r + l.r0) / 2;
    return { x: l.cx + r * Math.cos(mid), y: l.cy + r * Math.sin(mid), name: data.getName(index) };
  }, i);
  return { ...(await onPage(el, at.x, at.y)), name: at.name };
}

/** The middle of bar `i` of the horizontal bar chart, on the page, and its category. */
async function barAt(el: JSHandle<HTMLElement>, i: number) {
  const { data } = await getData(el);
  const categories = await el.evaluate((e) => (e as Charted).chart.getOption().yAxis[0]!.data);
  const name = categories[i]!;
  const value = Number(data.find((r) => r[0] === name)![1]);
  const at = await el.evaluate(
    (e, [index, v]) => {
      const chart = (e as Charted).chart;
      const x = chart.convertToPixel({ xAxisIndex: 0 }, v! / 2) as number;
      const y = chart.convertToPixel({ yAxisIndex: 0 }, index!) as number;
      return { x, y };
    },
    [i, value],
  );
  return { ...(await onPage(el, at.x, at.y)), name, count: categories.length };
}

/**
 * Holds back the code a first tap loads (ECharts' tooltip, and the runtime's touch handling), so that it surely
 * arrives after the finger has lifted: the tap is still understood, and its tooltip appears.
 */
async function holdLazyCode(page: Page) {
  const state = { arrived: false };
  await page.route(/\/chunks\/(tooltip|touch)-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    state.arrived = true;
    await route.continue();
  });
  return state;
}

/** Waits for the drawing to settle (the slices and bars grow in). */
async function drawn(page: Page, el: JSHandle<HTMLElement>) {
  await expect.poll(() => el.evaluate((e) => window.vizInk(e))).toBeGreaterThan(0.02);
  await page.waitForTimeout(700);
}

test('donut: a tap shows the slice’s value without selecting, a second tap selects, a tap outside dismisses', async ({
  viz,
}) => {
  const { page } = viz;
  const el = await viz.mount({ type: 'donut-chart', ...donut }, { id: 'donut', width: WIDTH, height: 300 });
  await drawn(page, el);
  const s = await slice(el, 0);
  const value = await shownValue(el, s.name);

  // The first tap of the page: the code for taps and tooltips starts loading with it, and the tip still appears
  // under the finger once it is in.
  const tipCode = await holdLazyCode(page);
  await page.touchscreen.tap(s.x, s.y);
  expect(tipCode.arrived, 'the lazy code arrived before the tap ended').toBe(false);
  await expect(tooltip(page, 'donut')).toBeVisible();
  await expect(tooltip(page, 'donut')).toContainText(s.name);
  await expect(tooltip(page, 'donut')).toContainText(value);
  await page.waitForTimeout(400); // a selection would have been published by now
  expect(await viz.events('changedFilters', 'donut')).toEqual([]);
  await expect(clearButton(page, 'donut')).toBeHidden();

  // The same slice again: selected, the context is filtered, the way back is offered.
  await page.touchscreen.tap(s.x, s.y);
  await expect(clearButton(page, 'donut')).toBeVisible();
  const [changed] = await viz.events('changedFilters', 'donut');
  expect(changed!.detail.filters).toEqual([
    {
      condition: 'and',
      filters: [
        { expression: '? in ?', parameters: [{ columnId: 'channel', datasetId: 'sales' }, [s.name]] },
      ],
    },
  ]);

  // A tap elsewhere on the page (outside the item) puts the tooltip away and keeps the selection.
  await page.touchscreen.tap(s.box.left + 20, s.box.top + s.box.height + 200);
  await expect(tooltip(page, 'donut')).toBeHidden();
  expect(await filtersOf(el)).toHaveLength(1);
});

test('bar chart (axis tooltip): a tap reads a bar, another bar reads that one, a second tap on it selects, a tap in an empty corner dismisses (and the next one clears)', async ({
  viz,
}) => {
  const { page } = viz;
  const el = await viz.mount({ type: 'bar-chart', ...bar }, { id: 'bar', width: WIDTH, height: 300 });
  await drawn(page, el);
  const first = await barAt(el, 0);
  const last = await barAt(el, first.count - 1);

  const tipCode = await holdLazyCode(page);
  await page.touchscreen.tap(first.x, first.y);
  expect(tipCode.arrived, 'the lazy code arrived before the tap ended').toBe(false);
  await expect(tooltip(page, 'bar')).toBeVisible();
  await expect(tooltip(page, 'bar')).toContainText(first.name);
  await expect(tooltip(page, 'bar')).toContainText(await shownValue(el, first.name));

  await page.touchscreen.tap(last.x, last.y);
  await expect(tooltip(page, 'bar')).toContainText(last.name);
  await expect(tooltip(page, 'bar')).toContainText(await shownValue(el, last.name));
  await page.waitForTimeout(400);
  expect(await viz.events('changedFilters', 'bar')).toEqual([]);

  await page.touchscreen.tap(last.x, last.y);
  await expect(clearButton(page, 'bar')).toBeVisible();
  const [changed] = await viz.events('changedFilters', 'bar');
  expect(changed!.detail.filters).toEqual([
    {
      condition: 'and',
      filters: [
        {
          expression: '? in ?',
          parameters: [{ columnId: 'product_category', datasetId: 'sales' }, [last.name]],
        },
      ],
    },
  ]);

  // The chart's bottom-right corner, under the value axis: no data there.
  const corner = await onPage(el, 0, 0).then(({ box }) => ({ x: box.width - 4, y: box.height - 4 }));
  expect(
    await el.evaluate((e, p) => (e as Charted).chart.containPixel({ gridIndex: 0 }, [p.x, p.y]), corner),
  ).toBe(false);
  const c = await onPage(el, corner.x, corner.y);
  await page.touchscreen.tap(c.x, c.y);
  await expect(tooltip(page, 'bar')).toBeHidden();
  expect(await filtersOf(el)).toHaveLength(1);
  // With no tooltip left to put away, a tap on the background clears the selection, as a click there does.
  await page.touchscreen.tap(c.x, c.y);
  await expect(clearButton(page, 'bar')).toBeHidden();
  expect(await filtersOf(el)).toEqual([]);
});

test('line chart: a tap anywhere in a week’s band reads that week, a second tap in the band selects it', async ({
  viz,
}) => {
  const { page } = viz;
  const el = await viz.mount({ type: 'line-chart', ...line }, { id: 'line', width: WIDTH, height: 300 });
  await drawn(page, el);
  const { data, columns } = await getData(el);
  const i = Math.floor(data.length / 2);
  const x = await el.evaluate(
    (e, index) => (e as Charted).chart.convertToPixel({ xAxisIndex: 0 }, index) as number,
    i,
  );
  const high = await onPage(el, x, 40);
  const low = await onPage(el, x + 2, 150);
  const value = formatNumber(data[i]![1], columns[1]!.format, { locale: 'en' });

  await page.touchscreen.tap(high.x, high.y);
  await expect(tooltip(page, 'line')).toBeVisible();
  await expect(tooltip(page, 'line')).toContainText(value);
  await page.waitForTimeout(400);
  expect(await viz.events('changedFilters', 'line')).toEqual([]);

  await page.touchscreen.tap(low.x, low.y);
  await expect(clearButton(page, 'line')).toBeVisible();
  const [changed] = await viz.events('changedFilters', 'line');
  const filter = (changed!.detail.filters as { filters: { parameters: unknown[] }[] }[])[0]!.filters[0]!;
  expect(filter.parameters[1]).toEqual([data[i]![0]]);
});

test('a long press selects at once, while the finger is still down', async ({ viz }) => {
  const { page } = viz;
  const el = await viz.mount({ type: 'donut-chart', ...donut }, { id: 'donut', width: WIDTH, height: 300 });
  await drawn(page, el);
  const s = await slice(el, 1);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: s.x, y: s.y }],
  });
  await expect.poll(() => viz.events('changedFilters', 'donut').then((l) => l.length)).toBe(1);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const [changed] = await viz.events('changedFilters', 'donut');
  expect(JSON.stringify(changed!.detail.filters)).toContain(JSON.stringify([s.name]));
  await expect(clearButton(page, 'donut')).toBeVisible();
  await expect(tooltip(page, 'donut')).toContainText(s.name);
  // Lifting the finger after a long press is not a tap: the selection stays.
  await page.waitForTimeout(400);
  expect(await viz.events('changedFilters', 'donut')).toHaveLength(1);
});

test('custom events: the reading tap raises none, the selecting tap raises one', async ({ viz }) => {
  const { page } = viz;
  const el = await viz.mount(
    {
      type: 'bar-chart',
      ...bar,
      options: {
        ...bar.options,
        interactivity: { customEvents: { enabled: true, event: 'category-clicked' } },
      },
    },
    { id: 'bar', width: WIDTH, height: 300 },
  );
  await drawn(page, el);
  const b = await barAt(el, 1);
  await page.touchscreen.tap(b.x, b.y);
  await expect(tooltip(page, 'bar')).toContainText(b.name);
  await page.waitForTimeout(400);
  expect(await viz.events('customEvent', 'bar')).toEqual([]);
  await page.touchscreen.tap(b.x, b.y);
  await expect.poll(() => viz.events('customEvent', 'bar').then((l) => l.length)).toBe(1);
  const [custom] = await viz.events('customEvent', 'bar');
  expect(custom!.detail.data).toMatchObject({ event: 'category-clicked', value: b.name });
  expect(await viz.events('changedFilters', 'bar')).toEqual([]);
});

test('a pen taps like a finger: the first press reads the slice, the second selects it', async ({ viz }) => {
  const { page } = viz;
  const el = await viz.mount({ type: 'donut-chart', ...donut }, { id: 'donut', width: WIDTH, height: 300 });
  await drawn(page, el);
  const s = await slice(el, 0);
  const cdp = await page.context().newCDPSession(page);
  const pen = async () => {
    for (const type of ['mousePressed', 'mouseReleased'] as const)
      await cdp.send('Input.dispatchMouseEvent', {
        type,
        x: s.x,
        y: s.y,
        button: 'left',
        clickCount: 1,
        pointerType: 'pen',
      });
  };
  await pen();
  await expect(tooltip(page, 'donut')).toContainText(await shownValue(el, s.name));
  await page.waitForTimeout(400);
  expect(await viz.events('changedFilters', 'donut')).toEqual([]);
  await pen();
  await expect.poll(() => viz.events('changedFilters', 'donut').then((l) => l.length)).toBe(1);
  await expect(clearButton(page, 'donut')).toBeVisible();
});

test('a mouse on the same touch-capable page still selects with one click', async ({ viz }) => {
  const { page } = viz;
  const el = await viz.mount({ type: 'donut-chart', ...donut }, { id: 'donut', width: WIDTH, height: 300 });
  await drawn(page, el);
  const s = await slice(el, 0);
  await page.mouse.click(s.x, s.y);
  await expect.poll(() => viz.events('changedFilters', 'donut').then((l) => l.length)).toBe(1);
  await expect(clearButton(page, 'donut')).toBeVisible();
  await expect(tooltip(page, 'donut')).toContainText(s.name);
});
