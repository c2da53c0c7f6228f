/**
 * Reads the chart inputs back out of an example's generated code, to compare them with what the demo on the
 * page runs. The generators declare every data value as a top-level `const NAME = <literal>;` (choices per
 * selector, static slots/options/filters per item; in TypeScript with a type, `const NAME: Slot[] = ...`, or
 * `as const`), so the literals are evaluated and recombined with the
 * definition's bindings. Primitive inputs (type, contextId, ...) must appear literally in the code.
 */
import { INPUT_FIELDS } from '../../../plugins/flex-pages/examples/bindings';
import type {
  ExampleDefinition,
  ExampleItem,
  ExampleState,
} from '../../../plugins/flex-pages/examples/types';

const DECL = /^const (\w+)(?:: [\w[\]]+)? = ([\s\S]*?)(?: as const)?;$/gm;

export function dataConstants(code: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const m of code.matchAll(DECL)) {
    const [, name, literal] = m;
    try {
      out[name!] = new Function(`return (${literal});`)() as unknown;
    } catch {
      // Not a data literal (e.g. a computed value): not an input constant.
    }
  }
  return out;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function choiceValue(consts: Record<string, unknown>, ref: string, state: ExampleState): unknown {
  const [control, ...path] = ref.split('.');
  const choices = consts[`${control}Choices`] as Record<string, { value: unknown }> | undefined;
  if (!choices) throw new Error(`the code declares no ${control}Choices`);
  let v: unknown = choices[state[control!]!]?.value;
  for (const k of path) v = (v as Record<string, unknown> | undefined)?.[k];
  return v;
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (rest.length === 0) return { ...target, [head!]: value };
  const child = (target[head!] as Record<string, unknown> | undefined) ?? {};
  return { ...target, [head!]: setPath(child, rest, value) };
}

/** The inputs of `item` according to the code files of one framework (all files concatenated). */
export function inputsFromCode(
  code: string,
  def: ExampleDefinition,
  item: ExampleItem,
  state: ExampleState,
): Record<string, unknown> {
  const consts = dataConstants(code);
  let inputs: Record<string, unknown> = {};
  const bind = item.bind ?? {};
  for (const field of INPUT_FIELDS) {
    if (bind[field]) {
      inputs[field] = choiceValue(consts, bind[field], state);
      continue;
    }
    const declared = consts[`${item.id}${cap(field)}`];
    if (declared !== undefined) {
      inputs[field] = declared;
      continue;
    }
    const v = item[field];
    if (typeof v === 'string') {
      // A primitive input is written as an attribute or a string literal.
      const asAttr = new RegExp(
        `\\b(${field}|${kebab(field)})="${v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`,
      );
      if (!asAttr.test(code) && !code.includes(`'${v}'`))
        throw new Error(`${field} "${v}" of ${item.id} is not in the code`);
      inputs[field] = v;
    }
  }
  for (const [path, ref] of Object.entries(bind)) {
    const parts = path.split('.');
    if (parts.length > 1) inputs = setPath(inputs, parts, choiceValue(consts, ref, state));
  }
  void def;
  return inputs;
}
