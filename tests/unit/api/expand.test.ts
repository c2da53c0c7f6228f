import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './specs';

/**
 * api/openapi-expand.mjs: the page generator gets each OpenAPI file with its `$ref`s expanded once, to the size
 * a page shows, instead of the plugin's loader expanding every chain of references of the whole file (which on
 * circular files ran for tens of minutes). The pages must stay what the plugin made of the file, circular
 * references included (shown as a `circular(Title)` marker, not expanded again).
 */
const run = promisify(execFile);
const EXAMPLES = path.join(ROOT, 'node_modules/@readme/oas-examples/3.0/json');

/** Runs an ES module snippet (the api/ modules use import.meta: run by node) and returns what it printed. */
function esm(script: string, ...args: string[]): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', script, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
}

/** Generates the pages of one file (as `npm run api:generate` would for a further API); returns their folder. */
async function generate(doc: unknown, extra: string[] = []): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-expand-'));
  const file = path.join(dir, 'spec.json');
  fs.writeFileSync(file, JSON.stringify(doc));
  const out = path.join(dir, 'out');
  await run(
    process.execPath,
    ['scripts/api-generate.mjs', '--out', out, '--quiet', '--api', `x=${file}`, ...extra],
    {
      cwd: ROOT,
      maxBuffer: 1 << 26,
    },
  );
  return path.join(out, 'x');
}

/** Every file of a folder, by name. */
function files(dir: string): Map<string, string> {
  return new Map(
    fs
      .readdirSync(dir)
      .sort()
      .map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
  );
}

/** A schema `Node` whose children are Nodes, behind one operation. */
const tree = {
  openapi: '3.0.3',
  info: { title: 'Tree', version: '1' },
  paths: {
    '/nodes': {
      post: {
        operationId: 'createNode',
        summary: 'Create a node',
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' }, example: {} } },
        },
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' }, example: {} } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Node: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
        },
      },
    },
  },
};

/**
 * Schemas S0..S{n-1}, each with two properties referring to the next, the last back to S0: each reference is
 * a choice of two, so the full expansion has 2^n paths (the shape of stripe.com's files, in small).
 */
function exponential(n: number): typeof tree {
  const schemas: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) {
    const next = { $ref: `#/components/schemas/S${(i + 1) % n}` };
    schemas[`S${i}`] = { type: 'object', properties: { left: next, right: next, label: { type: 'string' } } };
  }
  const doc = structuredClone(tree);
  const media = { schema: { $ref: '#/components/schemas/S0' }, example: {} };
  doc.paths['/nodes'].post.requestBody.content['application/json'] = media;
  doc.paths['/nodes'].post.responses['200'].content['application/json'] = media;
  doc.components.schemas = schemas as typeof tree.components.schemas;
  return doc;
}

/**
 * A and B refer to each other; one operation answers a B, the next an A. The B inside the second answer is
 * met below its own cycle (A is above it, so its `a` is circular), the first one is not: one expansion of B
 * cannot serve both.
 */
const mutual = {
  openapi: '3.0.3',
  info: { title: 'Mutual', version: '1' },
  paths: Object.fromEntries(
    ['B', 'A'].map((name) => [
      `/${name.toLowerCase()}`,
      {
        get: {
          operationId: `get${name}`,
          responses: {
            '200': {
              description: 'OK',
              content: {
                'application/json': { schema: { $ref: `#/components/schemas/${name}` }, example: {} },
              },
            },
          },
        },
      },
    ]),
  ),
  components: {
    schemas: {
      A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' } } },
      B: { type: 'object', properties: { a: { $ref: '#/components/schemas/A' }, name: { type: 'string' } } },
    },
  },
};

test('circular references are the markers the plugin writes, on real files with circular schemas', () => {
  // With no size limit, the expansion is the plugin's own (loadAndResolveSpec), operation by operation.
  const names = [
    'circular.json',
    'schema-circular.json',
    'circular-request-bodies.json',
    'circular-paths.json',
    'discriminators.json',
    'polymorphism.json',
    'callbacks.json',
  ];
  const script = `
    import { createRequire } from 'node:module';
    import { readApiFile, prepareApi } from './api/openapi-input.mjs';
    import { expandForPages } from './api/openapi-expand.mjs';
    const require = createRequire(import.meta.url);
    const { loadAndResolveSpec } = require('docusaurus-plugin-openapi-docs/lib/openapi/utils/loadAndResolveSpec');
    const out = [];
    for (const file of JSON.parse(process.argv[1])) {
      const { doc } = prepareApi(readApiFile(file));
      const plugin = await loadAndResolveSpec(JSON.parse(JSON.stringify(doc)));
      const ours = await expandForPages(doc, { schemaBytes: Infinity, otherBytes: Infinity });
      const pages = (d) => JSON.stringify({ paths: d.paths, webhooks: d.webhooks });
      out.push({ file, same: pages(plugin) === pages(ours), circular: pages(ours).includes('"circular(') });
    }
    console.log(JSON.stringify(out));`;
  const mutualFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'api-expand-')), 'mutual.json');
  fs.writeFileSync(mutualFile, JSON.stringify(mutual));
  names.push('mutual.json');
  const paths = [...names.slice(0, -1).map((n) => path.join(EXAMPLES, n)), mutualFile];
  const results = JSON.parse(esm(script, JSON.stringify(paths))) as {
    file: string;
    same: boolean;
    circular: boolean;
  }[];
  expect(results.map((r) => [path.basename(r.file), r.same])).toEqual(names.map((n) => [n, true]));
  expect(results.filter((r) => r.circular).length).toBeGreaterThanOrEqual(3);
}, 120_000);

test('a circular property shows on the page as a circular reference, not expanded again', async () => {
  const page = files(await generate(tree));
  const request = JSON.parse(page.get('create-node.RequestSchema.json')!) as {
    body: { content: { 'application/json': { schema: { properties: { children: { items: unknown } } } } } };
  };
  expect(request.body.content['application/json'].schema.properties.children.items).toBe('circular(Node)');
}, 120_000);

test('the pages are the same as with the plugin expanding the file itself', async () => {
  // The plugin's own expansion (--no-expand) is fine on small circular files: both must write the same bytes.
  for (const name of ['circular.json', 'discriminators.json']) {
    const doc = JSON.parse(fs.readFileSync(path.join(EXAMPLES, name), 'utf8')) as unknown;
    const [ours, plugin] = await Promise.all([generate(doc), generate(doc, ['--no-expand'])]);
    const a = files(ours);
    expect([name, a.size >= 5]).toEqual([name, true]);
    expect(a).toEqual(files(plugin));
  }
}, 120_000);

test('a file whose full expansion is exponential generates, its schemas cut to a page', async () => {
  // 2^40 paths: the plugin's loader would serialise it until it ran out of memory or time.
  const page = files(await generate(exponential(40)));
  const json = page.get('create-node.StatusCodes.json')!;
  expect(json.length).toBeLessThan(130_000);
  expect(json).toContain('Nested too deep to show here');
  expect(json).toContain('"left"');
}, 120_000);

test('a file whose schemas nest exponentially without a cycle is checked and generates', async () => {
  // S0..S39 each refer twice to the next, S39 is a leaf: no cycle, so dereferencing inlines every reference,
  // and the validator walked all 2^40 paths of the dereferenced document (it never finished).
  const doc = exponential(40);
  const schemas = doc.components.schemas as Record<string, { properties: Record<string, unknown> }>;
  schemas.S39!.properties = { label: { type: 'string' } };
  const page = files(await generate(doc));
  expect(page.get('create-node.StatusCodes.json')).toContain('Nested too deep to show here');
}, 120_000);
