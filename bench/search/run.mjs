#!/usr/bin/env node
/**
 * Search benchmark: types each query of two sets into the search box of the served production build, in
 * Chromium: the tuning set (bench/search/queries.json), which the ranking in plugins/search was tuned on, and the
 * held-out set (bench/search/held-out.json), which it never is. It reports
 *   - quality, for each set and overall: top-1 and top-5 hit rates and mean reciprocal rank (MRR) of the
 *     expected page, ranked in the order the panel shows results (grouped by area), over the queries whose
 *     expected page is built (the held-out figures are the honest estimate of what readers get);
 *   - speed: p50/p95 latency from the input event to the results being in the DOM, in the browser, over all
 *     runs and over the runs once the query's pieces are loaded (every run but a query's first), and the time
 *     the first query took (it includes loading the manifest and its pieces);
 *   - first-search bytes: each query typed into a fresh page (empty cache): everything the search downloaded
 *     until its results showed (search code, worker, manifest, pieces), gzipped (goal: at most 150 KiB);
 *   - size: the index files of each docs version (manifest, pieces), raw and gzipped.
 *
 * Usage: npm run build && npm run bench:search [-- options] (npm run bench runs it too, with --json)
 *   --base-url URL   search a site that is already served (default: serve ./build on --port)
 *   --build-dir DIR  built site, for index sizes and to know which pages exist (default: build)
 *   --port N         port for the temporary `docusaurus serve` (default: BENCH_PORT or 3199)
 *   --runs N         times each query is timed (default: 3; quality is read from the first run)
 *   --queries FILE   the tuning set (default: bench/search/queries.json)
 *   --held-out FILE  the held-out set (default: bench/search/held-out.json)
 *   --json [FILE]    also write the full report as JSON to FILE; without FILE, print it on stdout and the
 *                    readable summary on stderr (how bench/run.mjs collects the area benches)
 *   --no-first-search  skip the first-search bytes (a fresh page per query: the slowest part)
 *   --check          exit with status 1 if top-5 < 90% or MRR < 0.75, or a first search is over 150 KiB
 *   --verbose        print every query
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { launchChromium } from '../../scripts/chromium.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const GOALS = { top5: 0.9, mrr: 0.75, firstSearchBytes: 150 * 1024 };

function parseArgs(argv) {
  const args = { buildDir: 'build', port: Number(process.env.BENCH_PORT ?? 3199), runs: 3 };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--base-url') args.baseUrl = next().replace(/\/$/, '');
    else if (a === '--build-dir') args.buildDir = next();
    else if (a === '--port') args.port = Number(next());
    else if (a === '--runs') args.runs = Math.max(1, Number(next()));
    else if (a === '--json') args.json = argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[++i] : '-';
    else if (a === '--queries') args.queries = next();
    else if (a === '--held-out') args.heldOut = next();
    else if (a === '--check') args.check = true;
    else if (a === '--no-first-search') args.noFirstSearch = true;
    else if (a === '--verbose') args.verbose = true;
    else throw new Error(`unknown option ${a}`);
  }
  return args;
}

function loadQueries(file, set) {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  const list = Array.isArray(raw) ? raw : raw.queries;
  if (!Array.isArray(list) || list.length === 0) throw new Error(`${file}: no queries`);
  return list.map((q, i) => {
    if (typeof q.query !== 'string' || typeof q.expected !== 'string') {
      throw new Error(`${file}: query #${i + 1} needs "query" and "expected" strings`);
    }
    return { query: q.query, targets: [q.expected, ...(q.alsoAccept ?? [])], set };
  });
}

/** Whether the build holds a page for a site path (trailingSlash false: /a/b -> a/b.html). */
function isBuilt(buildDir, url) {
  const rel = url.split('#')[0].replace(/^\/|\/$/g, '');
  return (
    fs.existsSync(path.join(buildDir, `${rel}.html`)) || fs.existsSync(path.join(buildDir, rel, 'index.html'))
  );
}

/** The index files per docs version folder: its manifest, and all its files (manifest and pieces). */
function summarizeSizes(sizes) {
  const byDir = new Map();
  for (const f of sizes.filter((x) => x.file.includes('search-index'))) {
    const dir = path.dirname(f.file);
    const d = byDir.get(dir) ?? { dir, files: 0, bytes: 0, gzip: 0, manifestGzip: 0 };
    d.files += 1;
    d.bytes += f.bytes;
    d.gzip += f.gzip;
    if (path.basename(f.file) === 'search-index.json') d.manifestGzip = f.gzip;
    byDir.set(dir, d);
  }
  return [...byDir.values()];
}

