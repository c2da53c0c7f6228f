import type { Locator, Page } from '@playwright/test';
import { test, expect, firstLoad, waitForHydration, withoutBackgroundPreload } from '../support/fixtures';
import { DEFAULT_TITLE, sitemapPaths } from '../support/site';
import { results, searchBox } from '../search/helpers';

/**
 * A reader pinned to 2.x stays in 2.x, and is told whenever a page sends them elsewhere: the 2.x guides link to
 * 2.x API pages, the version switcher keeps the page in both directions (or says it cannot), search on a 2.x
 * page finds 2.x API pages with their breadcrumbs, and the changelog links both versions of each operation.
 */

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** The header's version switcher (desktop), opened. */
async function openSwitcher(page: Page): Promise<Locator> {
  const header = page.getByRole('navigation', { name: 'Main' });
  const toggle = header.getByRole('button', { name: /^Docs version:/ });
  await toggle.hover();
  await toggle.click();
  return header.locator('.dropdown__menu');
}

const OLDER_GUIDES = sitemapPaths().filter((p) => p.startsWith('/guide/2.x/'));

test('every API link of every 2.x guide leads to a 2.x API page', async ({ page }) => {
  expect(OLDER_GUIDES.length).toBeGreaterThan(30);
  let apiLinks = 0;
  for (const url of OLDER_GUIDES) {
    await page.goto(url);
    await waitForHydration(page);
    const hrefs = await page
      .locator('article a[href^="/api/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs)
      expect(href, `${url} links ${href}`).toMatch(/^\/api\/(2\.x\/|changelog(\/|$))/);
    apiLinks += hrefs.length;
  }
  // The 2.x guides link to the reference about 35 times: the rule above was not checked on an empty set.
  expect(apiLinks).toBeGreaterThan(25);
});

test('a 2.x API page shows its version, the 2.x navigation and links to 2.x guides', async ({ page }) => {
  await open(page, '/api/2.x/searchDashboard');
  await expect(page).toHaveTitle(`Search dashboards (2.x) | ${DEFAULT_TITLE}`);
  await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 2.x');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText(
    'This is documentation for Quantaloop 2.x, which is no longer actively maintained.',
  );
  await expect(banner.getByRole('link', { name: 'this page in the latest version' })).toHaveAttribute(
    'href',
    '/api/searchDashboard',
  );
  await expect(page.getByRole('link', { name: 'Core API introduction' })).toHaveAttribute(
    'href',
    '/guide/2.x/api--introduction',
  );
  // The side navigation is 2.x's: the operations of 2.x, the guides of 2.x.
  const nav = page.getByRole('navigation', { name: 'Documentation' });
  await expect(nav.getByRole('link', { name: 'Search dashboards' })).toHaveAttribute(
    'href',
    '/api/2.x/searchDashboard',
  );
  const hrefs = await nav
    .locator('a[href^="/guide/"], a[href^="/api/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(10);
  for (const href of hrefs) expect(href).toMatch(/^\/(guide|api)\/(2\.x\/|changelog)/);
});

test('the switcher keeps the operation both ways', async ({ page }) => {
  await open(page, '/api/searchDashboard');
  await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 3.x (latest)');
  await (await openSwitcher(page)).getByRole('link', { name: '2.x', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/2\.x\/searchDashboard$/);
  await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 2.x');

  await (await openSwitcher(page)).getByRole('link', { name: '3.x (latest)' }).click();
  await expect(page).toHaveURL(/\/api\/searchDashboard$/);
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

test('an operation the other version lacks leads to its changelog entry, and says so first', async ({
  page,
}) => {
  // MDN's way: a reader who asks for a page another version lacks learns why, and what to use instead.
  await open(page, '/api/createIntegration');
  const older = (await openSwitcher(page)).getByRole('link', { name: '2.x', exact: true });
  await expect(older).toHaveAttribute(
    'title',
    '2.x has no page for this one: opens its entry in the API changelog',
  );
  await older.click();
  await expect(page).toHaveURL(/\/api\/changelog\/2\.x-3\.x#createIntegration$/);
  await expect(page.locator('li[id="createIntegration"]')).toBeInViewport();

  await open(page, '/api/2.x/validateAuthorization');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText(
    'The latest version (3.x) has no such page: see what replaced it in the API changelog.',
  );
  await expect(banner.getByRole('link')).toHaveAttribute(
    'href',
    '/api/changelog/2.x-3.x#validateAuthorization',
  );
  const latest = (await openSwitcher(page)).getByRole('link', { name: '3.x (latest)' });
  await expect(latest).toHaveAttribute('href', '/api/changelog/2.x-3.x#validateAuthorization');
  await latest.click();
  await expect(page.locator('li[id="validateAuthorization"]').getByRole('note')).toContainText(
    'Call createAuthorization',
  );
});

test('on a phone the switcher is in the drawer, and keeps the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/api/2.x/searchDashboard');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('navigation', { name: 'Documentation' });
  // The list holds the page being read, so it opens expanded (Docusaurus' mobile dropdown): a click on its label
  // would fold it (this test once did, and waited for a hidden link).
  const versions = drawer.getByRole('list', { name: 'Docs version' });
  await expect(versions.getByRole('button', { name: 'Collapse the dropdown' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await versions.getByRole('link', { name: '3.x (latest)' }).click();
  await expect(page).toHaveURL(/\/api\/searchDashboard$/);
});

test('the 2.x sandbox answers as 2.x: validateAuthorization exists there', async ({ page }) => {
  await open(page, '/api/2.x/validateAuthorization');
  const panel = page.getByTestId('send-request');
  await panel.getByRole('button', { name: 'Use sandbox credentials' }).click();
  await expect(panel.getByLabel('token')).not.toHaveValue('');
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByText(/^HTTP \d+/)).toHaveText(/^HTTP 200/);
});

test("a 2.x page's search finds 2.x API pages, each with its breadcrumb", async ({ page }) => {
  const indexes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('search-index')) indexes.push(new URL(r.url()).pathname);
  });
  await open(page, '/guide/2.x/api--rate-limits');
  const box = await searchBox(page);
  await box.click();
  await box.fill('search dashboards');
  const option = results(page)
    .getByRole('option', { name: /^Search dashboards/ })
    .first();
  await expect(option).toHaveAttribute('href', /^\/api\/2\.x\/searchDashboard/);
  await expect(option).toContainText('API reference › Core API › Operations › Dashboard');
  const hrefs = await results(page)
    .getByRole('option')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
  for (const href of hrefs.filter((h) => /^\/(guide|api)\//.test(h)))
    expect(href).toMatch(/^\/(guide|api)\/2\.x\//);
  // Every result shows a breadcrumb, not its path.
  const crumbs = await results(page)
    .getByRole('option')
    .evaluateAll((els) => els.map((el) => el.lastElementChild?.textContent ?? ''));
  for (const crumb of crumbs) expect(crumb).not.toMatch(/^\//);
  // Only the 2.x index was downloaded: its manifest, then pieces beside it.
  expect(indexes[0]).toBe('/guide/2.x/search-index.json');
  for (const file of indexes) expect(file).toMatch(/^\/guide\/2\.x\/search-index(\.[0-9a-f]{10})?\.json$/);
});

test('the changelog lists the known differences and links both versions', async ({ page }) => {
  await open(page, '/api/changelog/2.x-3.x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API changelog: 2.x → 3.x');
  const core = page.getByRole('region', { name: 'Core API' });
  const item = (name: string) => core.getByRole('listitem').filter({ hasText: name }).first();

  await expect(core.getByRole('heading', { name: 'Removed operations (1)' })).toBeVisible();
  await expect(
    item('validateAuthorization').getByRole('link', { name: 'Validate an authorization in 2.x' }),
  ).toHaveAttribute('href', '/api/2.x/validateAuthorization');
  await expect(
    item('createIntegration').getByRole('link', { name: 'Create an integration in 3.x' }),
  ).toHaveAttribute('href', '/api/createIntegration');
  const account = item('createAccount');
  await expect(account).toContainText('Request body added: properties.scope');
  await expect(account).toContainText('Request body removed: properties.database, properties.scheme');
  await expect(account.getByRole('link', { name: 'Create an account in 2.x' })).toHaveAttribute(
    'href',
    '/api/2.x/createAccount',
  );
  await expect(account.getByRole('link', { name: 'Create an account in 3.x' })).toHaveAttribute(
    'href',
    '/api/createAccount',
  );
  await expect(page.getByRole('region', { name: 'Plugin API' })).toContainText('No changes.');

  await account.getByRole('link', { name: 'Create an account in 2.x' }).click();
  await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 2.x');
});

test('an older guide names its version in the title and the banner', async ({ page }) => {
  await open(page, '/guide/2.x/api--actions');
  await expect(page).toHaveTitle(`${DEFAULT_TITLE} (2.x)`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `Actions (2.x) | ${DEFAULT_TITLE}`,
  );
  await expect(page.locator('.theme-doc-version-banner')).toContainText(
    'This is documentation for Quantaloop 2.x, which is no longer actively maintained.',
  );
  await expect(page.getByRole('link', { name: 'searchDashboard' }).first()).toHaveAttribute(
    'href',
    '/api/2.x/searchDashboard',
  );
});

test('the 2.x routes, navigation and banner come with 2.x pages: a 3.x page downloads none of them', async ({
  page,
}) => {
  // plugins/page-weight/route-sections: every page's main.js once carried the 2.x route table and navigation tree.
  await withoutBackgroundPreload(page);
  const files = await firstLoad(page, '/api/createAccount');
  const scripts = await Promise.all(
    files.filter((f) => f.type === 'js').map((f) => page.request.get(f.path).then((r) => r.text())),
  );
  const all = scripts.join('\n');
  // (Docusaurus' own global data lists each version's doc paths, for the switcher: those are not looked for.)
  expect(all, 'a 2.x route').not.toMatch(/path:"\/api\/2\.x\/createAccount",component/);
  expect(all, 'a 2.x navigation link').not.toMatch(/"url":"\/(api|guide)\/2\.x\//);
  expect(all, 'the banner').not.toContain('no longer actively maintained');
  // The same check sees the route of the page's own version (its section's chunk) among the same files.
  expect(all).toMatch(/path:"\/api\/createAccount",component/);
  // The positive control: a 2.x page opened from there (a client-side navigation) has all three.
  await (await openSwitcher(page)).getByRole('link', { name: '2.x' }).click();
  await expect(page).toHaveURL(/\/api\/2\.x\/createAccount$/);
  await expect(page.locator('.theme-doc-version-banner')).toContainText('no longer actively maintained');
  const nav = page.getByRole('navigation', { name: 'Documentation' });
  await expect(nav.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/api/2.x/createAccount',
  );
  await expect(nav.getByRole('link', { name: 'Actions' })).toHaveAttribute('href', '/guide/2.x/api--actions');
});
