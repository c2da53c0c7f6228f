import { test, expect, sharedPageTest, openInApp } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { DOCS_DIR, readDocs } from '../../unit/guides/doc-files';

/** Clicks before React hydrates are lost; Docusaurus marks <html> once it has hydrated. */
async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

const pages = readDocs(DOCS_DIR).map((d) => ({ id: d.id, title: String(d.frontMatter.title) }));

/**
 * Every guide renders its own title with no console error. The pages share one browser page per worker and
 * are reached by client-side route changes, as a reader moving through the guides does; the crawl
 * (shell/crawl.spec.ts) opens each of them with a full load, so server rendering is checked there.
 */
test.describe('guide pages', () => {
  for (const { id, title } of pages) {
    sharedPageTest(`/guide/${id} renders its title`, async ({ sharedPage: page, pageErrors }) => {
      await openInApp(page, `/guide/${id}`);
      await expect(page).toHaveURL(new RegExp(`/guide/${id}$`));
      await expect(page.locator('article h1')).toHaveText(title);
      expect(pageErrors.errors).toEqual([]);
    });
  }
});

test('breadcrumbs show where a guide sits in the sidebar, on a full load and after an in-app navigation', async ({
  page,
  pageErrors,
}) => {
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('.breadcrumbs__item');
  await gotoHydrated(page, '/guide/api--introduction');
  await expect(crumbs).toHaveText(['', 'API reference', 'Core API', 'Introduction']);
  await openInApp(page, '/guide/dashboard-embedding--generating-an-authorization-token');
  await expect(crumbs).toHaveText(['', 'Embedding', 'Generating an authorization token']);
  expect(pageErrors.errors).toEqual([]);
});

test('a guide page has an edit link, a last-updated date, a table of contents and copy buttons', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/guide/embedding--quick-start');
  await expect(page.getByRole('link', { name: /edit this page/i })).toHaveAttribute(
    'href',
    /developer-docs\/edit\/main\/docs\/embedding--quick-start\.mdx$/,
  );
  await expect(page.getByText(/last updated/i).first()).toBeVisible();
  await expect(
    page.locator('.table-of-contents a', { hasText: 'Step 3: request an embed token' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /copy code/i }).first()).toBeAttached();
  void pageErrors;
});

