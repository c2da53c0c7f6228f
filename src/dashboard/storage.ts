/**
 * The playground's last state in localStorage. Read defensively: storage may be blocked or full, and the
 * stored value may be garbage written by hand, by another version, or a document beyond the site's JSON
 * limits. A stored state that can't be loaded is never re-read on every visit nor silently overwritten: it is
 * moved aside to a backup key, and the page offers it for download.
 */
import { checkJsonText } from '../lib/json-limits';
import { readString, removeKey, writeStringOutcome } from '../lib/storage';

export const PLAYGROUND_STORAGE_KEY = 'dashboard-playground';
/** Where a state that failed to load is kept (the raw stored string), until the next one replaces it. */
export const PLAYGROUND_BACKUP_KEY = 'dashboard-playground.backup';
/** Larger documents are not kept (the browser quota is about 5 M characters for the whole site). */
export const MAX_STORED_TEXT = 2 * 1024 * 1024;

interface Stored {
  v: 1;
  text: string;
}

export type LoadedState =
  | { kind: 'none' }
  | { kind: 'ok'; text: string; from: 'local' | 'session' }
  /** The stored state could not be loaded; `backup` is what was kept (for download), `kept` whether it is in storage. */
  | { kind: 'moved'; reason: string; backup: string; kept: boolean };

function unwrap(raw: string): { text: string } | { reason: string } {
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
  const text = (parsed as Stored).text;
  // Syntax errors are work in progress and load as they are; a document the preview must refuse does not.
  const limit = checkJsonText(text, { maxChars: MAX_STORED_TEXT });
  if (limit) return { reason: limit.message.replace(/^It is/, 'it is').replace(/\.$/, '') };
  return { text };
}

/**
 * The saved state: this tab's copy first (written when localStorage was full, so it is the newest), then the
 * browser's. A state that can't be loaded is moved to PLAYGROUND_BACKUP_KEY and reported.
 */
export function loadSavedState(): LoadedState {
  const session = readString(PLAYGROUND_STORAGE_KEY, 'session');
  if (session !== null) {
    const r = unwrap(session);
    if ('text' in r) return { kind: 'ok', text: r.text, from: 'session' };
    removeKey(PLAYGROUND_STORAGE_KEY, 'session');
  }
  const raw = readString(PLAYGROUND_STORAGE_KEY);
  if (raw === null) return { kind: 'none' };
  const r = unwrap(raw);
  if ('text' in r) return { kind: 'ok', text: r.text, from: 'local' };
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

export type SaveResult = 'saved' | 'too-large' | 'full' | 'unavailable';

/**
 * Keeps the text in localStorage. When it is full, the text goes to this tab's sessionStorage instead (its own
 * quota), so a reload still finds the edits; 'full' tells the page to say so and offer a download.
 */
export function saveText(text: string): SaveResult {
  if (text.length > MAX_STORED_TEXT) return 'too-large';
  const stored = JSON.stringify({ v: 1, text } satisfies Stored);
  const outcome = writeStringOutcome(PLAYGROUND_STORAGE_KEY, stored);
  if (outcome === 'ok') {
    removeKey(PLAYGROUND_STORAGE_KEY, 'session');
    return 'saved';
  }
  if (outcome === 'full') {
    writeStringOutcome(PLAYGROUND_STORAGE_KEY, stored, 'session');
    return 'full';
  }
  return 'unavailable';
}
