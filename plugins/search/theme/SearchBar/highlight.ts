import { useEffect, useRef } from 'react';
import { useLocation } from '@docusaurus/router';

/** Query parameter carrying the searched terms to the picked page (the plugin's own name for it). */
export const HIGHLIGHT_PARAM = '_highlight';

/** mark.js, as the plugin exposes it when `highlightSearchTermsOnTargetPage` is on (else null). */
const loadMark = () =>
  import('@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated').then((m) => m.Mark);

/**
 * Marks the searched terms on the page a result leads to (`highlightSearchTermsOnTargetPage`), as the
 * plugin's own search bar does: read `?_highlight=` and mark the words in the page content with mark.js.
 * mark.js is only loaded on a page opened from a search result.
 */
export function useHighlightOnPage(): void {
  const location = useLocation();
  const marked = useRef(false);
  useEffect(() => {
    const terms = new URLSearchParams(location.search)
      .getAll(HIGHLIGHT_PARAM)
      .map((t) => t.trim().slice(0, 100))
      .filter(Boolean)
      .slice(0, 20);
    if (terms.length === 0 && !marked.current) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void loadMark().then((Mark) => {
      if (cancelled || !Mark) return;
      // Code blocks re-render after this effect; marking after a macrotask keeps the marks (plugin issue #92).
      timer = setTimeout(() => {
        const root = document.querySelector('article') ?? document.querySelector('main');
        if (!root) return;
        const mark = new Mark(root);
        mark.unmark();
        marked.current = terms.length > 0;
        if (terms.length > 0) mark.mark(terms, { exclude: ['.theme-doc-toc-mobile > button'] });
      });
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [location.search, location.pathname]);
}
