import { withUnlistedApis } from '../../../plugins/global-nav/unlisted-apis';
import type { NavNode } from '../../../src/navigation/types';

/**
 * An API added by its one line in API_SPECS is in the side navigation without an edit to sidebars.ts (issue 52,
 * item 1): before, its pages existed but no navigation led to them until the writer added an embed link.
 */
const operations = (prefix: string): NavNode[] => [
  { title: 'Repos', children: [{ title: 'List repos', url: `${prefix}/list-repos` }] },
];

const site = (): NavNode[] => [
  { title: 'Guides', children: [{ title: 'Intro', url: '/guide/intro' }] },
  {
    title: 'API reference',
    children: [
      {
        title: 'Core API',
        children: [
          { title: 'Operations', url: '/api/createAccount', embed: 'api:core', children: operations('/api') },
        ],
      },
      { title: 'API changelog', url: '/api/changelog', embed: 'api:changelog' },
    ],
  },
];

test('an API no sidebar item embeds is listed before the API changelog, titled by its label, leading to its first page', () => {
  const tree = withUnlistedApis(site(), [
    { embed: 'api:core', title: 'Core API', children: operations('/api') },
    { embed: 'api:github', title: 'GitHub REST API', children: operations('/api/github') },
  ]);
  const reference = tree[1]!.children!;
  expect(reference.map((n) => n.title)).toEqual(['Core API', 'GitHub REST API', 'API changelog']);
  expect(reference[1]).toEqual({
    title: 'GitHub REST API',
    url: '/api/github/list-repos',
    embed: 'api:github',
    children: operations('/api/github'),
  });
});

test('an API the writer placed is not listed twice, and an API with no pages is not listed', () => {
  const tree = withUnlistedApis(site(), [
    { embed: 'api:core', title: 'Core API', children: operations('/api') },
    { embed: 'api:empty', title: 'Empty', children: [] },
  ]);
  expect(tree).toEqual(site());
});

test('without an API changelog entry, the API goes at the end of the tree', () => {
  const tree = withUnlistedApis(
    [{ title: 'Guides', url: '/guide/intro' }],
    [{ embed: 'api:billing', title: 'Billing API', children: operations('/api/billing') }],
  );
  expect(tree.map((n) => n.title)).toEqual(['Guides', 'Billing API']);
});
