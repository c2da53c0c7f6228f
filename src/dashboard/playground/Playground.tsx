/**
 * The dashboard JSON playground: a JSON editor with schema guidance beside a live render of the dashboard.
 * The page opens with the text in a plain text box, already editable, checked and drawn: the validation
 * worker loads when the page mounts, the editor (CodeMirror, the biggest part of the page) when the reader
 * reaches for it (pointer over the editor, focus, a sample, a problem) and its files are downloaded once the
 * page is idle. No other page carries either. State: the share link in the URL hash wins (also when it
 * changes while the page is open), then the last state saved in this browser, then the first sample. A saved
 * state that can't be loaded is moved aside (src/dashboard/storage.ts) and offered for download.
 */
import React, { useCallback, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { DEFAULT_SAMPLE, SAMPLES, sampleText } from '../samples';
import { decodeShareInSlices, isShareHash, SHARE_KEY, type DecodeResult } from '../share';
import { loadSavedState, PLAYGROUND_SHARED_KEY, readSaved } from '../storage';
import type { HistoryReason, Version } from '../history';
import { checkJsonText } from '../../lib/json-limits';
import { sanitizeForPreview } from '../validate/checks';
import type { Diagnostic } from '../validate';
import type { JsonSchema } from '../schema/constants';
import { prefetchChunkWhenIdle } from '../../client/prefetch-chunk';
import { downloadText } from './download-text';
import { formatSize, startupText, type Backup, type Notice, type Tone } from './startup';
import { useDrafts } from './useDrafts';
import Messages from './Messages';
import { previewMessageOf } from './status';
import { shareLink, useSharedHash } from './share-link';
import PreviewPane from './PreviewPane';
import EditorPane from './EditorPane';
import { useEditorSwap } from './useEditorSwap';
import { useValidation } from './useValidation';
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
  const [plainText, setPlainText] = useState(DEFAULT_TEXT);
  const [viewIndex, setViewIndex] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  /** A saved state that could not be loaded, kept for download. */
  const [backup, setBackup] = useState<Backup | null>(null);
  const schemaLoad = useRef<Promise<JsonSchema> | null>(null);
  const unmounted = useRef(false);
  /**
   * While a share link is read (in slices: src/dashboard/share.ts), the text box is read-only and the editor
   * waits, so nothing typed into the text it replaces is saved or lost.
   */
  const [opening, setOpening] = useState(false);
  const openingDone = useRef<Promise<void>>(Promise.resolve());

  const loadSchema = useCallback((): Promise<JsonSchema> => {
    schemaLoad.current ??= import('@site/static/schemas/dashboard.schema.json').then(
      (m) => (m.default ?? m) as JsonSchema,
    );
    return schemaLoad.current;
  }, []);

  // The editor, once there is one, is told each result (set below, once the editor's hook exists).
  const diagnosticsRef = useRef<(diagnostics: Diagnostic[]) => void>(() => undefined);
  const validation = useValidation({
    loadSchema,
    getText: useCallback(() => textRef.current, []),
    onDiagnostics: useCallback((diagnostics: Diagnostic[]) => diagnosticsRef.current(diagnostics), []),
    notify: setNotice,
  });
  const { validateNow, validateSoon, setLastGood } = validation;

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
      validateSoon(text);
    },
    [validateSoon, scheduleSave],
  );

  const swap = useEditorSwap({
    textRef,
    onTextChange,
    loadSchema,
    openingDone,
    latestDiagnostics: validation.latestDiagnostics,
    unmounted,
    notify: setNotice,
  });
  const { ensureEditor, dropEditor, editorRef } = swap;
  diagnosticsRef.current = (diagnostics) => editorRef.current?.setDiagnostics(diagnostics);

  // Initial text (share link > saved state > first sample); the editor on intent.
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
      validateNow(text);
    };
    const controller = new AbortController();
    if (isShareHash(window.location.hash)) {
      setOpening(true);
      setNotice({ tone: 'info', text: 'Opening the shared dashboard…' });
      openingDone.current = decodeShareInSlices(window.location.hash, controller.signal).then(
        (shared) => {
          if (!cancelled) begin(shared);
        },
        // Abandoned: the page was left while the link was read.
        () => undefined,
      );
    } else begin(null);
    prefetchChunkWhenIdle('playground-editor');
    return () => {
      cancelled = true;
      controller.abort();
      unmounted.current = true;
      dropEditor();
    };
  }, [validateNow, setLastGood, startDrafts, ensureEditor, dropEditor]);

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
    const client = validation.clientRef.current;
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

  const { outcome, lastGood } = validation;
  const result = outcome?.result;

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
        clientReady={validation.clientReady}
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
        <EditorPane
          swap={swap}
          result={result}
          checking={validation.checking}
          plainText={plainText}
          opening={opening}
          onPlainChange={(text) => {
            setPlainText(text);
            onTextChange(text);
          }}
          size={size}
        />

        <PreviewPane
          message={previewMessageOf(outcome, lastGood !== undefined, size)}
          value={lastGood}
          viewIndex={viewIndex}
          onViewChange={setViewIndex}
          stale={!!result && !result.parsed}
        />
      </div>
    </div>
  );
}
