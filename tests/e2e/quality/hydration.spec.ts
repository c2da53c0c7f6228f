import { test, expect, waitForHydration } from '../support/fixtures';

/**
 * Hydration adopts the prerendered page instead of building parts of it again. Theme components used to key
 * code blocks and tab groups on "is this the browser" (src/theme/CodeBlock, the OpenAPI theme patch), so React
 * threw the server's panels away right after hydrating and re-created them: every code sample highlighted a
 * second time, an API page's whole request and response schema rebuilt, the main cost of a first visit on a
 * phone. The HTML is marked on its way to the browser; an element React re-created has lost the mark.
 */
const PAGES = [
  { url: '/guide/api--introduction', marked: 'pre.prism-code' },
  { url: '/api/createDashboard', marked: '.openapi-schema__property' },
  { url: '/api/createDashboard', marked: '.openapi-right-panel__container pre.prism-code' },
];

for (const { url, marked } of PAGES) {
  test(`${url}: the prerendered ${marked} elements are kept through hydration`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' }); // the theme the pages are prerendered in
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<pre /g, '<pre data-prerendered ')
        .replace(/class="?openapi-schema__property/g, (m) => `data-prerendered ${m}`);
      await route.fulfill({ response, body: html });
    });
    await page.goto(url);
    await waitForHydration(page);
    await page.waitForTimeout(1000); // past the effects that run right after hydration
    const all = await page.locator(marked).count();
    expect(all, `${marked} on ${url}`).toBeGreaterThan(0);
    await expect(page.locator(marked).and(page.locator('[data-prerendered]'))).toHaveCount(all);
  });
}

/**
 * A Suspense boundary in the server's HTML is hydrated on its own, after the page, and synchronously as soon
 * as the first update after hydration (the browser context, the colour mode) reaches it: one boundary per
 * code block, and on API pages the whole content, made a phone's longest task after loading (~200 ms at 4x
 * CPU for a guide). React writes each boundary as `<!--$-->`; the content of these pages must have none.
 */
for (const url of ['/guide/api--introduction', '/api/createAccount', '/flex/charts/bar-chart']) {
  test(`${url}: the prerendered content hydrates with the page, in no Suspense boundary of its own`, async ({
    page,
  }) => {
    const html = await (await page.request.get(url)).text();
    const article = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(article.length, 'the page has a <main>').toBeGreaterThan(1000);
    expect(article.match(/<!--\$-->/g) ?? [], 'Suspense boundaries in <main>').toHaveLength(0);
  });
}
