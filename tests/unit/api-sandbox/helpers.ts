import { buildSandboxModel, DEMO_DATASETS } from '@site/api/sandbox-model';
import { createSandbox, type SandboxOptions, type SandboxRequest } from '@site/api/sandbox/engine';
import type { SandboxModel } from '@site/api/sandbox/types';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { loadSpec, type Json } from '../api/specs';

/** The models the build writes, from the same YAML and the same builder. */
const models = new Map<string, SandboxModel>();
export function model(api: 'core' | 'plugin'): SandboxModel {
  let m = models.get(api);
  if (!m) {
    m = buildSandboxModel(api, loadSpec(api), { demoDatasets: api === 'core' ? DEMO_DATASETS : [] });
    models.set(api, m);
  }
  return m;
}

/** A sandbox on a fake clock (advance it with `clock.t += ms`). */
export function sandbox(api: 'core' | 'plugin', options: SandboxOptions = {}) {
  const clock = { t: 0 };
  let n = 0;
  const sb = createSandbox(model(api), {
    now: () => clock.t,
    date: () => new Date(Date.UTC(2025, 5, 2, 12, 0, 0) + clock.t),
    randomUuid: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    ...options,
  });
  return { sb, clock };
}

export const CORE = model('core');
export const KEY = CORE.credentials!.key;
export const TOKEN = CORE.credentials!.token;

/** A Core API call with the documented credentials. */
export function coreCall(path: string, body: Record<string, unknown>, credentials = true): SandboxRequest {
  return {
    method: 'POST',
    path,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...(credentials ? { key: KEY, token: TOKEN } : {}), version: '0.1.0', ...body }),
  };
}

/**
 * An ajv over the raw OpenAPI file (components and all, descriptions included): an oracle independent of the
 * sandbox's own slimmed schemas. `schemaAt(op)` compiles a schema found in the file.
 */
export function documentedValidator(api: 'core' | 'plugin') {
  const spec = loadSpec(api);
  const ajv = new Ajv2020({ allErrors: false, strict: false, inlineRefs: false });
  addFormats(ajv, { mode: 'fast' });
  ajv.addSchema({ ...spec, $id: `spec-${api}` });
  const cache = new Map<string, ValidateFunction>();
  const pointer = (parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
  return {
    spec,
    /** Validates `value` against the schema at the JSON path `parts` of the file (following $refs). */
    validate(parts: string[], value: unknown): boolean {
      const key = parts.join('\u0000');
      let v = cache.get(key);
      if (!v) {
        v = ajv.compile({ $ref: `spec-${api}#/${pointer(parts)}` });
        cache.set(key, v);
      }
      return v(value) as boolean;
    },
  };
}

/** The path (in the file) of an operation's request schema and of a response schema, following response $refs. */
export function schemaPaths(spec: Json, pathKey: string, status: string) {
  const op = spec.paths[pathKey].post;
  const response = op.responses[status];
  const responsePath =
    response && typeof response.$ref === 'string'
      ? [...response.$ref.replace(/^#\//, '').split('/'), 'content', 'application/json', 'schema']
      : ['paths', pathKey, 'post', 'responses', status, 'content', 'application/json', 'schema'];
  return {
    request: ['paths', pathKey, 'post', 'requestBody', 'content', 'application/json', 'schema'],
    response: responsePath,
  };
}
