/**
 * Replaces @docusaurus/theme-classic@3.10.2 CodeBlock (20 lines upstream; its content components are used as
 * they are). One difference: no remount after hydration. The stock component keys its content on
 * `useIsBrowser()`, so every block is thrown away and highlighted again right after hydrating, only to apply
 * a dark Prism theme; ./Content does that when the theme really differs, and otherwise keeps the server's
 * highlighted lines (an SDK guide has ~2,000 tokens in six-language tab panels, all highlighted again on every
 * first visit). ./Content also loads the highlighter itself, and the SDK languages (bash, PHP, Java, C#), only
 * when a block has to be highlighted in the browser.
 */
import React, { Suspense, isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type CodeBlockType from '@theme/CodeBlock';
import { PlainText } from './highlighter';

type Props = React.ComponentProps<typeof CodeBlockType>;

/** As upstream: plain-string children are joined so the block can be copied; elements are kept as they are. */
function stringified(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children, ...props }: Props): React.JSX.Element {
  const content = stringified(children);
  if (typeof content !== 'string') return <ElementContent {...props}>{content}</ElementContent>;
  // The boundary holds the whole block, not just its content: the word-wrap hook outside the content reads
  // the <pre> in an effect, which must not run while the content is suspended or not hydrated yet. The same
  // boundary on the server and in the browser, so hydration matches.
  return (
    <Suspense
      fallback={
        <PlainText value>
          <StringContent {...props}>{content}</StringContent>
        </PlainText>
      }
    >
      <StringContent {...props}>{content}</StringContent>
    </Suspense>
  );
}
