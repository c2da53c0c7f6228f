import { test, expect } from '../support/fixtures';
import { results, search } from './helpers';

/**
 * Search as a reader reads it (issue 50, item 3), on the real index: the page a result opens marks whole query
 * words only, snippets keep the page's word boundaries, task phrasing finds the Core API's search operation,
 * and every result names its docs version.
 */

test('the page a result opens marks whole query words, never "a", and not in its own controls', async ({
  page,
}) => {
  await search(page, 'delete a dashboard', '/guide/api--introduction');
  const option = results(page).getByRole('option', { name: /^Delete a dashboard/ });
  await option.click();
  await expect(page).toHaveURL(/\/api\/deleteDashboard\?_highlight=delete&_highlight=dashboard/);
  expect(new URL(page.url()).searchParams.getAll('_highlight')).toEqual(['delete', 'dashboard']);
  const marks = page.locator('main mark');
  await expect(marks.first()).toBeVisible();
  const texts = await marks.allTextContents();
  // Whole words starting with a query word: "dashboard", "dashboards", "Delete"; no letter on its own.
  for (const text of texts) expect(text.toLowerCase()).toMatch(/^(delete|dashboard)\w*$/);
  await expect(page.getByRole('button', { name: 'Copy page' }).locator('mark')).toHaveCount(0);
});

test('a hand-made highlight URL gets the same rule: stop words and short words are not marked', async ({
  page,
}) => {
  await page.goto('/api/deleteDashboard?_highlight=a&_highlight=the&_highlight=id&_highlight=dashboard');
  await expect(page.locator('main mark').first()).toBeVisible();
  for (const text of await page.locator('main mark').allTextContents()) {
    expect(text.toLowerCase()).toMatch(/^dashboard\w*$/);
  }
});

test('snippets keep the page’s word boundaries (an API page’s endpoint line and body schema)', async ({
  page,
}) => {
  await search(page, 'create a collection body action', '/guide/api--introduction');
  const option = results(page).getByRole('option', { name: /^Create a collection/ });
  await expect(option).toBeVisible();
  const snippet = (await option.locator('[id$="-snippet"]').textContent()) ?? '';
  expect(snippet).not.toMatch(/collectionwith|Bodyrequired|actionstring|stringrequired/);
  // The index's own words: none glued from elements the page shows apart.
  const vocabulary = await page.evaluate(async () => {
    const manifest = (await (await fetch('/search-index.json')).json()) as unknown;
    return JSON.stringify(manifest);
  });
  expect(vocabulary).not.toMatch(/"post\/0\.1\.0\/\w+with"|"bodyrequir|"actionstringrequir/);
  expect(vocabulary).toContain('"post"');
});

test('task phrasing ranks the Core API search operation first: "list datasets" finds Search datasets', async ({
  page,
}) => {
  await search(page, 'list datasets', '/guide/api--introduction');
  const first = results(page).getByRole('option').first();
  await expect(first).toHaveAttribute('href', '/api/searchDataset');
  // The Plugin API's "List datasets" (an endpoint the reader implements) is still found, below it.
  await expect(results(page).locator('[href="/api/listPluginDatasets"]')).toBeVisible();
});

test('every result names its docs version: the current one on 3.x pages, 2.x on 2.x pages', async ({
  page,
}) => {
  await search(page, 'dataset', '/guide/api--introduction');
  const labels = results(page).locator('[role="option"] [data-version]');
  await expect(labels.first()).toBeVisible();
  for (const text of await labels.allTextContents()) expect(text).toBe('Version 3.x');
  const options = await results(page).getByRole('option').count();
  expect(await labels.count()).toBe(options);

  await page.goto('/guide/2.x/api--introduction');
  await search(page, 'dataset');
  await expect(labels.first()).toBeVisible();
  for (const text of await labels.allTextContents()) expect(text).toBe('Version 2.x');
});
