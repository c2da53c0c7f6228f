#!/usr/bin/env node
/**
 * Scale bench: what a page costs as the site grows (issue "costs that do not grow with the content").
 *
 * For each size, a copy of the site gets a larger Core API in both docs versions (the current one and 2.x: the
 * resources of api/openapi/{,2.x/}core-api.yaml cloned, as bench/api does), its pages are generated and the copy
 * is built cold under GNU time. Then, served gzip-compressed, the first-load JS of a guide page and of an API page
 * is weighed in Chromium (bench/weights.mjs), with main.js and the webpack runtime apart: those are what every
 * page carries, and what grew with every page before the route sections.
 *
 * Reports the slope of each figure in bytes per page between the smallest and the largest site (goal for a guide
 * page: at most 10 bytes gzipped per page), and each build's time and peak memory (goal at about 3,000 pages:
 * 10 minutes and 4 GB on this machine).
 *
 * Where a build's time and memory go: each build runs with Docusaurus' phase timings (DOCUSAURUS_PERF_LOGGER),
 * and the memory of its processes is sampled every 2 s; the report gives each phase's duration, the peak memory
 * and the phase it happened in, and CPU time (user + sys) beside wall time, with the load average (the machine is
 * shared: wall time alone says little). The build's log and the memory timeline are kept in bench/out
 * (scale-<pages>-build.log, scale-<pages>-memory.tsv).
 *
 * Usage: node bench/scale/run.mjs [--extra=0,500,1500] [--guide-pages=0,1000] [--port=3300] [--keep] [--reuse] [--no-weigh]
 *   --extra: operations added to each version's Core API, per size (0 = the site as it is)
 *   --guide-pages: guide pages added in one new sidebar category ("Recipes", bench/scale/guide-pages.mjs), per
 *     size, beside --extra's (a size without one adds none): `--extra=0,0 --guide-pages=0,1000` weighs a guide
 *     page of the site as it is and with 1,000 more pages in one category of its sidebar (issue 52, item 3)
 *   --reuse: build the copy left by an earlier --keep run of the same size (no copy, no generation)
 *   --site=DIR: the copy's folder (default bench/out/scale-site)
 *   --no-weigh: build only (no page weights: a faster loop when only the build's cost is wanted)
 *   --one-pass: build in one process (`docusaurus build`) instead of the way `npm run build` does
 *     (scripts/build.mjs: bundling in a process of its own), to compare the two
 *   extra environment (e.g. DOCUSAURUS_SSG_WORKER_THREAD_COUNT) is passed on to the build
 * Writes bench/out/scale.json and prints a table; `npm run bench -- --areas=scale` puts it in REPORT.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { copySite, syntheticSpec } from '../api/run.mjs';
import { waitFor, weighTemplates } from '../weights.mjs';
import { addGuidePages } from './guide-pages.mjs';

const require = createRequire(import.meta.url);
const yaml = require('js-yaml');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'bench/out');
const option0 = (name) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')[1];
// --site: another folder for the copy, so two sizes (or a before and an after) can be kept side by side.
const SITE = path.resolve(option0('site') ?? path.join(OUT, 'scale-site'));
/** Names of the files a run writes in bench/out: scale.json etc., or scale-<folder>.json etc. with --site. */
const TAG = option0('site') ? `scale-${path.basename(SITE)}` : 'scale';
const option = (name) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')[1];
const EXTRA = (option('extra') ?? '0,500,1500').split(',').map(Number);
const GUIDE_PAGES = (option('guide-pages') ?? '').split(',').map(Number);
const PORT = Number(option('port') ?? 3300);
const KEEP = process.argv.includes('--keep');
const REUSE = process.argv.includes('--reuse');
const WEIGH = !process.argv.includes('--no-weigh');
const TWO_PASS = !process.argv.includes('--one-pass');
const TEMPLATES = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/templates.json'), 'utf8'));
const PAGES = { guide: TEMPLATES.guide, api: TEMPLATES.api };
const log = (...a) => console.error('[scale]', ...a);

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** The resident memory (MiB) and CPU seconds of `pid` and each of its descendants, from /proc (Linux). */
function treeRss(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'))[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while being read
    }
  }
  const rows = [];
  const visit = (p) => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      const rss = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const threads = Number(/^Threads:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      // CPU so far: the process's own (all its threads) and that of its children it has waited for.
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const [utime, stime, cutime, cstime] = stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .slice(11, 15)
        .map(Number);
      rows.push({
        pid: p,
        mib: Math.round(rss / 1024),
        threads,
        cpu: (utime + stime + cutime + cstime) / TICKS,
      });
    } catch {
      return;
    }
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return rows;
}

/** Docusaurus' perf log line -> { label, ms } ("[PERF] Build > Bundling with Rspack - 12.34 seconds! - (Heap...)"). */
function perfLine(line) {
  // eslint-disable-next-line no-control-regex
  const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
  const m = /\[PERF\]\s*(.+?) - ([\d.]+) (ms|seconds)/.exec(plain);
  return m ? { label: m[1].trim(), ms: Number(m[2]) * (m[3] === 'seconds' ? 1000 : 1) } : null;
}

