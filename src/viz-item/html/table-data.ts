/**
 * Table maths without a DOM, shared by the tables (tables.ts) and the gallery's static pictures of them
 * (plugins/flex-pages/gallery/html.ts), so a picture orders and colours cells as the live table does.
 */
import { compareNatural } from '../collate';
import { optAt } from '../render/common';
import type { Cell, RenderContext, ResultRow } from '../render/context';

export interface TableSort {
  key: string;
  dir: 'ascending' | 'descending';
}

/** The tables' order: numbers by value, text naturally ("Item 2" before "Item 10"), empty cells last. */
export function compareCells(a: Cell, b: Cell, locale: string): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareNatural(a, b, locale);
}

/** `a` mixed towards `b` by t, for the heat table's cells (hex colours; anything else counts as grey). */
export function mix(a: string, b: string, t: number): string {
  const p = (c: string) => {
    const m = /^#?([0-9a-f]{6})$/i.exec(c);
    const hex = m ? m[1]! : '888888';
    return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  };
  const [x, y] = [p(a), p(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The regular table's sort before the reader picks one: its `sort` option, by the first column or measure. */
export function defaultSort(ctx: RenderContext): TableSort | undefined {
  const sort = optAt(ctx.plan.options, 'sort') as { by?: string; direction?: string } | undefined;
  const cols = ctx.plan.bySlot.columns ?? [];
  if (!sort) return undefined;
  const col = sort.by === 'measure' ? cols.find((c) => c.role === 'measure') : cols[0];
  return col ? { key: col.key, dir: sort.direction === 'desc' ? 'descending' : 'ascending' } : undefined;
}

/** The rows in a sort's order (a copy; the rows as they are without a sort). */
export function sortRows(rows: ResultRow[], sort: TableSort | undefined, locale: string): ResultRow[] {
  if (!sort) return rows;
  return [...rows].sort((a, b) => {
    const c = compareCells(a[sort.key] ?? null, b[sort.key] ?? null, locale);
    return sort.dir === 'descending' ? -c : c;
  });
}
