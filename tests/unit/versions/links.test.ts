import fs from 'node:fs';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { VFile } from 'vfile';
import versionedLinks from '../../../plugins/versioned-links/remark';
import { versionedHref } from '../../../src/navigation/version-links.mjs';

/**
 * The link rule (src/navigation/version-links.mjs) and its build step (plugins/versioned-links): a writer
 * links to /api/{operation} and /guide/{page} in any version; an older version's pages lead to its own pages,
 * and a link to an operation the version lacks fails the build with file and line.
 */
const ROOT = path.resolve(__dirname, '../../..');

test('an older version sends /api and /guide links to its own pages, and leaves the rest alone', () => {
  const older = ['2.x'];
  expect(versionedHref('/api/getData', '2.x', older)).toBe('/api/2.x/getData');
  expect(versionedHref('/api/getData#body', '2.x', older)).toBe('/api/2.x/getData#body');
  expect(versionedHref('/guide/api--introduction?x=1', '2.x', older)).toBe(
    '/guide/2.x/api--introduction?x=1',
  );
  expect(versionedHref('/api/2.x/getData', '2.x', older)).toBe('/api/2.x/getData');
  expect(versionedHref('/api/changelog/2.x-3.x', '2.x', older)).toBe('/api/changelog/2.x-3.x');
  expect(versionedHref('/flex/charts/bar-chart', '2.x', older)).toBe('/flex/charts/bar-chart');
  expect(versionedHref('/apis', '2.x', older)).toBe('/apis');
  expect(versionedHref('/api/getData', 'current', older)).toBe('/api/getData');
});

/** The Markdown as the build's MDX parser reads it, through the plugin, written back as Markdown. */
async function build(file: string, markdown: string): Promise<string> {
  const out = await unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(versionedLinks, { siteDir: ROOT })
    .use(remarkStringify)
    .process(new VFile({ path: path.join(ROOT, file), value: markdown }));
  return String(out);
}

test("a 2.x guide's links lead to 2.x pages, in Markdown, definitions and JSX", async () => {
  const out = await build(
    'versioned_docs/version-2.x/sample.mdx',
    [
      'See [searchDashboard](/api/searchDashboard) and the [introduction](/guide/api--introduction).',
      '',
      'Also [validate][v] and <a href="/api/createAccount">create</a>.',
      '',
      '[v]: /api/validateAuthorization',
    ].join('\n'),
  );
  expect(out).toContain('(/api/2.x/searchDashboard)');
  expect(out).toContain('(/guide/2.x/api--introduction)');
  expect(out).toContain('[v]: /api/2.x/validateAuthorization');
  expect(out).toContain('href="/api/2.x/createAccount"');
  expect(out).not.toMatch(/\/api\/(searchDashboard|createAccount)\b/);
});

test('a link to an operation the version lacks fails the build, naming file, line and version', async () => {
  await expect(
    build('versioned_docs/version-2.x/sample.mdx', 'Intro.\n\nSee [integrations](/api/createIntegration).\n'),
  ).rejects.toThrow(
    'versioned_docs/version-2.x/sample.mdx:3:5  /api/createIntegration: no such page in the 2.x API reference',
  );
  await expect(build('docs/sample.mdx', '[old](/api/validateAuthorization)\n')).rejects.toThrow(
    'docs/sample.mdx:1:1  /api/validateAuthorization: no such page in the current API reference',
  );
  // The current version has it: unchanged.
  expect(await build('docs/sample.mdx', '[new](/api/createIntegration)\n')).toContain(
    '(/api/createIntegration)',
  );
});

test('generated 2.x API pages link to the 2.x guides', async () => {
  const page = fs.readFileSync(
    path.join(ROOT, 'api_versioned_docs/version-2.x/core/search-dashboard.api.mdx'),
    'utf8',
  );
  const out = await build(
    'api_versioned_docs/version-2.x/core/search-dashboard.api.mdx',
    page.replace(/^---\n[^]*?\n---\n/, '').replace(/^(import|export) .*$/gm, ''),
  );
  expect(out).toContain('(/guide/2.x/api--introduction)');
});

test('both docs instances have the same versions (versions.json, api_versions.json)', () => {
  const read = (f: string) => JSON.parse(fs.readFileSync(path.join(ROOT, f), 'utf8')) as unknown;
  expect(read('api_versions.json')).toEqual(read('versions.json'));
  for (const version of read('versions.json') as string[]) {
    expect(fs.existsSync(path.join(ROOT, `api/openapi/${version}/core-api.yaml`))).toBe(true);
    expect(fs.existsSync(path.join(ROOT, `api_versioned_sidebars/version-${version}-sidebars.json`))).toBe(
      true,
    );
  }
});
