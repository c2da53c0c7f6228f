import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { test, expect, waitForHydration } from '../support/fixtures';

/**
 * The Sandbox server of the Send request panel (api/sandbox): the API simulated in the page, with no
 * account and no network. Every test here also checks that no request left for the API's real hosts.
 */
const panel = (page: Page) => page.getByTestId('send-request');
const sendButton = (page: Page) => panel(page).getByRole('button', { name: 'Send request' });
const body = (page: Page) => panel(page).getByLabel(/^Body/);
const responseBody = (page: Page) => panel(page).getByTestId('response-body');

/** Records every request to a host other than the site's own (there must be none). */
function offsite(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') seen.push(request.url());
  });
  return seen;
}

async function open(page: Page, operation: string) {
  await page.goto(`/api/${operation}`);
  await waitForHydration(page);
  await expect(panel(page).getByLabel('Server', { exact: true })).toHaveValue('sandbox');
}

async function useSandboxCredentials(page: Page, field = 'token') {
  await panel(page).getByRole('button', { name: 'Use sandbox credentials' }).click();
  await expect(panel(page).getByLabel(field)).not.toHaveValue('');
}

async function send(page: Page, json?: unknown): Promise<{ status: string; body: Record<string, unknown> }> {
  if (json !== undefined) await body(page).fill(JSON.stringify(json, null, 2));
  await sendButton(page).click();
  await expect(panel(page).getByText(/^HTTP \d+/)).toBeVisible();
  await expect(sendButton(page)).toBeEnabled();
  const status =
    (await panel(page)
      .getByText(/^HTTP \d+/)
      .textContent()) ?? '';
  const text = (await responseBody(page).textContent()) ?? '{}';
  return { status, body: JSON.parse(text) as Record<string, unknown> };
}

test('create, search, update and delete an account in the sandbox, with nothing leaving the page', async ({
  page,
}) => {
  const network = offsite(page);
  const name = `E2E warehouse ${Date.now()}`;

  await open(page, 'createAccount');
  await useSandboxCredentials(page);
  const created = await send(page, {
    action: 'create',
    version: '0.1.0',
    properties: { provider: 'postgresql', host: 'db.e2e.example', name: { en: name } },
  });
  expect(created.status).toBe('HTTP 200 OK');
  const id = created.body.id as string;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await expect(panel(page).getByText(/· [\d.]+ (ms|s) · sandbox/)).toBeVisible();

  await open(page, 'searchAccount');
  await useSandboxCredentials(page);
  const found = await send(page, {
    action: 'get',
    version: '0.1.0',
    find: { where: { name: { like: '%E2E warehouse%' } }, order: [['created_at', 'desc']], limit: 5 },
  });
  expect(found.status).toBe('HTTP 200 OK');
  expect(found.body).toMatchObject({ count: 1, rows: [{ id, host: 'db.e2e.example' }] });

  await open(page, 'updateAccount');
  await useSandboxCredentials(page);
  const updated = await send(page, { action: 'update', version: '0.1.0', id, properties: { cache: 600 } });
  expect(updated.status).toBe('HTTP 200 OK');
  expect(updated.body).toMatchObject({ id, cache: 600, host: 'db.e2e.example' });

  await open(page, 'deleteAccount');
  await useSandboxCredentials(page);
  expect((await send(page, { action: 'delete', version: '0.1.0', id })).status).toBe('HTTP 200 OK');
  const again = await send(page);
  expect(again.status).toBe('HTTP 404 Not Found');
  expect(again.body).toMatchObject({ type: { code: 404, description: 'Not Found' } });

  expect(network).toEqual([]);
});

test('a missing required property gets a 400 naming it; no key gets a 401', async ({ page }) => {
  const network = offsite(page);
  await open(page, 'createAccount');
  await useSandboxCredentials(page);
  const missing = await send(page, {
    action: 'create',
    version: '0.1.0',
    properties: { host: 'db.example.com' },
  });
  expect(missing.status).toBe('HTTP 400 Bad Request');
  expect(missing.body).toMatchObject({
    type: { code: 400 },
    message: expect.stringContaining('properties.provider'),
    details: [{ field: 'properties.provider', message: 'is required' }],
  });
  await expect(panel(page).getByRole('alert')).toContainText('HTTP 400');

  await panel(page).getByLabel('key').fill('');
  const noKey = await send(page);
  expect(noKey.status).toBe('HTTP 401 Unauthorized');
  expect(noKey.body).toMatchObject({ type: { code: 401, description: 'Unauthorized' } });
  expect(network).toEqual([]);
});