/** The build's phases from its perf log: `Build > en > SSG` and the like (the locale's direct steps). */
export function phases(perf) {
  return perf
    .filter((p) => /^Build > [^>]+ > [^>]+$/.test(p.label))
    .map((p) => ({
      label: p.label.replace(/^Build > [^>]+ > /, ''),
      seconds: Math.round(p.ms / 100) / 10,
      t: p.t,
    }));
}

/**
 * Each phase's CPU seconds (all the build's processes and threads), from the samples: the CPU at the last sample
 * before its end less that at the last sample before the previous phase's end (2 s resolution). Phases end
 * in the order Docusaurus logs them, each starting where the previous one ended.
 */
export function phaseCpu(list, samples) {
  const cpuAt = (t) => samples.filter((s) => s.t <= t).at(-1)?.cpu ?? 0;
  let before = 0;
  return list.map((p) => {
    const after = cpuAt(p.t);
    const cpuSeconds = Math.round((after - before) * 10) / 10;
    before = after;
    return { label: p.label, seconds: p.seconds, cpuSeconds };
  });
}

/**
 * Runs a command under GNU time in the copy, sampling its processes' memory every 2 s. Returns wall seconds,
 * CPU seconds (user + sys), the peak RSS (MiB) of the largest process (GNU time's), the peak of all its
 * processes together (sampled) with the phase it fell in, each phase's seconds (Docusaurus' perf log), and the
 * load average at the end. `name` names the log and the timeline it keeps in bench/out.
 */
function timed(cmd, cmdArgs, name = null) {
  const timeFile = path.join(OUT, `${TAG}-time.txt`);
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-v', '-o', timeFile, cmd, ...cmdArgs], {
      cwd: SITE,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', DOCUSAURUS_PERF_LOGGER: 'true' },
    });
    const perf = [];
    const logLines = [];
    let pending = '';
    child.stdout.on('data', (d) => {
      const lines = (pending + d).split('\n');
      pending = lines.pop();
      const t = (Date.now() - start) / 1000;
      for (const line of lines) {
        logLines.push(`${t.toFixed(1)}\t${line}`);
        const p = perfLine(line);
        if (p) perf.push({ ...p, t });
      }
    });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr = (stderr + d).slice(-4000);
      logLines.push(`${((Date.now() - start) / 1000).toFixed(1)}\t[stderr] ${String(d).trimEnd()}`);
    });
    const samples = [];
    const sampler = setInterval(() => {
      const rows = treeRss(child.pid);
      if (rows.length === 0) return;
      const largest = rows.reduce((a, b) => (b.mib > a.mib ? b : a));
      samples.push({
        t: (Date.now() - start) / 1000,
        totalMiB: rows.reduce((sum, r) => sum + r.mib, 0),
        cpu: rows.reduce((sum, r) => sum + r.cpu, 0),
        largestMiB: largest.mib,
        threads: largest.threads,
        processes: rows.length,
        load: os.loadavg()[0],
      });
    }, 2000);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (name) {
        fs.writeFileSync(path.join(OUT, `${TAG}-${name}-build.log`), `${logLines.join('\n')}\n`);
        // Each sample's phase: the first phase to end after it (the innermost one running at that time).
        const phaseAt = (t) => perf.find((p) => p.t >= t)?.label ?? '(after the last phase)';
        fs.writeFileSync(
          path.join(OUT, `${TAG}-${name}-memory.tsv`),
          [
            'seconds\tCPU s\ttotal MiB\tlargest MiB\tthreads\tprocesses\tload\tphase',
            ...samples.map((s) =>
              [
                s.t.toFixed(0),
                s.cpu.toFixed(0),
                s.totalMiB,
                s.largestMiB,
                s.threads,
                s.processes,
                s.load.toFixed(1),
                phaseAt(s.t),
              ].join('\t'),
            ),
          ].join('\n') + '\n',
        );
      }
      if (code !== 0) return reject(new Error(`${cmd} ${cmdArgs.join(' ')} failed (${code}):\n${stderr}`));
      const time = fs.readFileSync(timeFile, 'utf8');
      const field = (label) => Number(new RegExp(`${label}: ([\\d.]+)`).exec(time)?.[1] ?? 0);
      const peak = samples.reduce((a, b) => (b.totalMiB > a.totalMiB ? b : a), { totalMiB: 0, t: 0 });
      resolve({
        seconds: Math.round((Date.now() - start) / 100) / 10,
        cpuSeconds:
          Math.round((field('User time \\(seconds\\)') + field('System time \\(seconds\\)')) * 10) / 10,
        peakMiB: Math.round(field('Maximum resident set size \\(kbytes\\)') / 1024),
        sampledPeak: {
          totalMiB: peak.totalMiB,
          atSecond: Math.round(peak.t),
          phase: perf.find((p) => p.t >= peak.t)?.label ?? null,
        },
        phases: phaseCpu(phases(perf), samples),
        loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
      });
    });
  });
}

