import type ContentType from '@theme/CodeBlock/Content';

/**
 * The highlighter, loaded on demand: the stock content component (prism-react-renderer's Highlight, Prism
 * and its bundled grammars: 25 KiB gzipped) and, for the SDK samples, the grammars prism-languages.ts adds.
 * Nothing here is needed to hydrate a page opened directly, which keeps its prerendered highlighting.
 *
 * The build's prerendering has both from the start (./prerender.ts, required only where
 * plugins/page-weight/prism-on-demand defines DOCS_PRERENDER: the server bundle), so no block waits on the server and the
 * blocks need no Suspense boundary. In the browser bundle that branch is dead code, left out by webpack.
 */

/** Languages (and their aliases) that prism-languages.ts adds. */
const LAZY_LANGUAGES = new Set(['bash', 'sh', 'shell', 'php', 'java', 'csharp', 'cs', 'dotnet']);

let Highlighted: typeof ContentType | null = null;
let highlighterLoading: Promise<unknown> | null = null;
let languagesLoaded = false;
let languagesLoading: Promise<unknown> | null = null;

if (process.env.DOCS_PRERENDER) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would be in every page's JS
  Highlighted = (require('./prerender') as { default: typeof ContentType }).default;
  languagesLoaded = true;
}

/** The stock content component once loaded (pendingHighlighting returned null), else null. */
export function highlightedContent(): typeof ContentType | null {
  return Highlighted;
}

/** True when a block in `language` can be highlighted now, without loading anything. */
export function highlighterReady(language: string | undefined): boolean {
  return Highlighted !== null && (language === undefined || !LAZY_LANGUAGES.has(language) || languagesLoaded);
}

/**
 * null when a block in `language` can be highlighted now, else the promise of what it still needs. The same
 * promise every time, so an effect can wait on it. `loadHighlighted` imports the stock component (the wrapper
 * in ./Content names its original).
 */
export function pendingHighlighting(
  language: string | undefined,
  loadHighlighted: () => Promise<{ default: typeof ContentType }>,
): Promise<unknown> | null {
  const pending: Promise<unknown>[] = [];
  if (!Highlighted) {
    highlighterLoading ??= loadHighlighted().then((m) => {
      Highlighted = m.default;
    });
    pending.push(highlighterLoading);
  }
  if (language !== undefined && LAZY_LANGUAGES.has(language) && !languagesLoaded) {
    languagesLoading ??= import(/* webpackChunkName: "highlighter-languages" */ './prism-languages').then(
      () => {
        languagesLoaded = true;
      },
    );
    pending.push(languagesLoading);
  }
  if (!pending.length) return null;
  return pending.length === 1 ? pending[0]! : both(pending);
}

let bothLoading: Promise<unknown> | null = null;
function both(pending: Promise<unknown>[]): Promise<unknown> {
  bothLoading ??= Promise.all(pending);
  return bothLoading;
}
