/**
 * Chart labels never break inside a word: every ECharts item type's demo, and label-heavy types on long
 * multi-word names, at a phone tile (280 px), a phone (390 px) and a desktop width. A label wraps at spaces,
 * shrinks, or is left to the tooltip and legend; its drawn lines (zrender draws each line of a label as a
 * child of the label's text element) are whole words of its text.
 */
import type { JSHandle } from '@playwright/test';
import { listItemTypes, demoEntry as entry } from '../../../src/viz-item/definitions';
import { treemapTiles } from '../../../src/viz-item/render/layout';
import { RENDERER_TABLE } from '../../../src/viz-item/render/registry';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'parallel' });

const WIDTHS = [280, 390, 1000];

/** Labels whose drawn lines split a word of their text, as "text -> line / line". */
function splitLabels(el: JSHandle<HTMLElement>): Promise<string[]> {
  return el.evaluate((e) => {
    interface ZrEl {
      style?: { text?: unknown };
      invisible?: boolean;
      parent?: ZrEl;
    }
    const chart = (e as unknown as { chart?: { getZr: () => { storage: { getDisplayList: () => ZrEl[] } } } })
      .chart;
    if (!chart) return ['no chart'];
    // A rich text's markup ({swatch|}) is not a word the reader sees.
    const words = (t: string) =>
      t
        .replace(/\{\w+\|([^}]*)\}/g, '$1 ')
        .split(/\s+/)
        .filter(Boolean);
    const lines = new Map<ZrEl, string[]>();
    for (const el of chart.getZr().storage.getDisplayList())
      if (!el.invisible && typeof el.style?.text === 'string' && typeof el.parent?.style?.text === 'string')
        lines.set(el.parent, [...(lines.get(el.parent) ?? []), el.style.text]);
    const out: string[] = [];
    for (const [label, drawn] of lines) {
      const source = new Set(words(label.style!.text as string));
      if (drawn.flatMap(words).some((w) => !source.has(w)))
        out.push(`${JSON.stringify(label.style!.text)} -> ${drawn.join(' / ')}`);
    }
    return out;
  });
}

/** Lets the chart's animations finish (labels are laid out for the final state). */
async function settled(el: JSHandle<HTMLElement>): Promise<void> {
  await el.evaluate(() => new Promise((r) => setTimeout(r, 1200)));
}

const echartsTypes = listItemTypes().filter((d) => RENDERER_TABLE[d.type]![2] === 'echarts');

for (const def of echartsTypes)
  test(`${def.type}: no label breaks inside a word`, async ({ sharedViz: viz }) => {
    for (const width of WIDTHS) {
      const el = await viz.mount(
        { type: def.type, slots: def.demo.slots, options: def.demo.options },
        { width, height: 320 },
      );
      await settled(el);
      expect(await splitLabels(el), `${def.type} at ${width} px`).toEqual([]);
      await el.evaluate((e) => e.remove());
    }
  });

/** Long multi-word names (products: "Juniper notebook", "Glide backpack") in the types that draw names inside. */
const LONG_NAMES: [string, Record<string, unknown>[], Record<string, unknown>?][] = [
  [
    'donut-chart',
    [
      { name: 'category', content: [entry('sales', 'product')] },
      { name: 'measure', content: [entry('sales', 'revenue')] },
    ],
  ],
  [
    'treemap-chart',
    [
      { name: 'category', content: [entry('sales', 'product')] },
      { name: 'measure', content: [entry('sales', 'revenue')] },
      { name: 'color', content: [entry('sales', 'customer_segment')] },
    ],
  ],
  [
    'donut-chart',
    [
      { name: 'category', content: [entry('sales', 'product')] },
      { name: 'measure', content: [entry('sales', 'revenue')] },
    ],
    { display: { legend: false } },
  ],
  [
    'funnel-chart',
    [
      { name: 'category', content: [entry('sales', 'product')] },
      { name: 'measure', content: [entry('sales', 'revenue')] },
    ],
  ],
  [
    'bar-chart',
    [
      { name: 'y-axis', content: [entry('sales', 'product')] },
      { name: 'measure', content: [entry('sales', 'revenue')] },
    ],
  ],
  [
    'sunburst-chart',
    [
      { name: 'levels', content: [entry('sales', 'customer_segment'), entry('sales', 'product')] },
      { name: 'measure', content: [entry('sales', 'revenue')] },
    ],
  ],
];

