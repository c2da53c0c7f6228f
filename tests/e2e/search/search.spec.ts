import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { PRIORITY_PAGES } from '../../../plugins/search/client/priority';
import { test, expect } from '../support/fixtures';
import {
  holdIndex,
  noResults,
  panelStatus,
  results,
  search,
  searchBox,
  shownGroups,
  useFixtureIndex,
  type FixturePage,
} from './helpers';

/** Production app config: Academy and Blog links in the no-results panel come from it. */
const appConfig = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../../static/config/config.json'), 'utf8'),
) as {
  links: { academy: string; blog: string };
};

const PAGE = '/guide/api--introduction';
/** A query the real index answers (every chart type has a page titled "... chart"). */
const REAL_QUERY = 'bar chart';
const NOTHING = 'zzqxv qqqjjj';

const analytics = (page: Page) =>
  page.evaluate(() =>
    (window.__docsAnalytics ?? []).filter((e) => e.event === 'docs-search').map((e) => e.payload),
  );

test.describe('search panel states', () => {
  test('stays closed with an empty query and opens on typing', async ({ page, pageErrors }) => {
    await page.goto(PAGE);
    const box = await searchBox(page);
    await box.click();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(panelStatus(page)).toHaveCount(0);
    await box.pressSequentially('bar');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(results(page)).toBeVisible();
    await box.fill('');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(results(page)).toHaveCount(0);
    expect(pageErrors.errors).toEqual([]);
  });

  test('says the index is loading and that it is searching, then shows the results', async ({
    page,
    context,
  }) => {
    const index = await holdIndex(context);
    await page.goto(PAGE);
    const box = await searchBox(page);
    await box.click();
    await box.fill(REAL_QUERY);
    await expect(panelStatus(page)).toHaveText('Searching...');
    await expect(page.getByText('Loading search index...')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    index.release();
    await expect(
      results(page)
        .getByRole('option', { name: /Bar chart/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByText('Loading search index...')).toHaveCount(0);
    await expect(page.getByText('Searching...')).toHaveCount(0);
  });

  test('offline at first use: says search is unavailable, then finds once the network is back', async ({
    page,
    context,
    pageErrors,
  }) => {
    pageErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource/, 'the test cuts the network');
    await page.goto(PAGE);
    await expect(page.locator('[data-search-ready="true"]')).toBeAttached();
    // Before any interest in the box: neither the query code (its own chunk) nor the index has loaded.
    await context.setOffline(true);
    const box = await searchBox(page);
    await box.click();
    await box.fill(REAL_QUERY);
    await expect(panelStatus(page)).toHaveText('Search is unavailable right now.');
    await context.setOffline(false);
    await box.fill('');
    await box.fill(REAL_QUERY);
    await expect(
      results(page)
        .getByRole('option', { name: /Bar chart/ })
        .first(),
    ).toBeVisible();
  });

  test('finds nothing: says so and suggests where to go', async ({ page }) => {
    const box = await search(page, NOTHING, PAGE);
    await expect(noResults(page)).toBeVisible();
    await expect(box).toHaveValue(NOTHING);
    const links = page.getByRole('navigation', { name: 'Suggested pages' }).getByRole('link');
    await expect(links).toHaveText([
      'API reference',
      'Dashboard embedding',
      'Interacting with data',
      'Plugin api',
      'Academy',
      'Blog',
    ]);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual([
      '/guide/api--introduction',
      '/guide/dashboard-embedding--intro',
      '/guide/interacting-with-data--intro',
      '/guide/plugin--introduction',
      appConfig.links.academy,
      appConfig.links.blog,
    ]);
    await links.first().click();
    await expect(page).toHaveURL(/\/guide\/api--introduction$/);
    await expect(noResults(page)).toHaveCount(0);
  });

  test('shows results for the real index and opens the picked page with the terms highlighted', async ({
    page,
  }) => {
    await search(page, REAL_QUERY, PAGE);
    const option = results(page).getByRole('option', { name: /^Bar chart/ });
    await expect(option).toBeVisible();
    await expect(option).toHaveAttribute('href', '/flex/charts/bar-chart');
    await option.click();
    await expect(page).toHaveURL(/\/flex\/charts\/bar-chart\?_highlight=bar&_highlight=chart$/);
    await expect(results(page)).toHaveCount(0);
    await expect(page.locator('main mark, article mark').first()).toBeVisible();
  });
});

test.describe('grouping and ordering', () => {
  /** A guide listed in plugins/search/client/priority.ts: it leads its area whenever it matches. */
  const priorityGuide = PRIORITY_PAGES.find((url) => url.startsWith('/guide/'))!;
  const notes = [{ title: 'Widget notes', hash: '#notes' }];
  // Pages named "widget" match strongly; pages with only a "Widget notes" heading match weakly (same score
  // each), listed here in anything but title order.
  const pages: FixturePage[] = [
    { url: '/guide/zebra', title: 'Zebra', headings: notes },
    { url: '/api/createWidget', title: 'Create widget' },
    { url: '/guide/widget-guide', title: 'Widget guide' },
    { url: '/guide/legacy', title: 'Legacy widget' },
    { url: '/guide/mike', title: 'Mike', headings: notes },
    { url: '/guide/alpha', title: 'Alpha', headings: notes },
    { url: priorityGuide, title: 'Embedding intro', headings: notes },
    { url: '/flex/charts/widget-chart', title: 'Widget chart' },
    { url: '/api/oldWidget', title: 'Old widget operation' },
    {
      url: '/dashboard-schema',
      title: 'Dashboard schema',
      headings: [{ title: 'Widget items', hash: '#items' }],
    },
  ];

  test.beforeAll(() => {
    // Only that one guide may be a listed priority page, or the expected order below would not hold.
    const guides = pages.filter((p) => p.url.startsWith('/guide/'));
    expect(guides.filter((p) => PRIORITY_PAGES.includes(p.url)).map((p) => p.url)).toEqual([priorityGuide]);
  });

  test('groups by area; priority pages first, then by title, deprecated last and marked', async ({
    page,
    context,
  }) => {
    await useFixtureIndex(context, pages, ['/guide/legacy', '/api/oldWidget']);
    await search(page, 'widget', PAGE);
    await expect(results(page)).toBeVisible();
    const groups = await shownGroups(page);
    expect(Object.fromEntries(groups)).toEqual({
      // Strong match, listed priority page, then the weak matches by title, then the deprecated page.
      Guides: ['Widget guide', 'Embedding intro', 'Alpha', 'Mike', 'Zebra', 'Legacy widget'],
      'Core Api Reference': ['Create widget', 'Old widget operation'],
      Flex: ['Widget chart'],
      'Dashboard/Chart schema': ['Dashboard schema'],
    });
    const legacy = results(page).getByRole('option', { name: /Legacy widget/ });
    await expect(legacy).toContainText('Deprecated');
    await expect(legacy).toHaveAttribute('data-deprecated', 'true');
    await expect(results(page).getByRole('option', { name: /Old widget operation/ })).toContainText(
      'Deprecated',
    );
    await expect(results(page).getByRole('option', { name: /Widget guide/ })).not.toContainText('Deprecated');
    // The visible group headings name the areas.
    for (const [label] of groups) await expect(results(page).getByText(label, { exact: true })).toBeVisible();
  });

  test('points at the matching heading and tells same-title pages apart by breadcrumb', async ({
    page,
    context,
  }) => {
    await useFixtureIndex(context, [
      {
        url: '/guide/same-title-one',
        title: 'Introduction',
        headings: [{ title: 'Widget limits', hash: '#limits' }],
      },
      {
        url: '/guide/same-title-two',
        title: 'Introduction',
        headings: [{ title: 'Widget data', hash: '#data' }],
      },
      {
        url: '/dashboard-schema',
        title: 'Dashboard schema',
        headings: [{ title: 'Widget items', hash: '#items' }],
      },
    ]);
    await search(page, 'widget', PAGE);
    const intros = results(page).getByRole('option', { name: /^Introduction/ });
    await expect(intros).toHaveCount(2);
    const hrefs = await intros.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs.sort()).toEqual(['/guide/same-title-one#limits', '/guide/same-title-two#data']);
    await expect(results(page).getByRole('option', { name: /^Introduction › Widget limits/ })).toBeVisible();
    // Pages outside the navigation show their path as the breadcrumb.
    const crumbs = await intros.evaluateAll((els) =>
      els.map((el) => el.querySelector('[id$="-crumb"]')?.textContent ?? ''),
    );
    expect(crumbs.sort()).toEqual(['/guide/same-title-one', '/guide/same-title-two']);
    await expect(
      results(page).getByRole('option', { name: /Dashboard schema › Widget items/ }),
    ).toHaveAttribute('href', '/dashboard-schema#items');
  });
});

test.describe('why a result matched', () => {
  /** The snippet under an option (its description names it), and the option's page as a reader sees it. */
  const snippetOf = (option: Locator) => option.locator('[id$="-snippet"]');
  const pageText = async (context: BrowserContext, href: string) => {
    const other = await context.newPage();
    await other.goto(href.split('#')[0]!);
    const text = await other.locator('article').first().innerText();
    await other.close();
    return text.replace(/\s+/g, ' ');
  };

  test("shows the page's sentence that matched, the query's words in <mark>", async ({ page, context }) => {
    // A query phrased differently from the page: "tenants" and "databases" are found as "tenant", "database".
    await search(page, 'databases per tenants', PAGE);
    const option = results(page).getByRole('option').first();
    await expect(option).toHaveAttribute('data-title', 'Handling multi-tenant data');
    const snippet = snippetOf(option);
    await expect(snippet).toBeVisible();
    const marked = (await snippet.locator('mark').allTextContents()).map((t) => t.toLowerCase());
    expect(marked).toEqual(expect.arrayContaining(['database', 'tenant']));
    // Taken from the page itself: the snippet (without its ellipses) is a passage of the page's text.
    const text = (await snippet.textContent())!.replace(/…/g, '').trim();
    expect(text.length).toBeGreaterThan(40);
    expect(await pageText(context, (await option.getAttribute('href'))!)).toContain(text);
  });

  test('a result matched by its title alone shows the page description', async ({ page, context }) => {
    // "History" is in this page's title only (not in its headings, text or description).
    await search(page, 'history', PAGE);
    const option = results(page).getByRole('option', { name: 'Plugin protocol version history' });
    await expect(option).toHaveAttribute('data-type', 'title');
    const other = await context.newPage();
    await other.goto((await option.getAttribute('href'))!);
    const description = await other.locator('meta[name="description"]').getAttribute('content');
    await other.close();
    expect(description).toBeTruthy();
    await expect(snippetOf(option)).toHaveText(description!);
  });

  test('"row level security" finds the multi-tenant guide, whose subject it is, in the top 3', async ({
    page,
  }) => {
    await search(page, 'row level security', PAGE);
    await expect(results(page)).toBeVisible();
    const top = await results(page)
      .getByRole('option')
      .evaluateAll((els) => els.slice(0, 3).map((el) => el.getAttribute('data-title')));
    expect(top).toContain('Handling multi-tenant data');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`options are named by their title, described by version, breadcrumb and snippet; axe clean (${theme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(`${PAGE}?docusaurus-theme=${theme}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const box = await search(page, 'switch database per tenant');
      const option = results(page).getByRole('option').first();
      await expect(snippetOf(option)).toBeVisible();
      await box.press('ArrowDown');
      const title = (await option.locator('[id$="-title"]').textContent())!;
      await expect(option).toHaveAccessibleName(title);
      const version = (await option.locator('[id$="-version"]').textContent())!;
      const crumb = (await option.locator('[id$="-crumb"]').textContent())!;
      const snippet = (await snippetOf(option).textContent())!;
      await expect(option).toHaveAccessibleDescription(`${version} ${crumb} ${snippet}`);
      const axe = await new AxeBuilder({ page }).include('.navbar__search').analyze();
      expect(axe.violations).toEqual([]);
    });
  }

  test('at 320px the results fit the screen and each snippet takes at most two lines @small', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(PAGE);
    await page.locator('.navbar__search').getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await box.fill('embed token filters');
    const snippets = results(page).locator('[id$="-snippet"]');
    await expect(snippets.first()).toBeVisible();
    const panel = page.locator('.navbar__search [data-phase]');
    expect(await panel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const snippet of await snippets.all()) {
      const { right, height, lineHeight } = await snippet.evaluate((el) => ({
        right: el.getBoundingClientRect().right,
        height: el.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(el).lineHeight),
      }));
      expect(right).toBeLessThanOrEqual(320);
      expect(height).toBeLessThanOrEqual(2 * lineHeight + 1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe('docs versions', () => {
  /** An older docs version, if the build has one: it has its own index next to its pages. */
  const buildDir = path.join(__dirname, '../../../build');
  const older = fs.existsSync(path.join(buildDir, 'guide'))
    ? fs
        .readdirSync(path.join(buildDir, 'guide'), { withFileTypes: true })
        .find(
          (d) => d.isDirectory() && fs.existsSync(path.join(buildDir, 'guide', d.name, 'search-index.json')),
        )?.name
    : undefined;

  test('searches the version being read', async ({ page }) => {
    test.skip(!older, 'the site has a single docs version');
    const firstPage = fs
      .readdirSync(path.join(buildDir, 'guide', older!))
      .find((f) => f.endsWith('.html'))!
      .replace(/\.html$/, '');
    const indexRequests: string[] = [];
    page.context().on('request', (r) => {
      if (r.url().includes('search-index')) indexRequests.push(new URL(r.url()).pathname);
    });
    await page.goto(`/guide/${older}/${firstPage}`);
    const box = await searchBox(page);
    await box.click();
    await box.fill('guide');
    await expect(noResults(page).or(results(page))).toBeVisible();
    // Its manifest, then the pieces beside it, and nothing of the current version's index.
    expect(indexRequests[0]).toBe(`/guide/${older}/search-index.json`);
    for (const file of indexRequests) expect(file.startsWith(`/guide/${older}/search-index`)).toBe(true);
    const guideLinks = await results(page)
      .getByRole('option')
      .evaluateAll((els) =>
        els.map((el) => el.getAttribute('href') ?? '').filter((h) => h.startsWith('/guide/')),
      )
      .catch(() => []);
    for (const href of guideLinks) expect(href.startsWith(`/guide/${older}/`)).toBe(true);
  });
});

test('/search is not a page of its own: it shows the home page, like any unknown path', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/search?q=bar%20chart');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const home = await page.request.get('/');
  const homeTitle = /<h1[^>]*>(.*?)<\/h1>/s.exec(await home.text())?.[1]?.replace(/<[^>]+>/g, '');
  await expect(page.locator('h1').first()).toHaveText(homeTitle!);
  expect(pageErrors.errors).toEqual([]);
});

test.describe('closing the panel', () => {
  test('Escape closes it and keeps the query; focusing again reopens it', async ({ page }) => {
    const box = await search(page, REAL_QUERY, PAGE);
    await expect(results(page)).toBeVisible();
    await box.press('Escape');
    await expect(results(page)).toHaveCount(0);
    await expect(box).toHaveValue(REAL_QUERY);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await page.locator('h1').first().click();
    await box.click();
    await expect(results(page)).toBeVisible();
  });

  test('the close button closes it and clears the query', async ({ page }) => {
    const box = await search(page, REAL_QUERY, PAGE);
    await expect(results(page)).toBeVisible();
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(results(page)).toHaveCount(0);
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
  });

  test('a click outside closes it', async ({ page }) => {
    const box = await search(page, REAL_QUERY, PAGE);
    await expect(results(page)).toBeVisible();
    // Somewhere on the page's text, clear of the panel.
    const heading = (await page.locator('h1').first().boundingBox())!;
    const panel = (await results(page).boundingBox())!;
    const point = { x: heading.x + 4, y: heading.y + heading.height / 2 };
    expect(point.x < panel.x || point.y > panel.y + panel.height).toBe(true);
    await page.mouse.click(point.x, point.y);
    await expect(results(page)).toHaveCount(0);
    await expect(box).toHaveValue(REAL_QUERY);
  });

  test('a click inside the panel does not close it', async ({ page }) => {
    await search(page, NOTHING, PAGE);
    await expect(noResults(page)).toBeVisible();
    await noResults(page).click();
    await expect(noResults(page)).toBeVisible();
  });

  test('picking a result closes it and opens the page', async ({ page }) => {
    await search(page, REAL_QUERY, PAGE);
    await results(page)
      .getByRole('option', { name: /^Bar chart/ })
      .click();
    await expect(page).toHaveURL(/\/flex\/charts\/bar-chart/);
    await expect(results(page)).toHaveCount(0);
  });
});

test.describe('keyboard', () => {
  test('"/" focuses the search box from anywhere on the page', async ({ page }) => {
    await page.goto(PAGE);
    const box = await searchBox(page);
    await page.locator('h1').first().click();
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
    await page.keyboard.type('bar');
    await expect(box).toHaveValue('bar');
    await expect(results(page)).toBeVisible();
  });

  for (const field of ['input', 'textarea', 'contenteditable'] as const) {
    test(`"/" types normally while writing in another ${field}`, async ({ page }) => {
      await page.goto(PAGE);
      const box = await searchBox(page);
      // A field of the page's own (a playground editor, a form): '/' belongs to it there.
      await page.evaluate((kind) => {
        const el = kind === 'contenteditable' ? document.createElement('div') : document.createElement(kind);
        if (kind === 'contenteditable') el.setAttribute('contenteditable', 'true');
        el.style.minHeight = '2em';
        el.style.minWidth = '10em';
        el.id = 'other-field';
        el.setAttribute('aria-label', 'Other field');
        document.querySelector('article, main')!.prepend(el);
      }, field);
      const other = page.locator('#other-field');
      await other.click();
      await page.keyboard.type('a/b');
      await expect(other).toBeFocused();
      await expect(box).not.toBeFocused();
      await expect(box).toHaveValue('');
      const text = field === 'contenteditable' ? await other.textContent() : await other.inputValue();
      expect(text).toBe('a/b');
    });
  }

  test('arrow keys move through the results and Enter opens the active one', async ({ page, context }) => {
    await useFixtureIndex(context, [
      { url: '/flex/charts/pie-chart', title: 'Pie chart' },
      { url: '/flex/charts/area-chart', title: 'Area chart' },
      { url: '/flex/charts/line-chart', title: 'Line chart' },
    ]);
    const box = await search(page, 'chart', PAGE);
    const options = results(page).getByRole('option');
    await expect(options).toHaveCount(3);
    const shown = await options.evaluateAll((els) => els.map((el) => el.getAttribute('data-title')));
    const activeTitle = async () => {
      const id = await box.getAttribute('aria-activedescendant');
      return id ? page.locator(`[id="${id}"]`).getAttribute('data-title') : null;
    };
    // The first result is active as soon as results show: Enter alone opens the top result.
    await expect.poll(activeTitle).toBe(shown[0]);
    await box.press('ArrowDown');
    await expect.poll(activeTitle).toBe(shown[1]);
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect.poll(activeTitle).toBe(shown[0]);
    await box.press('ArrowUp');
    await expect.poll(activeTitle).toBe(shown[2]);
    await box.press('ArrowUp');
    await expect.poll(activeTitle).toBe(shown[1]);
    const target = await options.nth(1).getAttribute('href');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}(\\?|$)`));
    await expect(results(page)).toHaveCount(0);
  });
});

test.describe('analytics', () => {
  test('sends each settled query as a docs-search event', async ({ page }) => {
    const box = await search(page, REAL_QUERY, PAGE);
    await expect(results(page)).toBeVisible();
    await expect
      .poll(() => analytics(page))
      .toEqual([expect.objectContaining({ query: REAL_QUERY, results: expect.any(Number) })]);
    const [first] = await analytics(page);
    expect(first?.results).toBeGreaterThan(0);
    await box.fill(NOTHING);
    await expect(noResults(page)).toBeVisible();
    await expect.poll(async () => (await analytics(page)).at(-1)).toEqual({ query: NOTHING, results: 0 });
  });

  test('a query followed at once by picking a result is sent right away, once', async ({ page }) => {
    await search(page, REAL_QUERY, PAGE);
    await results(page)
      .getByRole('option', { name: /^Bar chart/ })
      .click();
    await expect(page).toHaveURL(/bar-chart/);
    // No waiting for the query to settle: picking sends it (with the picked page, unless it was already sent).
    expect(await analytics(page)).toEqual([expect.objectContaining({ query: REAL_QUERY })]);
    await page.waitForTimeout(1000);
    expect(await analytics(page)).toHaveLength(1);
  });
});

test.describe('any input is safe', () => {
  const inputs = [
    ['regex characters', '(a+)+$ [x-] \\d{2,} .*? ^| / \\'],
    ['lunr syntax', '*** ~2 ^10 title:bar +chart -bar'],
    ['HTML', '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><b>bold</b>'],
    ['emoji', '📊 chart 👩‍💻'],
    ['other scripts', 'ダッシュボード 仪表板 تصدير Диаграмма'],
    ['quotes and entities', `"bar" 'chart' &amp; &lt;b&gt;`],
  ] as const;

  for (const [name, text] of inputs) {
    test(`${name} neither breaks the panel nor injects anything`, async ({ page, pageErrors }) => {
      const box = await search(page, text, PAGE);
      await expect(box).toHaveValue(text);
      await expect(noResults(page).or(results(page))).toBeVisible();
      await expect(page.getByText('Searching...')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      await expect(
        page.locator('.navbar__search img, .navbar__search script, .navbar__search b'),
      ).toHaveCount(0);
      // Still works afterwards.
      await box.fill('bar');
      await expect(results(page).getByRole('option', { name: /^Bar chart/ })).toBeVisible();
      expect(pageErrors.errors).toEqual([]);
    });
  }

  test('very long text is capped and still answered', async ({ page }) => {
    const box = await search(page, 'bar chart '.repeat(600), PAGE);
    expect((await box.inputValue()).length).toBe(200);
    await expect(noResults(page).or(results(page))).toBeVisible();
    await expect(page.getByText('Searching...')).toHaveCount(0);
  });
});

test.describe('accessibility and layout', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the open panel has no accessibility violations (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(`${PAGE}?docusaurus-theme=${theme}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const box = await search(page, REAL_QUERY);
      await expect(results(page)).toBeVisible();
      await box.press('ArrowDown');
      const withResults = await new AxeBuilder({ page }).include('.navbar__search').analyze();
      expect(withResults.violations).toEqual([]);
      await box.fill(NOTHING);
      await expect(noResults(page)).toBeVisible();
      const withNothing = await new AxeBuilder({ page }).include('.navbar__search').analyze();
      expect(withNothing.violations).toEqual([]);
    });
  }

  test('a long result list scrolls and can be reached from the keyboard', async ({ page, context }) => {
    await useFixtureIndex(
      context,
      Array.from({ length: 10 }, (_, i) => ({ url: `/guide/widget-${i}`, title: `Widget page ${i}` })),
    );
    await page.setViewportSize({ width: 1280, height: 520 });
    const box = await search(page, 'widget', PAGE);
    await expect(results(page).getByRole('option')).toHaveCount(10);
    const panel = page.locator('.navbar__search [data-phase]');
    expect(await panel.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    const axe = await new AxeBuilder({ page }).include('.navbar__search').analyze();
    expect(axe.violations).toEqual([]);
    // Arrow keys keep the active option in view.
    for (let i = 0; i < 9; i += 1) await box.press('ArrowDown');
    await expect(results(page).getByRole('option').nth(9)).toBeInViewport();
    // Tab moves on to the close button, then into the panel (to scroll it); Escape closes it and returns.
    await box.press('Tab');
    await expect(page.getByRole('button', { name: 'Close search' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel).toBeFocused();
    await expect(results(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(results(page)).toHaveCount(0);
    await expect(box).toBeFocused();
  });

  test('the input is labelled, wired to the listbox and shows its focus', async ({ page }) => {
    const box = await search(page, REAL_QUERY, PAGE);
    await expect(box).toHaveAttribute('aria-controls', (await results(page).getAttribute('id'))!);
    await expect(box).toHaveAttribute('aria-autocomplete', 'list');
    const outline = await box.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
  });

  test('fits a ~280px header slot on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PAGE);
    const box = await searchBox(page);
    const width = (await page.locator('.navbar__search').boundingBox())!.width;
    expect(width).toBeLessThanOrEqual(281);
    expect(width).toBeGreaterThan(150);
    await box.click();
    await box.fill(REAL_QUERY);
    const panel = (await results(page).boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(1280);
  });

  test('collapses to a button below 992px and opens over the header @small', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(PAGE);
    const toggle = page.locator('.navbar__search').getByRole('button', { name: 'Search', exact: true });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search the documentation' })).toBeHidden();
    await toggle.click();
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    await box.fill(REAL_QUERY);
    await expect(results(page)).toBeVisible();
    const panel = (await results(page).boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(400);
    await box.press('Escape');
    await expect(results(page)).toHaveCount(0);
    await box.press('Escape');
    await expect(box).toBeHidden();
    await expect(toggle).toBeVisible();
    // '/' works there too.
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
  });
});

test('a piece of the index that fails to load: search says it is unavailable, and the next query finds', async ({
  page,
  context,
  pageErrors,
}) => {
  pageErrors.allow(/Failed to load resource/, 'the test makes a piece of the index fail');
  // The hashed pieces only: the manifest arrives, the first postings piece asked for fails once.
  let failed = 0;
  await context.route(/\/search-index\.[0-9a-f]{10}\.json$/, (route) =>
    failed++ === 0 ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
  );
  const box = await search(page, REAL_QUERY, PAGE);
  await expect(panelStatus(page)).toHaveText('Search is unavailable right now.');
  expect(failed).toBeGreaterThan(0);
  await box.fill('');
  await box.fill(REAL_QUERY);
  await expect(
    results(page)
      .getByRole('option', { name: /Bar chart/ })
      .first(),
  ).toBeVisible();
});
