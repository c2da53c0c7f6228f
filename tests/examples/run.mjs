#!/usr/bin/env node
/**
 * The Flex examples, taken home as a reader takes them (issue 49): for each example and framework, the example
 * page of the built site is opened in Chromium, the framework chosen and "Download project" clicked; the zip is
 * unpacked in a fresh folder, installed with npm (framework packages from the registry, the embed packages from
 * the tarballs the built site serves on 127.0.0.1), built with the framework's own tool (Vite; Angular's CLI),
 * served, and opened in Chromium: every chart item visible must draw, with no problem shown, no console error
 * and no request to any host but the project's own.
 *
 *   npm run test:examples                      every example x every framework (expects `npm run build`)
 *   node tests/examples/run.mjs --ci           the subset scripts/test.sh runs: one example per framework
 *   node tests/examples/run.mjs --examples=chart-export --frameworks=react,vue [--keep] [--site=build]
 *
 * The projects of one framework share one package.json (the starter's; checked here): the first project of a
 * framework is installed, the next ones use its node_modules (a link), so a full run installs four times.
 * The only rewrite of what the reader downloads: the site's URL in package.json becomes the local server's, as
 * a mirror would serve it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync, strFromU8 } from 'fflate';
import serveHandler from 'serve-handler';
import { launchChromium } from '../../scripts/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FRAMEWORKS = /** @type {const} */ (['react', 'vue', 'angular', 'html']);
const LABELS = { react: 'React', vue: 'Vue', angular: 'Angular', html: 'HTML' };
/** One example per framework for CI: the issue's React case, a date filter, events, cross-filtering. */
const CI_SUBSET = {
  react: 'apply-filter-to-chart',
  vue: 'chart-export',
  angular: 'cross-chart-filtering',
  html: 'date-range-filter',
  'html@2.x': 'cross-chart-filtering',
};
/**
 * An older docs version's packages, taken as its install page says (versioned_docs/version-2.x/
 * flex--install-packages.mdx): an example's HTML project with the 2.x tarball installed and the one input 3.0
 * renamed given its 2.x name. Its charts must draw and cross-filter under the 2.x names.
 */
const OLDER = {
  '2.x': {
    from: /\bcontextId\b/g,
    to: 'filterContext',
    attrFrom: /\bcontext-id\b/g,
    attrTo: 'filter-context',
  },
};

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const SITE_DIR = path.resolve(ROOT, args.site ?? 'build');
const KEEP = args.keep === 'true';

/** The site's `url` (src/config/site.ts), which the downloaded package.json names. */
function siteUrl() {
  const text = fs.readFileSync(path.join(ROOT, 'src/config/site.ts'), 'utf8');
  const match = /SITE_URL = '([^']+)'/.exec(text);
  if (!match) throw new Error('examples: SITE_URL not found in src/config/site.ts');
  return match[1];
}

/** Serves a folder on 127.0.0.1 (a free port), clean URLs as a static host would. */
function serveFolder(dir) {
  const server = http.createServer((req, res) =>
    serveHandler(req, res, { public: dir, cleanUrls: true, etag: true }),
  );
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

/** Runs a command; rejects with its last output lines when it fails. */
function run(cmd, argv, cwd, timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { cwd, env: { ...process.env, NG_CLI_ANALYTICS: 'false', CI: 'true' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else
        reject(
          new Error(
            `${cmd} ${argv.join(' ')} failed (${code}) in ${cwd}:\n${out.split('\n').slice(-25).join('\n')}`,
          ),
        );
    });
  });
}

/** Opens the example page, picks the framework and downloads the project zip: what the reader takes home. */
async function downloadProject(browser, site, id, framework) {
  const page = await browser.newPage({ acceptDownloads: true });
  const problems = watch(page, new URL(site).host);
  await page.goto(`${site}/flex/examples/${id}`);
  await page.getByRole('radio', { name: LABELS[framework], exact: true }).click();
  // The example's files have arrived once the code viewer lists its main file.
  await page.getByRole('button', { name: 'Download project' }).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: 'Download project' }).click(),
  ]);
  const zip = fs.readFileSync(await download.path());
  await page.close();
  if (problems.length) throw new Error(`the example page ${id} logged: ${problems.join('; ')}`);
  return { name: download.suggestedFilename(), files: unzipSync(new Uint8Array(zip)) };
}

