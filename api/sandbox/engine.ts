/**
 * The API sandbox: answers a request the way the documented API does, entirely in the page. Pure logic over a
 * model (./types.ts) built from the OpenAPI file; the clock, the id source and the persistence are injected, so
 * the unit tests drive it directly. It never throws: whatever it is given, it returns a response (a bug in it
 * becomes a documented 500, not an exception in the reader's console).
 *
 * Core API, in the order the checks run: unknown path or action (404/400), key or token missing or unknown
 * (401), the rate limit per token (429), the request schema (400 naming each failing field), unknown ids (404),
 * then the action on the store (create, get, update, delete, associate, dissociate) or, for services and other
 * actions, the documented 200 example. Every 200 body is checked against the documented 200 schema.
 *
 * Plugin API: the secret header (401), the declared headers and the body (400), an unknown dataset id (404),
 * then the documented 200 example.
 */
import { checkJsonText } from '../../src/lib/json-limits';
import { applyFind, type FindQuery } from './find';
import { Store, jsonCopy } from './store';
import {
  DEFS_REF,
  type JsonSchema,
  type SandboxModel,
  type SandboxOperation,
  type SandboxRecord,
} from './types';
import { createValidators, type FieldProblem, type Validators } from './validate';

export interface SandboxRequest {
  method: string;
  /** The path of the URL, e.g. /0.1.0/account. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface SandboxResponse {
  status: number;
  headers: Record<string, string>;
  /** undefined: no body (a documented 200 without content). */
  body: unknown;
}

export interface SandboxOptions {
  /** Milliseconds, monotonic (rate limit) — performance.now() in the browser. */
  now?: () => number;
  /** The wall clock for created_at/updated_at. */
  date?: () => Date;
  randomUuid?: () => string;
  /** Where the tab's state lives between page loads (sessionStorage in the browser). */
  persist?: { load(): string | null; save(state: string): void };
}

/** Largest body the sandbox reads (createData may push 10,000 rows), and the JSON depth limit of the site. */
export const MAX_BODY_CHARS = 5 * 1024 * 1024;

export const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function own(obj: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(obj, key) ? obj[key] : undefined;
}

