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
