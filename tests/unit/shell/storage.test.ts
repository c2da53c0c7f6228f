import { readBoolean, readEnum, readString, writeBoolean } from '../../../src/lib/storage';
import { fakeStorage, installWindow, removeWindow } from '../../support/storage';

afterEach(removeWindow);

describe('persisted browser state', () => {
  it('round-trips booleans as the strings true/false', () => {
    const storage = fakeStorage();
    installWindow({ local: storage });
    expect(writeBoolean('show-code', false)).toBe(true);
    expect(storage.getItem('show-code')).toBe('false');
    expect(readBoolean('show-code', true)).toBe(false);
  });

  it.each(['maybe', '', 'TRUE', '{"a":1}', '1'])('treats garbage %p as missing', (value) => {
    installWindow({ local: fakeStorage({ 'show-code': value, framework: value }) });
    expect(readBoolean('show-code', true)).toBe(true);
    expect(readEnum('framework', ['react', 'angular'] as const, 'react')).toBe('react');
  });

  it('survives storage that throws on access (blocked)', () => {
    installWindow({ local: 'blocked' });
    expect(readString('hideBanner')).toBeNull();
    expect(readBoolean('hideBanner', false)).toBe(false);
    expect(writeBoolean('hideBanner', true)).toBe(false);
  });

  it('survives storage that throws on write (full)', () => {
    installWindow({ local: fakeStorage({}, 'full') });
    expect(writeBoolean('hideBanner', true)).toBe(false);
  });

  it('works on the server where there is no window', () => {
    expect(readBoolean('hideBanner', false)).toBe(false);
    expect(writeBoolean('hideBanner', true)).toBe(false);
  });
});
