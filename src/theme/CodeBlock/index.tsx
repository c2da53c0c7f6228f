/**
 * Replaces @docusaurus/theme-classic@3.10.2 CodeBlock (20 lines upstream; its content components are used as
 * they are). One difference: no remount after hydration. The stock component keys its content on
 * `useIsBrowser()`, so every block is thrown away and highlighted again right after hydrating, only to apply
 * a dark Prism theme; ./Content does that when the theme really differs, and otherwise keeps the server's
 * highlighted lines (an SDK guide has ~2,000 tokens in six-language tab panels, all highlighted again on every
 * first visit). ./Content also loads the highlighter itself, and the SDK languages (bash, PHP, Java, C#), only
 * when a block has to be highlighted in the browser.
 *
 * No Suspense boundary here, on purpose: React hydrates each boundary of the server's HTML on its own, after
 * the page, and the first update after hydration that reaches one (the browser context, the colour mode)
 * hydrates it synchronously, one boundary at a time. A guide's blocks cost a phone ~200 ms in one task that
 * way. Without boundaries the blocks hydrate with the page, in React's interruptible pass; nothing suspends
 * (the prerendering has the highlighter from the start: ./highlighter.ts).
 */
import React, { isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type CodeBlockType from '@theme/CodeBlock';

type Props = React.ComponentProps<typeof CodeBlockType>;

/** As upstream: plain-string children are joined so the block can be copied; elements are kept as they are. */
function stringified(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children, ...props }: Props): React.JSX.Element {
  const content = stringified(children);
  if (typeof content !== 'string') return <ElementContent {...props}>{content}</ElementContent>;
  return <StringContent {...props}>{content}</StringContent>;
}
