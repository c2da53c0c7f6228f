#!/usr/bin/env node
/**
 * `npm run build`: `docusaurus build` in two processes. The first bundles and exits; the second loads the site
 * again and runs SSG and postBuild on the bundles the first wrote (Docusaurus' DOCUSAURUS_EXIT_AFTER_BUNDLING and
 * DOCUSAURUS_SKIP_BUNDLING). Rspack's native memory is not given back once it is done (4.1 GB at 3,000 pages);
 * in one process it sat under SSG and postBuild to the end of the build, whose own memory came on top of it:
 * 6.7 GB at 3,000 pages, against 3.6-3.8 GB now (bench/scale/RESULTS.md). Here it goes back to the system when the
 * first process exits. Costs one more load of the site (3 s at the site's size, with the pictures read; below).
 *
 * Both passes load the site, and the gallery's pictures are drawn from the demo data's clock (an example shows
 * "the last 2 days"): DOCS_BUILD_TIME, set once here, gives both the same instant (plugins/flex-pages pins the
 * clock to it), so the pages the second pass renders name the pictures the first one bundled. The second reads
 * the pictures the first drew from DOCS_BUILD_PASS_CACHE, a folder for this build, removed after it
 * (plugins/flex-pages/pass-cache.ts): drawing them was most of loading the site.
 *
 * Then the security headers (scripts/security-headers.mjs), on the folder the build wrote: `--out-dir` if given.
 * (An npm `postbuild` script cannot see the build's arguments: it rewrote `build/`, an older build, or failed
 * when there was none.)
 *
 * At the end it prints the build's phases: each pass's wall time and peak memory, with Docusaurus' own phases
 * in it (loading the site, bundling, SSG, postBuild: its PerfLogger, DOCUSAURUS_PERF_LOGGER, whose other lines,
 * one per SSG task, are not shown unless that variable is set), then the steps after the passes. A maintainer
 * who adds a large API sees where the time and memory go (issue 52, item 5).
 * Usage: node scripts/build.mjs [siteDir] [docusaurus build options...]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { applySecurityHeaders } from './security-headers.mjs';
import { writePackages } from './embed-packages.mjs';

const require = createRequire(import.meta.url);

/**
 * Worker heap (bytes) past which an SSG worker thread is replaced by a fresh one: Docusaurus' own setting
 * `DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY`, which it reads when its build command starts, so it is
 * given here, in the environment of the pass that renders. Each worker keeps every page module it has rendered
 * (about 1.3 MB a page on the API pages), and Docusaurus' default, 1 GB, was not reached at 1,407 pages while
 * each worker held up to 890 MB of heap: the two were the build's peak. A fresh worker costs one load of the
 * server bundle (2-3 s, 44 MB of heap). Measured: bench/scale/RESULTS.md; plugins/build-memory/README.md.
 */
export const SSG_WORKER_RECYCLE_BYTES = 300_000_000;

/**
 * Each pass's name and environment: bundling, then rendering, at one build instant (`now`, unless set), sharing
 * the folder `cacheDir`. A recycling limit already in the environment wins (bench/scale compares settings).
 * @param {NodeJS.ProcessEnv} env
 * @param {number} [now]
 * @param {string} [cacheDir]
 * @returns {{ name: 'bundling' | 'rendering', env: NodeJS.ProcessEnv }[]}
 */
