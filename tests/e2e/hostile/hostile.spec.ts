/**
 * Hostile and broken input against the production build: page-level cases E01-E11 of the hostile-input
 * suite (the pure-logic cases U01-U43 are in tests/unit/hostile; the table of all cases is its README.md).
 * Every test asserts, besides its own checks: no console error and no page error (the automatic fixture), no
 * script ran (the window.__pwned trap), the reader's saved work is still reachable, and a clear message where
 * input was refused. Cases are grouped per page to keep the wall time low.
 */
import fs from 'node:fs';
import { compressToEncodedURIComponent } from 'lz-string';
import type { Locator, Page } from '@playwright/test';
import type { AppConfig } from '../../../src/config/types';
import { test, expect, waitForHydration } from '../support/fixtures';
import { shownLogos } from '../support/logo';
import {
  PLAYGROUND,
  barChart,
  dashboard,
  editor,
  expectStatus,
  notice,
  openPlayground,
  reachEditor,
  pasteText,
  problems,
  status,
} from '../dashboard/helpers';

const PAYLOAD = '<img src=x onerror="window.__pwned=1"><svg onload="window.__pwned=1">';
const shareHash = (text: string) => `#json=${compressToEncodedURIComponent(text)}`;
const nested = (depth: number) => '['.repeat(depth) + '1' + ']'.repeat(depth);
/** A valid dashboard whose item options nest `depth` levels deep. */
const deepDashboard = (depth: number) =>
  dashboard([barChart('deep', 0, 0, 48, 20, { display: '@@' })]).replace('"@@"', nested(depth));

/** Arms the trap before any page script: a payload that runs sets window.__pwned. */
/**
 * Replaces an editor's text as a reader does: select all, then paste (CodeMirror takes the clipboard text as
 * one change). Not Playwright's fill, which inserts through the browser's text input, which CodeMirror reads
 * back from the DOM: on a busy CI machine, replacing the 100,000 brackets that way once left the text a
 * bracket short. A paste does not go through the DOM.
 */
async function pasteOver(editor: Locator, text: string): Promise<void> {
  await editor.focus();
  await editor.press('ControlOrMeta+a');
  await editor.evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function armTrap(page: Page): Promise<void> {
  await page.addInitScript(() => Object.assign(window, { __pwned: false }));
}

const SAVED_WORK = dashboard([barChart('my-saved-work', 0, 0, 48, 20)]);

/**
 * For the pages other than the playground: the reader has work saved in the playground, and whatever hostile
 * input these pages get must leave it there.
 */
async function seedSavedWork(page: Page): Promise<void> {
  await page.addInitScript(
    (stored) => {
      try {
        if (!localStorage.getItem('dashboard-playground'))
          localStorage.setItem('dashboard-playground', stored);
      } catch {
        // about:blank has no storage.
      }
    },
    JSON.stringify({ v: 1, text: SAVED_WORK }),
  );
}

async function expectSavedWork(page: Page): Promise<void> {
  expect(await page.evaluate(() => localStorage.getItem('dashboard-playground'))).toContain('my-saved-work');
}

async function expectNoScriptRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned: unknown }).__pwned)).toBe(false);
}

