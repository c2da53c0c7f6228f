import { seriousViolations } from '../support/axe';
import { test, expect, waitForHydration, sharedPageTest, openInApp } from '../support/fixtures';
import { operationPages } from './operations';

/**
 * Every operation of the OpenAPI files has a page at /api/{operationId} that shows, with no console error: its
 * own title, the method and real path, the request body fields, the responses, and code samples in six
 * languages.
 *
 * The 120 pages share one browser page per worker and are reached the way the browser's Back and Forward
 * buttons reach them (a client-side route change), which is what a reader moving through the reference does;
 * a fresh context per page cost 3.6 s each (7 of the suite's minutes). Every tenth page, and the first in each
 * worker, is opened by a full load instead, so server rendering and hydration are still checked across the
 * reference (every page comes from the same template), and the a11y spec opens one in both themes.
 */
const LANGUAGES = ['cURL', 'Node', 'Python', 'PHP', 'Java', 'C#'];
const FULL_LOAD_EVERY = 10;

operationPages().forEach((op, index) => {
  sharedPageTest(`/api/${op.id} shows the operation`, async ({ sharedPage: page, pageErrors }) => {
    if (index % FULL_LOAD_EVERY === 0) {
      await page.goto(`/api/${op.id}`);
      await waitForHydration(page);
    } else {
      await openInApp(page, `/api/${op.id}`);
    }
    await expect(page.locator('h1')).toHaveText(op.summary);
    await expect(page).toHaveTitle(new RegExp(`^${op.summary} \\|`));
    // Home, the operation's section in the API sidebar, the operation.
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('.breadcrumbs__item'),
    ).toHaveText(['', op.section, op.summary]);

    const endpoint = page.getByTestId('api-endpoint');
    if (op.webhook) {
      await expect(endpoint).toContainText('Webhook');
    } else {
      await expect(endpoint.locator('.badge')).toHaveText('POST');
      await expect(endpoint.locator('code').first()).toHaveText(op.path!);
      if (op.action) await expect(endpoint).toContainText(`"action": "${op.action}"`);
    }

    const left = page.locator('.openapi-left-panel__container');
    const properties = await left.locator('.openapi-schema__property').allTextContents();
    for (const field of op.bodyFields) expect(properties, `request body field ${field}`).toContain(field);

    const tabs = await left.getByRole('tab').allTextContents();
    for (const code of op.statusCodes) expect(tabs, `response ${code}`).toContain(code);

    const samples = page.locator('.openapi-right-panel__container');
    await expect(samples.getByRole('tab')).toHaveText(LANGUAGES);
    await samples.getByRole('tab', { name: 'Python' }).click();
    await expect(samples.getByRole('tabpanel').filter({ visible: true })).toContainText('import requests');
    expect(pageErrors.errors).toEqual([]);
  });
});

/**
 * Parameters (path, query, header) are rendered by a different theme component than body fields, and only the
 * Plugin API's operations have them here (X-Secret, X-Property-*): axe on one, in both themes. The a11y spec's
 * API template is a Core API page, which has none.
 */
for (const theme of ['light', 'dark'] as const) {
  test(`a page with header parameters has no serious accessibility violation (${theme})`, async ({
    page,
    pageErrors,
  }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/api/queryPluginData');
    await waitForHydration(page);
    const params = page.locator('.openapi-params__list-item');
    await expect(params.first()).toBeVisible();
    const serious = await seriousViolations(page, { include: '.openapi-left-panel__container', nodes: 3 });
    expect(serious).toEqual([]);
    expect(pageErrors.errors).toEqual([]);
  });
}

/**
 * A webhook's page marks it with a "Webhook" badge instead of a method: Infima's secondary badge sets its text
 * black itself, which left black on dark grey (axe: color-contrast) on every webhook page.
 */
for (const theme of ['light', 'dark'] as const) {
  test(`a webhook page has no serious accessibility violation (${theme})`, async ({ page, pageErrors }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/api/notifyDataAvailable');
    await waitForHydration(page);
    await expect(page.getByTestId('api-endpoint')).toContainText('Webhook');
    expect(await seriousViolations(page, { nodes: 3 })).toEqual([]);
    expect(pageErrors.errors).toEqual([]);
  });
}
