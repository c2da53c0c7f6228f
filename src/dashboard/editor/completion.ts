/**
 * Schema-aware completion: property names (with their type and description, required first), allowed values
 * (item types with their titles, enum values, true/false) and skeletons of new objects (a view, an item with
 * id, type and position, a slot, a filter group). Everything comes from the dashboard schema.
 */
import {
  insertCompletionText,
  pickedCompletion,
  snippet,
  type Completion,
  type CompletionContext,
  type CompletionResult,
} from '@codemirror/autocomplete';
import type { EditorView } from '@codemirror/view';
import {
  exampleOf,
  isItemSchema,
  propertiesOf,
  refName,
  resolve,
  typeLabel,
  walk,
  type SchemaObject,
} from '../schema/navigate';
import { cursorContext, objectType, type CursorContext, type Segment } from './context';
import { infoNode } from './info';

/**
 * The closing quote that closeBrackets typed ahead of the cursor is replaced too (the inserted text brings its
 * own). The completion range itself must end at the cursor, or the popup doesn't open.
 */
function end(view: EditorView, to: number, text: string): number {
  return text.includes('"') && view.state.sliceDoc(to, to + 1) === '"' ? to + 1 : to;
}

function snippetCompletion(template: string, completion: Completion): Completion {
  const apply = snippet(template);
  return { ...completion, apply: (view, c, from, to) => apply(view, c, from, end(view, to, template)) };
}

function textCompletion(completion: Completion): Completion {
  const text = completion.label;
  return {
    ...completion,
    apply: (view, c, from, to) =>
      view.dispatch({
        ...insertCompletionText(view.state, text, from, end(view, to, text)),
        annotations: pickedCompletion.of(c),
      }),
  };
}

