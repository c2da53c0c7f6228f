import { test, expect, waitForHydration } from '../support/fixtures';
import {
  PLAYGROUND,
  barChart,
  dashboard,
  editor,
  expectStatus,
  notice,
  openPlayground,
  pasteText,
  reachEditor,
} from './helpers';

/**
 * Nothing a reader makes in the playground is lost (issue 35): two tabs never overwrite each other without the
 * reader choosing, a share link opens beside the saved dashboard, the last keystrokes survive a reload, and
 * earlier versions can be restored.
 */
const saved = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('dashboard-playground');
    return raw === null ? null : (JSON.parse(raw) as { text: string }).text;
  });

test.describe('playground drafts', () => {
  test('two tabs: the second never saves over the first; the reader chooses, both versions kept', async ({
    context,
    pageErrors,
  }) => {
    test.setTimeout(120_000);
    const a = await context.newPage();
    const b = await context.newPage();
    pageErrors.watch(a);
    pageErrors.watch(b);
    await openPlayground(a);
    await openPlayground(b);

    await pasteText(a, dashboard([barChart('edited-in-a', 0, 0, 48, 20)]));
    await expectStatus(a, /Valid dashboard: 1 item/);
    await expect.poll(() => saved(a)).toContain('edited-in-a');

    // B was opened before A saved: its edit must not replace A's work.
    await pasteText(b, dashboard([barChart('edited-in-b', 0, 0, 48, 20)]));
    await expect(b.getByTestId('playground-conflict')).toContainText('changed in another tab');
    await b.waitForTimeout(1000);
    expect(await saved(b)).toContain('edited-in-a');

    // A reload of A shows A's text.
    await a.reload();
    await waitForHydration(a);
    await reachEditor(a);
    await expect(editor(a)).toContainText('edited-in-a');

    // B keeps its own version: saved now, and A is told (storage event) instead of being overwritten.
    await b.getByRole('button', { name: 'Keep this version' }).click();
    await expect(notice(b)).toContainText("The other tab's version is in the version history");
    await expect.poll(() => saved(b)).toContain('edited-in-b');
    await expect(a.getByTestId('playground-conflict')).toBeVisible();
    await expect(editor(a)).toContainText('edited-in-a');

    // A takes B's version: A's own goes into the version history, restorable.
    await a.getByRole('button', { name: /Show the other tab.s version/ }).click();
    await expect(editor(a)).toContainText('edited-in-b');
    await a.getByRole('button', { name: 'Restore a previous version' }).click();
    const kept = a
      .getByTestId('playground-history')
      .getByRole('listitem')
      .filter({ hasText: 'kept when another tab saved' })
      .first();
    await kept.getByRole('button', { name: 'Restore' }).click();
    await expect(editor(a)).toContainText('edited-in-a');
    expect(pageErrors.errors).toEqual([]);
  });

  test('a share link opens beside the saved dashboard: a keystroke does not replace it, and there is a way back', async ({
    page,
    browser,
    pageErrors,
  }) => {
    // A link made elsewhere.
    const other = await browser.newContext();
    const sharer = await other.newPage();
    pageErrors.watch(sharer);
    await openPlayground(sharer);
    await pasteText(sharer, dashboard([barChart('from-the-link', 0, 0, 48, 20)]));
    await expectStatus(sharer, /Valid dashboard: 1 item/);
    await sharer.getByRole('button', { name: 'Share link' }).click();
    await expect(notice(sharer)).toContainText(/Link copied|Copy the link/);
    const link = sharer.url().replace(/^https?:\/\/[^/]+/, '');
    await other.close();

    // The reader has work of their own saved.
    await openPlayground(page);
    await pasteText(page, dashboard([barChart('my-own-work', 0, 0, 48, 20)]));
    await expect.poll(() => saved(page)).toContain('my-own-work');

    await page.goto(link);
    await page.reload(); // opened as a new visit, not a hash change
    await waitForHydration(page);
    await reachEditor(page);
    await expect(editor(page)).toContainText('from-the-link');
    await expect(page.getByTestId('playground-shared')).toContainText('Your own dashboard is kept');
    await editor(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' ');
    await page.waitForTimeout(1200);
    expect(await saved(page)).toContain('my-own-work');

    await page.getByRole('button', { name: 'Back to my dashboard' }).click();
    await expect(editor(page)).toContainText('my-own-work');
    await expect(page.getByTestId('playground-shared')).toHaveCount(0);
    expect(await saved(page)).toContain('my-own-work');
    expect(pageErrors.errors).toEqual([]);
  });

  test('an edit followed by a reload within 100 ms is kept', async ({ page, pageErrors }) => {
    await openPlayground(page);
    await pasteText(page, dashboard([barChart('typed-then-reloaded', 0, 0, 48, 20)]));
    await page.waitForTimeout(50);
    await page.reload();
    await waitForHydration(page);
    await reachEditor(page);
    await expect(editor(page)).toContainText('typed-then-reloaded');
    expect(pageErrors.errors).toEqual([]);
  });

  test('an edit followed at once by an in-app link is kept', async ({ page, pageErrors }) => {
    await openPlayground(page);
    await pasteText(page, dashboard([barChart('typed-then-left', 0, 0, 48, 20)]));
    await page.getByRole('link', { name: 'dashboard JSON schema' }).first().click();
    await expect(page).toHaveURL(/dashboard-schema/);
    await page.goto(PLAYGROUND);
    await waitForHydration(page);
    await reachEditor(page);
    await expect(editor(page)).toContainText('typed-then-left');
    expect(pageErrors.errors).toEqual([]);
  });

  test('a sample replaces the text, and the text it replaced can be restored from the history', async ({
    page,
    pageErrors,
  }) => {
    await openPlayground(page);
    await pasteText(page, dashboard([barChart('before-the-sample', 0, 0, 48, 20)]));
    await expectStatus(page, /Valid dashboard: 1 item/);
    await page.getByLabel('Sample').selectOption({ label: 'Maps and logistics' });
    await expectStatus(page, /Valid dashboard: 4 items/);
    await page.getByRole('button', { name: 'Restore a previous version' }).click();
    // The list may also hold the first autosave of this visit (of either text, depending on when the save
    // timer fired): the entry that matters is the one recorded before the sample.
    const entry = page
      .getByTestId('playground-history')
      .getByRole('listitem')
      .filter({ hasText: 'before a sample' });
    await expect(entry).toHaveCount(1);
    await entry.getByRole('button', { name: 'Restore' }).click();
    await expect(editor(page)).toContainText('before-the-sample');
    await expect(notice(page)).toContainText('Restored the version of');
    expect(pageErrors.errors).toEqual([]);
  });
});
