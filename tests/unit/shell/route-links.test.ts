/**
 * A build names each broken link of a Markdown page with its file and line (issue 54, item 5): Docusaurus' own
 * check lists them by page only ("Broken link on source page path = /guide/a -> linking to /flex/nope").
 * The page is compiled through remark with the site's recorder, and checked against a build's routes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteConfig } from '@docusaurus/types';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import versionedLinks from '../../../plugins/versioned-links/remark';
import {
  brokenRouteLinks,
  brokenRouteLinksMessage,
  recordRouteLinks,
} from '../../../plugins/markdown-links/route-links';

const PAGE = [
  '---',
  'title: A',
  '---',
  '# A',
  '',
  'See [b](/guide/b), [the charts](/flex/charts/) and [no chart](/flex/charts/nope).',
  '',
  'Also [a relative one](./c), <a href="/examples/missing">an example</a>, [out](https://example.com/x),',
  '[mail](mailto:a@b.c) and [here](#a).',
  '',
  '[ref]: /guide/gone',
];

const routes = [
  { path: '/guide/a', exact: true, component: 'Doc', metadata: { sourceFilePath: 'docs/a.mdx' } },
  { path: '/guide/b', exact: true, component: 'Doc' },
  { path: '/flex/charts', exact: true, component: 'Gallery' },
  { path: '*', component: 'NotFound' },
] as RouteConfig[];

function site() {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-links-'));
  const store = path.join(siteDir, 'store');
  const file = path.join(siteDir, 'docs/a.mdx');
  fs.mkdirSync(path.dirname(file));
  fs.writeFileSync(file, PAGE.join('\n'));
  return { siteDir, store, file };
}

async function compile(file: string, store: string) {
  const processor = unified().use(remarkParse).use(remarkMdx).use(recordRouteLinks, { store });
  await processor.run(processor.parse(fs.readFileSync(file, 'utf8')), { path: file } as never);
}

test('every link to no page is named with its file, line and column, in one list', async () => {
  const { siteDir, store, file } = site();
  await compile(file, store);
  const { broken, unrecorded } = brokenRouteLinks(routes, { siteDir, store });
  expect(unrecorded).toEqual([]);
  expect(broken.map((b) => `${b.file}:${b.line}:${b.column} ${b.resolved}`)).toEqual([
    'docs/a.mdx:6:52 /flex/charts/nope',
    'docs/a.mdx:8:6 /guide/c',
    'docs/a.mdx:8:29 /examples/missing',
    'docs/a.mdx:11:1 /guide/gone',
  ]);
  const message = brokenRouteLinksMessage(broken);
  expect(message).toContain('docs/a.mdx:8:6  ./c (resolved as /guide/c) on /guide/a');
  expect(message).toContain('docs/a.mdx:6:52  /flex/charts/nope on /guide/a');
});

test('a file changed since it was compiled is not checked from its old links, and is said to be unchecked', async () => {
  const { siteDir, store, file } = site();
  await compile(file, store);
  fs.appendFileSync(file, '\n[new](/nowhere)\n');
  expect(brokenRouteLinks(routes, { siteDir, store })).toEqual({
    broken: [],
    versionProblems: [],
    unrecorded: ['docs/a.mdx'],
  });
});

/**
 * A link that leaves its version (plugins/versioned-links) does not stop a production build's compilation at
 * the first file: it is recorded with the file and listed by postBuild with the links to no page, in one build.
 */
test("a production build records the version rule's problems with the file, for postBuild to list with the rest", async () => {
  const { siteDir, store, file } = site();
  fs.appendFileSync(file, '\nAnd [old](/api/validateAuthorization).\n');
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(versionedLinks, { siteDir: path.resolve(__dirname, '../../..') })
    .use(recordRouteLinks, { store });
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await processor.run(processor.parse(fs.readFileSync(file, 'utf8')), { path: file } as never);
  } finally {
    process.env.NODE_ENV = env;
  }
  const { broken, versionProblems } = brokenRouteLinks(routes, { siteDir, store });
  expect(broken.map((b) => `${b.line}:${b.column} ${b.resolved}`)).toContain('6:52 /flex/charts/nope');
  // The page's /guide links name no page of the real site either: the rule lists them too, each with its line.
  expect(versionProblems.map((p) => p.replace(/^.*a\.mdx:/, ''))).toEqual([
    '6:5  /guide/b: no such page in the 3.x guides',
    '11:1  /guide/gone: no such page in the 3.x guides',
    expect.stringMatching(/^12:5 {2}\/api\/validateAuthorization: no such page in the 3\.x API reference/),
  ]);
  // Outside a production build (docusaurus start, where no postBuild runs) the compilation stops, as before.
  await expect(
    processor.run(processor.parse(fs.readFileSync(file, 'utf8')), { path: file } as never),
  ).rejects.toThrow('/api/validateAuthorization: no such page in the 3.x API reference');
});
