/**
 * Types for the parts of @easyops-cn/docusaurus-search-local's client this site reuses (the package ships
 * no declarations for them). Signatures as in its dist/client/client/.
 */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  /** mark.js's constructor when `highlightSearchTermsOnTargetPage` is on, else null. */
  export const Mark:
    | (new (root: Element) => {
        mark(keywords: string[], options?: { exclude?: string[] }): void;
        markRegExp(pattern: RegExp, options?: { exclude?: string[] }): void;
        unmark(): void;
      })
    | null;
}

// The plugin's query building and result ordering, reused by the worker (pieces/search.ts) so that its
// results stay the plugin's. Signatures as in dist/client/client/utils/*.js.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries' {
  export interface SmartTerm {
    value: string;
    wildcard: number;
    presence: number;
    editDistance?: number;
  }
  export function smartQueries(
    tokens: string[],
    zhDictionary: string[],
  ): { tokens: string[]; term: SmartTerm[] }[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize' {
  export function tokenize(text: string, language: string[]): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults' {
  import type { RawResult } from '@site/plugins/search/client/hits';
  export function sortSearchResults(results: RawResult[]): void;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults' {
  import type { RawResult } from '@site/plugins/search/client/hits';
  export function processTreeStatusOfSearchResults(results: RawResult[]): void;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  /** The plugin's `language` option. */
  export const language: string[];
}
