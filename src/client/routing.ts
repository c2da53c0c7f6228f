import type { ClientModule } from '@docusaurus/types';

/**
 * Routes whose chunks are fetched in the background once the first page is idle, one per lazy section
 * (api, guide, dashboard-schema, dashboard-playground, chart docs), so the first visit to a section doesn't
 * wait on the network. Docusaurus itself already scrolls to the top (or to the #fragment) after navigation.
 */
export const PRELOAD_ROUTES = [
  '/guide/dashboard-embedding--intro',
  '/api/createAccount',
  '/dashboard-schema',
  '/dashboard-playground',
  '/flex/charts/bar-chart',
];

// preload() loads a route's components with every chunk they depend on; prefetch() would only hint each
// route's own named chunks and leave shared dependency chunks (measured: three per section) to the click.
interface DocusaurusGlobal {
  preload: (routePath: string) => false | Promise<void[]>;
}

let scheduled = false;

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 4000 });
  else setTimeout(callback, 1500);
}

const routing: ClientModule = {
  onRouteDidUpdate() {
    if (scheduled) return;
    scheduled = true;
    const run = () =>
      whenIdle(() => {
        const docusaurus = (window as unknown as { docusaurus?: DocusaurusGlobal }).docusaurus;
        for (const route of PRELOAD_ROUTES) {
          const warn = (error: unknown) => console.warn(`[preload] ${route}: ${String(error)}`);
          try {
            // A failed background fetch (offline) only costs the head start; the click fetches again.
            Promise.resolve(docusaurus?.preload(route)).catch(warn);
          } catch (error) {
            warn(error);
          }
        }
      });
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
  },
};

export default routing;
