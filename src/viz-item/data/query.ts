/**
 * The query engine: answers an item's query (dimensions, measures, filters, order, limit) from a demo
 * dataset. Dimension values come back as strings (hierarchy), epoch ms truncated to the level in the item's
 * time zone (datetime) or bin starts (binned numbers).
 *
 * A small columnar group-by written for the demo data's aggregations (it replaced arquero, which with its
 * expression parser and Arrow reader was 66 KiB gzipped of every chart's first load). The semantics are
 * arquero 7's, number for number: groups in order of first appearance, keyed as arquero keys values;
 * aggregates over valid values (not null, undefined or NaN), `average` and `stddev` with Welford's running
 * updates, `median` as the interpolated 0.5 quantile, `distinctcount` counting missing values as one value;
 * an aggregate over no valid value is `undefined`. tests/unit/viz-item/query.test.ts holds the cases.
 */
import type { ColumnType, FilterGroup } from '../types';
import { now as clockNow } from './clock';
import type { AggregationFunc } from './aggregations';
import { columnRange, getColumn, getDataset, getRows, type Row } from './datasets';
import { addUnits, toMs, truncate } from './dates';
import { compileFilterGroups } from './filters';
import { aggregateNodes, containsAggregate, evalAggregated, evalRow, type FormulaNode } from './formula';
import { compareNatural } from '../collate';

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
  aggregation: AggregationFunc | string;
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

type Cell = string | number | null;
type Getter = (i: number) => unknown;

/** The column names arquero gave a dataset's table (those of its first row), per rows array. */
const columnSets = new WeakMap<Row[], Set<string>>();

function columnsOf(rows: Row[]): Set<string> {
  let names = columnSets.get(rows);
  if (!names) {
    names = new Set(Object.keys(rows[0] ?? {}));
    columnSets.set(rows, names);
  }
  return names;
}

const isValid = (v: unknown): boolean => v != null && v === v;

/** arquero's group and distinct key of a value. */
function valueKey(v: unknown): string {
  if (typeof v === 'string') return `"${v}"`;
  if (typeof v !== 'object' || v === null) return String(v);
  if (v instanceof Date) return String(+v);
  if (Array.isArray(v)) return `[${v.map(valueKey).join(',')}]`;
  return `{${Object.entries(v)
    .map(([k, x]) => `"${k}":${valueKey(x)}`)
    .join(',')}}`;
}

const ascending = (a: unknown, b: unknown): number =>
  (a as number) < (b as number)
    ? -1
    : (a as number) > (b as number)
      ? 1
      : (a as number) >= (b as number)
        ? 0
        : NaN;

/** The interpolated p-quantile of sorted values. */
function quantile(sorted: unknown[], p: number): number | undefined {
  const n = sorted.length;
  if (!n) return undefined;
  if (p <= 0 || n < 2) return +(sorted[0] as number);
  if (p >= 1) return +(sorted[n - 1] as number);
  const i = (n - 1) * p;
  const i0 = Math.floor(i);
  const v0 = +(sorted[i0] as number);
  return v0 + (+(sorted[i0 + 1] as number) - v0) * (i - i0);
}

type AggregateFn = 'count' | 'valid' | 'distinct' | 'mean' | 'min' | 'max' | 'median' | 'stdev' | 'sum';
interface Rollup {
  fn: AggregateFn;
  column: string | undefined;
}

/** One aggregate over the rows `idx` (indexes into the filtered rows), as arquero computes it. */
function aggregate(fn: AggregateFn, get: Getter, idx: readonly number[]): unknown {
  if (fn === 'count') return idx.length;
  let valid = 0;
  let acc: unknown;
  let mean = 0;
  let dev = 0;
  const list: unknown[] = [];
  const distinct = new Set<string>();
  for (const i of idx) {
    const v = get(i);
    if (!isValid(v)) continue;
    valid++;
    switch (fn) {
      case 'sum':
        acc = ((acc as number | undefined) ?? 0) + +(v as number);
        break;
      case 'mean':
      case 'stdev': {
        const d = (v as number) - mean;
        mean += d / valid;
        dev += d * ((v as number) - mean);
        break;
      }
      case 'min':
        if ((v as number) < (acc as number) || acc === undefined) acc = v;
        break;
      case 'max':
        if ((v as number) > (acc as number) || acc === undefined) acc = v;
        break;
      case 'median':
        list.push(v);
        break;
      case 'distinct':
        distinct.add(valueKey(v));
        break;
      default:
        break;
    }
  }
  switch (fn) {
    case 'valid':
      return valid;
    case 'distinct':
      return distinct.size + (valid === idx.length ? 0 : 1);
    case 'mean':
      return valid ? mean : undefined;
    case 'stdev':
      return valid > 1 ? Math.sqrt(dev / (valid - 1)) : undefined;
    case 'median':
      return quantile(list.sort(ascending), 0.5);
    default:
      return acc;
  }
}

