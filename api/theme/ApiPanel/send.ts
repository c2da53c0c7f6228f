import type { PanelField } from '../ApiItem/types';
import { isRecord } from './form';

/**
 * The "Send request" logic, kept free of React so it can be unit-tested: building the request from what the
 * reader typed, sending it, and turning every outcome (including failures) into something to show. Nothing
 * here throws or logs errors: a failed request is a normal outcome for a reference page. Loaded with the
 * response view on the first send (./ResponseView.tsx); what the form needs to render is in ./form.ts.
 */

export interface BuiltRequest {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string };
}

export type BuildResult = { ok: true; request: BuiltRequest } | { ok: false; error: string };

export interface RequestInput {
  server: string;
  path: string;
  method: string;
  bodyText: string;
  fields: PanelField[];
  values: Record<string, string>;
  /**
   * Send without the credentials the reader left empty (the sandbox answers 401 as the API would); for a real
   * server the panel asks for them first.
   */
  allowMissingCredentials?: boolean;
}

/** Validates what the reader entered and builds the fetch() arguments, or says what to fix. */
export function buildRequest(input: RequestInput): BuildResult {
  const base = input.server.trim().replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(base + input.path);
  } catch {
    return { ok: false, error: 'Enter a valid server URL, for example https://api.eu.quantaloop.example.' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, error: 'The server URL must start with https:// (or http:// for a local server).' };
  }

  const headers: Record<string, string> = {};
  let body: unknown = undefined;
  if (input.bodyText.trim() !== '') {
    try {
      body = JSON.parse(input.bodyText);
    } catch (error) {
      return { ok: false, error: `The request body is not valid JSON: ${(error as Error).message}` };
    }
  }

  const missing: string[] = [];
  for (const field of input.fields) {
    const value = (input.values[field.name] ?? '').trim();
    if (field.in === 'body') {
      if (!value) {
        if (!input.allowMissingCredentials) missing.push(field.name);
        continue;
      }
      if (body === undefined) body = {};
      if (!isRecord(body)) return { ok: false, error: 'The request body must be a JSON object.' };
      body = { ...body, [field.name]: value };
    } else if (value) {
      headers[field.name] = value;
    } else if (field.required && !input.allowMissingCredentials) {
      missing.push(field.name);
    }
  }
  if (missing.length > 0) {
    return { ok: false, error: `Fill in ${missing.map((m) => `“${m}”`).join(' and ')} before sending.` };
  }

  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return {
    ok: true,
    request: {
      url: url.toString(),
      init: {
        method: input.method.toUpperCase(),
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      },
    },
  };
}

/** An answer, from a real server or from the in-page sandbox (api/sandbox). */
export interface ResponseOutcome {
  kind: 'response';
  ok: boolean;
  status: number;
  statusText: string;
  durationMs: number;
  contentType: string;
  /** Response headers (for a real server, those its CORS policy lets the page read). */
  headers: [string, string][];
  body: string;
}

export type Outcome =
  | ResponseOutcome
  | { kind: 'network-error'; message: string; durationMs: number }
  | { kind: 'timeout'; durationMs: number };

export const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** Sends the request; every failure becomes an Outcome (the promise never rejects). */
export async function send(
  request: BuiltRequest,
  {
    fetcher = fetch,
    timeoutMs = 30_000,
    now = () => Date.now(),
  }: { fetcher?: typeof fetch; timeoutMs?: number; now?: () => number } = {},
): Promise<Outcome> {
  const controller = new AbortController();
  const started = now();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    // credentials: 'omit' so that no cookie of this site ever travels with a request to the API.
    const response = await fetcher(request.url, {
      ...request.init,
      signal: controller.signal,
      credentials: 'omit',
    });
    const text = await response.text();
    const headers: [string, string][] = [];
    response.headers?.forEach?.((value, name) => headers.push([name, value]));
    return {
      kind: 'response',
      ok: response.ok,
      status: response.status,
      statusText: response.statusText || STATUS_TEXT[response.status] || '',
      durationMs: now() - started,
      contentType: response.headers.get('content-type') ?? '',
      headers,
      body: text,
    };
  } catch (error) {
    if (timedOut) return { kind: 'timeout', durationMs: now() - started };
    return {
      kind: 'network-error',
      message: (error as Error)?.message ?? String(error),
      durationMs: now() - started,
    };
  } finally {
    clearTimeout(timer);
  }
}

/** A POSIX shell single-quoted word: safe for any text, quotes and newlines included. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The request as a cURL command: exactly the method, URL, headers and body that were sent. */
export function toCurl(request: BuiltRequest): string {
  const lines = [`curl -X ${request.init.method} ${shellQuote(request.url)}`];
  for (const [name, value] of Object.entries(request.init.headers))
    lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (request.init.body !== undefined) lines.push(`--data-raw ${shellQuote(request.init.body)}`);
  return lines.join(' \\\n  ');
}

/** "0.4 ms", "12 ms", "1.2 s". */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Pretty-prints a JSON response body; other bodies are shown as they came. */
export function formatBody(body: string, contentType: string): string {
  if (!body) return '';
  if (contentType.includes('json') || /^\s*[[{]/.test(body)) {
    try {
      return JSON.stringify(JSON.parse(body), null, 2);
    } catch {
      return body;
    }
  }
  return body;
}
