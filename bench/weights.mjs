/**
 * First-load weights of pages in Chromium, gzipped: what `npm run bench` and the scale bench (bench/scale) report.
 * Each page is loaded fresh, with the idle-time background preload held back (it is not part of the first load).
 */
import zlib from 'node:zlib';
import { launchChromium } from '../scripts/chromium.mjs';

/**
 * @param {string} base the site's origin
 * @param {Record<string, string>} templates name -> path
 * @param {{ width: number, height: number } | null} viewport null: Playwright's default (1280 x 720)
 * @returns {Promise<Record<string, { jsKiB: number, jsExecutedKiB: number, cssKiB: number, imgKiB: number }>>}
 */
export async function weighTemplates(base, templates, viewport) {
  const browser = await launchChromium();
  /** @type {Record<string, { jsKiB: number, jsExecutedKiB: number, cssKiB: number, imgKiB: number }>} */
  const out = {};
  for (const [name, url] of Object.entries(templates)) {
    const page = await browser.newPage(viewport ? { viewport } : {});
    await page.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }));
    const bodies = [];
    page.on('response', (r) => {
      const p = new URL(r.url()).pathname;
      const type = p.endsWith('.js')
        ? 'js'
        : p.endsWith('.css')
          ? 'css'
          : r.request().resourceType() === 'image'
            ? 'img'
            : null;
      // "script" requests are executed; Docusaurus' prefetches of links in view are "other" (download only).
      const executed = r.request().resourceType() === 'script';
      if (type && r.ok())
        bodies.push(
          r
            .body()
            .then((b) => ({ type, executed, bytes: zlib.gzipSync(b, { level: 9 }).length }))
            .catch(() => ({ type, executed, bytes: 0 })),
        );
    });
    // Until hydrated and 1.5 s without a new script or stylesheet (as tests/e2e/support firstLoad): the
    // networkidle event can fire before main.js has run and asked for the route's chunks.
    let last = Date.now();
    page.on('response', () => (last = Date.now()));
    await page.goto(base + url, { waitUntil: 'load' });
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
    const deadline = Date.now() + 20_000;
    while (Date.now() - last < 1500 && Date.now() < deadline) await page.waitForTimeout(250);
    const sizes = await Promise.all(bodies);
    const kib = (t) =>
      Math.round((sizes.filter((s) => s.type === t).reduce((a, s) => a + s.bytes, 0) / 1024) * 10) / 10;
    const executedJs = sizes.filter((x) => x.type === 'js' && x.executed).reduce((a, x) => a + x.bytes, 0);
    out[name] = {
      jsKiB: kib('js'),
      jsExecutedKiB: Math.round((executedJs / 1024) * 10) / 10,
      cssKiB: kib('css'),
      // Images in view (lazy ones load as the reader scrolls): the gallery's pictures.
      imgKiB: kib('img'),
    };
    await page.close();
  }
  await browser.close();
  return out;
}

/**
 * Resolves once `url` answers (a server just started), else fails after `ms`.
 * @param {string} url
 * @param {number} [ms]
 */
export async function waitFor(url, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server at ${url} did not start`);
}

/**
 * The requests a fresh visit makes before its first idle period, on Lighthouse's phone (412 px, CPU slowed 4x):
 * what a reader waits for, and what the idle-time preload must not add to. Idle: after the load event, the
 * first requestIdleCallback given no timeout (src/client/routing.ts starts the sections' preload at that
 * moment, so its requests come after). Data URLs are not requests.
 * @param {string} url
 * @returns {Promise<{ idleMs: number, requests: { type: string, path: string }[] }>}
 */
export async function requestsBeforeIdle(url) {
  const browser = await launchChromium();
  const page = await browser.newPage({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  /** @type {{ type: string, path: string }[]} */
  const requests = [];
  let idle = false;
  page.on('request', (r) => {
    if (!idle && !r.url().startsWith('data:'))
      requests.push({ type: r.resourceType(), path: new URL(r.url()).pathname });
  });
  const start = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  idle = true;
  const idleMs = Date.now() - start;
  await browser.close();
  return { idleMs, requests };
}
