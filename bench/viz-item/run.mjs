#!/usr/bin/env node
/**
 * Chart item bench (`npm run bench`):
 *  1. for a few representative types, the time from setting inputs to the `rendered` event, as a ratio to
 *     drawing the same data (the very ECharts option the runtime produced) with plain ECharts in the same page:
 *       update     - changing options on a mounted item (locale/mode) vs chart.setOption on a live chart
 *       mount      - a new item, query result cached (as when a page repeats a definition) vs init + setOption
 *       mount-cold - a new item with a cold query (aggregating the demo rows) vs init + setOption
 *  2. the gzipped bytes the runtime adds to a page with one bar chart (the JS a browser requests, code-split).
 * Prints JSON, then a table. Uses Debian Chromium (CHROMIUM_PATH to override).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { launchChromium } from '../../scripts/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const out = path.join(root, 'bench/out/viz-item');
const iterations = Number(process.env.BENCH_ITERATIONS ?? 15);
// --json: only the JSON on stdout (the site bench, bench/run.mjs, parses it); logs go to stderr.
const jsonOnly = process.argv.includes('--json');
const TYPES = ['bar-chart', 'column-chart', 'line-chart', 'donut-chart', 'sankey-diagram', 'ohlc-chart'];

execFileSync(process.execPath, [path.join(root, 'scripts/build-viz-item.mjs'), '--split', out], {
  cwd: root,
  stdio: ['ignore', 2, 2],
});
execFileSync(process.execPath, [path.join(root, 'scripts/build-viz-item.mjs')], {
  cwd: root,
  stdio: ['ignore', 2, 2],
});

// Demo definitions come from the runtime's own definitions (bundled for Node once).
const defsFile = path.join(root, 'bench/out/defs.cjs');
const { build } = await import('esbuild');
await build({
  stdin: {
    contents: `module.exports = require('./src/viz-item/definitions').listItemTypes().map((d) => ({ type: d.type, ...d.demo }));`,
    resolveDir: root,
    loader: 'js',
  },
  bundle: true,
  platform: 'node',
  outfile: defsFile,
  logLevel: 'warning',
});
const { createRequire } = await import('node:module');
const defs = createRequire(import.meta.url)(defsFile);

const MIME = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript' };
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x').pathname;
  const file =
    url === '/echarts.esm.min.mjs'
      ? path.join(root, 'node_modules/echarts/dist/echarts.esm.min.mjs')
      : url.startsWith('/out/')
        ? path.join(out, url.slice(5))
        : path.join(here, url);
  if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await launchChromium();
const result = {
  date: new Date().toISOString(),
  iterations,
  loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  cpus: os.cpus().length,
  types: {},
  bytes: {},
};

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`${base}/page.html`);
  await page.evaluate(() => window.benchReady);
  for (const type of TYPES) {
    const def = defs.find((d) => d.type === type);
    const t = await page.evaluate(([d, n]) => window.benchType(d, n), [def, iterations]);
    const r = (a, b) => Number((a / b).toFixed(2));
    result.types[type] = {
      update: { runtimeMs: t.update, plainMs: t.plainUpdate, ratio: r(t.update, t.plainUpdate) },
      mount: { runtimeMs: t.mountWarm, plainMs: t.plainMount, ratio: r(t.mountWarm, t.plainMount) },
      mountCold: { runtimeMs: t.mountCold, plainMs: t.plainMount, ratio: r(t.mountCold, t.plainMount) },
    };
  }
  await page.close();

  // Bytes: what a page with one bar chart downloads from the runtime (entry + chunks), gzipped.
  const bytesPage = await browser.newPage();
  const files = new Map();
  bytesPage.on('response', async (resp) => {
    const u = new URL(resp.url());
    if (u.pathname.startsWith('/out/')) files.set(u.pathname.slice(5), await resp.body());
  });
  const bar = defs.find((d) => d.type === 'bar-chart');
  await bytesPage.goto(`${base}/bytes.html#${encodeURIComponent(JSON.stringify(bar))}`);
  await bytesPage.waitForFunction(() => window.benchDone === true, null, { timeout: 30_000 });
  await bytesPage.waitForLoadState('networkidle');
  const gz = (b) => zlib.gzipSync(b, { level: 9 }).length;
  const list = [...files.entries()]
    .map(([name, body]) => ({ name, bytes: body.length, gzip: gz(body) }))
    .sort((a, b) => b.gzip - a.gzip);
  const standalone = fs.readFileSync(path.join(root, 'static/assets/viz-item/viz-item.js'));
  result.bytes = {
    oneBarChartGzip: list.reduce((s, f) => s + f.gzip, 0),
    oneBarChartRaw: list.reduce((s, f) => s + f.bytes, 0),
    requests: list.length,
    largest: list.slice(0, 5),
    standaloneGzip: gz(standalone),
    standaloneRaw: standalone.length,
  };
} finally {
  await browser.close();
  server.close();
}

console.log(JSON.stringify(result, null, 2));
if (jsonOnly) process.exit(0);
const pad = (s, n) => String(s).padEnd(n);
const ms = (v) => `${v.toFixed(1)} ms`;
console.log(`\n${pad('type', 16)}${pad('scenario', 12)}${pad('runtime', 12)}${pad('plain', 12)}ratio`);
for (const [type, s] of Object.entries(result.types))
  for (const [name, v] of Object.entries(s))
    console.log(
      `${pad(type, 16)}${pad(name, 12)}${pad(ms(v.runtimeMs), 12)}${pad(ms(v.plainMs), 12)}${v.ratio}x`,
    );
const kib = (b) => `${(b / 1024).toFixed(1)} KiB`;
console.log(
  `\none bar chart adds ${kib(result.bytes.oneBarChartGzip)} gzipped (${kib(result.bytes.oneBarChartRaw)} raw, ${result.bytes.requests} files); standalone bundle ${kib(result.bytes.standaloneGzip)} gzipped`,
);
console.log(`load average during the run: ${result.loadAverage.join(' ')} on ${result.cpus} cores`);
