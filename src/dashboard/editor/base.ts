/**
 * What every JSON editor on the site has (the dashboard playground's and the chart pages' options
 * playground): line numbers, the lint gutter, JSON highlighting in the shared theme, two-space indentation,
 * undo history, wrapped lines, the accessible name, no spelling or autocorrection, and a change callback.
 * Tab is never bound: it moves the focus out of the editor, so keyboard users are never trapped.
 */
import { history } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, indentUnit } from '@codemirror/language';
import { lintGutter } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  lineNumbers,
} from '@codemirror/view';
import { editorTheme, highlighting } from './theme';

export interface JsonEditorBase {
  /** Accessible name of the editing area (tests and assistive tech find the editor by it). */
  label: string;
  describedBy?: string;
  /** Further attributes of the editing area. */
  attributes?: Record<string, string>;
  /** Gutters between the line numbers and the lint gutter (e.g. folding). */
  gutters?: Extension[];
  onChange(text: string): void;
}

export function jsonEditorBase(options: JsonEditorBase): Extension[] {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    ...(options.gutters ?? []),
    lintGutter(),
    drawSelection(),
    highlightActiveLine(),
    bracketMatching(),
    indentUnit.of('  '),
    EditorState.tabSize.of(2),
    history(),
    json(),
    highlighting,
    editorTheme,
    EditorView.lineWrapping,
    EditorView.contentAttributes.of({
      'aria-label': options.label,
      ...(options.describedBy ? { 'aria-describedby': options.describedBy } : {}),
      spellcheck: 'false',
      autocorrect: 'off',
      autocapitalize: 'off',
      ...options.attributes,
    }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) options.onChange(update.state.doc.toString());
    }),
  ];
}
