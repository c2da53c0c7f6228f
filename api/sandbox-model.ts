/**
 * Derives the API sandbox's model from an OpenAPI file: per operation, the request schema, the 200 schema, the
 * documented examples and header parameters, plus the component schemas they refer to, the documented
 * credentials, the rate limit and a seed for the in-browser store. The Docusaurus plugin in api/docusaurus.ts
 * runs it at build time on the same YAML the pages are generated from; the unit tests run it too. Nothing here
 * is a second description of the API: every figure comes from the file (see api/sandbox/README.md).
 *
 * Schemas lose what validation does not need (descriptions, examples, titles, `x-` extensions), which keeps the
 * model small, and their `$ref`s point at `defs#/$defs/{Name}` (see DEFS_REF) so ajv compiles each component once.
 */
import { DATASETS } from '@quantaloop/viz-item/data/datasets';
import {
  DEFS_REF,
  type JsonSchema,
  type SandboxHeader,
  type SandboxModel,
  type SandboxOperation,
  type SandboxRecord,
} from './sandbox/types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** Annotation keywords dropped from schemas (readOnly, writeOnly and default are kept: the sandbox uses them). */
const DROP = new Set([
  'description',
  'examples',
  'example',
  'title',
  'summary',
  'externalDocs',
  'xml',
  'deprecated',
]);
/** Keywords whose value is a schema, a list of schemas or a map of schemas. */
const ONE = [
  'items',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
];
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];

const REF_PREFIX = '#/components/schemas/';

