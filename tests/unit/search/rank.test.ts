import type { IndexDocument, RawResult } from '@site/plugins/search/client/hits';
import { withSummaries } from '@site/plugins/search/client/summaries';
import { coverage, queryTerms, rankPages, taskObject } from '@site/plugins/search/client/rank';
import type { SnippetPart } from '@site/plugins/search/client/snippet';
import { stem } from '@site/plugins/search/client/stem';

const TYPE = { title: 0, heading: 1, description: 2, keywords: 3, content: 4 } as const;
let nextId = 1;

function page(url: string, title: string, b: string[] = []): IndexDocument {
  return { i: nextId++, t: title, u: url, b };
}
function result(
  type: keyof typeof TYPE,
  p: IndexDocument,
  extra: Partial<IndexDocument> = {},
  score = 1,
): RawResult {
  const document: IndexDocument = type === 'title' ? p : { i: nextId++, t: p.t, u: p.u, p: p.i, ...extra };
  return { type: TYPE[type], document, page: type === 'title' ? false : p, tokens: [], score };
}

describe('queryTerms and coverage', () => {
  it('keeps the meaningful words of a query', () => {
    expect(queryTerms('How to embed a Token, token?')).toEqual(['embed', 'token']);
  });

  it('matches words loosely (plural, -ing) but not short fragments', () => {
    expect(coverage(['limit', 'rate'], 'Rate limits')).toBe(1);
    expect(coverage(['embed', 'token'], 'Embedding dashboards')).toBe(0.5);
    expect(coverage(['ab'], 'about')).toBe(0);
  });
});

