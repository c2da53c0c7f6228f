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
 * Usage: node bench/scale/run.mjs [--extra=0,500,1500] [--port=3300] [--keep]
 *   --extra: operations added to each version's Core API, per size (0 = the site as it is)
 * Writes bench/out/scale.json and prints a table; `npm run bench -- --areas=scale` puts it in REPORT.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { copySite, syntheticSpec } from '../api/run.mjs';
import { waitFor, weighTemplates } from '../weights.mjs';

const require = createRequire(import.meta.url);
const yaml = require('js-yaml');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'bench/out');
const SITE = path.join(OUT, 'scale-site');
const option = (name) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')[1];
const EXTRA = (option('extra') ?? '0,500,1500').split(',').map(Number);
const PORT = Number(option('port') ?? 3300);
const KEEP = process.argv.includes('--keep');
const TEMPLATES = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/templates.json'), 'utf8'));
const PAGES = { guide: TEMPLATES.guide, api: TEMPLATES.api };
const log = (...a) => console.error('[scale]', ...a);

/** Runs a command under GNU time in the copy; wall seconds and peak RSS (MiB) of the largest process. */
function timed(cmd, cmdArgs) {
  const timeFile = path.join(OUT, 'scale-time.txt');
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-v', '-o', timeFile, cmd, ...cmdArgs], {
      cwd: SITE,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1' },
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${cmd} ${cmdArgs.join(' ')} failed (${code}):\n${stderr}`));
      const rssKb = Number(
        /Maximum resident set size \(kbytes\): (\d+)/.exec(fs.readFileSync(timeFile, 'utf8'))?.[1] ?? 0,
      );
      resolve({ seconds: Math.round((Date.now() - start) / 100) / 10, peakMiB: Math.round(rssKb / 1024) });
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

async function measure(extra) {
  log(`site with ${extra} more operations in each version: copying, generating...`);
  copySite(SITE);
  if (extra > 0) {
    growApi(path.join(SITE, 'api/openapi/core-api.yaml'), extra);
    growApi(path.join(SITE, 'api/openapi/2.x/core-api.yaml'), extra);
  }
  const generation = await timed(process.execPath, ['scripts/api-generate.mjs', '--quiet']);
  log(`generated in ${generation.seconds} s; building (cold)...`);
  const build = await timed(process.execPath, [
    path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
    'build',
  ]);
  const dir = path.join(SITE, 'build');
  const pages = countPages(dir);
  log(`${pages} pages built in ${build.seconds} s (peak ${build.peakMiB} MiB); weighing...`);
  const server = spawn('node', [path.join(ROOT, 'bench/serve.mjs'), dir, String(PORT)], { stdio: 'ignore' });
  try {
    await waitFor(`http://localhost:${PORT}/`);
    const weights = await weighTemplates(`http://localhost:${PORT}`, PAGES, null);
    return {
      extraOperationsPerVersion: extra,
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
  fs.writeFileSync(path.join(OUT, 'scale.json'), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const sizes = [];
  let report;
  for (const extra of EXTRA) {
    sizes.push(await measure(extra));
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
