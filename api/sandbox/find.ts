/**
 * The Core API's `find` on the sandbox's records: `where` (equality, a list of values, the operators `eq`, `ne`,
 * `gt`, `gte`, `lt`, `lte`, `in`, `notIn`, `like`, `notLike`, and `or: [...]`), `order`, `limit`, `offset` and
 * `attributes`. The request schema has already been checked; what it cannot say (an unknown operator, `or` that
 * is not a list) is returned as a problem naming the field.
 *
 * Field values are looked up as own properties only: a where clause on `__proto__` or `constructor` finds
 * nothing rather than Object.prototype.
 */
import type { FieldProblem } from './validate';
import type { SandboxRecord } from './types';

type Where = Record<string, unknown>;

const OPERATORS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'notIn', 'like', 'notLike'] as const;
type Operator = (typeof OPERATORS)[number];

export interface FindQuery {
  where?: unknown;
  order?: unknown;
  limit?: unknown;
  offset?: unknown;
  attributes?: unknown;
}

export type FindResult = { ok: true; rows: SandboxRecord[] } | { ok: false; problem: FieldProblem };

function own(record: object, key: string): unknown {
  return Object.hasOwn(record, key) ? (record as Record<string, unknown>)[key] : undefined;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The values a field offers to a comparison: a language map (`{ en, nl }`) matches on any of its texts, so
 * `name: { like: '%Sales%' }` works as readers expect; a list matches on any element.
 */
function candidates(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isPlainObject(value)) return Object.values(value).filter((v) => typeof v === 'string');
  return [value];
}

/** Longest `like` pattern accepted: matching costs up to pattern length x text length. */
export const MAX_LIKE_PATTERN = 256;

/** Where `segment` (with `_` matching any one character) first occurs in `text` at or after `from`, or -1. */
function indexOfSegment(text: string, segment: string, from: number): number {
  outer: for (let i = from; i + segment.length <= text.length; i++) {
    for (let j = 0; j < segment.length; j++) {
      if (segment[j] !== '_' && segment[j] !== text[i + j]) continue outer;
    }
    return i;
  }
  return -1;
}

/**
 * SQL LIKE, case-insensitive: `%` matches any text, `_` one character. No regular expression (a pattern of
 * many `%` would backtrack badly on a long text): the segments between `%` are found left to right, the first
 * anchored at the start and the last at the end, which is exact for LIKE.
 */
export function like(value: string, pattern: string): boolean {
  const text = value.toLowerCase();
  const segments = pattern.toLowerCase().split('%');
  if (segments.length === 1)
    return text.length === pattern.length && indexOfSegment(text, segments[0]!, 0) === 0;
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  if (first.length + last.length > text.length) return false;
  if (indexOfSegment(text.slice(0, first.length), first, 0) !== 0) return false;
  const end = text.length - last.length;
  if (indexOfSegment(text.slice(end), last, 0) !== 0) return false;
  let at = first.length;
  for (const segment of segments.slice(1, -1)) {
    if (!segment) continue;
    const found = indexOfSegment(text.slice(0, end), segment, at);
    if (found === -1) return false;
    at = found + segment.length;
  }
  return true;
}

function compare(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return undefined;
}

function same(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));
}

function test(op: Operator, field: unknown, operand: unknown): boolean {
  const values = candidates(field);
  switch (op) {
    case 'eq':
      return values.some((v) => same(v, operand)) || same(field, operand);
    case 'ne':
      return !values.some((v) => same(v, operand)) && !same(field, operand);
    case 'in':
      return Array.isArray(operand) && values.some((v) => operand.some((o) => same(v, o)));
    case 'notIn':
      return Array.isArray(operand) && !values.some((v) => operand.some((o) => same(v, o)));
    case 'like':
    case 'notLike': {
      const hit = values.some((v) => typeof v === 'string' && like(v, String(operand)));
      return op === 'like' ? hit : !hit;
    }
    default: {
      return values.some((v) => {
        const c = compare(v, operand);
        if (c === undefined) return false;
        return op === 'gt' ? c > 0 : op === 'gte' ? c >= 0 : op === 'lt' ? c < 0 : c <= 0;
      });
    }
  }
}

