import { matchPath } from 'react-router';
import { writeSplit } from '../../../plugins/page-weight/route-sections';
import { writtenSplit } from './written-split';
import {
  categorySections,
  MIN_CATEGORY_PAGES,
  prefixPattern,
  withoutCategoryItems,
} from '../../../plugins/page-weight/route-sections/guide-categories';

// Issue 52, item 3: a thousand recipes in one category of the guide sidebar (bench/scale/guide-pages.mjs) must
// not make the other guide pages heavier. Here 120 of them (MIN_CATEGORY_PAGES is 100).
const RECIPES = Array.from({ length: 120 }, (_, i) => `scale-recipe-${String(i + 1).padStart(4, '0')}`);
const OTHERS = ['dashboard-embedding--intro', 'dashboard-embedding--generating-an-authorization-token'];
const page = (id: string) => `/guide/${id}`;
const link = (id: string) => ({ type: 'link', label: id, href: page(id), docId: id });

function props(recipesLink?: object) {
  return {
    version: {
      label: '3.x',
      docsSidebars: {
        guide: [
          { type: 'link', label: 'Overview', href: '/' },
          { type: 'category', label: 'Embedding', items: OTHERS.map(link) },
          { type: 'category', label: 'Recipes', ...recipesLink, items: RECIPES.map(link) },
        ],
      },
    },
  };
}
const ALL_PAGES = [...OTHERS, ...RECIPES].map(page);

/** A registry.js as Docusaurus writes it: each chunk name's loader of its module request. */
const registryJs = (names: string[], request: (name: string) => string) =>
  `export default {\n${names
    .map(
      (n) =>
        `  "${n}": [() => import(/* webpackChunkName: "${n}" */ "${request(n)}"), "${request(n)}", require.resolveWeak("${request(n)}")],`,
    )
    .join('\n')}\n};\n`;

test('a category of 100 pages or more is a section whose path matches its pages and no other', () => {
  expect(MIN_CATEGORY_PAGES).toBe(100);
  const [recipes, ...rest] = categorySections(props(), ALL_PAGES);
  expect(rest).toEqual([]);
  expect(recipes).toMatchObject({ sidebarId: 'guide', index: 2, label: 'Recipes', trimItems: true });
  expect(recipes!.path).toBe('/guide/:page(scale-recipe-[^/]*)');
  expect(recipes!.members).toHaveLength(120);
  // The browser's matcher: every recipe (with a trailing slash too), no other page.
  const matches = (p: string) => matchPath(p, { path: recipes!.path }) !== null;
  expect(RECIPES.map(page).every(matches)).toBe(true);
  expect(matches('/guide/scale-recipe-0001/')).toBe(true);
  expect(OTHERS.map(page).some(matches)).toBe(false);
  expect(matches('/guide')).toBe(false);
});

test('a smaller category stays in its version\u2019s section', () => {
  expect(categorySections(props(), ALL_PAGES, 121)).toEqual([]);
});

test('a category whose pages share no prefix, or whose prefix another page has, is no section', () => {
  const mixed = props();
  const items = mixed.version.docsSidebars.guide[2]!.items!;
  items.push(link('aaa-first-page'));
  expect(categorySections(mixed, [...ALL_PAGES, page('aaa-first-page')])).toEqual([]);
  // A page outside the category that its pattern would match: the section would hide it.
  expect(categorySections(props(), [...ALL_PAGES, page('scale-recipe-index')])).toEqual([]);
});

test('a category with a generated index keeps its items in the version metadata', () => {
  const [recipes] = categorySections(props({ href: '/guide/category/recipes' }), [
    ...ALL_PAGES,
    '/guide/category/recipes',
  ]);
  expect(recipes).toMatchObject({ trimItems: false });
  const linked = categorySections(props({ href: page(RECIPES[0]!) }), ALL_PAGES);
  expect(linked[0]).toMatchObject({ trimItems: true });
});

