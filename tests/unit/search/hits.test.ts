import { toHits, type RawResult } from '@site/src/search/hits';

const page = (i: number, t: string, u: string, b: string[] = []) => ({ i, t, u, b });

describe('toHits', () => {
  const token = page(
    1,
    'Generating an authorization token',
    '/guide/dashboard-embedding--generating-an-authorization-token',
  );
  const intro = page(5, 'Introduction', '/guide/api--introduction', ['API reference']);
  const results: RawResult[] = [
    {
      type: 1,
      document: { i: 2, t: 'Embed token expiry', u: token.u, h: '#embed-token-expiry', p: 1 },
      page: token,
      tokens: ['embed', 'token'],
    },
    { type: 0, document: token, page: false, tokens: ['embed', 'token'] },
    {
      type: 4,
      document: { i: 6, t: 'Requests are limited…', s: 'Rate limits', u: intro.u, h: '#rate-limits', p: 5 },
      page: intro,
      tokens: ['limit'],
    },
    { type: 0, document: page(9, 'Bar chart', '/flex/charts/bar-chart/'), page: false, tokens: ['bar'] },
  ];

  it('keeps one hit per page: its best match, with the heading as section and #fragment', () => {
    const hits = toHits(results);
    expect(hits.map((h) => h.path)).toEqual([
      '/guide/dashboard-embedding--generating-an-authorization-token#embed-token-expiry',
      '/guide/api--introduction#rate-limits',
      '/flex/charts/bar-chart',
    ]);
    expect(hits[0]).toMatchObject({ title: token.t, section: 'Embed token expiry', type: 'heading' });
    expect(hits[1]).toMatchObject({ title: 'Introduction', section: 'Rate limits', type: 'content' });
    expect(hits[2]).toMatchObject({ title: 'Bar chart', type: 'title', url: '/flex/charts/bar-chart' });
    expect(hits[2]?.section).toBeUndefined();
  });

  it('marks deprecated pages and takes breadcrumbs from the navigation, else from the index', () => {
    const hits = toHits(results, {
      isDeprecated: (url) => url === '/flex/charts/bar-chart',
      breadcrumbOf: (url) => (url.startsWith('/flex/') ? ['Embedding', 'Chart types'] : undefined),
    });
    expect(hits.map((h) => h.deprecated)).toEqual([false, false, true]);
    expect(hits.map((h) => h.breadcrumb)).toEqual([[], ['API reference'], ['Embedding', 'Chart types']]);
  });

  it('stops at maxPages and skips malformed results', () => {
    const broken = { type: 0, document: undefined, tokens: [] } as unknown as RawResult;
    expect(toHits([broken, ...results], { maxPages: 2 })).toHaveLength(2);
  });
});
