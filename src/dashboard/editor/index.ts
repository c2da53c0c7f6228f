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
import { json } from '@codemirror/lang-json';
import {
  bracketMatching,
  foldGutter,
  foldKeymap,
  getIndentation,
  IndentContext,
  indentOnInput,
  indentString,
  indentUnit,
} from '@codemirror/language';
import { lintGutter, lintKeymap, setDiagnostics, type Diagnostic as CmDiagnostic } from '@codemirror/lint';
import { EditorSelection, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  dropCursor,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  type Command,
} from '@codemirror/view';
import type { SchemaObject } from '../schema/navigate';
import type { Diagnostic } from '../validate';
import { editingKeymap, navigationKeymap } from './commands';
import { schemaCompletionSource } from './completion';
import { history, redo, undo } from './history';
import { schemaHover } from './hover';
import { editorTheme, highlighting } from './theme';

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
  /** Replaces the whole document as one undoable step. */
  setText(text: string): void;
  setDiagnostics(diagnostics: Diagnostic[]): void;
  /** Moves the cursor to an offset, scrolls it into view and focuses the editor. */
  focusAt(offset: number): void;
  focus(): void;
  undo(): boolean;
  redo(): boolean;
  destroy(): void;
}

const newlineAndIndent: Command = (view) => {
  const { state } = view;
  const tr = state.changeByRange((range) => {
    const pos = range.from;
    const line = state.doc.lineAt(pos);
    const current = /^\s*/.exec(line.text)?.[0].length ?? 0;
    const before = state.sliceDoc(pos - 1, pos);
    const after = state.sliceDoc(range.to, range.to + 1);
    const between = (before === '{' && after === '}') || (before === '[' && after === ']');
    const context = new IndentContext(state, { simulateBreak: pos, simulateDoubleBreak: between });
    const indent =
      getIndentation(context, pos) ??
      (before === '{' || before === '[' ? current + state.facet(indentUnit).length : current);
    const inner = `\n${indentString(state, indent)}`;
    const insert = between ? `${inner}\n${indentString(state, current)}` : inner;
    return {
      changes: { from: range.from, to: range.to, insert },
      range: EditorSelection.cursor(range.from + inner.length),
    };
  });
  view.dispatch(state.update(tr, { scrollIntoView: true, userEvent: 'input' }));
  return true;
};

const selectAll: Command = (view) => {
  view.dispatch({ selection: EditorSelection.range(0, view.state.doc.length), userEvent: 'select' });
  return true;
};

export function createEditor(options: EditorOptions): EditorHandle {
  const extensions: Extension[] = [
    lineNumbers(),
    highlightActiveLineGutter(),
    foldGutter(),
    lintGutter(),
    highlightSpecialChars(),
    drawSelection(),
    dropCursor(),
    highlightActiveLine(),
    bracketMatching(),
    closeBrackets(),
    indentOnInput(),
    indentUnit.of('  '),
    EditorState.tabSize.of(2),
    history(),
    json(),
    highlighting,
    editorTheme,
    EditorView.lineWrapping,
    autocompletion({
      override: [schemaCompletionSource(options.schema)],
      icons: false,
      maxRenderedOptions: 60,
    }),
    schemaHover(options.schema),
    // Tab is left alone on purpose: it moves the focus out of the editor, so keyboard users are never trapped.
    keymap.of([
      ...closeBracketsKeymap,
      ...completionKeymap,
      ...foldKeymap,
      ...lintKeymap,
      ...navigationKeymap,
      ...editingKeymap,
      { key: 'Enter', run: newlineAndIndent },
      { key: 'Mod-a', run: selectAll },
    ]),
    EditorView.contentAttributes.of({
      'aria-label': options.label,
      ...(options.describedBy ? { 'aria-describedby': options.describedBy } : {}),
      spellcheck: 'false',
      // Explicit, so tools that only count tabindex see the editing area as focusable.
      tabindex: '0',
      autocorrect: 'off',
      autocapitalize: 'off',
    }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) options.onChange(update.state.doc.toString());
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
    setText(text) {
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: text },
        selection: EditorSelection.cursor(0),
        userEvent: 'input.replace',
        scrollIntoView: true,
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
    focusAt(offset) {
      const pos = Math.min(Math.max(0, offset), view.state.doc.length);
      view.dispatch({
        selection: EditorSelection.cursor(pos),
        effects: EditorView.scrollIntoView(pos, { y: 'center' }),
      });
      view.focus();
    },
    focus: () => view.focus(),
    undo: () => undo(view),
    redo: () => redo(view),
    destroy: () => view.destroy(),
  };
}
