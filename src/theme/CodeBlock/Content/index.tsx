/**
 * Wraps @docusaurus/theme-classic@3.10.2 CodeBlock/Content so that hydrating a page needs no highlighter
 * and does not highlight its code again. The prerendered HTML already holds every block highlighted; the
 * stock component tokenized each one on the client only to produce the same spans (an SDK guide: ~2,000
 * tokens in six-language tab panels, most of them hidden), and needed Prism in every page's first load.
 *
 * While React hydrates, the block renders an empty `<pre>` whose inner HTML React does not touch
 * (`dangerouslySetInnerHTML` + `suppressHydrationWarning`): the server's highlighted lines stay as they are.
 * The stock component, loaded on demand (../highlighter.ts), takes over as soon as anything the HTML was made
 * from changes: the code or the language. The Prism theme is not among them: the HTML has the light theme's
 * inline colours and a stylesheet in the page's head gives them the dark theme's in dark mode, from the first
 * paint (plugins/page-weight/prism-on-demand/dark-css.ts); a reader in dark mode saw every block white until
 * the highlighter had loaded and drawn it again. Blocks mounted after hydration (client-side
 * navigation, a code viewer switching files) are never frozen; until the highlighter is loaded they show
 * their code as plain text, and they load it only once they are in view, or within 300 px of it once the
 * page is idle: an example page's code viewer, under its chart, fetched the highlighter (25 KiB gzipped) on
 * every first visit for code the reader had not scrolled to.
 */
import React, { useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import clsx from 'clsx';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { highlightedContent, highlighterReady, pendingHighlighting } from '../highlighter';
import { useHydrating } from '../hydrating';
import { whenNearViewport } from '@site/src/lib/near-viewport';
import { whenIdle } from '@site/src/client/routing';
// The stock block's own classes (a CSS module: the same file gives the same class names).
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** The stock component, in the highlighter's own chunk (with prism-react-renderer). */
const loadOriginal = () =>
  import(/* webpackChunkName: "highlighter" */ '@theme-original/CodeBlock/Content') as Promise<{
    default: typeof ContentType;
  }>;

interface Prerendered {
  code: string;
  language: string;
}

/** A block's code as plain text, in the stock block's frame (Prism's class names, the theme's plain colours). */
function PlainContent({ className }: Props): React.JSX.Element {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { plain } = usePrismTheme();
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(
        className,
        'prism-code',
        `language-${metadata.language}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}
      style={plain}
    >
      <code className={styles.codeBlockLines}>{metadata.code}</code>
    </pre>
  );
}

/**
 * True once `ref`'s element is in view, or near it and the page is idle (at once when `watch` is false): code
 * just below the fold is highlighted before the reader scrolls to it, without adding the highlighter to the
 * page's first load (an example page's code viewer sits there at 1280 x 720).
 */
function useNearViewport(ref: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!watch || near) return undefined;
    const el = ref.current;
    if (!el) {
      setNear(true);
      return undefined;
    }
    let live = true;
    const show = () => live && setNear(true);
    const stopNear = whenNearViewport(el, () => whenIdle(show));
    const stopInView = whenNearViewport(el, show, '0px');
    return () => {
      live = false;
      stopNear();
      stopInView();
    };
  }, [ref, watch, near]);
  return near || !watch;
}

export default function ContentWrapper(props: Props): React.JSX.Element {
  const hydrating = useHydrating();
  const { metadata, wordWrap } = useCodeBlockContext();
  const [prerendered] = useState<Prerendered | null>(() =>
    hydrating && ExecutionEnvironment.canUseDOM ? { code: metadata.code, language: metadata.language } : null,
  );
  // Once changed, for good: the server's lines are gone from the DOM, so code changed back to what the server
  // rendered (an API page's samples back on their documented server) is drawn again, not frozen empty.
  const thawed = useRef(false);
  const changed =
    prerendered !== null &&
    (thawed.current || prerendered.code !== metadata.code || prerendered.language !== metadata.language);
  if (changed) thawed.current = true;
  const mountedLater =
    prerendered === null && ExecutionEnvironment.canUseDOM && !highlighterReady(metadata.language);
  const near = useNearViewport(wordWrap.codeBlockRef, mountedLater);
  const pending =
    (prerendered && !changed) || !near ? null : pendingHighlighting(metadata.language, loadOriginal);
  // Nothing suspends: a change after hydration keeps the server's lines, and a block mounted after hydration
  // shows its code as plain text, until the highlighter is there. (On the server it is there from the start.)
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
  const Highlighted = highlightedContent();
  if (pending || !Highlighted || !near) return <PlainContent {...props} />;
  return <Highlighted {...props} />;
}
