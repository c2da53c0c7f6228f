import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from '../support/fixtures';

/**
 * Issue 50, item 5: the API changelog is one a reader can act on. Every removed operation and every breaking
 * change carries the writers' migration note (api/openapi/migrations/2.x-3.x.yaml) above the changes computed
 * from the OpenAPI files; additive changes say that nothing needs to change; each operation has an anchor the
 * reference and the link rule's messages point at.
 */

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

const entry = (page: Page, operationId: string) => page.locator(`li[id="${operationId}"]`);

test('breaking changes come with what to change; additive ones say nothing needs to', async ({ page }) => {
  await open(page, '/api/changelog/2.x-3.x');
  const core = page.getByRole('region', { name: 'Core API' });
  await expect(core.getByTestId('verdict-core')).toHaveText(
    '28 operations need a change in code written for 2.x (marked breaking); the other changes are additive.',
  );
  // The writers' summary of the release, first.
  await expect(core).toContainText('a delete answers {} instead of the deleted resource');

  // A removed operation: what to call instead, linked to the 3.x page.
  const removed = entry(page, 'validateAuthorization');
  await expect(removed.getByText('breaking', { exact: true })).toBeVisible();
  const note = removed.getByRole('note', { name: 'What to change: validateAuthorization' });
  await expect(note).toContainText('Call createAuthorization with the same properties');
  await expect(note.getByRole('link', { name: 'createAuthorization' })).toHaveAttribute(
    'href',
    '/api/createAuthorization',
  );

  // A changed operation: the note above the computed changes, the breaking ones marked.
  const account = entry(page, 'createAccount');
  await expect(account.getByRole('note')).toContainText('Send scope instead of database and scheme');
  const changes = account.getByRole('list', { name: 'Changes computed from the OpenAPI files' });
  await expect(changes).toContainText(
    'Request body removed: properties.database, properties.scheme · breaking',
  );
  await expect(changes).toContainText('Request body added: properties.scope');
  await expect(
    changes.getByRole('listitem').filter({ hasText: 'added: properties.scope' }),
  ).not.toContainText('breaking');
  await expect(entry(page, 'deleteDashboard').getByRole('note')).toContainText(
    'get it first with searchDashboard',
  );

  // Additive only: said, and no note needed.
  const featured = entry(page, 'createDashboard');
  await expect(featured.getByText('additive only', { exact: true })).toBeVisible();
  await expect(featured.getByRole('note')).toHaveCount(0);
  await expect(core.getByText('New in 3.x: additive, nothing to change in existing code.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Plugin API' })).toContainText('No changes.');
});

test("an operation's entry is an anchor: the link rule's messages and the reference point at it", async ({
  page,
}) => {
  await open(page, '/api/changelog/2.x-3.x#validateAuthorization');
  await expect(entry(page, 'validateAuthorization')).toBeInViewport();
  await open(page, '/api/changelog');
  await expect(page.getByRole('main')).toContainText(
    'Core API: 6 added, 1 removed, 35 changed (28 breaking) · Plugin API: 0 added, 0 removed, 0 changed',
  );
});

test("the changelog's Markdown twin carries the notes", async ({ page }) => {
  const twin = await (await page.request.get('/api/changelog/2.x-3.x.md')).text();
  expect(twin).toContain('Call [createAuthorization](');
  expect(twin).toContain('additive only');
});