/** Checks the where clause's shape; returns the first problem. */
function checkWhere(where: Where, path: string, depth = 0): FieldProblem | null {
  if (depth > 16) return { field: path, message: 'is nested too deeply' };
  for (const [key, condition] of Object.entries(where)) {
    const field = `${path}.${key}`;
    if (key === 'or') {
      if (!Array.isArray(condition) || condition.some((c) => !isPlainObject(c)))
        return { field, message: 'must be a list of where clauses' };
      for (let i = 0; i < condition.length; i++) {
        const problem = checkWhere(condition[i] as Where, `${field}[${i}]`, depth + 1);
        if (problem) return problem;
      }
      continue;
    }
    if (!isPlainObject(condition)) continue;
    for (const [op, operand] of Object.entries(condition)) {
      if (!(OPERATORS as readonly string[]).includes(op))
        return { field: `${field}.${op}`, message: `is not an operator; use one of ${OPERATORS.join(', ')}` };
      if ((op === 'in' || op === 'notIn') && !Array.isArray(operand))
        return { field: `${field}.${op}`, message: 'must be a list of values' };
      if ((op === 'like' || op === 'notLike') && typeof operand !== 'string')
        return { field: `${field}.${op}`, message: 'must be a text with % wildcards' };
      if ((op === 'like' || op === 'notLike') && (operand as string).length > MAX_LIKE_PATTERN)
        return { field: `${field}.${op}`, message: `must be at most ${MAX_LIKE_PATTERN} characters` };
    }
  }
  return null;
}

export function matches(record: SandboxRecord, where: Where): boolean {
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'or') {
      if (!(condition as Where[]).some((c) => matches(record, c))) return false;
      continue;
    }
    const field = own(record, key);
    if (Array.isArray(condition)) {
      if (!test('in', field, condition)) return false;
    } else if (isPlainObject(condition)) {
      for (const [op, operand] of Object.entries(condition)) {
        if (!test(op as Operator, field, operand)) return false;
      }
    } else if (!test('eq', field, condition)) return false;
  }
  return true;
}

/** The sort key of a field: a language map sorts by its English text. */
function sortKey(record: SandboxRecord, field: string): unknown {
  const value = own(record, field);
  if (isPlainObject(value)) return own(value, 'en') ?? Object.values(value)[0];
  return value;
}

export function applyFind(records: Iterable<SandboxRecord>, find: FindQuery | undefined): FindResult {
  let rows = [...records];
  const where = find?.where;
  if (isPlainObject(where)) {
    const problem = checkWhere(where, 'find.where');
    if (problem) return { ok: false, problem };
    rows = rows.filter((r) => matches(r, where));
  }
  if (Array.isArray(find?.order)) {
    const order = find.order.filter(
      (o): o is [string, string] => Array.isArray(o) && typeof o[0] === 'string' && typeof o[1] === 'string',
    );
    rows.sort((a, b) => {
      for (const [field, direction] of order) {
        const x = sortKey(a, field);
        const y = sortKey(b, field);
        // Missing values sort last whatever the direction.
        if (x === undefined || y === undefined) {
          if (x !== y) return x === undefined ? 1 : -1;
          continue;
        }
        const c = compare(x, y) ?? compare(String(x), String(y)) ?? 0;
        if (c !== 0) return direction === 'desc' ? -c : c;
      }
      return 0;
    });
  }
  const offset = typeof find?.offset === 'number' ? find.offset : 0;
  const limit = typeof find?.limit === 'number' ? find.limit : 10_000;
  rows = rows.slice(offset, offset + limit);
  if (Array.isArray(find?.attributes) && find.attributes.length > 0) {
    const keep = new Set(['id', ...find.attributes.filter((a): a is string => typeof a === 'string')]);
    rows = rows.map(
      (r) => Object.fromEntries(Object.entries(r).filter(([k]) => keep.has(k))) as SandboxRecord,
    );
  }
  return { ok: true, rows };
}
