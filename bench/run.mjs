#!/usr/bin/env node
/**
 * `npm run bench`: builds the site and measures it, writing bench/REPORT.md (a table) and bench/report.json (the
 * figures behind it; both committed). A partial run keeps the figures it did not measure from the last report.
 *   - cold and warm production build time and peak memory (GNU time)
 *   - gzipped JS/CSS loaded on first visit per page template (Chromium)
 *   - Lighthouse scores per template, mobile and desktop, median of 5 runs, each run of ours followed by a run of
 *     a bare Docusaurus page of the same version built in the same bench (interleaved, so machine noise hits
 *     both alike); total blocking time and the main-thread breakdown of the median run kept for the report
 *   - the area benches when present: search quality/latency (bench/search), chart render ratio (bench/viz-item),
 *     API reference scale (bench/api), OpenAPI generation of the heaviest real files (bench/api/heavy.mjs),
 *     the docs MCP server's start-up and per-tool latency (bench/mcp), the input limits' times on their worst
 *     inputs (bench/limits), the first tap on a phone's drawn chart (bench/facade), the idle-time preload's
 *     main-thread cost (bench/preload)
 * Options: --quick (1 Lighthouse run, no cold build), --runs=N, --only=guide,chart (templates), --skip-build
 *   (measure the existing build/), --skip-lighthouse, --skip-areas, --areas=search,vizItem,api,apiHeavy,scale,mcp,limits,facade,preload (only
 *   those),
 *   --port=N (serve the site on N, the bare page on N + 1; default 3200), --bare-port=N (the bare page's port),
 *   --skip-bare (no bare page: weights only, no ratios; for a machine where only one port is yours),
 *   --build-dir=DIR (measure the build in DIR, e.g. one made with `npm run build -- --out-dir DIR`; no build).
 * A guide page's main-thread work (Lighthouse's mainthread-work-breakdown, mobile) is reported beside the bare
 * page's with its ratio (goal <= 1.25x), and the requests each makes before it is first idle (weights.mjs).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_FLAGS, CHROMIUM } from '../scripts/chromium.mjs';
import { requestsBeforeIdle, waitFor, weighTemplates } from './weights.mjs';
import { renderHeavy } from './api/heavy.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'bench/out');
/** The figures behind REPORT.md, committed beside it so the report can be checked. */
const REPORT_JSON = path.join(ROOT, 'bench/report.json');
const args = new Set(process.argv.slice(2));
const QUICK = args.has('--quick');
const option = (name) => [...args].find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(option('runs') ?? (QUICK ? 1 : 5));
/**
 * The test templates, and the guide page issue 51 accounts for (its main-thread work against the bare page's:
 * goal <= 1.25x): a guide of prose, where the template's guide has code tabs.
 */
const ALL_TEMPLATES = {
  ...JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/templates.json'), 'utf8')),
  'guide-intro': '/guide/dashboard-embedding--intro',
};
const ONLY = option('only')?.split(',');
const TEMPLATES = Object.fromEntries(
  Object.entries(ALL_TEMPLATES).filter(([name]) => !ONLY || ONLY.includes(name)),
);
fs.mkdirSync(OUT, { recursive: true });

const report = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  build: {},
  weights: {},
  lighthouse: {},
  areas: {},
};
const log = (...a) => console.error('[bench]', ...a);

