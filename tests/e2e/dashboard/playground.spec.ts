import fs from 'node:fs';
import { test, expect, refuseChunks, waitForHydration } from '../support/fixtures';
import {
  PLAYGROUND,
  barChart,
  dashboard,
  editor,
  expectStatus,
  lineOf,
  notice,
  openPlayground,
  pasteText,
  plainEditor,
  reachEditor,
  previewItems,
  problems,
  status,
} from './helpers';

test.describe('dashboard playground', () => {
  test('renders the first sample beside the editor @small', async ({ page, pageErrors }) => {
    await openPlayground(page);
    await expectStatus(page, /Valid dashboard: 11 items in 2 views/);
    await expect(previewItems(page)).toHaveCount(6);
    await expect(page.locator('#preview-grid [data-item-type="bar-chart"]')).toBeVisible();
    // The other screen mode is one tab away.
    await page.getByRole('tab', { name: /mobile/ }).click();
    await expect(previewItems(page)).toHaveCount(5);
    expect(pageErrors.errors).toEqual([]);
  });

  test('an edit re-renders the preview', async ({ page, pageErrors }) => {
    await openPlayground(page);
    await pasteText(page, dashboard([barChart('revenue', 0, 0, 48, 20)]));
    await expectStatus(page, /Valid dashboard: 1 item in 1 view/);
    await expect(page.locator('#preview-grid [data-item-type="bar-chart"]')).toBeVisible();

    // Type over the item type, as a reader would.
    await page.locator('.cm-line', { hasText: '"type": "bar-chart"' }).click();
    await page.keyboard.press('End');
    for (let i = 0; i < '"bar-chart",'.length; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('"donut-chart",');
    await expect(page.locator('#preview-grid [data-item-type="donut-chart"]')).toBeVisible();
    // The bar chart's slot is not a donut's: reported with the donut's slots.
    await expectStatus(page, /1 error/);
    await expect(problems(page)).toContainText(
      '"y-axis" is not allowed for "name". Allowed: "measure", "category".',
    );
    expect(pageErrors.errors).toEqual([]);
  });

  test('invalid JSON: message at its line, last valid render kept', async ({ page, pageErrors }) => {
    await openPlayground(page);
    const text = dashboard([barChart('revenue', 0, 0, 48, 20)]).replace('"sizeY": 20', '"sizeY": 20,');
    await pasteText(page, text);
    const line = lineOf(text, '"sizeY": 20,');
    await expectStatus(page, new RegExp(`Invalid JSON: line ${line}`));
    await expect(problems(page)).toContainText(`Line ${line}`);
    await expect(problems(page)).toContainText("Trailing comma: remove the ',' before '}'.");
    await expect(page.getByRole('note').filter({ hasText: 'syntax error' })).toBeVisible();
    // The editor marks it too.
    await expect(page.locator('.cm-lintRange-error')).toHaveCount(1);
    await expect(previewItems(page).first()).toBeVisible();
    expect(pageErrors.errors).toEqual([]);
  });

  test('valid JSON that breaks the schema: each problem at its line', async ({ page, pageErrors }) => {
    await openPlayground(page);
    const text = dashboard([
      barChart('revenue', 0, 0, 48, 20, { dispaly: { title: false }, bars: { label: 'abs' } }),
    ]);
    await pasteText(page, text);
    await expectStatus(page, /2 errors/);
    const items = problems(page).getByRole('listitem');
    await expect(items.nth(0)).toContainText(`Line ${lineOf(text, '"dispaly"')}`);
    await expect(items.nth(0)).toContainText(
      'Unknown property "dispaly" in bar chart options. Did you mean "display"?',
    );
    await expect(items.nth(1)).toContainText(`Line ${lineOf(text, '"abs"')}`);
    await expect(items.nth(1)).toContainText('"abs" is not allowed for "label"');
    // Choosing a problem puts the cursor on it.
    await items.nth(0).getByRole('button').click();
    await expect(page.locator('.cm-activeLine')).toContainText('dispaly');
    expect(pageErrors.errors).toEqual([]);
  });

  test('an unknown item type is reported and drawn as a placeholder', async ({ page, pageErrors }) => {
    await openPlayground(page);
    const text = dashboard([{ ...barChart('pie', 0, 0, 24, 20), type: 'pie-chart', slots: [], options: {} }]);
    await pasteText(page, text);
    await expect(problems(page)).toContainText(`Line ${lineOf(text, 'pie-chart')}`);
    await expect(problems(page)).toContainText('Unknown item type "pie-chart". Did you mean "donut-chart"?');
    await expect(page.locator('#preview-grid [data-item-id="pie"]')).toContainText('Unknown item type');
    expect(pageErrors.errors).toEqual([]);
  });

  test('overlapping items are reported and outlined', async ({ page, pageErrors }) => {
    await openPlayground(page);
    const text = dashboard([barChart('left', 0, 0, 30, 20), barChart('right', 24, 10, 24, 20)]);
    await pasteText(page, text);
    await expectStatus(page, /1 error/);
    await expect(problems(page)).toContainText(
      /Item "right" overlaps item "left" \(on line \d+\) at rows 10–19, columns 24–29/,
    );
    await expect(page.locator('#preview-grid [data-item-id="right"]')).toContainText('Overlaps “left”');
    expect(pageErrors.errors).toEqual([]);
  });

  test('HTML and scripts in strings stay text and are flagged', async ({ page, pageErrors }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await openPlayground(page);
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    const text = dashboard([
      barChart('xss', 0, 0, 24, 20, { title: { en: payload } }),
      {
        id: 'note',
        type: 'text',
        position: { col: 24, row: 0, sizeX: 24, sizeY: 20 },
        options: { html: { en: `<p>Hi</p>${payload}` } },
      },
      {
        id: 'img',
        type: 'image',
        position: { col: 0, row: 20, sizeX: 24, sizeY: 10 },
        options: { image: 'javascript:window.__pwned=3' },
      },
    ]);
    await pasteText(page, text);
    await expect(problems(page)).toContainText(
      'This text contains HTML markup: it is shown as plain text, never interpreted or run.',
    );
    await expect(problems(page)).toContainText(
      'Scripts, styles, frames and event handlers are removed from text items',
    );
    await expect(problems(page)).toContainText(`Line ${lineOf(text, 'javascript:')}`);
    await expect(problems(page)).toContainText(
      'Script addresses (javascript:, vbscript:, data:text/html) are not allowed',
    );
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
    // The editor shows the markup as typed.
    await expect(editor(page)).toContainText('<img src=x onerror=');
    expect(pageErrors.errors).toEqual([]);
  });

  test('"__proto__" keys: an error on the key, prototypes untouched', async ({ page, pageErrors }) => {
    await openPlayground(page);
    const text = dashboard([barChart('a', 0, 0, 24, 20)]).replace(
      '"options": {}',
      '"options": { "__proto__": { "polluted": true } }',
    );
    await pasteText(page, text);
    await expect(problems(page)).toContainText(`Line ${lineOf(text, '__proto__')}`);
    await expect(problems(page)).toContainText('The key "__proto__" is not allowed');
    expect(await page.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty('polluted');
    await expect(previewItems(page)).toHaveCount(1);
    expect(pageErrors.errors).toEqual([]);
  });

  test('5 MB of JSON: validated off the main thread, the page stays responsive', async ({
    page,
    pageErrors,
  }) => {
    test.setTimeout(120_000);
    await openPlayground(page);
    const items = Array.from({ length: 4_800 }, (_, i) =>
      barChart(`item-${i}`, 0, i * 20, 48, 20, { title: { en: 'x'.repeat(200) } }),
    );
    const text = dashboard(items);
    expect(text.length).toBeGreaterThan(5_000_000);
    expect(text.length).toBeLessThan(5_500_000);
    await pasteText(page, text);
    // From here on (the paste itself is done), nothing may block the main thread for long: validation runs in
    // the worker, and the editor parses the text in small slices.
    await page.evaluate(() => {
      const w = window as unknown as { __longest: number };
      w.__longest = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration);
      }).observe({ type: 'longtask', buffered: false });
    });
    // The page answers while the worker validates.
    const t0 = Date.now();
    await page.getByRole('button', { name: 'Download' }).focus();
    expect(Date.now() - t0).toBeLessThan(3000);
    await expect(page.getByRole('note').filter({ hasText: 'too large to draw live' })).toBeVisible({
      timeout: 60_000,
    });
    // The status describes the big document, and no older dashboard is drawn as if it were current.
    await expectStatus(page, /Valid dashboard: 4800 items in 1 view/, 60_000);
    await expect(page.getByText(/^(4\.\d|5\.\d) MB$/)).toBeVisible();
    await expect(previewItems(page)).toHaveCount(0);
    const longest = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
    expect(longest).toBeLessThan(1500);
    expect(pageErrors.errors).toEqual([]);
  });

  test('share link round trip', async ({ page, browser, pageErrors }) => {
    await openPlayground(page);
    const text = dashboard([barChart('shared ✓ Ünïcode', 0, 0, 48, 20)]);
    await pasteText(page, text);
    await expectStatus(page, /Valid dashboard: 1 item/);
    await page.getByRole('button', { name: 'Share link' }).click();
    await expect(notice(page)).toContainText(/Link copied|Copy the link/);
    const url = page.url();
    expect(url).toMatch(/#json=[A-Za-z0-9+\-$]+$/);

    // Someone else opens it: a fresh browser context, nothing stored.
    const other = await browser.newContext();
    const page2 = await other.newPage();
    pageErrors.watch(page2);
    await openPlayground(page2, url.replace(/^https?:\/\/[^/]+/, ''));
    await expect(notice(page2)).toContainText('Loaded the dashboard from the shared link.');
    await expect(editor(page2)).toContainText('"shared ✓ Ünïcode"');
    await expect(page2.locator('#preview-grid [data-item-id="shared ✓ Ünïcode"]')).toBeVisible();
    await expectStatus(page2, /Valid dashboard: 1 item/);
    await other.close();
    expect(pageErrors.errors).toEqual([]);
  });

  test('a damaged share link says so and falls back', async ({ page, pageErrors }) => {
    await openPlayground(page, `${PLAYGROUND}#json=N4IgdghgtgpiBcIAqBXAzgFwAQG0C6`);
    await expect(notice(page)).toContainText('The shared link is damaged');
    await expectStatus(page, /Valid dashboard/);
    expect(pageErrors.errors).toEqual([]);
  });

  test('reload keeps the last state; garbage in storage is ignored', async ({ page, pageErrors }) => {
    test.setTimeout(120_000);
    await openPlayground(page);
    await pasteText(page, dashboard([barChart('kept-after-reload', 0, 0, 48, 20)]));
    await expectStatus(page, /Valid dashboard: 1 item/);
    await page.waitForTimeout(900);
    await page.reload();
    await waitForHydration(page);
    await reachEditor(page);
    await expect(editor(page)).toContainText('kept-after-reload');
    await expect(page.locator('#preview-grid [data-item-id="kept-after-reload"]')).toBeVisible();

    await page.evaluate(() => localStorage.setItem('dashboard-playground', '{"v":1,"text":42}'));
    await page.reload();
    await expectStatus(page, /Valid dashboard: 11 items/);
    await page.evaluate(() => localStorage.setItem('dashboard-playground', 'not json at all'));
    await page.reload();
    await expectStatus(page, /Valid dashboard: 11 items/);
    expect(pageErrors.errors).toEqual([]);
  });

  test('samples, format, reset and download', async ({ page, pageErrors }) => {
    await openPlayground(page);
    await page.getByLabel('Sample').selectOption({ label: 'Maps and logistics' });
    await expectStatus(page, /Valid dashboard: 4 items in 1 view/);
    await expect(page.locator('#preview-grid [data-item-type="route-map"]')).toBeVisible();

    await pasteText(page, JSON.stringify(JSON.parse(dashboard([barChart('compact', 0, 0, 48, 20)]))));
    await expect(page.locator('.cm-line')).toHaveCount(1);
    await page.getByRole('button', { name: 'Format' }).click();
    await expect(page.locator('.cm-line').nth(5)).toBeVisible();
    // Undo brings the one-line version back.
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+z');
    await expect(page.locator('.cm-line')).toHaveCount(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('dashboard.json');
    const saved = fs.readFileSync((await file.path())!, 'utf8');
    expect(JSON.parse(saved).views[0].items[0].id).toBe('compact');

    await page.getByRole('button', { name: 'Reset' }).click();
    await expectStatus(page, /Valid dashboard: 11 items in 2 views/);
    expect(pageErrors.errors).toEqual([]);
  });

  test('keyboard only: into the editor, completion, and out again', async ({ page, pageErrors }) => {
    // No pointer: the editor loads when the text box takes the focus, and keeps it.
    await page.goto(PLAYGROUND);
    await waitForHydration(page);
    await expect(status(page)).toHaveAttribute('data-state', 'done');
    // Tab from the last toolbar button reaches the text.
    await page.getByRole('button', { name: 'Share link' }).focus();
    const focused = () =>
      page.evaluate(() =>
        document.activeElement?.closest('.cm-editor')
          ? 'editor'
          : document.activeElement?.getAttribute('aria-label') === 'Dashboard JSON'
            ? 'text box'
            : 'elsewhere',
      );
    for (let i = 0; i < 6 && (await focused()) === 'elsewhere'; i++) await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('editor');
    await expect(plainEditor(page)).toHaveCount(0);

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type('{');
    await page.keyboard.press('Enter');
    await page.keyboard.type('"vie');
    const completion = page.locator('.cm-tooltip-autocomplete');
    await expect(completion).toBeVisible();
    await expect(completion.getByRole('option', { name: /views/ })).toBeVisible();
    // The picker ignores Enter for its first 75 ms (so a fast typist's Enter is a newline).
    await page.waitForTimeout(150);
    await page.keyboard.press('Enter');
    await expect(editor(page)).toContainText('"views": [');
    // Skeleton of a view with its required properties.
    await expect(editor(page)).toContainText('"screenModus"');
    await page.keyboard.press('Escape');
    await expectStatus(page, /Valid|error|warning/);

    // Ctrl+Space offers the properties of the object the cursor is in.
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type(',\n"');
    await page.keyboard.press('Control+Space');
    await expect(completion.getByRole('option', { name: /timezone/ })).toBeVisible();
    await expect(completion.getByRole('option', { name: /^views/ })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Tab leaves the editor: nobody is trapped.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.cm-editor'))).toBe(false);
    expect(pageErrors.errors).toEqual([]);
  });

  test('hover shows the documentation of a property', async ({ page, pageErrors }) => {
    await openPlayground(page);
    await pasteText(page, dashboard([barChart('a', 0, 0, 48, 20)]));
    await expectStatus(page, /Valid dashboard: 1 item/);
    await page.locator('.cm-line', { hasText: '"sizeX"' }).locator('text=sizeX').hover();
    const tip = page.locator('.cm-tooltip-hover');
    await expect(tip).toContainText('Width in grid columns');
    await expect(tip.getByRole('link', { name: 'Open in the schema reference' })).toHaveAttribute(
      'href',
      '/dashboard-schema#views.items.position.sizeX',
    );
    expect(pageErrors.errors).toEqual([]);
  });

  test('opens with the text in a plain box, checked and drawn; typing there before the editor loads loses nothing', async ({
    page,
    pageErrors,
  }) => {
    const executed: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') executed.push(r.text().catch(() => ''));
    });
    await page.goto(PLAYGROUND);
    await waitForHydration(page);
    await expectStatus(page, /Valid dashboard: 11 items in 2 views/);
    await expect(previewItems(page)).toHaveCount(6);
    await page.waitForLoadState('networkidle');
    // CodeMirror's lint styles mark the editor's scripts: none has run yet.
    expect(
      (await Promise.all(executed)).some((t) => t.includes('cm-lintRange')),
      'editor run',
    ).toBe(false);
    await expect(page.locator('.cm-editor')).toHaveCount(0);
    await expect(plainEditor(page)).toHaveValue(/"screenModus": "desktop"/);

    // Filling focuses the box, which sends for the editor; the editor takes the text and the focus.
    await plainEditor(page).fill(dashboard([barChart('typed-first', 0, 0, 48, 20)]));
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.cm-editor'))).toBe(true);
    await expect(plainEditor(page)).toHaveCount(0);
    // The caret stayed at the end of the text; the top of the text holds what was typed.
    await page.keyboard.press('ControlOrMeta+Home');
    await expect(editor(page)).toContainText('"typed-first"');
    await expectStatus(page, /Valid dashboard: 1 item in 1 view/);
    await expect(page.locator('#preview-grid [data-item-id="typed-first"]')).toBeVisible();
    expect(pageErrors.errors).toEqual([]);
  });

  test('a selection made in the text box while the editor loads is still selected in the editor: typing replaces it', async ({
    page,
    pageErrors,
  }) => {
    // The editor's scripts (CodeMirror's lint styles are in them) wait until the reader has selected.
    let release: () => void = () => undefined;
    const holdEditor = () => {
      const gate = new Promise<void>((resolve) => (release = resolve));
      return page.route('**/assets/js/*.js', async (route) => {
        const response = await route.fetch();
        if ((await response.text()).includes('cm-lintRange')) await gate;
        await route.fulfill({ response });
      });
    };
    const editorFocused = () =>
      expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.cm-editor'))).toBe(true);

    // Select all, then type: the typed text replaces the whole text.
    await holdEditor();
    await page.goto(PLAYGROUND);
    await waitForHydration(page);
    await expectStatus(page, /Valid dashboard: 11 items in 2 views/);
    await plainEditor(page).click();
    await page.keyboard.press('ControlOrMeta+A');
    release();
    await editorFocused();
    await page.keyboard.insertText(dashboard([barChart('replaced', 0, 0, 48, 20)]));
    await expectStatus(page, /Valid dashboard: 1 item in 1 view/);
    await expect(page.locator('#preview-grid [data-item-id="replaced"]')).toBeVisible();

    // A backward selection (Shift+Up from the end of line 2 reaches the end of line 1): Backspace deletes line 2
    // ("version"), not the "{" before the caret.
    await page.unrouteAll({ behavior: 'wait' });
    await holdEditor();
    await page.reload();
    await waitForHydration(page);
    await expectStatus(page, /Valid dashboard: 1 item in 1 view/);
    await plainEditor(page).click();
    for (const key of ['ControlOrMeta+Home', 'ArrowDown', 'End', 'Shift+ArrowUp'])
      await page.keyboard.press(key);
    release();
    await editorFocused();
    await page.keyboard.press('Backspace');
    await expect(page.locator('.cm-line').first()).toHaveText('{');
    await expect(editor(page)).not.toContainText('"version"');
    await expect(editor(page)).toContainText('"replaced"');
    expect(pageErrors.errors).toEqual([]);
  });

  test('if the editor cannot load, the text box stays: edits are checked and drawn, problems found; back online, the editor comes', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(
      /Failed to load resource/,
      "Chromium's network log of the editor request the test makes fail",
    );
    // The connection drops for the editor's scripts (CodeMirror's lint styles are in them).
    await refuseChunks(page, (text) => text.includes('cm-lintRange'), 'internetdisconnected');
    await page.goto(PLAYGROUND);
    await waitForHydration(page);
    await expectStatus(page, /Valid dashboard: 11 items/);
    await plainEditor(page).hover();
    await expect(notice(page)).toContainText('The editor could not load (are you offline?)');

    const text = dashboard([barChart('still-editable', 0, 0, 48, 20, { dispaly: { title: false } })]);
    await plainEditor(page).fill(text);
    await expectStatus(page, /1 error/);
    await expect(page.locator('#preview-grid [data-item-id="still-editable"]')).toBeVisible();
    await expect(page.getByText(`Line ${lineOf(text, '"dispaly"')}, column`)).toHaveCount(0);
    // Choosing the problem selects its place in the box.
    await problems(page).getByRole('listitem').first().getByRole('button').click();
    await expect(page.getByText(`Line ${lineOf(text, '"dispaly"')}, column`)).toBeVisible();
    await expect(plainEditor(page)).toBeFocused();

    // Back online: the next reach for the editor loads it, with the text typed meanwhile.
    // In-flight handlers finish first (one may still be failing an editor file), then nothing is intercepted.
    await page.unrouteAll({ behavior: 'wait' });
    await page.mouse.move(0, 0);
    await plainEditor(page).hover();
    await expect(editor(page)).toBeVisible();
    await expect(editor(page)).toContainText('still-editable');
    expect(pageErrors.errors).toEqual([]);
  });

  test('the editor is loaded by the playground only', async ({ page, pageErrors }) => {
    const scripts = async (path: string) => {
      const urls: string[] = [];
      page.on('response', (r) => {
        if (r.url().endsWith('.js')) urls.push(r.url());
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      // The playground loads the editor when the reader reaches for it; other pages get every idle-time
      // prefetch too.
      if (path === PLAYGROUND) await reachEditor(page);
      else await page.waitForTimeout(3000);
      page.removeAllListeners('response');
      const bodies = await Promise.all(urls.map((u) => page.request.get(u).then((r) => r.text())));
      return bodies.some((b) => b.includes('cm-lintRange'));
    };
    expect(await scripts('/dashboard-schema')).toBe(false);
    expect(await scripts('/')).toBe(false);
    expect(await scripts(PLAYGROUND)).toBe(true);
    await expect(status(page)).toBeVisible();
    expect(pageErrors.errors).toEqual([]);
  });
});
