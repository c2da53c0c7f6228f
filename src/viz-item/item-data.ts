/**
 * What a rendered item holds, as data: getData(), the tables the exports write and the screen-reader table.
 * Pure functions of the item's last render (no element), so each is testable alone.
 */
import { getColumn } from './data/datasets';
import { runQuery, type BinInfo } from './data/query';
import type { ExportTable } from './export';
import { cleanNumber } from './format';
import { pickLanguage } from './i18n';
import type { ItemPlan, PlanColumn } from './model';
import { makeFormatters, type Cell, type ResultRow } from './render/context';
import type { ResolvedTheme } from './themes';
import type { FilterGroup, VizItemData } from './types';

/** The item's last successful query and render. */
export interface RenderedState {
  plan: ItemPlan;
  rows: ResultRow[];
  bins: Record<string, BinInfo>;
  total: number;
  limited: boolean;
  filters: FilterGroup[];
  theme: ResolvedTheme;
}

/** A value as getData() and the numeric export columns give it: ISO dates, numbers without float noise. */
export function exportValue(col: PlanColumn | undefined, v: Cell): string | number | null {
  if (v === null || !col) return v;
  if (col.type === 'datetime') return new Date(Number(v)).toISOString();
  return typeof v === 'number' ? cleanNumber(v) : v;
}

/** getData(): the rows of the last render, one value per dimension and measure. */
export function itemData(st: RenderedState | null): VizItemData {
  if (!st) return { data: [], columns: [], totalRows: 0, limited: false };
  const cols = [...st.plan.dimensions, ...st.plan.measures];
  return {
    data: st.rows.map((r) => cols.map((c) => exportValue(c, r[c.key] ?? null))),
    columns: cols.map(({ key: _k, entry: _e, ...c }) => c),
    totalRows: st.total,
    limited: st.limited,
  };
}

/** The data as shown: labelled columns, formatted dimension values, numeric measures. */
export function shownTable(st: RenderedState | null): ExportTable {
  if (!st) return { headers: [], rows: [] };
  const { fmt } = makeFormatters(st.plan, st.bins, st.rows);
  const cols = [...st.plan.dimensions, ...st.plan.measures];
  return {
    headers: cols.map((c) => c.label),
    rows: st.rows.map((r) =>
      cols.map((c) => (c.role === 'measure' ? exportValue(c, r[c.key] ?? null) : fmt(c, r[c.key] ?? null))),
    ),
    formats: cols.map((c) => (c.role === 'measure' ? excelFormat(c.format) : undefined)),
  };
}

/** The underlying rows of the slot columns (filtered, not aggregated). */
export function rawTable(st: RenderedState | null): ExportTable {
  if (!st || !st.plan.datasetId) return { headers: [], rows: [] };
  const datasetId = st.plan.datasetId;
  const cols = [...st.plan.dimensions, ...st.plan.measures].filter((c) => c.columnId);
  const seen = new Set<string>();
  const unique = cols.filter((c) => !seen.has(c.columnId!) && seen.add(c.columnId!));
  const result = runQuery({
    datasetId,
    dimensions: unique.map((c, i) => ({
      key: `r${i}`,
      columnId: c.columnId!,
      type: getColumn(datasetId, c.columnId!)?.type ?? 'hierarchy',
    })),
    measures: [],
    filters: st.filters,
    raw: true,
    timeZone: st.plan.timeZone,
    limit: 100_000,
  });
  return {
    headers: unique.map((c) => {
      const col = getColumn(datasetId, c.columnId!);
      return pickLanguage(col?.name, st.plan.locale) ?? c.columnId!;
    }),
    rows: result.rows.map((r) =>
      unique.map((c, i) => {
        const v = r[`r${i}`] ?? null;
        return getColumn(datasetId, c.columnId!)?.type === 'datetime' && typeof v === 'number'
          ? new Date(v)
          : v;
      }),
    ),
  };
}

/** What the screen-reader table lists: the shown columns and the first 100 rows, formatted as on screen. */
export function srTable(
  plan: ItemPlan,
  rows: ResultRow[],
  fmt: (col: PlanColumn, value: Cell) => string,
): { headers: string[]; rows: string[][] } {
  const cols = [...plan.dimensions, ...plan.measures];
  return {
    headers: cols.map((c) => c.label),
    rows: rows.slice(0, 100).map((r) => cols.map((c) => fmt(c, r[c.key] ?? null))),
  };
}

/** d3-style format -> Excel number format (a reasonable subset). */
export function excelFormat(format: string | undefined): string | undefined {
  if (!format) return undefined;
  const m = /(,)?(?:\.(\d+))?([a-z%])?$/i.exec(format.replace(/^\$/, ''));
  if (!m) return undefined;
  const decimals = Number(m[2] ?? (m[3] === 'f' ? 2 : 0));
  const base = `${m[1] ? '#,##0' : '0'}${decimals ? `.${'0'.repeat(decimals)}` : ''}`;
  if (m[3] === '%') return `${base}%`;
  return format.startsWith('$') ? `€${base}` : base;
}
