/** Events with their documented payloads, selections by keyboard, mouse and setSelectedData, custom events. */
import { getItemTypeDefinition } from '../../../src/viz-item/definitions';
import { expect, test } from './fixtures';

const bar = getItemTypeDefinition('bar-chart')!.demo;
const donut = getItemTypeDefinition('donut-chart')!.demo;

test('load once, rendered after every input change, with the common payload', async ({ sharedViz: viz }) => {
  const el = await viz.mount(
    {
      type: 'bar-chart',
      ...bar,
      itemId: 'revenue-bar',
      contextId: 'ctx-a',
      options: { ...bar.options, locale: 'nl' },
    },
    { id: 'bar' },
  );
  const load = await viz.events('load', 'bar');
  expect(load).toHaveLength(1);
  expect(load[0]!.detail).toMatchObject({
    type: 'load',
    itemId: 'revenue-bar',
    contextId: 'ctx-a',
    language: 'nl',
    itemType: 'bar-chart',
  });
  const first = await viz.events('rendered', 'bar');
  expect(first[0]!.detail).toMatchObject({
    type: 'rendered',
    itemId: 'revenue-bar',
    contextId: 'ctx-a',
    language: 'nl',
    options: { locale: 'nl' },
  });
  await el.evaluate(async (e) => {
    const next = window.vizNextRender(e);
    (e as unknown as { options: object }).options = { locale: 'fr', mode: 'stacked' };
    await next;
  });
  const after = await viz.events('rendered', 'bar');
  expect(after.length).toBe(first.length + 1);
  expect(after[after.length - 1]!.detail).toMatchObject({
    language: 'fr',
    options: { locale: 'fr', mode: 'stacked' },
  });
  expect(await viz.events('load', 'bar')).toHaveLength(1);
});

test('keyboard selection emits changedFilters; selecting again clears', async ({ sharedViz: viz }) => {
  const el = await viz.mount({ type: 'bar-chart', ...bar, contextId: 'kb' }, { id: 'bar' });
  await el.evaluate((e) => e.focus());
  await viz.page.keyboard.press('ArrowRight');
  await viz.page.keyboard.press('Enter');
  // The page's first keys wait for the keyboard's code (loaded with them), then are handled in order.
  await expect.poll(() => viz.events('changedFilters', 'bar').then((l) => l.length)).toBe(1);
  const [changed] = await viz.events('changedFilters', 'bar');
  const expected = [
    {
      condition: 'and',
      filters: [
        {
          expression: '? in ?',
          parameters: [{ columnId: 'product_category', datasetId: 'sales' }, ['Electronics']],
        },
      ],
    },
  ];
  expect(changed!.detail).toMatchObject({
    type: 'changedFilters',
    contextId: 'kb',
    language: 'en',
    origin: 'filterFromVizItem',
    item: { type: 'bar-chart', contextId: 'kb' },
    changed: expected,
    filters: expected,
  });
  expect(await el.evaluate((e) => (e as unknown as { getFilters(): unknown }).getFilters())).toEqual(
    expected,
  );
  await viz.page.keyboard.press('Enter');
  const events = await viz.events('changedFilters', 'bar');
  expect(events).toHaveLength(2);
  expect(events[1]!.detail.filters).toEqual([]);
  expect(events[1]!.detail.changed).toEqual(expected);
  expect(await el.evaluate((e) => (e as unknown as { getFilters(): unknown[] }).getFilters())).toEqual([]);
});

test('a mouse click on a slice selects it', async ({ sharedViz: viz }) => {
  const el = await viz.mount({ type: 'donut-chart', ...donut }, { id: 'donut', width: 500, height: 320 });
  await expect.poll(() => el.evaluate((e) => window.vizInk(e))).toBeGreaterThan(0.05);
  await viz.page.waitForTimeout(600); // the slices finish growing
  const box = await el.evaluate((e) => {
    const r = e.shadowRoot!.querySelector('.vi-chart')!.getBoundingClientRect();
    return { x: r.x, y: r.y, w: r.width, h: r.height };
  });
  // The ring is centred at (50%, 46%); its right side (3 o'clock) is the largest slice, Online.
  const radius = (Math.min(box.w, box.h) / 2) * 0.55;
  await viz.page.mouse.click(box.x + box.w / 2 + radius, box.y + box.h * 0.46);
  const [changed] = await viz.events('changedFilters', 'donut');
  expect(changed!.detail.filters).toEqual([
    {
      condition: 'and',
      filters: [
        { expression: '? in ?', parameters: [{ columnId: 'channel', datasetId: 'sales' }, ['Online']] },
      ],
    },
  ]);
});

