/**
 * The code block's word-wrap state (the button that wraps long lines), in place of theme-common's private
 * `useCodeWordWrap`, whose hidden-tab check kept a state that went `undefined` -> `null` right after hydration
 * (re-rendering every block of the page once) and whose MutationObserver hook sorted its options with
 * `localeCompare` (the page's first ICU collator: 50-100 ms of a phone's CPU while hydrating). Same contract
 * (`WordWrap`), same behaviour: the button shows when the code overflows, re-measured on resize, after a
 * toggle, and when the block's tab panel is shown (a hidden panel measures 0 wide).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { useCodeWordWrap as upstreamHook } from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof upstreamHook>;

export function useCodeWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens (URLs, hashes) must wrap too: no scrollbar once wrapping is on.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
  }, [isEnabled]);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    setIsCodeScrollable(
      pre.scrollWidth > pre.clientWidth || !!pre.querySelector('code')?.hasAttribute('style'),
    );
  }, []);

  useEffect(measure, [isEnabled, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure, { passive: true });
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  // A block in a tab panel is measured again when its panel is shown or hidden. No state: nothing re-renders
  // unless the measure changes.
  useEffect(() => {
    const panel = codeBlockRef.current?.closest('[role=tabpanel]');
    if (!panel) return undefined;
    const observer = new MutationObserver(measure);
    observer.observe(panel, { attributes: true, attributeFilter: ['hidden'] });
    return () => observer.disconnect();
  }, [measure]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
