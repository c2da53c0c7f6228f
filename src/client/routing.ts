import type { ClientModule } from '@docusaurus/types';
import { own } from '@site/src/lib/own';
import { PRELOAD_CHUNKS, PRELOAD_MANIFEST, PRELOAD_ROUTES } from './preload-routes';

/**
 * Background preload of the lazy sections that costs the first page nothing: after the load event and the
 * first idle period, each section's script files are only downloaded (<link rel=prefetch>, lowest priority),
 * never executed; nothing at all on a Save-Data or 2G connection. A route's chunks are executed when the reader
 * shows intent: Docusaurus' Link does it on hover and touch, and this module on keyboard focus.
 */

interface DocusaurusGlobal {
  preload: (routePath: string) => false | Promise<void[]>;
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function constrainedConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}

/** Only site script paths from our own manifest: anything else in the file is ignored. */
export function filesToPrefetch(manifest: unknown, routes: readonly string[]): string[] {
  if (!manifest || typeof manifest !== 'object') return [];
  const files = routes.flatMap((route) => {
    const list = own(manifest as Record<string, unknown>, route);
    return Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string') : [];
  });
  return [...new Set(files)].filter((f) => /^\/(?!\/)[\w./~-]+\.js$/.test(f) && !f.includes('..'));
}

function alreadyLoaded(): Set<string> {
  return new Set(
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name, location.href).pathname),
  );
}

/** Downloads (never runs) the script files of these routes and named chunks, from PRELOAD_MANIFEST. */
export async function prefetchNamed(names: readonly string[]): Promise<void> {
  if (constrainedConnection()) return;
  const response = await fetch(PRELOAD_MANIFEST);
  if (!response.ok) throw new Error(`${PRELOAD_MANIFEST}: HTTP ${response.status}`);
  const loaded = alreadyLoaded();
  for (const file of filesToPrefetch(await response.json(), names)) {
    if (loaded.has(file) || document.head.querySelector(`link[rel="prefetch"][href="${file}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = file;
    link.as = 'script';
    document.head.appendChild(link);
  }
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

let scheduled = false;

const routing: ClientModule = {
  onRouteDidUpdate() {
    if (scheduled) return;
    scheduled = true;
    document.addEventListener('focusin', preloadOnFocus);
    const run = () =>
      whenIdle(() => {
        // A failed background fetch (offline) only costs the head start; the click fetches again.
        prefetchNamed([...PRELOAD_ROUTES, ...PRELOAD_CHUNKS]).catch((error: unknown) =>
          console.warn(`[preload] ${String(error)}`),
        );
      });
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
  },
};

export default routing;
