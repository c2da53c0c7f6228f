import { execFileSync } from 'node:child_process';
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