test.describe('dashboard playground', () => {
  test.beforeEach(async ({ page }) => armTrap(page));

  test('E01-E04: deep share links and saved state, prototype item types, links opened in an open tab', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    // The reader's work, saved by the page itself.
    await openPlayground(page);
    const mine = dashboard([barChart('my-saved-work', 0, 0, 48, 20, { title: PAYLOAD })]);
    await pasteText(page, mine);
    await expectStatus(page, /1 item|warning|error/);
    await page.waitForTimeout(900);

    // E01: a share link whose item options nest 10,000 levels deep is refused; the saved work is shown.
    // (From another page: on the playground itself only the hash would change, which is E04.)
    await page.goto('about:blank');
    await page.goto(`${PLAYGROUND}${shareHash(deepDashboard(10_000))}`);
    await waitForHydration(page);
    await expect(notice(page)).toContainText(
      'The shared dashboard was not loaded: it is nested deeper than 256 levels',
    );
    await expect(notice(page)).toContainText('Showing your last state instead.');
    await reachEditor(page);
    await expect(editor(page)).toContainText('my-saved-work');
    await expect(status(page)).toHaveAttribute('data-state', 'done');

    // E03: item types named after Object.prototype members: a clear error each, and no stuck "Checking…".
    const types = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];
    await pasteText(
      page,
      dashboard(types.map((type, i) => ({ ...barChart(`proto-${i}`, 0, i * 20, 48, 20), type }))),
    );
    await expectStatus(page, /errors?/);
    for (const type of types) await expect(problems(page)).toContainText(`Unknown item type "${type}"`);
    await expect(notice(page)).not.toContainText('Validation stopped unexpectedly');
    await page.waitForTimeout(900);
    await page.reload();
    await expectStatus(page, /errors?/);
    await reachEditor(page);
    await expect(editor(page)).toContainText('proto-0');

    // E04: a share link opened while the playground is already open (only the hash changes) loads...
    const linked = dashboard([barChart('from-the-link', 0, 0, 48, 20)]);
    await page.evaluate((hash) => (window.location.hash = hash), shareHash(linked));
    await expect(editor(page)).toContainText('from-the-link');
    await expect(notice(page)).toContainText('Opened the shared dashboard beside yours');
    await expectStatus(page, /Valid dashboard: 1 item/);
    // ...and a damaged or too deep one says why and leaves the dashboard as it was.
    await page.evaluate(() => (window.location.hash = '#json=!!!damaged'));
    await expect(notice(page)).toContainText('The shared link is damaged');
    await page.evaluate((hash) => (window.location.hash = hash), shareHash(deepDashboard(300)));
    await expect(notice(page)).toContainText('nested deeper than 256 levels');
    await expect(notice(page)).toContainText('Your dashboard was left as it was.');
    await expect(editor(page)).toContainText('from-the-link');
    await expectNoScriptRan(page);
  });

  test('E02: a saved state that cannot load is moved aside, offered for download, and not re-read', async ({
    page,
  }) => {
    await openPlayground(page);
    const deep = deepDashboard(10_000);
    await page.evaluate(
      (text) => localStorage.setItem('dashboard-playground', JSON.stringify({ v: 1, text })),
      deep,
    );
    await page.reload();
    await waitForHydration(page);
    const backup = page.getByTestId('playground-backup');
    await expect(backup).toContainText('Your last saved dashboard could not be loaded');
    await expect(backup).toContainText('nested deeper than 256 levels');
    await expect(backup).toContainText('your dashboard was kept aside in this browser, not deleted');
    await expectStatus(page, /Valid dashboard/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      backup.getByRole('button', { name: 'Download it' }).click(),
    ]);
    expect(fs.readFileSync((await download.path())!, 'utf8')).toBe(deep);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('dashboard-playground'),
        localStorage.getItem('dashboard-playground.backup')?.length,
      ]),
    ).toEqual([null, JSON.stringify({ v: 1, text: deep }).length]);
    // Moved aside: the next visit is an ordinary one.
    await page.reload();
    await expectStatus(page, /Valid dashboard/);
    await expect(page.getByTestId('playground-backup')).toHaveCount(0);
    await expectNoScriptRan(page);
  });

  test('E05: autosave into a full storage says so and keeps the edits across a reload', async ({ page }) => {
    await openPlayground(page);
    await page.evaluate(() => {
      const block = 'x'.repeat(512 * 1024);
      try {
        for (let i = 0; i < 100; i++) localStorage.setItem(`filler-${i}`, block);
      } catch {
        // Full: that was the point.
      }
      try {
        for (let i = 0; i < 1000; i++) localStorage.setItem(`small-${i}`, 'x'.repeat(1024));
      } catch {
        // Full to the last kilobyte.
      }
    });
    await pasteText(page, dashboard([barChart('kept-in-this-tab', 0, 0, 48, 20)]));
    await expect(notice(page)).toContainText("This browser's storage for this site is full");
    await expect(notice(page)).toContainText('Download the dashboard to keep it.');
    await page.reload();
    await waitForHydration(page);
    await reachEditor(page);
    await expect(editor(page)).toContainText('kept-in-this-tab');
    await expectNoScriptRan(page);
  });

  test('E09: a negative corner radius gets the usual clear message, not a canvas error', async ({ page }) => {
    await openPlayground(page);
    await pasteText(page, dashboard([barChart('corners', 0, 0, 48, 20, { bars: { roundedCorners: -1e9 } })]));
    await expectStatus(page, /error/);
    await expect(problems(page)).toContainText('roundedCorners');
    const item = page.locator('#preview-grid [data-item-id="corners"]');
    await expect(item.getByRole('alert')).toContainText(
      'options.bars.roundedCorners must be a number from 0 to 20 (got -1000000000)',
    );
    await expect(item).not.toContainText('Could not draw');
    await expectNoScriptRan(page);
  });
});

