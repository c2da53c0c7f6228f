import { contentHtml, htmlToMarkdown } from '../../../plugins/llms-txt/html-to-markdown';
import { buildLlmsTxt, markdownPathFor, sectionOf } from '../../../plugins/llms-txt/llms';

const SITE = 'https://developer.quantaloop.example';

// The shape Docusaurus prerenders: breadcrumbs, heading with hash link, tabs of highlighted code, pagination.
const PAGE = `<!doctype html><html><head><title>Default</title>
<meta name="description" content="Create a token on your server."></head><body>
<nav class="navbar">Header</nav>
<article>
<nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav>
<div class="theme-doc-markdown markdown"><header><h1>Generating a token</h1></header>
<p>Call <a href="/api/createAuthorization">create authorization</a> from <strong>your server</strong>.</p>
<h2 id="request">Request<a class="hash-link" href="#request">#</a></h2>
<div class="tabs-container"><ul role="tablist"><li role="tab">cURL</li><li role="tab">Node.js</li></ul>
<div class="margin-top--md"><div role="tabpanel"><div class="language-bash codeBlockContainer"><pre class="prism-code language-bash"><code>
<div class="token-line"><span>curl -X POST \\</span><br/></div><div class="token-line"><span>  https://api.example</span><br/></div>
</code></pre><button>Copy</button></div></div>
<div role="tabpanel" hidden><div class="language-js"><pre class="prism-code language-js"><code><div class="token-line"><span>const a = 1;</span><br/></div></code></pre></div></div>
</div></div>
<table><thead><tr><th>Field</th><th>Type</th></tr></thead><tbody><tr><td>expiry</td><td>string</td></tr></tbody></table>
<script>alert(1)</script>
</div>
<nav class="pagination-nav"><a href="/guide/next">Next</a></nav>
</article></body></html>`;

describe('htmlToMarkdown', () => {
  const page = htmlToMarkdown(PAGE, '/guide/token', SITE);
  const md = page.markdown;

  it('takes the title and description from the page', () => {
    expect(page.title).toBe('Generating a token');
    expect(page.description).toBe('Create a token on your server.');
    expect(md.startsWith('# Generating a token\n')).toBe(true);
  });

  it('keeps code as fenced blocks with their language, one line per line', () => {
    expect(md).toContain('```bash\ncurl -X POST \\\n  https://api.example\n```');
    expect(md).toContain('```js\nconst a = 1;\n```');
  });

  it('flattens tabs into labelled sections, hidden panels included', () => {
    expect(md.indexOf('**cURL**')).toBeLessThan(md.indexOf('```bash'));
    expect(md.indexOf('**Node.js**')).toBeLessThan(md.indexOf('```js'));
  });

  it('makes links absolute and keeps tables', () => {
    expect(md).toContain(`[create authorization](${SITE}/api/createAuthorization)`);
    expect(md).toMatch(/\| Field +\| Type +\|/);
  });

  it('drops navigation, controls, scripts and HTML', () => {
    const lines = md.split('\n').map((l) => l.trim());
    for (const noise of ['Header', 'Home', 'Next', 'Copy', '#']) expect(lines).not.toContain(noise);
    expect(md).not.toContain('alert(1)');
    expect(md).not.toMatch(/<\/?[a-z]/i);
    expect(md).not.toMatch(/^(import|export) /m);
  });
});

describe('contentHtml (what is parsed of a page)', () => {
  const sideNav = `<div class="sidebar">${'<a href="/api/op">An operation</a>'.repeat(200)}</div>`;
  const page = (body: string) =>
    `<!doctype html><html><head><title>T</title><meta name="description" content="D"></head><body>${body}</body></html>`;
  const main =
    '<main><article><h1>Title</h1><p>Text with <a href="/guide/x">a link</a>.</p></article></main>';

  it("cuts a page to its head and its main, and the twin is the whole page's", () => {
    const html = page(`<nav>Header</nav>${sideNav}${main}<footer>Footer</footer>`);
    const cut = contentHtml(html);
    expect(cut.length).toBeLessThan(html.length / 10);
    expect(cut).toContain('<title>T</title>');
    expect(cut).toContain(main);
    expect(cut).not.toContain('An operation');
    expect(htmlToMarkdown(html, '/guide/t', SITE)).toEqual(htmlToMarkdown(page(main), '/guide/t', SITE));
    expect(htmlToMarkdown(html, '/guide/t', SITE).markdown).toContain('Text with [a link]');
  });

  it('keeps the whole page when a cut could change what is read', () => {
    for (const body of [
      `<article><h1>Outside</h1></article>${main}`, // an article before main: the twin's content
      `${main}<article>After</article>`,
      `${main}<main>Second</main>`,
      '<div><h1>No main</h1></div>',
    ]) {
      const html = page(body);
      expect(contentHtml(html)).toBe(html);
    }
    expect(contentHtml(`<main>${main}</main>`)).toBe(`<main>${main}</main>`);
  });
});

describe('llms.txt', () => {
  it('puts each page in its section with its Markdown URL and a one-line description', () => {
    const pages = ['/guide/b', '/api/getData', '/flex/charts/bar-chart', '/flex/examples/x', '/'].map(
      (route) => ({
        route,
        mdPath: markdownPathFor(route),
        title: route,
        description: `About ${route}`,
        markdown: `# ${route}\n`,
        section: sectionOf(route),
      }),
    );
    const { index, full } = buildLlmsTxt(pages, { siteUrl: SITE, title: 'Docs', summary: 'Summary' });
    expect(index.split('\n').slice(0, 3)).toEqual(['# Docs', '', '> Summary']);
    const headings = index.split('\n').filter((l) => l.startsWith('## '));
    expect(headings).toEqual([
      '## Guides',
      '## API reference',
      '## Chart types',
      '## Examples',
      '## Other pages',
    ]);
    expect(index).toContain(`- [/api/getData](${SITE}/api/getData.md): About /api/getData`);
    expect(index).toContain(`(${SITE}/index.md)`);
    expect(full).toContain('# /flex/examples/x');
  });
});

describe('lazy tabs (only the selected panel is rendered, as on a chart page)', () => {
  it('put the panel under the selected tab, not the first one', () => {
    const html = `<!doctype html><html><head><title>Bar chart</title></head><body><main><article>
<div class="theme-doc-markdown markdown"><h1>Bar chart</h1>
<div class="tabs-container"><ul role="tablist"><li role="tab" aria-selected="false">Angular</li><li role="tab" aria-selected="true">React</li><li role="tab" aria-selected="false">Vue</li></ul>
<div class="margin-top--md"><div role="tabpanel"><pre class="prism-code language-tsx"><code><div class="token-line"><span>import { VizItem } from '@quantaloop/react-embed';</span><br/></div></code></pre></div></div>
</div></div></article></main></body></html>`;
    const md = htmlToMarkdown(html, '/flex/charts/bar-chart', SITE).markdown;
    expect(md).toContain("**React**\n\n```tsx\nimport { VizItem } from '@quantaloop/react-embed';\n```");
    expect(md).not.toContain('**Angular**');
  });
});
