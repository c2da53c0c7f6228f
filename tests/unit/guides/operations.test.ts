import fs from 'node:fs';
import path from 'node:path';
import { documentedOperations, schemaValidator, specsOf, type Json } from '../../support/openapi';
import { olderVersionNames } from '../../../api/versions.mjs';
import { DOCS_DIR, VERSIONED_DOCS_DIR, readDocs } from './doc-files';

/**
 * A JSON request or response shown in a guide is checked against its operation's schema in the OpenAPI file
 * (ajv on the raw file), so a guide cannot say that delete returns "the deleted resource" while the reference
 * says `{}`. A writer marks the block in its fence (CONTRIBUTING.md, "Requests and responses in guides"):
 *
 *     ```json operation=deleteDashboard request without=key,token,version
 *     ```json operation=deleteDashboard response
 *
 * `without=` names the top-level fields a request block leaves out for brevity (the credentials), and
 * `placeholders=` those it shows as placeholders (`"key": "YOUR_API_KEY"`): the test takes both from the
 * operation's documented example before validating. A request must also not carry a
 * field its operation does not document (a typo the open schemas would let through). A JSON block that looks like
 * a Core API request (it has a top-level `action`) must be marked. Each version's guides are checked against
 * that version's files (versioned_docs/version-2.x against api/openapi/2.x).
 */

interface JsonBlock {
  where: string;
  meta: string;
  value: unknown;
}

