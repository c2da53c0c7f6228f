import type { Page } from '@playwright/test';
import { compressToEncodedURIComponent } from 'lz-string';
import { test, expect, waitForHydration } from '../support/fixtures';
import { editor, notice, PLAYGROUND, plainEditor } from '../dashboard/helpers';
import { runBomb } from '../../support/lz-bomb';

/**
 * A share link that expands to gigabytes (issue 54): the tab lives, the message says "too large", and the main
 * thread is never held for more than 200 ms at a time while the link is read (long tasks from the browser's
 * own PerformanceObserver). Before: the 199,998-character link killed the tab (3 G characters inside
 * lz-string), the 44.5 KB one froze it 4.2-4.7 s.
 */
const MAX_TASK_MS = 200;

/** Records the longest task from now on (the browser reports tasks over 50 ms). */
async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __longest: number };
    w.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration);
    }).observe({ type: 'longtask' });
  });
  return () => page.evaluate(() => (window as unknown as { __longest: number }).__longest);
}

test('a 199,998-character link that expands to 3 G characters, opened with the page', async ({ page }) => {
  const hash = `#json=${runBomb(77_000)}`;
  expect(hash.length).toBeLessThanOrEqual(200_000);
  await page.goto(`${PLAYGROUND}${hash}`);
  await waitForHydration(page);
  await expect(notice(page)).toContainText('The shared dashboard is too large to open', { timeout: 20_000 });
  await expect(notice(page)).not.toContainText('damaged');
  // The tab is alive and answers.
  expect(await page.evaluate(() => 1 + 1)).toBe(2);
});

test.describe('the longest task while a bomb link is read', () => {
  // A task's length is wall time: on CI's 2 cores, with a second browser running the other worker's tests, the
  // 3 G link measured 241 ms once (it passed on its retry; 97 ms on a quiet machine). Two retries rather than a
  // higher limit: the limit is the issue's goal.
  test.describe.configure({ retries: 2 });
  for (const [name, codes] of [
    ['44.5 KB, 200 M characters', 20_000],
    ['199,998 characters, 3 G characters', 77_000],
  ] as const)
    test(`a bomb link (${name}) arriving in an open playground: too large, no task over ${MAX_TASK_MS} ms`, async ({
      page,
    }) => {
      await page.goto(PLAYGROUND);
      await waitForHydration(page);
      await expect(page.getByTestId('validation-status')).toHaveAttribute('data-state', 'done');
      const longest = await watchLongTasks(page);
      const hash = `#json=${runBomb(codes)}`;
      await page.evaluate((h) => {
        window.location.hash = h;
      }, hash);
      await expect(notice(page)).toContainText('The shared dashboard is too large to open');
      await expect(notice(page)).toContainText('Your dashboard was left as it was.');
      const ms = await longest();
      test.info().annotations.push({ type: 'longest task', description: `${Math.round(ms)} ms` });
      expect(ms).toBeLessThanOrEqual(MAX_TASK_MS);
    });
});

/** A valid dashboard of 5,000 bar charts, two a row, as the editor writes it: 4.7 M characters. */
function fiveThousandItems(): string {
  const items = Array.from({ length: 5000 }, (_, i) => ({
    id: `item-${i}`,
    type: 'bar-chart',
    position: { col: (i % 2) * 24, row: Math.floor(i / 2) * 10, sizeX: 24, sizeY: 10 },
    slots: [
      { name: 'measure', content: [{ datasetId: 'sales', columnId: 'revenue', aggregationFunc: 'sum' }] },
    ],
    options: { title: { en: `Revenue by region, chart ${i} ${'x'.repeat(300)}` } },
  }));
  const doc = {
    version: '0.1.0',
    views: [{ screenModus: 'desktop', options: { columns: 48, rowHeight: 16 }, items }],
  };
  return JSON.stringify(doc, null, 2);
}

test.describe('a large valid dashboard', () => {
  // The link is read, the editor built and its lines split in slices (src/dashboard/editor,
  // src/lib/lz-bounded.ts); the longest task left is CodeMirror's own background parse, about 100 ms a slice.
  // No retry was needed at load 4-7 (8 of 8), but a task is wall time: at load 12-25 on two cores 3 of 7 runs
  // reached 276-420 ms. Two retries, as the bomb links above, rather than a higher limit (the issue's goal).
  test.describe.configure({ retries: 2 });
  test(`a 5,000-item link opened with the page: shown in the editor, no task over ${MAX_TASK_MS} ms after hydration`, async ({
    page,
  }) => {
    const text = fiveThousandItems();
    const hash = `#json=${compressToEncodedURIComponent(text)}`;
    expect(hash.length).toBeLessThanOrEqual(200_000);
    // Every long task from the start, and when the page hydrated: the link is read, parsed, checked and shown
    // after that (hydration itself is the page's, the same without a link).
    await page.addInitScript(() => {
      const w = window as unknown as { __tasks: [number, number][]; __hydratedAt?: number };
      w.__tasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__tasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
      // Watches the document itself: its <html> may not exist yet when this runs.
      new MutationObserver(() => {
        if (w.__hydratedAt === undefined && document.documentElement.dataset.hasHydrated === 'true')
          w.__hydratedAt = performance.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
    });
    await page.goto(`${PLAYGROUND}${hash}`);
    await waitForHydration(page);
    await expect(editor(page)).toContainText('"item-0"', { timeout: 30_000 });
    // The plain text box never held the document.
    await expect(plainEditor(page)).toHaveCount(0);
    await expect(page.getByTestId('validation-status')).toHaveAttribute('data-state', 'done', {
      timeout: 60_000,
    });
    await expect(page.getByTestId('validation-status')).toContainText('Valid');
    await expect(page.getByText('4.5 MB', { exact: true })).toBeVisible();
    const after = await page.evaluate(() => {
      const w = window as unknown as { __tasks: [number, number][]; __hydratedAt: number };
      return w.__tasks.filter(([start]) => start >= w.__hydratedAt).map(([s, d]) => [s - w.__hydratedAt, d]);
    });
    const ms = Math.max(0, ...after.map(([, d]) => d!));
    test.info().annotations.push({
      type: 'longest task',
      description: `${Math.round(ms)} ms (tasks over 50 ms after hydration, at ms: ${after.map(([s, d]) => `${Math.round(d!)}@${Math.round(s!)}`).join(', ')})`,
    });
    expect(ms).toBeLessThanOrEqual(MAX_TASK_MS);
  });
});
