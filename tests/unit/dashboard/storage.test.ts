import {
  loadSavedState,
  MAX_STORED_TEXT,
  PLAYGROUND_BACKUP_KEY,
  PLAYGROUND_STORAGE_KEY,
  saveText,
} from '@site/src/dashboard/storage';

/** A localStorage stand-in; `failing` makes every call throw (blocked storage). */
function fakeStorage(failing = false) {
  const data = new Map<string, string>();
  const storage = {
    getItem: (k: string) => {
      if (failing) throw new Error('SecurityError');
      return data.get(k) ?? null;
    },
    setItem: (k: string, v: string) => {
      if (failing) throw new Error('SecurityError');
      data.set(k, v);
    },
    removeItem: (k: string) => {
      data.delete(k);
    },
  };
  return { data, storage };
}

function installStorage(failing = false) {
  const local = fakeStorage(failing);
  const session = fakeStorage(failing);
  (globalThis as { window?: unknown }).window = {
    localStorage: local.storage,
    sessionStorage: session.storage,
  };
  return local.data;
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('playground storage', () => {
  it('keeps and restores the text', () => {
    installStorage();
    expect(saveText('{"views": []}')).toBe('saved');
    expect(loadSavedState()).toEqual({ kind: 'ok', text: '{"views": []}', from: 'local', rev: 0 });
  });

  it('moves garbage written by hand or by another version aside instead of loading it', () => {
    const data = installStorage();
    for (const garbage of ['not json', '42', 'null', '{"v":2,"text":"x"}', '{"v":1,"text":42}', '[]']) {
      data.set(PLAYGROUND_STORAGE_KEY, garbage);
      expect(loadSavedState()).toMatchObject({ kind: 'moved', kept: true });
      expect(data.get(PLAYGROUND_BACKUP_KEY)).toBe(garbage);
      expect(data.has(PLAYGROUND_STORAGE_KEY)).toBe(false);
    }
  });

  it('does not keep documents over the limit, and survives blocked storage', () => {
    installStorage();
    expect(saveText('x'.repeat(MAX_STORED_TEXT + 1))).toBe('too-large');
    installStorage(true);
    expect(saveText('{}')).toBe('not-saved');
    expect(loadSavedState()).toEqual({ kind: 'none' });
  });
});
