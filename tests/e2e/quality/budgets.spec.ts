import zlib from 'node:zlib';
import { test, expect } from '../support/fixtures';
import templates from '../../templates.json';

/**
 * Byte budgets (gzipped) for what a first visit to each template loads: JS and CSS requested by Chromium until
 * the network is idle, background prefetches excluded. Bytes are stable, so these are tests, not benchmarks.
 * Raise a budget only with a reason in the commit message.
 */
// Measured on the integrated site (js/css KiB): home 242/51, guide 306/51, api 258/51, chart 635/51,
// example 638/51, schema 302/51, playground 870/51; budgets leave about 5%. The goals of the quality issue
// (guide within 1.1x of a bare Docusaurus page, about 200 KiB) are not met yet: see the session note.
const BUDGET_KB: Record<string, { js: number; css: number }> = {
  home: { js: 255, css: 54 },
  guide: { js: 320, css: 54 },
  // The API issue's hard limit; measured 258-342 KiB between runs (lazy chunks racing networkidle).
  api: { js: 350, css: 54 },
  chart: { js: 665, css: 54 },
  example: { js: 670, css: 54 },
  schema: { js: 318, css: 54 },
  playground: { js: 915, css: 54 },
  notfound: { js: 255, css: 54 },
};

for (const [name, url] of Object.entries(templates)) {
  test(`${name} stays within its first-load byte budget`, async ({ page }) => {
    // No idle time: the background prefetch of other sections is not part of this page's cost.
    await page.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }));
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
