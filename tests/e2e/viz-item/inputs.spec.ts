/** Inputs: bad input, attributes, re-rendering without leaks, themes and dark mode, locales, time zones, a11y. */
import { demoEntry as entry, getItemTypeDefinition } from '../../../src/viz-item/definitions';
import { setDemoReferenceDate } from '../../../src/viz-item/data/clock';
import { getRows } from '../../../src/viz-item/data/datasets';
import { expect, REFERENCE_DATE, test } from './fixtures';
import type { JSHandle } from '@playwright/test';

const bar = getItemTypeDefinition('bar-chart')!.demo;
const message = (el: JSHandle<HTMLElement>) =>
  el.evaluate((e) => e.shadowRoot!.querySelector('.vi-message:not([hidden])')?.textContent ?? null);
const setInput = (el: JSHandle<HTMLElement>, key: string, value: unknown) =>
  el.evaluate(
    async (e, [k, v]) => {
      const next = window.vizNextRender(e);
      (e as unknown as Record<string, unknown>)[k as string] = v;
      return next;
    },
    [key, value] as const,
  );

test.describe('bad input', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['unknown type', { type: 'bar-chrt' }, 'Unknown item type "bar-chrt" (did you mean "bar-chart"?)'],
    [
      'missing required slot',
      { type: 'line-chart', slots: [bar.slots[1]] },
      'Missing required slot "x-axis"',
    ],
    [
      'unknown column',
      {
        type: 'bar-chart',
        slots: [{ name: 'measure', content: [{ datasetId: 'sales', columnId: 'turnover' }] }],
      },
      'Column "turnover" does not exist in dataset "sales"',
    ],
    [
      'malformed options',
      { type: 'bar-chart', ...bar, options: { mode: 'sideways' } },
      'options.mode must be one of',
    ],
    [
      'malformed filters',
      {
        type: 'bar-chart',
        ...bar,
        filters: [{ condition: 'and', filters: [{ expression: '? has ?', parameters: [] }] }],
      },
      'unknown expression "? has ?"',
    ],
  ];
  for (const [name, def, text] of cases) {
    test(`${name}: a message in the item and one console warning`, async ({ sharedViz: viz }) => {
      const el = await viz.mount(def, { id: 'bad' });
      expect(await message(el)).toContain(text);
      // The same bad input rendered again does not warn again.
      await setInput(el, 'contextId', 'another');
      expect(viz.warnings).toHaveLength(1);
      expect(viz.warnings[0]).toContain(text);
      const rendered = await viz.events('rendered', 'bad');
      expect(rendered[0]!.detail.error).toContain(text);
      // Fixing the input draws the chart.
      await el.evaluate(async (e, slots) => {
        const next = window.vizNextRender(e);
        Object.assign(e, { type: 'bar-chart', filters: undefined, options: {}, slots });
        await next;
      }, bar.slots);
      expect(await message(el)).toBeNull();
      await expect.poll(() => el.evaluate((e) => window.vizInk(e))).toBeGreaterThan(0.015);
    });
  }

  test('invalid JSON in an attribute, then fixed', async ({ sharedViz: viz }) => {
    await viz.page.evaluate((slots) => {
      const root = document.getElementById('root')!;
      const json = JSON.stringify(slots).replace(/'/g, '&#39;');
      root.innerHTML = `<viz-item id="attr" type="bar-chart" slots='${json}' options='{"title": {"en": "From attributes"}'></viz-item>`;
    }, bar.slots);
    const el = await viz.page.evaluateHandle(() => document.getElementById('attr')!);
    await expect.poll(() => message(el)).toContain('The options attribute is not valid JSON');
    await el.evaluate(async (e) => {
      const next = window.vizNextRender(e);
      e.setAttribute('options', '{"title": {"en": "From attributes"}}');
      await next;
    });
    expect(await message(el)).toBeNull();
    await expect(viz.page.locator('#attr .vi-title')).toHaveText('From attributes');
    expect(viz.warnings).toHaveLength(1);
  });

  test('an item given only a type shows a neutral empty state without warning', async ({
    sharedViz: viz,
  }) => {
    const el = await viz.mount({ type: 'column-chart' }, { id: 'empty' });
    expect(await message(el)).toContain('No data to show');
    expect(viz.warnings).toEqual([]);
  });
});