/**
 * `bins: { number: n }` gives n bins, exactly: the smallest round width (a whole number for whole-number data,
 * else 1, 2, 2.5 or 5 times a power of ten) such that n bins from a multiple of it cover [min, max]. The count is
 * what the reader asked for, so an example's text ("10 age bins") is what its chart draws.
 */
export function binLayout(min: number, max: number, n: number, whole: boolean): BinInfo {
  const count = Math.max(1, Math.floor(n));
  const span = max - min;
  if (!(span > 0)) return { start: whole ? Math.floor(min) : min, width: 1, count: 1 };
  // The maximum may sit on the last boundary: it goes into the last bin.
  const covers = (width: number) => Math.floor(min / width) * width + count * width >= max - 1e-9;
  let width = span / count;
  if (whole) {
    width = Math.max(1, Math.ceil(width));
    while (!covers(width)) width++;
  } else {
    const steps = [1, 2, 2.5, 5];
    let pow = 10 ** Math.floor(Math.log10(width));
    let i = 0;
    while (steps[i]! * pow < width || !covers(steps[i]! * pow)) {
      i++;
      if (i === steps.length) {
        i = 0;
        pow *= 10;
      }
    }
    width = steps[i]! * pow;
  }
  return { start: Math.round(Math.floor(min / width) * width * 1e9) / 1e9, width, count };
}

