/**
 * How an example's selections become item inputs. The demo on the page calls itemInputs(); the code
 * generators emit code with the same meaning (a spread per bound path), and a test checks they agree.
 */
import type { VizItemInputs } from '@quantaloop/viz-item/types';
import type { ExampleDefinition, ExampleItem, ExampleState } from './types';

/** Input fields of an item that are passed to the chart element, in the order the generated code lists them. */
export const INPUT_FIELDS = [
  'type',
  'dashboardId',
  'itemId',
  'authKey',
  'authToken',
  'slots',
  'options',
  'filters',
  'contextId',
  'canFilter',
] as const satisfies readonly (keyof VizItemInputs)[];

export function defaultState(def: ExampleDefinition): ExampleState {
  return Object.fromEntries((def.controls ?? []).map((c) => [c.id, c.default]));
}

/** Keeps only known controls and known choices; anything else falls back to the default. */
export function sanitizeState(def: ExampleDefinition, state: Record<string, unknown>): ExampleState {
  const out: ExampleState = {};
  for (const c of def.controls ?? []) {
    const v = state[c.id];
    out[c.id] = typeof v === 'string' && c.choices.some((ch) => ch.id === v) ? v : c.default;
  }
  return out;
}

/** Splits `control.path.in.value` into the control id and the path. */
export function parseControlRef(ref: string): { control: string; path: string[] } {
  const [control, ...path] = ref.split('.');
  return { control: control!, path };
}

/** The value a control reference stands for in the given state. */
export function resolveControlRef(def: ExampleDefinition, ref: string, state: ExampleState): unknown {
  const { control, path } = parseControlRef(ref);
  const c = def.controls?.find((x) => x.id === control);
  if (!c) return undefined;
  const choice = c.choices.find((x) => x.id === state[control]) ?? c.choices.find((x) => x.id === c.default);
  let v: unknown = choice?.value;
  for (const key of path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return v;
}

/** Bound input paths of an item, sorted so that parents come before children. */
export function bindingsOf(item: ExampleItem): [string[], string][] {
  return Object.entries(item.bind ?? {})
    .map(([path, ref]) => [path.split('.'), ref] as [string[], string])
    .sort((a, b) => a[0].length - b[0].length);
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return target;
  if (rest.length === 0) return { ...target, [head]: value };
  const child = target[head];
  const base =
    child && typeof child === 'object' && !Array.isArray(child) ? (child as Record<string, unknown>) : {};
  return { ...target, [head]: setPath(base, rest, value) };
}

/** The inputs the item gets in the given state: its static inputs with the bound paths replaced. */
export function itemInputs(def: ExampleDefinition, item: ExampleItem, state: ExampleState): VizItemInputs {
  let inputs: Record<string, unknown> = {};
  for (const field of INPUT_FIELDS) if (item[field] !== undefined) inputs[field] = item[field];
  for (const [path, ref] of bindingsOf(item))
    inputs = setPath(inputs, path, resolveControlRef(def, ref, state));
  return inputs as VizItemInputs;
}

/** Chart types an example uses (fixed or selectable), for the "examples using this type" links. */
export function typesUsed(
  def: ExampleDefinition,
  savedType?: (dashboardId: string, itemId: string) => string | undefined,
): string[] {
  const types = new Set<string>();
  for (const item of def.items) {
    const saved = item.dashboardId && item.itemId ? savedType?.(item.dashboardId, item.itemId) : undefined;
    if (item.type) types.add(item.type);
    else if (saved) types.add(saved);
    const ref = item.bind?.type;
    if (!ref) continue;
    const { control } = parseControlRef(ref);
    for (const choice of def.controls?.find((c) => c.id === control)?.choices ?? []) {
      const v = resolveControlRef(def, ref, { [control]: choice.id });
      if (typeof v === 'string') types.add(v);
    }
  }
  return [...types];
}
