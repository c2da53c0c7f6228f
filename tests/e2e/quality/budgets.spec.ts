import type { Page } from '@playwright/test';
import { test, expect, firstLoad, withoutBackgroundPreload } from '../support/fixtures';
import templates from '../../templates.json';
import { EXAMPLE_IDS } from '../flex/helpers';

// Preloading and first-load weight are what these tests are about: no Save-Data emulation (support/fixtures.ts).
test.use({ saveData: false });

/**
 * Byte budgets (gzipped) for what a first visit to each template loads: the scripts it runs and its
 * stylesheets, until it has hydrated and gone quiet (support/fixtures.ts firstLoad). Not counted: download-only
 * prefetches (reported in the annotation). Those of the links in view and of the other sections wait for the
 * page's first idle period (src/client/routing.ts), which never comes here.
 * Bytes are stable, so these are tests, not benchmarks. A budget is set from a goal and never raised to meet a
 * measurement.
 */
// Goals (issue "As fast as a bare Docusaurus page on a phone", bare page 163 KiB): home and api <= 1.25x
// (204 KiB), guide <= 1.15x (188 KiB), chart and example <= 420 KiB, playground <= 560 KiB. Met, so their
// budget is the goal: home and the not-found page (the Overview) 158.9 and 159.4 KiB, guide 186.2, chart 418.8
// (2026-11-24, once Prism left main.js); api 203.4 (later that day: the allOf merger and the request code on
// demand, no duplicated modules, a smaller webpack runtime and version metadata); chart 409.6, example 414.3 and
// playground 500.5 (2026-11-25: ECharts' tooltip on a reader's pointer or focus, the playground's editor when
// the reader reaches for it, the example's code viewer near the viewport). The schema page (no goal of its
// own) 189.3: its budget is a ratchet, lowered to a little above its measurement to keep what that issue's
// sessions gained, and never raised to meet a measurement. See the notes and bench/REPORT.md.
// The examples gallery (2026-11-26) has the home page's goal: no chart runtime, its pictures are images (their
// bytes have a budget of their own in tests/e2e/flex/gallery.spec.ts).
const BUDGET_KB: Record<string, { js: number; css: number }> = {
  home: { js: 204, css: 28 },
  guide: { js: 188, css: 28 },
  api: { js: 204, css: 28 },
  chart: { js: 420, css: 28 },
  example: { js: 420, css: 28 },
  gallery: { js: 204, css: 28 },
  schema: { js: 195, css: 28 },
  playground: { js: 560, css: 28 },
  notfound: { js: 204, css: 28 },
};

/** What a first visit to `url` runs and styles with, in KiB gzipped, at the goals' viewport (bench/run.mjs). */
async function firstLoadKiB(page: Page, url: string) {
  // What loads depends on the viewport: at 800 px high, an example's code block is within reach
  // (src/lib/near-viewport.ts) and brings the highlighter.
  await page.setViewportSize({ width: 1280, height: 720 });
  // No idle time: the background prefetch of other sections is not part of this page's cost.
  await withoutBackgroundPreload(page);
  const files = await firstLoad(page, url);
  const sizes = files.filter((f) => f.type === 'css' || f.executed);
  const kb = (type: 'js' | 'css') =>
    sizes.filter((s) => s.type === type).reduce((a, s) => a + s.gzipBytes, 0) / 1024;
  const prefetched = files.filter((f) => f.type === 'js' && !f.executed).reduce((a, f) => a + f.gzipBytes, 0);
  test.info().annotations.push({
    type: 'bytes',
    description: `js ${kb('js').toFixed(1)} KiB, css ${kb('css').toFixed(1)} KiB, link prefetches ${(prefetched / 1024).toFixed(1)} KiB`,
  });
  return { js: kb('js'), css: kb('css') };
}

for (const [name, url] of Object.entries(templates)) {
  test(`${name} stays within its first-load byte budget`, async ({ page }) => {
    const load = await firstLoadKiB(page, url);
    const budget = BUDGET_KB[name]!;
    expect(load.js).toBeLessThanOrEqual(budget.js);
    expect(load.css).toBeLessThanOrEqual(budget.css);
  });
}

// Each script file is a request, a script element and a chain of tasks on the main thread (~5-10 ms each at 4x
// CPU): a guide page ran its route from 7 files on 2026-11-29 (the docs layout, the docs item and its parts,
// the code block's frame, the shared docs modules, the section, the page) against the bare page's 1 (issue 51).
test('on a phone, a guide page runs its route from at most five script files besides main.js and the runtime', async ({
  page,
}) => {
  // On a phone, as Lighthouse's mobile run measures it: docked at 1280 px, the side navigation's tree is a file more.
  await page.setViewportSize({ width: 390, height: 844 });
  await withoutBackgroundPreload(page);
  const files = await firstLoad(page, '/guide/dashboard-embedding--intro');
  const route = files
    .filter((f) => f.type === 'js' && f.executed)
    .map((f) => f.path)
    .filter((p) => !/\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(p));
  test.info().annotations.push({ type: 'files', description: route.join(' ') });
  expect(route.length).toBeGreaterThan(0);
  expect(route.length).toBeLessThanOrEqual(5);
});

// Every example, not only the template's: they load different renderers (responsive-charts four families),
// and 7 of 29 were over the goal on 2026-11-26 while the template's example was within it. On 2026-11-29
// adaptive-charts (421.6 KiB) and responsive-charts (422.4) were over again: the facades' tap handling, the
// version notice and the reader's version had grown the example chunk and main.js. Back within it without a
// feature less: ECharts' paging legend loads only for a legend that pages, its Chinese locale and dark theme
// (which no chart can use) left the bundle, and the HTML items' renderers are four chunks, not one
// (adaptive-charts 411.0, responsive-charts 419.1).
test.describe('every example page', () => {
  for (const id of EXAMPLE_IDS)
    test(`${id} stays within the example budget`, async ({ page }) => {
      const load = await firstLoadKiB(page, `/flex/examples/${id}`);
      expect(load.js).toBeLessThanOrEqual(BUDGET_KB.example!.js);
      expect(load.css).toBeLessThanOrEqual(BUDGET_KB.example!.css);
    });
});

