/**
 * The options playground's JSON editor: CodeMirror 6 with line numbers, JSON highlighting and an error marker
 * at the position the parser reports. Loaded with React.lazy when the JSON tab is first opened, so a chart
 * page that is only read never downloads CodeMirror.
 */
import React, { useEffect, useRef } from 'react';
import { defaultKeymap, historyKeymap } from '@codemirror/commands';
import { setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { jsonEditorBase } from '@site/src/dashboard/editor/base';

// The JSON tab's parser comes in this chunk too (see Playground.tsx).
export { parsePlaygroundJson } from './parse-json';

export interface JsonEditorProps {
  value: string;
  onChange(text: string): void;
  /** Where the parser stopped (1-based), or null when the text parses. */
  error: { line: number; column: number; message: string } | null;
  /** Accessible name of the editing area (other tests and assistive tech find the editor by it). */
  label: string;
  describedBy?: string;
  invalid: boolean;
}

export default function JsonEditor({
  value,
  onChange,
  error,
  label,
  describedBy,
  invalid,
}: JsonEditorProps): React.JSX.Element {
  const parentRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const view = new EditorView({
      parent: parentRef.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          ...jsonEditorBase({
            label,
            describedBy,
            attributes: { role: 'textbox', 'aria-multiline': 'true' },
            onChange: (text) => onChangeRef.current(text),
          }),
          keymap.of([...defaultKeymap, ...historyKeymap]),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // The editor is created once; later values and labels are pushed in by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A value set from outside (Reset, the form) replaces the document.
  useEffect(() => {
    const view = viewRef.current;
    if (view && view.state.doc.toString() !== value)
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    view.contentDOM.setAttribute('aria-invalid', String(invalid));
    const diagnostics: Diagnostic[] = [];
    if (error) {
      const doc = view.state.doc;
      const line = doc.line(Math.min(Math.max(1, error.line), doc.lines));
      const from = Math.min(line.from + Math.max(0, error.column - 1), line.to);
      diagnostics.push({
        from,
        to: Math.min(from + 1, doc.length),
        severity: 'error',
        message: error.message,
      });
    }
    view.dispatch(setDiagnostics(view.state, diagnostics));
  }, [error, invalid, value]);

  return <div ref={parentRef} className="playground-json-editor" data-testid="playground-json-editor" />;
}
