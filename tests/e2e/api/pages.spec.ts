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
