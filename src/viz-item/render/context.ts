/** What every renderer gets: the plan, the query result, the theme, formatting and selection helpers. */
import type { BinInfo } from '../data/query';
import { axisTickFormat, formatDate, formatNumber } from '../format';
import { t, type MessageKey } from '../i18n';
import type { ItemPlan, PlanColumn } from '../model';
import type { ResolvedTheme } from '../themes';
import type { FilterGroup } from '../types';

export type Cell = string | number | null;
export type ResultRow = Record<string, Cell>;

export interface RenderContext {
  plan: ItemPlan;
  rows: ResultRow[];
  bins: Record<string, BinInfo>;
  theme: ResolvedTheme;
  locale: string;
  timeZone: string;
  width: number;
  height: number;
  /** Selected values (as selection keys) of the selection column. */
  selection: Set<string>;
  /** The column whose values a click selects. */
  selectionColumn?: PlanColumn;
  /** Filters applied to this item (own + from other items), e.g. to show a filter item's current state. */
  filters: FilterGroup[];
  /** Filters other items set on this one (a filter item shows its values unfiltered by itself). */
  msg: (key: MessageKey) => string;
  /** Formats a value of a column for display. */
  fmt: (col: PlanColumn | undefined, value: Cell) => string;
  /**
   * Formats a number for an axis tick or a value label: one format per column (compact or full, see
   * axisTickFormat) chosen from `maxAbs`, by default the column's largest value in the rows.
   */
  fmtAxis: (col: PlanColumn | undefined, value: number, maxAbs?: number) => string;
  /** Toggles a value in the selection (click), or replaces the selection. */
  select: (value: Cell, opts?: { additive?: boolean; column?: PlanColumn }) => void;
  /** Emits a customEvent for a clicked point when custom events are enabled; returns true when it did. */
  customEvent: (point: Record<string, unknown>) => boolean;
  /** Filter items: sets (or clears, with []) the filter groups this item applies to its context. */
  setFilters: (groups: import('../types').FilterGroup[], extra?: Record<string, unknown>) => void;
  /** Filter groups this item currently sets (filter items restore their controls from them). */
  ownFilters: import('../types').FilterGroup[];
  /** True on the first render after the inputs changed (not on re-renders caused by selections). */
  firstRender: boolean;
  /**
   * The item's measures over all rows matching the item's filters plus `extra`, without dimensions: totals
   * that are correct for any aggregation or formula (averages cannot be summed from grouped rows).
   */
  totals: (extra: import('../types').FilterGroup[]) => Record<string, number | null>;
}

export function selectionKey(value: Cell): string {
  return value === null ? '\u0000null' : String(value);
}

export function makeFormatters(plan: ItemPlan, bins: Record<string, BinInfo>, rows?: ResultRow[]) {
  const { locale, timeZone } = plan;
  const fmt = (col: PlanColumn | undefined, value: Cell): string => {
    if (value === null || value === undefined) return col?.role === 'measure' ? '' : t(locale, 'empty');
    if (!col) return String(value);
    if (col.role === 'dimension') {
      if (col.type === 'datetime') return formatDate(value, col.format, col.level, { locale, timeZone });
      if (col.binned) {
        const b = bins[col.key];
        const start = Number(value);
        const f = (n: number) => formatNumber(n, col.format, { locale });
        return b ? `${f(start)}–${f(start + b.width)}` : f(start);
      }
      if (col.type === 'numeric') return formatNumber(value, col.format, { locale });
      return String(value);
    }
    return formatNumber(value, col.format, { locale });
  };
  // Largest absolute value per measure column, so that every tick and value label of a column shares one format.
  const maxByKey = new Map<string, number>();
  const columnMax = (col: PlanColumn | undefined): number | undefined => {
    if (!col || !rows) return undefined;
    let max = maxByKey.get(col.key);
    if (max === undefined) {
      max = 0;
      for (const r of rows) {
        const v = r[col.key];
        if (typeof v === 'number' && Number.isFinite(v)) max = Math.max(max, Math.abs(v));
      }
      maxByKey.set(col.key, max);
    }
    return max;
  };
  const fmtAxis = (col: PlanColumn | undefined, value: number, maxAbs?: number): string =>
    formatNumber(value, axisTickFormat(col?.format, maxAbs ?? columnMax(col) ?? Math.abs(value)), {
      locale,
    });
  return { fmt, fmtAxis };
}

