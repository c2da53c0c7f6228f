/**
 * For a page that executes a named chunk (PAGE_CHUNKS) on the reader's intent: its files are downloaded once
 * the page is loaded and idle (<link rel=prefetch>, nothing executed), so the intent only waits for execution.
 * Imported by that page, not by every page (src/client/routing.ts is in the main bundle).
 */
import { constrainedConnection, filesToPrefetch, whenIdle } from './routing';
import { PRELOAD_MANIFEST } from './preload-routes';

async function prefetch(name: string): Promise<void> {
  if (constrainedConnection()) return;
  const response = await fetch(PRELOAD_MANIFEST);
  if (!response.ok) throw new Error(`${PRELOAD_MANIFEST}: HTTP ${response.status}`);
  for (const file of filesToPrefetch(await response.json(), [name])) {
    const loaded = performance.getEntriesByName(new URL(file, location.href).href).length > 0;
    if (loaded || document.head.querySelector(`link[href="${file}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = file;
    link.as = 'script';
    document.head.appendChild(link);
  }
}

export function prefetchChunkWhenIdle(name: string): void {
  const run = () =>
    whenIdle(() => {
      // A failed background fetch (offline) only costs the head start: the intent fetches again.
      prefetch(name).catch((error: unknown) => console.warn(`[preload] ${String(error)}`));
    });
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
