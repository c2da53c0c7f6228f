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
import {
  diagnosticCount,
  lintKeymap,
  setDiagnostics,
  type Diagnostic as CmDiagnostic,
} from '@codemirror/lint';
import { EditorSelection, EditorState, Text, Transaction, type Extension } from '@codemirror/state';
import { dropCursor, EditorView, highlightSpecialChars, keymap, type KeyBinding } from '@codemirror/view';
import type { SchemaObject } from '../schema/navigate';
import type { Diagnostic } from '../validate';
import { schemaCompletionSource } from './completion';
import { schemaHover } from './hover';
import { jsonEditorBase } from './base';
import { nextTask } from '../../lib/next-task';

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

function extensionsOf(options: EditorOptions): Extension[] {
  return [
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
}

/** A new editor, in one task. */
export function createEditor(options: EditorOptions): EditorHandle {
  const state = EditorState.create({ doc: options.doc, extensions: extensionsOf(options) });
  return handleOf(new EditorView({ parent: options.parent, state }));
}

/** Characters of a document split into lines per task (a few milliseconds each). */
const SLICE_CHARS = 256 * 1024;
const LINE_BREAK = /\r\n?|\n/;

/**
 * The document as CodeMirror's Text, built a slice at a time (a task each, cut before a line break): at once,
 * splitting a 4.7 M-character dashboard into its lines and building the tree of them held the main thread
 * 40-150 ms.
 */
export async function textInSlices(text: string, sliceChars = SLICE_CHARS): Promise<Text> {
  let doc: Text | null = null;
  for (let start = 0; start < text.length || doc === null;) {
    // Past the line break a later slice starts with (two characters for \r\n), so each slice moves on.
    let end = text.indexOf('\n', Math.min(start + Math.max(sliceChars, 2), text.length));
    if (end === -1) end = text.length;
    else if (end > start && text.charCodeAt(end - 1) === 13 /* \r */) end--;
    // A later slice starts with its line break: its first, empty line joins the last line of the text so far.
    const slice = Text.of(text.slice(start, end).split(LINE_BREAK));
    doc = doc ? doc.append(slice) : slice;
    start = end;
    if (start < text.length) await nextTask();
  }
  return doc;
}

/**
 * A new editor without a long task: the document in slices (textInSlices), then the state, then the view, a
 * task each (the view's first layout and the parser's first pass are CodeMirror's, bounded by it).
 */
export async function createEditorInSlices(options: EditorOptions): Promise<EditorHandle> {
  const doc = await textInSlices(options.doc);
  await nextTask();
  const state = EditorState.create({ doc, extensions: extensionsOf(options) });
  await nextTask();
  return handleOf(new EditorView({ parent: options.parent, state }));
}

/** The handle of an editor shown in `view`. */
function handleOf(view: EditorView): EditorHandle {
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
      // None, and none shown: no update (a transaction on a 4.7 M-character document costs 10-40 ms).
      if (diagnostics.length === 0 && diagnosticCount(view.state) === 0) return;
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
