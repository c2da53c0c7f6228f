/**
 * Replaces @easyops-cn/docusaurus-search-local@0.55.3 SearchBar (an autocomplete.js dropdown built from HTML
 * strings) with the site's own search box. The component lives with the rest of search in src/search/
 * (src/search/SearchBar/); this file only puts it where the theme looks for it.
 */
export { default } from '@site/src/search/SearchBar';
