import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copySite } from '../../support/site-copy';

/**
 * `npm run version:cut -- 4.x` on a temporary copy of the project (its committed and new files, with this
 * checkout's node_modules linked): the current version, 3.x, is frozen whole (guides, sidebars, both OpenAPI
 * files, the API pages generated from them) and the current version becomes 4.x. An API added without
 * `versioned: true` (api/README.md, "Documenting your own API") is not frozen: it stays current-only.
 */
const ROOT = path.resolve(__dirname, '../../..');
let site: string;
const read = (file: string) => fs.readFileSync(path.join(site, file), 'utf8');
const json = (file: string): unknown => JSON.parse(read(file));
const list = (dir: string) =>
  fs
    .readdirSync(path.join(site, dir), { recursive: true })
    .map(String)
    .filter((f) => fs.statSync(path.join(site, dir, f)).isFile())
    .sort();

beforeAll(() => {
  site = copySite('version-cut-', { untracked: true });
  fs.copyFileSync(
    path.join(ROOT, 'tests/unit/api/fixtures/readme-api/billing-api.yaml'),
    path.join(site, 'api/openapi/billing-api.yaml'),
  );
  const config = path.join(site, 'api/plugin-config.mjs');
  fs.writeFileSync(
    config,
    fs
      .readFileSync(config, 'utf8')
      .replace(
        'export const API_SPECS = {\n',
        "$&  billing: { specPath: 'api/openapi/billing-api.yaml', label: 'Billing API' },\n",
      ),
  );
  // Listed in the navigation, linked from a guide, and generated, as api/README.md says.
  const sidebars = path.join(site, 'sidebars.ts');
  fs.writeFileSync(
    sidebars,
    fs
      .readFileSync(sidebars, 'utf8')
      .replace(
        /^( +)\{\n +type: 'link',\n +label: 'API changelog',/m,
        "$1{ type: 'link', label: 'Billing API', href: '/api/billing/listInvoices', customProps: { embed: 'api:billing' } },\n$&",
      ),
  );
  fs.appendFileSync(
    path.join(site, 'docs/api--introduction.mdx'),
    '\nSee [invoices](/api/billing/listInvoices).\n',
  );
  execFileSync(process.execPath, ['scripts/api-generate.mjs', '--version', 'current'], {
    cwd: site,
    stdio: 'pipe',
  });
  execFileSync(process.execPath, ['scripts/version-cut.mjs', '4.x'], { cwd: site, stdio: 'pipe' });
}, 240_000);

afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

test('the version lists of both docs instances gain 3.x, and the current version is 4.x', () => {
  expect(json('versions.json')).toEqual(['3.x', '2.x']);
  expect(json('api_versions.json')).toEqual(['3.x', '2.x']);
  expect(json('versions.current.json')).toEqual({ name: '4.x' });
});

test('the guides and their sidebar are frozen as 3.x', () => {
  expect(list('versioned_docs/version-3.x')).toEqual(list('docs'));
  expect(read('versioned_docs/version-3.x/api--actions.mdx')).toBe(read('docs/api--actions.mdx'));
  const sidebars = json('versioned_sidebars/version-3.x-sidebars.json') as Record<string, unknown>;
  expect(Object.keys(sidebars)).toContain('guide');
});

test('the versioned APIs are frozen, and the 3.x API pages are generated from them', () => {
  for (const file of ['core-api.yaml', 'plugin-api.yaml'])
    expect(read(`api/openapi/3.x/${file}`)).toBe(read(`api/openapi/${file}`));
  const pages = (dir: string) => list(dir).filter((f) => f.endsWith('.api.mdx'));
  expect(pages('api_versioned_docs/version-3.x')).toEqual(
    pages('api/reference').filter((f) => !f.startsWith('billing/')),
  );
  expect(pages('api_versioned_docs/version-3.x').length).toBeGreaterThan(100);
  const sidebars = json('api_versioned_sidebars/version-3.x-sidebars.json') as Record<string, unknown>;
  expect(Object.keys(sidebars)).toEqual(['core', 'plugin']);
  // npm run api:lint lints them too.
  expect(read('redocly.yaml')).toContain(
    '  core-3.x:\n    root: api/openapi/3.x/core-api.yaml\n  plugin-3.x:\n    root: api/openapi/3.x/plugin-api.yaml\n',
  );
});

test('an API without versioned: true stays in the current version only', () => {
  expect(list('api/openapi/3.x')).toEqual(['core-api.yaml', 'plugin-api.yaml']);
  expect(fs.existsSync(path.join(site, 'api_versioned_docs/version-3.x/billing'))).toBe(false);
  expect(read('redocly.yaml')).not.toContain('billing');
  // The frozen navigation has no entry for it (3.x has no pages of it); the current one keeps its entry, and
  // the frozen guide's link leads to its current pages (checked below: no link to a missing page).
  expect(read('versioned_sidebars/version-3.x-sidebars.json')).not.toContain('billing');
  expect(read('sidebars.ts')).toContain("embed: 'api:billing'");
  expect(read('versioned_docs/version-3.x/api--introduction.mdx')).toContain('(/api/billing/listInvoices)');
});

test('the site reads the new versions: labels, banners, and links of the 3.x guides to 3.x API pages', async () => {
  const { docsVersionsOption } = await import(path.join(site, 'api/versions.mjs'));
  expect(docsVersionsOption(site)).toEqual({
    current: { label: '4.x (latest)' },
    '3.x': { label: '3.x', banner: 'unmaintained' },
    '2.x': { label: '2.x', banner: 'unmaintained' },
  });
  const { findLinksToMissingPages, listGeneratedPages } = await import(path.join(site, 'api/links.mjs'));
  expect(findLinksToMissingPages(site, listGeneratedPages(site, '3.x'), { version: '3.x' })).toEqual([]);
});

test('refuses a version that exists, naming the versions', () => {
  let message = '';
  try {
    execFileSync(process.execPath, ['scripts/version-cut.mjs', '2.x'], { cwd: site, stdio: 'pipe' });
  } catch (error) {
    message = String((error as { stderr?: Buffer }).stderr);
  }
  expect(message).toContain('2.x already exists (current: 4.x; older: 3.x, 2.x)');
});

test('the embed packages are frozen as 3.x tarballs, and the current ones become 4.0.0', () => {
  expect(list('versioned_packages/3.x')).toEqual([
    'quantaloop-embed-3.0.0.tgz',
    'quantaloop-react-embed-3.0.0.tgz',
  ]);
  for (const dir of ['src/viz-item', 'src/embed/embed', 'src/embed/react-embed'])
    expect((json(`${dir}/package.json`) as { version: string }).version).toBe('4.0.0');
  expect(
    (json('src/embed/react-embed/package.json') as { peerDependencies: Record<string, string> })
      .peerDependencies['@quantaloop/embed'],
  ).toBe('4.0.0');
  // The current guides install the 4.x packages; the frozen 3.x guides keep the 3.x ones, which stay served.
  expect(read('docs/flex--install-packages.mdx')).toContain('/packages/4.x/quantaloop-embed-4.0.0.tgz');
  expect(read('docs/flex--install-packages.mdx')).not.toContain('/packages/3.x/');
  expect(read('versioned_docs/version-3.x/flex--install-packages.mdx')).toContain(
    '/packages/3.x/quantaloop-embed-3.0.0.tgz',
  );
});
