import { test, expect, refuseChunks } from '../support/fixtures';
import { results, searchBox } from '../search/helpers';

/**
 * The pages with one docs version know the reader's (issue 50, item 2): they say which version their code is
 * written for; after a 2.x page they say what differs in 2.x (src/data/version-differences.json) and search
 * the 2.x docs.
 */
const notice = (page: import('@playwright/test').Page) => page.locator('[data-version-notice]');

/**
 * Reads a guide page until the site has remembered its version: the page does so once it runs, and a reader
 * who leaves before that (the test's next goto, on a slow machine) has not been on it as far as the site knows.
 */
async function read(page: import('@playwright/test').Page, path: string, version: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('article h1')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('docs-last-version')))
    .toBe(version);
}

test('a Flex page says which docs version its code is written for', async ({ page }) => {
  await page.goto('/flex/charts/bar-chart');
  await expect(notice(page)).toContainText('Written for docs version 3.x');
  await expect(page.getByRole('note', { name: /Differences in/ })).toHaveCount(0);
});

test('after a 2.x page: the Flex page tells what differs in 2.x, and its search searches 2.x', async ({
  page,
}) => {
  await read(page, '/guide/2.x/interacting-with-data--cross-filtering', '2.x');
  await page.goto('/flex/examples/cross-chart-filtering');
  const note = page.getByRole('note', { name: 'Differences in 2.x' });
  await expect(note).toContainText('contextId');
  await expect(note).toContainText('filterContext');
  await expect(note.getByRole('link')).toHaveAttribute(
    'href',
    '/guide/2.x/embedding--component-api-reference',
  );

  const indexRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('search-index')) indexRequests.push(new URL(r.url()).pathname);
  });
  const box = await searchBox(page);
  await box.click();
  await box.fill('cross filtering');
  await expect(results(page).getByRole('option').first()).toBeVisible();
  expect(indexRequests[0]).toBe('/guide/2.x/search-index.json');
  await expect(results(page).getByRole('option').first()).toHaveAttribute('href', /^\/(guide|api)\/2\.x\//);

  // Back on a 3.x page, the Flex pages are the reader's version again.
  await read(page, '/guide/interacting-with-data--cross-filtering', 'current');
  await page.goto('/flex/gallery');
  await expect(notice(page)).toContainText('Written for docs version 3.x');
  await expect(page.getByRole('note', { name: /Differences in/ })).toHaveCount(0);
});

test('the playground says it too; blocked storage leaves every page working', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  });
  await page.goto('/guide/2.x/interacting-with-data--cross-filtering');
  await expect(page.locator('article h1')).toBeVisible();
  await page.goto('/dashboard-playground');
  await expect(notice(page)).toContainText('Written for docs version 3.x');
  await expect(page.getByRole('note', { name: /Differences in/ })).toHaveCount(0);
});

/**
 * The 2.x differences are their own chunk, loaded for that reader only (src/components/VersionNotice): when it
 * cannot load, the page says so instead of saying nothing.
 */
test('after a 2.x page, a differences chunk that cannot load is said', async ({ page, pageErrors }) => {
  pageErrors.allow(
    /Failed to load resource|Loading chunk|ChunkLoadError/,
    'the test refuses the differences chunk',
  );
  await read(page, '/guide/2.x/interacting-with-data--cross-filtering', '2.x');
  let refused = 0;
  await refuseChunks(page, (text) => {
    const differences = text.includes('chart item reference');
    if (differences) refused++;
    return differences;
  });
  await page.goto('/flex/examples/cross-chart-filtering');
  await expect(page.getByRole('note').filter({ hasText: 'could not be loaded' })).toContainText(
    'You were reading the 2.x docs: what differs in 2.x could not be loaded',
  );
  expect(refused).toBeGreaterThan(0);
  await expect(page.getByRole('note', { name: 'Differences in 2.x' })).toHaveCount(0);
});
