import lunr from 'lunr';
import { buildIndex } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex';
import { addPageSummaries, dropPositions, indexWithoutPositions, keywordsIndex } from '@site/plugins/search';

describe('dropPositions', () => {
  it('drops the positions of every posting and keeps everything else', () => {
    const file = [
      {
        documents: [{ i: 1, t: 'Rate limits', u: '/guide/api--rate-limits' }],
        index: {
          version: '2.3.9',
          fields: ['t'],
          invertedIndex: [
            [
              'limit',
              {
                _index: 3,
                t: {
                  '1': { position: [[5, 6]] },
                  '7': {
                    position: [
                      [0, 5],
                      [12, 5],
                    ],
                  },
                },
              },
            ],
          ] as [string, Record<string, unknown>][],
        },
      },
    ];
    const out = dropPositions(structuredClone(file));
    expect(out[0]?.documents).toEqual(file[0]?.documents);
    expect(out[0]?.index.invertedIndex).toEqual([['limit', { _index: 3, t: { '1': {}, '7': {} } }]]);
    expect((out[0]?.index as unknown as { version: string }).version).toBe('2.3.9');
  });
});

describe('addPageSummaries', () => {
  const part = (documents: object[]) => ({ documents, index: { invertedIndex: [] } }) as never;

  it("moves each page's description to its title document, its links read as text", () => {
    const description = {
      i: 1,
      t: 'Connects a [data source](/guide/api--connect) to an account.',
      s: 'Associate an account',
      u: '/api/associateAccount',
      p: 1,
    };
    const file = addPageSummaries([
      part([{ i: 1, t: 'Associate an account', u: '/api/associateAccount' }]),
      part([]),
      part([description]),
      part([]),
      part([]),
    ]);
    expect(file[0]?.documents[0]?.d).toBe('Connects a data source to an account.');
    expect(file[2]?.documents[0]).toEqual({
      i: 1,
      s: 'Associate an account',
      u: '/api/associateAccount',
      p: 1,
    });
  });

  it('summarises a page without description by its first sentence, at most 160 characters', () => {
    const long = `${'word '.repeat(60)}end.`;
    const file = addPageSummaries([
      part([
        { i: 1, t: 'Short', u: '/a' },
        { i: 3, t: 'Long', u: '/b' },
      ]),
      part([]),
      part([]),
      part([]),
      part([
        { i: 2, t: 'First sentence. Second one.', s: 'Short', u: '/a', p: 1 },
        { i: 4, t: long, s: 'Long', u: '/b', p: 3 },
      ]),
    ]);
    expect(file[0]?.documents.map((d) => d.d)).toEqual([
      'First sentence.',
      expect.stringMatching(/^word .*word…$/),
    ]);
    expect(file[0]?.documents[1]?.d?.length).toBeLessThanOrEqual(161);
  });
});

describe('keywordsIndex', () => {
  it('builds a keywords index that lunr answers for the synonyms, stemmed like the rest of the index', () => {
    const config = { language: ['en'], removeDefaultStopWordFilter: [], removeDefaultStemmer: false };
    const built = keywordsIndex(
      [{ i: 7, t: 'row-level security, rls', s: 'Handling multi-tenant data', u: '/guide/tenants', p: 7 }],
      config,
    );
    const index = lunr.Index.load(built.index);
    expect(index.search('rls').map((r) => r.ref)).toEqual(['7']);
    expect(index.search('securing rows').map((r) => r.ref)).toEqual(['7']);
    expect(built.documents).toHaveLength(1);
  });
});

describe('indexWithoutPositions', () => {
  const config = { language: ['en'], removeDefaultStopWordFilter: [], removeDefaultStemmer: false };
  const documents = [
    [
      { i: 1, t: 'Rate limits', u: '/guide/limits' },
      { i: 3, t: 'Errors', u: '/guide/errors' },
    ],
    [],
    [{ i: 1, t: 'Ten requests a second; limits apply per key.', s: 'Rate limits', u: '/guide/limits', p: 1 }],
  ];
  type File = Parameters<typeof dropPositions>[0];
  const serialized = (index: unknown) => JSON.parse(JSON.stringify(index)) as File;

  it("is the plugin's index with the positions dropped, without lunr recording them", () => {
    const plugin = serialized(buildIndex(documents, config));
    // The plugin's own records where each word is: what the index no longer holds.
    expect(JSON.stringify(plugin)).toContain('"position"');
    const built = indexWithoutPositions(documents, config);
    expect(JSON.stringify(built)).not.toContain('position');
    expect(built).toEqual(dropPositions(plugin));
    expect(
      lunr.Index.load(built[2]!.index as never)
        .search('requests')
        .map((r) => r.ref),
    ).toEqual(['1']);
  });

  it('leaves lunr as it was: a later index records the positions again', () => {
    indexWithoutPositions(documents, config);
    expect(JSON.stringify(serialized(buildIndex(documents, config)))).toContain('"position"');
  });
});
