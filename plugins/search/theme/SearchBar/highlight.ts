import { useEffect, useRef } from 'react';
import { useLocation } from '@docusaurus/router';
import { wordsStartingWith } from '@site/plugins/search/client/query';

/** Query parameter carrying the searched terms to the picked page (the plugin's own name for it). */
export const HIGHLIGHT_PARAM = '_highlight';

/**
 * mark.js, as the plugin exposes it when `highlightSearchTermsOnTargetPage` is on (else null), and the rule of
 * which query words are marked (../../client/terms.ts).
 */
const loadMark = () =>
  Promise.all([
    import('@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated'),
    import('@site/plugins/search/client/terms'),
  ]).then(([m, t]) => ({ Mark: m.Mark, markTerms: t.markTerms }));

/**
 * Marks the searched terms on the page a result leads to (`highlightSearchTermsOnTargetPage`), as the
 * plugin's own search bar does: read `?_highlight=` and mark the words in the page's content with mark.js.
 * Unlike the plugin (mark.js' default, any part of a word), only whole words starting with a query term are
 * marked, and never stop words or one- and two-letter words: "delete a dashboard" marked every letter "a".
 * The page's own controls (Copy page, the version badge, buttons) are not its content. mark.js is only
 * loaded on a page opened from a search result.
 */
export function useHighlightOnPage(): void {
  const location = useLocation();
  const marked = useRef(false);
  useEffect(() => {
    const asked = new URLSearchParams(location.search)
      .getAll(HIGHLIGHT_PARAM)
      .map((t) => t.slice(0, 100))
      .join(' ')
      .trim();
    if (!asked && !marked.current) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void loadMark().then(({ Mark, markTerms }) => {
      if (cancelled || !Mark) return;
      // A hand-made URL gets the same rule as the search box's terms.
      const words = wordsStartingWith(markTerms(asked));
      // Code blocks re-render after this effect; marking after a macrotask keeps the marks (plugin issue #92).
      timer = setTimeout(() => {
        const root =
          document.querySelector('article .markdown') ??
          document.querySelector('article') ??
          document.querySelector('main');
        if (!root) return;
        const mark = new Mark(root);
        mark.unmark();
        marked.current = words !== null;
        if (words) mark.markRegExp(words, { exclude: ['button', 'nav', '[role="tablist"]'] });
      });
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [location.search, location.pathname]);
}
