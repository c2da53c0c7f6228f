/**
 * A map's legend never covers land (issue 51, item 3): it stands beside the map or lies under it, and the map
 * keeps its own aspect in the room left. Drawn by ECharts (server-side, as the gallery's pictures are) at a
 * phone's chart box, a 280 px tile and a 1400 px wide box; each land shape's box is compared with the
 * legend's. The choropleth's legend used to sit on South America, and maps were stretched to their box.
 */
import '../../../src/lib/css-colour-fallback';
import * as echarts from 'echarts';
import { setDemoReferenceDate } from '../../../src/viz-item/data/clock';
import { getItemTypeDefinition } from '../../../src/viz-item/definitions';
import { loadRenderer } from '../../../src/viz-item/render/registry';
import { renderContext } from './chart-option';

beforeAll(() => setDemoReferenceDate('2025-06-15T12:00:00Z'));
afterAll(() => setDemoReferenceDate(null));

type Box = { x: number; y: number; width: number; height: number };

interface Drawn {
  parent?: Drawn;
  transform?: number[];
  __ecComponentInfo?: { mainType: string };
  getBoundingRect(): { clone(): { applyTransform(m?: number[]): void } & Box };
}

/** What the drawing's elements cover, in the chart's pixels: the legend's box, and each land shape's. */
async function drawn(type: string, width: number, height: number): Promise<{ legend: Box; land: Box[] }> {
  const def = getItemTypeDefinition(type)!;
  const ctx = renderContext({ type, slots: def.demo.slots, options: def.demo.options }, { width, height });
  const renderer = await loadRenderer(type);
  if (renderer?.engine !== 'echarts') throw new Error(type);
  await renderer.prepare?.(ctx, echarts as never);
  const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ ...renderer.build(ctx), animation: false });
    const boxOf = (el: Drawn): Box => {
      const r = el.getBoundingRect().clone();
      r.applyTransform(el.transform);
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const owner = (el: Drawn): string | undefined => {
      for (let e: Drawn | undefined = el; e; e = e.parent)
        if (e.__ecComponentInfo) return e.__ecComponentInfo.mainType;
      return undefined;
    };
    const list = (
      chart.getZr() as unknown as { storage: { getDisplayList(update: boolean): Drawn[] } }
    ).storage.getDisplayList(true);
    const legendBoxes = list.filter((el) => owner(el) === 'visualMap').map(boxOf);
    const land = list
      // The outline (a geo component, or the map series' own regions) and the marks drawn on it.
      .filter((el) => owner(el) === 'geo' || owner(el) === 'series')
      .map(boxOf)
      .filter((b) => b.width > 0 && b.height > 0);
    const x0 = Math.min(...legendBoxes.map((b) => b.x));
    const y0 = Math.min(...legendBoxes.map((b) => b.y));
    const x1 = Math.max(...legendBoxes.map((b) => b.x + b.width));
    const y1 = Math.max(...legendBoxes.map((b) => b.y + b.height));
    return { legend: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, land };
  } finally {
    chart.dispose();
  }
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// A phone's chart box (390 px wide page), a 280 px tile, a 1400 px wide box: each inside the item's frame.
const SIZES: [number, number][] = [
  [332, 258],
  [264, 184],
  [1384, 360],
];

describe.each(['choropleth-map', 'hexbin-map'])('%s', (type) => {
  test.each(SIZES)('at %i x %i px its legend covers no land, inside the box', async (width, height) => {
    const { legend, land } = await drawn(type, width, height);
    expect(land.length).toBeGreaterThan(10);
    expect(legend.width).toBeGreaterThan(0);
    expect(legend.x).toBeGreaterThanOrEqual(0);
    expect(legend.y).toBeGreaterThanOrEqual(0);
    expect(legend.x + legend.width).toBeLessThanOrEqual(width);
    expect(legend.y + legend.height).toBeLessThanOrEqual(height);
    expect(land.filter((b) => overlap(b, legend))).toEqual([]);
  });
});
