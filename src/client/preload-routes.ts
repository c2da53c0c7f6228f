/**
 * Routes whose files are fetched in the background once the first page is idle, one per lazy section (guide,
 * api, dashboard-schema, dashboard-playground, chart docs), so the first visit to a section doesn't wait on
 * the network. Read by the client (src/client/routing.ts) and by the build (plugins/preload-manifest), which
 * writes each route's script files to PRELOAD_MANIFEST.
 */
export const PRELOAD_ROUTES = [
  '/guide/dashboard-embedding--intro',
  '/api/createAccount',
  '/dashboard-schema',
  '/dashboard-playground',
  '/flex/charts/bar-chart',
];

/** Written after the build: `{ [route]: ["/assets/js/….js", …] }`. */
export const PRELOAD_MANIFEST = '/preload-manifest.json';
