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
} as const;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readString(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored; callers keep working with in-memory state. */
export function writeString(key: string, value: string): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
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
