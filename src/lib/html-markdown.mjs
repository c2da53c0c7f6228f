// @ts-check
/**
 * The site's one HTML-to-Markdown converter (rehype-remark, on HTML parsed as a browser parses it), used at
 * build time by the llms.txt Markdown twins (plugins/llms-txt/html-to-markdown.ts, which first picks a page's
 * content out of its hast tree) and by the API pages for OpenAPI descriptions written in HTML
 * (api/description-markdown.mjs). One Markdown style for both: `-` bullets, fenced code, GFM tables.
 * A module of its own in plain JavaScript because scripts/api-generate.mjs loads the API side in plain Node.
 */
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

/** @import { Element, Root, RootContent } from 'hast' */

const toMarkdown = unified()
  .use(rehypeRemark)
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-' });

/**
 * A hast tree as Markdown, trimmed.
 * @param {Root} tree
 * @returns {string}
 */
export function hastToMarkdown(tree) {
  tidyLinks(tree);
  const mdast = toMarkdown.runSync(tree);
  return String(toMarkdown.stringify(mdast)).trim();
}

/**
 * An HTML fragment (no <html> or <body> around it) as Markdown, trimmed.
 * @param {string} html
 * @returns {string}
 */
export function htmlFragmentToMarkdown(html) {
  return hastToMarkdown(unified().use(rehypeParse, { fragment: true }).parse(html));
}

/**
 * Links Markdown cannot write as they are: an <a> without href is no link (an anchor, or a name its source
 * meant to link), so its text stays without an empty `[text]()`; a link inside code (`<code><a>Name</a></code>`,
 * as API references write operation names) becomes code inside the link, since code cannot hold a link.
 * @param {Root | Element} node
 */
function tidyLinks(node) {
  /** @type {RootContent[]} */
  const children = node.children;
  /** @type {(child: RootContent) => RootContent[]} */
  const tidy = (child) => {
    if (child.type !== 'element') return [child];
    tidyLinks(child);
    if (child.tagName === 'a' && child.properties.href == null) return child.children;
    const links = child.children.filter((c) => c.type === 'element' && c.tagName === 'a');
    const blank = (/** @type {RootContent} */ c) => c.type === 'text' && !c.value.trim();
    if (
      child.tagName !== 'code' ||
      links.length !== 1 ||
      !child.children.every((c) => links.includes(c) || blank(c))
    )
      return [child];
    const link = /** @type {Element} */ (links[0]);
    return child.children.map((c) =>
      c === link ? { ...link, children: [{ ...child, children: link.children }] } : c,
    );
  };
  node.children = /** @type {Element['children']} */ (children.flatMap(tidy));
}
