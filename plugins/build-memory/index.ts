import type { Plugin } from '@docusaurus/types';

/**
 * How the server bundle (the one SSG renders pages with) is split: every module that two or more of its lazy
 * chunks import goes into one chunk, `server-shared`, instead of a copy in each. Docusaurus turns splitChunks
 * off for the server (`splitChunks: false`), so each page's server chunk carried the whole theme it renders
 * with: an API page's, about 130 modules and 500 KB (prism-react-renderer, the OpenAPI theme, the code
 * block...), 3,500 times over at 3,400 pages. Rspack generated, hashed and wrote 1.6 GB of server chunks, which
 * took most of the bundler's memory (8.2 GB at its peak), and each SSG worker parsed and kept 500 KB per page.
 * The browser's chunks are untouched (their groups are set by Docusaurus and plugins/page-weight). Measured:
 * bench/scale/RESULTS.md.
 */
export const SERVER_SPLIT_CHUNKS = {
  chunks: 'async',
  cacheGroups: {
    default: false,
    defaultVendors: false,
    serverShared: { name: 'server-shared', chunks: 'async', minChunks: 2, enforce: true },
  },
} as const;

const API_DATA_LOADER = require.resolve('./api-data-loader.cjs');

/**
 * The JSON files the OpenAPI plugin writes beside each API page (`{id}.ApiPanel.json`, `{id}.RequestSchema.json`,
 * `{id}.StatusCodes.json`, `{id}.ParamsDetails.json`...: a capital after the id), loaded as JavaScript modules
 * of one `JSON.parse` string instead of as JSON modules. Rspack keeps the parsed tree of every JSON module until
 * the build ends (to tree-shake its properties, which a page's data never gets: the page uses all of it); at
 * 3,000 pages these files are 47 MB, bundled twice (browser and server), and their trees were 680 MB of the
 * bundler's 4.4 GB peak. The value and the code written for it are the same. Measured: bench/scale/RESULTS.md.
 */
export const API_DATA_RULE = {
  test: /\.[A-Z][A-Za-z]*\.json$/,
  type: 'javascript/auto',
  oneOf: [
    // The page re-exports its panel (createApiPageMD in api/plugin-config.mjs): an ES module is inlined into it.
    { test: /\.ApiPanel\.json$/, use: [{ loader: API_DATA_LOADER, options: { esm: true } }] },
    // The plugin's MDX spreads the others, `{...require("./{id}.RequestSchema.json")}`: a CommonJS value.
    { use: [{ loader: API_DATA_LOADER, options: {} }] },
  ],
};

/** A large build's memory: a server bundle without a copy of the theme per page, API page data without a
 * parsed copy in the bundler. (SSG workers that do not keep every page they rendered: scripts/build.mjs gives
 * Docusaurus its recycling limit in the environment.) */
export default function buildMemoryPlugin(): Plugin {
  return {
    name: 'build-memory',
    configureWebpack: (_config, isServer) => ({
      module: { rules: [API_DATA_RULE] },
      ...(isServer ? { optimization: { splitChunks: SERVER_SPLIT_CHUNKS } } : {}),
    }),
  };
}
