/**
 * The side navigation's trees that grow with the content (API operations, chart types) leave the global data
 * that every page's main.js carries, and come back when their section loads.
 */
import { toNavTree, type SidebarInput } from '../../../plugins/global-nav/to-nav-tree';
import { embedFile, withLazyEmbeds, withoutDescriptions } from '../../../plugins/global-nav';

jest.mock(
  '@generated/global-nav/default/nav-embeds',
  () => ({
    __esModule: true,
    default: {
      data: {},
      loaders: {
        'api:core': () =>
          Promise.resolve({ default: [{ url: '/api/createAccount', title: 'Create account' }] }),
        'flex:charts': () => Promise.reject(new Error('offline')),
      },
    },
  }),
  { virtual: true },
);

const sidebar: SidebarInput[] = [
  { type: 'link', label: 'Overview', href: '/' },
  { type: 'link', label: 'Core API', href: '/api', customProps: { embed: 'api:core' } },
  { type: 'link', label: 'Changelog', href: '/api/changelog', customProps: { embed: 'api:changelog' } },
];
const embeds = {
  'api:core': [{ url: '/api/createAccount', title: 'Create account', description: 'Creates one.' }],
  'api:changelog': [{ url: '/api/changelog/2.x-3.x', title: '2.x → 3.x' }],
};

test('a growing tree leaves the global data for a key; a small one (the changelog) stays', () => {
  const [tree, lazy] = withLazyEmbeds(toNavTree(sidebar, new Map(), embeds));
  expect(withoutDescriptions(tree)).toEqual([
    { url: '/', title: 'Overview' },
    { url: '/api', title: 'Core API', lazyChildren: 'api:core' },
    { url: '/api/changelog', title: 'Changelog', children: embeds['api:changelog'] },
  ]);
  expect(lazy.get('api:core')).toEqual(embeds['api:core']);
  expect(embedFile('api:core')).toBe('nav-embed-api-core.json');
});

test('a loaded tree takes its place; one that cannot load keeps its key and may be retried', async () => {
  const { loadNavEmbed, withLoadedEmbeds } = await import('../../../src/navigation/nav-embeds');
  const tree = [
    { url: '/api', title: 'Core API', lazyChildren: 'api:core' },
    { url: '/flex/charts', title: 'Charts', lazyChildren: 'flex:charts' },
  ];
  expect(withLoadedEmbeds(tree)).toEqual(tree);
  await loadNavEmbed('api:core');
  await expect(loadNavEmbed('flex:charts')).rejects.toThrow('offline');
  await expect(loadNavEmbed('nope')).rejects.toThrow('no side navigation tree "nope"');
  expect(withLoadedEmbeds(tree)).toEqual([
    { ...tree[0], children: [{ url: '/api/createAccount', title: 'Create account' }] },
    tree[1],
  ]);
});
