#!/usr/bin/env node
/**
 * `npm run build`: `docusaurus build` in two processes. The first bundles and exits; the second loads the site
 * again and runs SSG and postBuild on the bundles the first wrote (Docusaurus' DOCUSAURUS_EXIT_AFTER_BUNDLING and
 * DOCUSAURUS_SKIP_BUNDLING). The bundler's native memory is not given back once it is done (4.1 GB at 3,000
 * pages: bench/scale/RESULTS.md); in one process it sat under SSG and postBuild to the end of the build, and
 * their own memory came on top of it. Here it goes back to the system when the first process exits. Costs one
 * more load of the site (about 20 s at 3,000 pages, 5 s at the site's own size).
 *
 * Both passes load the site, and the gallery's pictures are drawn from the demo data's clock (an example shows
 * "the last 2 days"): DOCS_BUILD_TIME, set once here, gives both the same instant (plugins/flex-pages pins the
 * clock to it), so the pages the second pass renders name the pictures the first one bundled.
 * Usage: node scripts/build-two-pass.mjs [docusaurus build options...]
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The environment of each pass: the bundling one, then the rendering one, at one build instant. */
export function passEnvironments(env, now = Date.now()) {
  const shared = { DOCS_BUILD_TIME: env.DOCS_BUILD_TIME ?? String(now) };
  return [
    { ...env, ...shared, DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true' },
    { ...env, ...shared, DOCUSAURUS_SKIP_BUNDLING: 'true' },
  ];
}

function main() {
  const cli = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');
  for (const [n, env] of passEnvironments(process.env).entries()) {
    const { status, signal } = spawnSync(process.execPath, [cli, 'build', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env,
    });
    if (status !== 0) {
      console.error(`build: the ${n === 0 ? 'bundling' : 'rendering'} pass failed (${signal ?? status})`);
      process.exit(status || 1);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