function indexSizes(buildDir) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (/^search-(index|meta)[\w.-]*\.json$/.test(entry.name)) {
        const data = fs.readFileSync(full);
        files.push({
          file: path.relative(buildDir, full),
          bytes: data.length,
          gzip: zlib.gzipSync(data, { level: 6 }).length,
          brotli: zlib.brotliCompressSync(data).length,
        });
      }
    }
  };
  walk(buildDir);
  return files.sort((a, b) => a.file.localeCompare(b.file));
}

async function waitForHttp(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

async function serve(buildDir, port) {
  const bin = path.join(ROOT, 'node_modules', '.bin', 'docusaurus');
  const child = spawn(bin, ['serve', '--dir', buildDir, '--port', String(port), '--no-open'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitForHttp(baseUrl, 30_000);
  } catch (error) {
    stop(child);
    throw new Error(`${error.message}\n${stderr}`);
  }
  return { baseUrl, child };
}

function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** In the page: type `q` at once, wait until the panel shows its results, return timing and links. */
async function runQuery(page, q) {
  return page.evaluate(async (query) => {
    const root = document.querySelector('.navbar__search');
    const input = root?.querySelector('input');
    if (!root || !input) throw new Error('no search box on the page');
    const setValue = (v) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, v);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    const expected = query.trim();
    const shown = () => {
      const panel = root.querySelector('[data-phase]');
      return panel && panel.dataset.query === expected && ['done', 'error'].includes(panel.dataset.phase);
    };
    setValue('');
    await new Promise((r) => requestAnimationFrame(() => r()));
    const t0 = performance.now();
    setValue(query);
    await new Promise((resolve) => {
      if (shown()) return resolve();
      const obs = new MutationObserver(() => {
        if (shown()) {
          obs.disconnect();
          resolve();
        }
      });
      obs.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    const ms = performance.now() - t0;
    const options = [...root.querySelectorAll('[role="option"]')].map((a) => ({
      href: a.getAttribute('href') ?? '',
      title: a.getAttribute('data-title') ?? '',
      area: a.closest('[role="group"]')?.getAttribute('aria-label') ?? '',
      relevance: Number(a.getAttribute('data-rank') ?? NaN),
    }));
    return { ms, options, phase: root.querySelector('[data-phase]')?.dataset.phase };
  }, q);
}

/**
 * Types `query` into a fresh page (new context: empty cache) once it has loaded and gone quiet, and sums what
 * was downloaded until the results showed, each response gzipped (level 9: as a host would send it; the
 * bench's server may not compress).
 */
async function firstSearchBytes(browser, baseUrl, query) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('combobox', { name: 'Search the documentation' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const bodies = [];
    const count = (response) =>
      bodies.push(
        response.body().then(
          (b) => ({ path: new URL(response.url()).pathname, gzip: zlib.gzipSync(b, { level: 9 }).length }),
          () => ({ path: new URL(response.url()).pathname, gzip: 0 }),
        ),
      );
    context.on('response', count);
    const r = await runQuery(page, query);
    context.off('response', count);
    const files = await Promise.all(bodies);
    return { bytes: files.reduce((a, f) => a + f.gzip, 0), files: files.length, phase: r.phase };
  } finally {
    await context.close();
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  // With `--json` alone, stdout carries only the JSON report.
  const say = args.json === '-' ? (...a) => console.error(...a) : (...a) => console.log(...a);
  const buildDir = path.resolve(ROOT, args.buildDir);
  const queries = [
    ...loadQueries(path.resolve(ROOT, args.queries ?? 'bench/search/queries.json'), 'tuning'),
    ...loadQueries(path.resolve(ROOT, args.heldOut ?? 'bench/search/held-out.json'), 'heldOut'),
  ];
  const sizes = fs.existsSync(buildDir) ? indexSizes(buildDir) : [];
  if (!args.baseUrl && !sizes.some((s) => s.file.startsWith('search-index'))) {
    throw new Error(`no search index in ${buildDir}: run \`npm run build\` first`);
  }

  const server = args.baseUrl ? null : await serve(buildDir, args.port);
  const baseUrl = args.baseUrl ?? server.baseUrl;
  const browser = await launchChromium();
  const report = { baseUrl, date: new Date().toISOString(), queries: [], sizes, loadBefore: os.loadavg()[0] };
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl}/`);
    await page.getByRole('combobox', { name: 'Search the documentation' }).waitFor({ timeout: 30_000 });

    // The first query loads the index: timed separately.
    const first = await runQuery(page, queries[0].query);
    report.firstQueryMs = first.ms;

    for (const q of queries) {
      const built = q.targets.filter((t) => fs.existsSync(buildDir) && isBuilt(buildDir, t));
      const times = [];
      let options = [];
      for (let run = 0; run < args.runs; run += 1) {
        const r = await runQuery(page, q.query);
        times.push(r.ms);
        if (run === 0) options = r.options;
      }
      const pages = options.map((o) => o.href.split('#')[0]);
      const rankIndex = pages.findIndex((p) => q.targets.includes(p));
      // The same page's position by relevance alone, before grouping by area (what the grouping costs).
      const relevanceRanks = options.filter((o, i) => q.targets.includes(pages[i])).map((o) => o.relevance);
      const entry = {
        set: q.set,
        query: q.query,
        expected: q.targets,
        built: fs.existsSync(buildDir) ? built.length > 0 : true,
        rank: rankIndex >= 0 ? rankIndex + 1 : null,
        relevanceRank: relevanceRanks.length > 0 ? Math.min(...relevanceRanks) : null,
        shown: options.length,
        top: options.slice(0, 5).map((o) => `${o.area}: ${o.href}`),
        ms: times,
      };
      report.queries.push(entry);
      if (args.verbose) {
        const mark = entry.rank === 1 ? '✓' : entry.rank ? `#${entry.rank}` : entry.built ? '✗' : '-';
        say(
          `${mark.padEnd(4)} ${q.query.padEnd(40)} ${String(Math.round(percentile(times, 50))).padStart(4)} ms  ` +
            `expected ${q.targets[0]}${entry.rank === 1 ? '' : `  | got ${entry.top[0] ?? '(nothing)'}`}`,
        );
      }
    }
    report.pageErrors = errors;

    if (!args.noFirstSearch) {
      for (const entry of report.queries) {
        const first = await firstSearchBytes(browser, baseUrl, entry.query);
        entry.firstSearchBytes = first.bytes;
        entry.firstSearchFiles = first.files;
      }
    }
  } finally {
    await browser.close();
    if (server) stop(server.child);
  }

  report.loadAfter = os.loadavg()[0];
  const latencies = report.queries.flatMap((q) => q.ms);
  // A query's first run may load pieces; the others run on pieces already loaded.
  const loadedLatencies = report.queries.flatMap((q) => q.ms.slice(1));
  const firstBytes = report.queries.filter((q) => q.firstSearchBytes !== undefined);
  const heaviest = firstBytes.reduce((a, q) => (!a || q.firstSearchBytes > a.firstSearchBytes ? q : a), null);
  report.summary = {
    ...quality(report.queries),
    sets: {
      tuning: quality(report.queries.filter((q) => q.set === 'tuning')),
      heldOut: quality(report.queries.filter((q) => q.set === 'heldOut')),
    },
    latencyP50Ms: percentile(latencies, 50),
    latencyP95Ms: percentile(latencies, 95),
    latencyLoadedP50Ms: percentile(loadedLatencies, 50),
    latencyLoadedP95Ms: percentile(loadedLatencies, 95),
    firstQueryMs: report.firstQueryMs,
    firstSearchBytesP50: percentile(
      firstBytes.map((q) => q.firstSearchBytes),
      50,
    ),
    firstSearchBytesMax: heaviest?.firstSearchBytes ?? NaN,
    firstSearchHeaviestQuery: heaviest?.query,
    firstSearchOverBudget: firstBytes
      .filter((q) => q.firstSearchBytes > GOALS.firstSearchBytes)
      .map((q) => q.query),
    indexFolders: summarizeSizes(sizes),
    indexGzipBytes: sizes.filter((s) => s.file.startsWith('search-index')).reduce((a, s) => a + s.gzip, 0),
  };

  const s = report.summary;
  const pct = (v) => (Number.isNaN(v) ? 'n/a' : `${(v * 100).toFixed(1)}%`);
  const kib = (b) => `${(b / 1024).toFixed(1)} KiB`;
  say(`\nSearch benchmark on ${baseUrl} (${s.queries} queries, ${args.runs} timed runs each)`);
  if (s.skippedNotBuilt > 0) {
    say(`  ${s.skippedNotBuilt} queries skipped: their expected page is not in the build yet`);
    for (const q of report.queries.filter((x) => !x.built)) say(`    - ${q.query} -> ${q.expected[0]}`);
  }
  const mrr = (v) => (Number.isNaN(v) ? 'n/a' : v.toFixed(3));
  for (const [label, q] of [
    ['tuning set (the ranking was tuned on it)', s.sets.tuning],
    ['held-out set (never tuned on)', s.sets.heldOut],
    ['all', s],
  ]) {
    say(`  quality, ${label}: ${q.answerable} queries`);
    say(
      `    top-1 ${pct(q.top1)}   top-5 ${pct(q.top5)} (goal ${pct(GOALS.top5)})   MRR ${mrr(q.mrr)} (goal ${GOALS.mrr})`,
    );
  }
  say(`  MRR by relevance alone, before grouping by area: ${mrr(s.mrrRelevanceOrder)}`);
  const misses = report.queries.filter((q) => q.built && (!q.rank || q.rank > 1));
  if (misses.length > 0) {
    say('  not first:');
    for (const q of misses) {
      say(
        `    ${q.rank ? `#${q.rank}` : 'miss'}  [${q.set}] "${q.query}" -> ${q.expected[0]}; top: ${q.top[0] ?? '(nothing)'}`,
      );
    }
  }
  say(
    `  latency (input event -> results in the DOM): p50 ${s.latencyP50Ms.toFixed(1)} ms, p95 ${s.latencyP95Ms.toFixed(1)} ms`,
  );
  say(
    `  latency once the query's pieces are loaded (runs after a query's first): p50 ${s.latencyLoadedP50Ms.toFixed(1)} ms, p95 ${s.latencyLoadedP95Ms.toFixed(1)} ms (goal 100 ms)`,
  );
  say(`  first query, including index load: ${s.firstQueryMs.toFixed(0)} ms`);
  if (firstBytes.length > 0) {
    say(
      `  first search of a fresh page, gzipped: p50 ${kib(s.firstSearchBytesP50)}, max ${kib(s.firstSearchBytesMax)} ("${s.firstSearchHeaviestQuery}"; goal ${kib(GOALS.firstSearchBytes)})` +
        (s.firstSearchOverBudget.length > 0 ? `; over budget: ${s.firstSearchOverBudget.join(', ')}` : ''),
    );
  }
  const cores = os.cpus().length;
  const load = Math.max(report.loadBefore, report.loadAfter);
  say(
    `  1-min load average ${report.loadBefore.toFixed(1)} -> ${report.loadAfter.toFixed(1)} on ${cores} cores` +
      (load > cores ? ': the machine was busy, timings are inflated' : ''),
  );
  for (const d of s.indexFolders) {
    say(
      `  index in ${d.dir === '.' ? '/' : `/${d.dir}/`}: ${d.files} files, ${kib(d.bytes)} raw, ${kib(d.gzip)} gzip; manifest ${kib(d.manifestGzip)} gzip`,
    );
  }
  for (const f of sizes.filter((x) => !x.file.includes('search-index'))) {
    say(`  ${f.file}: ${kib(f.bytes)} raw, ${kib(f.gzip)} gzip, ${kib(f.brotli)} brotli`);
  }
  if (report.pageErrors.length > 0) say(`  page errors: ${report.pageErrors.join('; ')}`);
  if (args.json === '-') process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else if (args.json) fs.writeFileSync(path.resolve(ROOT, args.json), `${JSON.stringify(report, null, 2)}\n`);

  if (args.check && !(s.top5 >= GOALS.top5 && s.mrr >= GOALS.mrr && s.firstSearchOverBudget.length === 0)) {
    console.error('search quality below goal');
    process.exitCode = 1;
  }
}

/** Quality figures over a list of query results (only the queries whose expected page is built count). */
function quality(results) {
  const answerable = results.filter((q) => q.built);
  const n = answerable.length;
  const mean = (f) => (n ? answerable.reduce((a, q) => a + f(q), 0) / n : NaN);
  return {
    queries: results.length,
    answerable: n,
    skippedNotBuilt: results.length - n,
    top1: mean((q) => (q.rank === 1 ? 1 : 0)),
    top5: mean((q) => (q.rank && q.rank <= 5 ? 1 : 0)),
    mrr: mean((q) => (q.rank ? 1 / q.rank : 0)),
    mrrRelevanceOrder: mean((q) => (q.relevanceRank ? 1 / q.relevanceRank : 0)),
  };
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
