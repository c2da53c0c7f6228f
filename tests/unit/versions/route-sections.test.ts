import {
  groupRoutes,
  parseRegistry,
  parseRoutes,
  registryEntries,
  VERSION_PROPS,
  routesCode,
  splitRoutes,
} from '../../../plugins/page-weight/route-sections/split';

// A route table as Docusaurus writes .docusaurus/routes.js: a docs plugin's root, its versions, the 404 route.
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/api',
    component: ComponentCreator('/api', 'a01'),
    routes: [
      {
        path: '/api/2.x',
        component: ComponentCreator('/api/2.x', 'b01'),
        routes: [
          { path: '/api/2.x/createAccount', component: ComponentCreator('/api/2.x/createAccount', 'b02'), exact: true },
          { path: '/api/2.x/validateAuthorization', component: ComponentCreator('/api/2.x/validateAuthorization', 'b03'), exact: true },
        ],
      },
      {
        path: '/api',
        component: ComponentCreator('/api', 'c01'),
        routes: [{ path: '/api/createAccount', component: ComponentCreator('/api/createAccount', 'c02'), exact: true }],
      },
    ],
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const CHUNK_NAMES = {
  '/api-a01': { __comp: 'layout', __props: 'plugin' },
  '/api/2.x-b01': { __comp: 'versionRoot', __props: 'props2x' },
  '/api/2.x/createAccount-b02': { __comp: 'docItem', content: 'old1' },
  '/api/2.x/validateAuthorization-b03': { __comp: 'docItem', content: 'old2' },
  '/api-c01': { __comp: 'versionRoot', __props: 'props3x' },
  '/api/createAccount-c02': { __comp: 'docItem', content: 'new1' },
};

const REGISTRY_JS = `export default {
${['layout', 'plugin', 'versionRoot', 'props2x', 'props3x', 'docItem', 'old1', 'old2', 'new1']
  .map(
    (n) =>
      `  "${n}": [() => import(/* webpackChunkName: "${n}" */ "@site/${n}.js"), "@site/${n}.js", require.resolveWeak("@site/${n}.js")],`,
  )
  .join('\n')}
};
`;

function split() {
  return splitRoutes(parseRoutes(ROUTES_JS), CHUNK_NAMES, parseRegistry(REGISTRY_JS), [
    { path: '/api/2.x', parent: '/api' },
  ]);
}

test('an older version leaves the main table: its routes, chunk names and own loaders go to its section', () => {
  const { routes, chunkNames, registry, sections } = split();
  expect(sections).toHaveLength(1);
  const [section] = sections;
  expect(section!.path).toBe('/api/2.x');
  expect(section!.route.routes!.map((r) => r.path)).toEqual([
    '/api/2.x/createAccount',
    '/api/2.x/validateAuthorization',
  ]);
  expect(Object.keys(section!.chunkNames).sort()).toEqual([
    '/api/2.x-b01',
    '/api/2.x/createAccount-b02',
    '/api/2.x/validateAuthorization-b03',
  ]);
  // Loaders only the section uses move with it; shared ones (the doc item component) stay for both.
  expect([...section!.registry.keys()].sort()).toEqual(['old1', 'old2', 'props2x']);
  expect([...registry.keys()].sort()).toEqual([
    'docItem',
    'layout',
    'new1',
    'plugin',
    'props3x',
    'versionRoot',
  ]);
  expect(Object.keys(chunkNames).some((k) => k.startsWith('/api/2.x'))).toBe(false);
  // The main table keeps the current version and the not-found route, with a marker where the section was.
  const code = routesCode(routes, ['lazySection("/api/2.x", load)']);
  expect(code).toContain('lazySection("/api/2.x", load)');
  expect(code).toContain('ComponentCreator("/api/createAccount", "c02")');
  expect(code).not.toContain('/api/2.x/createAccount');
});

test('the not-found route keeps its one-argument ComponentCreator call', () => {
  // Written as ComponentCreator("*", null) it rendered an object as a component (React error #130).
  const code = routesCode(split().routes);
  expect(code).toContain('ComponentCreator("*")');
  expect(code).not.toContain('null');
});

test('the generated route code evaluates to the same table it was read from', () => {
  const { sections } = split();
  const again = parseRoutes(`export default ${routesCode(sections[0]!.route)};`);
  expect(again).toEqual(sections[0]!.route);
});

