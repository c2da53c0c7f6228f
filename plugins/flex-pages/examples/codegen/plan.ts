/**
 * Framework-independent analysis of an example for the code generators: names of the constants, which
 * inputs depend on which selections, and the expressions that compute them. Each generator supplies how a
 * piece of state is read (`theme`, `this.theme()`, `theme.value`, `state.theme`).
 */
import { INPUT_FIELDS, bindingsOf, parseControlRef } from '../bindings';
import type { ExampleAction, ExampleArgument, ExampleDefinition, ExampleItem } from '../types';
import { camel, jsKey, toJs } from './literal';

export type StateAccessor = (controlId: string) => string;

export interface Constant {
  name: string;
  value: unknown;
  /** TypeScript: the package type the constant is declared with (`Slot[]`), or `const` for the choices. */
  type: 'Slot[]' | 'VizItemOptions' | 'FilterGroup[]' | 'CanFilter' | 'const';
}

const FIELD_TYPES = {
  slots: 'Slot[]',
  options: 'VizItemOptions',
  filters: 'FilterGroup[]',
  canFilter: 'CanFilter',
} as const;

/**
 * A constant as TypeScript declares it: typed with the package's types (`const chartSlots: Slot[] = ...`), the
 * choices `as const` so that their values keep their literal types. JavaScript (html) has neither.
 */
export function constantDeclaration(c: Constant, typed = true): string {
  const type = typed && c.type !== 'const' ? `: ${c.type}` : '';
  const indent = c.name.length + 9 + type.length;
  return `const ${c.name}${type} = ${toJs(c.value, 0, indent)}${typed && c.type === 'const' ? ' as const' : ''};`;
}

/** The package types a file's constants are declared with, for its `import type { ... } from '@quantaloop/embed'`. */
export function constantTypes(def: ExampleDefinition): string[] {
  const names = constantsOf(def)
    .map((c) => c.type)
    .filter((t) => t !== 'const')
    .map((t) => t.replace('[]', ''));
  return [...new Set(names)].sort();
}

export interface InputExpr {
  field: (typeof INPUT_FIELDS)[number];
  /** Expression computing the value (a constant name, a literal, or an expression over the state). */
  expr: string;
  /** Controls it depends on (empty: constant). */
  deps: string[];
  /** For a primitive constant (type, contextId, ...): the value, so templates can write it as an attribute. */
  literal?: string | number | boolean;
}

export const choicesName = (controlId: string): string => `${controlId}Choices`;
const constName = (item: ExampleItem, field: string): string => `${item.id}${camel(field, true)}`;

/** Data constants of the example, in the order they are declared: choices first, then item inputs. */
export function constantsOf(def: ExampleDefinition): Constant[] {
  const out: Constant[] = [];
  for (const c of def.controls ?? []) {
    out.push({
      name: choicesName(c.id),
      value: Object.fromEntries(c.choices.map((ch) => [ch.id, { label: ch.label, value: ch.value }])),
      type: 'const',
    });
  }
  for (const item of def.items) {
    for (const field of ['slots', 'options', 'filters', 'canFilter'] as const) {
      const v = item[field];
      if (v === undefined || typeof v !== 'object') continue;
      // A field replaced as a whole by a binding needs no constant.
      if (item.bind?.[field] !== undefined) continue;
      out.push({ name: constName(item, field), value: v, type: FIELD_TYPES[field] });
    }
  }
  return out;
}

/** `fontChoices[font].value.theme` for the reference `font.theme`. */
export function controlExpr(ref: string, acc: StateAccessor): string {
  const { control, path } = parseControlRef(ref);
  return `${choicesName(control)}[${acc(control)}].value${path.map((p) => (/^[A-Za-z_$][\w$]*$/.test(p) ? `.${p}` : `[${JSON.stringify(p)}]`)).join('')}`;
}

interface Node {
  expr?: string;
  children: Map<string, Node>;
}

/** Expressions for each input of an item, in INPUT_FIELDS order. */
export function inputsOf(item: ExampleItem, acc: StateAccessor, indent = 0): InputExpr[] {
  const bindings = bindingsOf(item);
  const out: InputExpr[] = [];
  for (const field of INPUT_FIELDS) {
    const own = bindings.filter(([path]) => path[0] === field);
    const base = item[field];
    if (own.length === 0) {
      if (base === undefined) continue;
      if (typeof base === 'object' && base !== null)
        out.push({ field, expr: constName(item, field), deps: [] });
      else out.push({ field, expr: toJs(base), deps: [], literal: base as string | number | boolean });
      continue;
    }
    const deps = [...new Set(own.map(([, ref]) => parseControlRef(ref).control))];
    const whole = own.find(([path]) => path.length === 1);
    if (whole) {
      out.push({ field, expr: controlExpr(whole[1], acc), deps });
      continue;
    }
    const root: Node = { children: new Map() };
    for (const [path, ref] of own) {
      let node = root;
      for (const key of path.slice(1)) {
        if (!node.children.has(key)) node.children.set(key, { children: new Map() });
        node = node.children.get(key)!;
      }
      node.expr = controlExpr(ref, acc);
    }
    out.push({
      field,
      expr: merge(root, base === undefined ? null : constName(item, field), base, indent),
      deps,
    });
  }
  return out;
}

