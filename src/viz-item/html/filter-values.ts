/**
 * What the filter items offer and start with, without a DOM: shared by the live controls (filters.ts) and the
 * gallery's static pictures of them (plugins/flex-pages/gallery/html.ts), so both list the same values in the
 * same order and start from the same dates.
 */
import { DAY_MS } from '../data/clock';
import { addUnits, fromParts, partsOf, truncate } from '../data/dates';
import type { PlanColumn } from '../model';
import { optAt, optS } from '../render/common';
import { orderCategories, selectionKey, type Cell, type RenderContext } from '../render/context';

/** The filter's name: its columns' labels, else its type's title. */
export const filterTitle = (ctx: RenderContext): string =>
  ctx.plan.dimensions.map((d) => d.label).join(', ') || ctx.plan.def.title;

/** A dropdown's values: in the item's sort order, else by name. */
export const dropdownValues = (ctx: RenderContext, col: PlanColumn): Cell[] =>
  orderCategories(
    ctx.rows,
    col.key,
    ctx.plan.measures[0]?.key,
    optAt(ctx.plan.options, 'sort') as never,
    undefined,
    {
      by: 'category',
      direction: 'asc',
    },
  );

/** A slicer's values (in the item's sort and ranking, else largest measure first) and each value's total. */
export function slicerValues(
  ctx: RenderContext,
  col: PlanColumn,
): { values: Cell[]; totals: Map<string, number> } {
  const o = ctx.plan.options;
  const m = ctx.plan.measures[0];
  const values = orderCategories(
    ctx.rows,
    col.key,
    m?.key,
    optAt(o, 'sort') as never,
    optAt(o, 'ranking') as never,
    {
      by: 'measure',
      direction: 'desc',
    },
  );
  const totals = new Map<string, number>();
  for (const r of ctx.rows) {
    const k = selectionKey(r[col.key] ?? null);
    totals.set(k, (totals.get(k) ?? 0) + (Number(r[m?.key ?? '']) || 0));
  }
  return { values, totals };
}

/** A day as an <input type=date> value (yyyy-mm-dd), in the time zone. */
export const isoDay = (ms: number, tz: string): string => {
  const p = partsOf(ms, tz);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
};

/** A UTC-midnight date (from an <input type=date>) to the instant of that midnight in the time zone. */
export function fromWall(utcMidnight: number, tz: string): number {
  const d = new Date(utcMidnight);
  return fromParts({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }, tz);
}

/** A preset's days, ending on `now`'s day. */
export function presetRange(preset: string, now: number, tz: string): [number, number] | null {
  const today = truncate(now, 5, tz);
  switch (preset) {
    case 'last7days':
      return [addUnits(today, 5, -6, tz), today];
    case 'last30days':
      return [addUnits(today, 5, -29, tz), today];
    case 'last6months':
      return [addUnits(today, 3, -6, tz), today];
    case 'thisYear':
      return [truncate(now, 1, tz), today];
    case 'lastYear': {
      const start = addUnits(truncate(now, 1, tz), 1, -1, tz);
      return [start, addUnits(truncate(now, 1, tz), 5, -1, tz)];
    }
    default:
      return null;
  }
}

/**
 * The date filter's configured range: its from/to days (a missing end is the data's), else its preset ending on
 * the data's last day; null when it has neither (all dates) or the days do not parse.
 */
export function configuredDateRange(ctx: RenderContext, min: number, max: number): [number, number] | null {
  const o = ctx.plan.options;
  const fromOpt = optS(o, 'dateRange.from', '');
  const toOpt = optS(o, 'dateRange.to', '');
  const range: [number, number] | null =
    fromOpt || toOpt
      ? [Date.parse(fromOpt || new Date(min).toISOString()), Date.parse(toOpt || new Date(max).toISOString())]
      : presetRange(optS(o, 'dateRange.preset', 'none'), max, ctx.timeZone);
  return range && Number.isFinite(range[0]) && Number.isFinite(range[1]) ? range : null;
}

/** The period a date comparison filter compares with: the same days a year before, or the days just before. */
export function comparisonRange(
  lo: number,
  hi: number,
  mode: string | undefined,
  tz: string,
): [number, number] | undefined {
  if (!mode) return undefined;
  if (mode === 'previousYear') return [addUnits(lo, 1, -1, tz), addUnits(hi, 1, -1, tz)];
  const days = Math.round((hi - lo) / DAY_MS) + 1;
  return [addUnits(lo, 5, -days, tz), addUnits(hi, 5, -days, tz)];
}
