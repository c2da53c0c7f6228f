#!/usr/bin/env node
/**
 * What the idle-time preload of the other sections (src/client/routing.ts) costs the page's main thread (issue
 * 51: it may add no work a reader pays for), on a guide page at 390 x 844 and Lighthouse's 4x CPU slowdown:
 * the page's main-thread tasks and their time from the start of its first idle period to the preload's end
 * (its `docs:preloaded` mark), with the downloads in a SharedWorker (what a browser that has one gets) and in a
 * dedicated worker (SharedWorker removed, as in a browser without it). Median of N runs, interleaved.
 *   node bench/preload/run.mjs [--build-dir=DIR] [--runs=N] [--json]
 * DIR: a production build (default build/). DEBUG=1 also prints each run's longest main-thread tasks.
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
const RUNS = Number(option('runs') ?? 5);
const JSON_ONLY = process.argv.includes('--json');
const PAGE = '/guide/dashboard-embedding--intro';
const CPU_SLOWDOWN = 4;
const log = (...a) => console.error('[preload bench]', ...a);

const server = http.createServer(siteHandler(BUILD));
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();

/** One fresh visit: the page's main-thread tasks from its first idle period to the end of the preload. */
async function once(mode) {
  const context = await browser.newContext({
    isMobile: true,
    hasTouch: true,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  try {
    // The first idle period comes when the trace has started.
    await page.addInitScript((shared) => {
      if (!shared) delete window.SharedWorker;
      const waiting = [];
      window.requestIdleCallback = (callback) => waiting.push(callback);
      window.benchRunIdle = () => waiting.splice(0).forEach((callback) => callback());
    }, mode === 'shared');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${base}${PAGE}`, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const events = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
    const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'disabled-by-default-devtools.timeline',
          'devtools.timeline',
          'toplevel',
          '__metadata',
        ],
      },
    });
    // Not awaited: the observer below must be in place before the preload can end.
    const idle = page.evaluate(() => window.benchRunIdle());
    // Waited for with an observer: polling would add the page tasks this counts.
    const files = await page.evaluate(
      (name) =>
        new Promise((resolve) => {
          new PerformanceObserver((list, observer) => {
            const mark = list.getEntriesByName('docs:preloaded').find((m) => m.detail?.names?.includes(name));
            if (!mark) return;
            observer.disconnect();
            resolve(mark.detail.files.length);
          }).observe({ type: 'mark' });
        }),
      PAGE,
    );
    await idle;
    await cdp.send('Tracing.end');
    await complete;
    const threads = new Map(
      events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]),
    );
    // The page's renderer main thread: the main thread with the most tasks (the worker's renderer, the browser's).
    const perThread = new Map();
    for (const e of events)
      if (e.ph === 'X' && e.name === 'RunTask' && threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain')
        perThread.set(`${e.pid}:${e.tid}`, (perThread.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
    if (process.env.DEBUG) log(events.length, [...threads], [...perThread]);
    const key = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
    const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && `${e.pid}:${e.tid}` === key);
    if (process.env.DEBUG) {
      const inside = (t, e) =>
        e.tid === t.tid && e.pid === t.pid && e.ts >= t.ts && e.ts < t.ts + t.dur && e !== t;
      const rows = tasks
        .map((t) => {
          const kids = events.filter((e) => e.ph === 'X' && inside(t, e)).slice(0, 3);
          const what = kids.map(
            (k) =>
              `${k.name}${k.args?.data?.url ? ` ${k.args.data.url.split('/').pop()}` : ''}${k.args?.data?.functionName ? ` ${k.args.data.functionName}` : ''}`,
          );
          return [t.dur / 1000, what.join(' > ') || '(empty)'];
        })
        .sort((a, b) => b[0] - a[0]);
      const empty = rows.filter((r) => r[1] === '(empty)');
      log(mode, 'empty tasks', empty.length, empty.reduce((s2, r) => s2 + r[0], 0).toFixed(1), 'ms');
      rows
        .filter((r) => r[1] !== '(empty)')
        .slice(0, 15)
        .forEach((r) => log(r[0].toFixed(1), r[1].slice(0, 150)));
    }
    return { files, tasks: tasks.length, ms: tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0) / 1000 };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const MODES = ['shared', 'dedicated'];
const runs = Object.fromEntries(MODES.map((m) => [m, []]));
try {
  for (let i = 0; i < RUNS; i++)
    for (const mode of MODES) {
      const r = await once(mode);
      runs[mode].push(r);
      log(`run ${i + 1} ${mode}: ${r.files} files, ${r.tasks} tasks, ${r.ms.toFixed(1)} ms`);
    }
} finally {
  await browser.close();
  server.close();
}
const result = {
  page: PAGE,
  cpuSlowdown: CPU_SLOWDOWN,
  runs: RUNS,
  loadAverage: os.loadavg().map((l) => Number(l.toFixed(1))),
  modes: Object.fromEntries(
    MODES.map((m) => [
      m,
      {
        files: median(runs[m].map((r) => r.files)),
        tasks: median(runs[m].map((r) => r.tasks)),
        ms: Number(median(runs[m].map((r) => r.ms)).toFixed(1)),
      },
    ]),
  ),
};
if (JSON_ONLY) console.log(JSON.stringify(result));
else console.log(JSON.stringify(result, null, 2));
