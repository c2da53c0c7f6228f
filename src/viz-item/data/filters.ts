/**
 * Filter groups -> row predicates. Supports every expression of CONTRACTS.md section 1 plus the relative-date
 * forms; anything malformed raises a FilterError whose message names the problem (shown inside the item).
 */
import { hasOwn } from '../../lib/own';
import type { ColumnReference, FilterGroup, FilterValue, ItemFilter, RelativeDateValue } from '../types';
import { getColumn, type DatasetColumn, type Row } from './datasets';
import { addUnits, toLevel, toMs, truncate } from './dates';

export class FilterError extends Error {}

/** Every supported expression, normalised (without the `?` placeholders), with what it means. */
export const FILTER_EXPRESSIONS: Record<string, string> = {
  '=': 'Equal to the value.',
  '!=': 'Not equal to the value (rows without a value are kept).',
  in: 'One of the values (a list).',
  'not in': 'None of the values (a list).',
  like: 'Contains the text, case-insensitive; `%` and `_` act as SQL wildcards when present.',
  'not like': 'Does not contain the text.',
  'starts with': 'Starts with the text, case-insensitive.',
  'ends with': 'Ends with the text, case-insensitive.',
  'not starts with': 'Does not start with the text.',
  'not ends with': 'Does not end with the text.',
  '<': 'Less than the value (numbers and datetimes).',
  '<=': 'Less than or equal to the value.',
  '>': 'Greater than the value.',
  '>=': 'Greater than or equal to the value.',
  between: 'Between two values `[from, to]`, both included.',
  'is null': 'Has no value.',
  'is not null': 'Has a value.',
  last_now: 'Datetime in the last `quantity` units up to now (`{ unit: "month", quantity: 6 }`).',
  less_than_ago: 'Same as last_now: less than `quantity` units ago.',
  more_than_ago: 'Datetime more than `quantity` units ago.',
  last_completed: 'Datetime in the last `quantity` complete units, excluding the current one.',
  to_date:
    'Datetime from the start of the current unit (or `quantity - 1` units before) up to now: year to date, month to date, ...',
  last_available: 'Datetime in the last `quantity` units of the data, counted back from its latest value.',
  next_now: 'Datetime from now up to `quantity` units ahead.',
  next_completed: 'Datetime in the next `quantity` complete units, excluding the current one.',
};

const RELATIVE = new Set([
  'last_now',
  'less_than_ago',
  'more_than_ago',
  'last_completed',
  'to_date',
  'last_available',
  'next_now',
  'next_completed',
]);
const NO_VALUE = new Set(['is null', 'is not null']);
const LIST = new Set(['in', 'not in', 'between']);

