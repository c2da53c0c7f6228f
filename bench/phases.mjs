#!/usr/bin/env node
/**
 * `node bench/phases.mjs <url> [<url> ...] [--runs=N]`: where a first visit's main-thread work goes, by phase, as
 * Lighthouse counts it (mobile, simulated 4x CPU: its mainthread-work-breakdown total, which the bench compares
 * with the bare page's). Each URL is run N times in turn (default 3, interleaved, so machine noise hits all alike);
 * the medians are printed per phase and task group:
 *
 * 1. load: from navigation to the end of main.js's evaluation (HTML, stylesheet, first frames, main.js);
 * 2. hydration: from there until the idle-time preload starts (route chunks, hydration, effects, their renders);
 * 3. idle preload: the rest of the trace (src/client/routing.ts: the preload worker's downloads, its chunk).
 *
 * Issue 51, item 2: a guide page against the bare page, e.g.
 * `node bench/phases.mjs http://localhost:3000/guide/dashboard-embedding--intro http://localhost:3001/guide/intro`.
 */
import { CHROME_FLAGS, CHROMIUM } from '../scripts/chromium.mjs';

const args = process.argv.slice(2);
const urls = args.filter((a) => !a.startsWith('--'));
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
if (!urls.length) {
  console.error('usage: node bench/phases.mjs <url> [<url> ...] [--runs=N]');
  process.exit(2);
}
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const { MainThreadTasks } = await import('lighthouse/core/computed/main-thread-tasks.js');
const PHASES = ['1 load', '2 hydration', '3 idle preload'];

/** One Lighthouse mobile run: its main-thread total, and self time by phase and group (scaled like the total). */
async function run(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  let result;
  try {
    result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
  } finally {
    await chrome.kill();
  }
  const trace = result.artifacts.Trace;
  const tasks = await MainThreadTasks.request(trace, { computedCache: new Map() });
  const events = trace.traceEvents;
  const evaluates = (task, file) =>
    (task.event.name === 'EvaluateScript' && file.test(task.event.args?.data?.url ?? '')) ||
    task.children.some((child) => evaluates(child, file));
  const main = tasks.find((t) => !t.parent && evaluates(t, /\/main\.[0-9a-f]+\.js$/));
  const loadEnd = main ? (main.event.ts + main.event.dur) / 1000 : 0;
  const preload = events.find(
    (e) => e.name === 'ResourceSendRequest' && /preload-manifest/.test(e.args.data.url),
  );
  // The preload's own chunk (prefetch.ts) loads just before the worker asks for the manifest.
  const idleStart = preload ? preload.ts / 1000 - 40 : Infinity;
  const total = result.lhr.audits['mainthread-work-breakdown'].numericValue;
  const raw = tasks.filter((t) => !t.parent).reduce((sum, t) => sum + t.duration, 0);
  const scale = raw ? total / raw : 1;
  const phases = Object.fromEntries(PHASES.map((p) => [p, {}]));
  const add = (phase, task) => {
    phases[phase][task.group.label] = (phases[phase][task.group.label] ?? 0) + task.selfTime * scale;
    task.children.forEach((child) => add(phase, child));
  };
  for (const task of tasks) {
    if (task.parent) continue;
    const at = task.event.ts / 1000;
    add(at < loadEnd ? PHASES[0] : at < idleStart ? PHASES[1] : PHASES[2], task);
  }
  return { total, phases };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const runs = new Map(urls.map((url) => [url, []]));
for (let i = 0; i < RUNS; i++)
  for (const url of urls) {
    const r = await run(url);
    runs.get(url).push(r);
    console.error(`run ${i + 1}: ${url} ${Math.round(r.total)} ms`);
  }
for (const [url, results] of runs) {
  console.log(
    `\n${url}: main-thread ${Math.round(median(results.map((r) => r.total)))} ms (median of ${results.length})`,
  );
  for (const phase of PHASES) {
    const groups = [...new Set(results.flatMap((r) => Object.keys(r.phases[phase])))];
    const byGroup = groups
      .map((g) => [g, median(results.map((r) => r.phases[phase][g] ?? 0))])
      .filter(([, ms]) => ms >= 1)
      .sort((a, b) => b[1] - a[1]);
    const sum = median(results.map((r) => Object.values(r.phases[phase]).reduce((a, b) => a + b, 0)));
    console.log(
      `  ${phase}: ${Math.round(sum)} ms  (${byGroup.map(([g, ms]) => `${g} ${Math.round(ms)}`).join(', ')})`,
    );
  }
}
