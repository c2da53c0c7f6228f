import { createRequire } from 'node:module';
// The indexer's text of a page section, as patched (patches/@easyops-cn+docusaurus-search-local+0.55.3.patch).
import { getCondensedText } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/getCondensedText';

// The HTML parser the indexer reads pages with: the plugin's own cheerio (not a dependency of the site).
const { load } = createRequire(
  require.resolve('@easyops-cn/docusaurus-search-local/dist/server/server/utils/getCondensedText'),
)('cheerio') as {
  load: (html: string) => ((selector: string) => { get: (i: number) => unknown }) & object;
};

const textOf = (html: string) => {
  const $ = load(html);
  return getCondensedText($('body').get(0)!, $);
};

describe('the search index keeps the page’s word boundaries', () => {
  it('separates inline elements the page shows apart (an API page’s endpoint line and schema rows)', () => {
    expect(
      textOf(
        '<div><span class=badge>POST</span><code>/0.1.0/collection</code><span>with <code>"action": "create"</code> in the body</span></div>',
      ),
    ).toBe('POST /0.1.0/collection with "action": "create" in the body');
    expect(
      textOf(
        '<h3>Body<strong>required</strong></h3><span><strong>action</strong><span>string</span><span></span><span>required</span></span>',
      ),
    ).toBe('Body required action string required');
  });

  it('keeps punctuation attached, text split by React’s comments whole and code as written', () => {
    expect(textOf('<p>Always <code>create</code>. See (<a>x</a>) and "<em>y</em>"</p>')).toBe(
      'Always create. See (x) and "y"',
    );
    expect(textOf('<p>$<!-- -->5<!-- --> per month</p>')).toBe('$5 per month');
    expect(textOf('<pre><span>foo</span><span>.bar</span><span>()</span></pre>')).toBe('foo.bar()');
  });
});
