import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { parseBlocks } from './parse';
import { renderBlocks, type MarkdownParts } from './render';

/**
 * Replaces docusaurus-theme-openapi-docs@5.2.0 Markdown (react-markdown + remark-gfm + rehype-raw, roughly 60
 * KB of gzipped JS on every API page) with a renderer for the subset our OpenAPI descriptions use:
 * paragraphs, lists, tables, fenced code, `code`, **bold**, *emphasis*, [links](url) and <br/>. Raw HTML is
 * shown as text. tests/unit/api/markdown.test.ts checks that every description in the OpenAPI files stays
 * within it.
 */
export default function Markdown({ children }: { children?: ReactNode }): ReactNode {
  if (typeof children !== 'string') return children ?? null;
  return <>{renderBlocks(parseBlocks(children), API_PARTS)}</>;
}

const API_PARTS: MarkdownParts = {
  code: (block, key) => (
    <CodeBlock key={key} language={block.language || undefined}>
      {block.code}
    </CodeBlock>
  ),
  link: (href, children, key) => (
    <a key={key} href={href} {...(/^https?:/.test(href) ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  ),
};
