/**
 * A chart over time whose last period is not over (the current week or month) draws it as partial and keys it
 * "Partial period". The key must read at every width: its box clear of every other text the chart draws (axis
 * labels, legend) and of the Clear selection button, inside the chart.
 */
import type { JSHandle } from '@playwright/test';
import { expect, test } from './fixtures';

/** A Wednesday: the current week has three days of data, the current month eighteen. */
const MIDWEEK = '2025-06-18T12:00:00Z';

const date = (level: number) => ({
  datasetId: 'volumes',
  columnId: 'date',
  type: 'datetime',
  level,
  lowestLevel: 5,
  label: { en: 'Date' },
});
const volume = {
  datasetId: 'volumes',
  columnId: 'volume',
  type: 'numeric',
  aggregationFunc: 'sum',
  format: ',.0f',
  label: { en: 'Volume' },
};
const CHARTS: Record<string, Record<string, unknown>> = {
  'weekly line': {
    type: 'line-chart',
    slots: [
      { name: 'x-axis', content: [date(4)] },
      { name: 'measure', content: [volume] },
    ],
    options: { title: { en: 'Weekly volume' } },
  },
  'weekly stacked area with a legend': {
    type: 'area-chart',
    slots: [
      { name: 'x-axis', content: [date(4)] },
      { name: 'measure', content: [volume] },
      {
        name: 'legend',
        content: [
          { datasetId: 'volumes', columnId: 'product_line', type: 'hierarchy', label: { en: 'Line' } },
        ],
      },
    ],
    options: { title: { en: 'Weekly volume per product line' }, mode: 'stacked' },
  },
  'monthly columns': {
    type: 'column-chart',
    slots: [
      { name: 'x-axis', content: [date(3)] },
      { name: 'measure', content: [volume] },
    ],
    options: { title: { en: 'Volume per month' } },
  },
};

interface Box {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every text the chart's canvas shows, with its box in canvas pixels, and the Clear selection button's box. */
function layout(el: JSHandle<HTMLElement>) {
  return el.evaluate((item) => {
    type Rect = { x: number; y: number; width: number; height: number; clone(): Rect };
    type Shape = {
      invisible?: boolean;
      style?: { text?: unknown; opacity?: number };
      transform?: number[];
      getBoundingRect(): Rect & { applyTransform(m: number[]): void };
    };
    const chart = (item as unknown as { chart: { getZr(): { storage: { getDisplayList(): Shape[] } } } })
      .chart;
    const canvas = item.shadowRoot!.querySelector('.vi-chart')!.getBoundingClientRect();
    const texts = chart
      .getZr()
      .storage.getDisplayList()
      .filter((s) => !s.invisible && typeof s.style?.text === 'string' && s.style.text.trim() !== '')
      .map((s) => {
        const r = s.getBoundingRect().clone() as Rect & { applyTransform(m: number[]): void };
        if (s.transform) r.applyTransform(s.transform);
        // A rich text's markup ({swatch|}) is not what the reader sees.
        const text = String(s.style!.text).replace(/\{\w+\|([^}]*)\}/g, '$1');
        return { text, x: r.x, y: r.y, width: r.width, height: r.height };
      });
    const button = item.shadowRoot!.querySelector('[part="clear-selection"]') as HTMLElement;
    const b = button.getBoundingClientRect();
    return {
      texts,
      size: { width: canvas.width, height: canvas.height },
      clear: button.hidden
        ? null
        : { x: b.x - canvas.x, y: b.y - canvas.y, width: b.width, height: b.height },
    };
  });
}

const overlaps = (a: Box | Omit<Box, 'text'>, b: Box | Omit<Box, 'text'>) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [name, def] of Object.entries(CHARTS))
  for (const width of [280, 390, 1400])
    test(`${name} at ${width} px: the partial-period key clears other text and the Clear selection button`, async ({
      viz,
    }) => {
      await viz.page.setViewportSize({ width: 1500, height: 900 });
      await viz.page.evaluate((d) => window.vizSetReferenceDate(d), MIDWEEK);
      const el = await viz.mount(def, { id: 'item', width });
      // Select the partial period itself, so the Clear selection button shows over the chart's top corner.
      await el.evaluate(async (item) => {
        const api = item as unknown as {
          getData(): { data: unknown[][] };
          setSelectedData(v: unknown[]): void;
        };
        const rows = api.getData().data;
        const next = window.vizNextRender(item);
        api.setSelectedData([rows[rows.length - 1]![0]]);
        await next;
      });
      const { texts, size, clear } = await layout(el);
      const keys = texts.filter((t) => t.text === 'Partial period');
      expect(keys, 'one "Partial period" key').toHaveLength(1);
      const key = keys[0]!;
      expect(key.x).toBeGreaterThanOrEqual(0);
      expect(key.y).toBeGreaterThanOrEqual(0);
      expect(key.x + key.width).toBeLessThanOrEqual(size.width);
      expect(key.y + key.height).toBeLessThanOrEqual(size.height);
      for (const other of texts.filter((t) => t !== key))
        expect(overlaps(key, other), `"Partial period" over "${other.text}"`).toBe(false);
      expect(clear, 'the Clear selection button shows').not.toBeNull();
      expect(overlaps(key, clear!), '"Partial period" under the Clear selection button').toBe(false);
      expect(viz.warnings).toEqual([]);
    });

test('the keyboard reaches the partial period and its tooltip says so', async ({ viz }) => {
  await viz.page.evaluate((d) => window.vizSetReferenceDate(d), MIDWEEK);
  const el = await viz.mount(CHARTS['weekly line']!, { id: 'item', width: 390 });
  await el.evaluate((e) => e.focus());
  await viz.page.keyboard.press('ArrowRight');
  const header = viz.page.locator('#item strong').first().locator('xpath=../../..');
  await expect(header).toContainText('W49 2024');
  await viz.page.keyboard.press('End');
  await expect(header).toContainText('W25 2025 (partial period)');
});
