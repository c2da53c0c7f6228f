import { MAX_QUERY_LENGTH, sanitizeQuery, splitHighlights } from '@site/plugins/search/client/query';
import { markTerms } from '@site/plugins/search/client/terms';
import { breadcrumbMap } from '@site/plugins/search/client/breadcrumbs';
import { suggestedLinks } from '@site/plugins/search/client/suggestions';

describe('sanitizeQuery', () => {
  it('caps very long input', () => {
    expect(sanitizeQuery('a'.repeat(5000))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it("drops lunr's query syntax and control characters, keeps other punctuation, scripts and emoji", () => {
    expect(sanitizeQuery('  embed*  token~2 title:x ^3 +req\u0000\u202e ')).toBe(
      'embed token 2 title x 3 req',
    );
    expect(sanitizeQuery('getData() [a-z]+ $^.|')).toBe('getData() [a-z] $ .|');
    expect(sanitizeQuery('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
    expect(sanitizeQuery('ダッシュボード 📊 تصدير')).toBe('ダッシュボード 📊 تصدير');
    expect(sanitizeQuery('***')).toBe('');
  });
});

describe('splitHighlights', () => {
  it('flags the parts matching a term, case-insensitively', () => {
    expect(splitHighlights('Embed a Token', ['token', 'embed'])).toEqual([
      { text: 'Embed', match: true },
      { text: ' a ', match: false },
      { text: 'Token', match: true },
    ]);
  });

  it('treats regex characters in terms literally', () => {
    expect(splitHighlights('a.b (c) a+b', ['(c)', 'a+b', '.*'])).toEqual([
      { text: 'a.b ', match: false },
      { text: '(c)', match: true },
      { text: ' ', match: false },
      { text: 'a+b', match: true },
    ]);
  });

  it('returns the text unmarked without terms', () => {
    expect(splitHighlights('Bar chart', [])).toEqual([{ text: 'Bar chart', match: false }]);
    expect(splitHighlights('', ['x'])).toEqual([]);
  });
});

describe('breadcrumbMap', () => {
  it('maps page URLs to their ancestors, preferring the deepest trail of a URL listed twice', () => {
    const map = breadcrumbMap([
      { url: '/', title: 'Overview' },
      {
        title: 'Embedding',
        children: [
          {
            title: 'Chart types',
            url: '/flex/charts/bar-chart',
            children: [
              { title: 'Bar chart', url: '/flex/charts/bar-chart' },
              { title: 'Area chart', url: '/flex/charts/area-chart/' },
            ],
          },
          { title: 'External', url: 'https://example.com' },
        ],
      },
    ]);
    expect(map.get('/')).toEqual([]);
    expect(map.get('/flex/charts/bar-chart')).toEqual(['Embedding', 'Chart types']);
    expect(map.get('/flex/charts/area-chart')).toEqual(['Embedding', 'Chart types']);
    expect(map.has('https://example.com')).toBe(false);
  });
});

describe('suggestedLinks', () => {
  it('lists the spec links, with Academy and Blog from the config', () => {
    const links = suggestedLinks({ academy: 'https://academy.example', blog: 'https://blog.example' });
    expect(links.map((l) => l.label)).toEqual([
      'API reference',
      'Dashboard embedding',
      'Interacting with data',
      'Plugin api',
      'Academy',
      'Blog',
    ]);
    expect(links.find((l) => l.label === 'Blog')).toMatchObject({
      href: 'https://blog.example',
      external: true,
    });
    expect(links.find((l) => l.label === 'API reference')?.href).toBe('/guide/api--introduction');
  });
});

describe('markTerms and whole-word marks (the results and the page a result opens)', () => {
  it('never marks stop words or one- and two-letter words', () => {
    expect(markTerms('delete a dashboard')).toEqual(['delete', 'dashboard']);
    expect(markTerms('how do I get an id')).toEqual(['get']);
  });

  it('marks whole words starting with a term, never a term inside a word', () => {
    const parts = splitHighlights('Copy page: delete dashboards, undeleted', markTerms('delete a dashboard'));
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['delete', 'dashboards']);
    expect(splitHighlights('Copy page', markTerms('delete a dashboard'))).toEqual([
      { text: 'Copy page', match: false },
    ]);
  });
});
