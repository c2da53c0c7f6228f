#!/usr/bin/env node
/**
 * The first tap on a drawn chart (issue 51), on a touch phone (390 x 844) at Lighthouse's 4x CPU slowdown, per
 * chart page: from the tap on the build-time picture to a tooltip on the page (the picture's own, or the live
 * chart's), to the live chart's first draw, and to the live chart's tooltip. A build without picture tips shows
 * no tooltip after the first tap (the figure is then null: its reader has to tap again).
 *   node bench/facade/run.mjs [--build-dir=DIR] [--runs=N] [--json]
 * DIR: a production build (default build/; `npm run build -- --out-dir DIR` makes one). Median of N runs (7).
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../scripts/chromium.mjs';
import { siteHandler } from '../../scripts/serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const option = (name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
const BUILD = path.resolve(ROOT, option('build-dir') ?? 'build');
const RUNS = Number(option('runs') ?? 7);
const JSON_ONLY = process.argv.includes('--json');
const log = (...a) => console.error('[facade bench]', ...a);

/**
 * Each page and where on its picture the finger lands (fractions of the box): a bar, a week, a country. A
 * build with picture tips names the country: the finger lands on its middle (its layout differs by build).
 */
const PAGES = {
  bar: { url: '/flex/charts/bar-chart', at: [0.5, 0.42] },
  line: { url: '/flex/charts/line-chart', at: [0.5, 0.5] },
  map: { url: '/flex/charts/choropleth-map', at: [0.34, 0.66], country: 'Brazil' },
};
/** Longer than this after a tap: no tooltip (the build's picture does not answer the tap). */
const WAIT_MS = 15_000;

const server = http.createServer(siteHandler(BUILD));
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();

/** One tap on a fresh page: ms from the tap to the first tooltip, the live chart's draw and its tooltip. */
async function once(url, [fx, fy], country) {
  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  try {
    await page.goto(base + url);
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    const picture = page.locator('[data-preview] [role="img"]');
    await picture.scrollIntoViewIfNeeded();
    await page.locator('[data-preview] [role="img"] img:visible').waitFor();
    // A reader looks before tapping: the page is loaded and idle (the picture's tips came meanwhile).
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate((wait) => {
      const w = window;
      w.facadeBench = { tap: null, tip: null, live: null, liveTip: null };
      const b = w.facadeBench;
      document.addEventListener('pointerdown', (e) => (b.tap ??= e.timeStamp), { capture: true });
      document.addEventListener('rendered', () => (b.live ??= performance.now()), { capture: true });
      const shown = (el) => !!el && getComputedStyle(el).display !== 'none' && el.offsetParent !== null;
      const poll = () => {
        const item = document.querySelector('[data-preview] viz-item');
        const own = item?.shadowRoot?.querySelector('div[style*="z-index: 9999999"]');
        const liveTip = shown(own) && own.textContent.trim() !== '';
        if (liveTip) b.liveTip ??= performance.now();
        if (liveTip || document.querySelector('[data-facade-tip]')) b.tip ??= performance.now();
        if (b.tap === null || performance.now() - b.tap < wait) requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    }, WAIT_MS);
    const box = await picture.boundingBox();
    const named = country ? await countryAt(page, box, country) : null;
    await page.touchscreen.tap(named?.x ?? box.x + box.width * fx, named?.y ?? box.y + box.height * fy);
    await page
      .waitForFunction(() => window.facadeBench.live !== null && window.facadeBench.liveTip !== null, null, {
        timeout: WAIT_MS,
      })
      .catch(() => undefined);
    const b = await page.evaluate(() => window.facadeBench);
    const since = (t) => (t === null || b.tap === null ? null : Math.round(t - b.tap));
    return { tapToTooltip: since(b.tip), tapToLive: since(b.live), tapToLiveTooltip: since(b.liveTip) };
  } finally {
    await context.close();
  }
}

/** The middle of a country's shape on the picture, from its tips file (null: the build has none). */
async function countryAt(page, box, country) {
  const src = await page
    .locator('[data-preview] [role="img"] img:visible')
    .evaluate((i) => new URL(i.currentSrc).pathname.replace(/\.svg$/, '.json'));
  const response = await page.request.get(base + src);
  if (!response.ok()) return null;
  const tips = await response.json();
  const mark = tips.marks?.find(([tip]) => tips.tips[tip].includes(`>${country}<`));
  if (!mark) return null;
  const [, [x, y, w, h]] = mark;
  const scale = Math.min(box.width / tips.size[0], box.height / tips.size[1]);
  return {
    x: box.x + (box.width - tips.size[0] * scale) / 2 + (x + w / 2 + tips.at[0]) * scale,
    y: box.y + (box.height - tips.size[1] * scale) / 2 + (y + h / 2 + tips.at[1]) * scale,
  };
}

const median = (xs) => {
  const v = xs.filter((x) => x !== null).sort((a, b) => a - b);
  // Null when most runs saw nothing: the figure does not exist for this build.
  return v.length * 2 <= xs.length ? null : v[Math.floor((v.length - 1) / 2)];
};

const result = {
  date: new Date().toISOString(),
  build: path.relative(ROOT, BUILD) || '.',
  runs: RUNS,
  cpuSlowdown: 4,
  loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  pages: {},
};
try {
  for (const [name, { url, at, country }] of Object.entries(PAGES)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once(url, at, country));
    log(name, JSON.stringify(runs));
    result.pages[name] = Object.fromEntries(
      ['tapToTooltip', 'tapToLive', 'tapToLiveTooltip'].map((k) => [k, median(runs.map((r) => r[k]))]),
    );
  }
} finally {
  await browser.close();
  server.close();
}
console.log(JSON.stringify(result, null, 2));
if (!JSON_ONLY) {
  console.log('\n| page | tap to tooltip (ms) | tap to live chart (ms) | tap to live tooltip (ms) |');
  console.log('| --- | --- | --- | --- |');
  for (const [name, r] of Object.entries(result.pages))
    console.log(
      `| ${name} | ${r.tapToTooltip ?? 'none'} | ${r.tapToLive ?? '-'} | ${r.tapToLiveTooltip ?? 'none'} |`,
    );
}
