import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeShare } from '../../../src/dashboard/share';
import { test, expect, waitForHydration } from '../support/fixtures';
import { barChart, dashboard, PLAYGROUND } from '../dashboard/helpers';

/**
 * A share link or an options JSON cannot make the reader's browser call a host (issue 35, case 4): a CSS value
 * with `url(…)` is refused by the site's one rule for CSS values before anything draws, so a recorder the
 * value points at receives nothing (and the page's policy never has to block it: no CSP violation either).
 */
let recorder: http.Server;
let seen: string[] = [];
let origin = '';

test.beforeAll(async () => {
  recorder = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
    res.end();
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => recorder.close(() => resolve())));
test.beforeEach(() => {
  seen = [];
});

test('a share link whose theme points at a URL: the recorder receives nothing, the problem is named', async ({
  page,
  pageErrors,
}) => {
  const theme = {
    itemsBackground: `url(${origin}/track-background.png)`,
    colors: [`url(${origin}/track-colour.png)`, '#2563eb'],
    font: { fontFamily: `x"; src: url(${origin}/track-font.woff)`, fontSize: 14 },
  };
  const text = dashboard([barChart('tracked', 0, 0, 48, 20, { theme })], {
    theme: { itemsBackground: `url(${origin}/track-dashboard.png)` },
  });
  const encoded = encodeShare(text);
  if (!encoded.ok) throw new Error(encoded.reason);
  await page.goto(`${PLAYGROUND}#${encoded.hash}`);
  await waitForHydration(page);
  await expect(page.locator('#preview-grid [data-item-id="tracked"]')).toBeVisible();
  await page.waitForTimeout(2000);
  expect(seen).toEqual([]);
  // The chart item says which value it left out (its problem message), the checks list it too.
  await expect(page.getByText(/itemsBackground.*is not a CSS colour or gradient/).first()).toBeVisible();
  expect(pageErrors.errors).toEqual([]);
});

test('the chart page options JSON: a url() background is refused, nothing is requested', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/flex/charts/donut-chart');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'JSON' }).click();
  const editor = page.getByLabel('Slots and options as JSON');
  await expect(editor).toBeVisible();
  const original = await page.locator('[data-preview] viz-item').evaluate((el) => {
    const item = el as unknown as { slots: unknown; options: Record<string, unknown> };
    return JSON.stringify({ slots: item.slots, options: item.options }, null, 2);
  });
  const hostile = JSON.parse(original) as { slots: unknown; options: Record<string, unknown> };
  hostile.options.theme = { itemsBackground: `url(${origin}/track-options.png)` };
  await editor.fill(JSON.stringify(hostile, null, 2));
  await expect(page.getByRole('alert')).toContainText('is not a CSS colour or gradient');
  await page.waitForTimeout(2000);
  expect(seen).toEqual([]);
  expect(pageErrors.errors).toEqual([]);
});