/** The Core API of one version with `extra` operations more. */
function growApi(file, extra) {
  const source = yaml.load(fs.readFileSync(file, 'utf8'));
  const target = Object.keys(source.paths).length + extra;
  fs.writeFileSync(file, yaml.dump(syntheticSpec(source, target), { lineWidth: 120, noRefs: true }));
}

function countPages(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((f) => String(f).endsWith('.html') && !String(f).endsWith('404.html')).length;
}

/** gzip size of the files every page loads: main.js and the webpack runtime. */
function entryBytes(dir) {
  const js = path.join(dir, 'assets/js');
  const sizeOf = (prefix) => {
    const file = fs.readdirSync(js).find((f) => f.startsWith(prefix) && f.endsWith('.js'));
    return file ? zlib.gzipSync(fs.readFileSync(path.join(js, file)), { level: 9 }).length : 0;
  };
  return { mainGz: sizeOf('main.'), runtimeGz: sizeOf('runtime~main.') };
}

async function measure(extra, guidePages = 0) {
  const marker = path.join(SITE, '.scale-extra');
  const size = guidePages ? `${extra}+${guidePages}` : String(extra);
  let generation = null;
  if (REUSE && fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === size) {
    log(`site with ${extra} more operations in each version, ${guidePages} guide pages: reusing the copy`);
    fs.rmSync(path.join(SITE, 'build'), { recursive: true, force: true });
    fs.rmSync(path.join(SITE, '.docusaurus'), { recursive: true, force: true });
  } else {
    log(`site with ${extra} more operations in each version: copying, generating...`);
    copySite(SITE);
    if (extra > 0) {
      growApi(path.join(SITE, 'api/openapi/core-api.yaml'), extra);
      growApi(path.join(SITE, 'api/openapi/2.x/core-api.yaml'), extra);
    }
    if (guidePages > 0) addGuidePages(SITE, guidePages);
    generation = await timed(process.execPath, ['scripts/api-generate.mjs', '--quiet']);
    fs.writeFileSync(marker, size);
    log(`generated in ${generation.seconds} s`);
  }
  log('building (cold)...');
  const build = await timed(
    process.execPath,
    TWO_PASS
      ? [path.join(SITE, 'scripts/build.mjs')]
      : [path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'],
    size,
  );
  const dir = path.join(SITE, 'build');
  const pages = countPages(dir);
  log(
    `${pages} pages built in ${build.seconds} s, ${build.cpuSeconds} s CPU (load ${build.loadAverage.join(' ')}); ` +
      `peak ${build.peakMiB} MiB (all processes ${build.sampledPeak.totalMiB} MiB, in ${build.sampledPeak.phase})`,
  );
  for (const p of build.phases) log(`  ${p.label}: ${p.seconds} s wall, ${p.cpuSeconds} s CPU`);
  if (!WEIGH) return { extraOperationsPerVersion: extra, guidePages, pages, generation, build };
  log('weighing...');
  const server = spawn('node', [path.join(ROOT, 'bench/serve.mjs'), dir, String(PORT)], { stdio: 'ignore' });
  try {
    await waitFor(`http://localhost:${PORT}/`);
    const weights = await weighTemplates(`http://localhost:${PORT}`, PAGES, null);
    return {
      extraOperationsPerVersion: extra,
      guidePages,
      pages,
      generation,
      build,
      ...entryBytes(dir),
      guideJsKiB: weights.guide.jsExecutedKiB,
      apiJsKiB: weights.api.jsExecutedKiB,
    };
  } finally {
    server.kill();
  }
}

/** Bytes per page between two sizes. */
function slope(a, b, key, unit = 1024) {
  return Math.round((((b[key] - a[key]) * unit) / (b.pages - a.pages)) * 10) / 10;
}

/** The report so far: written after each size, so a run stopped during a long build keeps what it measured. */
function writeReport(sizes) {
  const [first, last] = [sizes[0], sizes[sizes.length - 1]];
  const report = {
    date: new Date().toISOString(),
    sizes,
    slopeBytesPerPage:
      sizes.length > 1
        ? {
            guideJs: slope(first, last, 'guideJsKiB'),
            apiJs: slope(first, last, 'apiJsKiB'),
            main: slope(first, last, 'mainGz', 1),
            runtime: slope(first, last, 'runtimeGz', 1),
          }
        : null,
  };
  fs.writeFileSync(path.join(OUT, `${TAG}.json`), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const sizes = [];
  let report;
  for (const [i, extra] of EXTRA.entries()) {
    sizes.push(await measure(extra, GUIDE_PAGES[i] || 0));
    report = writeReport(sizes);
  }
  console.log('pages | guide JS KiB | API JS KiB | main.js B | runtime B | build s | peak MiB');
  for (const s of sizes)
    console.log(
      [s.pages, s.guideJsKiB, s.apiJsKiB, s.mainGz, s.runtimeGz, s.build.seconds, s.build.peakMiB].join(
        ' | ',
      ),
    );
  if (report?.slopeBytesPerPage) console.log('slope, bytes gzipped per page:', report.slopeBytesPerPage);
  if (!KEEP) fs.rmSync(SITE, { recursive: true, force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
