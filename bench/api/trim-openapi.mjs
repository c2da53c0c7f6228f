#!/usr/bin/env node
/**
 * A smaller copy of a large OpenAPI file, for experiments that add an API to a copy of the site without a
 * half-hour build (issue 52: GitHub's description has 1,223 operations and 270 webhooks).
 *
 * Keeps the first N operations (paths in file order, each path whole until N is reached), the webhooks named
 * (OpenAPI 3.1 `webhooks` or 3.0 `x-webhooks`), every tag, and only the components they reach through $refs.
 *
 * With --link-base URL, the descriptions' site-relative links (`](/developers/...)`, GitHub's docs) are made
 * absolute: the site's link check (rightly) fails the build on links to pages it does not have.
 *
 * Usage: node bench/api/trim-openapi.mjs IN.json OUT.json [--operations 150] [--webhooks push,star-created]
 *   [--link-base https://docs.github.com]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * @param {any} spec an OpenAPI document (not modified)
 * @param {{ operations: number, webhooks?: string[] }} options
 * @returns {any}
 */
export function trimOpenApi(spec, { operations, webhooks = [] }) {
  const out = { ...spec, paths: {} };
  let count = 0;
  for (const [key, item] of Object.entries(spec.paths ?? {})) {
    if (count >= operations) break;
    out.paths[key] = item;
    count += METHODS.filter((m) => item?.[m]).length;
  }
  for (const field of ['webhooks', 'x-webhooks']) {
    if (!spec[field]) continue;
    out[field] = Object.fromEntries(
      webhooks.filter((name) => spec[field][name]).map((name) => [name, spec[field][name]]),
    );
  }
  // The components reached from what is kept, transitively.
  const components = spec.components ?? {};
  /** @type {Record<string, Record<string, unknown>>} */
  const kept = {};
  const queue = [out.paths, out.webhooks, out['x-webhooks']];
  const visit = (/** @type {unknown} */ value) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(visit);
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') {
        const m = /^#\/components\/([^/]+)\/(.+)$/.exec(v);
        if (!m) continue;
        const [, kind, name] = /** @type {[string, string, string]} */ (m);
        const decoded = name.replace(/~1/g, '/').replace(/~0/g, '~');
        if (kept[kind]?.[decoded] !== undefined || components[kind]?.[decoded] === undefined) continue;
        (kept[kind] ??= {})[decoded] = components[kind][decoded];
        queue.push(components[kind][decoded]);
      } else visit(v);
    }
  };
  while (queue.length) visit(queue.shift());
  // securitySchemes are referenced by name, not $ref.
  if (components.securitySchemes) kept.securitySchemes = components.securitySchemes;
  out.components = kept;
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [input, output] = process.argv
    .slice(2)
    .filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
  const flag = (/** @type {string} */ name) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  if (!input || !output)
    throw new Error('usage: trim-openapi.mjs IN.json OUT.json [--operations N] [--webhooks a,b]');
  const spec = JSON.parse(fs.readFileSync(input, 'utf8'));
  const trimmed = trimOpenApi(spec, {
    operations: Number(flag('--operations') ?? 150),
    webhooks: (flag('--webhooks') ?? '').split(',').filter(Boolean),
  });
  const base = flag('--link-base');
  let text = JSON.stringify(trimmed, null, 1);
  if (base)
    text = text.replace(/\]\(\/(?!\/)/g, `](${base}/`).replace(/href=\\"\/(?!\/)/g, `href=\\"${base}/`);
  fs.writeFileSync(output, text + '\n');
  const ops = Object.values(trimmed.paths).flatMap((item) => METHODS.filter((m) => item?.[m])).length;
  const hooks = Object.keys(trimmed.webhooks ?? trimmed['x-webhooks'] ?? {}).length;
  console.log(`${output}: ${ops} operations, ${hooks} webhooks, ${fs.statSync(output).size} bytes`);
}
