#!/usr/bin/env node
/**
 * How long the site's input limits take on the worst input their unit tests give them (the tests assert what
 * happens, not how fast: a time depends on the machine and its load, so it is measured here):
 *   - config:   a 20 MB config.json streamed to the loader (src/config/load-config.ts), refused at 256 KB;
 *   - like:     the sandbox's LIKE on 200,000 characters with a pattern of 100 `%a` (api/sandbox/find.ts),
 *               the shape that makes a backtracking matcher run for hours;
 *   - validate: the playground's validation of 5 MB of dashboard JSON with 20,000 errors
 *               (src/dashboard/validate.ts; the playground runs it in a worker).
 * Median of --runs (5) each, with the machine's load average beside them.
 *
 * Usage: node bench/limits/run.mjs [--runs 5] [--json]
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
const JSON_OUT = args.includes('--json');

// The three modules, bundled for Node once (they are TypeScript).
const bundle = path.join(ROOT, 'bench/out/limits.cjs');
await build({
  stdin: {
    contents: [
      "exports.loadConfig = require('./src/config/load-config').loadConfig;",
      "exports.like = require('./api/sandbox/find').like;",
      // The unit tests' validator and document helpers: the same document they check for its bounds.
      "Object.assign(exports, require('./tests/unit/dashboard/helpers'));",
      "exports.productionConfig = require('./static/config/config.json');",
    ].join('\n'),
    resolveDir: ROOT,
    loader: 'js',
  },
  bundle: true,
  platform: 'node',
  alias: { '@site': ROOT },
  outfile: bundle,
  logLevel: 'warning',
});
const { loadConfig, like, validateDocument, baseDoc, chart, productionConfig } = createRequire(
  import.meta.url,
)(bundle);

const bigConfig = new TextEncoder().encode(
  JSON.stringify({ ...productionConfig, padding: 'x'.repeat(20 * 1024 * 1024) }),
);
const streamed = () =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (let at = 0; at < bigConfig.byteLength; at += 64 * 1024)
          controller.enqueue(bigConfig.subarray(at, at + 64 * 1024));
        controller.close();
      },
    }),
  );
const longText = 'a'.repeat(200_000);
const likePattern = `${'%a'.repeat(100)}%b`;
const bigDashboard = JSON.stringify(
  baseDoc(
    Array.from({ length: 20_000 }, (_, i) =>
      chart(`i${i % 100}`, 0, i, 60, 10, { options: { title: { en: 'x'.repeat(120) } } }),
    ),
  ),
);

const cases = {
  config: async () => {
    const warn = console.warn;
    console.warn = () => {};
    try {
      await loadConfig('/config/config.json', async () => streamed());
    } finally {
      console.warn = warn;
    }
  },
  like: async () => {
    if (like(longText, likePattern)) throw new Error('like: matched');
  },
  validate: async () => {
    if (validateDocument(bigDashboard).errors === 0) throw new Error('validate: no errors found');
  },
};

const result = {
  date: new Date().toISOString(),
  runs: RUNS,
  loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  cpus: os.cpus().length,
  /** @type {Record<string, number>} median milliseconds */
  ms: {},
};
for (const [name, run] of Object.entries(cases)) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  result.ms[name] = Number(times[Math.floor(times.length / 2)].toFixed(1));
}
if (JSON_OUT) console.log(JSON.stringify(result));
else {
  console.log(`limits bench, median of ${RUNS}, load ${result.loadAverage.join(' ')} on ${result.cpus} CPUs`);
  for (const [name, ms] of Object.entries(result.ms)) console.log(`  ${name.padEnd(9)} ${ms} ms`);
}
