/**
 * The line, area, column and combination charts over time that readers see first (the chart reference demos
 * and the examples) never drop at their ends because the data runs out mid-period, whatever the day.
 *
 * The rule: the first and the last period a chart draws as a complete period total (over its series) at
 * least 60% of their neighbour. Complete periods of the demo data differ from the next by day-to-day noise (±18% per day, over
 * twelve series), weekends, a yearly season (at most 9% from one month to the next) and month length (28 to 31
 * days): they stay within about 15% of each other. A period the data covers for k of its n days totals about k/n
 * of a full one, so below 60% it is short, not low. The one exception is the period holding the reference day,
 * which is not over: it may be short, and then it must be drawn as partial (dashed line, faded bar) with the
 * "Partial period" key.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setDemoReferenceDate } from '../../../src/viz-item/data/clock';
import { addUnits, truncate } from '../../../src/viz-item/data/dates';
import { listItemTypes } from '../../../src/viz-item/definitions';
import type { EchartsOption } from '../../../src/viz-item/render/types';
import type { Slot, VizItemInputs } from '../../../src/viz-item/types';
import { chartOption } from './chart-option';

const TYPES = new Set(['line-chart', 'area-chart', 'column-chart', 'combination-chart', 'bar-chart']);
const DAY = 86_400_000;

/** Over time: a datetime axis grouped by week, month, quarter or year. */
const timeAxis = (slots: readonly Slot[] | undefined) =>
  slots
    ?.filter((s) => s.name === 'x-axis' || s.name === 'y-axis')
    .flatMap((s) => s.content)
    .find((e) => e.type === 'datetime' && (e.level ?? 9) <= 4);

function demos(): [string, VizItemInputs][] {
  const out: [string, VizItemInputs][] = [];
  for (const { type, demo } of listItemTypes())
    if (TYPES.has(type) && timeAxis(demo.slots)) out.push([`${type} reference demo`, { type, ...demo }]);
  const dir = path.join(__dirname, '../../../plugins/flex-pages/examples/definitions');
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const example = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
      items?: (VizItemInputs & { id: string })[];
    };
    for (const item of example.items ?? [])
      if (TYPES.has(item.type!) && timeAxis(item.slots)) out.push([`${file} ${item.id}`, item]);
  }
  return out;
}

interface Datum {
  value: number | null;
  raw: number | null;
  itemStyle?: { borderType?: string };
}
interface Series {
  id: string;
  type: string;
  data: Datum[];
  lineStyle?: { type?: string; color?: string | { colorStops?: { color: string }[] } };
}

/**
 * Whether the chart draws point i of series `s` as partial: a faded bar with a dashed edge, or a line whose
 * stroke fades out at that end with a dashed copy drawing the stretch.
 */
function drawnPartial(series: Series[], s: Series, i: number): boolean {
  if (s.type === 'bar') return s.data[i]?.itemStyle?.borderType === 'dashed';
  const copy = series.find((x) => x.id === `p${s.id.slice(1)}-${i === 0 ? 'start' : 'end'}`);
  const stops = typeof s.lineStyle?.color === 'object' ? s.lineStyle.color.colorStops : undefined;
  if (!copy || copy.lineStyle?.type !== 'dashed' || typeof copy.data[i]?.value !== 'number' || !stops)
    return false;
  // A gradient fades only at an end of the line.
  const end = i === 0 ? stops[0] : i === s.data.length - 1 ? stops.at(-1) : undefined;
  return end?.color === 'rgba(0, 0, 0, 0)';
}

/** Two weeks from a Monday: every weekday, and the last day of a month and the first of the next. */
const DAYS = Array.from({ length: 14 }, (_, i) =>
  new Date(Date.UTC(2025, 5, 23, 12) + i * DAY).toISOString(),
);
const DEMOS = demos();

afterAll(() => setDemoReferenceDate(null));