/** Runs a command under GNU time; returns wall seconds and peak RSS in MiB. */
function timed(cmd, cmdArgs, cwd = ROOT) {
  const timeFile = path.join(OUT, 'time.txt');
  const start = Date.now();
  execFileSync('/usr/bin/time', ['-v', '-o', timeFile, cmd, ...cmdArgs], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const seconds = (Date.now() - start) / 1000;
  const rssKb = Number(
    /Maximum resident set size \(kbytes\): (\d+)/.exec(fs.readFileSync(timeFile, 'utf8'))?.[1] ?? 0,
  );
  return { seconds: Math.round(seconds * 10) / 10, peakMiB: Math.round(rssKb / 1024) };
}

/** A build served gzip-compressed, as a host would (bench/serve.mjs); both sites are served the same way. */
function serve(buildDir, port) {
  return spawn('node', [path.join(ROOT, 'bench/serve.mjs'), buildDir, String(port)], {
    stdio: 'ignore',
  });
}

/** Lighthouse's phone (a Moto G Power): what loads first there can differ (charts below the fold wait). */
const PHONE = { width: 412, height: 823 };

/** First-load weights at 1280 x 720 (Playwright's default viewport), and the JS total at PHONE. */
async function pageWeights(base, templates) {
  const desktop = await weighTemplates(base, templates, null);
  const phone = await weighTemplates(base, templates, PHONE);
  return Object.fromEntries(
    Object.entries(desktop).map(([name, w]) => [name, { ...w, jsPhoneKiB: phone[name].jsKiB }]),
  );
}

/** One Lighthouse run of one URL; the scores, total blocking time and where the main thread went. */
async function lighthouseRun(url, formFactor) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const config =
      formFactor === 'desktop'
        ? (await import('lighthouse/core/config/desktop-config.js')).default
        : undefined;
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      config,
    );
    // Lighthouse refuses to score a page served with an error status (the not-found template is a 404).
    if (result.lhr.runtimeError) return { error: result.lhr.runtimeError.code };
    const c = result.lhr.categories;
    const audit = (id) => result.lhr.audits[id];
    const top = (id, key) =>
      (audit(id)?.details?.items ?? [])
        .slice(0, 5)
        .map((item) => ({ [key]: item[key], ms: Math.round(item.total ?? item.duration ?? 0) }));
    return {
      performance: Math.round(c.performance.score * 100),
      accessibility: Math.round(c.accessibility.score * 100),
      bestPractices: Math.round(c['best-practices'].score * 100),
      seo: Math.round(c.seo.score * 100),
      tbtMs: Math.round(audit('total-blocking-time').numericValue),
      // All main-thread work of the run (the breakdown's total), and every request Lighthouse saw.
      mainThreadMs: Math.round(audit('mainthread-work-breakdown').numericValue),
      requests: audit('network-requests')?.details?.items?.length ?? 0,
      lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
      mainThread: top('mainthread-work-breakdown', 'groupLabel'),
      scripts: top('bootup-time', 'url').map((x) => ({
        ...x,
        url: URL.canParse(x.url) ? new URL(x.url).pathname : x.url,
      })),
    };
  } finally {
    await chrome.kill();
  }
}

function median(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  const mid = sorted[Math.floor(sorted.length / 2)];
  const figure = (k) => runs.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return {
    performance: figure('performance'),
    accessibility: figure('accessibility'),
    bestPractices: figure('bestPractices'),
    seo: figure('seo'),
    tbtMs: figure('tbtMs'),
    lcpMs: figure('lcpMs'),
    mainThreadMs: figure('mainThreadMs'),
    requests: figure('requests'),
    runs: runs.map((r) => r.performance),
    // The breakdown of the run whose score is the median (a trace summary, not a median of its own).
    mainThread: mid.mainThread,
    scripts: mid.scripts,
  };
}

/**
 * Lighthouse per template and form factor, RUNS times; each run of ours is followed by a run of the bare
 * page, so both see the same machine. Returns ours per template and the bare page's figures beside each.
 */
async function lighthouseScores(base, bareUrl, templates) {
  const out = {};
  for (const [name, url] of Object.entries(templates)) {
    out[name] = {};
    for (const formFactor of ['mobile', 'desktop']) {
      const ours = [];
      const bare = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await lighthouseRun(base + url, formFactor);
        if (run.error) {
          out[name][formFactor] = { error: run.error };
          break;
        }
        ours.push(run);
        bare.push(await lighthouseRun(bareUrl, formFactor));
      }
      if (out[name][formFactor]?.error) {
        log(`lighthouse ${name} ${formFactor}`, out[name][formFactor].error);
        continue;
      }
      out[name][formFactor] = { ...median(ours), bare: median(bare) };
      const m = out[name][formFactor];
      log(
        `lighthouse ${name} ${formFactor}`,
        `perf ${m.performance} (bare ${m.bare.performance}), tbt ${m.tbtMs} ms (bare ${m.bare.tbtMs})`,
      );
    }
  }
  return out;
}