test('E06: legacy links named after Object.prototype members are left alone', async ({ page }) => {
  await armTrap(page);
  await seedSavedWork(page);
  for (const url of ['/#constructor', '/#toString', '/#__proto__', '/guide/guides#constructor']) {
    await page.goto(url);
    await waitForHydration(page);
    const { pathname, hash } = new URL(page.url());
    expect([url, pathname + hash]).toEqual([url, url]);
  }
  await expectSavedWork(page);
  await expectNoScriptRan(page);
});

test('E07: unknown paths with markup show the Overview, also after a client-side navigation', async ({
  page,
}) => {
  await armTrap(page);
  await seedSavedWork(page);
  for (const path of [
    '/guide/<script>window.__pwned=1</script>',
    '/api/"><svg onload=window.__pwned=1>',
    '/flex/charts/<img src=x onerror=window.__pwned=1>',
  ]) {
    const response = await page.goto(path);
    await waitForHydration(page);
    expect([path, response?.status()]).toEqual([path, 404]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, developer');
  }
  // Client-side: the router handles the new path without a server round trip.
  await page.goto('/guide/guides--intro');
  await waitForHydration(page);
  for (const path of ['/api/"><svg onload=window.__pwned=1>', '/guide/nonexistent-page']) {
    await page.evaluate((p) => {
      window.history.pushState(null, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, developer');
  }
  await expectSavedWork(page);
  await expectNoScriptRan(page);
});

test('E08: the options playground JSON tab answers 100,000 unclosed "[" with a clear message', async ({
  page,
}) => {
  await armTrap(page);
  await seedSavedWork(page);
  await page.goto('/flex/charts/bar-chart');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'JSON' }).click();
  const json = page.getByLabel('Slots and options as JSON');
  await expect(json).toBeVisible();
  // CodeMirror draws only the lines in view, so the text is rebuilt from the preview's inputs.
  const original = await page.locator('[data-preview] viz-item').evaluate((el) => {
    const item = el as unknown as { slots: unknown; options: unknown };
    return JSON.stringify({ slots: item.slots, options: item.options }, null, 2);
  });
  await pasteOver(json, '['.repeat(100_000));
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Invalid JSON at line 1, column 257: nested deeper than 256 levels');
  await expect(alert).not.toContainText('NaN');
  await expect(alert).not.toContainText('call stack');
  const value = JSON.parse(original) as { options: { bars?: Record<string, unknown> } };
  value.options.bars = { ...value.options.bars, roundedCorners: -1e9 };
  await pasteOver(json, JSON.stringify(value, null, 2));
  await expect(alert).toContainText('options.bars.roundedCorners: must be at least 0');
  await pasteOver(json, original);
  await expect(page.getByText('Valid: the preview and the code show these inputs.')).toBeVisible();
  await expectSavedWork(page);
  await expectNoScriptRan(page);
});

test.describe('config.json', () => {
  test('E10-E11: script URLs fall back field by field; a 20 MB file is not read', async ({ page }) => {
    await armTrap(page);
    await seedSavedWork(page);
    const production = JSON.parse(fs.readFileSync('static/config/config.json', 'utf8')) as AppConfig;
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });

    // E10: logo and a footer link as script addresses.
    const hostile = structuredClone(production);
    hostile.brand.logoLight = 'javascript:window.__pwned=1';
    hostile.brand.logoDark = 'javascript:window.__pwned=1';
    hostile.brand.name = 'Hostile Brand';
    hostile.footer[0]!.items[0]!.href = 'javascript:window.__pwned=1';
    await page.route('**/config/config.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(hostile) }),
    );
    await page.goto('/');
    await waitForHydration(page);
    await expect
      .poll(() => warnings.join('\n'))
      .toContain('"brand.logoLight" is not an http(s) or site-relative URL');
    await expect(page.getByText('Hostile Brand').first()).toBeAttached();
    // Both logos fell back to the built-in ones: drawn inline, as on any page, under the brand's new name.
    expect(await shownLogos(page)).toEqual(['light']);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('img', { name: 'Hostile Brand' }),
    ).toBeVisible();
    expect(await page.locator('[src^="javascript:"]').count()).toBe(0);
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    await page.unrouteAll();

    // E11: a 20 MB config.json: the built-in config, a warning, and a page that stays responsive.
    warnings.length = 0;
    const huge = JSON.stringify({ ...production, padding: 'x'.repeat(20 * 1024 * 1024) });
    await page.route('**/config/config.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: huge }),
    );
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => warnings.join('\n')).toContain('larger than 256 KB');
    const started = Date.now();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(Date.now() - started).toBeLessThan(1000);
    await expectSavedWork(page);
    await expectNoScriptRan(page);
  });
});