test('re-rendering keeps one chart instance and canvas; removing the item disposes it', async ({
  sharedViz: viz,
}) => {
  const el = await viz.mount({ type: 'bar-chart', ...bar }, { id: 'bar' });
  await el.evaluate(
    (e) =>
      ((window as unknown as { firstCanvas: Element }).firstCanvas = e.shadowRoot!.querySelector('canvas')!),
  );
  const columnSlots = [{ name: 'x-axis', content: [entry('sales', 'channel')] }, bar.slots[1]];
  // Inputs set in the same task are applied together in one update.
  for (const change of [
    { options: { mode: 'stacked', locale: 'nl' } },
    { type: 'column-chart', slots: columnSlots },
    { type: 'line-chart' },
    {
      filters: [
        {
          condition: 'and',
          filters: [
            { expression: '? = ?', parameters: [{ columnId: 'channel', datasetId: 'sales' }, 'Online'] },
          ],
        },
      ],
    },
  ]) {
    await el.evaluate(async (e, c) => {
      const next = window.vizNextRender(e);
      Object.assign(e, c);
      await next;
    }, change);
    expect(await message(el)).toBeNull();
    expect(await el.evaluate((e) => e.shadowRoot!.querySelectorAll('canvas').length)).toBe(1);
    expect(
      await el.evaluate(
        (e) =>
          e.shadowRoot!.querySelector('canvas') ===
          (window as unknown as { firstCanvas: Element }).firstCanvas,
      ),
    ).toBe(true);
  }
  expect(
    await el.evaluate((e) =>
      (e as unknown as { getData(): { data: unknown[][] } }).getData().data.map((r) => r[0]),
    ),
  ).toEqual(['Online']);
  await el.evaluate((e) => e.remove());
  expect(await el.evaluate((e) => (e as unknown as { chart: unknown }).chart)).toBeNull();
  expect(await el.evaluate((e) => e.shadowRoot!.querySelectorAll('canvas').length)).toBe(0);
});