/** `{ ...base, key: expr }`, recursively, on one line when short. */
function merge(node: Node, baseExpr: string | null, baseValue: unknown, indent: number): string {
  if (node.expr) return node.expr;
  const parts: string[] = [];
  if (baseExpr) parts.push(`...${baseExpr}`);
  for (const [key, child] of node.children) {
    const sub =
      baseValue && typeof baseValue === 'object' ? (baseValue as Record<string, unknown>)[key] : undefined;
    const subExpr = baseExpr && sub !== undefined ? `${baseExpr}.${key}` : null;
    parts.push(`${jsKey(key)}: ${merge(child, subExpr, sub, indent + 2)}`);
  }
  const one = `{ ${parts.join(', ')} }`;
  if (one.length + indent <= 90) return one;
  const pad = ' '.repeat(indent + 2);
  return `{\n${parts.map((p) => `${pad}${p},`).join('\n')}\n${' '.repeat(indent)}}`;
}

/** Expressions for the arguments of an action's method call. */
export function argsOf(action: ExampleAction, acc: StateAccessor): string[] {
  return (action.args ?? []).map((a: ExampleArgument) =>
    'control' in a ? controlExpr(a.control, acc) : toJs(a.literal),
  );
}

export const handlerName = (action: ExampleAction): string => camel(action.id);

/**
 * Methods of the chart item that return a promise (export, refreshData); getData, getFilters and
 * setSelectedData answer at once. Generated code awaits only the former, as the component reference says.
 */
const ASYNC_METHODS: ReadonlySet<string> = new Set(['export', 'refreshData']);
export const isAsync = (action: ExampleAction): boolean => ASYNC_METHODS.has(action.method);
/** `await call` for a method that returns a promise, else the call. */
export const awaited = (action: ExampleAction, call: string): string =>
  isAsync(action) ? `await ${call}` : call;
export const refName = (item: ExampleItem): string => `${item.id}Ref`;

/** The media query an item depends on, or null. */
export function mediaQueryOf(item: ExampleItem): string | null {
  const parts: string[] = [];
  if (item.minWidth !== undefined) parts.push(`(min-width: ${item.minWidth}px)`);
  if (item.maxWidth !== undefined) parts.push(`(max-width: ${item.maxWidth - 0.02}px)`);
  return parts.length ? parts.join(' and ') : null;
}

/** Distinct media queries of the example with a variable name each (`isWide`, `isNarrow`, `matches2`...). */
export function mediaQueries(def: ExampleDefinition): { query: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const item of def.items) {
    const q = mediaQueryOf(item);
    if (!q || seen.has(q)) continue;
    const name =
      item.minWidth !== undefined && item.maxWidth === undefined
        ? 'isWide'
        : item.maxWidth !== undefined && item.minWidth === undefined
          ? 'isNarrow'
          : `matches${seen.size + 1}`;
    seen.set(q, [...seen.values()].includes(name) ? `${name}${seen.size + 1}` : name);
  }
  return [...seen.entries()].map(([query, name]) => ({ query, name }));
}

/** CSS classes of an item's box. */
export function itemClass(item: ExampleItem): string {
  const classes = ['item', item.size === 'number' ? 'item-number' : 'item-chart'];
  if (item.span && item.span > 1) classes.push(`span-${item.span}`);
  if (item.resizable) classes.push('resizable');
  return classes.join(' ');
}

/** `load-payload`: ids of elements in the HTML version. */
export const kebab = (s: string): string => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** The TypeScript type of a control's key: `keyof typeof <its choices constant>`. */
export const keyType = (controlId: string): string => `keyof typeof ${choicesName(controlId)}`;
/** Text escaped for an HTML attribute or element. */
export const html = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The initial selections as a one-line literal (this is the line the code viewer rewrites). */
export function initialStateLiteral(state: Record<string, string>): string {
  return toJs(state, 0, 0, 10_000);
}

export function usesState(def: ExampleDefinition): boolean {
  return (def.controls?.length ?? 0) > 0;
}
