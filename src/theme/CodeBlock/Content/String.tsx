/**
 * Replaces @docusaurus/theme-classic@3.10.2 CodeBlock/Content/String (the context a string block renders in)
 * for one reason: its word-wrap state comes from `../word-wrap.ts`, not from theme-common's `useCodeWordWrap`,
 * which re-rendered every code block once after hydration (see that file). The metadata and the layout are the
 * stock ones.
 */
import React from 'react';
import type { Props } from '@theme/CodeBlock/Content/String';
import { useThemeConfig } from '@docusaurus/theme-common';
import { CodeBlockContextProvider, createCodeBlockMetadata } from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import { useCodeWordWrap } from '../word-wrap';

export default function CodeBlockString(props: Props): React.JSX.Element {
  const { prism } = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
