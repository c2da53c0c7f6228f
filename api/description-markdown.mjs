// @ts-check
/**
 * OpenAPI operation descriptions made safe for the MDX of an API page (plugin-config.mjs writes them into it):
 * HTML becomes Markdown, what MDX would read as JSX or JavaScript is escaped, and GitHub-style alerts become
 * admonitions.
 */
import { htmlFragmentToMarkdown } from '../src/lib/html-markdown.mjs';

/**
 * The operation description goes into the page as MDX, where any `<` opens JSX: real files' HTML descriptions
 * (`<p>`, `<br>`, unclosed or invented tags such as `<important&gt;`) and a plain "a < b" stop the build. HTML
 * becomes Markdown (src/lib/html-markdown.mjs, the llms.txt twins' converter too); then every `<` outside code becomes `&lt;` (the plugin's own escaping lets
 * through the tags of a list, `<br>` among them, which MDX rejects unclosed), and a line that starts with `import` or
 * `export` (MDX would read it as JavaScript) starts with a character reference. Descriptions without either (ours) are
 * left as they are. (Schema and parameter descriptions are JSON props, rendered by the theme: not MDX.)
 * @template T
 * @param {T} description a string, else returned as it is
 * @returns {T | string}
 */
export function mdxSafe(description) {
  if (typeof description !== 'string') return description;
  const text = alertsToAdmonitions(description);
  if (!outsideCode(text).some((t) => t.includes('<') || /^(import|export)\b/m.test(t))) return text;
  const markdown = /<\/?[A-Za-z][^>]*>/.test(text) ? htmlToMarkdown(text) : text;
  return splitCode(markdown)
    .map((part, i) => (i % 2 ? part : part.replace(/</g, '&lt;').replace(/^(import|export)\b/gm, '&#$1;')))
    .join('')
    .replace(/&#import;/g, '&#105;mport')
    .replace(/&#export;/g, '&#101;xport');
}

/** GitHub's alert kinds and the admonition each becomes. */
const ALERTS = /** @type {const} */ ({
  NOTE: 'note',
  TIP: 'tip',
  IMPORTANT: 'info',
  WARNING: 'warning',
  CAUTION: 'danger',
});

/**
 * GitHub-style alerts (`> [!NOTE]` and the quoted lines under it), which GitHub's own REST description uses in
 * 150 descriptions (issue 52), become the site's admonitions (`:::note`); as a plain quote the page showed
 * "[!NOTE]" as text. Fenced code is left as it is.
 * @param {string} text
 * @returns {string}
 */
export function alertsToAdmonitions(text) {
  if (!text.includes('[!')) return text;
  return text
    .split(/(```[^]*?```|~~~[^]*?~~~)/)
    .map((part, i) =>
      i % 2
        ? part
        : part
            .replace(
              /^> ?\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*\n((?:>.*(?:\n|$))*)/gm,
              (_, /** @type {keyof typeof ALERTS} */ kind, /** @type {string} */ body) =>
                `\n\n:::${ALERTS[kind]}\n\n${body.replace(/^> ?/gm, '').trim()}\n\n:::\n\n`,
            )
            // Blank lines around the admonition, one each (in prose, where more mean the same).
            .replace(/\n{3,}/g, '\n\n'),
    )
    .join('')
    .replace(/^\n+/, '');
}

/**
 * HTML to Markdown, unless that would lose words: HTML parsing swallows text after a malformed tag (a real
 * file's `</important&gt;` eats the rest of the description), and then the text stays as written instead.
 * @param {string} html
 * @returns {string}
 */
function htmlToMarkdown(html) {
  const fixed = html.replace(/<(\/?[A-Za-z][\w-]*)&gt;/g, '<$1>'); // `<note&gt;`: a tag whose `>` was escaped
  const markdown = htmlFragmentToMarkdown(fixed);
  /** @param {string} text */
  const words = (text) => text.replace(/<[^>]*>|&#?\w+;/g, ' ').match(/[A-Za-z0-9]{3,}/g) ?? [];
  const kept = new Set(words(markdown));
  return words(fixed).every((w) => kept.has(w)) ? markdown : html;
}

/**
 * Text split into [prose, code, prose, code, ...]: fenced blocks and inline code spans are the odd parts.
 * @param {string} text
 * @returns {string[]}
 */
function splitCode(text) {
  return text.split(/(```[^]*?```|~~~[^]*?~~~|`[^`\n]+`)/);
}

/** @param {string} text @returns {string[]} the prose parts */
function outsideCode(text) {
  return splitCode(text).filter((_, i) => i % 2 === 0);
}
