#!/usr/bin/env node
/**
 * Builds the chart item runtime outside Docusaurus.
 *   node scripts/build-viz-item.mjs            -> static/assets/viz-item/viz-item.js (one standalone ESM file
 *                                                that registers <viz-item>; loaded by URL from StackBlitz)
 *   node scripts/build-viz-item.mjs --split DIR -> a code-split build in DIR (entry viz-item.js + chunks), the
 *                                                way the site loads it; used by the browser tests and the bench
 * The output is build output: it is git-ignored.
 */
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const splitIndex = args.indexOf('--split');

const common = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  minify: !args.includes('--no-minify'),
  legalComments: 'none',
  logLevel: 'warning',
  absWorkingDir: root,
  // Prefer packages' browser entries.
  mainFields: ['browser', 'module', 'main'],
  define: { 'process.env.NODE_ENV': '"production"' },
};

async function run() {
  const started = Date.now();
  if (splitIndex >= 0) {
    const outdir = path.resolve(root, args[splitIndex + 1] ?? 'tests/e2e/viz-item/.build');
    const result = await build({
      ...common,
      entryPoints: { 'viz-item': 'src/viz-item/lazy-entry.ts' },
      splitting: true,
      outdir,
      chunkNames: 'chunks/[name]-[hash]',
      metafile: true,
    });
    const bytes = Object.values(result.metafile.outputs).reduce((s, o) => s + o.bytes, 0);
    console.log(
      `viz-item split build -> ${path.relative(root, outdir)} (${(bytes / 1024).toFixed(0)} KiB in ${Object.keys(result.metafile.outputs).length} files, ${Date.now() - started} ms)`,
    );
    return;
  }
  const outfile = path.join(root, 'static/assets/viz-item/viz-item.js');
  const result = await build({
    ...common,
    entryPoints: ['src/viz-item/standalone.ts'],
    outfile,
    metafile: true,
  });
  const bytes = Object.values(result.metafile.outputs).reduce((s, o) => s + o.bytes, 0);
  console.log(
    `viz-item standalone -> ${path.relative(root, outfile)} (${(bytes / 1024).toFixed(0)} KiB, ${Date.now() - started} ms)`,
  );
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
