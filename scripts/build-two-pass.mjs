#!/usr/bin/env node
/**
 * `docusaurus build` in two processes: the first bundles and exits, the second loads the site again and runs
 * SSG and postBuild on the bundles the first wrote (Docusaurus' DOCUSAURUS_EXIT_AFTER_BUNDLING and
 * DOCUSAURUS_SKIP_BUNDLING). The bundler's native memory is not given back once it is done (4.9 GB at 3,400
 * pages: bench/scale/RESULTS.md), and in one process it sits under SSG and postBuild to the end; here it goes
 * back to the system when the first process exits. Costs one more load of the site (about 20 s at 3,400 pages).
 * Opt-in (bench/scale/run.mjs --two-pass); `npm run build` is still the one-process build.
 * Usage: node scripts/build-two-pass.mjs [docusaurus build options...]
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const cli = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');
for (const pass of [{ DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true' }, { DOCUSAURUS_SKIP_BUNDLING: 'true' }]) {
  const { status, signal } = spawnSync(process.execPath, [cli, 'build', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ...pass },
  });
  if (status !== 0) {
    console.error(`build-two-pass: ${Object.keys(pass)[0]} pass failed (${signal ?? status})`);
    process.exit(status || 1);
  }
}
