import type { ClientModule } from '@docusaurus/types';
import { PRELOAD_CHUNKS, PRELOAD_ROUTES } from './preload-routes';

/**
 * Background preload of the lazy sections that costs the first page nothing: after the load event and the
 * first idle period, each section's script files are only downloaded, by a worker at low priority
 * (prefetch.worker.ts: the page's main thread does none of that work), never executed; nothing at all on a Save-Data or 2G connection, or offline. A route's chunks are executed when the reader
 * shows intent: Docusaurus' Link does it on hover and touch, and this module on keyboard focus. Docusaurus'
 * own prefetch of the links in view is turned off (dropViewportPrefetch).
 */

interface DocusaurusGlobal {
  preload: (routePath: string) => false | Promise<void[]>;
  prefetch: (routePath: string) => false | Promise<void[]>;
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * No background download now: Save-Data, a 2G connection, or offline (a download that cannot succeed still
 * shows in the console as a failed resource).
 */
export function constrainedConnection(): boolean {
  if (navigator.onLine === false) return true;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}

export function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 4000 });
  else setTimeout(callback, 1500);
}

/** Keyboard intent: a focused internal link loads (and executes) its route's chunks, as hovering does. */
function preloadOnFocus(event: FocusEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
  if (link.pathname === location.pathname || constrainedConnection()) return;
  const docusaurus = (window as unknown as { docusaurus?: DocusaurusGlobal }).docusaurus;
  try {
    Promise.resolve(docusaurus?.preload(link.pathname)).catch(() => undefined);
  } catch {
    // A link the router doesn't know: the click will show the not-found page, nothing to preload.
  }
}

/**
 * Docusaurus prefetches the route of every link that comes into view. Not here: each call looks the route up
 * in the table of every route of the site, and a guide's links in view (the home page, the other guides, whose
 * layout chunks this page has already run) came to ~8 requests and ~50 ms of main thread (~200 ms at 4x
 * CPU) right after the page became idle, for pages the reader may never open (issue 51). What a reader does
 * open is covered by the sections' preload below and by the intent preload (hover, touch, keyboard focus).
 */
function dropViewportPrefetch(): void {
  const global = window as unknown as { docusaurus?: DocusaurusGlobal };
  const docusaurus = global.docusaurus;
  if (!docusaurus) return;
  // Docusaurus freezes its object: Link reads window.docusaurus at each call, so a copy takes its place.
  global.docusaurus = Object.freeze({ ...docusaurus, prefetch: () => false as const });
}

let scheduled = false;

const routing: ClientModule = {
  onRouteDidUpdate() {
    if (scheduled) return;
    scheduled = true;
    document.addEventListener('focusin', preloadOnFocus);
    dropViewportPrefetch();
    const run = () =>
      whenIdle(() => {
        // Offline by now: not even this module's own file (its failed load would be a console error).
        if (constrainedConnection()) return;
        // A failed background fetch (offline meanwhile) only costs the head start; the click fetches again.
        import('./prefetch')
          .then(({ prefetchNamed }) => prefetchNamed([...PRELOAD_ROUTES, ...PRELOAD_CHUNKS]))
          .catch((error: unknown) => console.warn(`[preload] ${String(error)}`));
      });
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
  },
};

export default routing;
