#!/usr/bin/env node
/**
 * `npm run bench:profile -- <url> [--desktop]`: where a first visit's main-thread time goes, by function
 * (self time, top 30), sampled with the V8 profiler on a 412 px phone viewport with the CPU slowed 4x like
 * Lighthouse's mobile run (--desktop: 1280 px, no slowdown). The idle-time background preload is held off.
 * Minified names: look the position up in the bundle (`sed -n <line+1>p build/assets/js/<file> | cut -c<col>-`).
 */
import { launchChromium } from '../scripts/chromium.mjs';

const url = process.argv[2];
if (!url) {
  console.error('usage: npm run bench:profile -- <url> [--desktop]');
  process.exit(2);
}
const desktop = process.argv.includes('--desktop');
const browser = await launchChromium();
const page = await browser.newPage(
  desktop
    ? { viewport: { width: 1280, height: 800 } }
    : { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
);
await page.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }));
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
if (!desktop) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
// Polled with a bare evaluate: a locator's waitFor runs Playwright's selector engine in the page, which showed
// up in the profile (~250 ms at 4x) as if it were the site's.
while (!(await page.evaluate(() => document.documentElement.dataset.hasHydrated === 'true')))
  await page.waitForTimeout(200);
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
profile.samples.forEach((id, i) => {
  const { functionName, url: file, lineNumber, columnNumber } = nodes.get(id).callFrame;
  const key = `${functionName || '(anonymous)'} ${file.split('/').pop()}:${lineNumber}:${columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log(`${url}: ${(total / 1000).toFixed(0)} ms sampled (${desktop ? 'desktop' : 'phone, CPU 4x'})`);
for (const [key, us] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${(us / 1000).toFixed(1).padStart(8)} ms  ${key}`);
