import {
  test,
  expect,
  firstLoadScripts,
  waitForHydration,
  withoutBackgroundPreload,
} from '../support/fixtures';
import templates from '../../templates.json';

/**
 * Every page's main.js carried all of tslib (for one helper) and the navigation progress bar's library
 * (plugins/page-weight/lean-main). The helper now comes alone and nprogress loads on the first navigation; a
 * slow navigation still shows the bar.
 */

test('a first visit runs neither all of tslib nor nprogress', async ({ page }) => {
  const code = [...(await firstLoadScripts(page, templates.guide)).values()].join('\n');
  // A helper of tslib that nothing here uses, and nprogress' own settings object.
  expect(code.includes('__addDisposableResource'), 'tslib, whole').toBe(false);
  expect(/trickleSpeed/.test(code), 'nprogress').toBe(false);
});

test('a slow navigation shows the progress bar, and it goes when the page renders', async ({ page }) => {
  await withoutBackgroundPreload(page);
  await page.goto(templates.guide);
  await waitForHydration(page);
  // The next page's code arrives late, as on a slow network: the bar appears after 200 ms. nprogress itself
  // (1.7 KiB, requested as the navigation starts) comes ahead of the page's larger chunks, as it would there;
  // delayed alike, the two raced and the page could win (then no bar is shown, by design: nprogress-lazy.ts).
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    if (!(await response.text()).includes('trickleSpeed'))
      await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response });
  });
  const link = page.locator('article a[href^="/guide/"]:not([href*="#"])').first();
  const target = await link.getAttribute('href');
  await link.click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
