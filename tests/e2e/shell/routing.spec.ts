import {
  test,
  expect,
  notInHttpCache,
  preloaded,
  waitForHydration,
  withoutBackgroundPreload,
} from '../support/fixtures';
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
    const executed = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') executed.add(new URL(r.url()).pathname);
    });
    await page.goto('/');
    // In the HTTP cache without any navigation, once the page is idle.
    await preloaded(page, section);
    expect(await notInHttpCache(page, pageErrors, sectionOnly), `${section}: files not preloaded`).toEqual(
      [],
    );
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
    // Polled: some of them (the side navigation's tree) load after hydration.
    const transferred = () =>
      page.evaluate((files) => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return files.map((file) => {
          const entry = entries.find((e) => new URL(e.name).pathname === file);
          return { file, transferSize: entry ? entry.transferSize : 'not loaded' };
        });
      }, sectionOnly);
    await expect
      .poll(async () => (await transferred()).filter((f) => f.transferSize === 'not loaded'))
      .toEqual([]);
    expect(
      (await transferred()).filter((f) => f.transferSize !== 0),
      `${section}: files the preload downloaded, fetched again`,
    ).toEqual([]);
    await context.close();
  }
});

test('the code highlighter is fetched in the background too, so an in-app navigation shows highlighted code', async ({
  page,
  pageErrors,
}) => {
  // src/theme/CodeBlock loads prism-react-renderer only when a block must be highlighted in the browser, as
  // one opened by an in-app navigation is; the idle preload fetches its chunks (PRELOAD_CHUNKS) beforehand.
  const manifest = (await page.request.get('/preload-manifest.json').then((r) => r.json())) as Record<
    string,
    string[]
  >;
  const highlighter = manifest.highlighter ?? [];
  expect(highlighter.length, 'the manifest lists the highlighter chunk').toBeGreaterThan(0);
  const executed = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') executed.add(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await preloaded(page, 'highlighter');
  expect(await notInHttpCache(page, pageErrors, highlighter), 'highlighter files not preloaded').toEqual([]);
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
  pageErrors,
}) => {
  // src/client/routing.ts turns off Docusaurus' prefetch of the links in view (each cost a look-up in the table
  // of every route, and requests for pages the reader may never open). The page's idle period comes when the
  // test says so. The sections' preload runs in a SharedWorker, whose requests Playwright does not see: any
  // download seen below is the page's own.
  await page.addInitScript(() => {
    const waiting: (() => void)[] = [];
    Object.assign(window, {
      requestIdleCallback: (callback: () => void) => waiting.push(callback),
      runIdle: () => waiting.splice(0).forEach((callback) => callback()),
    });
  });
  const manifest = (await page.request.get('/preload-manifest.json').then((r) => r.json())) as Record<
    string,
    string[]
  >;
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
  // The schema page's files: another section's, which this page does not load itself.
  const schema = manifest['/dashboard-schema'] ?? [];
  expect(schema.length, 'the manifest lists the schema page').toBeGreaterThan(0);
  // Nothing preloaded before the idle period.
  expect(await page.evaluate(() => performance.getEntriesByName('docs:preloaded').length)).toBe(0);
  await page.evaluate(() => (window as unknown as { runIdle: () => void }).runIdle());
  await preloaded(page, '/dashboard-schema');
  expect(await notInHttpCache(page, pageErrors, schema), 'the idle period preloaded the schema page').toEqual(
    [],
  );
  await page.waitForTimeout(1500);
  expect(prefetched).toEqual([]);
});

test('a browser without SharedWorker preloads from a dedicated worker', async ({
  page,
  pageErrors,
  request,
}) => {
  // src/client/prefetch.ts: a SharedWorker keeps the downloads' bookkeeping off the page's main thread; a
  // browser without one (older Android WebViews) still gets the preload, from a dedicated worker.
  await page.addInitScript(() => {
    delete (window as { SharedWorker?: unknown }).SharedWorker;
  });
  const manifest = (await request.get('/preload-manifest.json').then((r) => r.json())) as Record<
    string,
    string[]
  >;
  const schema = manifest['/dashboard-schema'] ?? [];
  expect(schema.length, 'the manifest lists the schema page').toBeGreaterThan(0);
  // A dedicated worker's requests are the page's, for Playwright too; the page's own scripts it skips.
  const downloaded = new Set<string>();
  const executed = new Set<string>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    (r.resourceType() === 'script' ? executed : downloaded).add(path);
  });
  await page.goto('/');
  await preloaded(page, '/dashboard-schema');
  const fromWorker = schema.filter((f) => downloaded.has(f));
  expect(fromWorker.length, 'downloaded by the dedicated worker').toBeGreaterThan(0);
  expect(schema.filter((f) => !downloaded.has(f) && !executed.has(f))).toEqual([]);
  expect(await notInHttpCache(page, pageErrors, schema)).toEqual([]);
});

test('the background preload is skipped when the browser asks to save data', async ({
  browser,
  pageErrors,
  request,
}) => {
  const manifest = (await request.get('/preload-manifest.json').then((r) => r.json())) as Record<
    string,
    string[]
  >;
  // The schema page's files: the home page loads none of them itself.
  const schema = manifest['/dashboard-schema'] ?? [];
  expect(schema.length, 'the manifest lists the schema page').toBeGreaterThan(0);
  const schemaPreloaded = async (saveData: boolean) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    pageErrors.watch(page);
    await page.addInitScript((save) => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: save, effectiveType: '4g' } });
    }, saveData);
    await page.goto('/', { waitUntil: 'load' });
    // Past the first idle period (its timeout is 4 s), when the preload starts.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 4000 })));
    if (saveData) await page.waitForTimeout(3000);
    else await preloaded(page, '/dashboard-schema');
    const missing = await notInHttpCache(page, pageErrors, schema);
    await context.close();
    return missing.length === 0;
  };
  expect(await schemaPreloaded(false), 'without Save-Data the preload runs').toBe(true);
  expect(await schemaPreloaded(true), 'with Save-Data nothing is fetched').toBe(false);
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