/** A bare Docusaurus site of the same version (classic preset, one doc page), built next to this one. */
function buildBareSite() {
  const dir = path.join(OUT, 'bare-site');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'src/pages'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  fs.writeFileSync(
    path.join(dir, 'docusaurus.config.js'),
    `module.exports = { title: 'Bare', url: 'http://localhost', baseUrl: '/', future: { v4: true, faster: true },
  presets: [['classic', { docs: { routeBasePath: 'guide' }, blog: false }]] };\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'docs/intro.md'),
    `# Introduction\n\n${'A bare Docusaurus page used as the baseline for the bench. '.repeat(20)}\n\n## Section\n\nMore text.\n`,
  );
  fs.writeFileSync(path.join(dir, 'src/pages/index.md'), '# Home\n\nA bare Docusaurus home page.\n');
  execFileSync('npx', ['docusaurus', 'build'], { cwd: dir, stdio: 'ignore' });
  return dir;
}

/** Runs an area bench; its figures come from its `--json` output or, if it writes one, from its report file. */
async function runArea(name, script, reportFile, extra = []) {
  const file = path.join(ROOT, script);
  if (!fs.existsSync(file)) return null;
  log(`area bench ${name}`);
  try {
    const out = execFileSync('node', [file, '--json', ...extra], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 2 ** 20,
    });
    if (reportFile) return JSON.parse(fs.readFileSync(path.join(ROOT, reportFile), 'utf8'));
    return JSON.parse(out.slice(out.indexOf('{')));
  } catch (error) {
    return { error: String(error).slice(0, 500) };
  }
}

// ---- run ----
if (args.has('--render')) {
  // Re-renders bench/REPORT.md from bench/report.json, measuring nothing.
  const last = readJson(REPORT_JSON);
  fs.writeFileSync(path.join(ROOT, 'bench/REPORT.md'), renderReport(last));
  process.exit(0);
}
report.lighthouseRuns = RUNS;
log('build (cold)');
if (!QUICK && !args.has('--skip-build') && !option('build-dir')) {
  fs.rmSync(path.join(ROOT, '.docusaurus'), { recursive: true, force: true });
  fs.rmSync(path.join(ROOT, 'node_modules/.cache'), { recursive: true, force: true });
  report.build.cold = timed('npx', ['docusaurus', 'build']);
}
const BUILD_DIR = option('build-dir') ? path.resolve(option('build-dir')) : path.join(ROOT, 'build');
if (!args.has('--skip-build') && !option('build-dir')) {
  log('build (warm)');
  report.build.warm = timed('npx', ['docusaurus', 'build']);
}

