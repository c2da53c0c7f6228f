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
 * Usage: node scripts/build.mjs [siteDir] [docusaurus build options...]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * The build's steps in order: each pass, then the security headers and the embed packages. A step that fails
 * stops the build and removes what it wrote to the output folder: half a site (pages without a search index,
 * headers or preload manifest) would look complete to `npm run serve` or a host's upload. Docusaurus has
 * already emptied the folder by then, so no earlier build is lost that was not lost already.
 * @param {{ outDir: string, runPass: (pass: ReturnType<typeof passes>[number]) => number,
 *   finish: (outDir: string) => Promise<void>, passList: ReturnType<typeof passes>,
 *   log?: (line: string) => void }} steps
 * @returns {Promise<number>} the exit code
 */
export async function build({ outDir, runPass, finish, passList, log = console.error }) {
  let failed = null;
  try {
    for (const pass of passList) {
      const status = runPass(pass);
      if (status !== 0) {
        failed = { code: status || 1, what: `the ${pass.name} pass failed (${status})` };
        break;
      }
    }
    if (!failed) await finish(outDir);
  } catch (error) {
    failed = { code: 1, what: error instanceof Error ? error.message : String(error) };
  }
  if (!failed) return 0;
  const partial = fs.existsSync(outDir);
  fs.rmSync(outDir, { recursive: true, force: true });
  log(
    `build: ${failed.what}` +
      (partial ? `; the partial output in ${outDir} was removed, so nothing serves half a site` : ''),
  );
  return failed.code;
}

/** After both passes: the security headers and the embed packages, on the folder the build wrote. */
async function finish(outDir) {
  const { pages, hashes } = applySecurityHeaders(outDir);
  const relative = path.relative(process.cwd(), outDir);
  const where = relative.startsWith('..') ? outDir : relative || '.';
  console.log(`security-headers: ${pages} pages, ${hashes} inline script hashes (${where}/_headers)`);
  // The embed packages the example projects install, served by the site (src/embed/README.md): the current
  // version's built now, older versions' frozen ones copied.
  const tarballs = await writePackages(outDir);
  console.log(`embed-packages: ${tarballs.map((f) => path.relative(outDir, f)).join(', ')}`);
}

async function main() {
  checkDocusaurusReads();
  const cli = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-'));
  try {
    process.exitCode = await build({
      outDir: outDirOf(process.argv.slice(2)),
      passList: passes(process.env, Date.now(), cacheDir),
      runPass: (pass) => {
        const { status, signal } = spawnSync(process.execPath, [cli, 'build', ...process.argv.slice(2)], {
          stdio: 'inherit',
          env: pass.env,
        });
        return status ?? (signal ? 128 : 1);
      },
      finish,
    });
  } finally {
    fs.rmSync(cacheDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
