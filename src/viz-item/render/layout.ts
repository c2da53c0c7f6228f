/** Deterministic layouts drawn with custom series: circle packing (bubble, circle pack) and a word cloud. */
import { packEnclose, packSiblings } from 'd3-hierarchy';

export interface Circle {
  x: number;
  y: number;
  r: number;
}

/**
 * Packs circles (given radii, in input order) tightly around the origin, `pad` apart; returns positions in input
 * order. d3-hierarchy's front-chain packing (Wang et al.) runs in about O(n log n): the earlier pairwise search
 * grew with about n^4 (400 circles took over half a second). Largest first, as d3's pack layout orders them.
 */
export function packCircles(radii: number[], pad = 0): Circle[] {
  const order = radii.map((r, i) => ({ r: r + pad / 2, i })).sort((a, b) => b.r - a.r || a.i - b.i);
  const packed: { r: number; i: number; x: number; y: number }[] = packSiblings(
    order.map((c) => ({ ...c, x: 0, y: 0 })),
  );
  const out: Circle[] = new Array(radii.length);
  for (const c of packed) out[c.i] = { x: c.x, y: c.y, r: radii[c.i]! };
  return out;
}

/** The smallest circle enclosing all circles. */
export function enclose(circles: Circle[]): Circle {
  if (!circles.length) return { x: 0, y: 0, r: 0 };
  const c = packEnclose(circles);
  return { x: c.x, y: c.y, r: c.r };
}

export interface PackNode {
  value: number;
  children?: PackNode[];
  circle?: Circle;
  depth?: number;
}

/** Packs a tree: leaves get an area proportional to value, parents enclose their children. */
export function packTree(root: PackNode, pad = 2): void {
  const visit = (node: PackNode, depth: number): number => {
    node.depth = depth;
    if (!node.children?.length) {
      node.circle = { x: 0, y: 0, r: Math.sqrt(Math.max(0, node.value)) };
      return node.circle.r;
    }
    const radii = node.children.map((c) => visit(c, depth + 1));
    const pos = packCircles(radii, pad);
    const enc = enclose(pos);
    node.children.forEach((c, i) => translate(c, pos[i]!.x - enc.x, pos[i]!.y - enc.y));
    node.circle = { x: 0, y: 0, r: enc.r + pad };
    return node.circle.r;
  };
  const translate = (node: PackNode, dx: number, dy: number) => {
    node.circle = { ...node.circle!, x: node.circle!.x + dx, y: node.circle!.y + dy };
    node.children?.forEach((c) => translate(c, dx, dy));
  };
  visit(root, 0);
}

export interface WordBox {
  text: string;
  size: number;
  x: number;
  y: number;
  w: number;
  h: number;
  rotated: boolean;
}

/** Places words (largest first) along a spiral inside a box, without overlaps. Coordinates are box-centred. */
export function layoutWords(
  words: { text: string; size: number; rotate: boolean }[],
  width: number,
  height: number,
  measure: (text: string, size: number) => number,
): WordBox[] {
  const placed: WordBox[] = [];
  const aspect = width / Math.max(1, height);
  const hit = (b: WordBox) =>
    placed.some((p) => Math.abs(p.x - b.x) * 2 < p.w + b.w + 2 && Math.abs(p.y - b.y) * 2 < p.h + b.h + 2);
  for (const word of words) {
    const tw = measure(word.text, word.size);
    const th = word.size * 1.05;
    const [w, h] = word.rotate ? [th, tw] : [tw, th];
    let found: WordBox | null = null;
    for (let t = 0; t < 4000; t++) {
      const ang = t * 0.1;
      const rad = t * 0.45;
      const b: WordBox = {
        text: word.text,
        size: word.size,
        x: Math.cos(ang) * rad * aspect,
        y: Math.sin(ang) * rad,
        w,
        h,
        rotated: word.rotate,
      };
      if (Math.abs(b.x) + w / 2 > width / 2 || Math.abs(b.y) + h / 2 > height / 2) {
        if (rad > Math.max(width, height)) break;
        continue;
      }
      if (!hit(b)) {
        found = b;
        break;
      }
    }
    if (found) placed.push(found);
  }
  return placed;
}

