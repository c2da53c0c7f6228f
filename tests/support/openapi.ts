import fs from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { load } from 'js-yaml';

/**
 * The project's two OpenAPI files (of each docs version: api/openapi/{version}/ for older ones) as the tests' oracle: their operations (paths and webhooks), each with its
 * documented request example and success response, and an ajv over the raw files (components, descriptions and
 * all): independent of the sandbox's own slimmed schemas and of the pages generated from the files.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
export type Api = 'core' | 'plugin';

const ROOT = path.resolve(__dirname, '../..');

const specCache = new Map<string, Record<Api, Json>>();

/** The two files of a docs version ('current' or an older version's name). */
export function specsOf(version = 'current'): Record<Api, Json> {
  let specs = specCache.get(version);
  if (!specs) {
    const dir = version === 'current' ? 'api/openapi' : `api/openapi/${version}`;
    specs = {
      core: load(fs.readFileSync(path.join(ROOT, dir, 'core-api.yaml'), 'utf8')),
      plugin: load(fs.readFileSync(path.join(ROOT, dir, 'plugin-api.yaml'), 'utf8')),
    };
    specCache.set(version, specs);
  }
  return specs;
}

export const SPECS: Record<Api, Json> = specsOf('current');

export interface DocumentedOperation {
  id: string;
  api: Api;
  /** JSON pointer of the operation in its file, e.g. ['paths', '/0.1.0/account:create', 'post']. */
  pointer: string[];
  /** Pointer of the JSON request body schema, when the operation has one. */
  request?: string[];
  /** The first documented request example. */
  requestExample?: unknown;
  /** The documented success status (the first 2xx). */
  status: number;
  /** Pointer of the success response's JSON schema, when it has a body. */
  response?: string[];
}

function at(spec: Json, pointer: string[]): Json {
  return pointer.reduce((node: Json, key) => node?.[key], spec);
}

/** Follows a `$ref` to the node it names, returning the node and its pointer. */
function follow(spec: Json, node: Json, pointer: string[]): [Json, string[]] {
  if (node && typeof node.$ref === 'string') {
    const target = node.$ref.replace(/^#\//, '').split('/');
    return [at(spec, target), target];
  }
  return [node, pointer];
}

function operationAt(spec: Json, api: Api, pointer: string[]): DocumentedOperation {
  const op = at(spec, pointer);
  const [body, bodyAt] = follow(spec, op.requestBody, [...pointer, 'requestBody']);
  const media = body?.content?.['application/json'];
  const status = Object.keys(op.responses)
    .filter((s) => /^2\d\d$/.test(s))
    .sort()[0]!;
  const [response, responseAt] = follow(spec, op.responses[status], [...pointer, 'responses', status]);
  const example = media?.examples ? (Object.values(media.examples)[0] as Json)?.value : media?.example;
  return {
    id: op.operationId,
    api,
    pointer,
    ...(media?.schema ? { request: [...bodyAt, 'content', 'application/json', 'schema'] } : {}),
    ...(example !== undefined ? { requestExample: example } : {}),
    status: Number(status),
    ...(response?.content?.['application/json']?.schema
      ? { response: [...responseAt, 'content', 'application/json', 'schema'] }
      : {}),
  };
}

/** Every operation of both files of a version: paths first, then webhooks, in file order. */
export function documentedOperations(version = 'current'): DocumentedOperation[] {
  const specs = specsOf(version);
  return (['core', 'plugin'] as const).flatMap((api) => [
    ...Object.keys(specs[api].paths ?? {}).map((p) => operationAt(specs[api], api, ['paths', p, 'post'])),
    ...Object.keys(specs[api].webhooks ?? {}).map((w) =>
      operationAt(specs[api], api, ['webhooks', w, 'post']),
    ),
  ]);
}

/** Validates a value against the schema at a pointer of a version's file; returns null or ajv's message. */
export function schemaValidator(
  version = 'current',
): (api: Api, pointer: string[], value: unknown) => string | null {
  const specs = specsOf(version);
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  for (const api of ['core', 'plugin'] as const) ajv.addSchema({ ...specs[api], $id: `file-${api}` });
  const cache = new Map<string, ValidateFunction>();
  return (api, pointer, value) => {
    const ref = `file-${api}#/${pointer.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
    let validate = cache.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      cache.set(ref, validate);
    }
    return validate(value) ? null : ajv.errorsText(validate.errors);
  };
}
