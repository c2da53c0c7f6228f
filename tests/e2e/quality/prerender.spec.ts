import { test, expect } from '../support/fixtures';

/**
 * The prerendered HTML holds every part of a page where it belongs: readers without JavaScript, the site
 * search (its index is built from these files: a page's title is its article's <h1>) and Copy page read it as
 * it is. React's streaming renderer moves a finished Suspense boundary that comes after 12.8 KB of HTML into a
 * hidden <div> at the end of <body>, for an inline script to put back; the build turns that off
 * (patches/@docusaurus+core). Code blocks and an API page's whole content are such boundaries.
 */
const PAGES = [
  { url: '/guide/api--introduction', inArticle: ['pre.prism-code'] },
  { url: '/api/createAccount', inArticle: ['.openapi-schema__property', 'pre.prism-code'] },
  { url: '/api/getData', inArticle: ['.openapi-schema__property'] },
];

// What a reader without JavaScript, or a crawler, gets: the HTML as the server sent it.
test.use({ javaScriptEnabled: false });

for (const { url, inArticle } of PAGES) {
  test(`${url}: the prerendered HTML has its content in place, none moved out for a script`, async ({
    page,
  }) => {
    const html = await (await page.request.get(url)).text();
    expect(html, 'a boundary moved to the end of <body>').not.toMatch(/<div hidden id="?S:/);
    await page.goto(url);
    await expect(page.locator('article h1')).toBeVisible();
    // In place, not necessarily shown: a response example can sit in a tab not selected yet.
    for (const selector of inArticle) {
      await expect(page.locator(`article ${selector}`).first(), `${selector} in the article`).toBeAttached();
    }
  });
}
