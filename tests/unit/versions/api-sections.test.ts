import path from 'node:path';
import { writeSplit } from '../../../plugins/page-weight/route-sections';
import { writtenSplit } from './written-split';
import {
  addedApiSections,
  withoutApiDocs,
  withoutSidebars,
} from '../../../plugins/page-weight/route-sections/api-sections';
import {
  groupNestedRoutes,
  parseRegistry,
  parseRoutes,
  routesCode,
  splitRoutes,
} from '../../../plugins/page-weight/route-sections/split';

// The API docs as Docusaurus writes them with an added API (GitHub's, /api/github/...): its pages are DocRoot's
// children beside the Core API's, in the one `api` docs instance (issue 52, item 3).
const ROUTES_JS = `import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/api',
    component: ComponentCreator('/api', 'a01'),
    routes: [
      {
        path: '/api',
        component: ComponentCreator('/api', 'c01'),
        routes: [
          {
            path: '/api',
            component: ComponentCreator('/api', 'd01'),
            routes: [
              { path: '/api/createAccount', component: ComponentCreator('/api/createAccount', 'c02'), exact: true, sidebar: "core" },
              { path: '/api/github/repos-get', component: ComponentCreator('/api/github/repos-get', 'g01'), exact: true, sidebar: "github" },
              { path: '/api/github/push', component: ComponentCreator('/api/github/push', 'g02'), exact: true, sidebar: "github" },
              { path: '/api/listPluginDatasets', component: ComponentCreator('/api/listPluginDatasets', 'p01'), exact: true, sidebar: "plugin" },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', component: ComponentCreator('*') },
];
`;

const CHUNK_NAMES = {
  '/api-a01': { __comp: 'docsRoot', __context: { plugin: 'plugin' } },
  '/api-c01': { __comp: 'versionRoot', __props: 'props3x' },
  '/api-d01': { __comp: 'docRoot' },
  '/api/createAccount-c02': { __comp: 'docItem', content: 'core1' },
  '/api/github/repos-get-g01': { __comp: 'docItem', content: 'gh1' },
  '/api/github/push-g02': { __comp: 'docItem', content: 'gh2' },
  '/api/listPluginDatasets-p01': { __comp: 'docItem', content: 'plugin1' },
};

const NAMES = ['docsRoot', 'plugin', 'versionRoot', 'docRoot', 'docItem', 'core1', 'gh1', 'gh2', 'plugin1'];
const request = (n: string) =>
  n === 'props3x' ? '@generated/docusaurus-plugin-content-docs/api/p/api-95a.json' : `@site/${n}.js`;
const REGISTRY_JS = `export default {
${[...NAMES, 'props3x']
  .map(
    (n) =>
      `  "${n}": [() => import(/* webpackChunkName: "${n}" */ "${request(n)}"), "${request(n)}", require.resolveWeak("${request(n)}")],`,
  )
  .join('\n')}
};
`;

const GITHUB = { key: 'github', path: '/api/github', parent: '/api' };

function split() {
  const routes = groupNestedRoutes(parseRoutes(ROUTES_JS), '/api/github', { sidebar: 'github' });
  return splitRoutes(routes, CHUNK_NAMES, parseRegistry(REGISTRY_JS), [
    { path: '/api', parent: '/api' },
    GITHUB,
  ]);
}

test('an added API is a section of its own inside the API version: its routes, chunk names and loaders', () => {
  const { routes, registry, sections } = split();
  expect(sections.map((s) => s.path).sort()).toEqual(['/api', '/api/github']);
  const api = sections.find((s) => s.path === '/api')!;
  const github = sections.find((s) => s.path === '/api/github')!;
  // The version root is the section, not the DocRoot inside it that has the same path.
  expect(api.route.component.__cc).toEqual(['/api', 'c01']);
  // The API version's section holds the Core and Plugin pages and a marker where GitHub's pages were.
  const apiCode = routesCode(
    api.route,
    sections.map((s) => `lazySection(${JSON.stringify(s.path)})`),
  );
  expect(apiCode).toContain('ComponentCreator("/api/createAccount", "c02")');
  expect(apiCode).toContain('ComponentCreator("/api/listPluginDatasets", "p01")');
  expect(apiCode).toContain('lazySection("/api/github")');
  expect(apiCode).not.toContain('/api/github/');
  expect(Object.keys(api.chunkNames).some((k) => k.startsWith('/api/github'))).toBe(false);
  expect([...api.registry.keys()].sort()).toEqual(['core1', 'docRoot', 'plugin1', 'props3x', 'versionRoot']);
  // GitHub's section: its pages under one route that renders them, with the sidebar DocRoot reads.
  expect(github.route).toMatchObject({ path: '/api/github', sidebar: 'github' });
  expect(github.route.routes!.map((r) => r.path)).toEqual(['/api/github/repos-get', '/api/github/push']);
  expect(routesCode(github.route)).toContain('"component": SectionOutlet');
  expect(Object.keys(github.chunkNames).sort()).toEqual([
    '/api/github/push-g02',
    '/api/github/repos-get-g01',
  ]);
  expect([...github.registry.keys()].sort()).toEqual(['gh1', 'gh2']);
  // Nothing of GitHub's stays in main.js' table.
  expect([...registry.keys()]).not.toEqual(expect.arrayContaining(['gh1']));
  expect(routesCode(routes, ['API_SECTION', 'GITHUB_SECTION'])).not.toContain('github');
});