const PORT = Number(option('port') ?? 3200);
const WITH_BARE = !args.has('--skip-bare');
const BARE_PORT = Number(option('bare-port') ?? PORT + 1);
const server = serve(BUILD_DIR, PORT);
const bare = WITH_BARE ? serve(path.join(buildBareSite(), 'build'), BARE_PORT) : null;
try {
  await waitFor(`http://localhost:${PORT}/`);
  if (bare) await waitFor(`http://localhost:${BARE_PORT}/`);
  log('page weights');
  report.weights = await pageWeights(`http://localhost:${PORT}`, TEMPLATES);
  if (bare)
    report.weights.bare = (
      await pageWeights(`http://localhost:${BARE_PORT}`, { guide: '/guide/intro' })
    ).guide;
  const idleGuide = TEMPLATES['guide-intro'] ?? TEMPLATES.guide;
  if (bare && idleGuide) {
    log('requests before idle');
    report.idle = {
      page: idleGuide,
      guide: await requestsBeforeIdle(`http://localhost:${PORT}${idleGuide}`),
      bare: await requestsBeforeIdle(`http://localhost:${BARE_PORT}/guide/intro`),
    };
  }
  if (bare && !args.has('--skip-lighthouse')) {
    log('lighthouse');
    report.lighthouse = await lighthouseScores(
      `http://localhost:${PORT}`,
      `http://localhost:${BARE_PORT}/guide/intro`,
      TEMPLATES,
    );
  }
} finally {
  server.kill();
  bare?.kill();
}
if (!args.has('--skip-areas')) {
  const AREAS = option('areas')?.split(',');
  const want = (name) => !AREAS || AREAS.includes(name);
  if (want('search')) report.areas.search = await runArea('search', 'bench/search/run.mjs');
  if (want('vizItem')) report.areas.vizItem = await runArea('viz-item', 'bench/viz-item/run.mjs');
  if (want('api')) report.areas.api = await runArea('api', 'bench/api/run.mjs', 'bench/out/api-bench.json');
  if (want('apiHeavy'))
    report.areas.apiHeavy = await runArea('api-heavy', 'bench/api/heavy.mjs', 'bench/out/api-heavy.json');
  if (want('scale'))
    report.areas.scale = await runArea('scale', 'bench/scale/run.mjs', 'bench/out/scale.json');
  if (want('mcp')) report.areas.mcp = await runArea('mcp', 'bench/mcp/run.mjs');
  if (want('limits')) report.areas.limits = await runArea('limits', 'bench/limits/run.mjs');
  if (want('facade'))
    report.areas.facade = await runArea('facade', 'bench/facade/run.mjs', undefined, [
      `--build-dir=${BUILD_DIR}`,
    ]);
  if (want('preload'))
    report.areas.preload = await runArea('preload', 'bench/preload/run.mjs', undefined, [
      `--build-dir=${BUILD_DIR}`,
    ]);
}

const full = withPrevious(report, readJson(REPORT_JSON));
fs.writeFileSync(REPORT_JSON, `${JSON.stringify(full, null, 2)}\n`);
fs.writeFileSync(path.join(ROOT, 'bench/REPORT.md'), renderReport(full));
console.log(JSON.stringify(report, null, 2));

function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/**
 * This run's figures over the last committed report: what a run measured (by build, template and area)
 * replaces the old figure, and what it skipped (--only, --skip-*) is kept, each figure with the date it was
 * measured, so the report stays complete and says how old each part is.
 */
function withPrevious(current, previous) {
  const stamp = (section) =>
    Object.fromEntries(Object.entries(section).map(([k, v]) => [k, { ...v, date: v.date ?? current.date }]));
  const merge = (key) => ({ ...(previous?.[key] ?? {}), ...stamp(current[key]) });
  return {
    ...current,
    build: merge('build'),
    weights: merge('weights'),
    lighthouse: merge('lighthouse'),
    areas: merge('areas'),
    idle: current.idle ? { ...current.idle, date: current.date } : previous?.idle,
  };
}

/** "Measured 2026-11-24 (guide, api); 2026-11-22 (home)" when a section's figures are of different days. */
function measured(section) {
  const byDay = new Map();
  for (const [k, v] of Object.entries(section)) {
    const day = v?.date?.slice(0, 10) ?? 'unknown';
    byDay.set(day, [...(byDay.get(day) ?? []), k]);
  }
  if (byDay.size < 2) return [];
  return ['', `Measured ${[...byDay].map(([day, keys]) => `${day} (${keys.join(', ')})`).join('; ')}.`];
}

