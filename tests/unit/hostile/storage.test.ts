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
import { fakeStorage, installWindow, removeWindow } from '../../support/storage';

/** A window whose localStorage and sessionStorage are empty; `full` makes writes to that area throw. */
function install({ localFull = false, sessionFull = false } = {}) {
  const local = fakeStorage({}, localFull ? 'full' : 'ok');
  const session = fakeStorage({}, sessionFull ? 'full' : 'ok');
  installWindow({ local, session });
  return { local, session };
}

afterEach(removeWindow);

const wrap = (text: string) => JSON.stringify({ v: 1, text });

test('U28 a saved dashboard nested 10,000 levels deep is moved aside, with the reason, and not re-read', () => {
  const { local } = install();
  const deep = `{"views":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
  local.data.set(PLAYGROUND_STORAGE_KEY, wrap(deep));
  const loaded = loadSavedState();
  expect(loaded).toMatchObject({ kind: 'moved', backup: deep, kept: true });
  expect(loaded.kind === 'moved' && loaded.reason).toMatch(/nested deeper than 256 levels/);
  expect(local.data.get(PLAYGROUND_BACKUP_KEY)).toBe(wrap(deep));
  expect(local.data.has(PLAYGROUND_STORAGE_KEY)).toBe(false);
  expect(loadSavedState()).toEqual({ kind: 'none' });
});

test('U29 a damaged saved state is moved aside; the raw value is what can be downloaded', () => {
  const { local } = install();
  local.data.set(PLAYGROUND_STORAGE_KEY, '{"v":1,"text":');
  expect(loadSavedState()).toMatchObject({ kind: 'moved', backup: '{"v":1,"text":', kept: true });
  expect(local.data.get(PLAYGROUND_BACKUP_KEY)).toBe('{"v":1,"text":');
});

test('U30 work in progress with a syntax error is not "damaged": it loads as it is', () => {
  const { local } = install();
  local.data.set(PLAYGROUND_STORAGE_KEY, wrap('{"views": [ oops'));
  expect(loadSavedState()).toEqual({ kind: 'ok', text: '{"views": [ oops', from: 'local', rev: 0 });
});

test('U31 when the backup cannot be written (storage full), the original stays where it is', () => {
  const { local } = install({ localFull: true });
  local.data.set(PLAYGROUND_STORAGE_KEY, 'garbage');
  expect(loadSavedState()).toMatchObject({ kind: 'moved', kept: false, backup: 'garbage' });
  expect(local.data.get(PLAYGROUND_STORAGE_KEY)).toBe('garbage');
});

test('U32 autosave into a full localStorage: "tab-only", and the edits survive a reload in this tab', () => {
  const { session } = install({ localFull: true });
  expect(saveText('{"views": []}')).toBe('tab-only');
  expect(session.data.has(PLAYGROUND_STORAGE_KEY)).toBe(true);
  expect(loadSavedState()).toEqual({ kind: 'ok', text: '{"views": []}', from: 'session', rev: 0 });
});

test('U33 once localStorage has room again, the tab copy is dropped and the browser copy wins', () => {
  const { local, session } = install({ localFull: true });
  saveText('{"a": 1}');
  local.mode = 'ok';
  expect(saveText('{"a": 2}')).toBe('saved');
  expect(session.data.has(PLAYGROUND_STORAGE_KEY)).toBe(false);
  expect(loadSavedState()).toEqual({ kind: 'ok', text: '{"a": 2}', from: 'local', rev: 0 });
});

test('U34 writeStringOutcome tells "full" (QuotaExceededError) from "unavailable" (blocked)', () => {
  install({ localFull: true });
  expect(writeStringOutcome('k', 'v')).toBe('full');
  installWindow({ local: 'blocked' });
  expect(writeStringOutcome('k', 'v')).toBe('unavailable');
  expect(saveText('x'.repeat(MAX_STORED_TEXT + 1))).toBe('too-large');
});

/**
 * Issue 54: every storage mode a browser has, and what a save of the playground's drafts reports in it. The page
 * words its promise from this result (src/dashboard/playground/useDrafts.ts), so a result that claims more than
 * was kept is a false promise on screen.
 */
describe('storage modes (issue 54)', () => {
  test('U50 both storages throw QuotaExceededError on write (Safari private mode): not saved', () => {
    const { session } = install({ localFull: true, sessionFull: true });
    expect(saveText('{"views": []}')).toBe('not-saved');
    expect(loadSavedState()).toEqual({ kind: 'none' });
    session.mode = 'ok';
    expect(saveText('{"views": []}')).toBe('tab-only');
  });

  test('U51 localStorage throws SecurityError on write: kept in the tab when it can be, else not saved', () => {
    const session = fakeStorage();
    installWindow({ local: fakeStorage({}, 'blocked'), session });
    expect(saveText('{"a": 1}')).toBe('tab-only');
    expect(session.data.has(PLAYGROUND_STORAGE_KEY)).toBe(true);
    installWindow({ local: 'blocked', session: 'blocked' });
    expect(saveText('{"a": 1}')).toBe('not-saved');
  });

  test('U52 read-only storage (writes accepted, nothing kept): not saved, and writeStringOutcome says so', () => {
    installWindow({ local: fakeStorage({}, 'read-only'), session: fakeStorage({}, 'read-only') });
    expect(writeStringOutcome('k', 'v')).toBe('unavailable');
    expect(saveText('{"a": 1}')).toBe('not-saved');
  });
});
