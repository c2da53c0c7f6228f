/**
 * The playground's last state in localStorage. Read defensively: storage may be blocked or full, and the
 * stored value may be garbage written by hand, by another version, or a document beyond the site's JSON
 * limits. A stored state that can't be loaded is never re-read on every visit nor silently overwritten: it is
 * moved aside to a backup key, and the page offers it for download.
 *
 * Each save carries a revision, the tab that wrote it and when, so that a tab can tell that another tab saved
 * newer work since it last loaded or saved, and ask the reader instead of overwriting it
 * (playground/useDrafts.ts). A dashboard opened from a share link is kept in a slot of its own
 * (PLAYGROUND_SHARED_KEY) until the reader makes it theirs, so it never replaces their saved one.
 */
import { checkJsonText } from '../lib/json-limits';
import { readString, removeKey, writeStringOutcome } from '../lib/storage';

export const PLAYGROUND_STORAGE_KEY = 'dashboard-playground';
/** Where a state that failed to load is kept (the raw stored string), until the next one replaces it. */
export const PLAYGROUND_BACKUP_KEY = 'dashboard-playground.backup';
/** A dashboard opened from a share link, and the reader's edits of it, beside their own saved one. */
export const PLAYGROUND_SHARED_KEY = 'dashboard-playground.shared';
/** This tab's text when another tab had saved newer work (kept until it is in the version history). */
export const PLAYGROUND_CONFLICT_KEY = 'dashboard-playground.kept';
/** Larger documents are not kept (the browser quota is about 5 M characters for the whole site). */
export const MAX_STORED_TEXT = 2 * 1024 * 1024;

interface Stored {
  v: 1;
  text: string;
  /** Revision: one more than the revision the writing tab had seen. Absent in states written before. */
  rev?: number;
  /** The tab that wrote it (a random id per page load). */
  tab?: string;
  /** When it was written (ms since 1970). */
  at?: number;
}

/** A readable saved document with its revision. */
export interface SavedDoc {
  text: string;
  rev: number;
  tab: string | null;
  at: number | null;
}

export type LoadedState =
  | { kind: 'none' }
  | { kind: 'ok'; text: string; from: 'local' | 'session'; rev: number }
  /** The stored state could not be loaded; `backup` is what was kept (for download), `kept` whether it is in storage. */
  | { kind: 'moved'; reason: string; backup: string; kept: boolean };

function unwrap(raw: string): SavedDoc | { reason: string } {
  if (raw.length > MAX_STORED_TEXT + 100) return { reason: 'it is larger than 2 MB' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { reason: 'it is damaged (not the format this page writes)' };
  }
  if (
    !parsed ||
    typeof parsed !== 'object' ||
    (parsed as Stored).v !== 1 ||
    typeof (parsed as Stored).text !== 'string'
  )
    return { reason: 'it is damaged (not the format this page writes)' };
  const { text, rev, tab, at } = parsed as Stored;
  // Syntax errors are work in progress and load as they are; a document the preview must refuse does not.
  const limit = checkJsonText(text, { maxChars: MAX_STORED_TEXT });
  if (limit) return { reason: limit.message.replace(/^It is/, 'it is').replace(/\.$/, '') };
  return {
    text,
    rev: Number.isSafeInteger(rev) && rev! > 0 ? rev! : 0,
    tab: typeof tab === 'string' ? tab.slice(0, 64) : null,
    at: Number.isFinite(at) ? at! : null,
  };
}

/** A stored value as a document, or null when it is missing or not readable (a storage event's newValue). */
export function parseSaved(raw: string | null): SavedDoc | null {
  if (raw === null) return null;
  const r = unwrap(raw);
  return 'text' in r ? r : null;
}

/** The document saved under a key now, or null. */
export function readSaved(key = PLAYGROUND_STORAGE_KEY): SavedDoc | null {
  return parseSaved(readString(key));
}

/**
 * The saved state: this tab's copy first (written when localStorage was full, so it is the newest), then the
 * browser's. A state that can't be loaded is moved to PLAYGROUND_BACKUP_KEY and reported.
 */
export function loadSavedState(): LoadedState {
  const session = readString(PLAYGROUND_STORAGE_KEY, 'session');
  if (session !== null) {
    const r = unwrap(session);
    if ('text' in r) return { kind: 'ok', text: r.text, from: 'session', rev: r.rev };
    removeKey(PLAYGROUND_STORAGE_KEY, 'session');
  }
  const raw = readString(PLAYGROUND_STORAGE_KEY);
  if (raw === null) return { kind: 'none' };
  const r = unwrap(raw);
  if ('text' in r) return { kind: 'ok', text: r.text, from: 'local', rev: r.rev };
  const kept = writeStringOutcome(PLAYGROUND_BACKUP_KEY, raw) === 'ok';
  // Only once it is safe elsewhere is the original removed; otherwise it stays where it was.
  if (kept) removeKey(PLAYGROUND_STORAGE_KEY);
  return { kind: 'moved', reason: r.reason, backup: backupText(raw), kept };
}

/** The text to download from a backup: the document itself when the wrapper is readable, else the raw value. */
export function backupText(raw: string): string {
  try {
    const parsed = JSON.parse(raw) as Partial<Stored> | null;
    if (parsed && typeof parsed === 'object' && typeof parsed.text === 'string') return parsed.text;
  } catch {
    // Not our wrapper: the raw value is the best copy there is.
  }
  return raw;
}

/**
 * `saved`: in localStorage; `tab-only`: localStorage refused it (full, blocked or read-only) and this tab's
 * sessionStorage holds it (a reload finds it, closing the tab does not); `not-saved`: neither would keep it.
 */
export type SaveResult = 'saved' | 'too-large' | 'tab-only' | 'not-saved';

/**
 * Keeps the text in localStorage (under `key`: the reader's dashboard, or the shared one beside it), with its
 * revision, tab and time. When it is full, the text goes to this tab's sessionStorage instead (its own quota),
 * so a reload still finds the edits; the result tells the page what to say (and to offer a download).
 */
export function saveText(
  text: string,
  meta: { rev?: number; tab?: string; at?: number } = {},
  key = PLAYGROUND_STORAGE_KEY,
): SaveResult {
  if (text.length > MAX_STORED_TEXT) return 'too-large';
  const stored = JSON.stringify({ v: 1, text, ...meta } satisfies Stored);
  const outcome = writeStringOutcome(key, stored);
  if (outcome === 'ok') {
    removeKey(key, 'session');
    return 'saved';
  }
  // Full, blocked or read-only: the tab's own storage (its own quota) may still keep it; only what it really
  // kept is promised.
  return writeStringOutcome(key, stored, 'session') === 'ok' ? 'tab-only' : 'not-saved';
}
