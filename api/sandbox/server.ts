/**
 * The sandbox's second host: an HTTP server on loopback that answers the Core API and the Plugin API with the
 * same engine (./engine.ts) the Send request panel runs in the page. One engine, two hosts: what a reader's
 * program gets from it is what the panel shows. `npm run api:sandbox` starts it for readers (scripts/api-sandbox.mjs);
 * tests/e2e/api/samples.spec.ts runs every code sample of every API page against it.
 *
 * URLs: `/core/...` is the Core API (`https://api.eu.quantaloop.example` becomes `{url}/core`), `/plugin/...`
 * the Plugin API (your plugin's base URL becomes `{url}/plugin`). The Plugin API's webhooks are calls to the
 * platform, so they are answered on the Core side, at the path of their documented URL. A first segment
 * `~{name}` gives a separate sandbox pair, from the seed, per name: the sample test gives each sample its own,
 * so that one sample's delete never changes what the next one finds.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox, MAX_BODY_CHARS, type Sandbox, type SandboxResponse } from './engine';
import type { SandboxModel } from './types';

type Api = 'core' | 'plugin';

/** One request the server answered, as the tests read it back. */
export interface SandboxExchange {
  /** The `~name` segment, or '' for the shared sandbox. */
  scope: string;
  api: Api;
  operationId?: string;
  method: string;
  path: string;
  status: number;
  /** The JSON body sent back; undefined when the answer had none. */
  body: unknown;
}

export interface SandboxServer {
  /** e.g. http://127.0.0.1:4010 (the Core API is at {url}/core, the Plugin API at {url}/plugin). */
  url: string;
  /** Every answered request, in order. */
  exchanges: SandboxExchange[];
  close(): Promise<void>;
}

export interface SandboxServerOptions {
  models: Record<Api, SandboxModel>;
  /** Loopback only by default: the sandbox is for the machine it runs on. */
  host?: string;
  /** 0 picks a free port. */
  port?: number;
}

const SCOPE = /^\/~([A-Za-z0-9_-]{1,64})(?=\/)/;
/** Bodies past the engine's own limit are not read to the end (the engine answers 400 for its limit). */
const MAX_READ = MAX_BODY_CHARS + 1024;

export async function startSandboxServer({
  models,
  host = '127.0.0.1',
  port = 0,
}: SandboxServerOptions): Promise<SandboxServer> {
  const scopes = new Map<string, Record<Api, Sandbox>>();
  const sandboxesOf = (scope: string) => {
    let pair = scopes.get(scope);
    if (!pair) {
      const now = () => performance.now();
      pair = { core: createSandbox(models.core, { now }), plugin: createSandbox(models.plugin, { now }) };
      scopes.set(scope, pair);
    }
    return pair;
  };
  const exchanges: SandboxExchange[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_READ) {
        reply(res, { status: 413, headers: {}, body: { message: 'The body is too large.' } });
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      if (res.headersSent) return;
      const url = new URL(req.url ?? '/', 'http://sandbox');
      const scope = SCOPE.exec(url.pathname)?.[1] ?? '';
      const rest = scope ? url.pathname.slice(scope.length + 2) : url.pathname;
      const [, first = '', ...segments] = rest.split('/');
      if (first !== 'core' && first !== 'plugin') {
        reply(res, {
          status: 404,
          headers: {},
          body: { message: 'The Core API is at /core, the Plugin API at /plugin.' },
        });
        return;
      }
      const path = `/${segments.join('/')}`;
      const pair = sandboxesOf(scope);
      // A webhook is the Plugin API's call to the platform: it arrives at the Core side.
      const webhook = first === 'core' && models.plugin.operations.some((o) => o.webhook && o.path === path);
      const api: Api = webhook ? 'plugin' : first;
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
      );
      const body = chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
      const response = pair[api].handle({
        method: req.method ?? 'GET',
        path,
        headers,
        ...(body !== undefined ? { body } : {}),
      });
      const operationId = operationOf(models[api], path, body);
      exchanges.push({
        scope,
        api,
        ...(operationId ? { operationId } : {}),
        method: req.method ?? 'GET',
        path,
        status: response.status,
        body: response.body,
      });
      reply(res, response);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    exchanges,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function reply(res: http.ServerResponse, response: SandboxResponse) {
  const text = response.body === undefined ? '' : JSON.stringify(response.body);
  res.writeHead(response.status, {
    ...response.headers,
    ...(text ? { 'content-type': 'application/json; charset=utf-8' } : {}),
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/**
 * Which operation a request was for, for the exchange log: the path, and where several operations share it, the
 * body's `action` (Core API) or `event` (webhooks).
 */
function operationOf(model: SandboxModel, path: string, body: string | undefined): string | undefined {
  const candidates = model.operations.filter((o) => o.path === path);
  if (candidates.length <= 1) return candidates[0]?.id;
  let parsed: { action?: unknown; event?: unknown };
  try {
    parsed = JSON.parse(body ?? '') as typeof parsed;
  } catch {
    return undefined;
  }
  return candidates.find((o) => (o.webhook ? o.webhook === parsed.event : o.action === parsed.action))?.id;
}
