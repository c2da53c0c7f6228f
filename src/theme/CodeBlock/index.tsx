/**
 * Replaces @docusaurus/theme-classic@3.10.2 CodeBlock (20 lines upstream; its content components are used as
 * they are). Two differences:
 *
 * 1. No remount after hydration. The stock component keys its content on `useIsBrowser()`, so every block is
 *    thrown away and highlighted again right after hydrating, only to apply a dark Prism theme; ./Content does
 *    that when the theme really differs, and otherwise keeps the server's highlighted lines (an SDK guide has
 *    ~2,000 tokens in six-language tab panels, all highlighted again on every first visit).
 * 2. The Prism languages only some pages use (bash, PHP, Java, C#: 9 KiB gzipped) load with the first code
 *    block that needs them instead of with every page (the theme loads `prism.additionalLanguages` in
 *    main.js). A block mounted after hydration (client-side navigation) suspends until its language is there,
 *    showing plain text for the moment the chunk takes. A hydrating block does not wait: it keeps the server's
 *    lines, so a page opened directly loads the chunk only if a block must be highlighted again.
 */
import React, { Suspense, isValidElement, use, useState, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type CodeBlockType from '@theme/CodeBlock';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { isLazyLanguage, languageOf, pendingLanguage } from './languages';
import { useHydrating } from './hydrating';

type Props = React.ComponentProps<typeof CodeBlockType>;

/** As upstream: plain-string children are joined so the block can be copied; elements are kept as they are. */
function stringified(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

function CodeBlock({ children, ...props }: Props): React.JSX.Element {
  const content = stringified(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}

function WhenLoaded({ language, children }: { language: string; children: ReactNode }): ReactNode {
  const hydrating = useHydrating();
  const [hydrated] = useState(() => hydrating && ExecutionEnvironment.canUseDOM);
  const promise = hydrated ? null : pendingLanguage(language);
  if (promise) use(promise);
  return children;
}

export default function CodeBlockWithLanguages(props: Props): React.JSX.Element {
  const language = languageOf(props);
  if (!isLazyLanguage(language)) return <CodeBlock {...props} />;
  // Always the same tree for a lazy language, loaded or not: the server (which has it loaded after its first
  // page) and the hydrating client (which doesn't yet) must agree on the Suspense boundary.
  return (
    <Suspense fallback={<CodeBlock {...props} language="text" />}>
      <WhenLoaded language={language}>
        <CodeBlock {...props} />
      </WhenLoaded>
    </Suspense>
  );
}