test('an added API is found by its own path; the Core and Plugin APIs share /api and are no section', () => {
  expect(addedApiSections({ core: '', plugin: '', github: 'github/', 'my-api': 'v2/my/' }, '/')).toEqual([
    { key: 'github', path: '/api/github' },
    { key: 'my-api', path: '/api/v2/my' },
  ]);
});

const globalData = () => ({
  'docusaurus-plugin-content-docs': {
    default: {
      path: '/guide',
      versions: [{ name: 'current', docs: [{ id: 'intro', path: '/guide/intro' }] }],
    },
    api: {
      path: '/api',
      versions: [
        {
          name: 'current',
          docs: [
            { id: 'core/createAccount', path: '/api/createAccount', sidebar: 'core' },
            { id: 'github/repos-get', path: '/api/github/repos-get', sidebar: 'github' },
            { id: 'github/push', path: '/api/github/push', sidebar: 'github' },
          ],
        },
        {
          name: '2.x',
          docs: [{ id: 'core/createAccount', path: '/api/2.x/createAccount', sidebar: 'core' }],
        },
      ],
    },
  },
  'global-nav': { default: { tree: [] } },
});

test('an added API\u2019s docs leave the global data of main.js, the other APIs\u2019 and versions\u2019 stay', () => {
  const data = globalData();
  const { globalData: trimmed, removed } = withoutApiDocs(data, ['/api/github']);
  const api = (trimmed['docusaurus-plugin-content-docs']!.api as { versions: { docs: { id: string }[] }[] })
    .versions;
  expect(api[0]!.docs.map((d) => d.id)).toEqual(['core/createAccount']);
  expect(api[1]).toBe(data['docusaurus-plugin-content-docs'].api.versions[1]);
  expect(removed.get('/api/github')!.map((d) => d.id)).toEqual(['github/repos-get', 'github/push']);
  expect(trimmed['docusaurus-plugin-content-docs']!.default).toBe(
    data['docusaurus-plugin-content-docs'].default,
  );
  // The input is not modified (the server bundle's data is the full one).
  expect(data['docusaurus-plugin-content-docs'].api.versions[0]!.docs).toHaveLength(3);
});

test('an API page\u2019s version metadata carries no other API\u2019s sidebar', () => {
  const props = { version: { label: '3.x', docsSidebars: { core: [1], plugin: [2], github: [3] } } };
  const { props: trimmed, removed } = withoutSidebars(props, ['github']);
  expect(Object.keys(trimmed.version.docsSidebars)).toEqual(['core', 'plugin']);
  expect(removed).toEqual({ github: [3] });
  expect(trimmed.version.label).toBe('3.x');
  expect(props.version.docsSidebars).toHaveProperty('github');
});

describe('the files written for the browser bundle', () => {
  const written = writtenSplit('api-sections-', ({ dir, out, write }) => {
    write('routes.js', ROUTES_JS);
    write('registry.js', REGISTRY_JS);
    write('routesChunkNames.json', JSON.stringify(CHUNK_NAMES));
    write('globalData.json', JSON.stringify(globalData()));
    write(
      'global-nav/default/nav-embeds-index.json',
      JSON.stringify({ 'api:core': '/api/createAccount', 'api:github': '/api/github/repos-get' }),
    );
    write(
      'docusaurus-plugin-content-docs/api/p/api-95a.json',
      JSON.stringify({
        version: { docsSidebars: { core: ['core sidebar'], github: ['GitHub sidebar'] } },
      }),
    );
    return writeSplit(dir, out, [{ path: '/api', parent: '/api' }], [], [{ ...GITHUB, currentOnly: true }]);
  });
  const { file, sectionFile } = written;

  test('main.js\u2019 global data has no doc of the added API; its section puts them back', () => {
    expect(written.split().replaced['@generated/globalData']).toBe(path.join(written.out(), 'globalData.js'));
    expect(file('globalData.js')).toContain('core/createAccount');
    expect(file('globalData.js')).not.toContain('github/');
    expect(sectionFile('/api/github')).toContain('"id":"github/repos-get"');
    expect(sectionFile('/api')).not.toContain('github/repos-get');
  });

  test('the Core API pages\u2019 version metadata has no GitHub sidebar; GitHub\u2019s section adds it', () => {
    expect(file('api-version-props.js')).toContain('core sidebar');
    expect(file('api-version-props.js')).not.toContain('GitHub sidebar');
    // The version route loads the trimmed metadata...
    const load = 'import(/* webpackChunkName: "props3x" */ "./api-version-props.js")';
    expect(sectionFile('/api')).toContain(`"props3x": [() => ${load}`);
    // ...and GitHub's section, the same module (and chunk), adds its sidebar before its pages render.
    expect(sectionFile('/api/github')).toContain(
      `${load}.then((m) => { m.default.version.docsSidebars["github"] = ["GitHub sidebar"]; })`,
    );
    expect(sectionFile('/api/github')).toMatch(
      /import\(\/\* webpackChunkName: "props3x" \*\/ "\.\/api-version-props\.js"\)\.then\(\(m\) => \{ m\.default\.version\.docsSidebars\["github"\] = \["GitHub sidebar"\]; \}\)/,
    );
  });

  test('each navigation tree loads with its own API: GitHub\u2019s not with every API page', () => {
    expect(sectionFile('/api')).toContain('["api:core"].map(loadNavEmbed)');
    expect(sectionFile('/api/github')).toContain('["api:github"].map(loadNavEmbed)');
    // The API version's section loads GitHub's lazily, only when one of its pages is opened.
    expect(sectionFile('/api')).toMatch(/lazySection\("\/api\/github", \(\) => import\(/);
    expect(file('routes.js')).not.toContain('/api/github');
  });
});
