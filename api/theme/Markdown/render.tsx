import React, { type ReactNode } from 'react';
import type { Block, Inline } from './parse';

/**
 * How a page draws what differs between its uses of the parsed Markdown: an API page highlights fenced code and
 * links with plain anchors (an operation's description is Markdown from an OpenAPI file); the changelog shows code
 * as it is and links through Docusaurus (its links are the site's own pages).
 */
export interface MarkdownParts {
  code(block: Extract<Block, { type: 'code' }>, key: number): ReactNode;
  link(href: string, children: ReactNode[], key: number): ReactNode;
}

/** The blocks of ./parse.ts as React elements (paragraphs, lists, fenced code, tables; inline markup). */
export function renderBlocks(blocks: Block[], parts: MarkdownParts): ReactNode[] {
  const inlines = (nodes: Inline[]): ReactNode[] =>
    nodes.map((node, i) => {
      switch (node.type) {
        case 'text':
          return node.text;
        case 'code':
          return <code key={i}>{node.text}</code>;
        case 'strong':
          return <strong key={i}>{inlines(node.children)}</strong>;
        case 'em':
          return <em key={i}>{inlines(node.children)}</em>;
        case 'link':
          return parts.link(node.href, inlines(node.children), i);
        case 'break':
          return <br key={i} />;
      }
    });
  return blocks.map((block, i) => {
    switch (block.type) {
      case 'paragraph':
        return <p key={i}>{inlines(block.content)}</p>;
      case 'list': {
        const items = block.items.map((item, j) => <li key={j}>{inlines(item)}</li>);
        return block.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
      }
      case 'code':
        return parts.code(block, i);
      case 'table':
        return (
          <table key={i}>
            <thead>
              <tr>
                {block.header.map((cell, j) => (
                  <th key={j}>{inlines(cell)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, j) => (
                    <td key={j}>{inlines(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        );
    }
  });
}
