/** Glue between the example pages and the chart item's React wrapper. */
import type { VizItemMethods } from '@site/src/viz-item/types';

export type VizItemHandle = VizItemMethods;

/** Event callbacks may receive the payload or the DOM event; the printed value is the payload either way. */
export function payloadOf(e: unknown): unknown {
  if (typeof Event !== 'undefined' && e instanceof Event) return (e as CustomEvent).detail;
  return e;
}

/** A JSON-safe copy (drops functions, DOM nodes and cycles) so any payload can be printed. */
export function toPrintable(value: unknown): unknown {
  const seen = new WeakSet<object>();
  try {
    return JSON.parse(
      JSON.stringify(value, (_key, v: unknown) => {
        if (typeof v === 'function') return undefined;
        if (typeof Node !== 'undefined' && v instanceof Node) return `<${v.nodeName.toLowerCase()}>`;
        if (v && typeof v === 'object') {
          if (seen.has(v)) return '[circular]';
          seen.add(v);
        }
        return v;
      }) ?? 'null',
    ) as unknown;
  } catch {
    return String(value);
  }
}