export interface Tile {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TreemapNode {
  value: number;
  children?: TreemapNode[];
}

/** Border and gap of the treemap's nodes at a depth (0: the whole, 1: the top level), as ECharts' levels give them. */
export interface TreemapLevels {
  border: (depth: number) => number;
  gap: (depth: number) => number;
  /** Height of a parent's name band (ECharts' upperLabel), 0 without one. */
  upper: number;
  squareRatio: number;
}

/**
 * The tiles ECharts' treemap draws (its squarified layout, treemapLayout.js, with `sort` and `visibleMin` at their
 * defaults), in the series' coordinates: each node's outer tile, absolute. The treemap's labels are fitted to
 * their tiles with it before ECharts draws them, since ECharts would otherwise wrap a name that does not fit
 * its tile inside its words. A node left out is one ECharts hides (under 10 px²).
 */
export function treemapTiles<N extends TreemapNode & { children?: N[] }>(
  roots: N[],
  width: number,
  height: number,
  levels: TreemapLevels,
): Map<N, Tile> {
  const tiles = new Map<N, Tile>();
  const visit = (node: N | null, kids: N[], tile: Tile, depth: number) => {
    if (node) tiles.set(node, tile);
    if (!kids.length) return;
    const border = levels.border(depth);
    const half = levels.gap(depth) / 2;
    const offset = border - half;
    const offsetUpper = Math.max(border, levels.upper) - half;
    const w = Math.max(tile.width - 2 * offset, 0);
    const h = Math.max(tile.height - offset - offsetUpper, 0);
    const total = w * h;
    // Largest first; equal values in reverse order (ECharts breaks ties by the later data index).
    const order = kids
      .map((n, i) => ({ n, i }))
      .sort((a, b) => b.n.value - a.n.value || b.i - a.i)
      .map((x) => x.n);
    let sum = order.reduce((s, n) => s + n.value, 0);
    if (!sum) return;
    let keep = order.length;
    for (let i = order.length - 1; i >= 0; i--)
      if ((order[i]!.value / sum) * total < 10) {
        keep = i;
        sum -= order[i]!.value;
      }
    const shown = order.slice(0, keep);
    if (!sum) return;
    const area = new Map(shown.map((n) => [n, (n.value / sum) * total]));
    const rect = { x: offset, y: offsetUpper, width: w, height: h };
    const worst = (row: N[], rowArea: number, fixed: number) => {
      const areas = row.map((n) => area.get(n)!).filter(Boolean);
      const f = fixed * fixed * levels.squareRatio;
      const sq = rowArea * rowArea;
      return sq ? Math.max((f * Math.max(...areas)) / sq, sq / (f * Math.min(...areas))) : Infinity;
    };
    const place = (row: N[], rowArea: number, fixed: number, flush: boolean) => {
      const along = fixed === rect.width;
      const [a, b] = along ? (['x', 'y'] as const) : (['y', 'x'] as const);
      const [la, lb] = along ? (['width', 'height'] as const) : (['height', 'width'] as const);
      let last = rect[a];
      let other = fixed ? rowArea / fixed : 0;
      if (flush || other > rect[lb]) other = rect[lb];
      row.forEach((n, i) => {
        const step = other ? area.get(n)! / other : 0;
        const across = Math.max(other - 2 * half, 0);
        const remain = rect[a] + rect[la] - last;
        const length = i === row.length - 1 || remain < step ? remain : step;
        const size = Math.max(length - 2 * half, 0);
        const child = { x: 0, y: 0, width: 0, height: 0 };
        child[lb] = across;
        child[la] = size;
        child[b] = tile[b] + rect[b] + Math.min(half, across / 2);
        child[a] = tile[a] + last + Math.min(half, size / 2);
        last += length;
        visit(n, n.children ?? [], child, depth + 1);
      });
      rect[b] += other;
      rect[lb] -= other;
    };
    let fixed = Math.min(w, h);
    let best = Infinity;
    let row: N[] = [];
    let rowArea = 0;
    for (let i = 0; i < shown.length;) {
      const n = shown[i]!;
      row.push(n);
      rowArea += area.get(n)!;
      const score = worst(row, rowArea, fixed);
      if (score <= best) {
        i++;
        best = score;
      } else {
        row.pop();
        rowArea -= area.get(n)!;
        place(row, rowArea, fixed, false);
        fixed = Math.min(rect.width, rect.height);
        row = [];
        rowArea = 0;
        best = Infinity;
      }
    }
    if (row.length) place(row, rowArea, fixed, true);
  };
  visit(null, roots, { x: 0, y: 0, width, height }, 0);
  return tiles;
}
