import { test, expect, waitForHydration, withoutBackgroundPreload } from '../support/fixtures';
import { DEFAULT_TITLE } from '../support/site';

// Preloading and first-load weight are what these tests are about: no Save-Data emulation (support/fixtures.ts).
test.use({ saveData: false });

test.describe('redirects', () => {
  test('/flex/charts opens the bar chart page', async ({ page, pageErrors: _ }) => {
    await page.goto('/flex/charts');
    await expect(page).toHaveURL(/\/flex\/charts\/bar-chart$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('/flex/examples opens the adaptive-charts example', async ({ page, pageErrors: _ }) => {
    await page.goto('/flex/examples');
    await expect(page).toHaveURL(/\/flex\/examples\/adaptive-charts$/);
  });

  test('an in-app link to /flex/charts lands on the bar chart page', async ({ page, pageErrors: _ }) => {
    await page.goto('/');
    await waitForHydration(page);
    // The router's own navigation goes through history: push + popstate, as a Link click does.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/flex/charts');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/flex\/charts\/bar-chart$/);
  });
});

test('the document title is the default docs title outside /api/ @small', async ({ page, pageErrors: _ }) => {
  for (const url of [
    '/',
    '/guide/dashboard-embedding--intro',
    '/flex/charts/bar-chart',
    '/dashboard-schema',
    '/nope',
  ]) {
    await page.goto(url);
    await expect(page).toHaveTitle(DEFAULT_TITLE);
  }
  // ...also after client-side navigation from a page with its own title.
  await page.goto('/');
  await page.getByRole('link', { name: /Embedding: getting started/ }).click();
  await expect(page).toHaveURL(/dashboard-embedding--intro/);
  await expect(page).toHaveTitle(DEFAULT_TITLE);
});

test('after navigation the page scrolls to the top', async ({ page, pageErrors: _ }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/');
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('link', { name: /Plugin API reference/ }).click();
  await expect(page).toHaveURL(/plugin--introduction/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a link with a #fragment scrolls to its heading instead of the top', async ({ page, pageErrors: _ }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/guide/api--introduction');
  const id = await page.locator('.markdown h2[id]').last().getAttribute('id');
  expect(id, 'the guide page needs a second-level heading').toBeTruthy();
  await page.goto('/');
  await waitForHydration(page);
  // Client-side navigation through the router (the link is not a React Link): push + popstate.
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/guide/api--introduction#${id}`);
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const top = await page.evaluate((i) => document.getElementById(i!)!.getBoundingClientRect().top, id);
  expect(top).toBeLessThan(250);
});

test('navigating to the URL you are on reloads its content', async ({ page, pageErrors: _ }) => {
  await page.goto('/');
  await waitForHydration(page);
  // Mark the rendered content: a remount replaces the DOM node, a no-op navigation keeps it.
  await page.evaluate(() => document.querySelector('main h1')!.setAttribute('data-marker', 'old'));
  await page
    .getByRole('navigation', { name: 'Documentation' })
    .getByRole('link', { name: 'Overview' })
    .click();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main h1[data-marker="old"]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('lazy sections are fetched in the background once the first page is idle', async ({
  browser,
  pageErrors,
}) => {
  // A route's chunks are the scripts a fresh visit executes (resource type "script"); Docusaurus's prefetches
  // of visible links are <link rel=prefetch> requests and don't count. The HTML itself names
  // only the shared bundles.
  const routeScripts = async (url: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    pageErrors.watch(page);
    // Never idle here, so the background preload doesn't mix other sections into this route's set.
    await withoutBackgroundPreload(page);
    const scripts = new Set<string>();
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.resourceType() === 'script' && path.startsWith('/assets/js/')) scripts.add(path);
    });
    await page.goto(url, { waitUntil: 'load' });
    await context.close();
    return scripts;
  };
  const home = await routeScripts('/');
  for (const section of ['/dashboard-schema', '/guide/dashboard-embedding--intro']) {
    const sectionOnly = [...(await routeScripts(section))].filter((c) => !home.has(c));
    expect(sectionOnly.length, section).toBeGreaterThan(0);
    const context = await browser.newContext();
    const page = await context.newPage();
    pageErrors.watch(page);
    const requested = new Set<string>();
    const executed = new Set<string>();
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      requested.add(path);
      if (r.resourceType() === 'script') executed.add(path);
    });
    await page.goto('/');
    // Fetched without any navigation, once the page is idle.
    await expect.poll(() => sectionOnly.filter((c) => !requested.has(c)), { timeout: 15_000 }).toEqual([]);
    // Only downloaded, by a worker (src/client/prefetch.worker.ts), never run on the home page: the first
    // page's main thread does no work for them.
    expect(
      sectionOnly.filter((c) => executed.has(c)),
      section,
    ).toEqual([]);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    // What was downloaded is what the section's page then uses: its files come from the HTTP cache (no bytes
    // transferred), which needs the hashed files to be served as immutable (scripts/security-headers.mjs).
    await page.goto(section);
    await waitForHydration(page);
    const transferred = await page.evaluate((files) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return files.map((file) => {
        const entry = entries.find((e) => new URL(e.name).pathname === file);
        return { file, transferSize: entry ? entry.transferSize : 'not loaded' };
      });
    }, sectionOnly);
    expect(
      transferred.filter((f) => f.transferSize !== 0),
      `${section}: files the preload downloaded, fetched again`,
    ).toEqual([]);
    await context.close();
  }
});

