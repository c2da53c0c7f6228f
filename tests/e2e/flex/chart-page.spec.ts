import { test, expect, refuseChunks, waitForHydration, withoutBackgroundPreload } from '../support/fixtures';

const previewOptions = (page: import('@playwright/test').Page) =>
  page
    .locator('[data-preview] viz-item')
    .evaluate(
      (el) =>
        JSON.parse(JSON.stringify((el as unknown as { options: unknown }).options)) as Record<
          string,
          unknown
        >,
    );

test('a chart page documents the type: slots, options from the runtime definitions, events, methods, examples', async ({
  page,
  pageErrors: _,
}) => {
  await page.goto('/flex/charts/donut-chart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donut chart');
  const slots = page.locator('#slots table tbody tr');
  await expect(slots).toHaveCount(2);
  await expect(slots.first()).toContainText('measure');
  await expect(page.locator('[id^="option-"]')).toHaveCount(15);
  // Every group's type and description start at the same x, long names (lookupFiltering) included.
  const columns = await page.locator('[id^="option-"] summary').evaluateAll((rows) =>
    rows.map((r) =>
      Array.from(r.children)
        .slice(1)
        .map((c) => Math.round(c.getBoundingClientRect().left)),
    ),
  );
  expect(new Set(columns.map((c) => c.join(','))).size, JSON.stringify(columns)).toBe(1);
  await page.locator('#option-display summary').click();
  await expect(page.locator('#option-display')).toContainText('"absolute", "percentage", "none"');
  for (const name of [
    'load',
    'rendered',
    'exported',
    'changedFilters',
    'customEvent',
    'export(format?)',
    'getData()',
    'refreshData()',
  ])
    await expect(page.locator('#events')).toContainText(name);
  await expect(page.locator('#examples').getByRole('link', { name: 'Change chart options' })).toHaveAttribute(
    'href',
    '/flex/examples/change-chart-options',
  );
});

test('the playground: invalid JSON is explained, valid JSON and the form update the preview and the code', async ({
  page,
  pageErrors: _,
}) => {
  // The editor (CodeMirror) is loaded when the JSON tab opens, not with the page.
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname.endsWith('.js'))
      scripts.push((await response.body().catch(() => Buffer.from(''))).toString('latin1'));
  });
  const loadsEditor = () => scripts.some((s) => s.includes('cm-lineNumbers'));
  // The idle-time preload of other sections (the dashboard playground carries CodeMirror) is not this page's.
  await withoutBackgroundPreload(page);
  await page.goto('/flex/charts/donut-chart', { waitUntil: 'networkidle' });
  await waitForHydration(page);
  expect(loadsEditor(), 'CodeMirror before the JSON tab is opened').toBe(false);
  await page.getByRole('tab', { name: 'JSON' }).click();
  const editor = page.getByLabel('Slots and options as JSON');
  await expect(editor).toBeVisible();
  await expect.poll(loadsEditor).toBe(true);
  // The editor shows { slots, options } of the preview (CodeMirror only draws the lines in view, so the
  // text is rebuilt from the preview's inputs rather than read from the DOM).
  const original = await page.locator('[data-preview] viz-item').evaluate((el) => {
    const item = el as unknown as { slots: unknown; options: unknown };
    return JSON.stringify({ slots: item.slots, options: item.options }, null, 2);
  });
  await expect(editor).toContainText('"slots": [');
  // Line numbers, so "line 2, column 13" can be found.
  await expect(page.locator('.cm-lineNumbers .cm-gutterElement', { hasText: /^2$/ })).toBeVisible();

  await editor.fill(original.replace('{', '{,'));
  await expect(page.getByRole('alert')).toContainText('Invalid JSON at line 1, column 2');
  // The error is marked where the parser stopped: line 1, column 2 (the comma).
  await editor.press('Control+Home');
  const marker = page.locator('.cm-lintRange-error');
  await expect(marker).toHaveText(',');
  await expect(page.locator('.cm-lint-marker-error')).toHaveCount(1);
  await editor.fill(original.replace('"percentage"', '"percent"'));
  await expect(page.getByRole('alert')).toContainText(
    'options.display.values: must be one of "absolute", "percentage", "none"',
  );
  expect(((await previewOptions(page)).display as { values: string }).values).toBe('percentage');

  await editor.fill(original.replace('"percentage"', '"absolute"'));
  await expect(page.getByText('Valid: the preview and the code show these inputs.')).toBeVisible();
  await expect
    .poll(async () => ((await previewOptions(page)).display as { values: string }).values)
    .toBe('absolute');
  await expect(page.locator('#code [role="tabpanel"]:not([hidden])')).toContainText("values: 'absolute'");

  await page.getByRole('tab', { name: 'Form' }).click();
  // Each option says what it does, on screen and as the field's description.
  await expect(page.locator('#opt-display-legend')).toHaveAccessibleDescription('Shows the legend.');
  await expect(page.locator('#opt-display-legend ~ p')).toHaveText('Shows the legend.');
  await expect(page.locator('#opt-display-legend ~ p')).toBeVisible();
  await page.locator('#opt-display-legend').uncheck();
  await expect
    .poll(async () => ((await previewOptions(page)).display as { legend: boolean }).legend)
    .toBe(false);
  await expect(page.locator('#code [role="tabpanel"]:not([hidden])')).toContainText('legend: false');

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect
    .poll(async () => ((await previewOptions(page)).display as { values: string }).values)
    .toBe('percentage');
});

