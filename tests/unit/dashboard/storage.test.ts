import {
  loadSavedState,
  MAX_STORED_TEXT,
  PLAYGROUND_BACKUP_KEY,
  PLAYGROUND_STORAGE_KEY,
  saveText,
} from '@site/src/dashboard/storage';
import { fakeStorage, installWindow, removeWindow } from '../../support/storage';

/** A window with empty storages; `blocked`: every call to them throws. Returns localStorage's contents. */
function installStorage(blocked = false) {
  const mode = blocked ? 'blocked' : 'ok';
  const local = fakeStorage({}, mode);
  installWindow({ local, session: fakeStorage({}, mode) });
  return local.data;
}

afterEach(removeWindow);

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
