/** The plugin's index builder and option processing (dist/server/server/utils), used by plugins/search. */
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex' {
  export function buildIndex(
    allDocuments: object[][],
    config: {
      language: string[];
      removeDefaultStopWordFilter: string[];
      removeDefaultStemmer: boolean;
      zhUserDict?: string;
      zhUserDictPath?: string;
    },
  ): { documents: object[]; index: object }[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions' {
  import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
  export function processPluginOptions(
    options: PluginOptions,
    context: { siteDir: string; siteConfig: { themeConfig: object } },
  ): PluginOptions & {
    language: string[];
    removeDefaultStopWordFilter: string[];
    removeDefaultStemmer: boolean;
  };
}

/** The indexer's text of a page section (patched: patches/@easyops-cn+docusaurus-search-local+0.55.3.patch). */
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/getCondensedText' {
  export function getCondensedText(element: unknown, $: unknown): string;
}
