/**
 * The rows as a tree: what sunburst, treemap (hierarchy.ts) and circle pack (packed.ts) draw. Its own module so
 * both renderer files share it without importing each other; all three load in the hierarchy family's chunk.
 */
import type { PlanColumn } from '../model';
import type { Cell, RenderContext } from './context';

/** A measure cell as a number (empty or not numeric: 0), for sizes and sums. */
export const num = (v: Cell | undefined) => (typeof v === 'number' ? v : Number(v) || 0);

export interface TreeDatum {
  name: string;
  value: number;
  sel: Cell;
  selCol: PlanColumn;
  children?: TreeDatum[];
  itemStyle?: Record<string, unknown>;
  /** Treemap, sunburst: the name as its tile or sector shows it (wrapped at spaces, '' when it does not fit). */
  fitted?: string;
  label?: { show?: boolean; fontSize?: number; lineHeight?: number };
}

/** Builds a tree from rows over several level columns. */
/** The rows as a tree of the level columns, each node summing the measure; biggest first at each level. */
export function buildTree(ctx: RenderContext, levels: PlanColumn[], m: PlanColumn | undefined): TreeDatum[] {
  const roots: TreeDatum[] = [];
  for (const r of ctx.rows) {
    let list = roots;
    const v = num(r[m?.key ?? '']);
    levels.forEach((col, li) => {
      const val = r[col.key] ?? null;
      const name = ctx.fmt(col, val);
      let node = list.find((n) => n.name === name);
      if (!node) {
        node = { name, value: 0, sel: val, selCol: col, ...(li < levels.length - 1 ? { children: [] } : {}) };
        list.push(node);
      }
      node.value += v;
      list = node.children ?? [];
    });
  }
  const sortRec = (l: TreeDatum[]) => {
    l.sort((a, b) => b.value - a.value);
    l.forEach((n) => n.children && sortRec(n.children));
  };
  sortRec(roots);
  return roots;
}