function renderReport(r) {
  const lines = [
    `# Bench report`,
    '',
    `${r.date} on ${r.machine}. Produced by \`npm run bench\`.`,
    '',
    '## Build',
    '',
  ];
  if (!Object.keys(r.build).length) lines.push('Not measured yet (a run without --skip-build measures it).');
  else lines.push('| build | time (s) | peak memory (MiB) |', '| --- | --- | --- |');
  for (const [k, v] of Object.entries(r.build)) lines.push(`| ${k} | ${v.seconds} | ${v.peakMiB} |`);
  lines.push(...measured(r.build));
  const bareJs = r.weights.bare?.jsKiB;
  const ratio = (a, b) => (a != null && b ? `${(a / b).toFixed(2)}x` : '');
  lines.push(
    '',
    '## First-load weight (gzipped)',
    '',
    'JS: every script a first visit downloads until the network is idle (idle-time preload of other sections',
    "excluded; Docusaurus' prefetches of links in view included), at 1280 x 720. Executed: only the scripts the",
    "page runs. At 412 px: the JS a phone's first visit downloads (Lighthouse's mobile viewport). Images: those",
    'a first visit at 1280 x 720 loads (lazy images load as the reader scrolls).',
    '',
    '| template | JS KiB | JS vs bare | executed JS KiB | JS KiB at 412 px | CSS KiB | image KiB |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const [k, v] of Object.entries(r.weights)) {
    lines.push(
      `| ${k} | ${v.jsKiB} | ${ratio(v.jsKiB, bareJs)} | ${v.jsExecutedKiB ?? ''} | ${v.jsPhoneKiB ?? ''} | ${v.cssKiB} | ${v.imgKiB ?? ''} |`,
    );
  }
  lines.push(
    ...measured(r.weights),
    '',
    'Goals: guide <= 1.15x, home, api and gallery <= 1.25x the bare page; chart and example <= 420 KiB; playground <= 560 KiB.',
  );
  if (Object.keys(r.lighthouse).length) {
    lines.push(
      '',
      `## Lighthouse (median of ${runCounts(r.lighthouse)}, each run beside a run of the bare page)`,
      '',
      '| template | mobile perf | bare | TBT ms | bare TBT | TBT ratio | main thread ms | bare | ratio | requests | bare | desktop perf | bare | a11y | best practices | SEO |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const [k, v] of Object.entries(r.lighthouse)) {
      if (v.mobile?.error || v.desktop?.error) {
        lines.push(
          `| ${k} | n/a | | | | | | | | | | n/a | | | | (${v.mobile?.error ?? v.desktop?.error}: not scored) |`,
        );
        continue;
      }
      const m = v.mobile;
      const d = v.desktop;
      lines.push(
        `| ${k} | ${m.performance} | ${m.bare?.performance ?? ''} | ${m.tbtMs ?? ''} | ${m.bare?.tbtMs ?? ''} | ${ratio(m.tbtMs, m.bare?.tbtMs)} | ${m.mainThreadMs ?? ''} | ${m.bare?.mainThreadMs ?? ''} | ${ratio(m.mainThreadMs, m.bare?.mainThreadMs)} | ${m.requests ?? ''} | ${m.bare?.requests ?? ''} | ${d.performance} | ${d.bare?.performance ?? ''} | ${m.accessibility}/${d.accessibility} | ${m.bestPractices}/${d.bestPractices} | ${m.seo}/${d.seo} |`,
      );
    }
    lines.push(
      ...measured(r.lighthouse),
      '',
      'Goals (mobile): home, guide, api no lower than the bare page minus 2 and TBT <= 1.3x; chart and example within 8',
      'points; playground within 10. Desktop >= 98 on home, guide, api, >= 96 elsewhere. a11y, best practices, SEO 100.',
      "Main thread: all of the run's main-thread work (mainthread-work-breakdown, at Lighthouse's 4x CPU); goal for",
      'guide-intro (/guide/dashboard-embedding--intro) <= 1.25x the bare page (issue 51). Requests: all Lighthouse',
      'saw, idle-time preload included.',
    );
    lines.push(...renderIdle(r.idle));
    for (const [k, v] of Object.entries(r.lighthouse)) {
      if (!v.mobile?.mainThread) continue;
      lines.push(
        '',
        `### Where the main thread goes: ${k}, mobile (the median run; bare page beside)`,
        '',
        `| category | ms | bare ms |`,
        '| --- | --- | --- |',
        ...v.mobile.mainThread.map(
          (x) =>
            `| ${x.groupLabel} | ${x.ms} | ${v.mobile.bare?.mainThread?.find((b) => b.groupLabel === x.groupLabel)?.ms ?? ''} |`,
        ),
        '',
        '| script | ms |',
        '| --- | --- |',
        ...v.mobile.scripts.map((x) => `| ${x.url} | ${x.ms} |`),
      );
    }
  }
  lines.push(...renderAreas(r.areas));
  return `${lines.join('\n')}\n`;
}

