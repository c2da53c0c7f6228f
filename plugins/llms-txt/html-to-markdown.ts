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

/** Parts of a rendered page that are navigation or controls, not content. */
const NOISE = [
  'script',
  'style',
  'noscript',
  'svg',
  'button',
  'nav',
  'footer',
  'form',
  '.hash-link',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.theme-doc-toc-mobile',
  '.theme-doc-version-badge',
  '.pagination-nav',
  '[data-llms-ignore]',
  '[aria-hidden="true"]',
];

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

/** Replaces each node matching `selector` using `replace` (which returns its new siblings). */
function replaceAll(
  tree: Root | Element,
  selector: string,
  replace: (el: Element) => ElementContent[],
): void {
  const targets = new Set(selectAll(selector, tree));
  const walk = (parent: Root | Element) => {
    const next: (ElementContent | Root['children'][number])[] = [];
    for (const child of parent.children) {
      if (child.type === 'element' && targets.has(child)) next.push(...replace(child));
      else {
        if (child.type === 'element') walk(child);
        next.push(child);
      }
    }
    parent.children = next as typeof parent.children;
  };
  walk(tree);
}

/**
 * Converts a prerendered page to clean Markdown: its main content only (the docs article, or <main>), code
 * blocks as fenced code with their language, tabs flattened into labelled sections, links made absolute.
 */
export function htmlToMarkdown(html: string, pageUrl: string, siteUrl: string): PageMarkdown {
  const tree = unified().use(rehypeParse).parse(html) as Root;
  const title =
    textOf(select('article h1, main h1', tree) ?? text('')).trim() ||
    textOf(select('title', tree) ?? text('')).trim();
  const description = String(select('meta[name="description"]', tree)?.properties?.content ?? '');
  const content: Element = select('article', tree) ?? select('main', tree) ?? h('div', []);

  // Code blocks: Docusaurus renders lines as spans in <pre class="language-x"><code>; keep text + language.
  replaceAll(content, 'pre', (pre) => {
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
  });
  // Tabs: every panel, each under its tab's label (only the selected one is visible on the page).
  replaceAll(content, '.tabs-container', (tabs) => {
    const labels = selectAll('[role="tab"]', tabs).map((t) => textOf(t).trim());
    const panels = selectAll('[role="tabpanel"]', tabs);
    return panels.flatMap((panel, i) => [
      h('p', [h('strong', [text(labels[i] ?? `Tab ${i + 1}`)])]),
      ...panel.children,
    ]);
  });
  for (const selector of NOISE) replaceAll(content, selector, () => []);
  dropComments(content);
  for (const a of selectAll('a[href]', content)) {
    const href = String(a.properties.href);
    if (href.startsWith('/')) a.properties.href = new URL(href, siteUrl).toString();
    else if (href.startsWith('#')) a.properties.href = new URL(pageUrl + href, siteUrl).toString();
  }
  for (const img of selectAll('img[src]', content)) {
    const src = String(img.properties.src);
    if (src.startsWith('/')) img.properties.src = new URL(src, siteUrl).toString();
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
