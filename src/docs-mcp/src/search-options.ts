/**
 * The search plugin's generated constants (@easyops-cn/docusaurus-search-local writes them into the site's
 * bundle from its options in docusaurus.config.ts), which its query building reads. The site's options:
 * English, the default stop words, fuzzy distance 1. tests/e2e/search/mcp-agreement.spec.ts fails if they drift
 * (the server's results would no longer be the search box's).
 */
export const language = ['en'];
export const removeDefaultStopWordFilter: string[] = [];
export const fuzzyMatchingDistance = 1;
