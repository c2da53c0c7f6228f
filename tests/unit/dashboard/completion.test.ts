import { CompletionContext } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { EditorState } from '@codemirror/state';
import { cursorContext } from '@site/src/dashboard/editor/context';
import { schemaCompletionSource } from '@site/src/dashboard/editor/completion';
import type { SchemaObject } from '@site/src/dashboard/schema/navigate';
import { schema } from './helpers';

/** `|` marks the cursor. */
function at(source: string) {
  const pos = source.indexOf('|');
  const state = EditorState.create({ doc: source.replace('|', ''), extensions: [json()] });
  return { state, pos };
}

function complete(source: string, explicit = true) {
  const { state, pos } = at(source);
  const result = schemaCompletionSource(schema as SchemaObject)(new CompletionContext(state, pos, explicit));
  return result ? result.options.map((o) => o.label) : null;
}

describe('cursor context', () => {
  it('knows a property name is being typed, and where', () => {
    const { state, pos } = at('{\n  "vie|"\n}');
    expect(cursorContext(state, pos)).toMatchObject({ kind: 'key', segments: [] });
  });

  it('knows the path and the item type of the object being typed in', () => {
    const { state, pos } = at('{"views": [{"items": [{"type": "bar-chart", "options": {|}}]}]}');
    expect(cursorContext(state, pos)).toMatchObject({
      kind: 'key',
      segments: ['views', 0, 'items', 0, 'options'],
    });
  });
});

describe('schema completion', () => {
  it('offers the root properties, not the ones already there', () => {
    const labels = complete('{\n  "version": "0.1.0",\n  "|"\n}')!;
    expect(labels).toEqual(expect.arrayContaining(['views', 'timezone', 'theme', 'filters']));
    expect(labels).not.toContain('version');
  });

  it('offers the option groups of the item type', () => {
    const bar = complete('{"views": [{"items": [{"type": "bar-chart", "options": {"|"}}]}]}')!;
    expect(bar).toContain('bars');
    const donut = complete('{"views": [{"items": [{"type": "donut-chart", "options": {"|"}}]}]}')!;
    expect(donut).not.toContain('bars');
    expect(donut).toContain('slices');
  });

  it('offers allowed values: item types, enums, booleans', () => {
    expect(complete('{"views": [{"items": [{"type": "|"}]}]}')).toHaveLength(44);
    expect(complete('{"views": [{"screenModus": |}]}')).toEqual([
      '"mobile"',
      '"tablet"',
      '"desktop"',
      '"largeScreen"',
      '"fixed"',
    ]);
    expect(complete('{"syncScreenModes": |}')).toEqual(['true', 'false']);
  });

  it('offers a skeleton for a new array element', () => {
    const { state, pos } = at('{"views": [{"screenModus": "desktop", "items": [|]}]}');
    const result = schemaCompletionSource(schema as SchemaObject)(new CompletionContext(state, pos, true))!;
    expect(result.options[0]!.label).toBe('new item');
  });
});
