import fs from 'node:fs';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { VFile } from 'vfile';
import os from 'node:os';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import versionedLinks from '../../../plugins/versioned-links/remark';
import { checkDescriptionLinks, versionDescriptionLinks } from '../../../api/links.mjs';
import { versionedHref } from '../../../src/navigation/version-links.mjs';

/**
 * The link rule (src/navigation/version-links.mjs) and its build step (plugins/versioned-links): a writer
 * links to /api/{operation} and /guide/{page} in any version; an older version's pages lead to its own pages,
 * and a link to an operation the version lacks fails the build with file and line.
 */
const ROOT = path.resolve(__dirname, '../../..');
const run = promisify(execFile);

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
async function build(file: string, markdown: string, siteDir = ROOT): Promise<string> {
  const out = await unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(versionedLinks, { siteDir })
    .use(remarkStringify)
    .process(new VFile({ path: path.join(siteDir, file), value: markdown }));
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
  // When another version has the page, the message says which, and names the changelog entry to link instead.
  await expect(build('docs/sample.mdx', '[old](/api/validateAuthorization)\n')).rejects.toThrow(
    'docs/sample.mdx:1:1  /api/validateAuthorization: no such page in the 3.x API reference ' +
      '(2.x has it: link its changelog entry, /api/changelog/2.x-3.x#validateAuthorization)',
  );
  // The current version has it: unchanged.
  expect(await build('docs/sample.mdx', '[new](/api/createIntegration)\n')).toContain(
    '(/api/createIntegration)',
  );
});

test('a link to an API the version does not have leads to its current pages (versions are per API)', async () => {
  // A site with 2.x and an API added since, current-only (api/README.md, "Documenting your own API").
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'links-absent-api-'));
  const page = (dir: string, slug: string) => {
    fs.mkdirSync(path.join(site, dir), { recursive: true });
    fs.writeFileSync(
      path.join(site, dir, `${slug.replace(/\W/g, '-')}.api.mdx`),
      `---\nslug: /${slug}\n---\n`,
    );
  };
  fs.writeFileSync(path.join(site, 'versions.json'), '["2.x"]');
  fs.writeFileSync(path.join(site, 'versions.current.json'), '{"name":"3.x"}');
  page('api/reference/core', 'createAccount');
  page('api/reference/billing', 'billing/listInvoices');
  page('api_versioned_docs/version-2.x/core', 'createAccount');
  const out = await build(
    'versioned_docs/version-2.x/sample.mdx',
    'See [invoices](/api/billing/listInvoices) and [accounts](/api/createAccount).\n',
    site,
  );
  expect(out).toContain('(/api/billing/listInvoices)');
  expect(out).toContain('(/api/2.x/createAccount)');
  expect(versionedHref('/api/billing/listInvoices', '2.x', ['2.x'], ['billing'])).toBe(
    '/api/billing/listInvoices',
  );
});

