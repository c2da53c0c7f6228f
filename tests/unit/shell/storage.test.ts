import { readBoolean, readEnum, readString, writeBoolean } from '../../../src/lib/storage';

function installStorage(storage: Partial<Storage> | (() => never)) {
  Object.defineProperty(globalThis, 'window', {
    configurable: true,
    value:
      typeof storage === 'function'
        ? Object.defineProperty({}, 'localStorage', { get: storage })
        : { localStorage: storage },
  });
}

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    length: 0,
  };
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('persisted browser state', () => {
  it('round-trips booleans as the strings true/false', () => {
    const storage = memoryStorage();
    installStorage(storage);
    expect(writeBoolean('show-code', false)).toBe(true);
    expect(storage.getItem('show-code')).toBe('false');
    expect(readBoolean('show-code', true)).toBe(false);
  });

  it.each(['maybe', '', 'TRUE', '{"a":1}', '1'])('treats garbage %p as missing', (value) => {
    installStorage(memoryStorage({ 'show-code': value, framework: value }));
    expect(readBoolean('show-code', true)).toBe(true);
    expect(readEnum('framework', ['react', 'angular'] as const, 'react')).toBe('react');
  });

  it('survives storage that throws on access (blocked)', () => {
    installStorage(() => {
      throw new Error('SecurityError');
    });
    expect(readString('hideBanner')).toBeNull();
    expect(readBoolean('hideBanner', false)).toBe(false);
    expect(writeBoolean('hideBanner', true)).toBe(false);
  });

  it('survives storage that throws on write (full)', () => {
    installStorage({
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(writeBoolean('hideBanner', true)).toBe(false);
  });

  it('works on the server where there is no window', () => {
    expect(readBoolean('hideBanner', false)).toBe(false);
    expect(writeBoolean('hideBanner', true)).toBe(false);
  });
});
