/**
 * The playground's JSON editor (CodeMirror 6). Imported dynamically by the playground only, so no other page
 * carries CodeMirror. Validation runs elsewhere (a worker); this module shows its results as inline
 * diagnostics, and provides schema-aware completion and hover documentation.
 */
import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import {
  cursorDocEnd,
  cursorDocStart,
  cursorPageDown,
  cursorPageUp,
  deleteCharBackward,
  deleteCharForward,
  insertNewlineAndIndent,
  redo,
  selectAll,
  selectDocEnd,
  selectDocStart,
  selectLine,
  selectPageDown,
  selectPageUp,
  undo,
} from '@codemirror/commands';
import { foldGutter, foldKeymap, indentOnInput } from '@codemirror/language';
import { lintKeymap, setDiagnostics, type Diagnostic as CmDiagnostic } from '@codemirror/lint';
import { EditorSelection, EditorState, Transaction, type Extension } from '@codemirror/state';
import { dropCursor, EditorView, highlightSpecialChars, keymap, type KeyBinding } from '@codemirror/view';
import type { SchemaObject } from '../schema/navigate';
import type { Diagnostic } from '../validate';
import { schemaCompletionSource } from './completion';
import { schemaHover } from './hover';
import { jsonEditorBase } from './base';

export interface EditorOptions {
  parent: HTMLElement;
  doc: string;
  schema: SchemaObject;
  /** Called after every document change (not on setText when `silent`). */
  onChange: (text: string) => void;
  onCursor?: (line: number, column: number) => void;
  /** Accessible name and description id for the editing area. */
  label: string;
  describedBy?: string;
}

export interface EditorHandle {
  getText(): string;
  /** Replaces the whole document as one undoable step (or, with addToHistory false, as no step at all). */
  setText(text: string, options?: { addToHistory?: boolean }): void;
  setDiagnostics(diagnostics: Diagnostic[]): void;
  /** Moves the cursor to an offset (or selects from it to `head`), scrolls it into view and focuses the editor. */
  focusAt(offset: number, head?: number): void;
  focus(): void;
  undo(): boolean;
  redo(): boolean;
  destroy(): void;
}

/**
 * The few bindings the editor needs from @codemirror/commands (not its whole default keymap). Cursor moves by
 * document and page are commands because the editor is virtualised: only the visible lines are in the DOM,
 * so the browser's own Ctrl+End would stop at the last rendered line. Backspace and Delete are commands too:
 * a native contenteditable edit can be lost when a diagnostics update redraws the line at the same moment.
 */
const editingKeymap: readonly KeyBinding[] = [
  { key: 'Mod-z', run: undo, preventDefault: true },
  { key: 'Mod-y', run: redo, preventDefault: true },
  { key: 'Mod-Shift-z', run: redo, preventDefault: true },
  { key: 'Mod-Home', run: cursorDocStart, shift: selectDocStart, preventDefault: true },
  { key: 'Mod-End', run: cursorDocEnd, shift: selectDocEnd, preventDefault: true },
  { key: 'PageDown', run: cursorPageDown, shift: selectPageDown, preventDefault: true },
  { key: 'PageUp', run: cursorPageUp, shift: selectPageUp, preventDefault: true },
  { key: 'Mod-l', run: selectLine, preventDefault: true },
  { key: 'Mod-a', run: selectAll },
  { key: 'Backspace', run: deleteCharBackward, shift: deleteCharBackward },
  { key: 'Delete', run: deleteCharForward },
  { key: 'Enter', run: insertNewlineAndIndent },
];

export function createEditor(options: EditorOptions): EditorHandle {
  const extensions: Extension[] = [
    ...jsonEditorBase({
      label: options.label,
      describedBy: options.describedBy,
      // Explicit, so tools that only count tabindex see the editing area as focusable.
      attributes: { tabindex: '0' },
      gutters: [foldGutter()],
      onChange: options.onChange,
    }),
    highlightSpecialChars(),
    dropCursor(),
    closeBrackets(),
    indentOnInput(),
    autocompletion({
      override: [schemaCompletionSource(options.schema)],
      icons: false,
      maxRenderedOptions: 60,
    }),
    schemaHover(options.schema),
    // Typing within half a second is one undo step; loading a sample, formatting or resetting is one step each.
    keymap.of([...closeBracketsKeymap, ...completionKeymap, ...foldKeymap, ...lintKeymap, ...editingKeymap]),
    EditorView.updateListener.of((update) => {
      if (options.onCursor && (update.selectionSet || update.docChanged)) {
        const head = update.state.selection.main.head;
        const line = update.state.doc.lineAt(head);
        options.onCursor(line.number, head - line.from + 1);
      }
    }),
  ];

  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({ doc: options.doc, extensions }),
  });

  return {
    getText: () => view.state.doc.toString(),
    setText(text, { addToHistory = true } = {}) {
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: text },
        selection: EditorSelection.cursor(0),
        userEvent: 'input.replace',
        scrollIntoView: true,
        annotations: Transaction.addToHistory.of(addToHistory),
      });
    },
    setDiagnostics(diagnostics) {
      const length = view.state.doc.length;
      const list: CmDiagnostic[] = diagnostics.map((d) => {
        const from = Math.min(d.from, length);
        return { from, to: Math.min(Math.max(d.to, from), length), severity: d.severity, message: d.message };
      });
      view.dispatch(setDiagnostics(view.state, list));
    },
    focusAt(offset, head = offset) {
      const clamp = (pos: number) => Math.min(Math.max(0, pos), view.state.doc.length);
      view.dispatch({
        selection: EditorSelection.range(clamp(offset), clamp(head)),
        effects: EditorView.scrollIntoView(clamp(head), { y: 'center' }),
      });
      view.focus();
    },
    focus: () => view.focus(),
    undo: () => undo(view),
    redo: () => redo(view),
    destroy: () => view.destroy(),
  };
}
