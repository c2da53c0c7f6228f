/**
 * What a click, a tap, a key or setSelectedData() selects, and the filters a selection publishes: pure
 * functions of the item's plan and its drawn ECharts option, so the element (and interaction.ts, for touch and
 * keys) only wires them to events.
 */
import type { BinInfo } from './data/query';
import type { ItemPlan, PlanColumn } from './model';
import { selectionKey, type Cell } from './render/context';
import type { EchartsOption } from './render/types';
import type { FilterGroup, SelectedDataInput } from './types';

export interface Selection {
  column: PlanColumn;
  values: Cell[];
}

/** A drawn data point that can be selected: its value and the column it belongs to. */
export interface SelectableDatum {
  sel?: Cell;
  selCol?: PlanColumn;
}

export const isSelectable = (d: unknown): d is SelectableDatum => !!d && typeof d === 'object' && 'sel' in d;

/** The column a selection applies to when the point does not name one (and for setSelectedData). */
export function defaultSelectionColumn(plan: ItemPlan): PlanColumn | undefined {
  const s = plan.bySlot;
  return (
    s.category?.[0] ??
    s['x-axis']?.[0] ??
    s['y-axis']?.[0] ??
    s.geo?.[0] ??
    s.levels?.[0] ??
    s.source?.[0] ??
    s.name?.[0] ??
    s.row?.[0] ??
    s.columns?.find((c) => c.role === 'dimension') ??
    plan.dimensions[0]
  );
}

/**
 * The selection after activating `value` of `col`: a selected value is deselected; another one replaces the
 * selection, or joins it when `additive` (Ctrl, Cmd or Shift) and of the same column. Null when empty.
 */
export function toggled(
  current: Selection | null,
  col: PlanColumn,
  value: Cell,
  additive: boolean,
): Selection | null {
  const cur = current && current.column.key === col.key ? current.values : [];
  const k = selectionKey(value);
  const has = cur.some((v) => selectionKey(v) === k);
  const next = has ? cur.filter((v) => selectionKey(v) !== k) : additive ? [...cur, value] : [value];
  return next.length ? { column: col, values: next } : null;
}

/** The selection setSelectedData() asks for: values of the default column (ISO strings for datetimes). */
export function requestedSelection(plan: ItemPlan, input: SelectedDataInput): Selection | null {
  const values =
    input === null ? [] : Array.isArray(input) ? input : Array.isArray(input?.values) ? input.values : [];
  const col = defaultSelectionColumn(plan);
  if (!col || !values.length) return null;
  const normalised = values.map((v) =>
    col.type === 'datetime' && typeof v === 'string' ? Date.parse(v) : v,
  );
  return { column: col, values: normalised };
}

/** A filter's reference to a column (with its datetime level). */
export function columnRef(col: PlanColumn, level?: number) {
  return { columnId: col.columnId!, datasetId: col.datasetId!, ...(level ? { level } : {}) };
}

/** The raw filter value for a dimension value (datetimes as ISO strings). */
function filterValue(col: PlanColumn, v: Cell): string | number | null {
  if (v === null) return null;
  if (col.type === 'datetime') return new Date(Number(v)).toISOString();
  return v;
}

/** `? in ?` on the values: the filter a selection or a filter item publishes. */
export function inGroup(col: PlanColumn, values: Cell[]): FilterGroup[] {
  if (!values.length) return [];
  return [
    {
      condition: 'and',
      filters: [
        {
          expression: '? in ?',
          parameters: [
            columnRef(col, col.type === 'datetime' ? col.level : undefined),
            values.map((v) => filterValue(col, v) as string),
          ],
        },
      ],
    },
  ];
}

/** FilterGroups for a selection: `in` for categories and dates (with their level), ranges for bins. */
export function selectionFilters(sel: Selection, bins: Record<string, BinInfo>): FilterGroup[] {
  const col = sel.column;
  const bin = bins[col.key];
  if (col.binned && bin) {
    const ref = { columnId: col.columnId!, datasetId: col.datasetId! };
    const ranges: FilterGroup[] = sel.values.map((v) => ({
      condition: 'and',
      filters: [
        { expression: '? >= ?', parameters: [ref, Number(v)] },
        { expression: '? < ?', parameters: [ref, Number(v) + bin.width] },
      ],
    }));
    return ranges.length === 1 ? ranges : [{ condition: 'or', filters: [], subGroups: ranges }];
  }
  return inGroup(col, sel.values);
}

/**
 * The category band at a pixel of a chart with a category axis: `index` is the band, looked up by the
 * caller's `toIndex` (ECharts' convertFromPixel), and the first series with a selectable datum there wins.
 */
export function bandDatum(
  option: EchartsOption,
  toIndex: (axis: 'xAxis' | 'yAxis') => unknown,
): { datum: SelectableDatum; point: Record<string, unknown> } | null {
  const first = (v: unknown) =>
    (Array.isArray(v) ? v[0] : v) as { type?: string; data?: unknown[] } | undefined;
  for (const dim of ['xAxis', 'yAxis'] as const) {
    const axis = first(option[dim]);
    if (axis?.type !== 'category' || !axis.data?.length) continue;
    const at = toIndex(dim);
    const index = Math.round(Number(Array.isArray(at) ? at[0] : at));
    if (!Number.isFinite(index) || index < 0 || index >= axis.data.length) return null;
    const series = (option.series as { data?: unknown[] }[] | undefined) ?? [];
    for (let si = 0; si < series.length; si++) {
      const d = series[si]!.data?.[index];
      if (isSelectable(d)) return { datum: d, point: { seriesIndex: si, dataIndex: index, datum: d } };
    }
    return null;
  }
  return null;
}

/** Whether a pointer gesture is a finger or a pen: a tap reads a point, a second tap or a long press selects. */
export const isTouchLike = (pointerType: string): boolean => pointerType === 'touch' || pointerType === 'pen';
