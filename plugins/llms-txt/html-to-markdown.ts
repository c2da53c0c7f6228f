import { unified } from 'unified';
import rehypeParse from 'rehype-parse';
import { select, selectAll } from 'hast-util-select';
import type { Element, ElementContent, Root, Text } from 'hast';
import { hastToMarkdown } from '../../src/lib/html-markdown.mjs';

export interface PageMarkdown {
  title: string;
  description: string;
  markdown: string;
}

/**
 * Parts of a rendered page that are navigation or controls, not content: these elements, elements with these
 * classes, `[data-llms-ignore]` and `[aria-hidden="true"]`. Tested directly on each element: as CSS selectors,
 * one tree walk per selector took most of the build time of an API page's twin (bench/scale).
 */
const NOISE_TAGS = new Set(['script', 'style', 'noscript', 'svg', 'button', 'nav', 'footer', 'form']);
const NOISE_CLASSES = new Set([
  'hash-link',
  'theme-doc-breadcrumbs',
  'theme-doc-footer',
  'theme-doc-toc-mobile',
  'theme-doc-version-badge',
  'pagination-nav',
]);

function isNoise(el: Element): boolean {
  const { dataLlmsIgnore, ariaHidden } = el.properties;
  return (
    NOISE_TAGS.has(el.tagName) ||
    classList(el).some((c) => NOISE_CLASSES.has(c)) ||
    (dataLlmsIgnore !== undefined && dataLlmsIgnore !== null && dataLlmsIgnore !== false) ||
    String(ariaHidden) === 'true'
  );
}

const text = (value: string): Text => ({ type: 'text', value });

function h(tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element {
  return { type: 'element', tagName, properties, children };
}

function classList(el: Element): string[] {
  const c = el.properties?.className;
  if (Array.isArray(c)) return c.map(String);
  return c === undefined || c === null ? [] : String(c).split(/\s+/);
}

function textOf(node: ElementContent | Root): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return '\n';
  if ('children' in node) return (node.children as ElementContent[]).map(textOf).join('');
  return '';
}

/** Replaces each element for which `matches` holds using `replace` (which returns its new siblings). */
function replaceAll(
  tree: Root | Element,
  matches: (el: Element) => boolean,
  replace: (el: Element) => ElementContent[],
): void {
  const walk = (parent: Root | Element) => {
    const next: (ElementContent | Root['children'][number])[] = [];
    for (const child of parent.children) {
      if (child.type === 'element' && matches(child)) next.push(...replace(child));
      else {
        if (child.type === 'element') walk(child);
        next.push(child);
      }
    }
    parent.children = next as typeof parent.children;
  };
  walk(tree);
}

/** Every element under `node`, in document order. */
function* elements(node: Root | Element): Generator<Element> {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    yield child;
    yield* elements(child);
  }
}

/** Every index of `part` in `html`. */
function indexesOf(html: string, part: string): number[] {
  const found: number[] = [];
  for (let at = html.indexOf(part); at >= 0; at = html.indexOf(part, at + 1)) found.push(at);
  return found;
}

/**
 * What a twin is made of, cut from the page before it is parsed: the head (the title and description) and
 * the one <main> (the content: its article, or itself). The rest is the site's navigation; on an API page,
 * the whole API's side navigation, half of the page's HTML, and parsing it was a fourth of the twin's time.
 * The whole page when the cut could change what is read: no head, not exactly one <main>, or an <article>
 * outside it.
 */
export function contentHtml(html: string): string {
  const headEnd = html.indexOf('</head>');
  const starts = indexesOf(html, '<main');
  const ends = indexesOf(html, '</main>');
  if (headEnd < 0 || starts.length !== 1 || ends.length !== 1) return html;
  const start = starts[0]!;
  const end = ends[0]! + '</main>'.length;
  if (start < headEnd || end < start) return html;
  if (indexesOf(html, '<article').some((at) => at < start || at >= end)) return html;
  return `${html.slice(0, headEnd)}</head><body>${html.slice(start, end)}</body></html>`;
}

/**
 * Converts a prerendered page to clean Markdown: its main content only (the docs article, or <main>), code
 * blocks as fenced code with their language, tabs flattened into labelled sections, links made absolute.
 */
export function htmlToMarkdown(html: string, pageUrl: string, siteUrl: string): PageMarkdown {
  const tree = unified().use(rehypeParse).parse(contentHtml(html)) as Root;
  const title =
    textOf(select('article h1, main h1', tree) ?? text('')).trim() ||
    textOf(select('title', tree) ?? text('')).trim();
  const description = String(select('meta[name="description"]', tree)?.properties?.content ?? '');
  const content: Element = select('article', tree) ?? select('main', tree) ?? h('div', []);

  // Code blocks: Docusaurus renders lines as spans in <pre class="language-x"><code>; keep text + language.
  replaceAll(
    content,
    (el) => el.tagName === 'pre',
    (pre) => {
      const lang = [...classList(pre), ...classList((select('code', pre) as Element | undefined) ?? pre)]
        .find((c) => c.startsWith('language-'))
        ?.slice('language-'.length);
      const lines = selectAll('.token-line', pre);
      const code = lines.length ? lines.map((l) => textOf(l).replace(/\n$/, '')).join('\n') : textOf(pre);
      return [
        h('pre', [
          h('code', [text(code.replace(/\n+$/, ''))], lang ? { className: [`language-${lang}`] } : {}),
        ]),
      ];
    },
  );
  // Tabs: every panel, each under its tab's label (only the selected one is visible on the page). Lazy tabs
  // render the selected panel only: it goes under the selected tab's label, not the first one's.
  replaceAll(
    content,
    (el) => classList(el).includes('tabs-container'),
    (tabs) => {
      const tabEls = selectAll('[role="tab"]', tabs);
      const labels = tabEls.map((t) => textOf(t).trim());
      const panels = selectAll('[role="tabpanel"]', tabs);
      const selected = tabEls.findIndex((t) => String(t.properties.ariaSelected) === 'true');
      const labelOf = (i: number) =>
        panels.length === labels.length ? labels[i] : panels.length === 1 ? labels[selected] : undefined;
      return panels.flatMap((panel, i) => [
        h('p', [h('strong', [text(labelOf(i) ?? `Tab ${i + 1}`)])]),
        ...panel.children,
      ]);
    },
  );
  replaceAll(content, isNoise, () => []);
  dropComments(content);
  for (const el of elements(content)) {
    const { href, src } = el.properties;
    if (el.tagName === 'a' && href !== undefined && href !== null) {
      if (String(href).startsWith('/')) el.properties.href = new URL(String(href), siteUrl).toString();
      else if (String(href).startsWith('#'))
        el.properties.href = new URL(pageUrl + String(href), siteUrl).toString();
    } else if (el.tagName === 'img' && src !== undefined && src !== null && String(src).startsWith('/')) {
      el.properties.src = new URL(String(src), siteUrl).toString();
    }
  }

  const body = hastToMarkdown({ type: 'root', children: [content] });
  return {
    title,
    description,
    markdown: /^# /m.test(body) ? `${body}\n` : `# ${title}\n\n${body}\n`,
  };
}

/** React's SSR text separators (<!-- -->) and other comments are not content. */
function dropComments(node: Root | Element): void {
  node.children = node.children.filter((c) => c.type !== 'comment') as typeof node.children;
  for (const c of node.children) if (c.type === 'element') dropComments(c);
}
