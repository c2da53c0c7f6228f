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
 *
 * Bounded (issue 54), so that a long-running `npm run api:sandbox` keeps a flat memory whatever it is sent:
 * - at most `maxSandboxes` (200) `~name` pairs live at once, about 350 KB each; past that the least recently
 *   used one is dropped, and its next request starts again from the seed, as a new name would;
 * - the exchange log keeps the latest `maxExchanges` (1,000) answers, and drops the oldest while their bodies
 *   together pass `maxExchangeChars` (8 M characters of JSON);
 * - a request whose headers have not all arrived after `headersTimeoutMs` (5 s), or whose body has not after
 *   `requestTimeoutMs` (10 s), is answered 408 and its connection closed (a body trickled a byte at a time).
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
  /** The latest answered requests, oldest first (bounded: see maxExchanges). */
  exchanges: SandboxExchange[];
  /** How many `~name` sandbox pairs are live (bounded: see maxSandboxes). */
  liveSandboxes(): number;
  close(): Promise<void>;
}

export interface SandboxServerOptions {
  models: Record<Api, SandboxModel>;
  /** Loopback only by default: the sandbox is for the machine it runs on. */
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Live `~name` sandbox pairs kept; the least recently used goes first. */
  maxSandboxes?: number;
  /** Answers kept in the exchange log. */
  maxExchanges?: number;
  /** Characters of JSON body kept in the exchange log, all answers together. */
  maxExchangeChars?: number;
  /** Time to receive a whole request, body included, before a 408. */
  requestTimeoutMs?: number;
  /** Time to receive a request's headers before a 408. */
  headersTimeoutMs?: number;
}

export const SANDBOX_SERVER_LIMITS = {
  maxSandboxes: 200,
  maxExchanges: 1000,
  maxExchangeChars: 8 * 1024 * 1024,
  requestTimeoutMs: 10_000,
  headersTimeoutMs: 5_000,
} as const;

const SCOPE = /^\/~([A-Za-z0-9_-]{1,64})(?=\/)/;
/** Bodies past the engine's own limit are not read to the end (the engine answers 400 for its limit). */
const MAX_READ = MAX_BODY_CHARS + 1024;

export async function startSandboxServer({
  models,
  host = '127.0.0.1',
  port = 0,
  maxSandboxes = SANDBOX_SERVER_LIMITS.maxSandboxes,
  maxExchanges = SANDBOX_SERVER_LIMITS.maxExchanges,
  maxExchangeChars = SANDBOX_SERVER_LIMITS.maxExchangeChars,
  requestTimeoutMs = SANDBOX_SERVER_LIMITS.requestTimeoutMs,
  headersTimeoutMs = SANDBOX_SERVER_LIMITS.headersTimeoutMs,
}: SandboxServerOptions): Promise<SandboxServer> {
  // A Map iterates in insertion order: re-inserting on each use keeps the least recently used first.
  const scopes = new Map<string, Record<Api, Sandbox>>();
  const now = () => performance.now();
  const newPair = () => ({
    core: createSandbox(models.core, { now }),
    plugin: createSandbox(models.plugin, { now }),
  });
  // The shared sandbox (no `~name`) is never dropped.
  let shared: Record<Api, Sandbox> | undefined;
  const sandboxesOf = (scope: string) => {
    if (!scope) return (shared ??= newPair());
    let pair = scopes.get(scope);
    if (pair) scopes.delete(scope);
    else pair = newPair();
    scopes.set(scope, pair);
    while (scopes.size > Math.max(1, maxSandboxes)) scopes.delete(scopes.keys().next().value!);
    return pair;
  };
  const exchanges: SandboxExchange[] = [];
  const exchangeChars: number[] = [];
  let loggedChars = 0;
  const log = (exchange: SandboxExchange, chars: number) => {
    exchanges.push(exchange);
    exchangeChars.push(chars);
    loggedChars += chars;
    while (exchanges.length > maxExchanges || (loggedChars > maxExchangeChars && exchanges.length > 1)) {
      exchanges.shift();
      loggedChars -= exchangeChars.shift()!;
    }
  };

  const server = http.createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
      // Node checks both timeouts on this interval (30 s by default, which would let a trickle run on).
      connectionsCheckingInterval: Math.max(100, Math.min(1000, headersTimeoutMs / 2)),
    },
    (req, res) => {
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
        try {
          answer(req, res, chunks);
        } catch (error) {
          // The engine never throws; this is a last guard so that no request can stop the server.
          console.error(`[api-sandbox] ${req.method} ${JSON.stringify(req.url)}: ${String(error)}`);
          if (!res.headersSent)
            reply(res, {
              status: 500,
              headers: {},
              body: { message: 'The sandbox failed on this request.' },
            });
        }
      });
    },
  );

  const answer = (req: http.IncomingMessage, res: http.ServerResponse, chunks: Buffer[]) => {
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
    const chars = reply(res, response);
    log(
      {
        scope,
        api,
        ...(operationId ? { operationId } : {}),
        method: req.method ?? 'GET',
        path,
        status: response.status,
        body: response.body,
      },
      chars,
    );
  };

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    exchanges,
    liveSandboxes: () => scopes.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends the answer; returns the length of its JSON body. */
function reply(res: http.ServerResponse, response: SandboxResponse): number {
  const text = response.body === undefined ? '' : JSON.stringify(response.body);
  res.writeHead(response.status, {
    ...response.headers,
    ...(text ? { 'content-type': 'application/json; charset=utf-8' } : {}),
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
  return text.length;
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
