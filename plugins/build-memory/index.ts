import type { Plugin } from '@docusaurus/types';

/**
 * Worker heap (bytes) past which an SSG worker thread is replaced by a fresh one. Each worker keeps every page
 * module it has rendered (about 1.3 MB a page on the API pages), and Docusaurus' default, 1 GB, was not
 * reached at 1,407 pages while each worker held up to 890 MB of heap: the two were the build's peak. A fresh
 * worker costs one load of the server bundle (2-3 s, 44 MB of heap). Measured: bench/scale/RESULTS.md.
 */
export const SSG_WORKER_RECYCLE_BYTES = 300_000_000;

/** The SSG settings Docusaurus reads from the environment (@docusaurus/core lib/ssg/ssgEnv.js). */
interface SsgEnv {
  SSGWorkerThreadRecyclerMaxMemory: number;
}

/**
 * Applies the site's SSG settings. Docusaurus reads them from the environment when its build command loads,
 * before this config exists, so setting `process.env` here would come too late: the values it read are set
 * on its module instead, which it reads when it starts the workers. An explicit environment variable wins
 * (`DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY=...`, e.g. to compare settings in bench/scale).
 */
export function applySsgSettings(ssgEnv: SsgEnv, env: NodeJS.ProcessEnv = process.env): void {
  if (typeof ssgEnv.SSGWorkerThreadRecyclerMaxMemory !== 'number')
    throw new Error(
      'build-memory: @docusaurus/core/lib/ssg/ssgEnv no longer exports SSGWorkerThreadRecyclerMaxMemory; ' +
        'see plugins/build-memory/README.md',
    );
  if (env.DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY === undefined)
    ssgEnv.SSGWorkerThreadRecyclerMaxMemory = SSG_WORKER_RECYCLE_BYTES;
}

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

/** A large build's memory: a server bundle without a copy of the theme per page, SSG workers that do not keep
 * every page they rendered, API page data without a parsed copy in the bundler. */
export default function buildMemoryPlugin(): Plugin {
  // The module object itself, to set its values: an import binding is read-only.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  applySsgSettings(require('@docusaurus/core/lib/ssg/ssgEnv') as SsgEnv);
  return {
    name: 'build-memory',
    configureWebpack: (_config, isServer) => ({
      module: { rules: [API_DATA_RULE] },
      ...(isServer ? { optimization: { splitChunks: SERVER_SPLIT_CHUNKS } } : {}),
    }),
  };
}
