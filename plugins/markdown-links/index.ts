/**
 * Docusaurus' `markdown.hooks.onBrokenMarkdownLinks` (docusaurus.config.ts): a link to a Markdown file that does
 * not exist. With the stock 'throw', the file's compilation stopped at its first such link, so a second one in
 * the same file was only found on the next build (4-8 minutes each). Here each one is reported with its file
 * and line as it is found, and rewritten to a path no page has, under BROKEN_MARKDOWN_LINK: the build's
 * broken-links check (`onBrokenLinks: 'throw'`, once every page is rendered) then fails the build with all of
 * them in one list, each path naming its file and line.
 */
import type { OnBrokenMarkdownLinksFunction } from '@docusaurus/types';

export const BROKEN_MARKDOWN_LINK = '/broken-markdown-link';

export const onBrokenMarkdownLink: OnBrokenMarkdownLinksFunction = ({ sourceFilePath, url, node }) => {
  const start = node.position?.start;
  const at = `${sourceFilePath}${start ? `:${start.line}:${start.column}` : ''}`;
  console.error(
    `[ERROR] Markdown link ${url} in ${at} points to no Markdown file: fix the path (the build fails).`,
  );
  return `${BROKEN_MARKDOWN_LINK}/${at}`;
};
