import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from '../support/fixtures';
import { notice, plainEditor, PLAYGROUND } from '../dashboard/helpers';

/**
 * Storage that fails is said, never hidden (issue 54): in each way a browser's storage fails, each feature that
 * keeps something says what was not kept, and nothing on screen promises what a reload will not find.
 * Modes, installed before any page script: `quota` (both storages throw QuotaExceededError on write, as in
 * Safari's private mode), `security` (both throw SecurityError), `read-only` (writes accepted, nothing kept),
 * `local-full` (localStorage full, the tab's sessionStorage still works).
 */
type Mode = 'quota' | 'security' | 'read-only' | 'local-full';
const MODES: Mode[] = ['quota', 'security', 'read-only', 'local-full'];

async function breakStorage(page: Page, mode: Mode) {
  await page.addInitScript((m: Mode) => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (m === 'local-full' && this !== window.localStorage) return setItem.call(this, key, value);
      if (m === 'read-only') return;
      const name = m === 'security' ? 'SecurityError' : 'QuotaExceededError';
      throw new DOMException(`setItem refused (${m})`, name);
    };
  }, mode);
}

for (const mode of MODES) {
  const keptInTab = mode === 'local-full';

  test(`${mode}: the playground says where the edits are kept, and a reload finds exactly that`, async ({
    page,
  }) => {
    await breakStorage(page, mode);
    await page.goto(PLAYGROUND);
    await waitForHydration(page);
    const box = plainEditor(page);
    const edited = '{"version": "0.1.0", "views": [], "marker": "edited-54"}';
    await box.fill(edited);
    await expect(notice(page)).toContainText(
      keptInTab ? 'kept in this tab only (they survive a reload' : 'Your edits are not saved',
    );
    // Nothing says they survive where they do not.
    if (!keptInTab) await expect(notice(page)).not.toContainText('survive a reload');
    await page.reload();
    await waitForHydration(page);
    const after = page.locator('.cm-content, textarea[aria-label="Dashboard JSON"]').first();
    if (keptInTab) await expect(after).toContainText('edited-54');
    else await expect(after).not.toContainText('edited-54');
  });

  test(`${mode}: "Remember in this browser" says where the credentials really are`, async ({ page }) => {
    await breakStorage(page, mode);
    await page.goto('/api/createAccount');
    await waitForHydration(page);
    const panel = page.getByTestId('send-request');
    await panel.getByLabel('key').fill('key-54');
    await panel.getByLabel('token').fill('token-54');
    await panel.getByLabel('Remember in this browser').check();
    await expect(panel.getByText('Kept in this browser, unencrypted')).toHaveCount(0);
    await expect(panel.getByText(keptInTab ? 'Kept for this tab only' : 'Not kept:')).toBeVisible();
    if (keptInTab)
      await expect(panel.getByText('Not kept in this browser: its storage is full')).toBeVisible();
  });

  test(`${mode}: choosing the dark theme says it lasts for this page only, with no console error`, async ({
    page,
  }) => {
    await breakStorage(page, mode);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Theme:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('status').filter({ hasText: 'Dark theme for this page only' })).toBeVisible();
  });
}

for (const mode of MODES) {
  test(`${mode}: dismissing the release banner says it is not remembered, then closes`, async ({ page }) => {
    await breakStorage(page, mode);
    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Release announcement' });
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner.getByRole('status')).toContainText(
      'this browser does not let the site remember it (storage full or blocked), so it will show again',
    );
    await banner.getByRole('button', { name: 'Close this message' }).click();
    await expect(banner).toHaveCount(0);
  });

  test(`${mode}: Hide code hides the code and says the choice lasts for this page only`, async ({ page }) => {
    await breakStorage(page, mode);
    await page.goto('/flex/examples/change-chart-theme');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Hide code' }).click();
    await expect(page.getByRole('region', { name: 'Code' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Code hidden on this page only' })).toBeVisible();
    await page.getByRole('button', { name: 'Show code' }).click();
    await expect(page.getByRole('region', { name: 'Code' })).toBeVisible();
  });
}

test('working storage: no warning, and the theme and credentials are kept', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Theme:/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.getByText('for this page only')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('/api/createAccount');
  await waitForHydration(page);
  const panel = page.getByTestId('send-request');
  await panel.getByLabel('key').fill('key-54');
  await panel.getByLabel('Remember in this browser').check();
  await expect(panel.getByText('Kept in this browser, unencrypted')).toBeVisible();
});

test('IndexedDB missing: the version history says it keeps nothing; the edits are still saved', async ({
  page,
}) => {
  await page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
  await page.goto(PLAYGROUND);
  await waitForHydration(page);
  await plainEditor(page).fill('{"version": "0.1.0", "views": [], "marker": "edited-idb"}');
  await expect(notice(page)).toContainText('The version history is not available in this browser');
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.cm-content, textarea[aria-label="Dashboard JSON"]').first()).toContainText(
    'edited-idb',
  );
});
