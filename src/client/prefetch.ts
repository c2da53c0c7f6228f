/**
 * The background downloads of the preload (routing.ts) and of a page's own chunks (prefetch-chunk.ts): loaded
 * when the page is idle, so that main.js, part of every page's first load, does not carry them. The downloads
 * themselves run in a worker (prefetch.worker.ts), so the page's main thread does none of their work.
 */
import { PRELOAD_MANIFEST } from './preload-routes';
import { constrainedConnection } from './routing';

export interface PrefetchRequest {
  manifest: string;
  names: readonly string[];
  /** Files this page has already loaded: nothing to download again. */
  loaded: string[];
}

export type PrefetchResult = { files: string[]; error?: undefined } | { error: string; files?: undefined };

let worker: Worker | undefined;

function alreadyLoaded(): string[] {
  return performance.getEntriesByType('resource').map((entry) => new URL(entry.name, location.href).pathname);
}

/**
 * Downloads (never runs) the script files of these routes and named chunks, from PRELOAD_MANIFEST. Resolves with
 * the files downloaded; rejects when the worker or a file cannot load (the reader's intent fetches them again).
 */
export function prefetchNamed(names: readonly string[]): Promise<string[]> {
  if (constrainedConnection()) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const current = (worker ??= new Worker(new URL('./prefetch.worker.ts', import.meta.url), {
      name: 'preload',
    }));
    const channel = new MessageChannel();
    const failed = (event: ErrorEvent) => {
      event.preventDefault();
      if (worker === current) worker = undefined;
      reject(new Error(`the preload worker could not run: ${event.message || 'not loaded'}`));
    };
    current.addEventListener('error', failed, { once: true });
    channel.port1.onmessage = ({ data }: MessageEvent<PrefetchResult>) => {
      current.removeEventListener('error', failed);
      channel.port1.close();
      if (data.error !== undefined) reject(new Error(data.error));
      else resolve(data.files);
    };
    current.postMessage(
      { manifest: PRELOAD_MANIFEST, names, loaded: alreadyLoaded() } satisfies PrefetchRequest,
      [channel.port2],
    );
  });
}