/** The requests a guide page and the bare page make before their first idle period (weights.mjs). */
function renderIdle(idle) {
  if (!idle?.guide) return [];
  const list = (x) => x.requests.map((q) => `${q.type} ${q.path}`).join(', ');
  return [
    '',
    `### Requests before the page is first idle (412 px, CPU 4x; measured ${idle.date?.slice(0, 10) ?? ''})`,
    '',
    `guide: ${idle.page ?? ''}. Idle: the first idle period after the load event, when the sections' preload starts.`,
    '',
    '| page | requests | idle at (ms) | what |',
    '| --- | --- | --- | --- |',
    `| guide | ${idle.guide.requests.length} | ${idle.guide.idleMs} | ${list(idle.guide)} |`,
    `| bare | ${idle.bare.requests.length} | ${idle.bare.idleMs} | ${list(idle.bare)} |`,
  ];
}

/** How many runs the medians are of ("3", or "3 and 5" when templates were measured apart). */
function runCounts(lighthouse) {
  const counts = new Set(
    Object.values(lighthouse)
      .map((v) => v.mobile?.runs?.length)
      .filter(Boolean),
  );
  return [...counts].join(' and ') || RUNS;
}

function pct(x) {
  return `${(x * 100).toFixed(1)}%`;
}
function ms(x) {
  return `${Math.round(x)} ms`;
}

/** The docs MCP server (bench/mcp): start-up and each tool's latency, from the client's side. */
function renderMcp(mcp) {
  if (!mcp?.tools) return mcp?.error ? ['', '## Docs MCP server', '', `Failed: ${mcp.error}`] : [];
  const c = mcp.coldStart;
  return [
    '',
    `## Docs MCP server (bench/mcp, over stdio, ${mcp.site})`,
    '',
    `Cold start (median of ${c.runs}): initialized in ${c.initializeP50Ms} ms, tools listed at ${c.toolsListedP50Ms} ms; ` +
      `first search ${c.firstSearchP50Ms} ms. Child RSS at the end: ${mcp.rssMiB} MiB.`,
    '',
    '| tool | calls | first (ms) | p50 (ms) | p95 (ms) |',
    '| --- | --- | --- | --- | --- |',
    ...Object.entries(mcp.tools).map(
      ([n, t]) => `| ${n} | ${t.calls} | ${t.firstMs} | ${t.p50Ms} | ${t.p95Ms} |`,
    ),
  ];
}

/** The input limits on their worst inputs (bench/limits): the unit tests check what happens, this how long. */
function renderLimits(limits) {
  if (!limits?.ms) return limits?.error ? ['', '## Input limits', '', `Failed: ${limits.error}`] : [];
  const what = {
    config: 'a 20 MB config.json streamed, refused at 256 KB',
    like: "the sandbox's LIKE, 200,000 characters against 100 `%a`",
    validate: '5 MB of dashboard JSON with 20,000 errors validated',
  };
  return [
    '',
    `## Input limits on their worst inputs (bench/limits, median of ${limits.runs}, load ${limits.loadAverage.join(' ')})`,
    '',
    '| limit | input | ms |',
    '| --- | --- | --- |',
    ...Object.entries(limits.ms).map(([name, ms]) => `| ${name} | ${what[name] ?? ''} | ${ms} |`),
  ];
}

