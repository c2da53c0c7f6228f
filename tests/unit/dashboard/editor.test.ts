/**
 * @jest-environment jsdom
 */
import { createEditor, type EditorHandle } from '@site/src/dashboard/editor';
import type { SchemaObject } from '@site/src/dashboard/schema/navigate';
import { schema } from './helpers';

/** The playground editor's handle: what the playground calls (undo/redo come from @codemirror/commands). */
function editor(doc: string): { handle: EditorHandle; changes: string[] } {
  const changes: string[] = [];
  const parent = document.createElement('div');
  document.body.append(parent);
  const handle = createEditor({
    parent,
    doc,
    schema: schema as SchemaObject,
    onChange: (text) => changes.push(text),
    label: 'Dashboard JSON',
  });
  return { handle, changes };
}

describe('playground editor', () => {
  it('setText replaces the document as one undoable step each, and redo brings it back', () => {
    const { handle, changes } = editor('{}');
    handle.setText('{"a": 1}');
    handle.setText('{\n  "a": 1\n}');
    expect(handle.getText()).toBe('{\n  "a": 1\n}');
    expect(handle.undo()).toBe(true);
    expect(handle.getText()).toBe('{"a": 1}');
    expect(handle.undo()).toBe(true);
    expect(handle.getText()).toBe('{}');
    expect(handle.undo()).toBe(false);
    expect(handle.redo()).toBe(true);
    expect(handle.getText()).toBe('{"a": 1}');
    expect(changes).toEqual(['{"a": 1}', '{\n  "a": 1\n}', '{"a": 1}', '{}', '{"a": 1}']);
    handle.destroy();
  });

  it('labels the editing area for assistive technology', () => {
    const { handle } = editor('{}');
    const content = document.querySelector('.cm-content');
    expect(content?.getAttribute('aria-label')).toBe('Dashboard JSON');
    expect(content?.getAttribute('tabindex')).toBe('0');
    handle.destroy();
  });
});
