/**
 * @jest-environment jsdom
 *
 * Storage failures are said (issue 54, item 3): the release banner's dismissal, the Flex example's Hide/Show code
 * choice and the playground's text kept apart while two tabs disagree each check their write, in every way a
 * browser's storage fails (tests/support/storage.ts): the reader is told what was not kept, and what they asked
 * for still happens on the page.
 */
import React, { act } from 'react';
import { createRoot } from 'react-dom/client';
import { fakeStorage, type FakeStorage, type StorageMode } from '../../support/storage';

jest.mock('@docusaurus/Link', () => ({ __esModule: true, default: 'a' }), { virtual: true });
jest.mock('../../../src/components/ReleaseBanner/styles.module.css', () => ({}));
// Docusaurus' slot, as it reads: the stored string, or null when storage is blocked (the hook writes through
// src/lib/storage, not through the slot).
jest.mock('@docusaurus/theme-common', () => ({
  useStorageSlot: (key: string) => {
    try {
      return [window.localStorage.getItem(key), {}];
    } catch {
      return [null, {}];
    }
  },
}));

import ReleaseBanner from '../../../src/components/ReleaseBanner';
import { useShowCode } from '../../../plugins/flex-pages/components/Preferences';
import { useDrafts, type Drafts } from '../../../src/dashboard/playground/useDrafts';
import { PLAYGROUND_CONFLICT_KEY, PLAYGROUND_STORAGE_KEY } from '../../../src/dashboard/storage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FAILING: StorageMode[] = ['full', 'blocked', 'read-only'];
let local: FakeStorage;
let root: ReturnType<typeof createRoot>;
let container: HTMLElement;

function withStorage(mode: StorageMode) {
  local = fakeStorage({}, mode);
  Object.defineProperty(window, 'localStorage', { configurable: true, value: local });
  Object.defineProperty(window, 'sessionStorage', { configurable: true, value: fakeStorage({}, mode) });
}

async function render(element: React.ReactElement) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(element));
}

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const click = async (label: string) => {
  const button = container.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  if (!button) throw new Error(`no button "${label}" in: ${container.innerHTML}`);
  await act(async () => button.click());
};

describe('release banner', () => {
  test('working storage: dismissed, and kept for the next visit', async () => {
    withStorage('ok');
    await render(<ReleaseBanner />);
    await click('Dismiss announcement');
    expect(container.textContent).toBe('');
    expect(local.data.get('hideBanner')).toBe('true');
  });

  test.each(FAILING)('%s: says the dismissal is not remembered, then closes for now', async (mode) => {
    withStorage(mode);
    await render(<ReleaseBanner />);
    await click('Dismiss announcement');
    expect(container.querySelector('[role="status"]')?.textContent).toContain(
      'this browser does not let the site remember it',
    );
    await click('Close this message');
    expect(container.textContent).toBe('');
    expect(local.data.has('hideBanner')).toBe(false);
  });
});

describe('Flex example: Hide/Show code', () => {
  let seen: ReturnType<typeof useShowCode>;
  function Probe() {
    seen = useShowCode();
    return null;
  }

  test('working storage: the choice applies and is kept', async () => {
    withStorage('ok');
    await render(<Probe />);
    await act(async () => seen[1](false));
    expect(seen[0]).toBe(false);
    expect(seen[2]).toBe(true);
    expect(local.data.get('show-code')).toBe('false');
  });

  test.each(FAILING)(
    '%s: the code still hides on this page, and the page is told it is not kept',
    async (mode) => {
      withStorage(mode);
      await render(<Probe />);
      await act(async () => seen[1](false));
      expect(seen[0]).toBe(false);
      expect(seen[2]).toBe(false);
      await act(async () => seen[1](true));
      expect(seen[0]).toBe(true);
    },
  );
});

describe("playground: this tab's text kept apart while another tab's newer work waits", () => {
  let drafts: Drafts;
  function Probe() {
    drafts = useDrafts({
      getText: () => '{"mine": true}',
      replaceText: () => undefined,
      notify: () => undefined,
      onHistoryUnavailable: () => undefined, // jsdom has no IndexedDB: the history is not under test here
    });
    return null;
  }

  async function conflict(mode: StorageMode) {
    withStorage('ok');
    await render(<Probe />);
    await act(async () => drafts.start({ text: '{"mine": true}', mode: 'own', rev: 1 }));
    local.mode = mode; // the other tab's save took the last free space
    const theirs = JSON.stringify({ v: 1, text: '{"theirs": true}', rev: 2, tab: 'other', at: 1 });
    await act(async () =>
      window.dispatchEvent(new StorageEvent('storage', { key: PLAYGROUND_STORAGE_KEY, newValue: theirs })),
    );
    expect(drafts.conflict?.text).toBe('{"theirs": true}');
  }

  test('working storage: kept where a reload finds it', async () => {
    await conflict('ok');
    expect(drafts.conflictKept).toBe(true);
    expect(JSON.parse(local.data.get(PLAYGROUND_CONFLICT_KEY)!).text).toBe('{"mine": true}');
  });

  test.each(FAILING)('%s: the conflict notice is told it could not be kept', async (mode) => {
    await conflict(mode);
    expect(drafts.conflictKept).toBe(false);
    expect(local.data.has(PLAYGROUND_CONFLICT_KEY)).toBe(false);
  });
});
