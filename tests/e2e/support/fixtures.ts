import zlib from 'node:zlib';
import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Response,
} from '@playwright/test';

/**
 * Console errors and uncaught page errors seen during a test, on every page of the test's browser context.
 * Every test fails if any were seen: the check is automatic, a test opts out only for the errors it expects.
 */
export interface PageErrors {
  /** What was seen so far, minus the allowed errors (assert on it mid-test to fail early). */
  readonly errors: string[];
  /**
   * Tolerates, for this test only, console errors whose text matches `pattern`. `reason` says why the error
   * is expected (e.g. Chromium's own network log for a request the test makes fail); it is required.
   */
  allow(pattern: RegExp, reason: string): void;
  /**
   * Also checks a page the test opens in another context (`browser.newPage()`), or a page shared by several
   * tests; returns what stops the check (a shared page outlives the test).
   */
  watch(page: Page): () => void;
}

/**
 * `test` for every e2e spec (an ESLint rule forbids importing it from @playwright/test). Its `pageErrors`
 * fixture is automatic: each test fails on a console error or an uncaught page error, unless the test calls
 * `pageErrors.allow(pattern, reason)` for the ones it provokes on purpose.
 */
export const test = base.extend<{ pageErrors: PageErrors; saveData: boolean; _saveData: void }>({
  /**
   * The browser asks to save data (navigator.connection.saveData), as on a metered phone plan: Docusaurus then
   * prefetches no link in view and src/client/routing.ts skips its idle-time preload of the other sections.
   * On by default: those downloads (about 600 KiB after every page load, when the test server sent them
   * uncompressed) made every test's page pay for pages it never opens and lengthened the suite by minutes. Pages behave the same (a click loads its route either way). The specs about preloading and
   * first-load weight turn it off with `test.use({ saveData: false })`.
   */
  saveData: [true, { option: true }],
  _saveData: [
    async ({ context, saveData }, use) => {
      if (saveData) await emulateSaveData(context);
      await use();
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ context }, use) => {
      // A Content-Security-Policy violation is an error: the page tried something its policy forbids.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`),
        );
      });
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (page: Page) => listenForErrors(page, seen);
      context.pages().forEach(watch);
      context.on('page', watch);
      const pageErrors: PageErrors = {
        get errors() {
          return seen.filter((e) => !allowed.some((re) => re.test(e)));
        },
        allow(pattern, reason) {
          if (!reason.trim()) throw new Error('pageErrors.allow: say why the error is expected');
          allowed.push(pattern);
        },
        watch,
      };
      await use(pageErrors);
      expect(pageErrors.errors, 'console errors or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * `test` with a `sharedPage`: one browser page per worker that the tests of a spec take turns on, for specs
 * that check many pages of one kind and reach them by a client-side route change (openInApp) instead of a
 * fresh context and a full load each. Each test checks the shared page's console while it runs.
 */
export const sharedPageTest = test.extend<{ _watchShared: void }, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport });
      await emulateSaveData(context);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  _watchShared: [
    async ({ sharedPage, pageErrors }, use) => {
      const stop = pageErrors.watch(sharedPage);
      await use();
      stop();
    },
    { auto: true },
  ],
});

/**
 * A client-side route change, as Back/Forward make (the router follows the popstate event); a page that has
 * not opened the site yet gets a full load.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith('http')) {
    await page.goto(path);
    await waitForHydration(page);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState({ key: Math.random().toString(36).slice(2, 8) }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/**
 * Records console errors and page errors. A page visited at an unknown URL is served with HTTP 404 (the site
 * shows its Overview there) and Chromium logs that status as a console error: that one is expected and not
 * recorded; a 404 for anything else (a script, an image, a fetch) is.
 */
export function watchErrors(page: Page, errors: string[] = []): string[] {
  listenForErrors(page, errors);
  return errors;
}

/** watchErrors, returning what removes its listeners. */
function listenForErrors(page: Page, errors: string[]): () => void {
  const missingDocuments = new Set<string>();
  const onResponse = (response: Response) => {
    if (response.status() === 404 && response.request().isNavigationRequest())
      missingDocuments.add(response.url());
  };
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() !== 'error') return;
    if (
      msg.text().startsWith('Failed to load resource') &&
      missingDocuments.has(withoutHash(msg.location().url))
    )
      return;
    errors.push(`console.error: ${msg.text()} (${msg.location().url})`);
  };
  const onPageError = (err: Error) => errors.push(`pageerror: ${err.message}`);
  page.on('response', onResponse);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return () => {
    page.off('response', onResponse);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  };
}

/**
 * Pages of `context` see navigator.connection.saveData, as on a metered phone plan (see the saveData option).
 */
export async function emulateSaveData(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const connection = {
      saveData: true,
      effectiveType: '4g',
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => connection,
    });
  });
}

