/**
 * For a page that executes a named chunk (PAGE_CHUNKS) on the reader's intent: its files are downloaded once
 * the page is loaded and idle (by the preload worker, nothing executed), so the intent only waits for execution.
 * Imported by that page, so that main.js, part of every page, does not carry it.
 */
import { prefetchNamed } from './prefetch';
import { whenIdle } from './routing';

export function prefetchChunkWhenIdle(name: string): void {
  const run = () =>
    whenIdle(() => {
      // A failed background fetch (offline) only costs the head start: the intent fetches again.
      prefetchNamed([name]).catch((error: unknown) => console.warn(`[preload] ${String(error)}`));
    });
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
