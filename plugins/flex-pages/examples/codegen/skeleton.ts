/**
 * What the four generators (react.ts, angular.ts, vue.ts, html.ts) share: the example's page skeleton (its
 * controls, grid of items and output sections, each generator filling in its own markup through a template),
 * the constants and initial state at the top of the code, the action handlers' result handling, and the names
 * of the inputs that depend on the selections. So a change to the skeleton reaches every framework at once.
 */
import { defaultState } from '../bindings';
import type { ExampleAction, ExampleControl, ExampleDefinition, ExampleItem, ExampleOutput } from '../types';
import { jsString } from './literal';
import {
  awaited,
  cap,
  constantDeclaration,
  constantTypes,
  constantsOf,
  initialStateLiteral,
  inputsOf,
  mediaQueries,
  mediaQueryOf,
  usesState,
  type InputExpr,
  type StateAccessor,
} from './plan';

type ShownInput = NonNullable<ExampleDefinition['showInputs']>[number];

/** One framework's markup for the parts of the skeleton; lines are relative to where the skeleton puts them. */
export interface MarkupTemplate {
  /** `class` or `className`. */
  classAttr: string;
  /** A label as element text (escaped, or as is where the framework escapes it). */
  text: (s: string) => string;
  control: (c: ExampleControl) => string[];
  action: (a: ExampleAction) => string[];
  /**
   * An item's box, indented to `indent` (its element may span lines indented on their own); `media` names the
   * item's media query variable, if it has one.
   */
  item: (item: ExampleItem, media: string | null, indent: number) => string[];
  /** The <pre> of a shown input, of an output. */
  shownInput: (s: ShownInput) => string;
  output: (o: ExampleOutput) => string;
}

/** The example's markup: controls and actions, the grid of items, then the shown inputs and the outputs. */
export function exampleMarkup(def: ExampleDefinition, t: MarkupTemplate, indent: number): string[] {
  const pad = (n: number) => ' '.repeat(indent + n);
  const at = (n: number, lines: string[]) => lines.map((l) => pad(n) + l);
  const controls = def.controls ?? [];
  const actions = def.actions ?? [];
  const out = [`${pad(0)}<div ${t.classAttr}="example">`];
  if (controls.length || actions.length) {
    out.push(`${pad(2)}<div ${t.classAttr}="controls">`);
    for (const c of controls) out.push(...at(4, t.control(c)));
    for (const a of actions) out.push(...at(4, t.action(a)));
    out.push(`${pad(2)}</div>`);
  }
  out.push(
    `${pad(2)}<div ${t.classAttr}="grid${def.columns && def.columns > 1 ? ` columns-${def.columns}` : ''}">`,
  );
  for (const item of def.items) out.push(...t.item(item, mediaName(def, item), indent + 4));
  out.push(`${pad(2)}</div>`);
  const section = (label: string, pre: string) =>
    at(2, [`<section ${t.classAttr}="output">`, `  <h2>${t.text(label)}</h2>`, `  ${pre}`, '</section>']);
  for (const s of def.showInputs ?? []) out.push(...section(s.label, t.shownInput(s)));
  for (const o of def.outputs ?? []) out.push(...section(o.label, t.output(o)));
  out.push(`${pad(0)}</div>`);
  return out;
}

/** `<viz-item ...></viz-item>` at `pad`, its attributes one a line when they do not fit on one (Angular, Vue). */
export function vizItemTag(attrs: string[], pad: string): string[] {
  const one = `${pad}<viz-item ${attrs.join(' ')}></viz-item>`;
  return one.length <= 110
    ? [one]
    : [`${pad}<viz-item`, ...attrs.map((a) => `${pad}  ${a}`), `${pad}></viz-item>`];
}

/** The variable of the media query an item is shown on, or null when it is always shown. */
export function mediaName(def: ExampleDefinition, item: ExampleItem): string | null {
  const q = mediaQueryOf(item);
  return q ? mediaQueries(def).find((x) => x.query === q)!.name : null;
}

/**
 * An input that depends on the selections is derived once (useMemo, computed): its variable's name and the
 * arrow function's body (an object literal in parentheses).
 */
export function derived(item: ExampleItem, input: InputExpr): { name: string; value: string } {
  return {
    name: `current${cap(item.id)}${cap(input.field)}`,
    value: input.expr.startsWith('{') ? `(${input.expr})` : input.expr,
  };
}

/** What a shown input's <pre> prints: its derived variable (`call` reads it: `()` for a signal), else its expression. */
export function shownInputExpr(def: ExampleDefinition, s: ShownInput, acc: StateAccessor, call = ''): string {
  const input = inputsOf(
    def.items.find((i) => i.id === s.item)!,
    acc,
  ).find((i) => i.field === s.input);
  return input?.deps.length ? `current${cap(s.item)}${cap(s.input)}${call}` : (input?.expr ?? 'null');
}

/**
 * The data constants and the initial selections, each a block (TypeScript: typed and `as const`; the code
 * viewer rewrites the initialState line).
 */
export function declarations(def: ExampleDefinition, typed = true): string[] {
  const blocks = constantsOf(def).map((c) => constantDeclaration(c, typed));
  if (usesState(def))
    blocks.push(
      '/** The selections the example starts with. */\n' +
        `const initialState = ${initialStateLiteral(defaultState(def))}${typed ? ' as const' : ''};`,
    );
  return blocks;
}

/** `import type { ... } from '@quantaloop/embed'` for the constants' types (and the element's), if any. */
export function embedTypesImport(def: ExampleDefinition, element: boolean): string[] {
  const types = [...constantTypes(def), ...(element ? ['VizItemElement'] : [])].sort();
  return types.length ? [`import type { ${types.join(', ')} } from '@quantaloop/embed';`] : [];
}

/** An action handler's statements: the call, and its result (or a note that it is done) given to its output. */
export function handlerStatements(
  a: ExampleAction,
  call: string,
  give: (output: string, value: string) => string,
): string[] {
  if (!a.output) return [`${awaited(a, call)};`];
  return [
    `const result = ${awaited(a, call)};`,
    `${give(a.output, "result ?? { status: 'done', at: new Date().toISOString() }")};`,
  ];
}

/** The placeholder of an output before it has a value. */
export const placeholderLiteral = (o: ExampleOutput): string => jsString(o.placeholder ?? 'Nothing yet.');
