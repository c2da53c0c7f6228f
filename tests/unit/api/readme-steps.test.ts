import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copySite } from '../../support/site-copy';

/**
 * api/README.md, "Documenting your own API", followed as written on a temporary copy of the project (its
 * committed files, with this checkout's node_modules linked): the steps are read out of the README, so that
 * this test fails when the README and the code part ways. The file added is a small fixture
 * (fixtures/readme-api/billing-api.yaml, under the name the README gives). Versions are per API: the added API
 * has pages in the current version only, and the older versions (2.x) still generate without its file.
 */
const ROOT = path.resolve(__dirname, '../../..');
const FIXTURE_DIR = path.join(__dirname, 'fixtures/readme-api');

/** The section's numbered steps, as the README writes them. */
function readmeSteps() {
  const readme = fs.readFileSync(path.join(ROOT, 'api/README.md'), 'utf8');
  const section = /^### Documenting your own API\n([^]*?)(?=^#{1,3} )/m.exec(readme)?.[1] ?? '';
  const put = /^1\. Put the file in `([^`]+)` \(e\.g\. `([^`]+)`\)\.$/m.exec(section);
  const line = /^2\. Add one line to `API_SPECS` in `([^`]+)`:\n\s+`([^`]+)`$/m.exec(section);
  const run = /^3\. `(npm run [^`]+)`/m.exec(section);
  if (!put || !line || !run)
    throw new Error(`api/README.md: the steps of "Documenting your own API" changed:\n${section}`);
  return {
    folder: put[1]!,
    fileName: put[2]!,
    configFile: line[1]!,
    configLine: line[2]!,
    command: run[1]!,
  };
}

let site: string;
let steps: ReturnType<typeof readmeSteps>;
let output: string;
const exists = (file: string) => fs.existsSync(path.join(site, file));

beforeAll(() => {
  steps = readmeSteps();
  site = copySite('readme-steps-');

  // 1. Put the file in the folder.
  fs.copyFileSync(path.join(FIXTURE_DIR, steps.fileName), path.join(site, steps.folder, steps.fileName));
  // 2. Add the line to API_SPECS.
  const config = path.join(site, steps.configFile);
  const text = fs.readFileSync(config, 'utf8');
  const opening = 'export const API_SPECS = {\n';
  if (!text.includes(opening)) throw new Error(`${steps.configFile} has no "${opening.trim()}"`);
  fs.writeFileSync(config, text.replace(opening, `${opening}  ${steps.configLine}\n`));
  // 3. The command, as a maintainer types it.
  const [npm, ...args] = steps.command.split(' ');
  output = execFileSync(npm!, args, { cwd: site, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}, 180_000);

afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

test("the README's config line names the file of its first step", () => {
  expect(steps.configLine).toContain(`specPath: '${path.posix.join(steps.folder, steps.fileName)}'`);
});

test('the added API has its pages and sidebar in the current version', () => {
  const key = /^(\w+):/.exec(steps.configLine)?.[1] ?? '';
  expect(key).toBe('billing');
  const page = fs.readFileSync(path.join(site, `api/reference/${key}/list-invoices.api.mdx`), 'utf8');
  // Its pages are /api/{key}/{operationId}, as the README says.
  expect(page).toMatch(/^slug: \/billing\/listInvoices$/m);
  expect(exists(`api/reference/${key}/upload-attachment.api.mdx`)).toBe(true);
  expect(fs.readFileSync(path.join(site, 'api/reference/sidebars.ts'), 'utf8')).toContain(
    `"${key}": sidebar_${key}`,
  );
});

test('the older versions are generated too, without the added API (it is in the current version only)', () => {
  expect(output).toMatch(/api:generate: 2\.x: \d+ pages in api_versioned_docs\/version-2\.x/);
  expect(exists('api_versioned_docs/version-2.x/core/create-account.api.mdx')).toBe(true);
  expect(exists('api_versioned_docs/version-2.x/billing')).toBe(false);
  const sidebars = JSON.parse(
    fs.readFileSync(path.join(site, 'api_versioned_sidebars/version-2.x-sidebars.json'), 'utf8'),
  ) as Record<string, unknown>;
  expect(Object.keys(sidebars)).toEqual(['core', 'plugin']);
});

test('the API changelog compares the APIs both versions have, and reads no file of the added one in 2.x', async () => {
  const { default: changelog } = (await import(path.join(site, 'plugins/api-changelog/index.ts'))) as {
    default: typeof import('../../../plugins/api-changelog/index').default;
  };
  const plugin = changelog({ siteDir: site } as Parameters<typeof changelog>[0]);
  const content = await plugin.loadContent!();
  expect(content.pages.map((p) => p.apis.map((api) => api.key))).toEqual([['core', 'plugin']]);
  expect(plugin.getPathsToWatch!().filter((f) => f.includes('billing'))).toEqual([
    path.join(site, 'api/openapi/billing-api.yaml'),
  ]);
});