// Each font face a page uses is looked up and loaded during its first layout: the frame's own text (header, banner,
// breadcrumbs, footer, the last-updated line) uses the regular and bold faces only. A writer's emphasis in the
// content may still be italic (issue 51).
test('the frame of a guide page sets no italic text, so a first layout loads no italic face', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/guide/dashboard-embedding--intro');
  await expect(page.getByText(/last updated/i).first()).toBeAttached();
  const italic = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((el) => !el.closest('.markdown'))
      .filter((el) =>
        Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
      )
      .filter((el) => getComputedStyle(el).fontStyle !== 'normal')
      .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.trim().slice(0, 40)}`),
  );
  expect(italic).toEqual([]);
  void pageErrors;
});

test('the framework tab choice is remembered across pages', async ({ page, pageErrors }) => {
  await gotoHydrated(page, '/guide/embedding--quick-start');
  const frameworkTabs = page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: 'Angular' }) });
  await frameworkTabs.first().getByRole('tab', { name: 'Vue' }).click();
  // Docusaurus stores a Tabs groupId choice as docusaurus.tab.<groupId>; with future.v4 the key gets a
  // per-site suffix (storage namespacing), e.g. docusaurus.tab.framework-45b.
  const stored = await page.evaluate(() =>
    Object.entries(localStorage).filter(([key]) => /^docusaurus\.tab\.framework(-\w+)?$/.test(key)),
  );
  expect(stored.map(([, value]) => value)).toEqual(['vue']);

  await page.goto('/guide/interacting-with-data--filters');
  await expect(page.getByRole('tab', { name: 'Vue' }).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('includeGermany.value ?').first()).toBeVisible();
  void pageErrors;
});

test('the server language tab choice is remembered across pages', async ({ page, pageErrors }) => {
  await gotoHydrated(page, '/guide/dashboard-embedding--generating-an-authorization-token');
  await page.getByRole('tab', { name: 'Python' }).first().click();

  await page.goto('/guide/guides--pushing-data');
  await expect(page.getByRole('tab', { name: 'Python' }).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('def push_rows(rows):').first()).toBeVisible();
  void pageErrors;
});

test('the 2.x docs carry the unmaintained banner and link to the latest version', async ({
  page,
  pageErrors,
}) => {
  await gotoHydrated(page, '/guide/2.x/embedding--component-api-reference');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText(/no longer actively maintained/i);
  await expect(page.locator('article')).toContainText('filterContext');

  await banner.getByRole('link').click();
  await expect(page).toHaveURL(/\/guide\/embedding--component-api-reference$/);
  await expect(page.locator('article h1')).toHaveText('Embedding component API reference (combined)');
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  void pageErrors;
});

test('SDK samples are highlighted on first load and after an in-app navigation, without a hydration error', async ({
  page,
}) => {
  // PHP, Java, C# and bash load with the first code block that needs them (src/theme/CodeBlock), not with
  // every page. The page's own fixture fails the test on any console error, a hydration mismatch included.
  const phpVariable = (p: Page) => p.locator('pre.language-php .token.variable').first();
  await gotoHydrated(page, '/guide/api--introduction');
  await page.getByRole('tab', { name: 'PHP' }).first().click();
  await expect(phpVariable(page)).toBeVisible();
  // The server's highlighting was kept through hydration: the same tokens, now interactive.
  await expect(page.locator('pre.language-php .token').first()).toBeAttached();

  // A fresh visit to a page without SDK samples, then an in-app navigation to one.
  await gotoHydrated(page, '/');
  await page.evaluate(() => {
    window.history.pushState(null, '', '/guide/api--rate-limits');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // The new page's heading (the home page has a heading of its own): its tabs are rendered by then.
  await expect(page.locator('main h1')).toHaveText('Rate limits');
  const tab = page.getByRole('tab', { name: 'PHP' }).first();
  if (await tab.count()) await tab.click();
  await expect(phpVariable(page)).toBeVisible();
});

test('a page opened directly keeps the server highlighting; dark mode and a theme switch recolour every block', async ({
  page,
}) => {
  // src/theme/CodeBlock/Content: hydration keeps the prerendered lines instead of highlighting them again (that
  // the grammars are then not even loaded is checked in quality/budgets.spec.ts). Any change of theme must
  // still recolour every block.
  const php = page.locator('pre.language-php').first();
  const colours = () =>
    php.evaluate((pre) => ({
      background: getComputedStyle(pre).backgroundColor,
      variable: getComputedStyle(pre.querySelector('.token.variable')!).color,
    }));
  const notDark = () =>
    page
      .locator('pre.prism-code')
      .evaluateAll(
        (pres) => pres.filter((p) => getComputedStyle(p).backgroundColor !== 'rgb(30, 30, 30)').length,
      );
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoHydrated(page, '/guide/api--introduction');
  await page.getByRole('tab', { name: 'PHP' }).first().click();
  await expect(php.locator('.token.variable').first()).toBeVisible();
  const light = await colours();
  expect(light.background).toBe('rgb(255, 255, 255)');

  // Switching to dark recolours every block with the dark theme, PHP included (the dark theme's CSS,
  // plugins/page-weight/prism-on-demand/dark-css.ts: nothing is highlighted again).
  const button = page.getByRole('button', { name: /^Theme/ });
  await button.click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect.poll(() => colours()).not.toEqual(light);
  const dark = await colours();
  expect(dark.background).toBe('rgb(30, 30, 30)');
  await expect(php.locator('.token.variable').first()).toBeVisible();
  await expect.poll(notDark).toBe(0);

  // A first visit in dark mode: every block in dark colours, highlighted.
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('tab', { name: 'PHP' }).first().click();
  await expect.poll(() => colours()).toEqual(dark);
  await expect.poll(notDark).toBe(0);
});
