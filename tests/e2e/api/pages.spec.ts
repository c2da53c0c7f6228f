import { seriousViolations } from '../support/axe';
import { test, expect, waitForHydration } from '../support/fixtures';
import { operationPages } from './operations';

/**
 * Every operation of the OpenAPI files has a page at /api/{operationId} that shows, with no console error: its
 * own title, the method and real path, the request body fields, the responses, and code samples in six
 * languages.
 */
const LANGUAGES = ['cURL', 'Node', 'Python', 'PHP', 'Java', 'C#'];

for (const op of operationPages()) {
  test(`/api/${op.id} shows the operation`, async ({ page, pageErrors }) => {
    await page.goto(`/api/${op.id}`);
    await waitForHydration(page);
    await expect(page).toHaveTitle(new RegExp(`^${op.summary} \\|`));
    await expect(page.locator('h1')).toHaveText(op.summary);

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
}

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
