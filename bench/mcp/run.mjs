#!/usr/bin/env node
/**
 * Docs MCP server bench (src/docs-mcp): its bin started the way an editor starts it (the MCP SDK's client over
 * stdio) against a built site, and timed from the client's side:
 *   - cold start: spawn -> initialize answered -> tools listed, and the first search (its index pieces loaded);
 *   - per tool, p50/p95 over varied calls (search: the bench's query sets; pages, operations, dashboards and
 *     chart types across the site), with the child's resident memory at the end.
 *
 * Usage: npm run build && node bench/mcp/run.mjs [--site build|URL] [--starts 5] [--calls 60] [--json]
 *   --json   print the report as JSON on stdout, the readable table on stderr (how bench/run.mjs collects it)
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildPackage, call, connect, rssMiB } from '../../src/docs-mcp/test/client.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const SITE = option('site', path.join(ROOT, 'build'));
const STARTS = Number(option('starts', 5));
const CALLS = Number(option('calls', 60));
const JSON_OUT = args.includes('--json');

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (ms) => Math.round(ms * 10) / 10;

const queries = ['bench/search/held-out.json', 'bench/search/queries.json'].flatMap((f) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, f), 'utf8')).queries.map((q) => q.query),
);
const llms = /^https?:/.test(SITE)
  ? await (await fetch(new URL('llms.txt', SITE.endsWith('/') ? SITE : `${SITE}/`))).text()
  : fs.readFileSync(path.join(SITE, 'llms.txt'), 'utf8');
const pages = [...llms.matchAll(/\]\(https?:\/\/[^/)]+(\/(?:guide|flex|dashboard)[^)]*)\.md\)/g)].map(
  (m) => m[1],
);
const operations = [...llms.matchAll(/\]\(https?:\/\/[^/)]+\/api\/([A-Za-z0-9_-]+)\.md\)/g)]
  .map((m) => m[1])
  .filter((id) => id !== 'changelog');
const charts = [...new Set([...llms.matchAll(/\/flex\/charts\/([a-z0-9-]+)\.md/g)].map((m) => m[1]))];
const dashboards = fs
  .readdirSync(path.join(ROOT, 'src/dashboard/samples'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => fs.readFileSync(path.join(ROOT, 'src/dashboard/samples', f), 'utf8'));

const pick = (list, i) => list[i % list.length];
const TOOLS = {
  search_docs: (i) => ({ query: pick(queries, i), ...(i % 4 === 3 ? { version: '2.x' } : {}) }),
  read_page: (i) => ({ url: pick(pages, i * 7) }),
  get_operation: (i) => ({ operationId: pick(operations, i * 5) }),
  validate_dashboard: (i) => ({ json: pick(dashboards, i) }),
  chart_type: (i) => ({ type: pick(charts, i * 3) }),
};

buildPackage();

const starts = [];
for (let i = 0; i < STARTS; i++) {
  const t0 = performance.now();
  const server = await connect(SITE);
  const ready = performance.now();
  await server.client.listTools();
  const listed = performance.now();
  const first = await call(server.client, 'search_docs', { query: 'embed a dashboard' });
  if (first.error) throw new Error(first.error);
  starts.push({
    initializeMs: ready - t0,
    toolsListedMs: listed - t0,
    firstSearchMs: performance.now() - listed,
  });
  await server.close();
}

const server = await connect(SITE);
const tools = {};
for (const [name, input] of Object.entries(TOOLS)) {
  const times = [];
  for (let i = 0; i < CALLS; i++) {
    const t0 = performance.now();
    const r = await call(server.client, name, input(i));
    times.push(performance.now() - t0);
    if (r.error) throw new Error(`${name} ${JSON.stringify(input(i)).slice(0, 200)}: ${r.error}`);
  }
  // The first call of a tool loads what it needs (index pieces, the schema); the rest are warm.
  tools[name] = {
    calls: CALLS,
    firstMs: round(times[0]),
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
  };
}
const rss = rssMiB(server.pid);
await server.close();

const report = {
  date: new Date().toISOString(),
  site: /^https?:/.test(SITE) || !path.resolve(SITE).startsWith(ROOT) ? SITE : path.relative(ROOT, SITE),
  node: process.version,
  coldStart: {
    runs: STARTS,
    initializeP50Ms: round(
      percentile(
        starts.map((s) => s.initializeMs),
        50,
      ),
    ),
    toolsListedP50Ms: round(
      percentile(
        starts.map((s) => s.toolsListedMs),
        50,
      ),
    ),
    firstSearchP50Ms: round(
      percentile(
        starts.map((s) => s.firstSearchMs),
        50,
      ),
    ),
  },
  tools,
  rssMiB: Math.round(rss),
};

const table = [
  `Docs MCP server, ${report.site} (${report.node})`,
  `cold start (median of ${STARTS}): initialize ${report.coldStart.initializeP50Ms} ms, tools listed ${report.coldStart.toolsListedP50Ms} ms, then first search ${report.coldStart.firstSearchP50Ms} ms`,
  '',
  '| tool | calls | first (ms) | p50 (ms) | p95 (ms) |',
  '| --- | --- | --- | --- | --- |',
  ...Object.entries(tools).map(([n, t]) => `| ${n} | ${t.calls} | ${t.firstMs} | ${t.p50Ms} | ${t.p95Ms} |`),
  '',
  `child RSS after ${CALLS * Object.keys(tools).length} calls: ${report.rssMiB} MiB`,
].join('\n');

if (JSON_OUT) {
  process.stderr.write(`${table}\n`);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} else console.log(table);
