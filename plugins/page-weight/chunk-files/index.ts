import type { Plugin } from '@docusaurus/types';

/**
 * Small modules that several chunks of a docs page import, which webpack would otherwise copy into each of
 * them: Docusaurus turns off splitChunks' default group, so a module shared by a route's content chunk and a
 * theme chunk loaded beside it is duplicated. An API page downloaded the code block and the collapsible
 * details twice, and every docs page the not-found wrapper (2.7 KiB gzipped on an API page, 2026-11-24 build).
 * Only what a page renders with: the stock highlighter and the SDK grammars stay in their on-demand chunks
 * (src/theme/CodeBlock/highlighter.ts). The Prism theme hook is here because the code block is its only user
 * outside docs pages: left in the docs pages' common chunk, it made an example page's code viewer download
 * that whole chunk (4.9 KiB gzipped) for 0.2 KiB of it. MDX's component provider, which every Markdown page's
 * chunk imports, was in `common` until the older docs versions' pages stopped counting towards it
 * (plugins/page-weight/route-sections): then each of them had a copy, two on an API page. The stock code block's
 * frame (layout, buttons and their icons) is here too: every page that renders a code block loads both, and as a
 * chunk of its own it was one more request on each of them (a guide page's 7 route files, issue 51).
 */
const DOCS_SHARED =
  /[\\/](?:@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](?:CodeBlock[\\/].*|Icon[\\/](?:Copy|Success|WordWrap)[\\/]index\.js)|src[\\/]theme[\\/]CodeBlock[\\/](?:index\.tsx|highlighter\.ts|hydrating\.ts|word-wrap\.ts|Content[\\/](?:index|String)\.tsx)|src[\\/]components[\\/]Home[\\/]Lazy\.tsx|src[\\/]theme[\\/]Details[\\/]index\.tsx|@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]usePrismTheme\.js|@mdx-js[\\/]react[\\/]lib[\\/]index\.js)$/;

/**
 * How the client's lazy chunks are split and named.
 *
 * Named by content hash only (`assets/js/3c137023.js`, not `highlighter.3c137023.js`): the webpack runtime,
 * part of every page's first load, maps each of the site's ~400 chunks to its file name, and with a name in
 * the file name it held a second table of chunk names beside the hashes, 1.8 KiB gzipped of near-random hex
 * that no page needs (2026-11-24 build). Entry files (main, runtime~main) keep their names. Code that looks a
 * lazy chunk up by name reads the build's client manifest (plugins/page-weight/preload-manifest).
 */
export default function chunkFilesPlugin(): Plugin {
  return {
    name: 'chunk-files',
    configureWebpack: (config, isServer) =>
      isServer || config.mode !== 'production'
        ? {}
        : {
            output: { chunkFilename: 'assets/js/[contenthash:8].js' },
            optimization: {
              splitChunks: {
                cacheGroups: {
                  docsShared: {
                    name: 'docs-shared',
                    test: DOCS_SHARED,
                    priority: 44,
                    chunks: 'all',
                    enforce: true,
                  },
                },
              },
            },
          },
  };
}
