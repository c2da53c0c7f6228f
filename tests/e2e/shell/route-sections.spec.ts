import type { Page } from '@playwright/test';
import {
  test,
  expect,
  firstLoadScripts,
  refuseChunks,
  waitForHydration,
  withoutBackgroundPreload,
} from '../support/fixtures';
import templates from '../../templates.json';

/**
 * A page loads the routes, chunk map and navigation of its own section only (plugins/page-weight/route-sections):
 * a guide page's first load must not grow with the API reference, the chart pages or the examples. Before, every
 * page's main.js held every route of the site, and the webpack runtime every chunk's file.
 */

/** An operation that only its API list links to (/api/createAccount is linked from elsewhere in the navigation). */
const API_PAGE = '/api/associateAccount';
const API_ROUTE = /path:"\/api\/associateAccount",component/;
const CHART_ROUTE = /path:"\/flex\/charts\/bar-chart",component/;
const EXAMPLE_ROUTE = /path:"\/flex\/examples\/change-chart-theme",component/;
const API_NAV_LINK = /"url":"\/api\/associateAccount"/;
/** A pattern (not) found in a file, without printing the file (megabytes) on failure. */
const has = (text: string, pattern: RegExp) => pattern.test(text);

test('a guide page downloads no route or navigation link of an API, chart or example page', async ({
  page,
}) => {
  const all = [...(await firstLoadScripts(page, templates.guide)).values()].join('\n');
  expect(has(all, API_ROUTE), 'an API route').toBe(false);
  expect(has(all, CHART_ROUTE), 'a chart page route').toBe(false);
  expect(has(all, EXAMPLE_ROUTE), 'an example route').toBe(false);
  expect(has(all, API_NAV_LINK), 'the API operations in the side navigation').toBe(false);
  // Its own section's routes are there (the same pattern finds a route when it is loaded).
  expect(has(all, /path:"\/guide\/dashboard-embedding--intro",component/), 'its own route').toBe(true);
});

test("an API page brings its section's routes and navigation, and its chunks' files leave the runtime", async ({
  page,
}) => {
  const scripts = await firstLoadScripts(page, API_PAGE);
  const all = [...scripts.values()].join('\n');
  expect(has(all, API_ROUTE), 'its route').toBe(true);
  expect(has(all, API_NAV_LINK), 'its side navigation').toBe(true);
  // The page's own chunks are named by content hash; those only the API section imports are listed in the
  // section's chunk, not in the runtime that every page loads.
  const runtime = [...scripts].find(([path]) => /runtime~main\.[0-9a-f]+\.js$/.test(path))![1];
  const section = [...scripts.values()].find((code) => API_ROUTE.test(code))!;
  const hashes = [...scripts.keys()]
    .map((path) => /\/assets\/js\/([0-9a-f]{8})\.js$/.exec(path)?.[1])
    .filter((hash): hash is string => Boolean(hash));
  const outOfRuntime = hashes.filter((hash) => !runtime.includes(`"${hash}"`));
  expect(outOfRuntime.length, 'page chunks listed by their section only').toBeGreaterThan(0);
  for (const hash of outOfRuntime)
    expect(section.includes(`${hash}.js`), `${hash} in the section`).toBe(true);
});

/** Opens API reference > Core API > Operations in the side navigation: the operations load with the API section. */
async function openCoreApi(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Documentation' });
  await nav.getByRole('button', { name: 'API reference', exact: true }).click();
  await nav.getByRole('button', { name: 'Core API', exact: true }).click();
  await nav.getByRole('button', { name: 'Expand Operations' }).click();
}

test('on a guide page the API operations load when the reader opens them, and a client-side visit works', async ({
  page,
}) => {
  await withoutBackgroundPreload(page);
  await page.goto(templates.guide);
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Documentation' });
  const link = nav.getByRole('link', { name: 'Associate an account' });
  await expect(link).toHaveCount(0);
  await openCoreApi(page);
  await nav.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/api\/associateAccount$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Associate an account');
});

test('an API list that cannot load says so, and loads on retry', async ({ page, pageErrors }) => {
  pageErrors.allow(/Failed to load resource/, "Chromium's network log of the request the test makes fail");
  await withoutBackgroundPreload(page);
  let failing = true;
  // The chunk holding the Core API's navigation tree (plugins/global-nav writes it to a file of its own).
  await refuseChunks(page, (text) => failing && API_NAV_LINK.test(text) && !API_ROUTE.test(text));
  await page.goto(templates.guide);
  await waitForHydration(page);
  await openCoreApi(page);
  const nav = page.getByRole('navigation', { name: 'Documentation' });
  await expect(nav.getByRole('status')).toContainText('This list could not load.');
  failing = false;
  await nav.getByRole('button', { name: 'Retry' }).click();
  await expect(nav.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
});

test('a path under a grouped section that no page has shows the Overview, as every unknown path does', async ({
  page,
}) => {
  // The spec shows the Overview for an unknown path (src/theme/NotFound), marked noindex, with status 404.
  const response = await page.goto('/flex/charts/no-such-chart');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, developer');
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1);
  // And on a client-side navigation, where the group's own copy of the not-found route renders it.
  await page.goto(templates.chart);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Welcome, developer');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/flex/charts/no-such-chart');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, developer');
});
