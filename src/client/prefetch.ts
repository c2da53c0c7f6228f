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

/** The preload worker as the page talks to it: a SharedWorker's port, or a dedicated Worker. */
interface PreloadWorker {
  post: (request: PrefetchRequest, reply: MessagePort) => void;
  target: EventTarget;
}

let worker: PreloadWorker | undefined;

/**
 * A SharedWorker where the browser has one: a dedicated worker's downloads are each reported to the page's main
 * thread (Chromium posts ~5 messages per file to the page's frame for its resource bookkeeping: ~130 tasks for a
 * guide page's preload), a shared worker's are not, as it belongs to no frame. Same origin, same HTTP cache.
 */
function startWorker(): PreloadWorker {
  if (typeof SharedWorker === 'function') {
    const shared = new SharedWorker(new URL('./prefetch.worker.ts', import.meta.url), { name: 'preload' });
    return { post: (request, reply) => shared.port.postMessage(request, [reply]), target: shared };
  }
  const dedicated = new Worker(new URL('./prefetch.worker.ts', import.meta.url), { name: 'preload' });
  return { post: (request, reply) => dedicated.postMessage(request, [reply]), target: dedicated };
}

function alreadyLoaded(): string[] {
  return performance.getEntriesByType('resource').map((entry) => new URL(entry.name, location.href).pathname);
}

/**
 * The User Timing mark set when a preload has finished (DevTools shows it in the page's timeline), with the names
 * and files it downloaded as its detail: the page sees none of a SharedWorker's requests, this says when they
 * are in the HTTP cache.
 */
export const PRELOAD_MARK = 'docs:preloaded';

/**
 * Downloads (never runs) the script files of these routes and named chunks, from PRELOAD_MANIFEST. Resolves with
 * the files downloaded; rejects when the worker or a file cannot load (the reader's intent fetches them again).
 */
export function prefetchNamed(names: readonly string[]): Promise<string[]> {
  if (constrainedConnection()) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const current = (worker ??= startWorker());
    const channel = new MessageChannel();
    const failed = (event: Event) => {
      event.preventDefault();
      if (worker === current) worker = undefined;
      const message = event instanceof ErrorEvent ? event.message : '';
      reject(new Error(`the preload worker could not run: ${message || 'not loaded'}`));
    };
    current.target.addEventListener('error', failed, { once: true });
    channel.port1.onmessage = ({ data }: MessageEvent<PrefetchResult>) => {
      current.target.removeEventListener('error', failed);
      channel.port1.close();
      if (data.error !== undefined) reject(new Error(data.error));
      else {
        performance.mark(PRELOAD_MARK, { detail: { names, files: data.files } });
        resolve(data.files);
      }
    };
    current.post({ manifest: PRELOAD_MANIFEST, names, loaded: alreadyLoaded() }, channel.port2);
  });
}
