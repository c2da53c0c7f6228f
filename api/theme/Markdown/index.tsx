import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { parseBlocks, type Block, type Inline } from './parse';

/**
 * Replaces docusaurus-theme-openapi-docs@5.2.0 Markdown (react-markdown + remark-gfm + rehype-raw, roughly 60
 * KB of gzipped JS on every API page) with a renderer for the subset our OpenAPI descriptions use:
 * paragraphs, lists, tables, fenced code, `code`, **bold**, *emphasis*, [links](url) and <br/>. Raw HTML is
 * shown as text. tests/unit/api/markdown.test.ts checks that every description in the OpenAPI files stays
 * within it.
 */
export default function Markdown({ children }: { children?: ReactNode }): ReactNode {
  if (typeof children !== 'string') return children ?? null;
  return <>{parseBlocks(children).map(renderBlock)}</>;
}

function renderBlock(block: Block, i: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={i}>{renderInlines(block.content)}</p>;
    case 'list': {
      const items = block.items.map((item, j) => <li key={j}>{renderInlines(item)}</li>);
      return block.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
    }
    case 'code':
      return (
        <CodeBlock key={i} language={block.language || undefined}>
          {block.code}
        </CodeBlock>
      );
    case 'table':
      return (
        <table key={i}>
          <thead>
            <tr>
              {block.header.map((cell, j) => (
                <th key={j}>{renderInlines(cell)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, j) => (
                  <td key={j}>{renderInlines(cell)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

function renderInlines(inlines: Inline[]): ReactNode[] {
  return inlines.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'strong':
        return <strong key={i}>{renderInlines(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInlines(node.children)}</em>;
      case 'link':
        return (
          <a key={i} href={node.href} {...(/^https?:/.test(node.href) ? { rel: 'noopener noreferrer' } : {})}>
            {renderInlines(node.children)}
          </a>
        );
      case 'break':
        return <br key={i} />;
    }
  });
}