/** A copy of `schema` without annotations and with `$ref`s rewritten to `#/$defs/...`. */
export function slimSchema(schema: Json): JsonSchema {
  if (typeof schema === 'boolean') return schema;
  if (!isObject(schema)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROP.has(key) || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof value === 'string') {
      out.$ref = value.startsWith(REF_PREFIX) ? DEFS_REF + value.slice(REF_PREFIX.length) : value;
    } else if (ONE.includes(key) && (isObject(value) || typeof value === 'boolean')) {
      out[key] = slimSchema(value);
    } else if (LIST.includes(key) && Array.isArray(value)) {
      out[key] = value.map(slimSchema);
    } else if (MAP.includes(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, slimSchema(v)]));
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Follows `$ref` to components (parameters, responses, schemas, headers) of the same file. */
function deref(spec: Json, node: Json): Json {
  let cur = node;
  for (let guard = 0; isObject(cur) && typeof cur.$ref === 'string' && guard < 32; guard++) {
    const parts = (cur.$ref as string).replace(/^#\//, '').split('/');
    cur = parts.reduce((acc: Json, p) => acc?.[p.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  }
  return cur;
}

function firstExample(media: Json): unknown {
  if (!isObject(media)) return undefined;
  if (isObject(media.examples)) {
    const first = Object.values(media.examples)[0] as Json;
    if (first && 'value' in first) return first.value;
  }
  return media.example;
}

/**
 * The store's unknown-field rule: the sandbox answers 400 for a field the documentation does not list, at the
 * top level of a body and of its `properties` (the files leave those objects open; a typo would otherwise be
 * silently ignored). Maps (`additionalProperties`) and nested objects stay as documented.
 */
function closeObject(schema: JsonSchema): JsonSchema {
  if (typeof schema !== 'object') return schema;
  if ('additionalProperties' in schema || 'unevaluatedProperties' in schema) return schema;
  if (!('properties' in schema) && !('$ref' in schema) && !('allOf' in schema)) return schema;
  return { ...schema, unevaluatedProperties: false };
}

function requestSchema(spec: Json, op: Json): JsonSchema | undefined {
  const media = deref(spec, op.requestBody)?.content?.['application/json'];
  if (!media?.schema) return undefined;
  const schema = closeObject(slimSchema(media.schema));
  if (typeof schema === 'object' && isObject(schema.properties) && 'properties' in schema.properties) {
    const props = schema.properties as Record<string, JsonSchema>;
    return { ...schema, properties: { ...props, properties: closeObject(props.properties!) } };
  }
  return schema;
}

function headersOf(spec: Json, op: Json): SandboxHeader[] {
  return ((op.parameters ?? []) as Json[])
    .map((p) => deref(spec, p))
    .filter((p) => p?.in === 'header')
    .map((p) => ({
      name: String(p.name),
      required: p.required === true,
      schema: slimSchema(p.schema ?? {}),
      ...(p.example !== undefined ? { example: String(p.example) } : {}),
    }));
}

function operationOf(spec: Json, pathKey: string, op: Json, serviceTags: Set<string>): SandboxOperation {
  const path = pathKey.replace(/:[a-z]+$/, '');
  const ok = deref(spec, op.responses?.['200']);
  const okMedia = ok?.content?.['application/json'];
  const request = requestSchema(spec, op);
  const requestMedia = deref(spec, op.requestBody)?.content?.['application/json'];
  const action = op['x-action'] as string | undefined;
  return {
    id: String(op.operationId),
    path,
    ...(action ? { action, resource: path.split('/').pop()! } : {}),
    service: (op.tags ?? []).some((t: string) => serviceTags.has(t)),
    ...(request ? { request, requestRequired: deref(spec, op.requestBody)?.required === true } : {}),
    ...(firstExample(requestMedia) !== undefined ? { requestExample: firstExample(requestMedia) } : {}),
    headers: headersOf(spec, op),
    ...(okMedia?.schema ? { ok: slimSchema(okMedia.schema) } : {}),
    ...(firstExample(okMedia) !== undefined ? { okExample: firstExample(okMedia) } : {}),
    ...(ok && !ok.content ? { noContent: true as const } : {}),
    errors: Object.keys(op.responses ?? {}).filter((status) => !status.startsWith('2')),
  };
}

/**
 * The webhooks a file documents (the Plugin API's data_available and data_updated), as operations at the path
 * of their documented URL (`x-webhook-url-example`): the platform's side of the call, which the sandbox also
 * answers, so that the webhook code samples run against it too.
 */
function webhooksOf(spec: Json, serviceTags: Set<string>): SandboxOperation[] {
  const out: SandboxOperation[] = [];
  for (const [name, item] of Object.entries<Json>(spec.webhooks ?? {})) {
    const op = item?.post;
    const url = op?.['x-webhook-url-example'];
    if (!op?.operationId || typeof url !== 'string' || !URL.canParse(url)) continue;
    out.push({ ...operationOf(spec, new URL(url).pathname, op, serviceTags), webhook: name });
  }
  return out;
}

/** One demo dataset of the chart item (src/viz-item/data/datasets.ts), as far as the seed needs it. */
export interface DemoDataset {
  id: string;
  name: Record<string, string>;
  columns: {
    id: string;
    name: Record<string, string>;
    type: string;
    format?: string;
    subtype?: string;
    lowestLevel?: number;
  }[];
}

/** The chart item's demo datasets, as the sandbox seed needs them (names and columns, no rows). */
export const DEMO_DATASETS: DemoDataset[] = DATASETS.map((d) => ({
  id: d.id,
  name: d.name,
  columns: d.columns.map((c) => ({
    id: c.id,
    name: c.name,
    type: c.type,
    ...(c.format ? { format: c.format } : {}),
    ...(c.subtype ? { subtype: c.subtype } : {}),
    ...(c.lowestLevel ? { lowestLevel: c.lowestLevel } : {}),
  })),
}));

/** A stable UUID (version 4 layout) from a text: the demo datasets' ids are words, the API's are UUIDs. */
export function stableUuid(text: string): string {
  // Four FNV-1a hashes with different seeds: deterministic, no crypto needed, evenly spread.
  const parts: string[] = [];
  for (let seed = 0; seed < 4; seed++) {
    let h = 0x811c9dc5 ^ seed;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
    parts.push(h.toString(16).padStart(8, '0'));
  }
  const hex = parts.join('');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The store a sandbox starts from: every row of every documented search example (so the documented update,
 * delete and associate examples find their ids), plus the chart item's demo datasets and their columns, linked
 * to each other as a `include: [{ model: 'Column' }]` search returns them.
 */
function seedOf(operations: SandboxOperation[], demo: DemoDataset[], now: string): SandboxModel['seed'] {
  const records: Record<string, SandboxRecord[]> = {};
  const links: SandboxModel['seed']['links'] = [];
  for (const op of operations) {
    if (op.service || op.action !== 'get' || !op.resource || !isObject(op.okExample)) continue;
    const rows = (op.okExample as Json).rows;
    if (!Array.isArray(rows)) continue;
    records[op.resource] = rows.filter((r: Json) => isObject(r) && typeof r.id === 'string');
  }
  if (records.dataset && demo.length > 0) {
    records.column ??= [];
    for (const dataset of demo) {
      const datasetId = stableUuid(`dataset:${dataset.id}`);
      records.dataset.push({
        id: datasetId,
        type: 'dataset',
        name: dataset.name,
        source_dataset: `demo.${dataset.id}`,
        created_at: now,
        updated_at: now,
      });
      dataset.columns.forEach((column, order) => {
        const columnId = stableUuid(`column:${dataset.id}:${column.id}`);
        records.column!.push({
          id: columnId,
          name: column.name,
          source_name: column.id,
          type: column.type,
          ...(column.subtype ? { subtype: column.subtype } : {}),
          ...(column.format ? { format: column.format } : {}),
          ...(column.lowestLevel ? { lowest_level: column.lowestLevel } : {}),
          order,
          created_at: now,
          updated_at: now,
        });
        links.push({
          from: { resource: 'column', id: columnId },
          role: 'Securables',
          to: { resource: 'dataset', id: datasetId },
        });
      });
    }
  }
  return { records, links };
}

/** `x-rate-limit: { rate, burst }` at the root of the file (the Core API's documented limit). */
function rateLimitOf(spec: Json): SandboxModel['rateLimit'] {
  const limit = spec['x-rate-limit'];
  if (isObject(limit) && Number.isInteger(limit.rate) && Number.isInteger(limit.burst))
    return { rate: limit.rate as number, burst: limit.burst as number };
  return undefined;
}

/** The documented example credentials: the ApiKey/ApiToken schema examples (Core API). */
function credentialsOf(spec: Json): SandboxModel['credentials'] {
  const key = spec.components?.schemas?.ApiKey?.examples?.[0];
  const token = spec.components?.schemas?.ApiToken?.examples?.[0];
  return typeof key === 'string' && typeof token === 'string' ? { key, token } : undefined;
}

/** The header of an `apiKey` security scheme, and its documented example value (the Plugin API's X-Secret). */
function secretOf(spec: Json): SandboxModel['secret'] {
  const scheme = Object.values<Json>(spec.components?.securitySchemes ?? {}).find(
    (s) => s?.type === 'apiKey' && s.in === 'header',
  );
  if (!scheme) return undefined;
  const parameter = Object.values<Json>(spec.components?.parameters ?? {}).find(
    (p) => p?.in === 'header' && p.name === scheme.name,
  );
  const value = parameter?.example ?? parameter?.schema?.example;
  return typeof value === 'string' ? { header: String(scheme.name), value } : undefined;
}

export function buildSandboxModel(
  api: 'core' | 'plugin',
  spec: Json,
  {
    demoDatasets = [],
    now = '2025-06-02T16:04:11.000Z',
  }: { demoDatasets?: DemoDataset[]; now?: string } = {},
): SandboxModel {
  const serviceTags = new Set<string>(
    ((spec.tags ?? []) as Json[])
      .filter((t) => /service$/i.test(t['x-displayName'] ?? ''))
      .map((t) => t.name),
  );
  const operations: SandboxOperation[] = [];
  for (const [pathKey, item] of Object.entries<Json>(spec.paths ?? {})) {
    for (const [method, op] of Object.entries<Json>(item)) {
      if (method !== 'post' || !op?.operationId) continue;
      operations.push(operationOf(spec, pathKey, op, serviceTags));
    }
  }
  operations.push(...webhooksOf(spec, serviceTags));
  const $defs = Object.fromEntries(
    Object.entries<Json>(spec.components?.schemas ?? {}).map(([name, schema]) => [name, slimSchema(schema)]),
  );
  const credentials = credentialsOf(spec);
  const rateLimit = rateLimitOf(spec);
  const secret = secretOf(spec);
  return {
    api,
    $defs,
    operations,
    ...(credentials ? { credentials } : {}),
    ...(secret ? { secret } : {}),
    ...(rateLimit ? { rateLimit } : {}),
    seed: seedOf(operations, api === 'core' ? demoDatasets : [], now),
  };
}

function isObject(v: unknown): v is Record<string, Json> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
