/** Glue between the example pages and the chart item's React wrapper. */
import type { VizItemMethods } from '@quantaloop/viz-item/types';

export type VizItemHandle = VizItemMethods;

/** Event callbacks may receive the payload or the DOM event; the printed value is the payload either way. */
export function payloadOf(e: unknown): unknown {
  if (typeof Event !== 'undefined' && e instanceof Event) return (e as CustomEvent).detail;
  return e;
}

/**
 * A JSON-safe copy (drops functions, turns DOM nodes into a short tag and real cycles into "[circular]") so
 * any payload can be printed. The same object reached twice without a cycle is printed twice.
 */
export function toPrintable(value: unknown, ancestors: object[] = []): unknown {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function' || typeof value === 'symbol') return undefined;
    if (typeof value === 'number' && !Number.isFinite(value)) return null;
    return typeof value === 'bigint' ? String(value) : value;
  }
  if (typeof Node !== 'undefined' && value instanceof Node) return `<${value.nodeName.toLowerCase()}>`;
  if (ancestors.includes(value)) return '[circular]';
  if (value instanceof Date) return value.toISOString();
  const next = [...ancestors, value];
  if (Array.isArray(value)) return value.map((v) => toPrintable(v, next) ?? null);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const p = toPrintable(v, next);
    if (p !== undefined) out[k] = p;
  }
  return out;
}
