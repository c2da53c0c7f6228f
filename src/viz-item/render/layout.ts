/** Deterministic layouts drawn with custom series: circle packing (bubble, circle pack) and a word cloud. */

export interface Circle {
  x: number;
  y: number;
  r: number;
}

function overlaps(c: Circle, placed: Circle[], pad: number): boolean {
  for (const p of placed) {
    const dx = c.x - p.x;
    const dy = c.y - p.y;
    const min = c.r + p.r + pad - 1e-6;
    if (dx * dx + dy * dy < min * min) return true;
  }
  return false;
}

/** Packs circles (given radii, in input order) tightly around the origin; returns positions in input order. */
export function packCircles(radii: number[], pad = 0): Circle[] {
  const order = radii.map((r, i) => ({ r, i })).sort((a, b) => b.r - a.r || a.i - b.i);
  const placed: Circle[] = [];
  const out: Circle[] = new Array(radii.length);
  for (const { r, i } of order) {
    let best: Circle | null = null;
    if (placed.length === 0) best = { x: 0, y: 0, r };
    else if (placed.length === 1) best = { x: placed[0]!.r + r + pad, y: 0, r };
    else {
      let bestD = Infinity;
      for (let a = 0; a < placed.length; a++)
        for (let b = a + 1; b < placed.length; b++) {
          const A = placed[a]!;
          const B = placed[b]!;
          const ra = A.r + r + pad;
          const rb = B.r + r + pad;
          const dx = B.x - A.x;
          const dy = B.y - A.y;
          const d = Math.hypot(dx, dy);
          if (d > ra + rb || d < Math.abs(ra - rb) || d === 0) continue;
          const l = (ra * ra - rb * rb + d * d) / (2 * d);
          const h = Math.sqrt(Math.max(0, ra * ra - l * l));
          const mx = A.x + (l * dx) / d;
          const my = A.y + (l * dy) / d;
          for (const sgn of [1, -1]) {
            const c = { x: mx - (sgn * h * dy) / d, y: my + (sgn * h * dx) / d, r };
            const dist = Math.hypot(c.x, c.y);
            if (dist < bestD && !overlaps(c, placed, pad)) {
              bestD = dist;
              best = c;
            }
          }
        }
      if (!best) {
        // Fallback: walk out along a spiral.
        for (let t = 0; t < 2000 && !best; t++) {
          const ang = t * 0.35;
          const rad = t * 0.5 * (r / 4 + 1);
          const c = { x: Math.cos(ang) * rad, y: Math.sin(ang) * rad, r };
          if (!overlaps(c, placed, pad)) best = c;
        }
        best ??= { x: 0, y: 0, r };
      }
    }
    placed.push(best);
    out[i] = best;
  }
  return out;
}

/** Centre and radius of a circle enclosing all circles (approximate: around the bounding-box centre). */
export function enclose(circles: Circle[]): Circle {
  if (!circles.length) return { x: 0, y: 0, r: 0 };
  const minX = Math.min(...circles.map((c) => c.x - c.r));
  const maxX = Math.max(...circles.map((c) => c.x + c.r));
  const minY = Math.min(...circles.map((c) => c.y - c.r));
  const maxY = Math.max(...circles.map((c) => c.y + c.r));
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  return { x: cx, y: cy, r: Math.max(...circles.map((c) => Math.hypot(c.x - cx, c.y - cy) + c.r)) };
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