describe('rankPages', () => {
  const token = page(
    '/guide/dashboard-embedding--generating-an-authorization-token',
    'Generating an authorization token',
  );
  const intro = page('/guide/api--introduction', 'Introduction', ['API reference']);
  const limits = page('/guide/api--rate-limits', 'Rate limits');
  const account = page('/api/createAccount', 'Create an account');

  it('keeps one hit per page, pointing at its best document', () => {
    const hits = rankPages(
      [
        result('content', token, {
          t: 'Request an embed token from your server.',
          s: 'Embed tokens',
          h: '#embed-tokens',
        }),
        result('heading', token, { t: 'Embed token expiry', h: '#embed-token-expiry' }),
      ],
      'embed token',
    );
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      title: token.t,
      section: 'Embed token expiry',
      path: `${token.u}#embed-token-expiry`,
      type: 'heading',
      rank: 1,
    });
  });

  it('ranks a page named by the query above pages that only mention it', () => {
    const hits = rankPages(
      [
        result(
          'content',
          account,
          { t: 'Rate limit reached: 10 calls per second.', s: 'Responses', h: '#responses' },
          9,
        ),
        result('content', intro, { t: 'Every token has a rate limit.', s: 'Limits', h: '#limits' }, 8),
        result('title', limits, {}, 5),
      ],
      'rate limit',
      { minRelative: 0 },
    );
    expect(hits.map((h) => h.url)).toEqual([limits.u, account.u, intro.u]);
    expect(hits[0]?.path).toBe(limits.u);
  });

  it('prefers documents that hold the whole query', () => {
    const hits = rankPages(
      [
        result('heading', intro, { t: 'Token', h: '#token' }),
        result('heading', token, { t: 'Embed token', h: '#embed-token' }),
      ],
      'embed token',
      { minRelative: 0 },
    );
    expect(hits.map((h) => h.url)).toEqual([token.u, intro.u]);
  });

  it('drops incidental matches far below the best and keeps at most maxPages', () => {
    const many = Array.from({ length: 20 }, (_, i) => page(`/api/op${i}`, `Operation ${i}`));
    const raw = [
      result('title', limits),
      ...many.map((p) => result('content', p, { t: 'something else entirely', s: 'Request' })),
    ];
    expect(rankPages(raw, 'rate limits').map((h) => h.url)).toEqual([limits.u]);
    const titles = many.map((p) => result('title', p));
    expect(rankPages(titles, 'operation', { maxPages: 7 })).toHaveLength(7);
  });

  it('lifts priority pages among equal matches', () => {
    const a = page('/guide/a', 'Plugin overview');
    const b = page('/guide/b', 'Plugin overview');
    const raw = [result('title', a), result('title', b)];
    expect(rankPages(raw, 'plugin').map((h) => h.url)).toEqual(['/guide/a', '/guide/b']);
    expect(rankPages(raw, 'plugin', { priority: ['/guide/b'] }).map((h) => h.url)).toEqual([
      '/guide/b',
      '/guide/a',
    ]);
  });

  it('marks deprecated pages and takes breadcrumbs from the navigation, else from the index', () => {
    const hits = rankPages([result('title', limits), result('title', intro)], 'limits introduction', {
      isDeprecated: (url) => url === limits.u,
      breadcrumbOf: (url) => (url === limits.u ? ['API reference', 'Core API'] : undefined),
      minRelative: 0,
    });
    const byUrl = Object.fromEntries(hits.map((h) => [h.url, h]));
    expect(byUrl[limits.u]).toMatchObject({ deprecated: true, breadcrumb: ['API reference', 'Core API'] });
    expect(byUrl[intro.u]).toMatchObject({ deprecated: false, breadcrumb: ['API reference'] });
  });

  it('treats /a/ and /a as one page and skips malformed results', () => {
    const slash = page('/flex/charts/bar-chart/', 'Bar chart');
    const broken = { type: 0, document: undefined, tokens: [] } as unknown as RawResult;
    const hits = rankPages(
      [broken, result('title', slash), result('heading', slash, { t: 'Bar options', h: '#o' })],
      'bar',
    );
    expect(hits.map((h) => h.url)).toEqual(['/flex/charts/bar-chart']);
  });

  it('returns nothing for nothing', () => {
    expect(rankPages([], 'anything')).toEqual([]);
  });

  describe('snippets', () => {
    /** The snippet as text, [marked] words in brackets. */
    const shown = (parts?: SnippetPart[]) => parts?.map((p) => (p.match ? `[${p.text}]` : p.text)).join('');
    /** lunr's match metadata for a document that matched these index terms (positions dropped). */
    const matched = (...terms: string[]) => Object.fromEntries(terms.map((t) => [t, { t: {} }]));
    const tenant = page('/guide/tenants', 'Handling multi-tenant data');
    tenant.d = 'Show each customer only their own data.';

    it('shows the matched sentence of the section text holding the most query terms', () => {
      const hits = rankPages(
        [
          result('heading', tenant, { t: 'Filter rows', h: '#filter-rows' }),
          {
            ...result('content', tenant, {
              t: 'Tokens expire. Filters in the token limit the rows each tenant sees.',
              s: 'Filter rows',
            }),
            metadata: matched('filter', 'row'),
          },
          {
            ...result('content', tenant, { t: 'Rows come from the dataset.', s: 'Data' }),
            metadata: matched('row'),
          },
        ],
        'filter rows',
        { stem },
      );
      expect(shown(hits[0]?.snippet)).toBe('[Filters] in the token limit the [rows] each tenant sees.');
    });

    it('shows the page summary when only the title (or keywords) matched, its matched words marked', () => {
      const hits = rankPages([{ ...result('title', tenant), metadata: matched('tenant') }], 'tenant', {
        stem,
      });
      expect(shown(hits[0]?.snippet)).toBe(tenant.d);
      const data = rankPages([{ ...result('title', tenant), metadata: matched('data') }], 'data', { stem });
      expect(shown(data[0]?.snippet)).toBe('Show each customer only their own [data].');
    });

    it("gives description documents their page's summary back, so they can be shown and ranked", () => {
      const raw = { ...result('description', tenant), metadata: matched('custom') };
      delete (raw.document as Partial<IndexDocument>).t;
      const hits = rankPages(withSummaries([raw]), 'customer', { stem });
      expect(shown(hits[0]?.snippet)).toBe('Show each [customer] only their own data.');
    });

    it('has no snippet for a page without text or summary', () => {
      const bare = page('/guide/bare', 'Bare page');
      expect(rankPages([result('title', bare)], 'bare', { stem })[0]?.snippet).toBeUndefined();
    });
  });
});

describe('task phrasing ("list X", "get all X", "find X")', () => {
  it('reads the object of a task phrase, and nothing else as one', () => {
    expect(taskObject('list datasets')).toBe('datasets');
    expect(taskObject('get all users')).toBe('users');
    expect(taskObject('List all the alerts')).toBe('alerts');
    expect(taskObject('find collections')).toBe('collections');
    expect(taskObject('get dashboard')).toBeNull();
    expect(taskObject('dataset list')).toBeNull();
  });

  it('ranks the Core API search operation first, above a page titled with the query’s verb', () => {
    const plugin = page('/api/listPluginDatasets', 'List datasets');
    const core = page('/api/searchDataset', 'Search datasets');
    const older = page('/api/2.x/searchDataset', 'Search datasets');
    const hits = rankPages(
      [result('title', plugin, {}, 9), result('title', core, {}, 2), result('title', older, {}, 2)],
      'list datasets',
    );
    expect(hits[0]?.url).toBe('/api/searchDataset');
    expect(hits.map((h) => h.url)).toContain('/api/listPluginDatasets');
    // Without a task phrase, the page named by the query still wins.
    expect(
      rankPages([result('title', plugin, {}, 9), result('title', core, {}, 2)], 'datasets list')[0]?.url,
    ).toBe('/api/listPluginDatasets');
  });
});