test('pages without charts, editors or API samples load none of those libraries', async ({ page }) => {
  // Before the page is idle: the background preload of the other sections is a separate, deliberate cost.
  await withoutBackgroundPreload(page);
  for (const url of [templates.home, templates.guide, templates.notfound]) {
    const files = await firstLoad(page, url);
    // Read again by URL: a response body is gone once the page has navigated on.
    const all = (
      await Promise.all(
        files.filter((f) => f.type === 'js').map((f) => page.request.get(f.path).then((r) => r.text())),
      )
    ).join('\n');
    expect(all, `${url}: ECharts`).not.toContain('echarts');
    expect(all, `${url}: CodeMirror`).not.toContain('@codemirror');
    expect(all, `${url}: postman code generators`).not.toContain('postman-code-generators');
  }
});

test('on a phone, charts below the fold load no chart runtime until the reader scrolls near them', async ({
  page,
  pageErrors,
}) => {
  // The playground at 390 px: its preview is under the editor, more than a screen down.
  await withoutBackgroundPreload(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const files = await firstLoad(page, templates.playground);
  const bodies = await Promise.all(
    files.filter((f) => f.type === 'js').map((f) => page.request.get(f.path).then((r) => r.text())),
  );
  expect(bodies.join('\n')).not.toContain('echarts');
  expect(await page.evaluate(() => customElements.get('viz-item') === undefined)).toBe(true);

  // Scrolled to, the preview draws: the element is defined and a chart paints its canvas.
  await page.locator('#preview-grid').scrollIntoViewIfNeeded();
  await expect(page.locator('#preview-grid viz-item canvas').first()).toBeVisible();
  expect(pageErrors.errors).toEqual([]);
});

test("main.js names the site's modules by alias, never by the build machine's folders", async ({ page }) => {
  // Every visitor downloads main.js: a checkout path in its route registry is bytes for nothing, and makes its
  // hash (so every visitor's cache) depend on the folder the site was built in.
  const files = await firstLoad(page, templates.home);
  const main = files.find((f) => /\/main\.[0-9a-f]+\.js$/.test(f.path));
  expect(main, 'main.js among the first load').toBeDefined();
  const text = await page.request.get(main!.path).then((r) => r.text());
  expect(text).toContain('@generated/flex-pages/');
  expect(text).not.toContain('/.docusaurus/');
});

test('the highlighter and the SDK languages are loaded only to highlight again, never by a first visit in either theme', async ({
  page,
}) => {
  await withoutBackgroundPreload(page);
  // Marker strings: a token name of Prism's PHP grammar (the SDK language chunk) and a grammar prism-react-renderer
  // bundles (the highlighter's chunk, 25 KiB gzipped, once part of main.js). A page opened directly keeps its
  // prerendered highlighting (src/theme/CodeBlock/Content), in dark mode too: the dark colours are CSS
  // (plugins/page-weight/prism-on-demand/dark-css.ts); before, a dark first visit loaded both to highlight
  // every block again. The positive control (the check can see them) is the next test's code viewer.
  const markers = { sdkGrammar: 'heredoc', highlighter: 'actionscript' };
  for (const [url, scheme, expected] of [
    [templates.home, 'light', false],
    ['/guide/api--introduction', 'light', false],
    // An API page that loads the allOf merger: its content hydrates, it is not rendered again in the browser.
    ['/api/getData', 'light', false],
    ['/guide/api--introduction', 'dark', false],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const files = await firstLoad(page, url);
    const bodies = await Promise.all(
      files
        .filter((f) => f.type === 'js' && f.executed)
        .map((f) => page.request.get(f.path).then((r) => r.text())),
    );
    for (const [name, marker] of Object.entries(markers)) {
      expect(
        bodies.some((b) => b.includes(marker)),
        `${name} loaded by ${url} (${scheme})`,
      ).toBe(expected);
    }
  }
});

test('an example page loads the highlighter when its code viewer comes near the viewport, not with the page', async ({
  page,
}) => {
  // The code viewer mounts near the viewport (300 px under it), once the example's code files are fetched. At
  // 1280 x 720 it sits under the chart: with the page, neither its highlighter (25 KiB gzipped) loads nor, now
  // that a line above the chart says which docs version the code is for, the viewer itself; a block the reader
  // scrolls to is highlighted.
  await withoutBackgroundPreload(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  const url = '/flex/examples/change-chart-theme';
  const files = await firstLoad(page, url);
  const code = page.locator('pre.prism-code').first();
  const viewer = page.getByRole('heading', { name: 'Code', exact: true });
  expect(
    await viewer.evaluate((el) => el.getBoundingClientRect().top),
    'the code viewer starts below the fold',
  ).toBeGreaterThan(720);
  const bodies = await Promise.all(
    files
      .filter((f) => f.type === 'js' && f.executed)
      .map((f) => page.request.get(f.path).then((r) => r.text())),
  );
  expect(
    bodies.some((b) => b.includes('actionscript')),
    `highlighter loaded by ${url}`,
  ).toBe(false);
  await expect(page.locator('pre.prism-code .token')).toHaveCount(0);
  // Scrolled to: the viewer mounts, then its blocks, highlighted once the highlighter is in.
  await viewer.scrollIntoViewIfNeeded();
  await expect(code.locator('.token').first()).toBeAttached();
});
