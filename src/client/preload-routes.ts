/**
 * Routes whose files are fetched in the background once the first page is idle, one per lazy section (guide,
 * api, dashboard-schema, dashboard-playground, chart docs), so the first visit to a section doesn't wait on
 * the network. Read by the client (src/client/routing.ts) and by the build (plugins/page-weight/preload-manifest), which
 * writes each route's script files to PRELOAD_MANIFEST.
 */
export const PRELOAD_ROUTES = [
  '/guide/dashboard-embedding--intro',
  '/api/createAccount',
  '/dashboard-schema',
  '/dashboard-playground',
  '/flex/charts/bar-chart',
];

/**
 * Chunks some pages of every section load on demand (webpackChunkName), fetched in the background with the
 * routes: the code highlighter and its SDK grammars (src/theme/CodeBlock/highlighter.ts), which a block
 * mounted by an in-app navigation needs at once.
 */
export const PRELOAD_CHUNKS = ['highlighter', 'highlighter-languages'];

/** The chart runtime's named chunks (src/viz-item: index.ts, render/echarts-loader.ts, render/echarts-zr.ts). */
export const VIZ_ITEM_CHUNKS = ['viz-item-element', 'viz-item-zrender', 'viz-item-chart-base'];

/**
 * Chunks one page loads on demand and fetches (download only) once it is idle, for itself alone: the
 * playground's editor (src/dashboard/editor), which it executes when the reader reaches for the editor; the
 * chart runtime's element, zrender and ECharts base, which a phone's chart or example page fetches once its
 * drawn chart is in view (plugins/flex-pages/components/Facade) and runs on the reader's tap; the drawn
 * chart's tap tooltips (Facade/tip-at.ts), fetched with its tips file. Named here so the preload manifest names
 * their files (tests tell them from the chart code).
 */
export const FACADE_TIPS_CHUNK = 'facade-tips';
export const PAGE_CHUNKS = ['playground-editor', ...VIZ_ITEM_CHUNKS, FACADE_TIPS_CHUNK];

/** Written after the build: `{ [route or chunk name]: ["/assets/js/….js", …] }`. */
export const PRELOAD_MANIFEST = '/preload-manifest.json';