/** `? not in ?` -> `not in`; `last_now` stays; `==` -> `=`; `<>` -> `!=`. */
export function normaliseExpression(expression: unknown): string | null {
  if (typeof expression !== 'string') return null;
  let e = expression.replace(/\?/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  if (e === '==') e = '=';
  if (e === '<>') e = '!=';
  if (e === 'notin') e = 'not in';
  return hasOwn(FILTER_EXPRESSIONS, e) ? e : null;
}

export interface FilterContext {
  timeZone?: string;
  now: number;
  /** Only filters on this dataset apply; filters on other datasets are ignored (no dataset links offline). */
  datasetId: string;
  /** Latest value per datetime column, for last_available (computed lazily). */
  maxOf?: (columnId: string) => number | null;
}

type Predicate = (row: Row) => boolean;

function isRef(p: unknown): p is ColumnReference {
  return (
    !!p &&
    typeof p === 'object' &&
    typeof (p as ColumnReference).columnId === 'string' &&
    typeof (p as ColumnReference).datasetId === 'string'
  );
}

function isRelative(v: unknown): v is RelativeDateValue {
  return !!v && typeof v === 'object' && !Array.isArray(v) && 'unit' in (v as object);
}

/** Validates a filter group tree without a dataset (used by input validation). Returns problems found. */
export function checkFilterGroups(groups: unknown): string[] {
  const problems: string[] = [];
  if (groups === undefined || groups === null) return problems;
  if (!Array.isArray(groups)) return ['filters must be an array of filter groups'];
  const visit = (g: unknown, path: string) => {
    if (!g || typeof g !== 'object') return problems.push(`${path} is not a filter group object`);
    const group = g as FilterGroup;
    if (group.condition !== undefined && group.condition !== 'and' && group.condition !== 'or')
      problems.push(`${path}.condition must be "and" or "or" (got ${JSON.stringify(group.condition)})`);
    if (!Array.isArray(group.filters ?? [])) problems.push(`${path}.filters must be an array`);
    (group.filters ?? []).forEach((f, i) => {
      const fp = `${path}.filters[${i}]`;
      const e = normaliseExpression(f?.expression);
      if (!e) return problems.push(`${fp}: unknown expression ${JSON.stringify(f?.expression)}`);
      if (!Array.isArray(f.parameters) || !isRef(f.parameters[0]))
        return problems.push(`${fp}: parameters[0] must be { columnId, datasetId }`);
      const v = f.parameters[1];
      if (NO_VALUE.has(e)) return;
      if (v === undefined) return problems.push(`${fp}: "${e}" needs a value (parameters[1])`);
      if (RELATIVE.has(e)) {
        if (!isRelative(v) || toLevel(v.unit) === null || typeof v.quantity !== 'number')
          problems.push(`${fp}: "${e}" needs { unit, quantity } (got ${JSON.stringify(v)})`);
      } else if (e === 'between' && (!Array.isArray(v) || v.length !== 2))
        problems.push(`${fp}: "between" needs [from, to] (got ${JSON.stringify(v)})`);
    });
    if (group.subGroups !== undefined && !Array.isArray(group.subGroups))
      problems.push(`${path}.subGroups must be an array`);
    (group.subGroups ?? []).forEach((s, i) => visit(s, `${path}.subGroups[${i}]`));
    return undefined;
  };
  groups.forEach((g, i) => visit(g, `filters[${i}]`));
  return problems;
}

function compileFilter(f: ItemFilter, ctx: FilterContext): Predicate | null {
  const e = normaliseExpression(f.expression);
  if (!e) throw new FilterError(`Unknown filter expression ${JSON.stringify(f.expression)}`);
  const ref = f.parameters?.[0];
  if (!isRef(ref)) throw new FilterError('A filter needs parameters[0] = { columnId, datasetId }');
  if (ref.datasetId !== ctx.datasetId) return null;
  const column = getColumn(ref.datasetId, ref.columnId);
  if (!column)
    throw new FilterError(`Filter column "${ref.columnId}" does not exist in dataset "${ref.datasetId}"`);
  const key = column.id;
  const raw = f.parameters[1];
  if (NO_VALUE.has(e)) {
    const isNull = (r: Row) => r[key] === null || r[key] === undefined || r[key] === '';
    return e === 'is null' ? isNull : (r) => !isNull(r);
  }
  if (raw === undefined) throw new FilterError(`Filter "${e}" on "${key}" needs a value`);
  if (RELATIVE.has(e)) return relative(e, column, raw, ctx);

  const level = column.type === 'datetime' ? (toLevel(ref.level) ?? 9) : undefined;
  const norm = (v: unknown): string | number | null => normaliseValue(v, column, level, ctx.timeZone);
  const get = (r: Row) => norm(r[key]);

  if (LIST.has(e)) {
    const list = Array.isArray(raw) ? raw : [raw];
    if (e === 'between') {
      if (list.length !== 2) throw new FilterError(`"between" on "${key}" needs [from, to]`);
      const [lo, hi] = [norm(list[0]), norm(list[1])];
      return (r) => {
        const v = get(r);
        return v !== null && (lo === null || v >= lo) && (hi === null || v <= hi);
      };
    }
    const set = new Set(list.map((v) => norm(v)));
    return e === 'in' ? (r) => set.has(get(r)) : (r) => !set.has(get(r));
  }
  if (Array.isArray(raw)) throw new FilterError(`Filter "${e}" on "${key}" takes a single value, not a list`);
  const value = norm(raw);
  switch (e) {
    case '=':
      return (r) => get(r) === value;
    case '!=':
      return (r) => get(r) !== value;
    case '<':
      return (r) => cmp(get(r), value, (a, b) => a < b);
    case '<=':
      return (r) => cmp(get(r), value, (a, b) => a <= b);
    case '>':
      return (r) => cmp(get(r), value, (a, b) => a > b);
    case '>=':
      return (r) => cmp(get(r), value, (a, b) => a >= b);
  }
  const needle = String(raw ?? '').toLowerCase();
  const text = (r: Row) => (r[key] === null || r[key] === undefined ? null : String(r[key]).toLowerCase());
  switch (e) {
    case 'like':
    case 'not like': {
      const test = /[%_]/.test(needle) ? likeRegex(needle) : null;
      const match = (s: string) => (test ? test.test(s) : s.includes(needle));
      return e === 'like'
        ? (r) => {
            const s = text(r);
            return s !== null && match(s);
          }
        : (r) => {
            const s = text(r);
            return s === null || !match(s);
          };
    }
    case 'starts with':
      return (r) => text(r)?.startsWith(needle) ?? false;
    case 'not starts with':
      return (r) => !(text(r)?.startsWith(needle) ?? false);
    case 'ends with':
      return (r) => text(r)?.endsWith(needle) ?? false;
    case 'not ends with':
      return (r) => !(text(r)?.endsWith(needle) ?? false);
  }
  throw new FilterError(`Unsupported filter expression "${e}"`);
}

function cmp(
  a: string | number | null,
  b: string | number | null,
  op: (a: string | number, b: string | number) => boolean,
): boolean {
  return a !== null && b !== null && op(a, b);
}

function likeRegex(pattern: string): RegExp {
  const src = pattern
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/%/g, '.*')
    .replace(/_/g, '.');
  return new RegExp(`^${src}$`, 'i');
}

