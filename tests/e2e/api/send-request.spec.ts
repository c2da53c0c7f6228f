import type { Page, Route } from '@playwright/test';
import { test, expect, waitForHydration, type PageErrors } from '../support/fixtures';

/**
 * The "Send request" panel against a mocked API (page.route): what it sends, where, what it shows for
 * success, HTTP errors and network failures, and that credentials are stored only when the reader asks.
 * The panel starts on the in-page Sandbox (see sandbox.spec.ts); these tests pick a real server first.
 *
 * Chromium itself logs "Failed to load resource" for failed and non-2xx requests; that is the browser's
 * network log, not the page's code, so those lines are the only console errors these tests allow.
 */
const EU = 'https://api.eu.quantaloop.example';
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
};

function allowNetworkLog(pageErrors: PageErrors): void {
  pageErrors.allow(/Failed to load resource/, "Chromium's network log of a request the test makes fail");
}

interface Captured {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Answers requests to `pattern` with `status` and `json`, recording what was sent. */
async function mockApi(page: Page, pattern: string, status: number, json: unknown): Promise<Captured[]> {
  const seen: Captured[] = [];
  await page.route(pattern, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    seen.push({ url: request.url(), headers: await request.allHeaders(), body: request.postDataJSON() });
    return route.fulfill({
      status,
      headers: { ...CORS, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
  });
  return seen;
}

const panel = (page: Page) => page.getByTestId('send-request');

/** Picks a server from the panel's list (it starts on the Sandbox). */
async function useServer(page: Page, label: string | RegExp) {
  const select = panel(page).getByLabel('Server', { exact: true });
  const option = await select.locator('option').filter({ hasText: label }).first().getAttribute('value');
  await select.selectOption(option ?? '');
}

async function fillCredentials(page: Page, key = 'my-key', token = 'my-secret-token') {
  await panel(page).getByLabel('key').fill(key);
  await panel(page).getByLabel('token').fill(token);
}

test('sends the request to the default server with the credentials in the body, and shows the response', async ({
  page,
  pageErrors,
}) => {
  allowNetworkLog(pageErrors);
  const seen = await mockApi(page, `${EU}/0.1.0/account`, 200, { id: 'acc-1', provider: 'postgresql' });
  await page.goto('/api/createAccount');
  await waitForHydration(page);
  await expect(panel(page).getByLabel('Server', { exact: true })).toHaveValue('sandbox');
  await useServer(page, 'Europe');
  await expect(panel(page).getByLabel('Server URL')).toHaveValue(EU);
  await fillCredentials(page);
  await panel(page).getByRole('button', { name: 'Send request' }).click();

  await expect(panel(page).getByRole('status')).toContainText('HTTP 200');
  await expect(panel(page).getByTestId('response-body')).toContainText('"provider": "postgresql"');
  expect(seen).toHaveLength(1);
  expect(seen[0]!.url).toBe(`${EU}/0.1.0/account`);
  expect(seen[0]!.body).toMatchObject({
    action: 'create',
    version: '0.1.0',
    key: 'my-key',
    token: 'my-secret-token',
  });
  expect(seen[0]!.headers.cookie).toBeUndefined();
});

test('shows an HTTP error with its status and body', async ({ page, pageErrors }) => {
  allowNetworkLog(pageErrors);
  await mockApi(page, `${EU}/0.1.0/dashboard`, 401, {
    type: { code: 401, description: 'Unauthorized' },
    message: 'Bad token.',
  });
  await page.goto('/api/searchDashboard');
  await waitForHydration(page);
  await useServer(page, 'Europe');
  await fillCredentials(page);
  await panel(page).getByRole('button', { name: 'Send request' }).click();
  const alert = panel(page).getByRole('alert');
  await expect(alert).toContainText('HTTP 401 Unauthorized');
  await expect(panel(page).getByTestId('response-body')).toContainText('Bad token.');
});

test('explains a network failure instead of throwing', async ({ page, pageErrors }) => {
  allowNetworkLog(pageErrors);
  await page.route(`${EU}/**`, (route) => route.abort('failed'));
  await page.goto('/api/getData');
  await waitForHydration(page);
  await useServer(page, 'Europe');
  await fillCredentials(page);
  await panel(page).getByRole('button', { name: 'Send request' }).click();
  await expect(panel(page).getByRole('alert')).toContainText(`Could not reach ${EU}`);
});

test('the request code loads on the first send; offline by then, the panel says so and keeps the form', async ({
  page,
  pageErrors,
}) => {
  allowNetworkLog(pageErrors);
  // A text of the response view (./ResponseView.tsx): chunk file names are content hashes.
  const marker = 'Copying is blocked here';
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
  });
  await page.goto('/api/getData');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(
    (await Promise.all(scripts)).some((t) => t.includes(marker)),
    'request code in the first load',
  ).toBe(false);
  // The connection drops before the first send: the code that sends cannot be fetched.
  await page.route('**/assets/js/**', (route) => route.abort('internetdisconnected'));
  const body = panel(page).getByLabel(/^Body/);
  await body.fill('{"action": "get"}');
  await panel(page).getByRole('button', { name: 'Send request' }).click();
  await expect(panel(page).getByRole('alert')).toContainText('could not be loaded');
  await expect(body).toHaveValue('{"action": "get"}');
  // Back online: the same form sends.
  await page.unroute('**/assets/js/**');
  await panel(page).getByRole('button', { name: 'Send request' }).click();
  await expect(panel(page).getByText(/^HTTP \d+/)).toBeVisible();
});

test('says what is missing and sends nothing without credentials', async ({ page }) => {
  const seen = await mockApi(page, `${EU}/**`, 200, {});
  await page.goto('/api/deleteUser');
  await waitForHydration(page);
  await useServer(page, 'Europe');
  await panel(page).getByRole('button', { name: 'Send request' }).click();
  await expect(panel(page).getByRole('alert')).toContainText('Fill in “key” and “token”');
  expect(seen).toEqual([]);
});

test('sends to the server the reader picks: another region or a custom URL', async ({ page }) => {
  const us = await mockApi(page, 'https://api.us.quantaloop.example/0.1.0/user', 200, {});
  const custom = await mockApi(page, 'https://analytics.acme.example/0.1.0/user', 200, {});
  await page.goto('/api/createUser');
  await waitForHydration(page);
  await fillCredentials(page);
  await useServer(page, 'United States');
  await panel(page).getByRole('button', { name: 'Send request' }).click();
  await expect(panel(page).getByRole('status')).toContainText('HTTP 200');
  expect(us).toHaveLength(1);

  await panel(page).getByLabel('Server URL').fill('https://analytics.acme.example');
  await panel(page).getByRole('button', { name: 'Send request' }).click();
  await expect.poll(() => custom.length).toBe(1);
});

test('credentials stay in this tab unless "Remember in this browser" is ticked; Forget clears them', async ({
  page,
  context,
}) => {
  await page.goto('/api/createAccount');
  await waitForHydration(page);
  await fillCredentials(page, 'key-123', 'token-456');
  const local = () => page.evaluate(() => JSON.stringify({ ...localStorage }));
  const session = () => page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  // This tab only: not in localStorage, never in the URL; a reload of the tab keeps them, another tab has none.
  await expect.poll(session).toContain('token-456');
  expect(await local()).not.toContain('token-456');
  expect(page.url()).not.toContain('token-456');
  await expect(panel(page).getByText('Kept for this tab only')).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(panel(page).getByLabel('token')).toHaveValue('token-456');
  const other = await context.newPage();
  await other.goto('/api/createAccount');
  await waitForHydration(other);
  await expect(panel(other).getByLabel('token')).toHaveValue('');
  await other.close();

  // Remember in this browser: the one-line warning, then localStorage (and no longer the tab's copy).
  await panel(page).getByLabel('Remember in this browser').check();
  await expect(panel(page).getByText('unencrypted: anyone using it')).toBeVisible();
  await expect.poll(local).toContain('token-456');
  expect(await session()).not.toContain('token-456');
  await page.goto('/api/searchAccount');
  await waitForHydration(page);
  await expect(panel(page).getByLabel('token')).toHaveValue('token-456');
  await expect(panel(page).getByLabel('Remember in this browser')).toBeChecked();

  // Forget: one click, gone from the form and from both storages.
  await panel(page).getByRole('button', { name: 'Forget' }).click();
  await expect(panel(page).getByLabel('token')).toHaveValue('');
  await expect(panel(page).getByLabel('Remember in this browser')).not.toBeChecked();
  expect(await local()).not.toContain('token-456');
  expect(await session()).not.toContain('token-456');
});

test('Plugin API pages send the secret and properties as headers to the plugin URL', async ({ page }) => {
  const seen = await mockApi(page, 'https://plugin.yourcompany.example/datasets', 200, []);
  await page.goto('/api/listPluginDatasets');
  await waitForHydration(page);
  await useServer(page, 'Your plugin');
  await expect(panel(page).getByLabel('Server URL')).toHaveValue('https://plugin.yourcompany.example');
  await panel(page).getByLabel('X-Secret').fill('plg_sec_test');
  await panel(page).getByLabel('X-Property-host').fill('warehouse.acme.example');
  await panel(page).getByRole('button', { name: 'Send request' }).click();
  await expect(panel(page).getByRole('status')).toContainText('HTTP 200');
  expect(seen[0]!.headers['x-secret']).toBe('plg_sec_test');
  expect(seen[0]!.headers['x-property-host']).toBe('warehouse.acme.example');
});

test('webhook pages show the call to make, without a Send request form', async ({ page, pageErrors }) => {
  await page.goto('/api/notifyDataUpdated');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Example webhook call' })).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
  expect(pageErrors.errors).toEqual([]);
});
