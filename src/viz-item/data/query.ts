/**
 * The query engine: answers an item's query (dimensions, measures, filters, order, limit) from a demo
 * dataset with arquero. Dimension values come back as strings (hierarchy), epoch ms truncated to the level
 * in the item's time zone (datetime) or bin starts (binned numbers).
 */
import * as aq from 'arquero';
import type { ColumnTable } from 'arquero';
import type { ColumnType, FilterGroup } from '../types';
import { now as clockNow } from './clock';
import { getColumn, getDataset, getRows, type Row } from './datasets';
import { toMs, truncate } from './dates';
import { compileFilterGroups } from './filters';
import { aggregateNodes, containsAggregate, evalAggregated, evalRow, type FormulaNode } from './formula';

const { op } = aq;

export const AGGREGATIONS = [
  'sum',
  'average',
  'count',
  'distinctcount',
  'min',
  'max',
  'median',
  'cumulativesum',
  'stddev',
] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

export interface QueryDimension {
  key: string;
  columnId: string;
  type: ColumnType;
  /** Datetime level 1-9 (default 9: no truncation). */
  level?: number;
  /** Number of bins for a numeric dimension. */
  bins?: number;
}

export interface QueryMeasure {
  key: string;
  columnId?: string;
  aggregation: Aggregation | string;
  formula?: FormulaNode;
}

export interface QuerySpec {
  datasetId: string;
  dimensions: QueryDimension[];
  measures: QueryMeasure[];
  filters?: FilterGroup[];
  order?: { key: string; direction?: 'asc' | 'desc' }[];
  limit?: number;
  /** One output row per source row, no grouping (measures are the raw values). */
  raw?: boolean;
  timeZone?: string;
  now?: number;
}

export interface BinInfo {
  start: number;
  width: number;
  count: number;
}

export interface QueryResult {
  rows: Record<string, string | number | null>[];
  /** Rows before the limit. */
  total: number;
  limited: boolean;
  bins: Record<string, BinInfo>;
}

export class QueryError extends Error {}

const tables = new Map<string, { rows: Row[]; table: ColumnTable }>();

function baseTable(datasetId: string): ColumnTable {
  const rows = getRows(datasetId);
  const hit = tables.get(datasetId);
  if (hit && hit.rows === rows) return hit.table;
  const table = aq.from(rows);
  tables.set(datasetId, { rows, table });
  return table;
}

/** A "nice" bin width (1, 2, 2.5 or 5 times a power of ten) splitting [min, max] into about n bins. */
export function niceBinWidth(min: number, max: number, n: number): number {
  const span = max - min;
  if (!(span > 0)) return 1;
  const raw = span / Math.max(1, n);
  const pow = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * pow >= raw) return m * pow;
  return 10 * pow;
}

function rollupOp(aggregation: string, column: string | undefined): unknown {
  switch (aggregation) {
    case 'count':
      return column ? op.valid(column) : op.count();
    case 'distinctcount':
      return op.distinct(column!);
    case 'average':
      return op.mean(column!);
    case 'min':
      return op.min(column!);
    case 'max':
      return op.max(column!);
    case 'median':
      return op.median(column!);
    case 'stddev':
      return op.stdev(column!);
    default:
      return op.sum(column!);
  }
}

const numeric = (v: unknown): number | null => {
  if (v === null || v === undefined || (typeof v === 'number' && !Number.isFinite(v))) return null;
  return typeof v === 'number' ? v : Number.isFinite(Number(v)) ? Number(v) : null;
};

const RELATIVE_RE = /last_|next_|_ago|to_date/;
const resultCache = new Map<string, QueryResult>();
const CACHE_SIZE = 64;

/**
 * runQuery with a small LRU cache: the same query on the same demo data (same reference day, and the same
 * instant for relative-date filters) returns the same result object. Option-only changes (locale, theme,
 * mode) and repeated examples on a page then skip the query. Results are shared: treat them as read-only.
 */