/** Brings row and filter values to a comparable form: truncated ms for datetimes, numbers, strings. */
export function normaliseValue(
  v: unknown,
  column: DatasetColumn,
  level: number | undefined,
  tz?: string,
): string | number | null {
  if (v === null || v === undefined || v === '') return null;
  if (column.type === 'datetime') {
    const ms = toMs(v);
    if (ms === null) return null;
    return level && level < 9 ? truncate(ms, level, tz) : ms;
  }
  if (column.type === 'numeric') {
    const n = typeof v === 'number' ? v : Number(v);
    return Number.isFinite(n) ? n : null;
  }
  return typeof v === 'object' && v !== null && 'id' in v ? String((v as { id: unknown }).id) : String(v);
}

function relative(
  e: string,
  column: DatasetColumn,
  raw: FilterValue | readonly FilterValue[],
  ctx: FilterContext,
): Predicate {
  if (column.type !== 'datetime')
    throw new FilterError(`"${e}" only works on datetime columns ("${column.id}" is ${column.type})`);
  if (!isRelative(raw)) throw new FilterError(`"${e}" on "${column.id}" needs { unit, quantity }`);
  const level = toLevel(raw.unit);
  const q = Number(raw.quantity);
  if (level === null || !Number.isFinite(q) || q < 0)
    throw new FilterError(
      `"${e}" on "${column.id}" has an invalid unit or quantity (${JSON.stringify(raw)})`,
    );
  const tz = ctx.timeZone;
  const now = ctx.now;
  let lo = -Infinity;
  let hi = Infinity; // exclusive upper bound unless noted
  let hiInclusive = false;
  switch (e) {
    case 'last_now':
    case 'less_than_ago':
      lo = addUnits(now, level, -q, tz);
      hi = now;
      hiInclusive = true;
      break;
    case 'more_than_ago':
      hi = addUnits(now, level, -q, tz);
      break;
    case 'last_completed': {
      const start = truncate(now, level, tz);
      lo = addUnits(start, level, -q, tz);
      hi = start;
      break;
    }
    case 'to_date':
      lo = addUnits(truncate(now, level, tz), level, -Math.max(0, q - 1), tz);
      hi = now;
      hiInclusive = true;
      break;
    case 'last_available': {
      const max = ctx.maxOf?.(column.id) ?? null;
      if (max === null) return () => false;
      const start = truncate(max, level, tz);
      lo = addUnits(start, level, -Math.max(0, q - 1), tz);
      hi = max;
      hiInclusive = true;
      break;
    }
    case 'next_now':
      lo = now;
      hi = addUnits(now, level, q, tz);
      hiInclusive = true;
      break;
    case 'next_completed': {
      const start = addUnits(truncate(now, level, tz), level, 1, tz);
      lo = start;
      hi = addUnits(start, level, q, tz);
      break;
    }
  }
  const key = column.id;
  return (r) => {
    const ms = toMs(r[key]);
    if (ms === null) return false;
    return ms >= lo && (hiInclusive ? ms <= hi : ms < hi);
  };
}

/** Compiles filter groups (combined with AND) into one predicate; returns null when nothing applies. */
export function compileFilterGroups(groups: FilterGroup[] | undefined, ctx: FilterContext): Predicate | null {
  if (!groups || groups.length === 0) return null;
  const compileGroup = (g: FilterGroup): Predicate | null => {
    if (!g || typeof g !== 'object') throw new FilterError('A filter group must be an object');
    const parts: Predicate[] = [];
    for (const f of g.filters ?? []) {
      const p = compileFilter(f, ctx);
      if (p) parts.push(p);
    }
    for (const s of g.subGroups ?? []) {
      const p = compileGroup(s);
      if (p) parts.push(p);
    }
    if (parts.length === 0) return null;
    if (parts.length === 1) return parts[0]!;
    return g.condition === 'or' ? (r) => parts.some((p) => p(r)) : (r) => parts.every((p) => p(r));
  };
  const all = groups.map(compileGroup).filter((p): p is Predicate => p !== null);
  if (all.length === 0) return null;
  if (all.length === 1) return all[0]!;
  return (r) => all.every((p) => p(r));
}