for (const [type, slots, options = {}] of LONG_NAMES)
  test(`${type} with long names${options.display ? ', no legend' : ''}: no label breaks inside a word`, async ({
    sharedViz: viz,
  }) => {
    for (const width of WIDTHS) {
      const el = await viz.mount({ type, slots, options }, { width, height: 320 });
      await settled(el);
      expect(await splitLabels(el), `${type} at ${width} px`).toEqual([]);
      await el.evaluate((e) => e.remove());
    }
  });

const TREEMAP = LONG_NAMES.find(([type]) => type === 'treemap-chart')![1];

/**
 * The treemap fits each name to the tile it computes for it (render/layout.ts treemapTiles, a copy of
 * ECharts' squarified layout): those are the tiles ECharts draws, on one level and on two (with name bands).
 */
for (const [levels, slots] of [
  ['one level', TREEMAP.slice(0, 2)],
  ['two levels', TREEMAP],
] as const)
  test(`treemap labels are fitted to the tiles ECharts draws (${levels})`, async ({ sharedViz: viz }) => {
    for (const [width, height] of [
      [280, 320],
      [1000, 400],
    ]) {
      const el = await viz.mount({ type: 'treemap-chart', slots, options: {} }, { width, height });
      await settled(el);
      const drawn = await el.evaluate((e) => {
        interface Node {
          depth: number;
          children: Node[];
          getValue: () => number;
          getLayout: () => { x: number; y: number; width: number; height: number } | undefined;
          name: string;
        }
        const chart = (
          e as unknown as {
            chart: {
              getWidth: () => number;
              getHeight: () => number;
              getModel: () => {
                getSeriesByIndex: (i: number) => { getData: () => { tree: { root: Node } } };
              };
            };
          }
        ).chart;
        const tiles: { name: string; x: number; y: number; width: number; height: number }[] = [];
        type Tree = { name: string; value: number; children?: Tree[] };
        const walk = (n: Node, ox: number, oy: number): Tree => {
          const l = n.getLayout()!;
          if (n.depth > 0)
            tiles.push({ name: n.name, x: ox + l.x, y: oy + l.y, width: l.width, height: l.height });
          const kids = n.children.map((c) => walk(c, ox + l.x, oy + l.y));
          return { name: n.name, value: n.getValue(), ...(kids.length ? { children: kids } : {}) };
        };
        const root = walk(chart.getModel().getSeriesByIndex(0).getData().tree.root, 0, 0);
        return { roots: root.children ?? [], tiles, width: chart.getWidth(), height: chart.getHeight() };
      });
      const mine = treemapTiles(drawn.roots, drawn.width - 8, drawn.height - 8, {
        border: (d) => (d === 0 ? 2 : 1),
        gap: (d) => (d === 0 ? 2 : 1),
        upper: slots.length > 2 ? 20 : 0,
        squareRatio: 0.5 * (1 + Math.sqrt(5)),
      });
      const ours = [...mine.entries()].map(([n, t]) => ({ name: n.name, ...t }));
      const round = (t: { name: string; x: number; y: number; width: number; height: number }) =>
        `${t.name} ${t.x.toFixed(1)},${t.y.toFixed(1)} ${t.width.toFixed(1)}x${t.height.toFixed(1)}`;
      expect(ours.map(round).sort(), `${width} px`).toEqual(drawn.tiles.map(round).sort());
      await el.evaluate((e) => e.remove());
    }
  });
