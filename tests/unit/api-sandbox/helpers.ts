import { buildSandboxModel, DEMO_DATASETS } from '@site/api/sandbox-model';
import { createSandbox, type SandboxOptions, type SandboxRequest } from '@site/src/api-sandbox/engine';
import type { SandboxModel } from '@site/src/api-sandbox/types';
import { loadSpec } from '../api/specs';

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
