/**
 * Wraps @docusaurus/theme-classic@3.10.2 CodeBlock/Content so that hydrating a page does not highlight its code
 * again (../index.tsx no longer remounts blocks after hydration either). The prerendered HTML already holds
 * every block highlighted; the stock component tokenized each one on the client only to produce the same spans
 * (an SDK guide: ~2,000 tokens in six-language tab panels, most of them hidden).
 *
 * While React hydrates, the block renders an empty `<pre>` whose inner HTML React does not touch
 * (`dangerouslySetInnerHTML` + `suppressHydrationWarning`): the server's highlighted lines stay as they are.
 * The stock component takes over as soon as anything the HTML was made from changes: the code, the language,
 * or the Prism theme (a reader in dark mode gets the dark colours right after hydration, as before). Blocks
 * mounted after hydration (client-side navigation, a code viewer switching files) are never frozen.
 */
import React, { useEffect, useReducer, useState } from 'react';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { pendingLanguage } from '../languages';
import { useHydrating } from '../hydrating';

type Props = WrapperProps<typeof ContentType>;

interface Prerendered {
  code: string;
  language: string;
  theme: unknown;
}

export default function ContentWrapper(props: Props): React.JSX.Element {
  const hydrating = useHydrating();
  const { metadata, wordWrap } = useCodeBlockContext();
  const theme = usePrismTheme();
  const [prerendered] = useState<Prerendered | null>(() =>
    hydrating && ExecutionEnvironment.canUseDOM
      ? { code: metadata.code, language: metadata.language, theme }
      : null,
  );
  const changed =
    prerendered !== null &&
    (prerendered.code !== metadata.code ||
      prerendered.language !== metadata.language ||
      prerendered.theme !== theme);
  // A change needs the language's grammar: keep the server's lines until the chunk is there rather than
  // flash plain text (the stock path suspends on it in the CodeBlock wrapper).
  const pending = changed ? pendingLanguage(metadata.language) : null;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let live = true;
    void pending?.then(() => live && rerender());
    return () => {
      live = false;
    };
  }, [pending]);

  if (prerendered && (!changed || pending)) {
    return (
      <pre
        ref={wordWrap.codeBlockRef}
        // as the stock block: scrollable code is reachable from the keyboard
        tabIndex={0}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return <Content {...props} />;
}