test('the code highlighter is fetched in the background too, so an in-app navigation shows highlighted code', async ({
  page,
}) => {
  // src/theme/CodeBlock loads prism-react-renderer only when a block must be highlighted in the browser, as
  // one opened by an in-app navigation is; the idle preload fetches its chunks (PRELOAD_CHUNKS) beforehand.
  const manifest = (await page.request.get('/preload-manifest.json').then((r) => r.json())) as Record<
    string,
    string[]
  >;
  const highlighter = manifest.highlighter ?? [];
  expect(highlighter.length, 'the manifest lists the highlighter chunk').toBeGreaterThan(0);
  const requested = new Set<string>();
  const executed = new Set<string>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    requested.add(path);
    if (r.resourceType() === 'script') executed.add(path);
  });
  await page.goto('/');
  await expect.poll(() => highlighter.filter((f) => !requested.has(f)), { timeout: 15_000 }).toEqual([]);
  expect(
    highlighter.filter((f) => executed.has(f)),
    'downloaded, not run, on the home page',
  ).toEqual([]);
  await waitForHydration(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/guide/api--introduction');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // Mounted by the navigation, not hydrated: highlighted once it comes near the viewport.
  await page.locator('pre.prism-code').first().scrollIntoViewIfNeeded();
  await expect(page.locator('pre.prism-code .token').first()).toBeVisible();
});

test("links in view are not prefetched: past the first idle period only the sections' preload downloads", async ({
  page,
  pageErrors: _,
}) => {
  // src/client/routing.ts turns off Docusaurus' prefetch of the links in view (each cost a look-up in the table
  // of every route, and requests for pages the reader may never open). The page's idle period comes when the
  // test says so.
  await page.addInitScript(() => {
    const waiting: (() => void)[] = [];
    Object.assign(window, {
      requestIdleCallback: (callback: () => void) => waiting.push(callback),
      runIdle: () => waiting.splice(0).forEach((callback) => callback()),
    });
  });
  // No section preload: any prefetch seen below would be a link's.
  let manifest = false;
  await page.route('**/preload-manifest.json', (route) => {
    manifest = true;
    return route.fulfill({ json: {} });
  });
  const prefetched: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.resourceType() === 'other' && path.endsWith('.js')) prefetched.push(path);
  });
  await page.goto('/guide/dashboard-embedding--intro', { waitUntil: 'load' });
  await waitForHydration(page);
  await expect(
    page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Quick start' }),
  ).toBeInViewport();
  await page.evaluate(() => (window as unknown as { runIdle: () => void }).runIdle());
  await expect.poll(() => manifest, { message: 'the idle period started the preload' }).toBe(true);
  await page.waitForTimeout(1500);
  expect(prefetched).toEqual([]);
});

test('the background preload is skipped when the browser asks to save data', async ({
  browser,
  pageErrors,
}) => {
  const manifestRequested = async (saveData: boolean) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    pageErrors.watch(page);
    await page.addInitScript((save) => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: save, effectiveType: '4g' } });
    }, saveData);
    let requested = false;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/preload-manifest.json') requested = true;
    });
    await page.goto('/', { waitUntil: 'load' });
    // Past the first idle period (its timeout is 4 s), when the preload starts.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 4000 })));
    await page.waitForTimeout(2000);
    await context.close();
    return requested;
  };
  expect(await manifestRequested(false), 'without Save-Data the preload runs').toBe(true);
  expect(await manifestRequested(true), 'with Save-Data nothing is fetched').toBe(false);
});

test('focusing a link loads its route before the click', async ({ page }) => {
  await withoutBackgroundPreload(page);
  await page.goto('/');
  await waitForHydration(page);
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  await page
    .getByTestId('release-banner')
    .getByRole('link', { name: /Learn more/ })
    .focus();
  await expect.poll(() => scripts.size, { timeout: 10_000 }).toBeGreaterThan(0);
});