test('a burst beyond the documented limit gets 429 with its headers', async ({ page }) => {
  await open(page, 'searchAccount');
  await useSandboxCredentials(page);
  expect((await send(page)).status).toBe('HTTP 200 OK');
  // 10 calls per second per token, bursts up to 200: 230 submissions at once go past the burst.
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('[data-testid="send-request"]')!;
    for (let i = 0; i < 230; i++) form.requestSubmit();
  });
  await expect(panel(page).getByText(/^HTTP \d+/)).toHaveText('HTTP 429 Too Many Requests');
  const headers = panel(page).getByTestId('response-headers');
  await panel(page)
    .getByText(/^Response headers/)
    .click();
  await expect(headers).toContainText('retry-after: 1');
  await expect(headers).toContainText('x-ratelimit-limit: 10');
  await expect(headers).toContainText('x-ratelimit-remaining: 0');
  await expect(responseBody(page)).toContainText('"code": 429');
});

test('copy as cURL gives exactly what was sent; reset brings back the seed', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, 'createTag');
  await useSandboxCredentials(page);
  const created = await send(page);
  expect(created.status).toBe('HTTP 200 OK');
  await panel(page).getByRole('button', { name: 'Copy as cURL' }).click();
  await expect(panel(page).getByText('Copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("curl -X POST 'https://api.eu.quantaloop.example/0.1.0/tag'");
  expect(copied).toContain("-H 'Content-Type: application/json'");
  const sent = JSON.parse(/--data-raw '(.*)'$/s.exec(copied)![1]!.replace(/'\\''/g, "'")) as Record<
    string,
    unknown
  >;
  expect(sent).toMatchObject({ action: 'create', key: expect.any(String), token: expect.any(String) });
  await expect(panel(page).getByTestId('curl')).toHaveText(copied);

  await open(page, 'searchTag');
  await useSandboxCredentials(page);
  const where = { action: 'get', version: '0.1.0', find: { where: { id: created.body.id } } };
  expect((await send(page, where)).body).toMatchObject({ count: 1 });
  await panel(page).getByRole('button', { name: 'Reset sandbox data' }).click();
  await expect(panel(page).getByText('Sandbox data reset')).toBeVisible();
  expect((await send(page)).body).toMatchObject({ count: 0 });
});

test('the sandbox code loads on first use only', async ({ page }) => {
  // Chunk file names are content hashes: the scripts are told apart by what they hold. A string of the engine
  // (api/sandbox), and the start of the Core API model (.docusaurus/api-sandbox/default/core.json).
  const markers = { engine: 'Every Core API call is a POST.', coreModel: '"api":"core","$defs"' };
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
  });
  const loaded = async (from = 0) => {
    const texts = await Promise.all(scripts.slice(from));
    return Object.fromEntries(
      Object.entries(markers).map(([name, marker]) => [name, texts.some((t) => t.includes(marker))]),
    );
  };
  await open(page, 'createAccount');
  await page.waitForLoadState('networkidle');
  expect(await loaded()).toEqual({ engine: false, coreModel: false });
  const before = scripts.length;
  await useSandboxCredentials(page);
  expect(await loaded(before)).toEqual({ engine: true, coreModel: true });
});

test('the Plugin API sandbox checks X-Secret and answers the documented example', async ({ page }) => {
  const network = offsite(page);
  await open(page, 'queryPluginData');
  expect((await send(page)).status).toBe('HTTP 401 Unauthorized');
  await useSandboxCredentials(page, 'X-Secret');
  await expect(panel(page).getByLabel('X-Secret')).toHaveValue('plg_sec_4mV9qT2xK7bN1cR8');
  const ok = await send(page);
  expect(ok.status).toBe('HTTP 200 OK');
  expect(Array.isArray(ok.body)).toBe(true);
  const unknown = await send(page, { id: 'orders_2019' });
  expect(unknown.status).toBe('HTTP 404 Not Found');
  expect(network).toEqual([]);
});

test('a corrupted remembered entry falls back to the sandbox, and a real server is one click away', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('quantaloop.api.send-request.core', '{"server":"javascript:alert(1)","values":7}');
  });
  await open(page, 'createAccount');
  const select = panel(page).getByLabel('Server', { exact: true });
  await select.selectOption({ label: 'Europe' });
  await expect(panel(page).getByLabel('Server URL')).toHaveValue('https://api.eu.quantaloop.example');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the panel with a sandbox answer has no serious accessibility violations (${theme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await open(page, 'createAccount');
    await useSandboxCredentials(page);
    await send(page, { action: 'create', version: '0.1.0', properties: { host: 'h' } });
    await panel(page)
      .getByText(/^Response headers/)
      .click();
    await panel(page).getByText('The request as cURL').click();
    const results = await new AxeBuilder({ page })
      .include('[data-testid="send-request"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(serious).toEqual([]);
  });
}