test('the demos over time are the chart pages’ and the examples’ (the list is not empty by accident)', () => {
  const names = DEMOS.map(([name]) => name);
  expect(names).toEqual(
    expect.arrayContaining([
      'line-chart reference demo',
      'area-chart reference demo',
      'combination-chart reference demo',
    ]),
  );
  expect(names.length).toBeGreaterThanOrEqual(10);
});

describe.each(DEMOS)('%s', (_name, inputs) => {
  test.each(DAYS)(
    'on %s: no period at either end below 60% of its neighbour, unless drawn partial',
    async (day) => {
      setDemoReferenceDate(day);
      const { option, ctx } = await chartOption(inputs, { width: 390, height: 300 });
      const series = option.series as Series[];
      const main = series.filter((s) => /^s\d+$/.test(s.id));
      const axis = timeAxis(inputs.slots)!;
      const cat = ctx.plan.dimensions.find((d) => d.columnId === axis.columnId)!;
      const starts = [...new Set(ctx.rows.map((r) => r[cat.key] as number))].sort((a, b) => a - b);
      // Periods are compared on the total of the series: one series of several (a channel) is noisier than
      // their sum, while a period cut short lowers them all.
      const total = (i: number) => main.reduce((sum, s) => sum + (s.data[i]?.raw ?? 0), 0);
      const n = starts.length;
      const partial = (i: number) => main.some((s) => drawnPartial(series, s, i));
      expect(n).toBeGreaterThanOrEqual(2);
      expect(partial(0)).toBe(false);
      expect(total(0)).toBeGreaterThanOrEqual(0.6 * total(1));
      for (let i = 1; i < n - 1; i++) expect(partial(i)).toBe(false);
      const partials = partial(n - 1) ? 1 : 0;
      if (partials) {
        // Only the period that holds the reference day, which is not over yet, and in every series.
        const now = Date.parse(day);
        expect(truncate(now, cat.level!, ctx.timeZone)).toBe(starts[n - 1]);
        expect(addUnits(starts[n - 1]!, cat.level!, 1, ctx.timeZone)).toBeGreaterThan(truncate(now, 5) + DAY);
        for (const s of main)
          if (s.data[n - 1]?.raw != null) expect(drawnPartial(series, s, n - 1)).toBe(true);
      } else expect(total(n - 1)).toBeGreaterThanOrEqual(0.6 * total(n - 2));
      const key = ((option.title as EchartsOption[] | undefined) ?? []).find((g) => g.id === 'partial-key');
      expect(key !== undefined).toBe(partials > 0);
    },
  );
});

test('a partial first year stays and is drawn partial, like the current one: dashed at both ends, one key', async () => {
  setDemoReferenceDate('2025-06-18T12:00:00Z');
  const { option, ctx } = await chartOption({
    type: 'line-chart',
    slots: [
      { name: 'x-axis', content: [{ datasetId: 'sales', columnId: 'date', type: 'datetime', level: 1 }] },
      { name: 'measure', content: [{ datasetId: 'sales', columnId: 'revenue', aggregationFunc: 'sum' }] },
    ],
  });
  // Mid-2022 to mid-2025: four years, the first and the last only partly covered.
  expect(ctx.rows.map((r) => new Date(r[ctx.plan.dimensions[0]!.key] as number).getUTCFullYear())).toEqual([
    2022, 2023, 2024, 2025,
  ]);
  const series = option.series as Series[];
  const line = series.find((s) => s.id === 's0')!;
  expect([0, 1, 2, 3].map((i) => drawnPartial(series, line, i))).toEqual([true, false, false, true]);
  // Dashed copies draw the first and the last stretch only, not the complete years between them.
  const drawnBy = (id: string) => series.find((s) => s.id === id)!.data.map((d) => d.value !== null);
  expect(drawnBy('p0-start')).toEqual([true, true, false, false]);
  expect(drawnBy('p0-end')).toEqual([false, false, true, true]);
  expect((option.title as EchartsOption[]).filter((g) => g.id === 'partial-key')).toHaveLength(1);
});
