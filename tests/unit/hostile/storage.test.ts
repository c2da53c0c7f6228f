/**
 * Hostile input, pure logic: saved state that can't be loaded is moved aside (never re-read forever, never
 * silently overwritten), and a full storage keeps the edits. Case ids (Uxx) are listed in README.md.
 */
import {
  loadSavedState,
  MAX_STORED_TEXT,
  PLAYGROUND_BACKUP_KEY,
  PLAYGROUND_STORAGE_KEY,
  saveText,
} from '@site/src/dashboard/storage';
import { writeStringOutcome } from '@site/src/lib/storage';

class QuotaExceededError extends Error {
  override name = 'QuotaExceededError';
}

/** localStorage + sessionStorage stand-ins; `full` makes writes to that area throw QuotaExceededError. */
function install({ localFull = false, sessionFull = false } = {}) {
  const make = (full: () => boolean) => {
    const data = new Map<string, string>();
    return {
      data,
      storage: {
        getItem: (k: string) => data.get(k) ?? null,
        setItem: (k: string, v: string) => {
          if (full()) throw new QuotaExceededError('The quota has been exceeded.');
          data.set(k, v);
        },
        removeItem: (k: string) => void data.delete(k),
      },
    };
  };
  const state = { localFull, sessionFull };
  const local = make(() => state.localFull);
  const session = make(() => state.sessionFull);
  (globalThis as { window?: unknown }).window = {
    localStorage: local.storage,
    sessionStorage: session.storage,
  };
  return { local: local.data, session: session.data, state };
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

const wrap = (text: string) => JSON.stringify({ v: 1, text });

test('U28 a saved dashboard nested 10,000 levels deep is moved aside, with the reason, and not re-read', () => {
  const { local } = install();
  const deep = `{"views":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
  local.set(PLAYGROUND_STORAGE_KEY, wrap(deep));
  const loaded = loadSavedState();
  expect(loaded).toMatchObject({ kind: 'moved', backup: deep, kept: true });
  expect(loaded.kind === 'moved' && loaded.reason).toMatch(/nested deeper than 256 levels/);
  expect(local.get(PLAYGROUND_BACKUP_KEY)).toBe(wrap(deep));
  expect(local.has(PLAYGROUND_STORAGE_KEY)).toBe(false);
  expect(loadSavedState()).toEqual({ kind: 'none' });
});

test('U29 a damaged saved state is moved aside; the raw value is what can be downloaded', () => {
  const { local } = install();
  local.set(PLAYGROUND_STORAGE_KEY, '{"v":1,"text":');
  expect(loadSavedState()).toMatchObject({ kind: 'moved', backup: '{"v":1,"text":', kept: true });
  expect(local.get(PLAYGROUND_BACKUP_KEY)).toBe('{"v":1,"text":');
});

test('U30 work in progress with a syntax error is not "damaged": it loads as it is', () => {
  const { local } = install();
  local.set(PLAYGROUND_STORAGE_KEY, wrap('{"views": [ oops'));
  expect(loadSavedState()).toEqual({ kind: 'ok', text: '{"views": [ oops', from: 'local', rev: 0 });
});

test('U31 when the backup cannot be written (storage full), the original stays where it is', () => {
  const { local } = install({ localFull: true });
  local.set(PLAYGROUND_STORAGE_KEY, 'garbage');
  expect(loadSavedState()).toMatchObject({ kind: 'moved', kept: false, backup: 'garbage' });
  expect(local.get(PLAYGROUND_STORAGE_KEY)).toBe('garbage');
});

test('U32 autosave into a full localStorage: "tab-only", and the edits survive a reload in this tab', () => {
  const { session } = install({ localFull: true });
  expect(saveText('{"views": []}')).toBe('tab-only');
  expect(session.has(PLAYGROUND_STORAGE_KEY)).toBe(true);
  expect(loadSavedState()).toEqual({ kind: 'ok', text: '{"views": []}', from: 'session', rev: 0 });
});

test('U33 once localStorage has room again, the tab copy is dropped and the browser copy wins', () => {
  const { session, state } = install({ localFull: true });
  saveText('{"a": 1}');
  state.localFull = false;
  expect(saveText('{"a": 2}')).toBe('saved');
  expect(session.has(PLAYGROUND_STORAGE_KEY)).toBe(false);
  expect(loadSavedState()).toEqual({ kind: 'ok', text: '{"a": 2}', from: 'local', rev: 0 });
});

test('U34 writeStringOutcome tells "full" (QuotaExceededError) from "unavailable" (blocked)', () => {
  install({ localFull: true });
  expect(writeStringOutcome('k', 'v')).toBe('full');
  (globalThis as { window?: unknown }).window = {
    get localStorage(): Storage {
      throw new Error('SecurityError');
    },
  };
  expect(writeStringOutcome('k', 'v')).toBe('unavailable');
  expect(saveText('x'.repeat(MAX_STORED_TEXT + 1))).toBe('too-large');
});

/**
 * Issue 54: every storage mode a browser has, and what a save of the playground's drafts reports in it. The page
 * words its promise from this result (src/dashboard/playground/useDrafts.ts), so a result that claims more than
 * was kept is a false promise on screen.
 */
describe('storage modes (issue 54)', () => {
  const readOnly = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      // Takes the value and keeps nothing.
      setItem: () => undefined,
      removeItem: (k: string) => void data.delete(k),
    };
  };
  const throwing = (name: string) => ({
    getItem: () => null,
    setItem: () => {
      throw Object.assign(new Error(name), { name });
    },
    removeItem: () => undefined,
  });

  test('U50 both storages throw QuotaExceededError on write (Safari private mode): not saved', () => {
    const { state } = install({ localFull: true, sessionFull: true });
    expect(saveText('{"views": []}')).toBe('not-saved');
    expect(loadSavedState()).toEqual({ kind: 'none' });
    state.sessionFull = false;
    expect(saveText('{"views": []}')).toBe('tab-only');
  });

  test('U51 localStorage throws SecurityError on write: kept in the tab when it can be, else not saved', () => {
    const session = install().session;
    (globalThis as { window?: { localStorage: unknown } }).window!.localStorage = throwing('SecurityError');
    expect(saveText('{"a": 1}')).toBe('tab-only');
    expect(session.has(PLAYGROUND_STORAGE_KEY)).toBe(true);
    (globalThis as { window?: unknown }).window = {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
      get sessionStorage(): Storage {
        throw new Error('SecurityError');
      },
    };
    expect(saveText('{"a": 1}')).toBe('not-saved');
  });

  test('U52 read-only storage (writes accepted, nothing kept): not saved, and writeStringOutcome says so', () => {
    (globalThis as { window?: unknown }).window = { localStorage: readOnly(), sessionStorage: readOnly() };
    expect(writeStringOutcome('k', 'v')).toBe('unavailable');
    expect(saveText('{"a": 1}')).toBe('not-saved');
  });
});
