/**
 * The playground's text: a plain text box at first, swapped for the editor (CodeMirror, the biggest part of
 * the page) when the reader reaches for it. The swap keeps the text, the caret and the focus; if the editor
 * cannot load, the text box stays and nothing typed is lost.
 */
import { useCallback, useLayoutEffect, useRef, useState, type MutableRefObject } from 'react';
import type { EditorHandle } from '../editor';
import type { Diagnostic } from '../validate';
import type { JsonSchema } from '../schema/constants';
import type { Notice } from './startup';

interface Options {
  /** The text now: what the editor opens with. */
  textRef: MutableRefObject<string>;
  onTextChange(text: string): void;
  loadSchema(): Promise<JsonSchema>;
  /** Settled once a share link being read is in (the editor waits for it). */
  openingDone: MutableRefObject<Promise<void>>;
  latestDiagnostics: MutableRefObject<Diagnostic[]>;
  unmounted: MutableRefObject<boolean>;
  notify(notice: Notice): void;
}

export function useEditorSwap({
  textRef,
  onTextChange,
  loadSchema,
  openingDone,
  latestDiagnostics,
  unmounted,
  notify,
}: Options) {
  /** plain: the text box, until the reader reaches for the editor (and while it loads); failed: it could not. */
  const [editorState, setEditorState] = useState<'plain' | 'ready' | 'failed'>('plain');
  const [cursor, setCursor] = useState({ line: 1, column: 1 });
  const editorRef = useRef<EditorHandle | null>(null);
  const editorLoad = useRef<Promise<EditorHandle | null> | null>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const plainRef = useRef<HTMLTextAreaElement | null>(null);
  /** The text box, kept after React detaches plainRef: the editor that replaces it reads its selection. */
  const lastPlain = useRef<HTMLTextAreaElement | null>(null);
  /** Whether the text box had the focus, for the editor that replaces it. */
  const plainFocused = useRef(false);
  /** The text the editor was built from: compared by identity, not by reading 4.7 M characters back. */
  const builtFrom = useRef<string | null>(null);

  /**
   * Swaps the text box for the editor (once): same text, the caret where it was, the focus kept. Resolves to
   * null when the editor could not load; the text box then stays, and nothing typed is lost.
   */
  const ensureEditor = useCallback((): Promise<EditorHandle | null> => {
    editorLoad.current ??= (async () => {
      try {
        await openingDone.current;
        const [editorModule, schema] = await Promise.all([
          import(/* webpackChunkName: "playground-editor" */ '../editor'),
          loadSchema(),
        ]);
        if (unmounted.current || !hostRef.current) return null;
        builtFrom.current = textRef.current;
        // In slices: a large dashboard's lines are split a task at a time (issue 54).
        const editor = await editorModule.createEditorInSlices({
          parent: hostRef.current,
          doc: builtFrom.current,
          schema: schema as never,
          onChange: onTextChange,
          onCursor: (line, column) => setCursor({ line, column }),
          label: 'Dashboard JSON',
          describedBy: 'playground-editor-help',
        });
        if (unmounted.current) {
          editor.destroy();
          return null;
        }
        editor.setDiagnostics(latestDiagnostics.current);
        editorRef.current = editor;
        // Shown, brought up to date and focused in the commit that removes the text box (the effect below).
        setEditorState('ready');
        return editor;
      } catch (error) {
        if (unmounted.current) return null;
        console.warn('[playground] the editor could not load', error);
        setEditorState('failed');
        // The next reach for the editor tries again (a failed chunk is fetched anew).
        editorLoad.current = null;
        notify({
          tone: 'error',
          text: 'The editor could not load (are you offline?). Go on editing as plain text: it tries again the next time you click into the text.',
        });
        return null;
      }
    })();
    return editorLoad.current;
  }, [loadSchema, onTextChange, openingDone, latestDiagnostics, notify, textRef, unmounted]);

  // In the commit that removes the text box, so that nothing typed is lost: what was typed there while the
  // editor was being created (not an undo step of its own), and the focus, so a key pressed next lands in it.
  useLayoutEffect(() => {
    const editor = editorRef.current;
    if (editorState !== 'ready' || !editor) return;
    if (textRef.current !== builtFrom.current) editor.setText(textRef.current, { addToHistory: false });
    // The selection as the box holds it now, not as its last select event said: that event comes a task late,
    // so a Ctrl+A just before the swap would leave a caret, and what is typed next would not replace the text.
    const box = lastPlain.current;
    if (plainFocused.current && box) {
      const [start, end] = [box.selectionStart, box.selectionEnd];
      if (box.selectionDirection === 'backward') editor.focusAt(end, start);
      else editor.focusAt(start, end);
    }
    plainFocused.current = false;
  }, [editorState, textRef]);

  /** Forgets the editor (the page is left). */
  const dropEditor = useCallback(() => {
    editorRef.current?.destroy();
    editorRef.current = null;
    editorLoad.current = null;
  }, []);

  const keepPlain = useCallback((box: HTMLTextAreaElement | null) => {
    plainRef.current = box;
    if (box) lastPlain.current = box;
  }, []);

  const onPlainSelect = useCallback((area: HTMLTextAreaElement) => {
    const before = area.value.slice(0, area.selectionStart);
    const line = before.split('\n').length;
    setCursor({ line, column: before.length - before.lastIndexOf('\n') });
  }, []);

  /** A problem's place: in the editor, or in the text box when the editor could not load. */
  const showAt = useCallback(
    (offset: number) =>
      void ensureEditor().then((editor) => {
        if (editor) editor.focusAt(offset);
        else if (plainRef.current) {
          plainRef.current.focus();
          plainRef.current.setSelectionRange(offset, offset);
          onPlainSelect(plainRef.current);
        }
      }),
    [ensureEditor, onPlainSelect],
  );

  return {
    editorState,
    editorRef,
    ensureEditor,
    dropEditor,
    hostRef,
    keepPlain,
    plainFocused,
    onPlainSelect,
    showAt,
    cursor,
  };
}
