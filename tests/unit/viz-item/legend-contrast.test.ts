/**
 * Map legends a reader can tell apart, in every built-in theme: a country without data never looks like the
 * lowest class, classes are evenly spread, and the heat map's legend says what its ends mean. Colours are read
 * from the option the renderer builds and composited as they are drawn (a country at the series' opacity over
 * the item background, a hexagon over the land), then compared with WCAG's contrast ratio.
 *
 * WCAG contrast tops out at 21:1, so 3:1 between every pair of neighbouring classes is only possible for two
 * classes (five need 3^4 = 81:1). What the tests hold the ramps to instead: 3:1 between the no-data colour and
 * every class (WCAG 1.4.11 for the graphics a reader tells apart), and neighbours as far apart as the range
 * allows, at least 1.3:1 at the default five classes and never the same colour.
 */
import { setDemoReferenceDate } from '../../../src/viz-item/data/clock';
import { getItemTypeDefinition } from '../../../src/viz-item/definitions';
import { BUILT_IN_THEMES, luminance } from '../../../src/viz-item/themes';
import type { EchartsOption } from '../../../src/viz-item/render/types';
import { chartOption } from './chart-option';

beforeAll(() => setDemoReferenceDate('2025-06-15T12:00:00Z'));
afterAll(() => setDemoReferenceDate(null));

const THEMES = Object.keys(BUILT_IN_THEMES);

function rgb(color: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(color);
  if (!m) throw new Error(`not a #rrggbb colour: ${color}`);
  return [0, 2, 4].map((i) => parseInt(m[1]!.slice(i, i + 2), 16)) as [number, number, number];
}

/** `color` drawn at `opacity` over `under` (both #rrggbb). */
function over(color: string, opacity: number, under: string): string {
  const [a, b] = [rgb(color), rgb(under)];
  return `#${a
    .map((c, i) =>
      Math.round(c * opacity + b[i]! * (1 - opacity))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function contrast(x: string, y: string): number {
  const [lx, ly] = [luminance(x)!, luminance(y)!];
  return (Math.max(lx, ly) + 0.05) / (Math.min(lx, ly) + 0.05);
}

interface Piece {
  color: string;
  gte?: number;
  lt?: number;
  value?: unknown;
}

/** The class colours of a piecewise legend, low to high, without the no-data entry. */
function classes(option: EchartsOption): string[] {
  const pieces = (option.visualMap as { pieces: Piece[] }).pieces.filter((p) => p.value === undefined);
  return [...pieces].sort((a, b) => (a.gte ?? -Infinity) - (b.gte ?? -Infinity)).map((p) => p.color);
}

function demo(type: string, theme: string, options: Record<string, unknown> = {}) {
  const { slots, options: demoOptions } = getItemTypeDefinition(type)!.demo;
  return chartOption({ type, slots, options: { ...demoOptions, ...options, theme: { id: theme } } });
}

const neighbours = (colors: string[]) => colors.slice(1).map((c, i) => contrast(c, colors[i]!));

describe.each(THEMES)('%s theme', (theme) => {
  const background = BUILT_IN_THEMES[theme]!.background;

  test.each([2, 3, 4, 5, 6, 7, 8, 9])(
    'choropleth with %i classes: every class 3:1 from countries without data, neighbours distinct',
    async (n) => {
      const { option } = await demo('choropleth-map', theme, { numberClasses: n });
      const series = (option.series as { itemStyle: { areaColor: string; opacity: number } }[])[0]!;
      const shown = (c: string) => over(c, series.itemStyle.opacity, background);
      const noData = shown(series.itemStyle.areaColor);
      const steps = classes(option).map(shown);
      expect(steps).toHaveLength(n);
      for (const step of steps) expect(contrast(step, noData)).toBeGreaterThanOrEqual(3);
      for (const ratio of neighbours(steps)) expect(ratio).toBeGreaterThanOrEqual(n === 5 ? 1.3 : 1.15);
      // Ordered: each class further from the no-data colour than the one below it.
      const fromNoData = steps.map((s) => contrast(s, noData));
      expect([...fromNoData].sort((a, b) => a - b)).toEqual(fromNoData);
    },
  );

  test('the choropleth legend names the no-data colour, after the classes', async () => {
    const { option, ctx } = await demo('choropleth-map', theme);
    const pieces = (option.visualMap as { pieces: (Piece & { label: string })[] }).pieces;
    const series = (option.series as { itemStyle: { areaColor: string } }[])[0]!;
    expect(pieces.at(-1)).toMatchObject({ label: ctx.msg('noValue'), color: series.itemStyle.areaColor });
  });

  test('hexbin map: every class 3:1 from the land, neighbours distinct', async () => {
    const { option } = await demo('hexbin-map', theme);
    const land = (option.geo as { itemStyle: { areaColor: string } }).itemStyle.areaColor;
    const hexagons = (option.series as { renderItem: unknown }[])[0]!;
    expect(hexagons).toBeDefined();
    // Hexagons are drawn at the item's opacity option (0.85 by default) over the land.
    const steps = classes(option).map((c) => over(c, 0.85, land));
    for (const step of steps) expect(contrast(step, land)).toBeGreaterThanOrEqual(3);
    for (const ratio of neighbours(steps)) expect(ratio).toBeGreaterThanOrEqual(1.15);
  });

  test('heat map: each stop of the gradient 3:1 from the land; the legend shows its values', async () => {
    const { option, ctx } = await demo('heat-map', theme);
    const land = (option.geo as { itemStyle: { areaColor: string } }).itemStyle.areaColor;
    const visualMap = option.visualMap as { inRange: { color: string[] }; text: string[]; max: number };
    for (const stop of visualMap.inRange.color) expect(contrast(stop, land)).toBeGreaterThanOrEqual(3);
    for (const ratio of neighbours(visualMap.inRange.color)) expect(ratio).toBeGreaterThan(1.15);
    // The top and the bottom of the scale, formatted like the measure (visitors: '.3s').
    const measure = ctx.plan.bySlot.measure![0]!;
    expect(visualMap.text).toEqual([ctx.fmt(measure, visualMap.max), ctx.fmt(measure, 0)]);
    expect(visualMap.text[0]).toMatch(/^\d+(\.\d+)?M$/);
  });
});
