import zlib from 'node:zlib';
import { test, expect, withoutBackgroundPreload } from '../support/fixtures';
import templates from '../../templates.json';

/**
 * Byte budgets (gzipped) for what a first visit to each template loads: JS and CSS requested by Chromium until
 * the network is idle, background prefetches excluded. Bytes are stable, so these are tests, not benchmarks.
 * Raise a budget only with a reason in the commit message.
 */
// Measured (js/css KiB, prefetches of visible links included): home 237/26.4, guide 301/26.4, api 331/26.4,
// chart 625/26.4, example 632/26.4, schema 297/26.4, playground 866/26.4. CSS was 51 KiB until the OpenAPI
// theme's rules for parts the site never renders were dropped (api/docusaurus.ts). Chart, example and
// playground since the chart runtime lost arquero, the Buffer polyfill and ECharts' chunk fragmentation: 555, 563,
// 798 (lowered from 665, 670, 915). The quality issue's goal
// (guide within 1.1x of a bare Docusaurus page) is not met: see bench/REPORT.md.
const BUDGET_KB: Record<string, { js: number; css: number }> = {
  home: { js: 255, css: 28 },
  guide: { js: 320, css: 28 },
  // The API issue's hard limit; measured 258-342 KiB between runs (lazy chunks racing networkidle).
  api: { js: 350, css: 28 },
  chart: { js: 590, css: 28 },
  example: { js: 600, css: 28 },
  schema: { js: 318, css: 28 },
  playground: { js: 840, css: 28 },
  notfound: { js: 255, css: 28 },
};

for (const [name, url] of Object.entries(templates)) {
  test(`${name} stays within its first-load byte budget`, async ({ page }) => {
    // No idle time: the background prefetch of other sections is not part of this page's cost.
    await withoutBackgroundPreload(page);
    const bodies: Promise<{ type: 'js' | 'css'; bytes: number }>[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      const type = path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : null;
      if (type && response.ok())
        bodies.push(response.body().then((b) => ({ type, bytes: zlib.gzipSync(b, { level: 9 }).length })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(bodies);
    const kb = (type: 'js' | 'css') =>
      sizes.filter((s) => s.type === type).reduce((a, s) => a + s.bytes, 0) / 1024;
    const budget = BUDGET_KB[name]!;
    test.info().annotations.push({
      type: 'bytes',
      description: `js ${kb('js').toFixed(1)} KiB, css ${kb('css').toFixed(1)} KiB`,
    });
    expect(kb('js')).toBeLessThanOrEqual(budget.js);
    expect(kb('css')).toBeLessThanOrEqual(budget.css);
  });
}

test('pages without charts, editors or API samples load none of those libraries', async ({ page }) => {
  // Before the page is idle: the background preload of the other sections is a separate, deliberate cost.
  await withoutBackgroundPreload(page);
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname.endsWith('.js'))
      scripts.push((await response.body()).toString('latin1'));
  });
  for (const url of [templates.home, templates.guide, templates.notfound]) {
    scripts.length = 0;
    await page.goto(url, { waitUntil: 'networkidle' });
    const all = scripts.join('\n');
    expect(all, `${url}: ECharts`).not.toContain('echarts');
    expect(all, `${url}: CodeMirror`).not.toContain('@codemirror');
    expect(all, `${url}: postman code generators`).not.toContain('postman-code-generators');
  }
});
