/**
 * The dashboard JSON playground: a JSON editor with schema guidance beside a live render of the dashboard.
 * The page opens with the text in a plain text box, already editable, checked and drawn: the validation
 * worker loads when the page mounts, the editor (CodeMirror, the biggest part of the page) when the reader
 * reaches for it (pointer over the editor, focus, a sample, a problem) and its files are downloaded once the
 * page is idle. No other page carries either. State: the share link in the URL hash wins (also when it
 * changes while the page is open), then the last state saved in this browser, then the first sample. A saved
 * state that can't be loaded is moved aside (src/dashboard/storage.ts) and offered for download.
 */
import React, { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { DEFAULT_SAMPLE, SAMPLES, sampleText } from '../samples';
import { decodeShareInSlices, isShareHash, SHARE_KEY, type DecodeResult } from '../share';
import { loadSavedState, PLAYGROUND_SHARED_KEY, readSaved } from '../storage';
import type { HistoryReason, Version } from '../history';
import { checkJsonText } from '../../lib/json-limits';
import { sanitizeForPreview } from '../validate/checks';
import type { EditorHandle } from '../editor';
import type { ValidationClient, ValidationOutcome } from '../worker/client';
import type { Diagnostic } from '../validate';
import type { JsonSchema } from '../schema/constants';
import { prefetchChunkWhenIdle } from '../../client/prefetch-chunk';
import { downloadText } from './download-text';
import Problems from './Problems';
import { formatSize, startupText, validationDelay, type Backup, type Notice, type Tone } from './startup';
import { useDrafts } from './useDrafts';
import Messages from './Messages';
import { previewMessageOf, statusOf } from './status';
import { shareLink, useSharedHash } from './share-link';
import PreviewPane from './PreviewPane';
import Toolbar from './Toolbar';
import styles from './styles.module.css';
import VersionNotice from '@site/src/components/VersionNotice';
import editorColours from '../editor/colours.module.css';

const DEFAULT_TEXT = sampleText(DEFAULT_SAMPLE);
/**
 * A longer text opens in the editor, never in the text box: CodeMirror draws the lines in view, a text box lays
 * out all of them in one task (a 4 MB, 5,000-item dashboard held the page 4 s, 1.4 s of it layout).
 */
const PLAIN_MAX_CHARS = 200_000;

function clearShareHash(): void {
  if (window.location.hash.startsWith(`#${SHARE_KEY}=`))
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

export default function Playground(): React.JSX.Element {
  const textRef = useRef(DEFAULT_TEXT);
  const [size, setSize] = useState(DEFAULT_TEXT.length);
  /** plain: the text box, until the reader reaches for the editor (and while it loads); failed: it could not. */
  const [editorState, setEditorState] = useState<'plain' | 'ready' | 'failed'>('plain');
  const [plainText, setPlainText] = useState(DEFAULT_TEXT);
  const [clientReady, setClientReady] = useState(false);
  const [outcome, setOutcome] = useState<ValidationOutcome | null>(null);
  const [checking, setChecking] = useState(true);
  const [lastGood, setLastGood] = useState<unknown>(undefined);
  const [viewIndex, setViewIndex] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [cursor, setCursor] = useState({ line: 1, column: 1 });
  /** A saved state that could not be loaded, kept for download. */
  const [backup, setBackup] = useState<Backup | null>(null);

  const editorRef = useRef<EditorHandle | null>(null);
  const clientRef = useRef<ValidationClient | null>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const plainRef = useRef<HTMLTextAreaElement | null>(null);
  /** The text box, kept after React detaches plainRef: the editor that replaces it reads its selection. */
  const lastPlain = useRef<HTMLTextAreaElement | null>(null);
  const schemaLoad = useRef<Promise<JsonSchema> | null>(null);
  const editorLoad = useRef<Promise<EditorHandle | null> | null>(null);
  const unmounted = useRef(false);
  /** Whether the text box had the focus, for the editor that replaces it. */
  const plainFocused = useRef(false);
  /** The latest inline diagnostics, for an editor created after they arrived. */
  const latestDiagnostics = useRef<Diagnostic[]>([]);
  const latestRequest = useRef(0);
  const validateTimer = useRef<number | undefined>(undefined);
  /**
   * While a share link is read (in slices: src/dashboard/share.ts), the text box is read-only and the editor
   * waits, so nothing typed into the text it replaces is saved or lost.
   */
  const [opening, setOpening] = useState(false);
  const openingDone = useRef<Promise<void>>(Promise.resolve());

  const requestValidation = useCallback((text: string) => {
    const client = clientRef.current;
    if (!client) return;
    setChecking(true);
    latestRequest.current = client.validate(text);
  }, []);

  // The text replacement the drafts use (set below, once replaceText exists).
  const replaceRef = useRef<(text: string, message: string) => void>(() => undefined);
  const historyWarned = useRef(false);
  const drafts = useDrafts({
    getText: useCallback(() => textRef.current, []),
    replaceText: useCallback((text: string, message: string) => replaceRef.current(text, message), []),
    notify: setNotice,
    onHistoryUnavailable: useCallback((reason: string) => {
      if (historyWarned.current) return;
      historyWarned.current = true;
      console.warn('[playground] the version history is not available', reason);
      setNotice({
        tone: 'error',
        text: 'The version history is not available in this browser, so earlier versions are not kept. Download your dashboard to keep a copy.',
      });
    }, []),
  });
  const { schedule: scheduleSave, start: startDrafts, remember, openShared } = drafts;

  const onTextChange = useCallback(
    (text: string) => {
      textRef.current = text;
      setSize(text.length);
      setShareUrl(null);
      clearShareHash();
      scheduleSave(text);
      window.clearTimeout(validateTimer.current);
      setChecking(true);
      validateTimer.current = window.setTimeout(() => requestValidation(text), validationDelay(text.length));
    },
    [requestValidation, scheduleSave],
  );

  const onResult = useCallback((result: ValidationOutcome) => {
    // A newer text is on its way: its result will follow; don't paint stale ranges.
    if (result.id !== latestRequest.current) return;
    setChecking(false);
    setOutcome(result);
    latestDiagnostics.current = result.result.diagnostics;
    editorRef.current?.setDiagnostics(result.result.diagnostics);
    // Too large to draw: show the message alone, not an older dashboard that looks current.
    if (result.result.parsed) setLastGood(result.renderable ? result.result.value : undefined);
  }, []);

  const loadSchema = useCallback((): Promise<JsonSchema> => {
    schemaLoad.current ??= import('@site/static/schemas/dashboard.schema.json').then(
      (m) => (m.default ?? m) as JsonSchema,
    );
    return schemaLoad.current;
  }, []);

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
        const editor = editorModule.createEditor({
          parent: hostRef.current,
          doc: textRef.current,
          schema: schema as never,
          onChange: onTextChange,
          onCursor: (line, column) => setCursor({ line, column }),
          label: 'Dashboard JSON',
          describedBy: 'playground-editor-help',
        });
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
        setNotice({
          tone: 'error',
          text: 'The editor could not load (are you offline?). Go on editing as plain text: it tries again the next time you click into the text.',
        });
        return null;
      }
    })();
    return editorLoad.current;
  }, [loadSchema, onTextChange]);

  // In the commit that removes the text box, so that nothing typed is lost: what was typed there while the
  // editor was being created (not an undo step of its own), and the focus, so a key pressed next lands in it.
  useLayoutEffect(() => {
    const editor = editorRef.current;
    if (editorState !== 'ready' || !editor) return;
    if (editor.getText() !== textRef.current) editor.setText(textRef.current, { addToHistory: false });
    // The selection as the box holds it now, not as its last select event said: that event comes a task late,
    // so a Ctrl+A just before the swap would leave a caret, and what is typed next would not replace the text.
    const box = lastPlain.current;
    if (plainFocused.current && box) {
      const [start, end] = [box.selectionStart, box.selectionEnd];
      if (box.selectionDirection === 'backward') editor.focusAt(end, start);
      else editor.focusAt(start, end);
    }
    plainFocused.current = false;
  }, [editorState]);

  // Initial text (share link > saved state > first sample), then the worker; the editor on intent.
  useEffect(() => {
    unmounted.current = false;
    let cancelled = false;
    const begin = (shared: DecodeResult) => {
      const startup = startupText(shared, loadSavedState(), DEFAULT_TEXT, readSaved(PLAYGROUND_SHARED_KEY));
      startDrafts(startup);
      const { text } = startup;
      if (startup.notice) setNotice(startup.notice);
      if (startup.backup) setBackup(startup.backup);
      textRef.current = text;
      setSize(text.length);
      // The text box stays empty and read-only until the editor has it (and gets it if the editor can't load).
      if (text.length > PLAIN_MAX_CHARS) {
        setPlainText('');
        void ensureEditor().then((editor) => {
          if (!editor) setPlainText(text);
          setOpening(false);
        });
      } else {
        setPlainText(text);
        setOpening(false);
      }
      // Draw at once, before the worker has compiled the schema; its checks follow. Same clean-up as the
      // worker, and the same limits first: nothing recursive may see a document beyond them.
      if (text.length < 500_000 && !checkJsonText(text))
        try {
          setLastGood(sanitizeForPreview(JSON.parse(text)));
        } catch {
          // Not JSON: the worker reports where.
        }
      // The worker may have been ready before the link was read.
      requestValidation(text);
    };
    const hash = window.location.hash;
    const controller = new AbortController();
    if (isShareHash(hash)) {
      setOpening(true);
      setNotice({ tone: 'info', text: 'Opening the shared dashboard…' });
      openingDone.current = decodeShareInSlices(hash, controller.signal).then(
        (shared) => {
          if (!cancelled) begin(shared);
        },
        // Abandoned: the page was left while the link was read.
        () => undefined,
      );
    } else begin(null);

    Promise.all([import('../worker/client'), loadSchema()])
      .then(([clientModule, schema]) => {
        if (cancelled) return;
        clientRef.current = new clientModule.ValidationClient(schema, onResult, (message) => {
          setChecking(false);
          console.warn('[playground] validation failed', message);
          setNotice({ tone: 'error', text: `Validation stopped unexpectedly: ${message}` });
        });
        setClientReady(true);
        requestValidation(textRef.current);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn('[playground] the validator could not load', error);
        setChecking(false);
        setNotice({
          tone: 'error',
          text: 'The checks could not load (network?). Your text is kept; reload to try again.',
        });
      });
    prefetchChunkWhenIdle('playground-editor');
    return () => {
      cancelled = true;
      controller.abort();
      unmounted.current = true;
      window.clearTimeout(validateTimer.current);
      editorRef.current?.destroy();
      editorRef.current = null;
      editorLoad.current = null;
      clientRef.current?.dispose();
      clientRef.current = null;
    };
  }, [onResult, onTextChange, requestValidation, loadSchema, startDrafts, ensureEditor]);

  const replaceText = useCallback(
    (text: string, message: string, tone: Tone = 'info', reason?: HistoryReason) => {
      // What it replaces goes into the version history first (the editor's undo does not survive a reload).
      if (reason) void remember(reason);
      setViewIndex(0);
      setNotice({ tone, text: message });
      // Through the editor, so that Ctrl+Z brings the previous text back.
      void ensureEditor().then((editor) => {
        if (editor) editor.setText(text);
        else {
          setPlainText(text);
          onTextChange(text);
        }
      });
    },
    [ensureEditor, onTextChange, remember],
  );
  replaceRef.current = replaceText;

  useSharedHash(openShared, setNotice);

  const loadSample = (id: string) => {
    const sample = SAMPLES.find((s) => s.id === id);
    if (sample)
      replaceText(
        sampleText(sample),
        `Loaded the “${sample.title}” sample. Undo with Ctrl+Z (⌘Z).`,
        'info',
        'before a sample',
      );
  };

  const format = async () => {
    const client = clientRef.current;
    if (!client) return;
    const formatted = await client.format(textRef.current);
    if (formatted.text !== undefined) {
      if (formatted.text === textRef.current) setNotice({ tone: 'info', text: 'Already formatted.' });
      else
        replaceText(
          formatted.text,
          'Formatted with 2-space indentation. Undo with Ctrl+Z (⌘Z).',
          'info',
          'before formatting',
        );
    } else setNotice({ tone: 'error', text: formatted.error ?? "Can't format this text." });
  };

  const restore = (version: Version) =>
    replaceText(
      version.text,
      `Restored the version of ${new Date(version.at).toLocaleString()}. The text it replaced is in the history too.`,
      'success',
      'before a restore',
    );

  const download = () => {
    downloadText(textRef.current, 'dashboard.json');
    setNotice({
      tone: 'success',
      text: `Downloaded dashboard.json (${formatSize(textRef.current.length)}).`,
    });
  };

  const share = async () => {
    const { url, notice: shareNotice } = await shareLink(textRef.current);
    setShareUrl(url);
    setNotice(shareNotice);
  };

  const result = outcome?.result;
  const diagnostics: Diagnostic[] = result?.diagnostics ?? [];
  /** A problem's place: in the editor, or in the text box when the editor could not load. */
  const showProblem = (offset: number) =>
    void ensureEditor().then((editor) => {
      if (editor) editor.focusAt(offset);
      else if (plainRef.current) {
        plainRef.current.focus();
        plainRef.current.setSelectionRange(offset, offset);
        onPlainSelect(plainRef.current);
      }
    });

  const keepPlain = useCallback((box: HTMLTextAreaElement | null) => {
    plainRef.current = box;
    if (box) lastPlain.current = box;
  }, []);

  const onPlainSelect = (area: HTMLTextAreaElement) => {
    const before = area.value.slice(0, area.selectionStart);
    const line = before.split('\n').length;
    setCursor({ line, column: before.length - before.lastIndexOf('\n') });
  };

  const status = statusOf(result);
  const previewMessage = previewMessageOf(outcome, lastGood !== undefined, size);

  return (
    <div className={clsx(styles.playground, editorColours.colours)}>
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>API reference</p>
          <h1 className={styles.title}>Dashboard JSON playground</h1>
          <p className={styles.lead}>
            Write a dashboard&apos;s JSON with completion (Ctrl+Space), documentation on hover and checks as
            you type; the dashboard renders beside it with the demo data. Every property is described in the{' '}
            <Link to="/dashboard-schema">schema reference</Link>.
          </p>
          <VersionNotice />
        </div>
      </header>

      <Toolbar
        clientReady={clientReady}
        onSample={loadSample}
        onFormat={() => void format()}
        onReset={() =>
          replaceText(
            DEFAULT_TEXT,
            `Reset to the “${DEFAULT_SAMPLE.title}” sample. Undo with Ctrl+Z (⌘Z).`,
            'info',
            'before a sample',
          )
        }
        onDownload={download}
        onShare={() => void share()}
        onRestore={restore}
      />

      <Messages
        notice={notice}
        drafts={drafts}
        backup={backup}
        onDismissBackup={() => setBackup(null)}
        shareUrl={shareUrl}
      />

      <div className={styles.panes}>
        <section className={styles.editorPane} aria-labelledby="playground-editor-heading">
          <div className={styles.paneHead}>
            <h2 id="playground-editor-heading" className={styles.paneTitle}>
              JSON
            </h2>
            <span
              className={clsx(styles.status, styles[`status_${status.tone}`], checking && styles.checking)}
              data-testid="validation-status"
              data-state={checking || !result ? 'checking' : 'done'}
              title={status.text}
            >
              {status.text}
            </span>
          </div>
          <div className={styles.editorFrame} onPointerEnter={() => void ensureEditor()}>
            {/* Until the reader reaches for the editor (and if it can't load): the text, editable. */}
            {editorState !== 'ready' && (
              <textarea
                ref={keepPlain}
                className={styles.fallback}
                aria-label="Dashboard JSON"
                aria-describedby="playground-editor-help"
                value={plainText}
                readOnly={opening}
                aria-busy={opening}
                spellCheck={false}
                autoCapitalize="off"
                autoCorrect="off"
                onFocus={() => {
                  plainFocused.current = true;
                  void ensureEditor();
                }}
                onBlur={() => (plainFocused.current = false)}
                onSelect={(e) => onPlainSelect(e.currentTarget)}
                onChange={(e) => {
                  setPlainText(e.target.value);
                  onTextChange(e.target.value);
                }}
              />
            )}
            <div
              ref={hostRef}
              className={styles.editorHost}
              data-testid="editor-host"
              hidden={editorState !== 'ready'}
            />
          </div>
          <p id="playground-editor-help" className={styles.help}>
            Ctrl+Space suggests properties and values · hover a property for its documentation · F8 jumps to
            the next problem · Tab moves on from the editor · Ctrl+Z undoes.
          </p>
          <div className={styles.footerLine}>
            <span>
              Line {cursor.line}, column {cursor.column}
            </span>
            <span>{formatSize(size)}</span>
          </div>
          <Problems
            diagnostics={diagnostics}
            total={(result?.errors ?? 0) + (result?.warnings ?? 0)}
            onSelect={(d) => showProblem(d.from)}
          />
        </section>

        <PreviewPane
          message={previewMessage}
          value={lastGood}
          viewIndex={viewIndex}
          onViewChange={setViewIndex}
          stale={!!result && !result.parsed}
        />
      </div>
    </div>
  );
}
