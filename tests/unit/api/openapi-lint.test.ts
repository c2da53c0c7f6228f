import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './specs';
import { olderVersionNames, specPathOf } from '../../../api/versions.mjs';

/**
 * The OpenAPI files must pass Redocly's linter (recommended-strict plus our rules in redocly.yaml) with no error
 * and no warning. @redocly/openapi-core is ESM-only, so the CLI is spawned, as `npm run api:lint` does.
 */
const CLI = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
}

function lint(file: string): Promise<LintReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'lint', '--format=json', '--config', 'redocly.yaml', file], {
      cwd: ROOT,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve(JSON.parse(out) as LintReport);
      } catch {
        reject(new Error(`redocly printed no JSON report:\n${out}\n${err}`));
      }
    });
  });
}

const describeProblems = (r: LintReport) =>
  r.problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);

/** Every version's files: the current ones and each older version's (api/openapi/2.x/...). */
const FILES = ['current', ...olderVersionNames()].flatMap((version) =>
  ['api/openapi/core-api.yaml', 'api/openapi/plugin-api.yaml'].map((file) => specPathOf(file, version)),
);

test('redocly.yaml lints every version of both files (npm run api:lint)', () => {
  const config = fs.readFileSync(path.join(ROOT, 'redocly.yaml'), 'utf8');
  for (const file of FILES) expect(config).toContain(`root: ${file}\n`);
});

test.each(FILES)(
  '%s lints with no error and no warning',
  async (file) => {
    const report = await lint(file);
    expect(describeProblems(report)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  },
  120_000,
);

test('the linter rejects an operationId that is not action + Resource', async () => {
  const spec = fs
    .readFileSync(path.join(ROOT, 'api/openapi/plugin-api.yaml'), 'utf8')
    .replace('operationId: listPluginDatasets', 'operationId: plugin-datasets');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'api-lint-')), 'bad.yaml');
  fs.writeFileSync(file, spec);
  const report = await lint(file);
  expect(report.problems.map((p) => p.ruleId)).toEqual(['rule/operation-id-is-action-plus-resource']);
}, 60_000);
