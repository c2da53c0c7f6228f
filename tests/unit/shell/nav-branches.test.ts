/**
 * A branch of the side navigation carries only its row in the global data (every page's main.js); its items are
 * a file of their own, loaded when it opens (issue 52, item 3): a category of 1,000 pages costs a page outside it
 * one row.
 */
import { toNavTree, type DocInfo, type SidebarInput } from '../../../plugins/global-nav/to-nav-tree';
import {
  branchChunkName,
  branchTrails,
  embedFile,
  withLazyBranches,
  withLazyEmbeds,
} from '../../../plugins/global-nav';
import { selectedTrail } from '../../../src/navigation/tree';

/** The branches' loaders, as the production browser bundle has them (filled in below, before the import). */
const mockLoaders: Record<string, () => Promise<{ default: unknown }>> = {};
jest.mock(
  '@generated/global-nav/default/nav-embeds',
  () => ({ __esModule: true, default: { data: {}, loaders: mockLoaders } }),
  { virtual: true },
);

const recipes = Array.from({ length: 1000 }, (_, i) => `recipe-${i}`);
const docs = new Map<string, DocInfo>([
  ['intro', { permalink: '/guide/intro', title: 'Introduction' }],
  ['sso', { permalink: '/guide/sso', title: 'Single sign-on' }],
  ['saml', { permalink: '/guide/saml', title: 'SAML' }],
  ...recipes.map((id): [string, DocInfo] => [id, { permalink: `/guide/${id}`, title: `Recipe ${id}` }]),
]);
const sidebar: SidebarInput[] = [
  { type: 'link', label: 'Overview', href: '/' },
  {
    type: 'category',
    label: 'Embedding',
    items: [
      { type: 'doc', id: 'intro' },
      {
        type: 'category',
        label: 'Single sign-on',
        link: { type: 'doc', id: 'sso' },
        items: [{ type: 'doc', id: 'saml' }],
      },
    ],
  },
  { type: 'category', label: 'Recipes', items: recipes.map((id) => ({ type: 'doc' as const, id })) },
  { type: 'link', label: 'Operations', href: '/api/a', customProps: { embed: 'api:core' } },
];
const full = toNavTree(sidebar, docs, { 'api:core': [{ url: '/api/a', title: 'A' }] });

test('the first load has the rows of the top level; each branch its items, its own branches as rows', () => {
  const [withEmbeds] = withLazyEmbeds(full);
  const [tree, branches] = withLazyBranches(withEmbeds);
  expect(tree).toEqual([
    { url: '/', title: 'Overview' },
    { title: 'Embedding', lazyChildren: 'branch:1' },
    { title: 'Recipes', lazyChildren: 'branch:2' },
    // A generated tree keeps its own key: it loads with its section (plugins/page-weight/route-sections).
    { url: '/api/a', title: 'Operations', lazyChildren: 'api:core' },
  ]);
  expect(branches.get('branch:1')).toEqual([
    { url: '/guide/intro', title: 'Introduction' },
    { url: '/guide/sso', title: 'Single sign-on', lazyChildren: 'branch:1.1' },
  ]);
  expect(branches.get('branch:1.1')).toEqual([{ url: '/guide/saml', title: 'SAML' }]);
  expect(branches.get('branch:2')).toHaveLength(1000);
  expect([...branches.keys()].sort()).toEqual(['branch:1', 'branch:1.1', 'branch:2']);
  expect(embedFile('branch:1.1')).toBe('nav-embed-branch-1-1.json');
  // The 1,000 pages cost the first load one row: the whole tree was 45 times larger.
  expect(JSON.stringify(tree).length).toBeLessThan(250);
  expect(JSON.stringify(withEmbeds).length).toBeGreaterThan(45 * 250);
});

test('loaded branches take their place, nested ones too, and the page is found again; a failed one keeps its key', async () => {
  const [tree, branches] = withLazyBranches(withLazyEmbeds(full)[0]);
  for (const [key, items] of branches)
    mockLoaders[key] =
      key === 'branch:2'
        ? () => Promise.reject(new Error('offline'))
        : () => Promise.resolve({ default: items });
  const { loadNavEmbed, loadMissingBranches, hasNavEmbed, withLoadedEmbeds } =
    await import('../../../src/navigation/nav-embeds');
  // On the first load the tree does not list a page of a closed branch (the server's markup does).
  expect(selectedTrail(withLoadedEmbeds(tree), '/guide/saml')).toEqual([]);
  expect(hasNavEmbed('branch:1.1')).toBe(true);
  expect(hasNavEmbed('branch:0')).toBe(false);
  await Promise.all([loadNavEmbed('branch:1'), loadNavEmbed('branch:1.1')]);
  expect(selectedTrail(withLoadedEmbeds(tree), '/guide/saml')).toEqual(['1', '1.1', '1.1.0']);
  expect(withLoadedEmbeds(tree)[1]).toEqual({
    title: 'Embedding',
    lazyChildren: 'branch:1',
    children: [
      { url: '/guide/intro', title: 'Introduction' },
      {
        url: '/guide/sso',
        title: 'Single sign-on',
        lazyChildren: 'branch:1.1',
        children: [{ url: '/guide/saml', title: 'SAML' }],
      },
    ],
  });
  await expect(loadNavEmbed('branch:2')).rejects.toThrow('offline');
  await loadMissingBranches(); // the failed one is left out, without an error
  expect(withLoadedEmbeds(tree)[2]).toEqual({ title: 'Recipes', lazyChildren: 'branch:2' });
});

test('the background preload knows the branches of each page (build time only), by chunk name', () => {
  const trails = branchTrails(withLazyEmbeds(full)[0]);
  expect(trails['/guide/saml']).toEqual(['branch:1', 'branch:1.1']);
  expect(trails['/guide/sso']).toEqual(['branch:1']);
  expect(trails['/guide/recipe-999']).toEqual(['branch:2']);
  expect(trails['/']).toEqual([]);
  expect(branchChunkName('branch:1.1')).toBe('nav-branch-1-1');
});