/** The first tap on a phone's drawn chart (bench/facade): issue 51's goal is a tooltip within 100 ms. */
function renderFacade(facade) {
  if (!facade?.pages)
    return facade?.error ? ['', '## First tap on a drawn chart', '', `Failed: ${facade.error}`] : [];
  return [
    '',
    `## First tap on a drawn chart (bench/facade: 390 x 844, touch, ${facade.cpuSlowdown}x CPU, median of ${facade.runs}, load ${facade.loadAverage.join(' ')})`,
    '',
    'Tooltip: from the tap to a tooltip on the page (goal <= 100 ms; none: the first tap shows nothing).',
    '',
    '| page | tap to tooltip (ms) | tap to live chart (ms) | tap to live tooltip (ms) |',
    '| --- | --- | --- | --- |',
    ...Object.entries(facade.pages).map(
      ([name, r]) =>
        `| ${name} | ${r.tapToTooltip ?? 'none'} | ${r.tapToLive ?? '-'} | ${r.tapToLiveTooltip ?? 'none'} |`,
    ),
  ];
}

/** The idle-time preload's main-thread cost (bench/preload): issue 51 wants none a reader pays for. */
function renderPreload(preload) {
  if (!preload?.modes)
    return preload?.error ? ['', '## Idle-time preload', '', `Failed: ${preload.error}`] : [];
  return [
    '',
    `## Idle-time preload (bench/preload: ${preload.page}, 390 x 844, ${preload.cpuSlowdown}x CPU, median of ${preload.runs}, load ${preload.loadAverage.join(' ')})`,
    '',
    "The page's main-thread tasks from its first idle period to the preload's end, with the downloads in a",
    'SharedWorker (browsers that have one) or a dedicated worker (those without).',
    '',
    '| worker | files | main-thread tasks | main-thread ms |',
    '| --- | --- | --- | --- |',
    ...Object.entries(preload.modes).map(([mode, r]) => `| ${mode} | ${r.files} | ${r.tasks} | ${r.ms} |`),
  ];
}

