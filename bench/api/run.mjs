#!/usr/bin/env node
/**
 * Scale benchmark for the API reference: builds the whole site with a Core API of about 300 operations.
 *
 * 1. Derives a synthetic OpenAPI file from api/openapi/core-api.yaml by cloning its resources (account2,
 *    account3, ...) until it has TARGET operations.
 * 2. Copies the site (without node_modules, build, caches) to bench/out/api-site and puts the file there.
 * 3. Times `npm run api:generate` and a cold `docusaurus build` in the copy, under /usr/bin/time -v for the
 *    peak memory (maximum resident set size of the largest process).
 *
 * With --file FILE (any OpenAPI 3.x file), the site keeps its own APIs and FILE is added as a further API, the
 * way a maintainer adds one (one line in API_SPECS of api/plugin-config.mjs): pages at /api/corpus/{id}.
 *
 * With --e2e (and --file), it then runs the API page checks on a sample of the added API's pages in Chromium
 * (tests/api-corpus: title, method, parameters, six sample languages, no console error, axe).
 *
 * With --compare, it first builds an unchanged copy of the site the same way (cold), and reports the ratio of
 * build time and memory to that baseline.
 *
 * Usage: node bench/api/run.mjs [--operations 300 | --file FILE [--e2e]] [--compare] [--keep]
 * Writes bench/out/api-bench.json and prints a summary. Takes a few minutes on 2 cores.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import os from 'node:os';

const require = createRequire(import.meta.url);
const yaml = require('js-yaml');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'bench/out');
const SITE = path.join(OUT, 'api-site');
const args = process.argv.slice(2);
const TARGET = Number(args[args.indexOf('--operations') + 1] || 300) || 300;
const KEEP = args.includes('--keep');
const E2E = args.includes('--e2e');
const COMPARE = args.includes('--compare');
const FILE = args.includes('--file') ? path.resolve(args[args.indexOf('--file') + 1]) : undefined;
const TIME = '/usr/bin/time';

/** A copy of the Core API with its resources cloned (`account` -> `account2`...) up to `target` operations. */
export function syntheticSpec(source, target) {
  const spec = structuredClone(source);
  const originals = Object.entries(source.paths);
  const paths = { ...source.paths };
  const tags = [...source.tags];
  for (let copy = 2; Object.keys(paths).length < target; copy++) {
    const newTags = new Set();
    for (const [key, item] of originals) {
      if (Object.keys(paths).length >= target) break;
      const [, version, resource, action] = /^\/([^/]+)\/([a-z]+):([a-z]+)$/.exec(key);
      const op = structuredClone(item.post);
      op.operationId = `${op.operationId}${copy}`;
      op.summary = `${op.summary} (copy ${copy})`;
      op.tags = op.tags.map((t) => `${t} ${copy}`);
      op.tags.forEach((t) => newTags.add(t));
      paths[`/${version}/${resource}${copy}:${action}`] = { post: op };
    }
    for (const t of newTags)
      tags.push({ name: t, description: `Synthetic copy of ${t.replace(/ \d+$/, '')}.` });
  }
  spec.paths = paths;
  spec.tags = tags;
  return spec;
}

/**
 * Copies the site (without builds, caches) to `site`, with node_modules as hard links (`cp -al`: a symlinked
 * node_modules fails to build, its packages resolving their peers from the real path), without its cache.
 */
export function copySite(site = SITE) {
  fs.rmSync(site, { recursive: true, force: true });
  fs.mkdirSync(site, { recursive: true });
  // Top-level entries one by one: the copy lives inside bench/out, which cpSync refuses to copy into itself.
  const skip = new Set([
    'node_modules',
    'build',
    '.docusaurus',
    '.git',
    'test-results',
    'playwright-report',
    'bench',
    'coverage',
  ]);
  for (const entry of fs.readdirSync(ROOT)) {
    if (!skip.has(entry)) fs.cpSync(path.join(ROOT, entry), path.join(site, entry), { recursive: true });
  }
  const copied = spawnSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(site, 'node_modules')]);
  if (copied.status !== 0) throw new Error(`cp -al node_modules failed: ${copied.stderr}`);
  fs.rmSync(path.join(site, 'node_modules/.cache'), { recursive: true, force: true });
}

/** Runs a command under /usr/bin/time -v; returns wall seconds and peak RSS in MB. */
function timed(label, command, commandArgs) {
  const started = process.hrtime.bigint();
  const result = spawnSync(TIME, ['-v', command, ...commandArgs], {
    cwd: SITE,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    throw new Error(
      `${label} failed (${result.status}):\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`,
    );
  }
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr);
  return { seconds: Math.round(seconds * 10) / 10, peakMB: rss ? Math.round(Number(rss[1]) / 1024) : null };
}