test('the version metadata without the section\u2019s items; the input unchanged', () => {
  const full = props();
  const trimmed = withoutCategoryItems(full, categorySections(full, ALL_PAGES));
  const sidebar = trimmed.version.docsSidebars.guide as { label?: string; items?: unknown[] }[];
  expect(sidebar.map((i) => i.label)).toEqual(['Overview', 'Embedding', 'Recipes']);
  expect(sidebar[2]!.items).toEqual([]);
  expect(sidebar[1]!.items).toHaveLength(2);
  expect(trimmed.version.label).toBe('3.x');
  expect(full.version.docsSidebars.guide[2]!.items).toHaveLength(120);
});

test('a pattern is only made of a prefix the route syntax reads as text', () => {
  expect(prefixPattern('/guide/a.b-')).toBe('/guide/:page(a\\.b-[^/]*)');
  expect(prefixPattern('/guide/x:y/z')).toBeUndefined();
});

describe('the files written for the browser bundle', () => {
  const RECIPES_PATH = '/guide/:page(scale-recipe-[^/]*)';
  const written = writtenSplit('guide-categories-', ({ dir, out, write }) => {
    const ids = [...OTHERS, ...RECIPES];
    const leaf = (id: string, i: number) =>
      `{ path: '${page(id)}', component: ComponentCreator('${page(id)}', 'p${i}'), exact: true, sidebar: "guide" }`;
    write(
      'routes.js',
      `import ComponentCreator from '@docusaurus/ComponentCreator';
export default [
  { path: '/guide', component: ComponentCreator('/guide', 'a01'), routes: [
    { path: '/guide', component: ComponentCreator('/guide', 'c01'), routes: [
      { path: '/guide', component: ComponentCreator('/guide', 'd01'), routes: [
${ids.map(leaf).join(',\n')}
      ] },
    ] },
  ] },
  { path: '*', component: ComponentCreator('*') },
];
`,
    );
    const chunkNames: Record<string, unknown> = {
      '/guide-a01': { __comp: 'docsRoot' },
      '/guide-c01': { __comp: 'versionRoot', __props: 'propsGuide' },
      '/guide-d01': { __comp: 'docRoot' },
    };
    ids.forEach((id, i) => (chunkNames[`${page(id)}-p${i}`] = { __comp: 'docItem', content: `c${i}` }));
    write('routesChunkNames.json', JSON.stringify(chunkNames));
    const request = (n: string) =>
      n === 'propsGuide'
        ? '@generated/docusaurus-plugin-content-docs/default/p/guide-68f.json'
        : `@site/${n}.js`;
    const names = [
      'docsRoot',
      'versionRoot',
      'docRoot',
      'docItem',
      'propsGuide',
      ...ids.map((_, i) => `c${i}`),
    ];
    write('registry.js', registryJs(names, request));
    write('docusaurus-plugin-content-docs/default/p/guide-68f.json', JSON.stringify(props()));
    write(
      'globalData.json',
      JSON.stringify({
        'docusaurus-plugin-content-docs': {
          default: {
            path: '/guide',
            versions: [
              { name: 'current', docs: ids.map((id) => ({ id, path: page(id), sidebar: 'guide' })) },
              // 2.x has the first recipe: its version switcher looks it up in the current docs.
              { name: '2.x', docs: [{ id: RECIPES[0], path: `/guide/2.x/${RECIPES[0]}` }] },
            ],
          },
        },
      }),
    );
    write('global-nav/default/nav-embeds-index.json', JSON.stringify({}));
    return writeSplit(
      dir,
      out,
      [{ path: '/guide', parent: '/guide' }],
      [],
      [],
      [{ path: '/guide', pluginId: 'default' }],
    );
  });
  const { file, sectionFile } = written;

  test('main.js and the guides\u2019 section name no recipe; the recipes\u2019 section holds them', () => {
    expect(
      written
        .split()
        .split.sections.map((s) => s.path)
        .sort(),
    ).toEqual(['/guide', RECIPES_PATH]);
    expect(file('routes.js')).not.toContain('scale-recipe');
    const guide = sectionFile('/guide');
    expect(guide).toContain('"/guide/dashboard-embedding--intro"');
    expect(guide).not.toContain('scale-recipe-0001');
    expect(guide).toContain(`lazySection(${JSON.stringify(RECIPES_PATH)}, () => import(`);
    const recipes = sectionFile(RECIPES_PATH);
    expect(recipes).toContain('"/guide/scale-recipe-0120"');
    expect(recipes).toMatch(/"sidebar": "guide"/);
    expect(JSON.parse(file('sections.json'))).toContainEqual(expect.objectContaining({ path: RECIPES_PATH }));
  });

  test('the recipes\u2019 docs leave the global data, but for one an older version has; their section puts them back', () => {
    const data = file('globalData.js');
    expect(data).toContain('dashboard-embedding--intro');
    expect(data).toContain(`\\"id\\":\\"${RECIPES[0]}\\"`);
    expect(data).not.toContain(RECIPES[1]);
    const recipes = sectionFile(RECIPES_PATH);
    expect(recipes).toContain(
      'globalData["docusaurus-plugin-content-docs"]["default"].versions.find((v) => v.name === "current").docs.push(',
    );
    expect(recipes).toContain(`"id":"${RECIPES[1]}"`);
  });

  test('the guides\u2019 version metadata has no recipe; the recipes\u2019 section puts the items back', () => {
    const meta = file('default-version-props.js');
    expect(meta).toContain('Recipes');
    expect(meta).not.toContain('scale-recipe');
    expect(sectionFile('/guide')).toContain(
      '"propsGuide": [() => import(/* webpackChunkName: "propsGuide" */ "./default-version-props.js")',
    );
    // The same import() as the version route's (the guide page the background preload names keeps its name).
    const restore = sectionFile(RECIPES_PATH).includes(
      'import(/* webpackChunkName: "propsGuide" */ "./default-version-props.js").then((m) => { m.default.version.docsSidebars["guide"][2].items = [{"type":"link","label":"scale-recipe-0001"',
    );
    expect(restore).toBe(true);
  });
});