/** The area benches' headline figures beside their goals (full data: bench/report.json). */
function renderAreas(areas) {
  const lines = [];
  const failed = (name, v) => v?.error && lines.push('', `## ${name}`, '', `Failed: ${v.error}`);
  const search = areas.search;
  if (search?.summary) {
    const s = search.summary;
    lines.push(
      '',
      `## Search (${s.queries} queries, bench/search)`,
      '',
      '| figure | value | goal |',
      '| --- | --- | --- |',
      `| top-1 hit rate | ${pct(s.top1)} | |`,
      `| top-5 hit rate | ${pct(s.top5)} | >= 90% |`,
      `| mean reciprocal rank | ${s.mrr.toFixed(3)} | >= 0.75 |`,
      ...Object.entries({ tuning: 'tuning set', heldOut: 'held-out set, never tuned on' })
        .filter(([key]) => s.sets?.[key])
        .map(([key, label]) => {
          const q = s.sets[key];
          return `| ${label} (${q.answerable}): top-1 / top-5 / MRR | ${pct(q.top1)} / ${pct(q.top5)} / ${q.mrr.toFixed(3)} | |`;
        }),
      `| query latency p50 / p95 (browser) | ${ms(s.latencyP50Ms)} / ${ms(s.latencyP95Ms)} | a frame or two |`,
      `| query latency p95, pieces loaded (browser) | ${ms(s.latencyLoadedP95Ms)} | <= 100 ms |`,
      `| first query (index load included) | ${ms(s.firstQueryMs)} | |`,
      `| first search of a fresh page, max (gzipped) | ${Math.round(s.firstSearchBytesMax / 1024)} KiB | <= 150 KiB |`,
      `| index, gzipped | ${Math.round(s.indexGzipBytes / 1024)} KiB | |`,
    );
  } else failed('Search', search);
  const viz = areas.vizItem;
  if (viz?.types) {
    lines.push(
      '',
      `## Chart item render time vs plain ECharts (median of ${viz.iterations}, bench/viz-item)`,
      '',
      '| type | option update | new item (cached query) | new item (cold query) |',
      '| --- | --- | --- | --- |',
      ...Object.entries(viz.types).map(
        ([type, t]) => `| ${type} | ${t.update.ratio}x | ${t.mount.ratio}x | ${t.mountCold.ratio}x |`,
      ),
      '',
      `Goal: <= 1.25x. One bar chart loads ${Math.round(viz.bytes.oneBarChartGzip / 1024)} KiB gzipped ` +
        `(${viz.bytes.requests} requests); the standalone bundle is ${Math.round(viz.bytes.standaloneGzip / 1024)} KiB.`,
    );
  } else failed('Chart item', viz);
  const api = areas.api;
  if (api?.build) {
    lines.push(
      '',
      `## API reference at scale (${api.operations} operations, bench/api)`,
      '',
      '| step | time (s) | peak memory (MB) |',
      '| --- | --- | --- |',
      `| page generation | ${api.generation.seconds} | ${api.generation.peakMB} |`,
      `| full site build | ${api.build.seconds} | ${api.build.peakMB} |`,
    );
  } else failed('API reference at scale', api);
  lines.push(...renderHeavy(areas.apiHeavy));
  lines.push(...renderMcp(areas.mcp));
  lines.push(...renderLimits(areas.limits));
  lines.push(...renderFacade(areas.facade));
  lines.push(...renderPreload(areas.preload));
  lines.push(
    '',
    'The API reference with real OpenAPI files of 300 and 1,000 operations: bench/api/RESULTS.md.',
  );
  const scale = areas.scale;
  if (scale?.sizes) {
    lines.push(
      '',
      '## Cost per page as the site grows (bench/scale)',
      '',
      'Each size adds operations to the Core API of both docs versions. First-load JS gzipped; main.js and the',
      'runtime are what every page loads. Goals: a guide page grows by at most 10 bytes per page added; about',
      '3,000 pages build in 10 minutes and 4 GB.',
      '',
      '| pages | guide page JS (KiB) | API page JS (KiB) | main.js (B) | runtime (B) | build (s) | CPU (s) | load | peak memory (MiB) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...scale.sizes.map(
        (s) =>
          `| ${s.pages} | ${s.guideJsKiB ?? '-'} | ${s.apiJsKiB ?? '-'} | ${s.mainGz ?? '-'} | ${s.runtimeGz ?? '-'} | ${s.build.seconds} | ${s.build.cpuSeconds ?? '-'} | ${s.build.loadAverage?.[0] ?? '-'} | ${s.build.peakMiB} |`,
      ),
    );
    lines.push(
      '',
      "Where a build's time and memory go, and what 3,000 pages in 10 minutes and 4 GB would take: bench/scale/RESULTS.md.",
    );
    // Where each build's time and memory went (bench/scale/run.mjs records Docusaurus' phase timings); `builds`
    // holds hand-run builds of one size before and after a change (bench/scale/RESULTS.md).
    for (const s of [...scale.sizes, ...(scale.builds ?? [])].filter((size) => size.build.phases?.length)) {
      const peak = s.build.sampledPeak;
      lines.push(
        '',
        `${s.label ? `${s.label}, ` : ''}${s.pages} pages, ${s.build.seconds} s wall, ${s.build.cpuSeconds} s CPU (load ${s.build.loadAverage?.[0]}), peak ${s.build.peakMiB} MiB; phases (wall s): ${s.build.phases.map((p) => `${p.label} ${p.seconds}`).join('; ')}.` +
          (peak?.phase
            ? ` Peak memory of all its processes ${peak.totalMiB} MiB, during "${peak.phase}".`
            : ''),
      );
    }
    const slope = scale.slopeBytesPerPage;
    if (slope)
      lines.push(
        '',
        `Slope in bytes gzipped per page added: guide page ${slope.guideJs}, API page ${slope.apiJs}, main.js ${slope.main}, runtime ${slope.runtime}.`,
      );
  } else failed('Cost per page as the site grows', scale);
  return lines;
}