/** Console errors, page errors and requests to any other host, collected while a page runs. */
function watch(page, host) {
  const problems = [];
  page.on(
    'console',
    (m) => m.type() === 'error' && problems.push(`console.error: ${m.text()} (${m.location().url})`),
  );
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith('http') && url.host !== host)
      problems.push(`request to another host: ${r.url()}`);
  });
  return problems;
}

/**
 * In a 2.x project (see OLDER): selecting the first month of the first chart filters the second, and the event
 * says `filterContext`, as 2.x raised it, not `contextId`.
 */
async function crossFiltersAs2x(page) {
  const result = await page.evaluate(async () => {
    const [first, second] = /** @type {any[]} */ ([...document.querySelectorAll('viz-item')]);
    const total = (/** @type {any[][]} */ rows) => rows.reduce((s, r) => s + Number(r[r.length - 1]), 0);
    const before = total(second.getData().data);
    const event = new Promise((resolve) =>
      first.addEventListener('changedFilters', (/** @type {CustomEvent} */ e) => resolve(e.detail), {
        once: true,
      }),
    );
    const month = first.getData().data[0];
    first.setSelectedData([month[0]]);
    const detail = /** @type {any} */ (await event);
    const deadline = Date.now() + 10_000;
    while (total(second.getData().data) === before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    return {
      property: first.filterContext,
      detail: detail.filterContext,
      detailItem: detail.item?.filterContext,
      detailHasNewName: 'contextId' in detail,
      before,
      after: total(second.getData().data),
    };
  });
  const problems = [];
  if (!result.property) problems.push('2.x: the first chart item has no filterContext');
  if (result.detail !== result.property || result.detailItem !== result.property || result.detailHasNewName)
    problems.push(`2.x: changedFilters detail does not name filterContext: ${JSON.stringify(result)}`);
  if (!(result.after < result.before))
    problems.push(`2.x: selecting in the first chart did not filter the second: ${JSON.stringify(result)}`);
  return problems;
}

/** Opens a built project and waits until every visible chart item has drawn without a problem shown. */
async function openBuilt(
  browser,
  origin,
  check = async (/** @type {any} */ _page) => /** @type {string[]} */ ([]),
) {
  const page = await browser.newPage();
  const problems = watch(page, new URL(origin).host);
  await page.addInitScript(() => {
    document.addEventListener(
      'rendered',
      (e) => /** @type {HTMLElement} */ (e.target).setAttribute('data-drawn', ''),
      true,
    );
  });
  await page.goto(origin);
  const items = page.locator('viz-item');
  await items.first().waitFor({ state: 'attached', timeout: 30_000 });
  const count = await items.count();
  let drawn = 0;
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    if (!(await item.isVisible())) continue;
    await item.and(page.locator('[data-drawn]')).waitFor({ timeout: 30_000 });
    const shownProblem = await item.evaluate(
      (el) => el.shadowRoot?.querySelector('[role="alert"]')?.textContent ?? null,
    );
    if (shownProblem) problems.push(`a chart item shows a problem: ${shownProblem}`);
    drawn++;
  }
  if (drawn > 0) problems.push(...(await check(page)));
  await page.close();
  if (drawn === 0) problems.push('no chart item drew');
  return { drawn, problems };
}

/**
 * Moves a downloaded project to an older docs version's packages, as that version's install page says: its
 * tarball (served by the site under /packages/{version}/) and the renamed input's old name in the code.
 */
function toOlderVersion(dir, version, origin) {
  const rename = OLDER[/** @type {keyof typeof OLDER} */ (version)];
  const tarballs = fs.readdirSync(path.join(SITE_DIR, 'packages', version));
  const embed = tarballs.find((f) => /^quantaloop-embed-.*\.tgz$/.test(f));
  if (!rename || !embed)
    throw new Error(`examples: no ${version} packages in ${SITE_DIR}/packages/${version}`);
  const manifestPath = path.join(dir, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  manifest.dependencies['@quantaloop/embed'] = `${origin}/packages/${version}/${embed}`;
  fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + '\n');
  let renamed = 0;
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(html|[jt]sx?|vue)$/.test(file)) continue;
    const full = path.join(dir, file);
    const text = fs.readFileSync(full, 'utf8');
    const next = text.replace(rename.from, rename.to).replace(rename.attrFrom, rename.attrTo);
    if (next !== text) renamed++;
    fs.writeFileSync(full, next);
  }
  if (renamed === 0) throw new Error(`examples: nothing to rename for ${version} in ${dir}`);
}