describe('a large tag of an added API is a section inside that API\u2019s', () => {
  const REPOS = ['repos-get', 'repos-list-for-org', 'repos-delete'];
  const REPOS_PATH = '/api/github/:page(repos-[^/]*)';
  const api = (id: string) => `/api/github/${id}`;
  const written = writtenSplit('api-tags-', ({ dir, out, write }) => {
    const pages = [
      { path: '/api/createAccount', sidebar: 'core' },
      ...[...REPOS, 'push'].map((id) => ({ path: api(id), sidebar: 'github' })),
    ];
    write(
      'routes.js',
      `import ComponentCreator from '@docusaurus/ComponentCreator';
export default [
  { path: '/api', component: ComponentCreator('/api', 'a01'), routes: [
    { path: '/api', component: ComponentCreator('/api', 'c01'), routes: [
      { path: '/api', component: ComponentCreator('/api', 'd01'), routes: [
${pages.map((p, i) => `{ path: '${p.path}', component: ComponentCreator('${p.path}', 'p${i}'), exact: true, sidebar: "${p.sidebar}" }`).join(',\n')}
      ] },
    ] },
  ] },
  { path: '*', component: ComponentCreator('*') },
];
`,
    );
    const chunkNames: Record<string, unknown> = {
      '/api-a01': { __comp: 'docsRoot' },
      '/api-c01': { __comp: 'versionRoot', __props: 'props3x' },
      '/api-d01': { __comp: 'docRoot' },
    };
    pages.forEach((p, i) => (chunkNames[`${p.path}-p${i}`] = { __comp: 'docItem', content: `c${i}` }));
    write('routesChunkNames.json', JSON.stringify(chunkNames));
    const request = (n: string) =>
      n === 'props3x' ? '@generated/docusaurus-plugin-content-docs/api/p/api-95a.json' : `@site/${n}.js`;
    const names = [
      'docsRoot',
      'versionRoot',
      'docRoot',
      'docItem',
      'props3x',
      ...pages.map((_, i) => `c${i}`),
    ];
    write('registry.js', registryJs(names, request));
    const link = (id: string) => ({ type: 'link', label: id, href: api(id), docId: `github/${id}` });
    write(
      'docusaurus-plugin-content-docs/api/p/api-95a.json',
      JSON.stringify({
        version: {
          docsSidebars: {
            core: [
              {
                type: 'link',
                label: 'createAccount',
                href: '/api/createAccount',
                docId: 'core/createAccount',
              },
            ],
            github: [
              { type: 'category', label: 'repos', items: REPOS.map(link) },
              { type: 'category', label: 'push webhook', items: [link('push')] },
            ],
          },
        },
      }),
    );
    write(
      'globalData.json',
      JSON.stringify({
        'docusaurus-plugin-content-docs': {
          api: {
            path: '/api',
            versions: [
              {
                name: 'current',
                docs: pages.map((p) => ({
                  id: p.sidebar === 'core' ? 'core/createAccount' : `github/${p.path.split('/').pop()}`,
                  path: p.path,
                  sidebar: p.sidebar,
                })),
              },
            ],
          },
        },
      }),
    );
    write(
      'global-nav/default/nav-embeds-index.json',
      JSON.stringify({ 'api:core': '/api/createAccount', 'api:github': api('repos-get') }),
    );
    return writeSplit(
      dir,
      out,
      [{ path: '/api', parent: '/api' }],
      [],
      [{ key: 'github', path: '/api/github', parent: '/api', currentOnly: true }],
      [{ path: '/api', pluginId: 'api', minPages: 3 }],
    );
  });
  const { file, sectionFile } = written;

  test('the API\u2019s section holds its small tags and loads the large one\u2019s section; the tag\u2019s holds its pages', () => {
    expect(
      written
        .split()
        .split.sections.map((s) => s.path)
        .sort(),
    ).toEqual(['/api', '/api/github', REPOS_PATH]);
    const github = sectionFile('/api/github');
    expect(github).toContain(`lazySection(${JSON.stringify(REPOS_PATH)}, () => import(`);
    expect(github).toContain(JSON.stringify(api('push')));
    expect(github).not.toContain('repos-get');
    expect(sectionFile('/api')).not.toContain('/api/github/');
    const repos = sectionFile(REPOS_PATH);
    for (const id of REPOS) expect(repos).toContain(JSON.stringify(api(id)));
    expect(repos).toMatch(/"sidebar": "github"/);
    expect(written.split().categories.map((c) => [c.path, c.parent, c.api?.key])).toEqual([
      [REPOS_PATH, '/api/github', 'github'],
    ]);
  });

  test('its docs and sidebar items move from the API\u2019s section to the tag\u2019s, which puts them back after', () => {
    const github = sectionFile('/api/github');
    const repos = sectionFile(REPOS_PATH);
    // The API's section restores its sidebar with the tag's items left out, and its other docs.
    expect(github).toContain(
      'm.default.version.docsSidebars["github"] = [{"type":"category","label":"repos","items":[]}',
    );
    expect(github).toContain('"id":"github/push"');
    expect(github).not.toContain('"id":"github/repos-get"');
    // The tag's section: its docs, and its items into the sidebar its API's section put back.
    expect(repos).toContain('"id":"github/repos-get"');
    expect(repos).toContain(
      'm.default.version.docsSidebars["github"][0].items = [{"type":"link","label":"repos-get"',
    );
    // main.js has none of GitHub's docs; the API version metadata has no GitHub sidebar.
    expect(file('globalData.js')).not.toContain('github/');
    expect(file('api-version-props.js')).not.toContain('github');
  });
});