export function runQueryCached(spec: QuerySpec): QueryResult {
  const { now: specNow, ...rest } = spec;
  const json = JSON.stringify(rest);
  const relative = RELATIVE_RE.test(JSON.stringify(spec.filters ?? []));
  const key = `${getRows(spec.datasetId).length}|${referenceDayKey()}|${relative ? (specNow ?? clockNow()) : ''}|${json}`;
  const hit = resultCache.get(key);
  if (hit) {
    resultCache.delete(key);
    resultCache.set(key, hit);
    return hit;
  }
  const result = runQuery(spec);
  resultCache.set(key, result);
  if (resultCache.size > CACHE_SIZE) resultCache.delete(resultCache.keys().next().value as string);
  return result;
}

/** Empties the result cache (benchmarks measure cold queries with it). */
export function clearQueryCache(): void {
  resultCache.clear();
}

function referenceDayKey(): number {
  return Math.floor(clockNow() / 86_400_000);
}

/** Runs a query. Throws QueryError / FilterError / FormulaError with readable messages. */
export function runQuery(spec: QuerySpec): QueryResult {
  const ds = getDataset(spec.datasetId);
  if (!ds) throw new QueryError(`Dataset "${spec.datasetId}" does not exist`);
  for (const d of spec.dimensions)
    if (!getColumn(ds.id, d.columnId))
      throw new QueryError(`Column "${d.columnId}" does not exist in dataset "${ds.id}"`);
  for (const m of spec.measures)
    if (m.columnId && !getColumn(ds.id, m.columnId))
      throw new QueryError(`Column "${m.columnId}" does not exist in dataset "${ds.id}"`);

  const tz = spec.timeZone;
  const now = spec.now ?? clockNow();
  let table = baseTable(ds.id);

  const maxCache = new Map<string, number | null>();
  const predicate = compileFilterGroups(spec.filters, {
    datasetId: ds.id,
    timeZone: tz,
    now,
    maxOf: (columnId) => {
      if (!maxCache.has(columnId)) {
        const v = table.rollup({ m: op.max(columnId) }).get('m', 0) as number | undefined;
        maxCache.set(columnId, numeric(v));
      }
      return maxCache.get(columnId) ?? null;
    },
  });
  if (predicate) table = table.filter(aq.escape((r: Row) => predicate(r)));

  // Dimension keys: truncated datetimes, bins, or the raw value.
  const bins: Record<string, BinInfo> = {};
  const derived: Record<string, unknown> = {};
  for (const d of spec.dimensions) {
    const col = d.columnId;
    if (d.type === 'datetime') {
      const level = d.level ?? 9;
      derived[d.key] = aq.escape((r: Row) => {
        const ms = toMs(r[col]);
        return ms === null ? null : level < 9 ? truncate(ms, level, tz) : ms;
      });
    } else if (d.type === 'numeric' && d.bins && d.bins > 0 && table.numRows() > 0) {
      const stats = table.rollup({ lo: op.min(col), hi: op.max(col) }).object() as { lo: number; hi: number };
      const width = niceBinWidth(stats.lo, stats.hi, d.bins);
      const start = Math.floor(stats.lo / width) * width;
      bins[d.key] = { start, width, count: Math.max(1, Math.ceil((stats.hi - start) / width + 1e-9)) };
      derived[d.key] = aq.escape((r: Row) => {
        const v = numeric(r[col]);
        if (v === null) return null;
        // The maximum goes into the last bin rather than opening a new, empty-looking one.
        const i = Math.min(Math.floor((v - start) / width + 1e-9), bins[d.key]!.count - 1);
        return Math.round((start + i * width) * 1e9) / 1e9;
      });
    } else if (d.type === 'numeric') {
      derived[d.key] = aq.escape((r: Row) => numeric(r[col]));
    } else {
      derived[d.key] = aq.escape((r: Row) =>
        r[col] === null || r[col] === undefined ? null : String(r[col]),
      );
    }
  }

  // Row-level formulas become derived columns; aggregate formulas become one rollup column per aggregate.
  const rollups: Record<string, unknown> = {};
  const finals: { key: string; node: FormulaNode; aggKeys: Map<object, string> }[] = [];
  const cumulative: string[] = [];
  spec.measures.forEach((m, mi) => {
    if (m.formula) {
      if (containsAggregate(m.formula)) {
        const aggKeys = new Map<object, string>();
        aggregateNodes(m.formula).forEach((node, ai) => {
          const k = `__f${mi}_${ai}`;
          let column: string | undefined;
          if (node.arg) {
            if (node.arg.kind === 'ref') column = node.arg.columnId;
            else {
              const arg = node.arg;
              column = `${k}_arg`;
              derived[column] = aq.escape((r: Row) => evalRow(arg, r));
            }
            if (!getColumn(ds.id, column) && !derived[column])
              throw new QueryError(`Formula column "${column}" does not exist in dataset "${ds.id}"`);
          }
          rollups[k] = rollupOp(node.fn, column);
          aggKeys.set(node, k);
        });
        finals.push({ key: m.key, node: m.formula, aggKeys });
        return;
      }
      const formula = m.formula;
      const column = `__r${mi}`;
      derived[column] = aq.escape((r: Row) => evalRow(formula, r));
      rollups[m.key] = spec.raw
        ? undefined
        : rollupOp(m.aggregation === 'cumulativesum' ? 'sum' : m.aggregation, column);
      if (spec.raw) derived[m.key] = aq.escape((r: Row) => evalRow(formula, r));
      if (m.aggregation === 'cumulativesum') cumulative.push(m.key);
      return;
    }
    if (spec.raw) {
      const col = m.columnId;
      derived[m.key] = aq.escape((r: Row) => (col ? numeric(r[col]) : 1));
      return;
    }
    rollups[m.key] = rollupOp(m.aggregation === 'cumulativesum' ? 'sum' : m.aggregation, m.columnId);
    if (m.aggregation === 'cumulativesum') cumulative.push(m.key);
  });

  if (Object.keys(derived).length) table = table.derive(derived as never);
  const dimKeys = spec.dimensions.map((d) => d.key);
  let out: ColumnTable;
  if (spec.raw) {
    out = table.select([...dimKeys, ...spec.measures.map((m) => m.key)]);
  } else {
    const grouped = dimKeys.length ? table.groupby(dimKeys) : table;
    out = grouped.rollup(rollups as never);
  }
  let rows = out.objects() as Record<string, string | number | null>[];

  for (const f of finals) {
    for (const r of rows) {
      r[f.key] = evalAggregated(f.node, (node) => numeric(r[f.aggKeys.get(node)!]));
      for (const k of f.aggKeys.values()) delete r[k];
    }
  }
  for (const r of rows)
    for (const m of spec.measures) if (r[m.key] !== undefined) r[m.key] = numeric(r[m.key]);

  const compare = (a: string | number | null, b: string | number | null): number => {
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    return String(a).localeCompare(String(b), 'en', { numeric: true });
  };

  // Cumulative sums run along the first datetime/numeric dimension (else the first), per other dimensions.
  if (cumulative.length && rows.length) {
    const along = spec.dimensions.find((d) => d.type !== 'hierarchy') ?? spec.dimensions[0];
    const others = dimKeys.filter((k) => k !== along?.key);
    const sorted = along ? [...rows].sort((a, b) => compare(a[along.key]!, b[along.key]!)) : rows;
    const totals = new Map<string, number>();
    for (const r of sorted) {
      const g = others.map((k) => String(r[k])).join('\u0000');
      for (const k of cumulative) {
        const sum = (totals.get(g + k) ?? 0) + (numeric(r[k]) ?? 0);
        totals.set(g + k, sum);
        r[k] = sum;
      }
    }
  }

  const order = spec.order?.length
    ? spec.order
    : spec.dimensions.map((d) => ({ key: d.key, direction: 'asc' as const }));
  if (order.length) {
    rows = [...rows].sort((a, b) => {
      for (const o of order) {
        const c = compare(a[o.key] ?? null, b[o.key] ?? null);
        if (c !== 0) return o.direction === 'desc' ? (a[o.key] === null || b[o.key] === null ? c : -c) : c;
      }
      return 0;
    });
  }
  const total = rows.length;
  const limit = spec.limit && spec.limit > 0 ? Math.floor(spec.limit) : undefined;
  if (limit !== undefined && rows.length > limit) rows = rows.slice(0, limit);
  return { rows, total, limited: rows.length < total, bins };
}