/** A version 4 UUID from crypto.getRandomValues (also available where crypto.randomUUID is not). */
export function randomUuid(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `Securables` -> [dataset, dashboard]; `Users` -> [user]; `HierarchyLevels` -> [hierarchylevel]. */
export function resourcesOfRole(role: string): string[] {
  const name = role.toLowerCase();
  if (name === 'securables') return ['dataset', 'dashboard'];
  return [name.endsWith('s') ? name.slice(0, -1) : name];
}

export interface Sandbox {
  readonly model: SandboxModel;
  handle(request: SandboxRequest): SandboxResponse;
  /** Back to the seed (records, links, created credentials, rate-limit buckets). */
  reset(): void;
}

/**
 * Compiled validators hold no state of a sandbox: every sandbox of one model shares them. The sandbox server
 * keeps up to 200 sandboxes of one model; compiled for each, they were most of a sandbox's 350 KB and of
 * its start-up time (issue 54).
 */
const sharedValidators = new WeakMap<SandboxModel, Validators>();
function validatorsOf(model: SandboxModel): Validators {
  let validators = sharedValidators.get(model);
  if (!validators) {
    validators = createValidators(model);
    sharedValidators.set(model, validators);
  }
  return validators;
}

export function createSandbox(model: SandboxModel, options: SandboxOptions = {}): Sandbox {
  const now = options.now ?? (() => Date.now());
  const date = options.date ?? (() => new Date());
  const uuid = options.randomUuid ?? randomUuid;
  const validators = validatorsOf(model);
  const defs = model.$defs;

  const resources = new Set(
    model.operations.filter((o) => !o.service && o.resource && o.action === 'get').map((o) => o.resource!),
  );
  const store = new Store(model, resources);
  const saved = safe(() => options.persist?.load() ?? null, null);
  if (saved && !store.restore(saved)) store.reset();
  const persist = () => safe(() => options.persist?.save(store.save()), undefined);

  const buckets = new Map<string, { tokens: number; at: number }>();

  // ---- responses -------------------------------------------------------------------------------------------

  function error(
    status: number,
    message: string,
    details?: FieldProblem[],
    headers: Record<string, string> = {},
  ) {
    const body =
      model.api === 'core'
        ? {
            type: { code: status, description: STATUS_TEXT[status] ?? '' },
            message,
            ...(details ? { details } : {}),
          }
        : { message };
    return { status, headers: { ...JSON_HEADERS, ...headers }, body } satisfies SandboxResponse;
  }

  function invalid(problems: FieldProblem[]): SandboxResponse {
    const fields = [...new Set(problems.map((p) => p.field))];
    const summary = problems.map((p) => `${p.field} ${p.message}`).join('; ');
    if (model.api === 'core') return error(400, `Invalid ${fields.join(', ')}.`, problems);
    return error(400, `Invalid request: ${summary}.`);
  }

  /** A 200, once its body is known to match the documented 200 schema (else a 500 that says so). */
  function ok(op: SandboxOperation, body: unknown): SandboxResponse {
    if (op.ok !== undefined) {
      const problems = validators.check(`${op.id}:200`, op.ok, body);
      if (problems.length > 0)
        return error(
          500,
          `The sandbox built a response that does not match the documented schema (${problems[0]!.field} ${problems[0]!.message}). Please report it.`,
        );
    }
    return { status: 200, headers: { ...JSON_HEADERS }, body };
  }

  // ---- schema helpers ---------------------------------------------------------------------------------------

  function resolve(schema: JsonSchema | undefined, depth = 0): Record<string, unknown> {
    if (!isObject(schema) || depth > 16) return {};
    const ref = schema.$ref;
    if (typeof ref === 'string' && ref.startsWith(DEFS_REF))
      return {
        ...resolve(own(defs, ref.slice(DEFS_REF.length)) as JsonSchema, depth + 1),
        ...schema,
        $ref: undefined,
      };
    return schema;
  }

  /** The properties a schema declares (following $ref and allOf), name -> resolved property schema. */
  function propertiesOf(schema: JsonSchema | undefined, depth = 0): Map<string, Record<string, unknown>> {
    const out = new Map<string, Record<string, unknown>>();
    const s = resolve(schema);
    if (depth > 8) return out;
    for (const part of Array.isArray(s.allOf) ? (s.allOf as JsonSchema[]) : [])
      for (const [k, v] of propertiesOf(part, depth + 1)) out.set(k, v);
    if (isObject(s.properties))
      for (const [k, v] of Object.entries(s.properties)) out.set(k, resolve(v as JsonSchema));
    return out;
  }

  function requiredOf(schema: JsonSchema | undefined): string[] {
    const s = resolve(schema);
    return Array.isArray(s.required) ? (s.required as string[]) : [];
  }

  /** The record as the API returns it: write-only fields (passwords, secrets) left out. */
  function visible(record: SandboxRecord, recordSchema: JsonSchema | undefined): SandboxRecord {
    const props = propertiesOf(recordSchema);
    return Object.fromEntries(
      Object.entries(record).filter(([k]) => props.get(k)?.writeOnly !== true),
    ) as SandboxRecord;
  }

  /** The schema of one row of a `{ count, rows }` answer. */
  function rowSchema(op: SandboxOperation): JsonSchema | undefined {
    const rows = propertiesOf(op.ok).get('rows');
    return rows?.items as JsonSchema | undefined;
  }

  // ---- checks ----------------------------------------------------------------------------------------------

  function parseBody(
    op: SandboxOperation,
    text: string | undefined,
  ): { ok: true; body: unknown } | { ok: false; response: SandboxResponse } {
    if (text === undefined || text.trim() === '') {
      if (op.requestRequired)
        return { ok: false, response: error(400, 'The body is missing: send a JSON object.') };
      return { ok: true, body: undefined };
    }
    const limit = checkJsonText(text, { maxChars: MAX_BODY_CHARS });
    if (limit) return { ok: false, response: error(400, `The body is not accepted. ${limit.message}`) };
    try {
      return { ok: true, body: JSON.parse(text) as unknown };
    } catch (e) {
      return { ok: false, response: error(400, `The body is not valid JSON: ${(e as Error).message}`) };
    }
  }

  function rateLimited(token: string): SandboxResponse | null {
    const limit = model.rateLimit;
    if (!limit) return null;
    const t = now();
    const bucket = buckets.get(token) ?? { tokens: limit.burst, at: t };
    bucket.tokens = Math.min(limit.burst, bucket.tokens + ((t - bucket.at) / 1000) * limit.rate);
    bucket.at = t;
    buckets.set(token, bucket);
    if (bucket.tokens < 1) {
      const retryAfter = Math.max(1, Math.ceil((1 - bucket.tokens) / limit.rate));
      return error(
        429,
        `Rate limit exceeded: ${limit.rate} calls per second per token, bursts up to ${limit.burst}. Retry after ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
        undefined,
        {
          'retry-after': String(retryAfter),
          'x-ratelimit-limit': String(limit.rate),
          'x-ratelimit-remaining': '0',
        },
      );
    }
    bucket.tokens -= 1;
    return null;
  }

  function authorized(key: string, token: string): boolean {
    const documented = model.credentials;
    if (documented && documented.key === key && documented.token === token) return true;
    return store.credentialMatches(key, token);
  }

  // ---- Core API actions ------------------------------------------------------------------------------------

  function notFound(resource: string, id: string): SandboxResponse {
    return error(404, `No ${resource} with id "${id.length > 64 ? `${id.slice(0, 64)}…` : id}".`);
  }

  /** Fills what the platform sets: readOnly timestamps and constants, documented defaults, required fields. */
  function newRecord(
    op: SandboxOperation,
    properties: Record<string, unknown>,
  ): { record: SandboxRecord; token?: string } {
    const stamp = date().toISOString();
    const props = propertiesOf(op.ok);
    const record: Record<string, unknown> = { id: uuid() };
    for (const [name, schema] of props) {
      if (name === 'id') continue;
      if (Object.hasOwn(properties, name)) record[name] = properties[name];
      else if (schema.const !== undefined) record[name] = schema.const;
      else if (schema.readOnly === true && schema.format === 'date-time' && /_at$/.test(name)) {
        if (name === 'created_at' || name === 'updated_at') record[name] = stamp;
      } else if (schema.default !== undefined && schema.readOnly !== true)
        record[name] = jsonCopy(schema.default);
    }
    // Fields the request may carry that the response schema does not list (e.g. an embed token's access).
    for (const [name, value] of Object.entries(properties)) {
      if (!Object.hasOwn(record, name))
        Object.defineProperty(record, name, { value, enumerable: true, writable: true, configurable: true });
    }
    // Required response fields nobody set: as documented in the 200 example.
    const example = isObject(op.okExample) ? op.okExample : {};
    for (const name of requiredOf(op.ok)) {
      if (!Object.hasOwn(record, name) && Object.hasOwn(example, name))
        record[name] = jsonCopy(example[name]);
    }
    let token: string | undefined;
    if (op.resource === 'authorization' && props.has('token')) {
      token = uuid().replace(/-/g, '') + uuid().replace(/-/g, '').slice(0, 10);
      delete record.token;
    }
    return { record: record as SandboxRecord, ...(token ? { token } : {}) };
  }

  function linkTargetMissing(ref: { role: string; id: string }): string | null {
    const candidates = resourcesOfRole(ref.role).filter((r) => store.has(r));
    if (candidates.length === 0) return null;
    return candidates.some((r) => store.get(r, ref.id)) ? null : candidates[0]!;
  }

  function include(row: SandboxRecord, resource: string, includes: unknown): SandboxRecord {
    if (!Array.isArray(includes)) return row;
    const out: Record<string, unknown> = { ...row };
    for (const inc of includes) {
      if (!isObject(inc) || typeof inc.model !== 'string') continue;
      const target = inc.model.toLowerCase();
      if (!store.has(target)) continue;
      const key = `${target}s`;
      Object.defineProperty(out, key, {
        value: store.linked({ resource, id: row.id }, target),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out as SandboxRecord;
  }

  function core(op: SandboxOperation, body: Record<string, unknown>): SandboxResponse {
    const resource = op.resource!;
    if (op.service || !store.has(resource)) return ok(op, jsonCopy(op.okExample ?? {}));
    const id = typeof body.id === 'string' ? body.id : undefined;
    switch (op.action) {
      case 'create': {
        const properties = isObject(body.properties) ? body.properties : {};
        const { record, token } = newRecord(op, properties);
        const answer = ok(op, { ...visible(record, op.ok), ...(token ? { token } : {}) });
        if (answer.status !== 200) return answer;
        store.put(resource, record);
        if (token) {
          if (record.type === 'api') store.addCredential(record.id, token);
        }
        persist();
        return answer;
      }
      case 'get': {
        const find = (isObject(body.find) ? body.find : {}) as FindQuery & { include?: unknown };
        const found = applyFind(store.all(resource), find);
        if (!found.ok) return invalid([found.problem]);
        const schema = rowSchema(op);
        const rows = found.rows.map((r) => include(visible(r, schema), resource, find.include));
        return ok(op, { count: rows.length, rows });
      }
      case 'update': {
        const current = id !== undefined ? store.get(resource, id) : undefined;
        if (!current || id === undefined) return notFound(resource, id ?? '');
        const properties = isObject(body.properties) ? body.properties : {};
        const next: Record<string, unknown> = Object.fromEntries([
          ...Object.entries(current),
          ...Object.entries(properties),
        ]);
        next.id = current.id;
        if (propertiesOf(op.ok).has('updated_at')) next.updated_at = date().toISOString();
        const answer = ok(op, visible(next as SandboxRecord, op.ok));
        if (answer.status !== 200) return answer;
        store.put(resource, next as SandboxRecord);
        persist();
        return answer;
      }
      case 'delete': {
        if (id === undefined || !store.delete(resource, id)) return notFound(resource, id ?? '');
        persist();
        return ok(op, jsonCopy(op.okExample ?? {}));
      }
      case 'associate':
      case 'dissociate': {
        if (id === undefined || !store.get(resource, id)) return notFound(resource, id ?? '');
        const ref = isObject(body.resource) ? body.resource : {};
        const role = String(ref.role ?? '');
        const otherId = String(ref.id ?? '');
        const missing = linkTargetMissing({ role, id: otherId });
        if (missing) return notFound(missing, otherId);
        const to = {
          resource: resourcesOfRole(role).find((r) => store.get(r, otherId)) ?? role.toLowerCase(),
          id: otherId,
        };
        if (op.action === 'associate')
          store.link({
            from: { resource, id },
            role,
            to,
            ...(isObject(body.properties) ? { properties: body.properties } : {}),
          });
        else store.unlink({ from: { resource, id }, role, to });
        persist();
        return ok(op, jsonCopy(op.okExample ?? {}));
      }
      default:
        return ok(op, jsonCopy(op.okExample ?? {}));
    }
  }

  function handleCore(request: SandboxRequest): SandboxResponse {
    const ops = model.operations.filter((o) => o.path === request.path);
    if (ops.length === 0) return error(404, `There is no resource at ${request.path}.`);
    if (request.method.toUpperCase() !== 'POST') return error(405, 'Every Core API call is a POST.');
    const parsed = parseBody(ops[0]!, request.body);
    if (!parsed.ok) return parsed.response;
    const body = parsed.body;
    if (!isObject(body)) return invalid([{ field: '(body)', message: 'must be a JSON object' }]);

    const key = own(body, 'key');
    const token = own(body, 'token');
    if (typeof key !== 'string' || key === '' || typeof token !== 'string' || token === '')
      return error(
        401,
        'The key and token are missing: send the key and token of an API authorization in the body.',
      );
    if (!authorized(key, token)) return error(401, 'The key and token do not match an active authorization.');
    const limited = rateLimited(token);
    if (limited) return limited;

    const action = own(body, 'action');
    const op = ops.find((o) => o.action === action);
    if (!op)
      return invalid([
        { field: 'action', message: `must be one of ${ops.map((o) => JSON.stringify(o.action)).join(', ')}` },
      ]);
    const problems = op.request === undefined ? [] : validators.check(`${op.id}:request`, op.request, body);
    if (problems.length > 0) return invalid(problems);
    return core(op, body);
  }

  // ---- Plugin API ------------------------------------------------------------------------------------------

  /** Dataset ids a plugin lists (the documented /datasets example): /query answers 404 for any other. */
  const pluginDatasetIds = new Set(
    model.operations.flatMap((o) =>
      Array.isArray(o.okExample) &&
      o.okExample.every((d) => isObject(d) && typeof d.id === 'string' && Array.isArray(d.columns))
        ? (o.okExample as { id: string }[]).map((d) => d.id)
        : [],
    ),
  );

  function handlePlugin(request: SandboxRequest): SandboxResponse {
    const op = model.operations.find((o) => o.path === request.path);
    if (!op) return error(404, `This plugin has no endpoint ${request.path}.`);
    if (request.method.toUpperCase() !== 'POST') return error(405, 'Plugin endpoints are called with POST.');
    const headers = new Map(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
    const secret = model.secret;
    if (secret && op.headers.some((h) => h.name.toLowerCase() === secret.header.toLowerCase())) {
      const sent = headers.get(secret.header.toLowerCase());
      if (!sent) return error(401, `The ${secret.header} header is missing.`);
      if (sent !== secret.value)
        return error(401, `The ${secret.header} header does not match the plugin secret.`);
    }
    const problems: FieldProblem[] = [];
    for (const header of op.headers) {
      const value = headers.get(header.name.toLowerCase());
      if (value === undefined) {
        if (header.required) problems.push({ field: header.name, message: 'header is required' });
        continue;
      }
      if (value.trim() === '') problems.push({ field: header.name, message: 'header is empty' });
      else
        for (const p of validators.check(`${op.id}:header:${header.name}`, header.schema, value))
          problems.push({ field: header.name, message: `header ${p.message}` });
    }
    if (problems.length > 0) return invalid(problems);
    const parsed = parseBody(op, request.body);
    if (!parsed.ok) return parsed.response;
    if (op.request !== undefined && parsed.body !== undefined) {
      const bodyProblems = validators.check(`${op.id}:request`, op.request, parsed.body);
      if (bodyProblems.length > 0) return invalid(bodyProblems);
    }
    if (
      op.errors.includes('404') &&
      isObject(parsed.body) &&
      typeof parsed.body.id === 'string' &&
      pluginDatasetIds.size > 0
    ) {
      if (!pluginDatasetIds.has(parsed.body.id))
        return error(404, `Dataset "${parsed.body.id.slice(0, 64)}" not found.`);
    }
    if (op.noContent) return { status: 200, headers: {}, body: undefined };
    return ok(op, jsonCopy(op.okExample ?? {}));
  }

  return {
    model,
    handle(request) {
      try {
        return model.api === 'core' ? handleCore(request) : handlePlugin(request);
      } catch (e) {
        return error(500, `The sandbox failed: ${(e as Error)?.message ?? String(e)}. Please report it.`);
      }
    },
    reset() {
      store.reset();
      buckets.clear();
      persist();
    },
  };
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}
