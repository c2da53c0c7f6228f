import type { Page } from '@playwright/test';
import {
  test,
  expect,
  firstLoadScripts,
  refuseChunks,
  openInApp,
  waitForHydration,
  withoutBackgroundPreload,
} from '../support/fixtures';
import templates from '../../templates.json';

/**
 * A closed branch of the side navigation costs a page its row only (issue 52, item 3: 1,000 more pages in one
 * category made a guide page 73 KiB heavier): its items are a file of their own (plugins/global-nav), loaded when
 * the reader opens it or points at it. The current page's branches are in the server's markup, which the first
 * render keeps until their items are here.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Documentation' });
/** An entry of the closed "Guides" branch, as the navigation data writes it. */
const GUIDES_ITEM = /"url":"\/guide\/guides--querying-data"/;
/** An entry of "Embedding", the branch of the guide template page. */
const EMBEDDING_ITEM = /"url":"\/guide\/embedding--quick-start"/;

test("a guide page's first load has no item of a closed branch; opening it loads and shows them", async ({
  page,
}) => {
  const scripts = [...(await firstLoadScripts(page, templates.guide)).values()].join('\n');
  expect(GUIDES_ITEM.test(scripts), 'an item of the closed Guides branch').toBe(false);
  expect(EMBEDDING_ITEM.test(scripts), "an item of the page's own branch").toBe(true);

  const guides = nav(page).getByRole('button', { name: 'Guides', exact: true });
  await expect(guides).toHaveAttribute('aria-expanded', 'false');
  const querying = nav(page).getByRole('link', { name: 'Querying data' });
  await expect(querying).toHaveCount(0);
  await guides.click();
  await expect(guides).toHaveAttribute('aria-expanded', 'true');
  await expect(querying).toBeVisible();
  await querying.click();
  await expect(page).toHaveURL(/\/guide\/guides--querying-data$/);
  await expect(nav(page).locator('[aria-current="page"]')).toHaveText('Querying data');
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a guide page's closed drawer loads no branch; the tap on its toggle does, and the drawer shows the page's entries, then the app's", async ({
    page,
  }) => {
    // Nothing of the side navigation's items before the page is idle (issue 51, item 2): the drawer is closed.
    const scripts = [...(await firstLoadScripts(page, templates.guide)).values()].join('\n');
    expect(EMBEDDING_ITEM.test(scripts), "an item of the page's own branch").toBe(false);

    const fetched = page.waitForResponse(
      async (r) => r.url().endsWith('.js') && EMBEDDING_ITEM.test(await r.text()),
    );
    await page.getByRole('button', { name: 'Open navigation' }).tap();
    await fetched;
    const current = nav(page).locator('[data-nav-tree] [aria-current="page"]');
    await expect(current).toHaveText('Generating an authorization token');
    await expect(current).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Quick start' })).toBeVisible();
    await expect(nav(page).getByRole('status')).toHaveCount(0);
    // The app's entries once the items are here: a tap moves within the app.
    await expect
      .poll(() => current.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))))
      .toBe(true);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await nav(page).getByRole('link', { name: 'Quick start' }).tap();
    await expect(page).toHaveURL(/\/guide\/embedding--quick-start$/);
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
});

test('the keyboard opens a closed branch and moves into its items', async ({ page }) => {
  await page.goto(templates.guide);
  await waitForHydration(page);
  const guides = nav(page).getByRole('button', { name: 'Guides', exact: true });
  await guides.focus();
  await page.keyboard.press('Enter');
  await expect(guides).toHaveAttribute('aria-expanded', 'true');
  // As a reader would: once the items show (the focus fetched them; "Loading…" until then).
  await expect(nav(page).getByRole('link', { name: 'Querying data' })).toBeVisible();
  await page.keyboard.press('Tab');
  const first = page.locator(':focus');
  await expect(first).toHaveText('Introduction');
  await expect(first).toHaveAttribute('href', '/guide/guides--intro');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guide\/guides--intro$/);
  await expect(nav(page).locator('[aria-current="page"]')).toHaveText('Introduction');
  // Enter again closes it.
  await guides.focus();
  await page.keyboard.press('Enter');
  await expect(guides).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page).getByRole('link', { name: 'Querying data' })).toHaveCount(0);
});

test('pointing at a closed branch fetches its items before it opens', async ({ page }) => {
  await withoutBackgroundPreload(page);
  await page.goto(templates.guide);
  await waitForHydration(page);
  const fetched = page.waitForResponse(
    async (r) => r.url().endsWith('.js') && GUIDES_ITEM.test(await r.text()),
  );
  await nav(page).getByRole('button', { name: 'Guides', exact: true }).hover();
  await fetched;
});

test('a branch that cannot load says so, and loads on retry', async ({ page, pageErrors }) => {
  pageErrors.allow(/Failed to load resource/, "Chromium's network log of the request the test makes fail");
  await withoutBackgroundPreload(page);
  let failing = true;
  await refuseChunks(page, (text) => failing && GUIDES_ITEM.test(text));
  await page.goto(templates.guide);
  await waitForHydration(page);
  await nav(page).getByRole('button', { name: 'Guides', exact: true }).click();
  await expect(nav(page).getByRole('status')).toContainText('This list could not load.');
  failing = false;
  await nav(page).getByRole('button', { name: 'Retry' }).click();
  await expect(nav(page).getByRole('link', { name: 'Querying data' })).toBeVisible();
  await expect(nav(page).getByRole('status')).toHaveCount(0);
});

for (const [path, entry, branch] of [
  [templates.guide, 'Generating an authorization token', 'Embedding'],
  ['/guide/dashboard-embedding-sso--saml', 'SAML 2.0', 'Single sign-on'],
] as const) {
  test(`${path}: its branch is there from the first paint, does not move, and becomes the app's`, async ({
    page,
  }) => {
    await withoutBackgroundPreload(page);
    // Where the current entry is before any script has run (the server's markup) ...
    await page.route('**/assets/js/main.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' }); // main.js runs before DOMContentLoaded (defer)
    const current = nav(page).locator('[aria-current="page"]');
    await expect(current).toHaveText(entry);
    await expect(current).toBeVisible();
    const before = await current.boundingBox();
    expect(await page.locator('html[data-has-hydrated="true"]').count(), 'measured before hydration').toBe(0);
    // ... and once the page has hydrated and its branch's items are here: the same place, now the app's links.
    await waitForHydration(page);
    await expect(nav(page).getByRole('button', { name: branch, exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect
      .poll(() => current.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))))
      .toBe(true);
    expect(await current.boundingBox()).toEqual(before);
    await expect(current).toHaveText(entry);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await nav(page).getByRole('link', { name: 'Introduction' }).first().click();
    await expect(page).toHaveURL(/--intro$/);
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
}

test('a page reached within the app that the loaded branches do not list opens its branch', async ({
  page,
}) => {
  await page.goto(templates.guide);
  await waitForHydration(page);
  await openInApp(page, '/guide/component-references--chat');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Chat');
  await expect(nav(page).locator('[aria-current="page"]')).toHaveText(/Chat/);
  await expect(nav(page).getByRole('button', { name: 'Component references', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(nav(page).getByRole('button', { name: 'Embedding', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});
