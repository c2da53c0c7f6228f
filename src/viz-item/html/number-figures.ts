/**
 * The figures of the number items, without a DOM: what numbers.ts shows live and the gallery draws as a static
 * picture (plugins/flex-pages/gallery/html.ts), so a picture's value, change and colour are the live tile's.
 */
import { addUnits, truncate } from '../data/dates';
import { pickLanguage } from '../i18n';
import type { PlanColumn } from '../model';
import { optAt, optN, optS } from '../render/common';
import type { RenderContext, ResultRow } from '../render/context';
import type { FilterGroup } from '../types';

/** The item's title option in the reader's language, else the measure's name. */
export const numberTitle = (ctx: RenderContext, m: PlanColumn | undefined): string =>
  pickLanguage(optAt(ctx.plan.options, 'title') as never, ctx.locale) ?? m?.label ?? '';

export interface EvolutionFigures {
  current: number;
  /** The same stretch of the previous period; undefined when the data does not reach back that far. */
  previous?: number;
  /** current against previous as a fraction; undefined without a previous value (or when it is 0). */
  change?: number;
  /** The small graph's values, oldest first. */
  values: number[];
  /** The current period, formatted ("Nov 2026"): the subtitle when there is no change to show. */
  periodLabel: string;
}

/** Period to date against the same stretch of the previous period (this month so far vs the same days last month). */
export function evolutionFigures(ctx: RenderContext): EvolutionFigures {
  const m = ctx.plan.bySlot.measure?.[0];
  const evo = ctx.plan.bySlot.evolution?.[0];
  const tz = ctx.timeZone;
  const level = evo?.periodLevel ?? evo?.level ?? 3;
  const days = evo
    ? [...ctx.rows]
        .filter((r) => typeof r[evo.key] === 'number')
        .sort((a, b) => Number(a[evo.key]) - Number(b[evo.key]))
    : [];
  const valueOf = (r: ResultRow) => Number(r[m?.key ?? '']) || 0;
  if (!evo || !days.length)
    return { current: ctx.rows.reduce((s, r) => s + valueOf(r), 0), values: [], periodLabel: '' };
  const last = Number(days[days.length - 1]![evo.key]);
  const curStart = truncate(last, level, tz);
  const prevStart = addUnits(curStart, level, -1, tz);
  const elapsed = last - curStart;
  // Totals come from the query (not sums of days) so averages and formulas compare correctly.
  const range = (from: number, to: number): FilterGroup[] => [
    {
      condition: 'and',
      filters: [
        {
          expression: '? between ?',
          parameters: [
            { columnId: evo.columnId!, datasetId: evo.datasetId!, level: 5 },
            [new Date(from).toISOString(), new Date(to).toISOString()],
          ],
        },
      ],
    },
  ];
  const key = m?.key ?? '';
  const current = ctx.totals(range(curStart, last))[key] ?? 0;
  const hasPrevious = days.some((r) => Number(r[evo.key]) < curStart && Number(r[evo.key]) >= prevStart);
  const previous = hasPrevious
    ? (ctx.totals(range(prevStart, prevStart + elapsed))[key] ?? undefined)
    : undefined;
  // The small graph: values per day (weekly sums for long periods), so the partial period does not dip.
  // Additive measures are summed per week; others (averages, formulas) show their daily values.
  const additive = !m?.entry.formula && ['sum', 'count', undefined].includes(m?.aggregationFunc);
  const bucket = level <= 3 && additive ? 4 : 5;
  const buckets = new Map<number, number>();
  for (const r of days) {
    const k = truncate(Number(r[evo.key]), bucket, tz);
    buckets.set(k, (buckets.get(k) ?? 0) + valueOf(r));
  }
  // Partial weeks at either end (the data starts mid-week; the current week is not over) are left out of
  // the graph: they would draw a cliff that is only the shorter stretch of days.
  const starts = [...buckets.keys()];
  let values = [...buckets.values()];
  if (bucket === 4 && values.length > 3 && starts[0]! < Number(days[0]![evo.key])) values = values.slice(1);
  if (values.length > 2) values = values.slice(0, -1);
  return {
    current,
    previous,
    change: previous !== undefined && previous !== 0 ? (current - previous) / Math.abs(previous) : undefined,
    values,
    periodLabel: ctx.fmt({ ...evo, level }, curStart),
  };
}

/** "▲ +9.5%": the change with its direction, as the tile and the picture write it. */
export function changeText(ctx: RenderContext, change: number): string {
  const m = ctx.plan.bySlot.measure?.[0];
  return `${change >= 0 ? '▲' : '▼'} ${ctx.fmt({ ...m!, format: '+.1%' }, change)}`;
}

/** A conditional number's value, its colour (target met, or where it falls among the thresholds) and its state line. */
export function conditionalFigures(ctx: RenderContext): { value: number; colour: string; state: string } {
  const o = ctx.plan.options;
  const m = ctx.plan.bySlot.measure?.[0];
  const target = ctx.plan.bySlot.target?.[0];
  const row = ctx.rows[0] ?? {};
  const value = Number(row[m?.key ?? '']) || 0;
  const t = target ? Number(row[target.key]) : optN(o, 'manualValues.target');
  const thresholds = ((optAt(o, 'manualValues.thresholds') as number[] | undefined) ?? [])
    .filter((n) => typeof n === 'number')
    .sort((a, b) => a - b);
  if (optS(o, 'mode', 'target') === 'thresholds' && thresholds.length) {
    const idx = thresholds.filter((x) => value >= x).length;
    const ramp = [ctx.theme.negative, '#d97706', ctx.theme.positive];
    return { value, colour: ramp[Math.round((idx / thresholds.length) * (ramp.length - 1))]!, state: '' };
  }
  if (t !== undefined && Number.isFinite(t))
    return {
      value,
      colour: value >= t ? ctx.theme.positive : ctx.theme.negative,
      state: `${ctx.msg('target')}: ${ctx.fmt(m, t)} (${ctx.fmt({ ...m!, format: '.0%' }, t ? value / t : 0)})`,
    };
  return { value, colour: ctx.theme.text, state: '' };
}
