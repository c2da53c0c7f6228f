import { renderToString } from 'react-dom/server';
import { matchRanges, snippetOf, snippetParts, type SnippetPart } from '@site/plugins/search/client/snippet';
import { stem } from '@site/plugins/search/client/stem';
import { Snippet } from '@site/plugins/search/theme/SearchBar/Snippet';

/** The index terms lunr would match for these query words (the keys of a result's match metadata). */
const terms = (...words: string[]) => new Set(words.map(stem));
/** A snippet as text, with [brackets] around the marked words. */
const show = (parts: readonly SnippetPart[]) => parts.map((p) => (p.match ? `[${p.text}]` : p.text)).join('');

describe('matchRanges', () => {
  it('finds the words whose stem the index matched, whatever their form or case', () => {
    const text = 'Embedded dashboards: embed one, or embedding many.';
    expect(matchRanges(text, terms('embedding'), stem).map((r) => text.slice(r.start, r.end))).toEqual([
      'Embedded',
      'embed',
      'embedding',
    ]);
  });

  it('finds every form whose stem differs from the start of the word (y -> i, e added, suffixes rewritten)', () => {
    const words = [
      'policy',
      'policies',
      'hoping',
      'hope',
      'relational',
      'possibility',
      'visibility',
      'troubled',
    ];
    const text = words.join(' ');
    const found = matchRanges(text, new Set(words.map(stem)), stem).map((r) => text.slice(r.start, r.end));
    expect(found).toEqual(words);
  });

  it('splits words on hyphens and leaves out the punctuation around them, as lunr does', () => {
    const text = 'Use row-level security ("RLS").';
    const found = matchRanges(text, terms('row', 'level', 'rls'), stem).map((r) =>
      text.slice(r.start, r.end),
    );
    expect(found).toEqual(['row', 'level', 'RLS']);
  });

  it('finds nothing without matched terms', () => {
    expect(matchRanges('Any text', new Set(), stem)).toEqual([]);
  });
});

describe('snippetParts', () => {
  it('shows the whole sentence where the query matched best, marking every matched term', () => {
    const text =
      'Tokens expire. Each embed token carries filters that apply to every query. Filters are optional.';
    expect(show(snippetOf(text, terms('token', 'filter'), stem))).toBe(
      'Each embed [token] carries [filters] that apply to every query.',
    );
  });

  it('prefers the sentence holding more distinct terms over one repeating a single term', () => {
    const text = 'Token, token, token and token again. A token with a filter.';
    expect(show(snippetOf(text, terms('token', 'filter'), stem))).toBe('A [token] with a [filter].');
  });

  it('marks stemmed matches: a query for "filtering" marks "filters" and "filtered"', () => {
    expect(show(snippetOf('Rows are filtered by the filters in the token.', terms('filtering'), stem))).toBe(
      'Rows are [filtered] by the [filters] in the token.',
    );
  });

  it('cuts a long sentence at word boundaries around its best match, with an ellipsis at each cut', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`);
    words[30] = 'tenant';
    const text = `${words.join(' ')}.`;
    const parts = snippetOf(text, terms('tenant'), stem, { maxLength: 80, lead: 20 });
    const shown = show(parts);
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown).toContain('[tenant]');
    // Whole words only: every word shown (ellipses aside) is a word of the text.
    const inner = shown.slice(1, -1).replace(/[[\]]/g, '');
    for (const w of inner.split(' ')) expect(words).toContain(w);
    expect(inner.length).toBeLessThanOrEqual(80);
    // The match comes early (a narrow screen shows two lines): at most the lead's worth of context before it.
    expect(inner.indexOf('tenant')).toBeLessThanOrEqual(20);
  });

  it('keeps the most distinct terms in the window when the sentence is cut', () => {
    const filler = 'lorem ipsum dolor sit amet '.repeat(8);
    const text = `Token here ${filler} then token and filter together ${filler}end.`;
    const shown = show(snippetOf(text, terms('token', 'filter'), stem, { maxLength: 60, lead: 10 }));
    expect(shown).toContain('[token] and [filter]');
  });

  it('starts late in a sentence only when its match is late, so the match shows on the first line', () => {
    const text =
      'Draw your own visual on Quantaloop data from the browser, with an embed token keeping row-level security.';
    expect(show(snippetOf(text, terms('row', 'level', 'security'), stem))).toBe(
      '…browser, with an embed token keeping [row]-[level] [security].',
    );
    expect(show(snippetOf(text, terms('visual'), stem))).toBe(
      'Draw your own [visual] on Quantaloop data from the browser, with an embed token keeping row-level security.',
    );
  });

  it('ends a sentence at a full stop whatever follows (a table cell, code), but not after "e.g."', () => {
    const text =
      'Keep claims in the token, e.g. the tenant. locale_id, timezone_id Optional; sets the locale.';
    expect(show(snippetOf(text, terms('tenant'), stem))).toBe('Keep claims in the token, e.g. the [tenant].');
  });

  it('without a match, shows the first sentence, or its start cut at a word', () => {
    expect(show(snippetParts('Short first. Second one.', []))).toBe('Short first.');
    const long = `${'alpha beta '.repeat(30)}end.`;
    const shown = show(snippetParts(long, [], { maxLength: 50 }));
    expect(shown).toMatch(/^alpha beta .*(alpha|beta)…$/);
    expect(shown.length).toBeLessThanOrEqual(51);
  });

  it('is empty for empty text', () => {
    expect(snippetParts('', [])).toEqual([]);
  });
});

describe('Snippet', () => {
  it('renders page text as text: markup in it is escaped, only matched words are <mark>', () => {
    const text = 'Never put <script>alert(1)</script> in a token & trust it.';
    const html = renderToString(<Snippet id="s" parts={snippetOf(text, terms('token'), stem)} />);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<mark>token</mark>');
    expect(html).toContain('&amp; trust');
  });
});
