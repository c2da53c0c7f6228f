import { dropPositions } from '@site/plugins/search-local';

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