function jsonBlocks(dir: string): JsonBlock[] {
  return readDocs(dir).flatMap((doc) => {
    const text = fs.readFileSync(doc.file, 'utf8');
    const out: JsonBlock[] = [];
    const re = /^```json([^\n]*)\n([\s\S]*?)^```\s*$/gm;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      const where = `${path.relative(path.dirname(DOCS_DIR), doc.file)}:${text.slice(0, m.index).split('\n').length}`;
      out.push({ where, meta: m[1]!.trim(), value: JSON.parse(m[2]!) as unknown });
    }
    return out;
  });
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields a schema documents (following $ref and allOf), each with its schema. */
function documentedFields(spec: Json, root: Json): Map<string, Json> {
  const fields = new Map<string, Json>();
  const visit = (schema: Json, depth = 0) => {
    if (!isObject(schema) || depth > 8) return;
    if (typeof schema.$ref === 'string')
      visit(
        schema.$ref
          .replace(/^#\//, '')
          .split('/')
          .reduce((n: Json, k: string) => n?.[k], spec),
        depth + 1,
      );
    for (const part of (schema.allOf as Json[]) ?? []) visit(part, depth + 1);
    for (const [key, value] of Object.entries((schema.properties as object) ?? {})) fields.set(key, value);
  };
  visit(root);
  return fields;
}

/**
 * Fields the request's operation does not document, at the top level and in `properties` (the sandbox's rule:
 * the files leave those objects open, and a typo there would otherwise pass).
 */
function undocumented(spec: Json, pointer: string[], body: Record<string, unknown>): string[] {
  const top = documentedFields(
    spec,
    pointer.reduce((n: Json, k) => n?.[k], spec),
  );
  const out = Object.keys(body).filter((k) => !top.has(k));
  const props = body.properties;
  if (isObject(props) && top.has('properties')) {
    const inner = documentedFields(spec, top.get('properties'));
    if (inner.size)
      out.push(
        ...Object.keys(props)
          .filter((k) => !inner.has(k))
          .map((k) => `properties.${k}`),
      );
  }
  return out;
}

/** The check of one version's blocks: what is wrong with one block, or null. */
function checkerOf(version: string): (block: JsonBlock) => string | null {
  const specs = specsOf(version);
  const OPERATIONS = new Map(documentedOperations(version).map((op) => [op.id, op]));
  const validate = schemaValidator(version);
  return (block) => checkBlock(block, { specs, OPERATIONS, validate });
}

function checkBlock(
  block: JsonBlock,
  {
    specs,
    OPERATIONS,
    validate,
  }: {
    specs: ReturnType<typeof specsOf>;
    OPERATIONS: Map<string, ReturnType<typeof documentedOperations>[number]>;
    validate: ReturnType<typeof schemaValidator>;
  },
): string | null {
  const operation = /\boperation=(\w+)/.exec(block.meta)?.[1];
  if (!operation) {
    return isObject(block.value) && 'action' in block.value
      ? 'looks like a Core API request: mark it `operation=<id> request` (CONTRIBUTING.md)'
      : null;
  }
  const op = OPERATIONS.get(operation);
  if (!op) return `operation=${operation}: no such operation in the OpenAPI files`;
  const side = /\b(request|response)\b/.exec(block.meta)?.[1];
  if (!side) return `operation=${operation}: say whether it is the request or the response`;
  if (side === 'response') {
    if (!op.response) return `${operation} documents no JSON response body`;
    const problem = validate(op.api, op.response, block.value);
    return problem && `not a ${op.status} response of ${operation}: ${problem}`;
  }
  if (!op.request) return `${operation} documents no JSON request body`;
  if (!isObject(block.value)) return `a ${operation} request is a JSON object`;
  const list = (name: string) => new RegExp(`\\b${name}=([\\w,]+)`).exec(block.meta)?.[1]?.split(',') ?? [];
  const example = isObject(op.requestExample) ? op.requestExample : {};
  const filled: Record<string, unknown> = { ...block.value };
  for (const field of list('without')) {
    if (field in block.value) return `without=${field}, but the block has ${field}`;
    if (!(field in example)) return `without=${field}: ${operation}'s example has no ${field} to fill in`;
    filled[field] = example[field];
  }
  for (const field of list('placeholders')) {
    if (!/^([A-Z][A-Z0-9_]*|<[^>]+>)$/.test(String(block.value[field])))
      return `placeholders=${field}, but "${String(block.value[field])}" is not a placeholder (YOUR_API_KEY, <token>)`;
    filled[field] = example[field];
  }
  const unknown = undocumented(specs[op.api], op.request, block.value);
  if (unknown.length) return `${operation} documents no field ${unknown.join(', ')}`;
  const problem = validate(op.api, op.request, filled);
  return problem && `not a valid ${operation} request: ${problem}`;
}

const VERSIONS = [
  { version: 'current', dir: DOCS_DIR },
  ...olderVersionNames().map((version) => ({
    version,
    dir: path.join(VERSIONED_DOCS_DIR, `version-${version}`),
  })),
];

describe.each(VERSIONS)('the $version guides', ({ version, dir }) => {
  const blocks = jsonBlocks(dir);
  const check = checkerOf(version);

  test('show requests and responses of operations, marked as such', () => {
    const marked = blocks.filter((b) => /\boperation=/.test(b.meta));
    expect(marked.length).toBeGreaterThan(10);
  });

  test('every marked block validates against its operation in the OpenAPI file; every request is marked', () => {
    const problems = blocks.flatMap((b) => {
      const problem = check(b);
      return problem ? [`${b.where}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });
});

test('the current guides show responses too', () => {
  expect(jsonBlocks(DOCS_DIR).some((b) => /\boperation=\w+ response\b/.test(b.meta))).toBe(true);
});

test('the check rejects what the reference contradicts, per version', () => {
  const current = checkerOf('current');
  const block = (meta: string, value: unknown) => current({ where: 'x', meta, value });
  // "delete returns the deleted resource": the reference returns {}.
  expect(
    block('operation=deleteDashboard response', {
      id: '9f2c5a3e-1b7d-4c8e-a6f0-3d2b1e4c5a67',
      type: 'dashboard',
    }),
  ).toMatch(/not a 200 response of deleteDashboard/);
  expect(block('operation=deleteDashboard response', {})).toBeNull();
  expect(block('operation=deleteDashboard request', { action: 'delete', id: 'x' })).toMatch(
    /must have required/,
  );
  expect(
    block('operation=deleteDashboard request without=key,token,version', {
      action: 'delete',
      id: '9f2c5a3e-1b7d-4c8e-a6f0-3d2b1e4c5a67',
    }),
  ).toBeNull();
  expect(
    block('operation=createDashboard request without=key,token,version', { action: 'create', propertes: {} }),
  ).toMatch(/documents no field propertes/);
  expect(block('', { action: 'get', find: {} })).toMatch(/mark it/);
  expect(block('operation=nope request', {})).toMatch(/no such operation/);
  // 2.x accounts had a database and a scheme, not a scope, and 2.x had no integrations.
  const older = checkerOf('2.x');
  const account = (properties: object) => ({
    where: 'x',
    meta: 'operation=validateAccount request without=key,token,version',
    value: {
      action: 'validate',
      properties: { provider: 'postgresql', host: 'db.example.com', ...properties },
    },
  });
  expect(current(account({ scope: 'analytics.public' }))).toBeNull();
  expect(older(account({ scope: 'analytics.public' }))).toMatch(/documents no field properties.scope/);
  expect(older(account({ database: 'analytics', scheme: 'public' }))).toBeNull();
  expect(older({ where: 'x', meta: 'operation=createIntegration request', value: {} })).toMatch(
    /no such operation/,
  );
});