function escapeSnippet(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/([$#])\{/g, '$1\\{');
}

function json(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

/** Text of a value for the schema (a placeholder to type over when there is no obvious value). */
export function valueTemplate(root: SchemaObject, schema: SchemaObject | undefined, depth = 0): string {
  const s = resolve(root, schema);
  if (!s) return '${}';
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (s.const !== undefined) return escapeSnippet(json(s.const));
  if (s.enum) return `\${${escapeSnippet(json(s.default ?? s.examples?.[0] ?? s.enum[0]))}}`;
  if (type === 'object' || s.properties) return depth < 2 ? objectSkeleton(root, s, depth) : '{${}}';
  if (type === 'array') {
    const items = s.items ? resolve(root, s.items) : undefined;
    if (
      items &&
      (items.type === 'object' || items.properties) &&
      depth < 2 &&
      (items.required?.length ?? 0) > 0
    )
      return `[\n\t${objectSkeleton(root, items, depth + 1).replace(/\n/g, '\n\t')}\n]`;
    return '[${}]';
  }
  if (type === 'boolean') return `\${${json(s.default ?? true)}}`;
  if (type === 'number' || type === 'integer')
    return `\${${json(s.default ?? s.examples?.[0] ?? s.minimum ?? 0)}}`;
  if (type === 'string') {
    const example = s.default ?? s.examples?.[0];
    return typeof example === 'string' ? `"\${${escapeSnippet(example)}}"` : '"${}"';
  }
  const example = exampleOf(root, s);
  return example === undefined ? '${}' : `\${${escapeSnippet(json(example))}}`;
}

/** `{ "required": …, … }` with a field per required property. */
export function objectSkeleton(root: SchemaObject, schema: SchemaObject, depth = 0): string {
  const required = schema.required ?? [];
  const props = propertiesOf(root, schema);
  if (required.length === 0) return '{${}}';
  const lines = required.map(
    (k) => `\t"${k}": ${valueTemplate(root, props[k], depth + 1).replace(/\n/g, '\n\t')}`,
  );
  return `{\n${lines.join(',\n')}\n}`;
}

function itemTypeAt(state: CompletionContext['state'], ctx: CursorContext) {
  return (depth: number) => objectType(state, ctx.containers[depth]);
}

function schemaAt(
  root: SchemaObject,
  state: CompletionContext['state'],
  ctx: CursorContext,
  extra: Segment[] = [],
) {
  return walk(root, [...ctx.segments, ...extra], itemTypeAt(state, ctx));
}

export function schemaCompletionSource(root: SchemaObject) {
  return (context: CompletionContext): CompletionResult | null => {
    const ctx = cursorContext(context.state, context.pos);
    if (!ctx) return null;
    // Only open by itself after a quote or letters; Ctrl-Space always opens it.
    if (!context.explicit && ctx.from === context.pos) return null;
    const options =
      ctx.kind === 'key'
        ? keyOptions(root, context, ctx)
        : ctx.kind === 'value'
          ? valueOptions(root, context, ctx)
          : elementOptions(root, context, ctx);
    if (!options || options.length === 0) return null;
    // Property names are matched without their opening quote (the label is the bare name).
    const from =
      ctx.kind === 'key' && context.state.sliceDoc(ctx.from, ctx.from + 1) === '"' ? ctx.from + 1 : ctx.from;
    return { from, to: context.pos, options, validFor: /^"?[\w$.-]*"?$/ };
  };
}

function keyOptions(root: SchemaObject, context: CompletionContext, ctx: CursorContext): Completion[] | null {
  const here = schemaAt(root, context.state, ctx);
  if (!here) return null;
  const container = resolve(root, here.schema)!;
  const type = isItemSchema(root, container)
    ? objectType(context.state, ctx.containers[ctx.segments.length])
    : undefined;
  const props = propertiesOf(root, container, type);
  const required = new Set(container.required ?? []);
  // Before the closing quote or brace: add a comma when another property follows.
  const after = context.state.sliceDoc(ctx.to, ctx.to + 200);
  const needsComma = /^\s*"/.test(after);
  const quoted = context.state.sliceDoc(ctx.from, ctx.from + 1) === '"';
  return Object.entries(props)
    .filter(([name]) => !ctx.existingKeys.includes(name))
    .map(([name, schema]) => {
      const docPath = here.docPath ? `${here.docPath}.${name}` : name;
      return snippetCompletion(
        `${quoted ? '' : '"'}${escapeSnippet(name)}": ${valueTemplate(root, schema)}${needsComma ? ',' : ''}`,
        {
          label: name,
          detail: `${typeLabel(root, schema)}${required.has(name) ? ' · required' : ''}`,
          info: () => infoNode(root, schema, docPath, name),
          type: 'property',
          boost: required.has(name) ? 2 : 0,
        },
      );
    });
}

function valueOptions(
  root: SchemaObject,
  context: CompletionContext,
  ctx: CursorContext,
): Completion[] | null {
  if (ctx.key === undefined) return null;
  const at = schemaAt(root, context.state, ctx, [ctx.key]);
  if (!at) return null;
  const s = resolve(root, at.schema)!;
  const itemTypes =
    isItemSchema(root, resolve(root, walk(root, ctx.segments, itemTypeAt(context.state, ctx))?.schema)) &&
    ctx.key === 'type';
  const out: Completion[] = [];
  const values = s.enum ?? (s.const !== undefined ? [s.const] : undefined);
  if (values) {
    for (const v of values) {
      const title = itemTypes ? root.$defs?.[`itemType.${String(v)}`]?.title : undefined;
      out.push(
        textCompletion({
          label: json(v),
          detail: title ?? (v === s.default ? 'default' : undefined),
          info: itemTypes
            ? () =>
                infoNode(
                  root,
                  root.$defs?.[`itemType.${String(v)}`],
                  `${at.docPath.replace(/type$/, 'options')}.${String(v)}`,
                  String(v),
                )
            : undefined,
          type: 'enum',
          boost: v === s.default ? 1 : 0,
        }),
      );
    }
    return out;
  }
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.includes('boolean'))
    for (const v of [true, false])
      out.push(
        textCompletion({
          label: String(v),
          detail: v === s.default ? 'default' : undefined,
          type: 'keyword',
        }),
      );
  if (types.includes('object') || s.properties)
    out.push(
      snippetCompletion(objectSkeleton(root, s), { label: '{ … }', detail: 'new object', type: 'text' }),
    );
  if (types.includes('array'))
    out.push(snippetCompletion(valueTemplate(root, s), { label: '[ … ]', detail: 'new list', type: 'text' }));
  for (const example of s.examples ?? [])
    if (typeof example !== 'object' || example === null)
      out.push(textCompletion({ label: json(example), detail: 'example', type: 'text' }));
  if (
    s.default !== undefined &&
    typeof s.default !== 'object' &&
    !out.some((o) => o.label === json(s.default))
  )
    out.push(textCompletion({ label: json(s.default), detail: 'default', type: 'text' }));
  return out;
}

function elementOptions(
  root: SchemaObject,
  context: CompletionContext,
  ctx: CursorContext,
): Completion[] | null {
  const at = schemaAt(root, context.state, ctx);
  if (!at) return null;
  const array = resolve(root, at.schema)!;
  const items = array.items ? resolve(root, array.items) : undefined;
  if (!items) return null;
  if (items.enum) return items.enum.map((v) => textCompletion({ label: json(v), type: 'enum' }));
  if (items.type === 'object' || items.properties) {
    const name = ELEMENT_NAMES[refName(array.items || undefined) ?? ''] ?? 'entry';
    return [
      snippetCompletion(objectSkeleton(root, items), {
        label: `new ${name}`,
        detail: 'required properties',
        info: () => infoNode(root, items, at.docPath, name),
        type: 'text',
      }),
    ];
  }
  return null;
}

const ELEMENT_NAMES: Record<string, string> = {
  view: 'view',
  item: 'item',
  slot: 'slot',
  slotEntry: 'column',
  filterGroup: 'filter group',
  itemFilter: 'filter',
  parameter: 'parameter',
};
