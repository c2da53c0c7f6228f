import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { merge } from 'allof-merge';
import { ROOT } from './specs';

/**
 * The API theme's allOf merger is not bundled with every API page (api/theme/Schema/normalize.js): the build
 * imports it into the pages whose schemas the theme merges (needsSchemaMerge), and a page that needs it
 * without that import loads it and suspends instead of failing.
 */
type Normalize = {
  provideMerge(value: typeof merge): void;
  mergeAllOf(schema: unknown): { properties?: Record<string, unknown> };
};

function freshModule(): Normalize {
  let mod: Normalize | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy per test: the merger is module state
    mod = require('../../../api/theme/Schema/normalize.js') as Normalize;
  });
  return mod!;
}

/** What fn threw: a promise (Suspense), an error, or nothing. */
function thrownBy(fn: () => void): unknown {
  try {
    fn();
    return undefined;
  } catch (thrown) {
    return thrown;
  }
}

/** api/plugin-config.mjs's needsSchemaMerge on each value (an ES module that uses import.meta: run by node). */
function needsSchemaMerge(...values: unknown[]): boolean[] {
  const script = `import { needsSchemaMerge } from './api/plugin-config.mjs';
    console.log(JSON.stringify(JSON.parse(process.argv[1]).map((v) => needsSchemaMerge(v))));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(values)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(out) as boolean[];
}

const twoParts = {
  allOf: [
    { type: 'object', properties: { id: { type: 'string' } } },
    { type: 'object', properties: { level: { type: 'integer' } } },
  ],
};

describe('which API pages import the allOf merger (api/plugin-config.mjs)', () => {
  test('a page whose schemas have no allOf, and no oneOf/anyOf beside properties, does not', () => {
    const body = {
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              kind: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
            },
          },
        },
      },
    };
    expect(needsSchemaMerge([body, { 200: { description: 'OK' } }], [null, null])).toEqual([false, false]);
  });

  test('a page with an allOf anywhere, or a oneOf/anyOf beside properties, does', () => {
    const cases = {
      'an allOf deep in an anyOf branch (a tab not opened yet)': {
        a: { anyOf: [{ type: 'string' }, twoParts] },
      },
      'a oneOf beside properties': { properties: { a: { type: 'string' } }, oneOf: [{ required: ['a'] }] },
      'an allOf in array items of a response': {
        200: { content: { 'application/json': { schema: { items: twoParts } } } },
      },
    };
    const results = needsSchemaMerge(...Object.values(cases).map((schema) => [null, schema]));
    expect(Object.fromEntries(Object.keys(cases).map((name, i) => [name, results[i]]))).toEqual(
      Object.fromEntries(Object.keys(cases).map((name) => [name, true])),
    );
  });

  test('the generated pages: getData (allOf query items) imports it, createAccount does not', () => {
    const page = (file: string) => fs.readFileSync(path.join(ROOT, 'api/reference/core', file), 'utf8');
    expect(page('get-data.api.mdx')).toContain('import "@theme/Schema/merger";');
    expect(page('create-account.api.mdx')).not.toContain('@theme/Schema/merger');
  });
});

describe('the merger in the browser (api/theme/Schema/normalize.js)', () => {
  test('once a page has provided it, schemas merge as the theme expects', () => {
    const normalize = freshModule();
    normalize.provideMerge(merge);
    expect(Object.keys(normalize.mergeAllOf(twoParts).properties ?? {})).toEqual(['id', 'level']);
  });

  test('without it, merging suspends until it is loaded, then merges', async () => {
    const normalize = freshModule();
    const thrown = thrownBy(() => normalize.mergeAllOf(twoParts));
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(Object.keys(normalize.mergeAllOf(twoParts).properties ?? {})).toEqual(['id', 'level']);
  });
});

/**
 * GitHub's REST description (@octokit/openapi 23.0.2) crashed the build's server rendering on its webhook pages
 * `workflow-job-completed` and `workflow-job-in-progress` (issue 52): `workflow_job` is the allOf of a component
 * whose `run_id` is a `number` and an object whose `run_id` is an `integer`; allof-merge found no common type, the
 * property became `undefined` and the theme's SchemaEdge read `.readOnly` of it. The same shape, trimmed.
 */
const githubWebhook = (runIdInPart: Record<string, unknown>) => ({
  openapi: '3.0.3',
  info: { title: 'Hooks', version: '1.0.0' },
  paths: {},
  'x-webhooks': {
    'workflow-job-completed': {
      post: {
        operationId: 'workflow-job/completed',
        summary: 'workflow_job completed',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  workflow_job: {
                    allOf: [
                      { $ref: '#/components/schemas/workflow-job' },
                      { type: 'object', properties: { run_id: runIdInPart, conclusion: { type: 'string' } } },
                    ],
                  },
                },
              },
            },
          },
        },
        responses: { 200: { description: 'Return a 200 status to indicate that the data was received.' } },
      },
    },
  },
  components: {
    schemas: {
      'workflow-job': {
        type: 'object',
        properties: { id: { type: 'integer' }, run_id: { type: 'number' } },
      },
    },
  },
});

/** expandForPages on a document, in node (an ES module): what it returned or the message it threw, and its warnings. */
function expand(doc: unknown): { error?: string; runId?: unknown; warnings: string } {
  const script = `import { prepareApi } from './api/openapi-input.mjs';
    import { expandForPages } from './api/openapi-expand.mjs';
    const { doc } = prepareApi(JSON.parse(process.argv[1]));
    expandForPages(doc, { file: 'api/openapi/github.json' }).then(
      (out) => console.log(JSON.stringify({ runId: out['x-webhooks']['workflow-job-completed'].post.requestBody.content['application/json'].schema.properties.workflow_job.allOf[1].properties.run_id })),
      (e) => console.log(JSON.stringify({ error: e.message })),
    );`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(doc)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { ...(JSON.parse(result.stdout) as { error?: string; runId?: unknown }), warnings: result.stderr };
}

describe('allOf members that disagree (issue 52)', () => {
  test('a number and an integer merge to an integer, on the page as in the build', async () => {
    const normalize = freshModule();
    // The page's own way to the merger (loaded on first use): the rules of api/schema-merge.mjs.
    await thrownBy(() => normalize.mergeAllOf({}));
    const body = githubWebhook({ type: 'integer' })['x-webhooks']['workflow-job-completed'].post.requestBody;
    const part = body.content['application/json'].schema.properties.workflow_job.allOf[1] as object;
    const merged = normalize.mergeAllOf({
      allOf: [{ type: 'object', properties: { id: { type: 'integer' }, run_id: { type: 'number' } } }, part],
    });
    expect(merged.properties).toEqual({
      id: { type: 'integer' },
      run_id: { type: 'integer' },
      conclusion: { type: 'string' },
    });
  });

  test('GitHub’s webhook shape is generated with no warning', () => {
    const result = expand(githubWebhook({ type: 'integer' }));
    expect(result.error).toBeUndefined();
    expect(result.warnings).toBe('');
  });

  test('members that leave a property no schema are refused at generation, naming the file, the page and the JSON pointer', () => {
    const result = expand(githubWebhook({ type: 'string' }));
    expect(result.error).toContain('api/openapi/github.json: 1 schema(s) no page can show');
    expect(result.error).toContain(
      '#/x-webhooks/workflow-job-completed/post/requestBody/content/application~1json/schema/properties/workflow_job/properties/run_id (webhook "workflow-job-completed", page workflow-job-completed)',
    );
    expect(result.error).toContain('["number","string"]');
  });

  test('a conflict a page survives (a type lost beside other keywords) is a warning naming its page', () => {
    const result = expand(githubWebhook({ type: 'object', properties: { a: { type: 'string' } } }));
    expect(result.error).toBeUndefined();
    expect(result.warnings).toContain(
      'api/openapi/github.json: #/x-webhooks/workflow-job-completed/post/requestBody/content/application~1json/schema/properties/workflow_job/properties/run_id (webhook "workflow-job-completed", page workflow-job-completed): Could not merge values, they are probably incompatible: ["number","object"]',
    );
  });
});
