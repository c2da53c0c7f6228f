/**
 * The sandbox model: what api/sandbox-model.ts derives from an OpenAPI file at build time, and what the
 * in-browser sandbox (./engine.ts) answers requests from.
 */

/**
 * A JSON Schema (draft 2020-12, as OpenAPI 3.1 uses it), annotations removed. References to component schemas
 * are `defs#/$defs/{Name}`: the validators register the model's `$defs` once, under the id `defs`.
 */
export type JsonSchema = boolean | { [keyword: string]: unknown };

export const DEFS_ID = 'defs';
export const DEFS_REF = `${DEFS_ID}#/$defs/`;

/** A stored resource: its fields as the API returns them, `id` included. */
export type SandboxRecord = { id: string } & Record<string, unknown>;

export interface SandboxHeader {
  name: string;
  required: boolean;
  schema: JsonSchema;
  example?: string;
}

export interface SandboxOperation {
  /** operationId, e.g. createAccount. */
  id: string;
  /** The real path, e.g. /0.1.0/account (Core API pseudo-path suffix removed). */
  path: string;
  /** Core API: the body's `action` (create, get, update, ...). */
  action?: string;
  /** Core API: the resource, the last path segment (account, dashboard, ...). */
  resource?: string;
  /** A service (data, export, ...): answers its documented example instead of using the store. */
  service: boolean;
  request?: JsonSchema;
  requestRequired?: boolean;
  requestExample?: unknown;
  headers: SandboxHeader[];
  /** The 200 response schema and example. */
  ok?: JsonSchema;
  okExample?: unknown;
  /** The documented 200 has no body (webhooks): the answer is an empty 200. */
  noContent?: true;
  /**
   * A webhook the platform receives (Plugin API), at the path of its documented URL: its name, which is the
   * `event` its body carries (several webhooks share one URL).
   */
  webhook?: string;
  /** The documented error statuses, e.g. ['400', '401', '404']. */
  errors: string[];
}

export interface SandboxLink {
  from: { resource: string; id: string };
  role: string;
  to: { resource: string; id: string };
  properties?: Record<string, unknown>;
}

export interface SandboxModel {
  api: 'core' | 'plugin';
  $defs: Record<string, JsonSchema>;
  operations: SandboxOperation[];
  /** Core API: the documented example key and token, which the sandbox accepts. */
  credentials?: { key: string; token: string };
  /** Plugin API: the header carrying the plugin secret, and the documented secret the sandbox accepts. */
  secret?: { header: string; value: string };
  /** Core API: calls per second per token, and the burst allowance. */
  rateLimit?: { rate: number; burst: number };
  seed: { records: Record<string, SandboxRecord[]>; links: SandboxLink[] };
}
