/**
 * A page's first chart builds its one-off ICU objects before ECharts' first option (render/warm.ts, collate.ts),
 * so that option, a phone's longest task, does not pay for them. These tests fail if the warm-up stops
 * matching what the axis formatters and the query actually ask for.
 */
import { compareNatural, prepareCollator } from '../../../src/viz-item/collate';
import { setDemoReferenceDate } from '../../../src/viz-item/data/clock';
import { runQuery } from '../../../src/viz-item/data/query';
import { getItemTypeDefinition } from '../../../src/viz-item/definitions';
import { buildQuery, planItem } from '../../../src/viz-item/model';
import { staticContext, type RenderContext } from '../../../src/viz-item/render/context';
import { loadRenderer } from '../../../src/viz-item/render/registry';
import type { EchartsApi, EchartsOption } from '../../../src/viz-item/render/types';
import { warmFirstDraw } from '../../../src/viz-item/render/warm';
import { resolveTheme } from '../../../src/viz-item/themes';

beforeAll(() => setDemoReferenceDate(Date.UTC(2026, 0, 15)));
afterAll(() => setDemoReferenceDate(null));
afterEach(() => jest.restoreAllMocks());

function context(type: string): RenderContext {
  const plan = planItem({ type, ...getItemTypeDefinition(type)!.demo });
  const { rows, bins } = runQuery(buildQuery(plan, [])!);
  return staticContext({ plan, rows, bins, theme: resolveTheme(undefined, false), width: 280, height: 240 });
}

/** An ECharts stand-in that records the text styles the warm-up measures. */
function fakeEcharts(styles: Record<string, unknown>[]): EchartsApi {
  class Text {
    constructor(opts: { style: Record<string, unknown> }) {
      styles.push(opts.style);
    }
    getBoundingRect() {
      return { width: 0, height: 0 };
    }
  }
  return { graphic: { Text } } as unknown as EchartsApi;
}

test('prepareCollator builds a locale’s collator once, and compareNatural then reuses it', () => {
  expect(prepareCollator('nl')).toBe(true);
  expect(prepareCollator('nl')).toBe(false);
  const created = jest.spyOn(Intl, 'Collator');
  expect(['Item 10', 'Item 2'].sort((a, b) => compareNatural(a, b, 'nl'))).toEqual(['Item 2', 'Item 10']);
  expect(created).not.toHaveBeenCalled();
});

test.each(['bar-chart', 'line-chart'])(
  'after the warm-up, the %s option’s axis labels build no new number format',
  async (type) => {
    const ctx = context(type);
    const styles: Record<string, unknown>[] = [];
    warmFirstDraw(ctx, fakeEcharts(styles));
    const renderer = await loadRenderer(type);
    if (renderer?.engine !== 'echarts') throw new Error(`${type} is not drawn with ECharts`);
    const option = renderer.build(ctx);
    const axes = [option.xAxis, option.yAxis].flat() as (EchartsOption | undefined)[];
    const formatters = axes
      .map((axis) => (axis?.axisLabel as { formatter?: unknown } | undefined)?.formatter)
      .filter((f): f is (v: number) => string => typeof f === 'function');
    expect(formatters.length).toBeGreaterThan(0);
    const created = jest.spyOn(Intl, 'NumberFormat');
    // Ticks ECharts could pick for the demo's values.
    for (const format of formatters) for (const tick of [0, 1000, 25_000, 1_500_000]) format(tick);
    expect(created).not.toHaveBeenCalled();
    // zrender's character widths, measured in the font ECharts gives axis labels, by wrapping a label.
    expect(styles).toContainEqual(
      expect.objectContaining({
        fontSize: 12,
        fontStyle: 'normal',
        fontWeight: 'normal',
        overflow: 'break',
      }),
    );
  },
);
