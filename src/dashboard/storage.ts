/**
 * The playground's last state in localStorage. Read defensively: storage may be blocked or full, and the
 * stored value may be garbage written by hand or by another version.
 */
import { readString, writeString } from '../lib/storage';

export const PLAYGROUND_STORAGE_KEY = 'dashboard-playground';
/** Larger documents are not kept (the browser quota is about 5 M characters for the whole site). */
export const MAX_STORED_TEXT = 2 * 1024 * 1024;

interface Stored {
  v: 1;
  text: string;
}

export function readSavedText(): string | null {
  const raw = readString(PLAYGROUND_STORAGE_KEY);
  if (raw === null || raw.length > MAX_STORED_TEXT + 100) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === 'object' &&
      (parsed as Stored).v === 1 &&
      typeof (parsed as Stored).text === 'string'
    )
      return (parsed as Stored).text;
  } catch {
    // Not ours or damaged: ignore.
  }
  return null;
}

export type SaveResult = 'saved' | 'too-large' | 'unavailable';

export function saveText(text: string): SaveResult {
  if (text.length > MAX_STORED_TEXT) return 'too-large';
  const stored: Stored = { v: 1, text };
  return writeString(PLAYGROUND_STORAGE_KEY, JSON.stringify(stored)) ? 'saved' : 'unavailable';
}
