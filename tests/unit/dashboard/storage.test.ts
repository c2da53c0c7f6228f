import {
  MAX_STORED_TEXT,
  PLAYGROUND_STORAGE_KEY,
  readSavedText,
  saveText,
} from '@site/src/dashboard/storage';

/** A localStorage stand-in; `failing` makes every call throw (blocked storage). */
function installStorage(failing = false) {
  const data = new Map<string, string>();
  const storage = {
    getItem: (k: string) => {
      if (failing) throw new Error('SecurityError');
      return data.get(k) ?? null;
    },
    setItem: (k: string, v: string) => {
      if (failing) throw new Error('QuotaExceededError');
      data.set(k, v);
    },
  };
  (globalThis as { window?: unknown }).window = { localStorage: storage };
  return data;
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('playground storage', () => {
  it('keeps and restores the text', () => {
    installStorage();
    expect(saveText('{"views": []}')).toBe('saved');
    expect(readSavedText()).toBe('{"views": []}');
  });

  it('ignores garbage written by hand or by another version', () => {
    const data = installStorage();
    for (const garbage of ['not json', '42', 'null', '{"v":2,"text":"x"}', '{"v":1,"text":42}', '[]']) {
      data.set(PLAYGROUND_STORAGE_KEY, garbage);
      expect(readSavedText()).toBeNull();
    }
  });

  it('does not keep documents over the limit, and survives blocked storage', () => {
    installStorage();
    expect(saveText('x'.repeat(MAX_STORED_TEXT + 1))).toBe('too-large');
    installStorage(true);
    expect(saveText('{}')).toBe('unavailable');
    expect(readSavedText()).toBeNull();
  });
});