/** `docusaurus build` in the copy, with no cache from an earlier build. */
function coldBuild() {
  return timed('build', process.execPath, [
    path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
    'build',
  ]);
}

function main() {
  if (!fs.existsSync(TIME)) throw new Error(`${TIME} is needed for peak memory (apt-get install time)`);
  const source = yaml.load(fs.readFileSync(FILE ?? path.join(ROOT, 'api/openapi/core-api.yaml'), 'utf8'));
  const spec = FILE ? source : syntheticSpec(source, TARGET);
  const operations = Object.values(spec.paths ?? {}).flatMap((item) =>
    ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'].filter((m) => item?.[m]),
  ).length;

  let baseline;
  if (COMPARE) {
    console.log('bench: building an unchanged copy of the site (cold), the baseline...');
    copySite();
    baseline = coldBuild();
  }

  console.log(
    `bench: copying the site to ${path.relative(ROOT, SITE)} with ${FILE ? `${path.basename(FILE)} added` : 'a Core API'} (${operations} operations)`,
  );
  copySite();
  if (FILE) {
    const config = path.join(SITE, 'api/plugin-config.mjs');
    const text = fs.readFileSync(config, 'utf8');
    const line = `  corpus: { specPath: ${JSON.stringify(path.relative(SITE, FILE))}, label: 'Corpus API' },\n};`;
    fs.writeFileSync(config, text.replace(/(export const API_SPECS = \{[^]*?)\n\};/, `$1\n${line}`));
  } else {
    fs.writeFileSync(
      path.join(SITE, 'api/openapi/core-api.yaml'),
      yaml.dump(spec, { lineWidth: 120, noRefs: true }),
    );
  }

  console.log('bench: generating pages...');
  const generation = timed('generation', process.execPath, ['scripts/api-generate.mjs', '--quiet']);
  const pages = (FILE ? ['core', 'plugin', 'corpus'] : ['core', 'plugin'])
    .map(
      (d) => fs.readdirSync(path.join(SITE, 'api/reference', d)).filter((f) => f.endsWith('.api.mdx')).length,
    )
    .reduce((a, b) => a + b, 0);

  console.log('bench: building the site (cold)...');
  const build = coldBuild();
  const htmlPages = fs
    .readdirSync(path.join(SITE, 'build/api'), { recursive: true })
    .filter((f) => String(f).endsWith('.html')).length;

  let e2e;
  if (FILE && E2E) {
    console.log('bench: checking a sample of the added API pages in Chromium...');
    const result = spawnSync('npx', ['playwright', 'test', '-c', 'tests/api-corpus/playwright.config.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, API_CORPUS_SITE: SITE },
    });
    const passed = /(\d+) passed/.exec(result.stdout)?.[1];
    const failed = /(\d+) failed/.exec(result.stdout)?.[1];
    e2e = { passed: Number(passed ?? 0), failed: Number(failed ?? 0), exit: result.status };
    if (result.status !== 0) console.log(result.stdout.slice(-6000));
  }

  const report = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    ...(FILE ? { file: path.relative(ROOT, FILE) } : {}),
    operations,
    apiPages: pages,
    apiHtmlPages: htmlPages,
    generation,
    build,
    ...(baseline
      ? {
          baseline,
          ratio: {
            buildTime: Math.round((build.seconds / baseline.seconds) * 100) / 100,
            peakMemory: Math.round((build.peakMB / baseline.peakMB) * 100) / 100,
          },
        }
      : {}),
    ...(e2e ? { e2e } : {}),
  };
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(path.join(OUT, 'api-bench.json'), JSON.stringify(report, null, 2) + '\n');
  console.log(
    `bench: ${operations} operations${FILE ? ` in ${path.basename(FILE)}` : ''} (${pages} API pages in all): ` +
      `generation ${generation.seconds} s (peak ${generation.peakMB} MB), ` +
      `site build ${build.seconds} s (peak ${build.peakMB} MB)` +
      (report.ratio
        ? `; baseline ${baseline.seconds} s (peak ${baseline.peakMB} MB): ${report.ratio.buildTime}x the time, ` +
          `${report.ratio.peakMemory}x the memory`
        : '') +
      (e2e ? `; page checks: ${e2e.passed} passed, ${e2e.failed} failed` : '') +
      '. Report: bench/out/api-bench.json',
  );
  if (!KEEP) fs.rmSync(SITE, { recursive: true, force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
