/**
 * Pure helpers of the chart reference page: the options reference rows (flattened from the runtime's option
 * definitions) and the checks of the playground's JSON (shape, slots and option values).
 */
import { own } from '@site/src/lib/own';
import type { OptionDefinition } from '@quantaloop/viz-item/definitions/types';

export interface OptionRow {
  /** Dotted path: `display.legend`. */
  path: string;
  depth: number;
  type: string;
  values?: string;
  default?: string;
  description: string;
  implemented: boolean;
}

export function typeLabel(def: OptionDefinition): string {
  switch (def.type) {
    case 'array':
      return def.items ? `array of ${typeLabel(def.items)}` : 'array';
    case 'languageMap':
      return 'language map';
    default:
      return def.type;
  }
}

const show = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v));

/** One row per option group and per nested property, parents first. */
export function optionRows(defs: OptionDefinition[]): OptionRow[] {
  const rows: OptionRow[] = [];
  const walk = (def: OptionDefinition, path: string, depth: number) => {
    const values = def.values ?? def.items?.values;
    const range =
      def.min !== undefined || def.max !== undefined ? `${def.min ?? '…'} to ${def.max ?? '…'}` : undefined;
    rows.push({
      path,
      depth,
      type: typeLabel(def),
      values: values ? values.map(show).join(', ') : range,
      default: def.default === undefined ? undefined : show(def.default),
      description: def.description,
      implemented: def.implemented,
    });
    for (const [key, child] of Object.entries(def.properties ?? {})) walk(child, `${path}.${key}`, depth + 1);
  };
  for (const def of defs) walk(def, def.name, 0);
  return rows;
}

export interface SlotInfo {
  name: string;
  multiple: boolean;
}

export interface PlaygroundValue {
  slots: { name: string; content: Record<string, unknown>[] }[];
  options: Record<string, unknown>;
}

function checkValue(def: OptionDefinition, value: unknown, path: string, problems: string[]): void {
  const bad = (what: string): void => {
    problems.push(`${path}: ${what} (got ${JSON.stringify(value)})`);
  };
  switch (def.type) {
    case 'boolean':
      if (typeof value !== 'boolean') bad('must be true or false');
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return bad('must be a number');
      if (def.min !== undefined && value < def.min) bad(`must be at least ${def.min}`);
      if (def.max !== undefined && value > def.max) bad(`must be at most ${def.max}`);
      return;
    case 'enum':
      if (!def.values?.includes(value as string)) bad(`must be one of ${def.values?.map(show).join(', ')}`);
      return;
    case 'string':
    case 'color':
    case 'url':
      if (typeof value !== 'string') bad('must be a string');
      return;
    case 'languageMap':
      if (typeof value === 'string') return;
      if (
        !value ||
        typeof value !== 'object' ||
        Array.isArray(value) ||
        !Object.values(value).every((v) => typeof v === 'string')
      ) {
        bad('must be a text or a map of language to text, e.g. { "en": "…" }');
      }
      return;
    case 'array':
      if (!Array.isArray(value)) return bad('must be a list');
      if (def.items) value.forEach((v, i) => checkValue(def.items!, v, `${path}[${i}]`, problems));
      return;
    case 'object':
      if (!value || typeof value !== 'object' || Array.isArray(value)) return bad('must be an object');
      if (!def.properties) return;
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        const child = own(def.properties, k);
        if (child) checkValue(child, v, `${path}.${k}`, problems);
      }
  }
}

/**
 * Checks a parsed playground value: an object with `slots` (a list of { name, content }) and `options` (an
 * object); slot names must be slots of the type; option values must match their definitions. Returns the
 * problems, empty when the value can be applied.
 */
export function checkPlayground(value: unknown, slots: SlotInfo[], options: OptionDefinition[]): string[] {
  const problems: string[] = [];
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return ['The JSON must be an object with "slots" and "options".'];
  const v = value as Record<string, unknown>;
  for (const key of Object.keys(v))
    if (key !== 'slots' && key !== 'options')
      problems.push(`Unknown field "${key}": only "slots" and "options" can be edited here.`);
  if (v.slots !== undefined) {
    if (!Array.isArray(v.slots)) problems.push('slots: must be a list of { "name", "content" }');
    else {
      v.slots.forEach((s: unknown, i) => {
        const slot = s as { name?: unknown; content?: unknown } | null;
        if (!slot || typeof slot !== 'object') {
          problems.push(`slots[${i}]: must be an object { "name", "content" }`);
          return;
        }
        const info = slots.find((x) => x.name === slot.name);
        if (!info)
          problems.push(
            `slots[${i}].name: "${String(slot.name)}" is not a slot of this chart (slots: ${slots.map((x) => x.name).join(', ')})`,
          );
        if (!Array.isArray(slot.content))
          problems.push(`slots[${i}].content: must be a list of slot entries`);
        else if (info && !info.multiple && slot.content.length > 1)
          problems.push(`slots[${i}].content: the ${info.name} slot takes one entry`);
      });
    }
  }
  if (v.options !== undefined) {
    if (!v.options || typeof v.options !== 'object' || Array.isArray(v.options))
      problems.push('options: must be an object');
    else {
      for (const [group, value] of Object.entries(v.options as Record<string, unknown>)) {
        const def = options.find((o) => o.name === group);
        if (!def) {
          problems.push(`options.${group}: not an option of this chart (see the options reference below)`);
          continue;
        }
        checkValue(def, value, `options.${group}`, problems);
      }
    }
  }
  return problems;
}

/** Sets `path` (dotted) in a copy of `obj`; `undefined` removes it (and empty parents). */
export function setOption(
  obj: Record<string, unknown>,
  path: string[],
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return obj;
  const copy = { ...obj };
  if (rest.length === 0) {
    if (value === undefined) delete copy[head];
    else copy[head] = value;
    return copy;
  }
  const child =
    copy[head] && typeof copy[head] === 'object' && !Array.isArray(copy[head])
      ? (copy[head] as Record<string, unknown>)
      : {};
  const next = setOption(child, rest, value);
  if (Object.keys(next).length === 0) delete copy[head];
  else copy[head] = next;
  return copy;
}

export function getOption(obj: Record<string, unknown> | undefined, path: string[]): unknown {
  let v: unknown = obj;
  for (const k of path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined;
  return v;
}