test('a link into another version must say so in its text; the changelog belongs to none', async () => {
  await expect(
    build(
      'docs/sample.mdx',
      'Intro.\n\nSee [the old page](/guide/2.x/embedding--component-api-reference).\n',
    ),
  ).rejects.toThrow(
    'docs/sample.mdx:3:5  /guide/2.x/embedding--component-api-reference: leads to 2.x from a 3.x page without ' +
      'saying so: link /guide/embedding--component-api-reference',
  );
  const out = await build(
    'docs/sample.mdx',
    [
      'The [2.x documentation](/guide/2.x/embedding--component-api-reference) still has it.',
      '',
      'What to change: [the changelog](/api/changelog/2.x-3.x#validateAuthorization).',
    ].join('\n'),
  );
  expect(out).toContain('(/guide/2.x/embedding--component-api-reference)');
  expect(out).toContain('(/api/changelog/2.x-3.x#validateAuthorization)');
  // A 2.x guide cannot reach the latest version's page by the rule; the changelog can.
  await expect(
    build('versioned_docs/version-2.x/sample.mdx', '[integrations](/guide/2.x/no-such-page)\n'),
  ).rejects.toThrow('/guide/2.x/no-such-page: no such page in the 2.x guides');
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

describe('the OpenAPI descriptions (the generator: api/links.mjs, scripts/api-generate.mjs)', () => {
  const doc = () => ({
    paths: {
      '/0.1.0/alert:create': {
        post: {
          description: 'See [getData](/api/getData) and the [introduction](/guide/api--introduction#x).',
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  properties: {
                    key: { description: 'From [createAuthorization](/api/createAuthorization).' },
                    // A field named `description` is a schema, and examples are data: neither is rewritten.
                    description: { type: 'string', example: '[x](/api/getData)' },
                  },
                },
                examples: {
                  one: { description: '[see](/api/getData)', value: { description: '[d](/api/getData)' } },
                },
              },
            },
          },
        },
      },
    },
  });

  test("an older version's descriptions are rewritten to its pages, each link read with its JSON pointer", () => {
    const api = doc();
    const links = versionDescriptionLinks(api, '2.x', ['2.x']);
    expect(links.map((l) => [l.pointer, l.resolved])).toEqual([
      ['#/paths/~10.1.0~1alert:create/post/description', '/api/2.x/getData'],
      ['#/paths/~10.1.0~1alert:create/post/description', '/guide/2.x/api--introduction#x'],
      [
        '#/paths/~10.1.0~1alert:create/post/requestBody/content/application~1json/schema/properties/key/description',
        '/api/2.x/createAuthorization',
      ],
    ]);
    const post = api.paths['/0.1.0/alert:create'].post;
    expect(post.description).toBe(
      'See [getData](/api/2.x/getData) and the [introduction](/guide/2.x/api--introduction#x).',
    );
    const media = post.requestBody.content['application/json'];
    expect(media.schema.properties.description.example).toBe('[x](/api/getData)');
    expect(media.examples.one.value.description).toBe('[d](/api/getData)');
    // The current version's links are left as they are.
    const current = doc();
    versionDescriptionLinks(current, 'current', ['2.x']);
    expect(current).toEqual(doc());
  });

  test("an anchor the page does not have (a link of the vendor's own documentation) becomes its text, and is reported", () => {
    // GitHub's REST description links `#delete`, `#check_run`, ...: anchors of docs.github.com's pages, where
    // several operations share a page. Docusaurus' anchor check failed the site's build on them, after its
    // whole rendering pass (issue 52, item 2).
    const api = doc();
    const post = api.paths['/0.1.0/alert:create'].post;
    post.description = 'Before, [delete the alert](#delete).\n\n## Limits\n\nSee [the limits](#limits).';
    const links = versionDescriptionLinks(api, 'current', ['2.x']);
    expect(links.filter((l) => l.dead).map((l) => [l.pointer, l.href])).toEqual([
      ['#/paths/~10.1.0~1alert:create/post/description', '#delete'],
    ]);
    // The description's own heading is an anchor of the page: that link stays.
    expect(post.description).toBe('Before, delete the alert.\n\n## Limits\n\nSee [the limits](#limits).');
  });

  test('a page the version lacks stops the generation, naming the file, the JSON pointer and the way out', () => {
    const api = doc();
    api.paths['/0.1.0/alert:create'].post.description = 'Or [an integration](/api/createIntegration).';
    const links = versionDescriptionLinks(api, '2.x', ['2.x']);
    const apiPages = new Set(['getData', 'createAuthorization']);
    expect(
      checkDescriptionLinks(links, {
        file: 'api/openapi/2.x/core-api.yaml',
        version: '2.x',
        siteDir: ROOT,
        apiPages,
      }),
    ).toEqual([
      '  api/openapi/2.x/core-api.yaml#/paths/~10.1.0~1alert:create/post/description  /api/createIntegration: ' +
        'no such page in the 2.x API reference (3.x has it: link its changelog entry, ' +
        '/api/changelog/2.x-3.x#createIntegration)',
    ]);
  });

  test('`npm run api:generate` fails on such a link, and writes nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-'));
    const file = path.join(dir, 'core-api.yaml');
    const yaml = fs.readFileSync(path.join(ROOT, 'api/openapi/2.x/core-api.yaml'), 'utf8');
    const bad = yaml.replace(
      'Checks `properties` without creating the authorization: the same checks as',
      'Checks `properties` (see [integrations](/api/searchIntegration)): the same checks as',
    );
    expect(bad).not.toBe(yaml);
    fs.writeFileSync(file, bad);
    const out = path.join(dir, 'out');
    const result = await run(
      process.execPath,
      ['scripts/api-generate.mjs', '--version', '2.x', '--spec', `core=${file}`, '--out', out, '--quiet'],
      { cwd: ROOT },
    ).catch((error: { stderr: string }) => error);
    expect('stderr' in result && result.stderr).toContain(
      `#/paths/~10.1.0~1authorization:validate/post/description  /api/searchIntegration: no such page in the ` +
        '2.x API reference (3.x has it: link its changelog entry, /api/changelog/2.x-3.x#searchIntegration)',
    );
    expect(fs.existsSync(out)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  test("every link of the committed 2.x pages' descriptions, fields and responses leads to a 2.x page", () => {
    const dir = path.join(ROOT, 'api_versioned_docs/version-2.x');
    let links = 0;
    for (const name of fs.readdirSync(dir, { recursive: true }).map(String)) {
      if (!/\.(json|mdx)$/.test(name)) continue;
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      for (const [, href] of text.matchAll(/\]\((\/(?:api|guide)\/[^)\s]*)\)/g)) {
        links++;
        expect(`${name}: ${href}`).toMatch(/: \/(api|guide)\/(2\.x\/|changelog)/);
      }
    }
    expect(links).toBeGreaterThan(200);
  });
});
