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

interface DocusaurusGlobal {
  prefetch: (routePath: string) => false | Promise<void[]>;
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
          try {
            void docusaurus?.prefetch(route);
          } catch (error) {
            console.warn(`[preload] ${route}: ${String(error)}`);
          }
        }
      });
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
  },
};

export default routing;
