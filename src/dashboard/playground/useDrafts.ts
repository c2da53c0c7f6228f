import { useCallback, useEffect, useRef, useState } from 'react';
import { addVersion, HistoryUnavailable, type HistoryReason } from '../history';
import {
  parseSaved,
  PLAYGROUND_CONFLICT_KEY,
  PLAYGROUND_SHARED_KEY,
  PLAYGROUND_STORAGE_KEY,
  readSaved,
  saveText,
  type SavedDoc,
} from '../storage';
import { readString, removeKey, writeStringOutcome } from '../../lib/storage';
import type { Notice, Startup } from './startup';

/** Saves this long after the last edit (and at once when the page is hidden or left). */
const SAVE_DELAY_MS = 600;
/** While editing, a version goes into the history at most this often. */
const AUTOSAVE_VERSION_MS = 60_000;

export interface Drafts {
  /** Another tab saved newer work: the reader chooses (takeTheirs / keepMine); until then nothing is saved over it. */
  conflict: SavedDoc | null;
  /** During a conflict: false when this tab's text could not be kept where a reload finds it (storage refused it). */
  conflictKept: boolean;
  /** A shared dashboard is shown beside the reader's own (backToMine / makeMine). */
  shared: boolean;
  /** Called with every edit: saves shortly after. */
  schedule(text: string): void;
  /** Starts from what the page opened with. */
  start(startup: Startup): void;
  /** Puts the current text into the version history before something replaces it. */
  remember(reason: HistoryReason): Promise<void>;
  takeTheirs(): void;
  keepMine(): void;
  backToMine(): void;
  makeMine(): void;
  /** A share link opened in this tab: shown beside the reader's dashboard (saved first), never over it. */
  openShared(text: string, message: string): void;
}

interface Options {
  getText(): string;
  /** Replaces the text as the reader's own action would (undoable in the editor). */
  replaceText(text: string, message: string): void;
  notify(notice: Notice): void;
  /** The history could not be written (IndexedDB blocked or its code offline). */
  onHistoryUnavailable(reason: string): void;
}

function tabId(): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The playground's drafts: what is typed is saved in this browser shortly after, and at once when the page is
 * hidden or left (pagehide, visibilitychange), so a reload never loses the last keystrokes. A save never
 * overwrites work another tab saved since this tab last loaded or saved: the reader is told and chooses, and
 * both versions are kept (the other in the version history). A shared dashboard is saved in a slot of its own,
 * beside the reader's dashboard, until the reader makes it theirs. See src/dashboard/README.md, "Drafts".
 */
