import { test, expect, firstLoad, waitForHydration, withoutBackgroundPreload } from '../support/fixtures';
import templates from '../../templates.json';

/**
 * Every page's main.js carried all of tslib (for one helper) and the navigation progress bar's library
 * (plugins/page-weight/lean-main). The helper now comes alone and nprogress loads on the first navigation; a
 * slow navigation still shows the bar.
 */

test('a first visit runs neither all of tslib nor nprogress', async ({ page }) => {
  await withoutBackgroundPreload(page);
  const scripts = (await firstLoad(page, templates.guide)).filter((f) => f.type === 'js' && f.executed);
  const code = (await Promise.all(scripts.map((f) => page.request.get(f.path).then((r) => r.text())))).join(
    '\n',
  );
  // A helper of tslib that nothing here uses, and nprogress' own settings object.
  expect(code.includes('__addDisposableResource'), 'tslib, whole').toBe(false);
  expect(/trickleSpeed/.test(code), 'nprogress').toBe(false);
});

test('a slow navigation shows the progress bar, and it goes when the page renders', async ({ page }) => {
  await withoutBackgroundPreload(page);
  await page.goto(templates.guide);
  await waitForHydration(page);
  // The next page's code arrives late, as on a slow network: the bar appears after 200 ms.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const link = page.locator('article a[href^="/guide/"]:not([href*="#"])').first();
  const target = await link.getAttribute('href');
  await link.click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