test("the code section serves the chosen framework's code and draws another one when it is chosen", async ({
  page,
  pageErrors: _,
}) => {
  // The served page carries one highlighted block (React, the default), not four: the hidden three were most
  // of a chart page's HTML, parsed and hydrated on a phone for nothing.
  const html = await (await page.request.get('/flex/charts/bar-chart')).text();
  const code = html.slice(html.indexOf('id=code-title'), html.indexOf('id=examples-title'));
  expect(code.match(/<pre/g) ?? []).toHaveLength(1);
  expect(code.replace(/<[^>]+>/g, '')).toContain('<VizItem type="bar-chart"'.replace('<', '&lt;'));

  await page.goto('/flex/charts/bar-chart');
  await waitForHydration(page);
  const section = page.locator('#code');
  const shown = section.locator('[role="tabpanel"]:not([hidden])');
  await expect(section.getByRole('tab', { name: 'React' })).toHaveAttribute('aria-selected', 'true');
  await expect(shown).toContainText('<VizItem type="bar-chart"');
  for (const [label, marker] of [
    ['Angular', '@angular/core'],
    ['Vue', '<template>'],
    ['HTML', '<viz-item'],
  ] as const) {
    await section.getByRole('tab', { name: label }).click();
    await expect(shown).toContainText(marker);
    await expect(shown).toContainText('bar-chart');
  }
  // The choice is the reader's framework for the next page too.
  await page.goto('/flex/charts/column-chart');
  await waitForHydration(page);
  await expect(page.locator('#code').getByRole('tab', { name: 'HTML' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('#code [role="tabpanel"]:not([hidden])')).toContainText('<viz-item');
});

test('the options JSON editor says when its code cannot load, keeps the form, and loads on the next try', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(
    /Failed to load resource/,
    "Chromium's network log of the editor request the test makes fail",
  );
  await page.goto('/flex/charts/donut-chart');
  await waitForHydration(page);
  // The connection drops for the editor's code (CodeMirror's line numbers are in it).
  await refuseChunks(page, (text) => text.includes('cm-lineNumbers'), 'internetdisconnected');
  await page.getByRole('tab', { name: 'JSON' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The JSON editor could not load' });
  await expect(alert).toContainText('(are you offline?). The form still works.');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toBeVisible();
  await page.getByRole('tab', { name: 'Form' }).click();
  await expect(page.locator('#opt-display-legend')).toBeVisible();

  // Back online: opening the JSON tab again loads the editor.
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('tab', { name: 'JSON' }).click();
  await expect(page.getByLabel('Slots and options as JSON')).toBeVisible();
  expect(pageErrors.errors).toEqual([]);
});
