import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from '../support/fixtures';
import { shownLogos } from '../support/logo';

/**
 * What a reader sees before the site's scripts have run (a slow phone sees it for seconds): only the HTML, the
 * stylesheets and the theme's inline pre-paint script, which sets `<html data-theme>`. The bundles are held
 * back (their requests never answered), so nothing here can be a fix applied after hydration.
 */
async function beforeScripts(page: Page, url: string): Promise<void> {
  await page.route('**/assets/js/**', () => undefined);
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('footer').last().waitFor({ state: 'attached' });
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
}

const GUIDE = '/guide/dashboard-embedding--generating-an-authorization-token';

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [320, 390, 1440]) {
    test(`${scheme} at ${width} px: one logo, the theme's, and the search in view before hydration`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: scheme });
      await beforeScripts(page, GUIDE);
      const header = page.getByRole('navigation', { name: 'Main' });
      expect(await shownLogos(page)).toEqual([scheme]);
      const search = await header.locator('.navbar__search').boundingBox();
      expect(search, 'the search box is laid out').not.toBeNull();
      expect(search!.x + search!.width, 'the search stays inside the window').toBeLessThanOrEqual(width);
    });
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test(`${scheme}: the page requests no logo file, and shows its theme's logo once hydrated`, async ({
    page,
  }) => {
    const logos: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (/\/logo-(light|dark)\.svg$/.test(path)) logos.push(path);
    });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(GUIDE, { waitUntil: 'load' });
    await waitForHydration(page);
    expect(await shownLogos(page)).toEqual([scheme]);
    expect(logos).toEqual([]);
  });
}

test('dark mode: code blocks are dark before hydration (the cURL sample too)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await beforeScripts(page, GUIDE);
  const blocks = page.locator('pre.prism-code');
  expect(await blocks.count()).toBeGreaterThan(0);
  await expect(page.locator('pre.language-bash', { hasText: 'curl' }).first()).toBeAttached();
  // vsDark's background, and its colour for a keyword and a string (vsLight's are white, blue and dark red).
  const colours = await blocks.evaluateAll((pres) =>
    pres.map((pre) => ({
      background: getComputedStyle(pre).backgroundColor,
      frame: getComputedStyle(pre.closest('.theme-code-block')!).getPropertyValue('--prism-background-color'),
      string:
        pre.querySelector('.token.string') && getComputedStyle(pre.querySelector('.token.string')!).color,
    })),
  );
  for (const c of colours) {
    expect(c.background).toBe('rgb(30, 30, 30)');
    expect(c.frame.trim().toLowerCase()).toBe('#1e1e1e');
    if (c.string) expect(c.string).toBe('rgb(206, 145, 120)');
  }
});

test('light mode before hydration keeps the light code colours', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await beforeScripts(page, GUIDE);
  const backgrounds = await page
    .locator('pre.prism-code')
    .evaluateAll((pres) => [...new Set(pres.map((pre) => getComputedStyle(pre).backgroundColor))]);
  expect(backgrounds).toEqual(['rgb(255, 255, 255)']);
});

test('a phone held sideways (844 x 390): banner and header leave room for a 298 px chart', async ({
  page,
}) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto('/flex/charts/bar-chart');
  // At the top of the page, the banner and the sticky header above the content.
  const header = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  expect(header).not.toBeNull();
  expect(390 - (header!.y + header!.height), 'height left under banner and header').toBeGreaterThanOrEqual(
    298,
  );
  // Scrolled: only the header stays.
  await page.mouse.wheel(0, 600);
  await expect
    .poll(async () => (await page.getByRole('navigation', { name: 'Main' }).boundingBox())?.y)
    .toBe(0);
  const scrolled = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  expect(scrolled!.height).toBeLessThanOrEqual(48);
});
