/**
 * Defensive access to persisted browser state. Storage may be missing (SSR, privacy modes), blocked
 * (throws on access), full (throws on write) or hold garbage written by an older version or by hand:
 * none of that may break a page, so every accessor validates and falls back.
 */

/** Keys of every value this site persists. */
export const STORAGE_KEYS = {
  showCode: 'show-code',
  hideBanner: 'hideBanner',
  // The same key as Docusaurus <Tabs groupId="framework">, so guides and examples share the choice.
  framework: 'docusaurus.tab.framework',
  // The docs version of the last guide or API page read (src/navigation/reader-version.ts).
  lastVersion: 'docs-last-version',
} as const;

/** `local` persists across visits; `session` lives as long as the tab (and has its own quota). */
export type StorageArea = 'local' | 'session';

function storage(area: StorageArea = 'local'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored; callers keep working with in-memory state. */
export function writeString(key: string, value: string): boolean {
  return writeStringOutcome(key, value) === 'ok';
}

/**
 * Like writeString, but tells a full storage (the reader can free space or download their work) from one
 * that is missing or blocked.
 */
export function writeStringOutcome(
  key: string,
  value: string,
  area: StorageArea = 'local',
): 'ok' | 'full' | 'unavailable' {
  try {
    const s = storage(area);
    if (!s) return 'unavailable';
    s.setItem(key, value);
    // A storage that takes the value and keeps nothing (read-only, or emptied at once) has not stored it:
    // say so, rather than promise the reader something a reload will not find.
    return s.getItem(key) === value ? 'ok' : 'unavailable';
  } catch (error) {
    return isQuotaError(error) ? 'full' : 'unavailable';
  }
}

export function removeKey(key: string, area: StorageArea = 'local'): void {
  try {
    storage(area)?.removeItem(key);
  } catch {
    // Blocked storage: nothing was stored there either.
  }
}

/** QuotaExceededError across engines (Firefox used NS_ERROR_DOM_QUOTA_REACHED, old WebKit code 22). */
function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
  );
}

/** Reads a value stored as the string "true" or "false"; anything else yields the fallback. */
export function readBoolean(key: string, fallback: boolean): boolean {
  const raw = readString(key);
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return fallback;
}

export function writeBoolean(key: string, value: boolean): boolean {
  return writeString(key, value ? 'true' : 'false');
}

/** Reads one of a fixed set of values; anything else yields the fallback. */
export function readEnum<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  const raw = readString(key);
  return raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
}
