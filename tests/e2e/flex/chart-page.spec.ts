import { test, expect, waitForHydration } from '../support/fixtures';

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
  await page.goto('/flex/charts/donut-chart');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'JSON' }).click();
  const editor = page.getByLabel('Slots and options as JSON');
  const original = await editor.inputValue();

  await editor.fill(original.replace('{', '{,'));
  await expect(page.getByRole('alert')).toContainText('Invalid JSON at line 1, column 2');
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
