import { toNavTree, type DocInfo, type SidebarInput } from '../../../plugins/global-nav/to-nav-tree';
import { withoutDescriptions } from '../../../plugins/global-nav';
import { selectedTrail } from '../../../src/navigation/tree';

const docs = new Map<string, DocInfo>([
  ['a--intro', { permalink: '/guide/a--intro', title: 'Intro', description: 'About A' }],
  ['a--old', { permalink: '/guide/a--old', title: 'Old page', deprecated: true }],
]);

describe('toNavTree', () => {
  it('resolves docs, links, categories and custom props', () => {
    const sidebar: SidebarInput[] = [
      { type: 'link', label: 'Overview', href: '/' },
      {
        type: 'category',
        label: 'A',
        customProps: { badge: 'IQ', tooltip: 'All about A' },
        items: [
          { type: 'doc', id: 'a--intro' },
          { type: 'doc', id: 'a--old', customProps: { hidden: true } },
        ],
      },
    ];
    expect(toNavTree(sidebar, docs, {})).toEqual([
      { url: '/', title: 'Overview' },
      {
        title: 'A',
        badge: 'IQ',
        tooltip: 'All about A',
        children: [
          { url: '/guide/a--intro', title: 'Intro', description: 'About A' },
          { url: '/guide/a--old', title: 'Old page', deprecated: true, hidden: true },
        ],
      },
    ]);
  });

  it('publishes the tree without descriptions, which no page shows, at every depth', () => {
    const tree = withoutDescriptions([
      {
        title: 'A',
        description: 'Section A',
        tooltip: 'All about A',
        children: [{ url: '/a', title: 'Intro', description: 'About A', badge: 'IQ' }],
      },
    ]);
    expect(tree).toEqual([
      { title: 'A', tooltip: 'All about A', children: [{ url: '/a', title: 'Intro', badge: 'IQ' }] },
    ]);
  });

  it('splices a generated tree in place of an embed link', () => {
    const tree = toNavTree(
      [
        {
          type: 'link',
          label: 'Examples',
          href: '/flex/examples/x',
          customProps: { embed: 'flex:examples' },
        },
      ],
      docs,
      { 'flex:examples': [{ url: '/flex/examples/x', title: 'X' }] },
    );
    expect(tree[0]!.children).toEqual([{ url: '/flex/examples/x', title: 'X' }]);
  });

  it('fails the build on an unknown doc id, an unknown embed, or a tree deeper than 5 levels', () => {
    expect(() => toNavTree([{ type: 'doc', id: 'nope' }], docs, {})).toThrow(/unknown doc id "nope"/);
    expect(() =>
      toNavTree([{ type: 'link', label: 'X', href: '/', customProps: { embed: 'zz' } }], docs, {}),
    ).toThrow(/embeds unknown tree "zz"/);
    let deep: SidebarInput = { type: 'doc', id: 'a--intro' };
    for (let i = 0; i < 5; i++) deep = { type: 'category', label: `L${i}`, items: [deep] };
    expect(() => toNavTree([deep], docs, {})).toThrow(/deeper than 5 levels/);
  });

  it('reports every mistake at once, each with its file and line (issue 54)', () => {
    const text = [
      'const sidebars = {',
      '  guide: [',
      "    'a--intro',",
      "    'a--typo',",
      "    { type: 'link', label: 'API', href: '/api', customProps: { embed: 'api:nope' } },",
      "    { type: 'category', label: 'B', link: { type: 'doc', id: 'b--gone' }, items: ['a--gone-too'] },",
      '  ],',
      '};',
    ].join('\n');
    const sidebar: SidebarInput[] = [
      { type: 'doc', id: 'a--intro' },
      { type: 'doc', id: 'a--typo' },
      { type: 'link', label: 'API', href: '/api', customProps: { embed: 'api:nope' } },
      {
        type: 'category',
        label: 'B',
        link: { type: 'doc', id: 'b--gone' },
        items: [{ type: 'doc', id: 'a--gone-too' }],
      },
    ];
    let message = '';
    try {
      toNavTree(sidebar, docs, {}, 1, { file: 'sidebars.ts', text });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      '4 problem(s) in the side navigation:',
      '  sidebars.ts:4  Side navigation references unknown doc id "a--typo"',
      '  sidebars.ts:5  Side navigation item "API" embeds unknown tree "api:nope"',
      '  sidebars.ts:6  Side navigation category "B" links unknown doc id "b--gone"',
      '  sidebars.ts:6  Side navigation references unknown doc id "a--gone-too"',
    ]);
  });
});

describe('selectedTrail', () => {
  const tree = [
    { url: '/', title: 'Overview' },
    { title: 'A', children: [{ title: 'B', children: [{ url: '/guide/a--intro', title: 'Intro' }] }] },
  ];
  it('returns the selected item and its ancestors', () => {
    expect(selectedTrail(tree, '/guide/a--intro/')).toEqual(['1', '1.0', '1.0.0']);
  });
  it('is empty when no item matches', () => {
    expect(selectedTrail(tree, '/nowhere')).toEqual([]);
  });
});
