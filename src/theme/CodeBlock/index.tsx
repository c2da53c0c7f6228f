/**
 * Wraps @docusaurus/theme-classic@3.10.2 CodeBlock so the Prism languages only some pages use (bash, PHP, Java,
 * C#: 9 KiB gzipped) load with the first code block that needs them instead of with every page (the theme
 * loads `prism.additionalLanguages` in main.js). The block suspends until its language is there: while the
 * page hydrates React keeps the server's highlighted HTML (no mismatch, no flash); after a client-side
 * navigation the plain-text block shows for the moment the chunk takes.
 */
import React, { Suspense, use, type ReactNode } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type { WrapperProps } from '@docusaurus/types';
import { isLazyLanguage, languageOf, pendingLanguage } from './languages';

type Props = WrapperProps<typeof CodeBlockType>;

function WhenLoaded({
  promise,
  children,
}: {
  promise: Promise<unknown> | null;
  children: ReactNode;
}): ReactNode {
  if (promise) use(promise);
  return children;
}

export default function CodeBlockWrapper(props: Props): React.JSX.Element {
  const language = languageOf(props);
  if (!isLazyLanguage(language)) return <CodeBlock {...props} />;
  // Always the same tree for a lazy language, loaded or not: the server (which has it loaded after its first
  // page) and the hydrating client (which doesn't yet) must agree on the Suspense boundary.
  return (
    <Suspense fallback={<CodeBlock {...props} language="text" />}>
      <WhenLoaded promise={pendingLanguage(language)}>
        <CodeBlock {...props} />
      </WhenLoaded>
    </Suspense>
  );
}