export { t };

/** The n-th palette colour, cycling. */
export function paletteColor(theme: ResolvedTheme, i: number, override?: string[]): string {
  const colors = override && override.length ? override : theme.colors;
  return colors[((i % colors.length) + colors.length) % colors.length]!;
}

/** Distinct values of a key in first-seen order. */
export function distinct(rows: ResultRow[], key: string): Cell[] {
  const seen = new Set<string>();
  const out: Cell[] = [];
  for (const r of rows) {
    const v = r[key] ?? null;
    const k = selectionKey(v);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(v);
    }
  }
  return out;
}

/** Orders categories by name or by their total of a measure; keeps top/bottom N when ranking is on. */
export function orderCategories(
  rows: ResultRow[],
  catKey: string,
  measureKey: string | undefined,
  sort: { by?: string; direction?: string } | undefined,
  ranking?: { enabled?: boolean; number?: number; direction?: string },
  defaults: { by: 'category' | 'measure'; direction: 'asc' | 'desc' } = { by: 'category', direction: 'asc' },
): Cell[] {
  const cats = distinct(rows, catKey);
  const totals = new Map<string, number>();
  if (measureKey)
    for (const r of rows)
      totals.set(
        selectionKey(r[catKey] ?? null),
        (totals.get(selectionKey(r[catKey] ?? null)) ?? 0) + (Number(r[measureKey]) || 0),
      );
  const by = sort?.by ?? defaults.by;
  const dir = sort?.direction ?? defaults.direction;
  let ordered = [...cats];
  if (by === 'measure' && measureKey) {
    ordered.sort((a, b) => (totals.get(selectionKey(a)) ?? 0) - (totals.get(selectionKey(b)) ?? 0));
    if (dir === 'desc') ordered.reverse();
  } else if (dir === 'desc') ordered.reverse();
  if (ranking?.enabled && measureKey) {
    const n = Math.max(1, Number(ranking.number ?? 10));
    const byValue = [...cats].sort(
      (a, b) => (totals.get(selectionKey(b)) ?? 0) - (totals.get(selectionKey(a)) ?? 0),
    );
    const keep = new Set(
      (ranking.direction === 'bottom' ? byValue.reverse() : byValue).slice(0, n).map(selectionKey),
    );
    ordered = ordered.filter((c) => keep.has(selectionKey(c)));
  }
  return ordered;
}

/** Parses a "lat,lng" coordinates value into [lng, lat] for maps. */
export function parseCoordinates(value: Cell): [number, number] | null {
  if (typeof value !== 'string') return null;
  const parts = value.split(/[,;\s]+/).map(Number);
  if (parts.length < 2 || !parts.every(Number.isFinite)) return null;
  const [lat, lng] = parts as [number, number];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lng, lat] : null;
}

/** Opacity for a data point given the selection (dims what is not selected). */
export function selOpacity(ctx: RenderContext, value: Cell, column?: PlanColumn): number {
  if (ctx.selection.size === 0) return 1;
  if (column && ctx.selectionColumn && column.key !== ctx.selectionColumn.key) return 1;
  return ctx.selection.has(selectionKey(value)) ? 1 : 0.25;
}

/**
 * The context of an item drawn outside the element (build-time pictures, tests): its data, theme and size, the
 * same formatters, and no interaction (nothing selected, clicks do nothing).
 */
export function staticContext(
  fields: Pick<RenderContext, 'plan' | 'rows' | 'bins' | 'theme' | 'width' | 'height'> &
    Partial<Pick<RenderContext, 'filters' | 'totals'>>,
): RenderContext {
  const { fmt, fmtAxis } = makeFormatters(fields.plan, fields.bins, fields.rows);
  return {
    filters: [],
    totals: () => ({}),
    ...fields,
    locale: fields.plan.locale,
    timeZone: fields.plan.timeZone,
    selection: new Set(),
    msg: (key) => t(fields.plan.locale, key),
    fmt,
    fmtAxis,
    select: () => undefined,
    customEvent: () => false,
    setFilters: () => undefined,
    ownFilters: [],
    firstRender: true,
  };
}
