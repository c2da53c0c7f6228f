/**
 * The playground's version history: its last states, kept in this browser's IndexedDB (idb-keyval), so that a
 * dashboard replaced by a sample, a share link, another tab's version or a restore can be brought back.
 *
 * One list under one key, newest first: at most HISTORY_MAX versions and HISTORY_MAX_CHARS characters in all
 * (the oldest go first; a single version larger than that is not kept). A version equal to the newest is not
 * added again. idb-keyval loads with the first use (not with the page). When IndexedDB is unavailable (blocked,
 * a private mode without it), every call rejects with HistoryUnavailable and the page says so.
 */

export const HISTORY_MAX = 20;
/** About 8 MB of UTF-16: well inside any browser's IndexedDB quota for a site. */
export const HISTORY_MAX_CHARS = 4 * 1024 * 1024;
const STORE = { db: 'quantaloop-playground', store: 'history', key: 'versions' } as const;

export type HistoryReason =
  | 'autosave'
  | 'before a sample'
  | 'before a share link'
  | 'before formatting'
  | 'before a restore'
  | 'from another tab'
  | 'kept when another tab saved'
  | 'your dashboard before a shared one';

export interface Version {
  id: string;
  /** ms since 1970. */
  at: number;
  text: string;
  reason: HistoryReason;
}

export class HistoryUnavailable extends Error {}

type Store = typeof import('idb-keyval');
let store: Promise<{ kv: Store; handle: ReturnType<Store['createStore']> }> | null = null;

function open() {
  store ??= import(/* webpackChunkName: "playground-history" */ 'idb-keyval')
    .then((kv) => {
      if (typeof indexedDB === 'undefined') throw new HistoryUnavailable('IndexedDB is not available');
      return { kv, handle: kv.createStore(STORE.db, STORE.store) };
    })
    .catch((error: unknown) => {
      store = null; // a failed chunk load (offline) is tried again next time
      throw error instanceof HistoryUnavailable ? error : new HistoryUnavailable(String(error));
    });
  return store;
}

/** A list read back from storage: anything that is not a well-formed version is dropped. */
function valid(value: unknown): Version[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (v): v is Version =>
      typeof v === 'object' &&
      v !== null &&
      typeof (v as Version).id === 'string' &&
      typeof (v as Version).text === 'string' &&
      Number.isFinite((v as Version).at) &&
      typeof (v as Version).reason === 'string',
  );
}

/** Newest first, within HISTORY_MAX and HISTORY_MAX_CHARS. */
export function prune(versions: Version[]): Version[] {
  const out: Version[] = [];
  let chars = 0;
  for (const v of versions) {
    if (out.length === HISTORY_MAX) break;
    if (chars + v.text.length > HISTORY_MAX_CHARS) continue;
    chars += v.text.length;
    out.push(v);
  }
  return out;
}

export async function listVersions(): Promise<Version[]> {
  const { kv, handle } = await open();
  try {
    return valid(await kv.get(STORE.key, handle));
  } catch (error) {
    throw new HistoryUnavailable(String(error));
  }
}

/**
 * The list with a version added, newest first. The same text as the newest is one entry, not two; when that
 * entry was an autosave (whose timer may fire just before a sample or a format replaces the text), it takes
 * the new reason, the one a reader looks for it by ("before a sample").
 */
export function withVersion(
  versions: Version[],
  text: string,
  reason: HistoryReason,
  now: number,
): Version[] {
  const [newest, ...rest] = versions;
  if (newest?.text === text)
    return newest.reason === 'autosave' && reason !== 'autosave'
      ? [{ ...newest, reason }, ...rest]
      : versions;
  const id = `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return prune([{ id, at: now, text, reason }, ...versions]);
}

/** Adds a version (see withVersion). Resolves with the list as stored. */
export async function addVersion(text: string, reason: HistoryReason, now = Date.now()): Promise<Version[]> {
  const { kv, handle } = await open();
  try {
    let result: Version[] = [];
    await kv.update(
      STORE.key,
      (current) => (result = withVersion(valid(current), text, reason, now)),
      handle,
    );
    return result;
  } catch (error) {
    throw new HistoryUnavailable(String(error));
  }
}
