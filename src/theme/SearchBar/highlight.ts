import { useEffect } from 'react';
import { useLocation } from '@docusaurus/router';
import { Mark } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';

/** Query parameter carrying the searched terms to the picked page (the plugin's own name for it). */
export const HIGHLIGHT_PARAM = '_highlight';

/**
 * Marks the searched terms on the page a result leads to (`highlightSearchTermsOnTargetPage`), as the
 * plugin's own search bar does: read `?_highlight=` and mark the words in the page content with mark.js.
 */
export function useHighlightOnPage(): void {
  const location = useLocation();
  useEffect(() => {
    if (!Mark) return undefined;
    const MarkJs = Mark;
    const terms = new URLSearchParams(location.search)
      .getAll(HIGHLIGHT_PARAM)
      .map((t) => t.trim().slice(0, 100))
      .filter(Boolean)
      .slice(0, 20);
    // Code blocks re-render after this effect; marking after a macrotask keeps the marks (plugin issue #92).
    const timer = setTimeout(() => {
      const root = document.querySelector('article') ?? document.querySelector('main');
      if (!root) return;
      const mark = new MarkJs(root);
      mark.unmark();
      if (terms.length > 0) mark.mark(terms, { exclude: ['.theme-doc-toc-mobile > button'] });
    });
    return () => clearTimeout(timer);
  }, [location.search, location.pathname]);
}
