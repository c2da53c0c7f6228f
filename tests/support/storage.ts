/**
 * The one Web Storage stand-in of the unit tests, for each way a browser's storage behaves: a page's promise
 * to keep a reader's work depends on telling these apart (src/lib/storage.ts), so every test fakes them alike.
 */

/**
 * - ok: keeps what is written
 * - full: a write throws QuotaExceededError (over quota; Safari's private mode)
 * - blocked: every call throws SecurityError (storage disabled for the site)
 * - read-only: a write is accepted and nothing is kept
 * Changed on the object at any time (a storage that fills up or gets room again).
 */
export type StorageMode = 'ok' | 'full' | 'blocked' | 'read-only';

export interface FakeStorage extends Storage {
  /** What is kept: read and set by tests to see or plant stored values without going through the API. */
  readonly data: Map<string, string>;
  mode: StorageMode;
}

const domError = (name: string) => Object.assign(new Error(name), { name });

export function fakeStorage(initial: Record<string, string> = {}, mode: StorageMode = 'ok'): FakeStorage {
  const data = new Map(Object.entries(initial));
  const usable = () => {
    if (fake.mode === 'blocked') throw domError('SecurityError');
  };
  const fake: FakeStorage = {
    data,
    mode,
    get length() {
      usable();
      return data.size;
    },
    key(index: number) {
      usable();
      return [...data.keys()][index] ?? null;
    },
    getItem(key: string) {
      usable();
      return data.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      usable();
      if (fake.mode === 'full') throw domError('QuotaExceededError');
      if (fake.mode !== 'read-only') data.set(key, value);
    },
    removeItem(key: string) {
      usable();
      data.delete(key);
    },
    clear() {
      usable();
      data.clear();
    },
  };
  return fake;
}

type Area = FakeStorage | 'blocked';

/**
 * A `window` with these storages on globalThis (the tests run in Node, which has none). 'blocked' makes
 * reading `window.localStorage` itself throw, as a browser does when storage is disabled for the site.
 * Undo with removeWindow.
 */
export function installWindow({
  local = fakeStorage(),
  session = fakeStorage(),
}: { local?: Area; session?: Area } = {}): void {
  const area = (value: Area) =>
    value === 'blocked'
      ? {
          enumerable: true,
          get(): never {
            throw domError('SecurityError');
          },
        }
      : { enumerable: true, value, writable: true };
  const window = Object.defineProperties({}, { localStorage: area(local), sessionStorage: area(session) });
  Object.defineProperty(globalThis, 'window', { configurable: true, writable: true, value: window });
}

export function removeWindow(): void {
  delete (globalThis as { window?: unknown }).window;
}