export function useDrafts({ getText, replaceText, notify, onHistoryUnavailable }: Options): Drafts {
  const tab = useRef('');
  const baseRev = useRef(0);
  const lastSaved = useRef<string | null>(null);
  const pending = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  /** The last save result the reader was told about. */
  const lastReported = useRef<ReturnType<typeof saveText>>('saved');
  const lastVersionAt = useRef(0);
  const own = useRef<string | null>(null);
  const [shared, setShared] = useState(false);
  const sharedRef = useRef(false);
  const [conflict, setConflict] = useState<SavedDoc | null>(null);
  const conflictRef = useRef<SavedDoc | null>(null);
  const [conflictKept, setConflictKept] = useState(true);
  /** This tab's text, kept apart during a conflict; the reader is told when the browser refuses it. */
  const keepApart = useCallback((text: string) => {
    setConflictKept(
      writeStringOutcome(PLAYGROUND_CONFLICT_KEY, JSON.stringify({ text, at: Date.now() })) === 'ok',
    );
  }, []);

  const history = useCallback(
    (text: string, reason: HistoryReason) =>
      addVersion(text, reason).then(
        () => undefined,
        (error: unknown) =>
          onHistoryUnavailable(error instanceof HistoryUnavailable ? error.message : String(error)),
      ),
    [onHistoryUnavailable],
  );

  const report = useCallback(
    (result: ReturnType<typeof saveText>) => {
      // Each change of where the edits are kept is said once; back in the browser's storage, nothing is said.
      if (result === lastReported.current) return;
      lastReported.current = result;
      if (result === 'too-large')
        notify({
          tone: 'info',
          text: 'This document is too large to keep in this browser (over 2 MB); download it to keep it.',
        });
      else if (result === 'tab-only')
        notify({
          tone: 'error',
          text: "This browser's storage for this site is full or blocked, so your edits are kept in this tab only (they survive a reload, not closing the tab). Download the dashboard to keep it.",
        });
      else if (result === 'not-saved')
        notify({
          tone: 'error',
          text: 'Your edits are not saved: this browser does not let this site store anything (private browsing, or storage full or blocked), so a reload or closing the tab loses them. Editing, checking, the preview and Share link still work. Download the dashboard to keep it.',
        });
    },
    [notify],
  );

  const enterConflict = useCallback(
    (theirs: SavedDoc, mine: string) => {
      conflictRef.current = theirs;
      setConflict(theirs);
      // Kept at once where a reload finds it, then in the history.
      keepApart(mine);
      void history(mine, 'kept when another tab saved');
    },
    [history, keepApart],
  );

  const save = useCallback(
    (text: string) => {
      pending.current = null;
      if (sharedRef.current) {
        report(saveText(text, { tab: tab.current, at: Date.now() }, PLAYGROUND_SHARED_KEY));
        return;
      }
      if (conflictRef.current) {
        // Nothing over the other tab's work: this tab's text is kept apart until the reader chooses.
        keepApart(text);
        return;
      }
      const stored = readSaved();
      if (stored && stored.rev > baseRev.current && stored.tab !== tab.current && stored.text !== text) {
        enterConflict(stored, text);
        return;
      }
      const rev = Math.max(stored?.rev ?? 0, baseRev.current) + 1;
      const result = saveText(text, { rev, tab: tab.current, at: Date.now() });
      report(result);
      if (result !== 'saved') return;
      baseRev.current = rev;
      lastSaved.current = text;
      if (Date.now() - lastVersionAt.current > AUTOSAVE_VERSION_MS) {
        lastVersionAt.current = Date.now();
        void history(text, 'autosave');
      }
    },
    [enterConflict, history, keepApart, report],
  );

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    if (pending.current !== null) save(pending.current);
  }, [save]);

  const schedule = useCallback(
    (text: string) => {
      pending.current = text;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );

  // The last keystrokes before a reload, a link or closing the tab.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush(); // leaving the page within the app
    };
  }, [flush]);

  // Another tab saved: say so, unless it saved what this tab shows.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== PLAYGROUND_STORAGE_KEY) return;
      const theirs = parseSaved(event.newValue);
      if (!theirs || theirs.tab === tab.current || theirs.rev <= baseRev.current) return;
      if (sharedRef.current) {
        own.current = theirs.text; // the reader's own dashboard, kept beside the shared one, moved on
        baseRev.current = theirs.rev;
        return;
      }
      const mine = pending.current ?? getText();
      if (theirs.text === mine) {
        baseRev.current = theirs.rev;
        return;
      }
      enterConflict(theirs, mine);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [enterConflict, getText]);

  const start = useCallback((startup: Startup) => {
    tab.current = tabId();
    baseRev.current = startup.rev;
    own.current = startup.own ?? null;
    sharedRef.current = startup.mode === 'shared';
    setShared(sharedRef.current);
    if (!sharedRef.current) lastSaved.current = startup.text;
    // A text kept when two tabs disagreed, on a page that was closed before the history had it.
    const kept = readString(PLAYGROUND_CONFLICT_KEY);
    if (kept !== null) {
      let text: unknown;
      try {
        text = (JSON.parse(kept) as { text?: unknown }).text;
      } catch {
        text = kept;
      }
      if (typeof text === 'string')
        void addVersion(text, 'kept when another tab saved').then(
          () => removeKey(PLAYGROUND_CONFLICT_KEY),
          () => undefined,
        );
    }
  }, []);

  const remember = useCallback((reason: HistoryReason) => history(getText(), reason), [getText, history]);

  const resolved = () => {
    conflictRef.current = null;
    setConflict(null);
    setConflictKept(true);
    removeKey(PLAYGROUND_CONFLICT_KEY);
  };

  const takeTheirs = () => {
    const theirs = conflictRef.current;
    if (!theirs) return;
    void history(pending.current ?? getText(), 'kept when another tab saved');
    baseRev.current = theirs.rev;
    lastSaved.current = theirs.text;
    pending.current = null;
    resolved();
    replaceText(
      theirs.text,
      "Showing the other tab's version. Yours is in the version history (Restore a previous version).",
    );
  };

  const keepMine = () => {
    const theirs = conflictRef.current;
    if (!theirs) return;
    void history(theirs.text, 'from another tab');
    baseRev.current = theirs.rev;
    resolved();
    save(pending.current ?? getText());
    notify({
      tone: 'success',
      text: "Kept this version. The other tab's version is in the version history (Restore a previous version).",
    });
  };

  const backToMine = () => {
    if (own.current === null) return;
    void history(getText(), 'before a share link');
    flushShared(false);
    replaceText(own.current, 'Back to your dashboard. The shared one is in the version history.');
  };

  const makeMine = () => {
    if (own.current !== null) void history(own.current, 'your dashboard before a shared one');
    flushShared(true);
    notify({
      tone: 'success',
      text: 'This is now your dashboard. Your previous one is in the version history (Restore a previous version).',
    });
  };

  const openShared = useCallback(
    (text: string, message: string) => {
      flush();
      if (!sharedRef.current) own.current = getText();
      sharedRef.current = true;
      setShared(true);
      replaceText(text, message);
    },
    [flush, getText, replaceText],
  );

  /** Leaves shared mode; `keep`: the shared text becomes the reader's saved dashboard. */
  function flushShared(keep: boolean) {
    window.clearTimeout(timer.current);
    pending.current = null;
    sharedRef.current = false;
    setShared(false);
    removeKey(PLAYGROUND_SHARED_KEY);
    if (keep) save(getText());
  }

  return {
    conflict,
    conflictKept,
    shared,
    schedule,
    start,
    remember,
    takeTheirs,
    keepMine,
    backToMine,
    makeMine,
    openShared,
  };
}
