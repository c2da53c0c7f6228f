import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { load } from 'js-yaml';

/** Helpers shared by the API tests: the OpenAPI files as objects, and their operations. */
export const ROOT = path.resolve(__dirname, '../../..');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Operation {
  api: 'core' | 'plugin';
  /** Path key, or `webhook:{name}` for webhooks. */
  key: string;
  method: string;
  webhook: boolean;
  op: Json;
}

export function loadSpec(api: 'core' | 'plugin'): Json {
  const file = path.join(ROOT, 'api/openapi', `${api}-api.yaml`);
  return load(fs.readFileSync(file, 'utf8'));
}

export function operations(api: 'core' | 'plugin', spec: Json = loadSpec(api)): Operation[] {
  const out: Operation[] = [];
  for (const [key, item] of Object.entries<Json>(spec.paths ?? {})) {
    for (const [method, op] of Object.entries<Json>(item)) out.push({ api, key, method, webhook: false, op });
  }
  for (const [name, item] of Object.entries<Json>(spec.webhooks ?? {})) {
    for (const [method, op] of Object.entries<Json>(item))
      out.push({ api, key: `webhook:${name}`, method, webhook: true, op });
  }
  return out;
}

/** Resolves a local `$ref` (one level is enough for our files' components). */
export function deref(spec: Json, node: Json): Json {
  if (node && typeof node === 'object' && typeof node.$ref === 'string') {
    const parts = node.$ref.replace(/^#\//, '').split('/');
    let cur = spec;
    for (const p of parts) cur = cur[p.replace(/~1/g, '/').replace(/~0/g, '~')];
    return deref(spec, cur);
  }
  return node;
}

/**
 * Runs api-generate.mjs on one OpenAPI document, written to a temp file `<name>.json`, as `--api name=FILE`.
 * Resolves to the folder of its pages (out/<name>) and its stderr; rejects with the child's error (code, stderr).
 */
export async function generateOne(doc: unknown, name: string): Promise<{ pagesDir: string; stderr: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `api-${name}-`));
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(file, JSON.stringify(doc));
  const out = path.join(dir, 'out');
  const { stderr } = await promisify(execFile)(
    process.execPath,
    ['scripts/api-generate.mjs', '--out', out, '--quiet', '--api', `${name}=${file}`],
    { cwd: ROOT },
  );
  return { pagesDir: path.join(out, name), stderr };
}
