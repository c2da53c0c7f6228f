/**
 * The browser side of the sandbox, loaded by the Send request panel on first use (dynamic import): it fetches
 * the model of one API (a JSON chunk the api-sandbox plugin derives from the OpenAPI file at build time), keeps
 * one sandbox per API for the tab, its state in sessionStorage, and answers the panel's requests.
 */
import { readString, removeKey, writeStringOutcome } from '../../src/lib/storage';
import { createSandbox, STATUS_TEXT, type Sandbox } from './engine';
import type { SandboxModel } from './types';
import type { ResponseOutcome } from '../theme/ApiPanel/send';

/** sessionStorage key of the sandbox state of one API: it lives as long as the tab. */
export const SANDBOX_STORAGE_KEY = 'quantaloop.api.sandbox';

/** The request the panel built (api/theme/ApiPanel/send.ts BuiltRequest). */
export interface SandboxCall {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string };
}

/** The sandbox answers in the panel's own response shape. */
export type SandboxOutcome = ResponseOutcome;

/** One model per API and version (ids.ts): each is a chunk of its own, loaded by the first request to it. */
function loadModel(id: string): Promise<SandboxModel> {
  const loaded: Promise<{ default?: SandboxModel } & Partial<SandboxModel>> = import(
    /* webpackChunkName: "api-sandbox-[request]" */ `@generated/api-sandbox/default/${id}.json`
  );
  return loaded.then((m) => (m.default ?? m) as SandboxModel);
}

const sandboxes = new Map<string, Promise<Sandbox>>();

/** @param api a sandbox id (ids.ts): 'core', 'plugin', 'core-2.x', ... */
function sandboxFor(api: string): Promise<Sandbox> {
  let sandbox = sandboxes.get(api);
  if (!sandbox) {
    const key = `${SANDBOX_STORAGE_KEY}.${api}`;
    sandbox = loadModel(api).then((model) =>
      createSandbox(model, {
        now: () => performance.now(),
        persist: {
          load: () => readString(key, 'session'),
          save: (state) => {
            // Full storage: the state stays in memory for this page; an old copy must not come back later.
            if (writeStringOutcome(key, state, 'session') !== 'ok') removeKey(key, 'session');
          },
        },
      }),
    );
    // A failed chunk load (offline after a deploy) can be retried by the next request.
    sandbox.catch(() => sandboxes.delete(api));
    sandboxes.set(api, sandbox);
  }
  return sandbox;
}

/** Answers one request in the page. Never rejects for a bad request; only a failed chunk load rejects. */
export async function sendToSandbox(api: string, call: SandboxCall): Promise<SandboxOutcome> {
  const sandbox = await sandboxFor(api);
  const started = performance.now();
  const response = sandbox.handle({
    method: call.init.method,
    path: new URL(call.url).pathname,
    headers: call.init.headers,
    ...(call.init.body !== undefined ? { body: call.init.body } : {}),
  });
  const body = response.body === undefined ? '' : JSON.stringify(response.body);
  return {
    kind: 'response',
    ok: response.status >= 200 && response.status < 300,
    status: response.status,
    statusText: STATUS_TEXT[response.status] ?? '',
    durationMs: performance.now() - started,
    contentType: response.headers['content-type'] ?? '',
    headers: Object.entries(response.headers),
    body,
  };
}

/** Back to the seed data. */
export async function resetSandbox(api: string): Promise<void> {
  (await sandboxFor(api)).reset();
}

/** The credentials the sandbox accepts, to fill in the panel's fields. */
export async function sandboxCredentials(api: string): Promise<Record<string, string>> {
  const { model } = await sandboxFor(api);
  if (model.credentials) return { key: model.credentials.key, token: model.credentials.token };
  const values: Record<string, string> = {};
  if (model.secret) values[model.secret.header] = model.secret.value;
  // Property headers: their documented examples (the same on every endpoint).
  for (const op of model.operations)
    for (const h of op.headers)
      if (h.example !== undefined && !(h.name in values)) values[h.name] = h.example;
  return values;
}
