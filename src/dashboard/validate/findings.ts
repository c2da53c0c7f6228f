import type { Severity } from '../json/parse';

/** A problem found in the parsed value, located later by JSON pointer. */
export interface Finding {
  /** JSON pointer of the value concerned. */
  pointer: string;
  /** Underline the property name (key) or the value. */
  target: 'key' | 'value';
  severity: Severity;
  /** May contain `{line}`, replaced with "line N" of `related`. */
  message: string;
  related?: string;
}

/** Reads the value at a JSON pointer (undefined when absent). */
export function getAt(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  let cur: unknown = root;
  for (const raw of pointer.slice(1).split('/')) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (cur === null || typeof cur !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(cur, seg)) return undefined;
    cur = (cur as Record<string, unknown>)[seg];
  }
  return cur;
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** A short, safe rendering of a value for a message. */
export function show(value: unknown): string {
  let s: string;
  try {
    s = JSON.stringify(value) ?? String(value);
  } catch {
    s = String(value);
  }
  return s.length > 60 ? `${s.slice(0, 57)}…` : s;
}

export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return `a string (${show(value)})`;
    case 'number':
      return Number.isInteger(value) ? `the number ${value}` : `the number ${value}`;
    case 'boolean':
      return `${value}`;
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}
