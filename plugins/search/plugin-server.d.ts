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

/** The plugin's list of the built pages to index, per version folder (plugins/search scans them itself). */
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processDocInfos' {
  import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
  export function processDocInfos(
    buildData: object,
    config: PluginOptions,
  ): { outDir: string; paths: { filePath: string; url: string; type: string }[] }[];
}

/** The plugin's scan of the built pages (plugins/search/scan-worker.mjs runs it): five lists of documents. */
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/scanDocuments.js' {
  export function scanDocuments(
    paths: { filePath: string; url: string; type: string }[],
    config: { ignoreCssSelectors?: string | string[]; forceIgnoreNoIndex?: boolean },
  ): Promise<object[][]>;
}