/** Resolves once React has hydrated the prerendered page (Docusaurus marks <html>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Makes the site's script chunks whose text `refuse` matches fail to load, as a dropped connection would (the
 * rest are delivered as they are): for testing what a lazily loaded part says when it cannot load. `refuse`
 * is asked at each request, so a test lets a chunk through again by changing what it answers. A request the
 * page dropped by navigating away has no response to read: it is let go.
 */
export async function refuseChunks(
  page: Page,
  refuse: (text: string) => boolean,
  error: 'failed' | 'internetdisconnected' = 'failed',
): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch().catch(() => null);
    const text = await response?.text().catch(() => null);
    if (!response || text == null) return route.continue().catch(() => undefined);
    if (refuse(text)) return route.abort(error);
    return route.fulfill({ response, body: text });
  });
}

/**
 * Keeps the page from ever being idle, so the background preload of the other sections (src/client/routing.ts)
 * never starts: for measuring what a page itself loads.
 */
export async function withoutBackgroundPreload(page: Page): Promise<void> {
  await page.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }));
}

/**
 * Waits until the page's background preload of `name` (a route or chunk of src/client/preload-routes.ts) has
 * finished: its User Timing mark (src/client/prefetch.ts PRELOAD_MARK). The downloads themselves are a
 * SharedWorker's, which Playwright does not see.
 */
export async function preloaded(page: Page, name: string, timeout = 15_000): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (n) =>
            performance
              .getEntriesByName('docs:preloaded')
              .some((mark) => ((mark as PerformanceMark).detail as { names?: string[] }).names?.includes(n)),
          name,
        ),
      { timeout, message: `the background preload of ${name} finished` },
    )
    .toBe(true);
}

/**
 * Those of `files` the browser's HTTP cache does not hold, asking the cache alone (`cache: 'only-if-cached'`,
 * nothing downloaded): what the background preload left there. Only once it has finished (`preloaded`): a probe
 * that misses while the worker is still writing the same file keeps it out of the cache. Chromium logs each miss
 * as a console error, which this allows for the test.
 */
export async function notInHttpCache(page: Page, pageErrors: PageErrors, files: string[]): Promise<string[]> {
  pageErrors.allow(
    /net::ERR_CACHE_MISS/,
    "Chromium's log of a cache probe that found nothing (notInHttpCache)",
  );
  return page.evaluate(async (paths) => {
    const cached = await Promise.all(
      paths.map((path) =>
        fetch(path, { cache: 'only-if-cached', mode: 'same-origin' }).then(
          (response) => response.ok,
          () => false,
        ),
      ),
    );
    return paths.filter((_, i) => !cached[i]);
  }, files);
}

/** A script or stylesheet a first visit loaded: gzipped size, and whether it ran (not only downloaded). */
export interface LoadedFile {
  path: string;
  type: 'js' | 'css';
  executed: boolean;
  gzipBytes: number;
}

/**
 * Everything a first visit to `url` loads: the page is opened, hydrates, and then gets 1.5 s without any new
 * script or stylesheet response (max 20 s). Not the `networkidle` event: on a busy machine it can fire before
 * main.js has run and requested the route's chunks, and then lazily loaded parts are missed.
 */
export async function firstLoad(page: Page, url: string): Promise<LoadedFile[]> {
  const bodies: Promise<LoadedFile | null>[] = [];
  let last = Date.now();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    const type = path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : null;
    if (!type || !response.ok()) return;
    last = Date.now();
    // Run: a script or a stylesheet. Downloaded only: a <link rel=prefetch> ("other"), or the preload worker's
    // fetch where it is a dedicated worker (src/client/prefetch.ts; a SharedWorker's requests are not seen).
    const executed = ['script', 'stylesheet'].includes(response.request().resourceType());
    bodies.push(
      response.body().then(
        (b) => ({ path, type, executed, gzipBytes: zlib.gzipSync(b, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  const deadline = Date.now() + 20_000;
  while (Date.now() - last < 1500 && Date.now() < deadline) await page.waitForTimeout(250);
  return (await Promise.all(bodies)).filter((f): f is LoadedFile => f !== null);
}

/**
 * The text of every script a fresh visit to `url` ran, by path (the background preload held off). Read again by
 * URL: a response's body is gone once the page has navigated on.
 */
export async function firstLoadScripts(page: Page, url: string): Promise<Map<string, string>> {
  await withoutBackgroundPreload(page);
  const files = (await firstLoad(page, url)).filter((f) => f.type === 'js' && f.executed);
  return new Map(
    await Promise.all(
      files.map(async (f) => [f.path, await page.request.get(f.path).then((r) => r.text())] as const),
    ),
  );
}

export { expect };

const withoutHash = (url: string) => url.split('#')[0]!;