async function main() {
  if (!fs.existsSync(path.join(SITE_DIR, 'index.html')))
    throw new Error(`examples: no built site in ${SITE_DIR} (npm run build first)`);
  const index = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'plugins/flex-pages/examples/index.json'), 'utf8'),
  );
  const allIds = /** @type {string[]} */ (index.examples ?? index).map((e) =>
    typeof e === 'string' ? e : e.id,
  );
  const frameworks = args.frameworks ? args.frameworks.split(',') : FRAMEWORKS;
  /** @type {[string, string][]} */
  const jobs =
    args.ci === 'true'
      ? Object.entries(CI_SUBSET)
      : frameworks.flatMap((fw) => (args.examples ? args.examples.split(',') : allIds).map((id) => [fw, id]));

  const site = await serveFolder(SITE_DIR);
  const browser = await launchChromium();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-'));
  const SITE_URL = siteUrl();
  /** @type {Record<string, { manifest: string, modules: string }>} */
  const installed = {};
  const report = Object.fromEntries(frameworks.map((fw) => [fw, { passed: 0, failed: 0, charts: 0, ms: 0 }]));
  const failures = [];
  console.log(
    `examples: ${jobs.length} projects (${[...new Set(jobs.map((j) => j[0]))].join(', ')}), work in ${work}`,
  );
  try {
    for (const [framework, id] of jobs) {
      const started = Date.now();
      const line = (report[framework] ??= { passed: 0, failed: 0, charts: 0, ms: 0 });
      const [shownFramework, older] = framework.split('@');
      try {
        const { name, files } = await downloadProject(browser, site.origin, id, shownFramework);
        const dir = path.join(work, name.replace(/\.zip$/, ''));
        for (const [file, bytes] of Object.entries(files)) {
          if (file.endsWith('/')) continue;
          const target = path.join(work, file);
          if (!target.startsWith(dir + path.sep))
            throw new Error(`the zip holds a file outside its folder: ${file}`);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.writeFileSync(target, bytes);
        }
        const shown = Object.keys(files).map((f) => strFromU8(files[f]));
        for (const text of shown)
          if (/localhost|127\.0\.0\.1/.test(text)) throw new Error(`a file of ${name} names localhost`);
        // The one rewrite: the site's URL in package.json becomes the local server's (a mirror of the site).
        const manifestPath = path.join(dir, 'package.json');
        const manifest = fs.readFileSync(manifestPath, 'utf8');
        if (!manifest.includes(`"${SITE_URL}/packages/`))
          throw new Error(
            `${name}: package.json does not install the embed packages from ${SITE_URL}/packages/`,
          );
        fs.writeFileSync(manifestPath, manifest.split(SITE_URL).join(site.origin));
        if (older) toOlderVersion(dir, older, site.origin);
        const first = installed[framework];
        if (first && first.manifest === manifest) {
          fs.symlinkSync(first.modules, path.join(dir, 'node_modules'), 'dir');
        } else {
          await run(
            'npm',
            ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
            dir,
            600_000,
          );
          installed[framework] ??= { manifest, modules: path.join(dir, 'node_modules') };
        }
        const out = shownFramework === 'angular' ? 'dist/browser' : 'dist';
        await run('npm', ['run', 'build'], dir, 600_000);
        const served = await serveFolder(path.join(dir, out));
        try {
          const result = await openBuilt(browser, served.origin, older ? crossFiltersAs2x : undefined);
          if (result.problems.length) throw new Error(result.problems.join('\n'));
          line.charts += result.drawn;
        } finally {
          await served.close();
        }
        line.passed++;
        console.log(`  ok   ${framework} ${id} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      } catch (error) {
        line.failed++;
        failures.push(`${framework} ${id}: ${error instanceof Error ? error.message : error}`);
        console.log(
          `  FAIL ${framework} ${id}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
        );
      }
      line.ms += Date.now() - started;
    }
  } finally {
    await browser.close();
    await site.close();
    if (!KEEP) fs.rmSync(work, { recursive: true, force: true });
  }
  console.log('\nframework  projects  charts drawn  time');
  for (const [fw, r] of Object.entries(report))
    if (r.passed + r.failed > 0)
      console.log(
        `${fw.padEnd(10)} ${`${r.passed}/${r.passed + r.failed}`.padEnd(9)} ${String(r.charts).padEnd(13)} ${(r.ms / 1000).toFixed(0)} s`,
      );
  for (const f of failures) console.error(`\n${f}`);
  const passed = Object.values(report).reduce((s, r) => s + r.passed, 0);
  console.log(`\nexamples: ${passed} passed, ${failures.length} failed`);
  if (failures.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