test('setSelectedData selects programmatically and null clears', async ({ sharedViz: viz }) => {
  const el = await viz.mount({ type: 'donut-chart', ...donut }, { id: 'donut' });
  await el.evaluate((e) =>
    (e as unknown as { setSelectedData(v: unknown): void }).setSelectedData(['Retail', 'Online']),
  );
  await expect.poll(() => viz.events('changedFilters', 'donut').then((l) => l.length)).toBe(1);
  const [ev] = await viz.events('changedFilters', 'donut');
  expect(
    (ev!.detail.filters as { filters: { parameters: unknown[] }[] }[])[0]!.filters[0]!.parameters[1],
  ).toEqual(['Retail', 'Online']);
  await el.evaluate((e) => (e as unknown as { setSelectedData(v: unknown): void }).setSelectedData(null));
  await expect
    .poll(() => el.evaluate((e) => (e as unknown as { getFilters(): unknown[] }).getFilters().length))
    .toBe(0);
});

test('custom events replace selection when enabled', async ({ sharedViz: viz }) => {
  const el = await viz.mount(
    {
      type: 'bar-chart',
      ...bar,
      options: {
        ...bar.options,
        locale: 'nl',
        interactivity: { customEvents: { enabled: true, event: 'drill-down' } },
      },
    },
    { id: 'bar' },
  );
  await el.evaluate((e) => e.focus());
  await viz.page.keyboard.press('ArrowRight');
  await viz.page.keyboard.press('Enter');
  await expect.poll(() => viz.events('customEvent', 'bar').then((l) => l.length)).toBe(1);
  const [custom] = await viz.events('customEvent', 'bar');
  expect(custom!.detail).toMatchObject({
    type: 'customEvent',
    language: 'nl',
    data: {
      event: 'drill-down',
      language: 'nl',
      column: 'product_category',
      value: 'Electronics',
      label: 'Electronics',
    },
  });
  expect(await viz.events('changedFilters', 'bar')).toEqual([]);
});

test('Escape and a click on the background clear a selection', async ({ sharedViz: viz }) => {
  const el = await viz.mount({ type: 'bar-chart', ...bar }, { id: 'bar' });
  await el.evaluate((e) => (e as unknown as { setSelectedData(v: unknown): void }).setSelectedData(['Home']));
  await expect
    .poll(() => el.evaluate((e) => (e as unknown as { getFilters(): unknown[] }).getFilters().length))
    .toBe(1);
  await el.evaluate((e) => e.focus());
  await viz.page.keyboard.press('Escape');
  await expect
    .poll(() => el.evaluate((e) => (e as unknown as { getFilters(): unknown[] }).getFilters().length))
    .toBe(0);
});

test('the keyboard walks a parallel coordinates plot without an error (its lines highlight; ECharts cannot place an index-given tip there)', async ({
  viz,
}) => {
  const demo = getItemTypeDefinition('parallel-coordinates-plot')!.demo;
  const el = await viz.mount(
    { type: 'parallel-coordinates-plot', ...demo, contextId: 'kb-par' },
    { id: 'par' },
  );
  await el.evaluate((e) => e.focus());
  await viz.page.keyboard.press('ArrowRight');
  await viz.page.keyboard.press('ArrowRight');
  await viz.page.keyboard.press('Enter');
  await expect.poll(() => viz.events('changedFilters', 'par').then((l) => l.length)).toBe(1);
});

test('the page’s first keys, pressed before the keyboard’s code has arrived, walk and select in order', async ({
  viz,
}) => {
  // The code for keys (and taps) loads with the first one; held back here so that all three keys come first.
  let arrived = false;
  await viz.page.route(/\/chunks\/interaction-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    arrived = true;
    await route.continue();
  });
  const el = await viz.mount({ type: 'bar-chart', ...bar, contextId: 'kb-early' }, { id: 'bar' });
  const categories = await el.evaluate(
    (e) =>
      (e as unknown as { chart: { getOption(): { yAxis: { data: string[] }[] } } }).chart.getOption()
        .yAxis[0]!.data,
  );
  await el.evaluate((e) => e.focus());
  await viz.page.keyboard.press('ArrowRight');
  await viz.page.keyboard.press('ArrowRight');
  await viz.page.keyboard.press('Enter');
  expect(arrived, 'the keyboard code arrived before the keys were pressed').toBe(false);
  await expect.poll(() => viz.events('changedFilters', 'bar').then((l) => l.length)).toBe(1);
  const [changed] = await viz.events('changedFilters', 'bar');
  expect(JSON.stringify(changed!.detail.filters)).toContain(JSON.stringify([categories[1]]));
});