test('older versions\u2019 loaders are unnamed chunks: no entry in every page\u2019s chunk-name table', () => {
  const entries = [['old1', '@site/old1.js']] as [string, string][];
  expect(registryEntries(entries)).toContain('webpackChunkName: "old1"');
  expect(registryEntries(entries, { named: false })).not.toContain('webpackChunkName');
  expect(registryEntries(entries, { named: false })).toContain('import("@site/old1.js")');
});

test('the docs layout components share one chunk name, named or not, so that a docs page loads them as one file', () => {
  const entries = [
    ['5e95c892', '@theme/DocsRoot'],
    ['a94703ab', '@theme/DocRoot'],
    ['17896441', '@theme/DocItem'],
  ] as [string, string][];
  const code = registryEntries(entries);
  expect(code).toContain(
    '"5e95c892": [() => import(/* webpackChunkName: "docs-layout" */ "@theme/DocsRoot")',
  );
  expect(code).toContain('"a94703ab": [() => import(/* webpackChunkName: "docs-layout" */ "@theme/DocRoot")');
  // DocItem too, although an API page renders ApiItem: a guide page's request fewer for 3.6 KiB gzipped more on
  // an API page's first load (issue 51).
  expect(code).toContain('"17896441": [() => import(/* webpackChunkName: "docs-layout" */ "@theme/DocItem")');
  expect(registryEntries(entries, { named: false })).toContain('webpackChunkName: "docs-layout"');
});

test("a section's version metadata goes into the section's chunk; its pages' content does not", () => {
  const entries = [
    ['0162927a', '@generated/docusaurus-plugin-content-docs/default/p/guide-68f.json'],
    ['73e082d8', '@site/docs/intro.mdx'],
  ] as [string, string][];
  const inSection = (request: string) => (VERSION_PROPS.test(request) ? 'route-section-5' : undefined);
  const code = registryEntries(entries, { named: false, chunkOf: inSection });
  expect(code).toContain(
    'import(/* webpackChunkName: "route-section-5" */ "@generated/docusaurus-plugin-content-docs/default/p/guide-68f.json")',
  );
  expect(code).toContain('import("@site/docs/intro.mdx")');
  expect(VERSION_PROPS.test('@generated/docusaurus-plugin-content-docs/default/__plugin.json')).toBe(false);
});

test('a registry it cannot read is an error, not an empty table', () => {
  expect(() => parseRegistry('export default {};')).toThrow(/no entry found in registry\.js/);
});

test('the current version is a section too: its root, not the plugin root of the same path', () => {
  const { routes, registry, sections } = splitRoutes(
    parseRoutes(ROUTES_JS),
    CHUNK_NAMES,
    parseRegistry(REGISTRY_JS),
    [
      { path: '/api/2.x', parent: '/api' },
      { path: '/api', parent: '/api' },
    ],
  );
  expect(sections.map((s) => s.path)).toEqual(['/api/2.x', '/api']);
  expect(sections[1]!.route.routes!.map((r) => r.path)).toEqual(['/api/createAccount']);
  // The plugin root stays, with both versions as lazy markers; the doc page component both use stays too.
  const code = routesCode(routes, ['LAZY_OLD', 'LAZY_CURRENT']);
  expect(code).toContain('ComponentCreator("/api", "a01")');
  expect(code).toMatch(/LAZY_OLD,\s*LAZY_CURRENT/);
  expect([...registry.keys()].sort()).toEqual(['docItem', 'layout', 'plugin', 'versionRoot']);
  expect([...sections[1]!.registry.keys()].sort()).toEqual(['new1', 'props3x']);
});

test('flat routes under a prefix become one group, with the not-found route for paths none of them has', () => {
  const flat = parseRoutes(`export default [
  { path: '/flex/charts/bar', component: ComponentCreator('/flex/charts/bar', 'f1'), exact: true },
  { path: '/flex/gallery', component: ComponentCreator('/flex/gallery', 'g1'), exact: true },
  { path: '/flex/charts/pie', component: ComponentCreator('/flex/charts/pie', 'f2'), exact: true },
  { path: '*', component: ComponentCreator('*') },
];`);
  const grouped = groupRoutes(flat, '/flex/charts');
  expect(grouped.map((r) => r.path)).toEqual(['/flex/charts', '/flex/gallery', '*']);
  expect(grouped[0]!.routes!.map((r) => r.path)).toEqual(['/flex/charts/bar', '/flex/charts/pie', '*']);
  expect(routesCode(grouped[0]!)).toContain('"component": SectionOutlet');
  // A prefix that is a word's start is not a folder: /flex/chartsX is not under /flex/charts.
  expect(groupRoutes(flat, '/flex/chart')).toBe(flat);
});