test('follows the page dark mode when no theme is given; a theme wins', async ({ sharedViz: viz }) => {
  const auto = await viz.mount({ type: 'bar-chart', ...bar }, { id: 'auto' });
  const themed = await viz.mount(
    { type: 'bar-chart', ...bar, options: { theme: { id: 'orion' } } },
    { id: 'themed' },
  );
  const bg = (el: JSHandle<HTMLElement>) => el.evaluate((e) => getComputedStyle(e).backgroundColor);
  expect(await bg(auto)).toBe('rgb(255, 255, 255)');
  expect(await bg(themed)).toBe('rgb(251, 250, 247)');
  await viz.page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expect.poll(() => bg(auto)).toBe('rgb(27, 27, 29)');
  expect(await bg(themed)).toBe('rgb(251, 250, 247)');
  await viz.page.evaluate(() => document.documentElement.removeAttribute('data-theme'));
  await expect.poll(() => bg(auto)).toBe('rgb(255, 255, 255)');
  await setInput(themed, 'options', {
    theme: { itemsBackground: '#1e1e2f', colors: ['#ff6b6b'], font: { fontFamily: 'Roboto', fontSize: 16 } },
  });
  expect(await bg(themed)).toBe('rgb(30, 30, 47)');
  expect(await themed.evaluate((e) => getComputedStyle(e).fontFamily)).toMatch(/^Roboto/);
  expect(await themed.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(229, 231, 235)');
});

test('locales translate labels and formats; time zones move datetimes', async ({ sharedViz: viz }) => {
  const table = (locale: string, timezoneId = 'UTC') => ({
    type: 'regular-table',
    slots: [
      {
        name: 'columns',
        content: [
          entry('sales', 'date', { level: 6, label: undefined }),
          entry('sales', 'revenue', { label: undefined }),
        ],
      },
    ],
    options: { locale, timezoneId, limit: { number: 1 } },
  });
  const headers = (id: string) => viz.page.locator(`#${id} thead th`).allTextContents();
  const cells = (id: string) => viz.page.locator(`#${id} tbody tr`).first().locator('td').allTextContents();
  await viz.mount(table('en'), { id: 'en' });
  await viz.mount(table('nl'), { id: 'nl' });
  await viz.mount(table('fr', 'America/Guatemala'), { id: 'fr' });
  expect((await headers('en')).map((h) => h.replace(/[▲▼]/g, ''))).toEqual(['Order date', 'Revenue']);
  expect((await headers('nl')).map((h) => h.replace(/[▲▼]/g, ''))).toEqual(['Besteldatum', 'Omzet']);
  expect((await headers('fr')).map((h) => h.replace(/[▲▼]/g, ''))).toEqual([
    'Date de commande',
    "Chiffre d'affaires",
  ]);
  const [enDate, enRevenue] = await cells('en');
  const [nlDate, nlRevenue] = await cells('nl');
  const [frDate] = await cells('fr');
  expect(enRevenue).toMatch(/^€[\d,]+$/);
  expect(nlRevenue).toMatch(/^€\s[\d.]+$/);
  expect(enDate).toMatch(/2022, 0?\d:00 [AP]M|2022, \d\d:00/);
  expect(nlDate).toMatch(/2022/);
  // The first order happened in the morning UTC; in Guatemala (UTC-6) its hour is 6 hours earlier.
  const hour = (s: string) => Number(/(\d{1,2}):00/.exec(s)![1]);
  expect((hour(enDate!) - hour(frDate!) + 24) % 24).toBe(6);
});

test('accessible: name, role, focus, a data table for screen readers, keyboard', async ({
  sharedViz: viz,
}) => {
  const el = await viz.mount(
    { type: 'bar-chart', ...bar, options: { ...bar.options, locale: 'fr' } },
    { id: 'bar' },
  );
  await expect(viz.page.getByRole('figure', { name: "Chiffre d'affaires par catégorie" })).toBeVisible();
  const sr = viz.page.locator('#bar table.vi-sr-only');
  await expect(sr.locator('caption')).toContainText("Chiffre d'affaires par catégorie");
  await expect(sr.locator('thead th')).toHaveText(['Catégorie de produit', "Chiffre d'affaires"]);
  await expect(sr.locator('tbody tr')).toHaveCount(4);
  await viz.page.keyboard.press('Tab');
  expect(await el.evaluate((e) => document.activeElement === e)).toBe(true);
  const filter = await viz.mount(
    { type: 'slicer-filter', slots: [{ name: 'dimension', content: [entry('sales', 'channel')] }] },
    { id: 'slicer' },
  );
  expect(await filter.evaluate((e) => e.getAttribute('role'))).toBe('group');
  await expect(viz.page.locator('#slicer').getByRole('button', { name: /Online/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('tooltips arrive when the reader reaches for a chart: under a pointer at rest, at the keyboard point', async ({
  viz,
}) => {
  // ECharts' tooltip is loaded on the first pointer or focus (element-chart.ts, wantTooltip); values are in <strong>.
  await viz.mount({ type: 'bar-chart', ...bar }, { id: 'bar', width: 600, height: 360 });
  const barTip = viz.page.locator('#bar strong');
  await expect(barTip).toHaveCount(0);
  // The pointer comes to rest over the plot before the tooltip has loaded: the tip appears under it.
  await viz.page.locator('#bar canvas').first().hover();
  await expect(barTip.first()).toBeVisible();
  await expect(barTip.first()).toHaveText(/\d/);

  // A chart drawn before, reached with the keyboard: arrows walk the points and the tip follows.
  await viz.page.mouse.move(0, 0);
  const line = getItemTypeDefinition('line-chart')!.demo;
  const el = await viz.mount({ type: 'line-chart', ...line }, { id: 'line', width: 600, height: 360 });
  await el.evaluate((e) => e.focus());
  await viz.page.keyboard.press('ArrowRight');
  await expect(viz.page.locator('#line strong').first()).toBeVisible();
  expect(viz.warnings).toEqual([]);
});

test('responsive: the drawing follows the element size', async ({ sharedViz: viz }) => {
  const el = await viz.mount({ type: 'bar-chart', ...bar }, { id: 'bar', width: 400, height: 300 });
  const width = () =>
    el.evaluate((e) => e.shadowRoot!.querySelector('canvas')!.getBoundingClientRect().width);
  const before = await width();
  await el.evaluate((e) => (e.style.width = '700px'));
  await expect.poll(width).toBeGreaterThan(before + 250);
});

test('a saved item by dashboardId and itemId, with option overrides', async ({ sharedViz: viz }) => {
  const el = await viz.mount(
    {
      dashboardId: '3f1c2b7e-5d4a-4e8b-9a61-0c2d7e9f4b15',
      itemId: '8a2e6c41-93b7-4f0d-b5e2-71c9d3a0f6e8',
      options: { locale: 'nl' },
    },
    { id: 'saved' },
  );
  await expect(viz.page.locator('#saved .vi-title')).toHaveText('Omzet per productcategorie');
  expect(
    await el.evaluate((e) => (e as unknown as { getData(): { data: unknown[][] } }).getData().data.length),
  ).toBe(4);
  const missing = await viz.mount({ dashboardId: 'nope', itemId: 'nope' }, { id: 'missing' });
  expect(await message(missing)).toContain('Item "nope" was not found');
});

test('an evolution number with an average formula compares month to date with the same days before', async ({
  sharedViz: viz,
}) => {
  setDemoReferenceDate(REFERENCE_DATE);
  const rows = getRows('volumes');
  const avg = (from: string, to: string) => {
    const sel = rows.filter(
      (r) => (r.date as number) >= Date.parse(from) && (r.date as number) <= Date.parse(to),
    );
    return sel.reduce((s, r) => s + (r.volume as number), 0) / sel.length;
  };
  const current = avg('2025-06-01', '2025-06-15');
  const previous = avg('2025-05-01', '2025-05-15');
  await viz.mount(
    {
      type: 'evolution-number',
      slots: [
        {
          name: 'measure',
          content: [
            {
              formula: 'SUM({volumes:volume}) / COUNT({volumes:volume})',
              label: { en: 'Average volume' },
              format: ',.1f',
            },
          ],
        },
        { name: 'evolution', content: [entry('volumes', 'date', { level: 3 })] },
      ],
      options: { theme: { id: 'default_dark' } },
    },
    { id: 'evo' },
  );
  await expect(viz.page.locator('#evo .num-value')).toHaveText(
    current.toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  );
  const change = ((current - previous) / previous) * 100;
  await expect(viz.page.locator('#evo .evo')).toHaveText(
    `${change >= 0 ? '▲' : '▼'} ${change >= 0 ? '+' : '-'}${Math.abs(change).toFixed(1)}%`,
  );
});

test('text items render a safe subset of markup and never run or load anything from options', async ({
  sharedViz: viz,
}) => {
  const html =
    '<h3>Title</h3><p>Some <b>bold</b> and <a href="javascript:window.__a=1">a bad link</a> and <a href="https://quantaloop.example/docs">a good one</a>.</p>' +
    '<img src="/missing.png" onerror="window.__b=1"><script>window.__c=1</script><style>p{color:red}</style><iframe src="https://quantaloop.example"></iframe><p onclick="window.__d=1">click</p>';
  await viz.mount({ type: 'text', options: { html: { en: html } } }, { id: 'text' });
  const text = viz.page.locator('#text .vi-text');
  await expect(text.locator('h3')).toHaveText('Title');
  await expect(text.locator('b')).toHaveText('bold');
  await expect(text.locator('img, script, style, iframe')).toHaveCount(0);
  await expect(text.locator('a', { hasText: 'a bad link' })).not.toHaveAttribute('href');
  await expect(text.locator('a', { hasText: 'a good one' })).toHaveAttribute(
    'href',
    'https://quantaloop.example/docs',
  );
  await text.locator('p', { hasText: 'click' }).click();
  await text.locator('a', { hasText: 'a bad link' }).click();
  expect(
    await viz.page.evaluate(() =>
      [0, 1, 2, 3].map((i) => (window as unknown as Record<string, unknown>)[`__${'abcd'[i]}`]),
    ),
  ).toEqual([undefined, undefined, undefined, undefined]);
});

test('updates leave nothing stale: stacked to grouped, guidelines removed', async ({ sharedViz: viz }) => {
  const column = getItemTypeDefinition('column-chart')!.demo;
  const el = await viz.mount(
    { type: 'column-chart', ...column, options: { mode: 'stacked', guidelines: [{ value: 500000 }] } },
    { id: 'col' },
  );
  const model = () =>
    el.evaluate((e) => {
      const option = (
        e as unknown as {
          chart: { getOption(): { series: { stack?: string; markLine?: { data?: unknown[] } }[] } };
        }
      ).chart.getOption();
      return {
        stacks: option.series.map((s) => s.stack ?? null),
        markLines: option.series.map((s) => s.markLine?.data?.length ?? 0),
      };
    });
  expect(await model()).toEqual({ stacks: ['total', 'total', 'total'], markLines: [1, 0, 0] });
  await setInput(el, 'options', { mode: 'grouped' });
  expect(await model()).toEqual({ stacks: [null, null, null], markLines: [0, 0, 0] });
  await setInput(el, 'options', { mode: 'grouped', display: { values: 'absolute' } });
  expect(await model()).toEqual({ stacks: [null, null, null], markLines: [0, 0, 0] });
});
