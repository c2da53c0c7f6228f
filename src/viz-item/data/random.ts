/** Small seeded PRNG helpers so the demo datasets are identical on every machine and every run. */

/** mulberry32: tiny, fast and good enough for demo data. Returns a function yielding [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, used to derive per-dataset / per-day seeds. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A seeded generator for one "key" (e.g. dataset + day), so each day's values never depend on the window. */
export function rngFor(...parts: (string | number)[]): () => number {
  return mulberry32(hashString(parts.join('|')));
}

/** Standard normal sample (Box-Muller). */
export function gaussian(rand: () => number): number {
  const u = Math.max(rand(), 1e-12);
  const v = rand();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

export function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length) % items.length] as T;
}

const totals = new WeakMap<object, number>();

/** Picks by weight; weights need not sum to 1. */
export function pickWeighted<T>(rand: () => number, items: readonly (readonly [T, number])[]): T {
  // The sum once per list: the sales rows pick four times per row, a quarter of their generation otherwise.
  let total = totals.get(items);
  if (total === undefined) {
    total = items.reduce((s, [, w]) => s + w, 0);
    totals.set(items, total);
  }
  let r = rand() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  return (items[items.length - 1] as readonly [T, number])[0];
}

export const round = (v: number, digits = 0): number => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};
