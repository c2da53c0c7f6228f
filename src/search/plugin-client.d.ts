/**
 * Types for the parts of @easyops-cn/docusaurus-search-local's client this site reuses (the package ships
 * no declarations for them). Signatures as in its dist/client/client/theme/searchByWorker.js.
 */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  import type { RawResult } from '@site/src/search/hits';
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<RawResult[]>;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  /** mark.js's constructor when `highlightSearchTermsOnTargetPage` is on, else null. */
  export const Mark:
    | (new (root: Element) => {
        mark(keywords: string[], options?: { exclude?: string[] }): void;
        unmark(): void;
      })
    | null;
}