function rollupOp(aggregation: string, column: string | undefined): Rollup {
  const fn: AggregateFn =
    aggregation === 'count'
      ? column
        ? 'valid'
        : 'count'
      : aggregation === 'distinctcount'
        ? 'distinct'
        : aggregation === 'average'
          ? 'mean'
          : aggregation === 'min' || aggregation === 'max' || aggregation === 'median'
            ? aggregation
            : aggregation === 'stddev'
              ? 'stdev'
              : 'sum';
  return { fn, column };
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

const DAY = 86_400_000;
/** Month and week: a partial first one is at most a month of the data, left out (periodEdges). */
const TRIMMED_LEVELS = new Set([3, 4]);

export interface PeriodEdges {
  /** Start of the first period the dataset covers from its beginning (earlier ones are partial). */
  firstComplete: number;
  /** Start of the last period when the data stops before it is over (the current week, month, ...), else null. */
  partialFrom: number | null;
}

/**
 * Where the complete periods of a datetime column grouped by week, month, quarter or year begin and end. The
 * demo datasets start on an arbitrary day (six months back, three years back), so their first week or month is
 * mostly empty: a total a fraction of its neighbours' that reads as a collapse. The query leaves a partial
 * first week or month out (TRIMMED_LEVELS). A partial first quarter or year can hold months of data: it stays,
 * and charts draw it as partial, as they do the last period, which holds today and is not over. A day's rows
 * may sit anywhere in it (orders from 07:00), and midnight UTC moves in another time zone: both ends allow for
 * that.
 */
export function periodEdges(
  datasetId: string,
  columnId: string,
  level: number | undefined,
  timeZone?: string,
): PeriodEdges | null {
  if (!level || level < 1 || level > 4) return null;
  const range = columnRange(datasetId, columnId);
  if (!range) return null;
  const first = truncate(range.min, level, timeZone);
  const last = truncate(range.max, level, timeZone);
  return {
    firstComplete: first < range.min - DAY / 2 ? addUnits(first, level, 1, timeZone) : first,
    partialFrom: addUnits(last, level, 1, timeZone) > range.max + DAY ? last : null,
  };
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
  const base = getRows(ds.id);
  const tableColumns = columnsOf(base);
  /** A dataset column's values: arquero rejects a name that is not a column of the table. */
  const columnGetter = (rows: readonly Row[], column: string | undefined): Getter => {
    if (column === undefined) return () => undefined;
    if (!tableColumns.has(column))
      throw new Error(`Invalid column reference: "d[${JSON.stringify(column)}]"`);
    return (i) => rows[i]![column];
  };
  const allRows = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

  const maxCache = new Map<string, number | null>();
  const predicate = compileFilterGroups(spec.filters, {
    datasetId: ds.id,
    timeZone: tz,
    now,
    maxOf: (columnId) => {
      if (!maxCache.has(columnId)) {
        const v = aggregate('max', columnGetter(base, columnId), allRows(base.length)) as number | undefined;
        maxCache.set(columnId, numeric(v));
      }
      return maxCache.get(columnId) ?? null;
    },
  });
  let rowsIn = predicate ? base.filter((r) => predicate(r)) : base;
  // Grouped by month or week: from the first period the dataset covers in full (periodEdges).
  if (!spec.raw)
    for (const d of spec.dimensions) {
      if (d.type !== 'datetime' || !TRIMMED_LEVELS.has(d.level ?? 9)) continue;
      const edges = periodEdges(ds.id, d.columnId, d.level, tz);
      if (!edges || edges.firstComplete <= columnRange(ds.id, d.columnId)!.min) continue;
      const col = d.columnId;
      rowsIn = rowsIn.filter((r) => (toMs(r[col]) ?? Infinity) >= edges.firstComplete);
    }
  const every = allRows(rowsIn.length);

  // Dimension keys: truncated datetimes, bins, or the raw value.
  const bins: Record<string, BinInfo> = {};
  const derived: Record<string, (r: Row) => unknown> = {};
  for (const d of spec.dimensions) {
    const col = d.columnId;
    if (d.type === 'datetime') {
      const level = d.level ?? 9;
      derived[d.key] = (r: Row) => {
        const ms = toMs(r[col]);
        return ms === null ? null : level < 9 ? truncate(ms, level, tz) : ms;
      };
    } else if (d.type === 'numeric' && d.bins && d.bins > 0 && rowsIn.length > 0) {
      const get = columnGetter(rowsIn, col);
      const lo = aggregate('min', get, every) as number;
      const hi = aggregate('max', get, every) as number;
      const whole = rowsIn.every((r) => {
        const v = numeric(r[col]);
        return v === null || Number.isInteger(v);
      });
      bins[d.key] = binLayout(lo, hi, d.bins, whole);
      const { start, width } = bins[d.key]!;
      derived[d.key] = (r: Row) => {
        const v = numeric(r[col]);
        if (v === null) return null;
        // The maximum goes into the last bin rather than opening a new, empty-looking one.
        const i = Math.min(Math.floor((v - start) / width + 1e-9), bins[d.key]!.count - 1);
        return Math.round((start + i * width) * 1e9) / 1e9;
      };
    } else if (d.type === 'numeric') {
      derived[d.key] = (r: Row) => numeric(r[col]);
    } else {
      derived[d.key] = (r: Row) => (r[col] === null || r[col] === undefined ? null : String(r[col]));
    }
  }

  // Row-level formulas become derived columns; aggregate formulas become one rollup column per aggregate.
  const rollups: Record<string, Rollup | undefined> = {};
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
              derived[column] = (r: Row) => evalRow(arg, r);
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
      derived[column] = (r: Row) => evalRow(formula, r);
      rollups[m.key] = spec.raw
        ? undefined
        : rollupOp(m.aggregation === 'cumulativesum' ? 'sum' : m.aggregation, column);
      if (spec.raw) derived[m.key] = (r: Row) => evalRow(formula, r);
      if (m.aggregation === 'cumulativesum') cumulative.push(m.key);
      return;
    }
    if (spec.raw) {
      const col = m.columnId;
      derived[m.key] = (r: Row) => (col ? numeric(r[col]) : 1);
      return;
    }
    rollups[m.key] = rollupOp(m.aggregation === 'cumulativesum' ? 'sum' : m.aggregation, m.columnId);
    if (m.aggregation === 'cumulativesum') cumulative.push(m.key);
  });

  // Derived columns are computed one column at a time over the filtered rows (arquero's order).
  const derivedValues = new Map<string, unknown[]>();
  for (const [name, fn] of Object.entries(derived))
    derivedValues.set(
      name,
      rowsIn.map((r) => fn(r)),
    );
  const getter = (name: string | undefined, unknown: 'reference' | 'select' = 'reference'): Getter => {
    const values = name === undefined ? undefined : derivedValues.get(name);
    if (values) return (i) => values[i];
    if (unknown === 'select' && !tableColumns.has(name!)) throw new Error(`Unrecognized column: ${name}`);
    return columnGetter(rowsIn, name);
  };

  const dimKeys = spec.dimensions.map((d) => d.key);
  let rows: Record<string, Cell>[];
  if (spec.raw) {
    const columns = [...dimKeys, ...spec.measures.map((m) => m.key)].map(
      (k) => [k, getter(k, 'select')] as const,
    );
    rows = every.map((i) => {
      const r: Record<string, Cell> = {};
      for (const [k, get] of columns) r[k] = get(i) as Cell;
      return r;
    });
  } else {
    const ops = Object.entries(rollups)
      .filter((e): e is [string, Rollup] => e[1] !== undefined)
      .map(([k, op]) => [k, op.fn, getter(op.column)] as const);
    // Groups in order of first appearance, keyed like arquero's groupby.
    let groups: number[][];
    if (dimKeys.length) {
      const dimGet = dimKeys.map((k) => getter(k));
      const index = new Map<string, number[]>();
      groups = [];
      for (const i of every) {
        const key = dimGet.map((get) => valueKey(get(i))).join('|');
        let group = index.get(key);
        if (!group) {
          group = [];
          index.set(key, group);
          groups.push(group);
        }
        group.push(i);
      }
      rows = groups.map((group) => {
        const r: Record<string, Cell> = {};
        dimKeys.forEach((k, j) => (r[k] = dimGet[j]!(group[0]!) as Cell));
        for (const [k, fn, get] of ops) r[k] = aggregate(fn, get, group) as Cell;
        return r;
      });
    } else if (ops.length) {
      const r: Record<string, Cell> = {};
      for (const [k, fn, get] of ops) r[k] = aggregate(fn, get, every) as Cell;
      rows = [r];
    } else rows = [];
  }

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
    return compareNatural(a, b);
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
