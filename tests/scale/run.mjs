#!/usr/bin/env node
/**
 * `npm run test:scale`: the large-category checks (large-category.spec.ts) on a copy of the site with 1,000 more
 * guide pages in one sidebar category. Copies the site to bench/out/scale-e2e-site (node_modules hard-linked),
 * adds the pages (bench/scale/guide-pages.mjs), builds it with `npm run build`, and runs this folder's
 * Playwright config on that build. About 5 minutes on 2 cores; not part of `npm test` for that reason.
 * Usage: node tests/scale/run.mjs [--pages 1000] [--reuse]   (--reuse: test the copy's existing build)
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copySite } from '../../bench/api/run.mjs';
import { addGuidePages } from '../../bench/scale/guide-pages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SITE = path.join(ROOT, 'bench/out/scale-e2e-site');
const args = process.argv.slice(2);
const pages = args.includes('--pages') ? Number(args[args.indexOf('--pages') + 1]) : 1000;

/** Runs a command, its output shown; stops the run with its status if it fails. */
function run(command, commandArgs, options) {
  const { status } = spawnSync(command, commandArgs, { stdio: 'inherit', ...options });
  if (status !== 0) {
    console.error(`test:scale: ${command} ${commandArgs.join(' ')} failed (${status})`);
    process.exit(status || 1);
  }
}

if (!args.includes('--reuse')) {
  copySite(SITE);
  addGuidePages(SITE, pages);
  run('npm', ['run', 'build'], { cwd: SITE });
}
run('npx', ['playwright', 'test', '-c', 'tests/scale/playwright.config.ts'], {
  cwd: ROOT,
  env: { ...process.env, SCALE_SITE: SITE, SCALE_BUILD: 'build' },
});
