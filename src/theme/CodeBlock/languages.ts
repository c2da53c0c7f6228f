import { Prism } from 'prism-react-renderer';

/** Languages (and their aliases) that prism-languages.ts adds. */
export const LAZY_LANGUAGES = new Set(['bash', 'sh', 'shell', 'php', 'java', 'csharp', 'cs', 'dotnet']);

let loading: Promise<unknown> | null = null;

/** The code block's language, from the `language` prop or a Markdown fence's `language-x` class. */
export function languageOf(props: { language?: string; className?: string }): string | undefined {
  return props.language ?? /(?:^|\s)language-([\w#+-]+)/.exec(props.className ?? '')?.[1];
}

export function isLazyLanguage(language: string | undefined): language is string {
  return language !== undefined && LAZY_LANGUAGES.has(language);
}

/**
 * null when the language is ready to highlight (built in, already loaded or not one we add), else the promise
 * of the chunk that adds it. The same promise every time, so React can suspend on it.
 */
export function pendingLanguage(language: string | undefined): Promise<unknown> | null {
  if (!isLazyLanguage(language) || Prism.languages[language]) return null;
  loading ??= import('./prism-languages');
  return loading;
}