export function passes(env, now = Date.now(), cacheDir) {
  const shared = {
    DOCS_BUILD_TIME: env.DOCS_BUILD_TIME ?? String(now),
    // Rspack's persistent cache, off unless asked for (docusaurus.config.ts: a fresh build's bundling pass peaked
    // a gigabyte higher writing it).
    DOCS_BUNDLER_CACHE: env.DOCS_BUNDLER_CACHE ?? 'off',
    ...(cacheDir ? { DOCS_BUILD_PASS_CACHE: cacheDir } : {}),
  };
  return [
    { name: 'bundling', env: { ...env, ...shared, DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true' } },
    {
      name: 'rendering',
      env: {
        ...env,
        ...shared,
        DOCUSAURUS_SKIP_BUNDLING: 'true',
        DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY:
          env.DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY ?? String(SSG_WORKER_RECYCLE_BYTES),
      },
    },
  ];
}

/**
 * The environment variables the passes give Docusaurus, none in its public docs: each must still be read by the
 * installed @docusaurus/core (its compiled `lib/`), or the build stops here naming it (patches/README.md,
 * "Internal touchpoints"). Without this a renamed one is ignored: both passes would bundle, or the pages
 * render with the 1 GB recycling default, and only the build's time and memory would say so.
 * @param {string} [coreLib] the folder of @docusaurus/core's compiled files
 * @returns {void}
 */
export function checkDocusaurusReads(
  coreLib = path.dirname(require.resolve('@docusaurus/core/package.json')),
) {
  const names = [
    'DOCUSAURUS_EXIT_AFTER_BUNDLING',
    'DOCUSAURUS_SKIP_BUNDLING',
    'DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY',
  ];
  const lib = path.join(coreLib, 'lib');
  const read = new Set();
  for (const file of fs.readdirSync(lib, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const text = fs.readFileSync(path.join(lib, file), 'utf8');
    for (const name of names) if (new RegExp(`process\\.env\\s*\\.${name}\\b`).test(text)) read.add(name);
  }
  const unread = names.filter((name) => !read.has(name));
  if (unread.length)
    throw new Error(
      `build: @docusaurus/core (${lib}) no longer reads ${unread.join(', ')}, which scripts/build.mjs sets ` +
        '(patches/README.md, "Internal touchpoints")',
    );
}

/** `docusaurus build` options that take a value (the rest are flags). */
const VALUE_OPTIONS = new Set(['--out-dir', '--config', '--locale', '-l']);

/**
 * The folder `docusaurus build` writes to, from its arguments: `--out-dir` (or `--out-dir=`), relative to the
 * site folder (the positional argument, else the current folder), as Docusaurus resolves it; `build` by default.
 * @param {readonly string[]} args
 * @param {string} [cwd]
 */
export function outDirOf(args, cwd = process.cwd()) {
  let siteDir = '.';
  let outDir = 'build';
  for (let i = 0; i < args.length; i++) {
    const arg = /** @type {string} */ (args[i]);
    const [name, inline] = arg.split(/=(.*)/s);
    if (name === '--out-dir') outDir = inline ?? args[++i] ?? outDir;
    else if (VALUE_OPTIONS.has(/** @type {string} */ (name))) {
      if (inline === undefined) i++;
    } else if (!arg.startsWith('-')) siteDir = arg;
  }
  return path.resolve(cwd, siteDir, outDir);
}

/**
 * @typedef {{ name: string, ms: number }} Phase
 * @typedef {{ status: number, phases?: Phase[], peakBytes?: number }} PassResult
 * @typedef {Phase & { peakBytes?: number, phases?: Phase[] }} Step
 */

/**
 * A phase of Docusaurus' build command in a line of its PerfLogger, one level under the locale
 * (`[PERF] Build > en > SSG - 216.26 seconds! - (Heap ...)`), or null: deeper phases and other lines.
 * @param {string} line
 * @returns {Phase | null}
 */
export function perfPhase(line) {
  const match = /^\[PERF\](?:\[KO\])? Build > [^>]+? > ([^>]+?) - ([\d.]+) (seconds!|ms)/.exec(
    stripVTControlCharacters(line),
  );
  if (!match) return null;
  const value = Number(match[2]);
  return { name: /** @type {string} */ (match[1]), ms: match[3] === 'ms' ? value : value * 1000 };
}

/**
 * The phases as the build prints them: a line per step, its peak memory and Docusaurus' phases in it.
 * @param {Step[]} steps
 * @returns {string}
 */
export function phaseReport(steps) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const width = Math.max(...steps.map((s) => s.name.length), 'total'.length);
  const lines = steps.map((step) =>
    [
      `  ${step.name.padEnd(width)}  ${seconds(step.ms).padStart(8)}`,
      step.peakBytes ? `  peak ${(step.peakBytes / 2 ** 30).toFixed(2)} GiB` : '',
      // Docusaurus' phases of half a second or more (creating the bundler's configs, deleting the server bundle
      // and the like take milliseconds).
      step.phases?.some((p) => p.ms >= 500)
        ? `  (${step.phases
            .filter((p) => p.ms >= 500)
            .map((p) => `${p.name} ${seconds(p.ms)}`)
            .join(', ')})`
        : '',
    ].join(''),
  );
  const total = steps.reduce((sum, s) => sum + s.ms, 0);
  return [
    'build phases (wall time, peak memory of the pass):',
    ...lines,
    `  ${'total'.padEnd(width)}  ${seconds(total).padStart(8)}`,
  ].join('\n');
}

/**
 * The build's steps in order: each pass, then the security headers and the embed packages. A step that fails
 * stops the build and removes what it wrote to the output folder: half a site (pages without a search index,
 * headers or preload manifest) would look complete to `npm run serve` or a host's upload. Docusaurus has
 * already emptied the folder by then, so no earlier build is lost that was not lost already. Prints the phases
 * (phaseReport) through `report`, also when a step failed (what it took until then).
 * @param {{ outDir: string, runPass: (pass: ReturnType<typeof passes>[number]) => number | PassResult | Promise<number | PassResult>,
 *   finish: (outDir: string, step: <T>(name: string, run: () => T | Promise<T>) => Promise<T>) => Promise<void>,
 *   passList: ReturnType<typeof passes>, log?: (line: string) => void, report?: (text: string) => void,
 *   clock?: () => number }} steps
 * @returns {Promise<number>} the exit code
 */
export async function build({
  outDir,
  runPass,
  finish,
  passList,
  log = console.error,
  report = console.log,
  clock = () => performance.now(),
}) {
  /** @type {Step[]} */
  const steps = [];
  let failed = null;
  try {
    for (const pass of passList) {
      const start = clock();
      const result = await runPass(pass);
      const { status, ...details } = typeof result === 'number' ? { status: result } : result;
      steps.push({ name: `${pass.name} pass`, ms: clock() - start, ...details });
      if (status !== 0) {
        failed = { code: status || 1, what: `the ${pass.name} pass failed (${status})` };
        break;
      }
    }
    if (!failed)
      await finish(outDir, async (name, run) => {
        const start = clock();
        try {
          return await run();
        } finally {
          steps.push({ name, ms: clock() - start });
        }
      });
  } catch (error) {
    failed = { code: 1, what: error instanceof Error ? error.message : String(error) };
  }
  if (steps.length) report(phaseReport(steps));
  if (!failed) return 0;
  const partial = fs.existsSync(outDir);
  fs.rmSync(outDir, { recursive: true, force: true });
  log(
    `build: ${failed.what}` +
      (partial ? `; the partial output in ${outDir} was removed, so nothing serves half a site` : ''),
  );
  return failed.code;
}

/**
 * After both passes: the security headers and the embed packages, on the folder the build wrote.
 * @param {string} outDir
 * @param {<T>(name: string, run: () => T | Promise<T>) => Promise<T>} step
 */
async function finish(outDir, step) {
  const { pages, hashes } = await step('security headers', () => applySecurityHeaders(outDir));
  const relative = path.relative(process.cwd(), outDir);
  const where = relative.startsWith('..') ? outDir : relative || '.';
  console.log(`security-headers: ${pages} pages, ${hashes} inline script hashes (${where}/_headers)`);
  // The embed packages the example projects install, served by the site (src/embed/README.md): the current
  // version's built now, older versions' frozen ones copied.
  const tarballs = await step('embed packages', () => writePackages(outDir));
  console.log(`embed-packages: ${tarballs.map((f) => path.relative(outDir, f)).join(', ')}`);
}

/**
 * Runs one pass of `docusaurus build`: its output passed through but for its PerfLogger's lines (unless the
 * reader set DOCUSAURUS_PERF_LOGGER), of which the top-level phases are kept; its peak memory read from
 * /proc (Linux; the SSG workers are threads of the same process).
 * @param {string} cli
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<PassResult>}
 */
function runDocusaurus(cli, args, env) {
  const showPerf = process.env.DOCUSAURUS_PERF_LOGGER === 'true';
  const child = spawn(process.execPath, [cli, 'build', ...args], {
    stdio: ['inherit', 'pipe', 'inherit'],
    env: { ...env, DOCUSAURUS_PERF_LOGGER: 'true' },
  });
  /** @type {Phase[]} */
  const phases = [];
  let peakBytes = 0;
  const readPeak = () => {
    try {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
      peakBytes = Math.max(peakBytes, kb * 1024);
    } catch {
      // Not Linux, or the process has just exited: the last reading stands.
    }
  };
  const timer = setInterval(readPeak, 250);
  let rest = '';
  child.stdout.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const phase = perfPhase(line);
      if (phase) phases.push(phase);
      if (showPerf || !stripVTControlCharacters(line).startsWith('[PERF]')) process.stdout.write(`${line}\n`);
    }
  });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearInterval(timer);
      if (rest) process.stdout.write(rest);
      resolve({ status: code ?? (signal ? 128 : 1), phases, peakBytes: peakBytes || undefined });
    });
  });
}

async function main() {
  checkDocusaurusReads();
  const cli = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-'));
  try {
    process.exitCode = await build({
      outDir: outDirOf(process.argv.slice(2)),
      passList: passes(process.env, Date.now(), cacheDir),
      runPass: (pass) => runDocusaurus(cli, process.argv.slice(2), pass.env),
      finish,
    });
  } finally {
    fs.rmSync(cacheDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
