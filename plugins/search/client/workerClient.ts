/**
 * The page's side of the search worker (worker.ts): one worker per page, started on the first load of an
 * index, a promise per message. Like the plugin's client it replaces, it does nothing outside a production
 * build (`docusaurus start` has no index: searches find nothing).
 */
import type { RawResult } from './hits';

export interface WorkerRequest {
  id: number;
  versionUrl: string;
  /** Absent: load the version's manifest only. */
  query?: string;
  limit?: number;
}

export type WorkerAnswer = { id: number; results: RawResult[] } | { id: number; error: string };

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<
  number,
  { resolve: (results: RawResult[]) => void; reject: (error: Error) => void }
>();

/** Every waiting call fails and the worker is dropped: the next call starts a new one. */
function fail(error: Error): void {
  worker?.terminate();
  worker = undefined;
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function ask(request: Omit<WorkerRequest, 'id'>): Promise<RawResult[]> {
  if (!worker) {
    worker = new Worker(new URL('./worker.ts', import.meta.url));
    worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
      const call = pending.get(data.id);
      pending.delete(data.id);
      if (!call) return;
      if ('error' in data) call.reject(new Error(data.error));
      else call.resolve(data.results);
    };
    // Its script could not load (offline, HTTP error): it will never answer.
    worker.onerror = (event) => {
      event.preventDefault();
      fail(new Error(`the search worker failed: ${event.message || 'its script did not load'}`));
    };
  }
  const id = ++nextId;
  return new Promise<RawResult[]>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker!.postMessage({ ...request, id } satisfies WorkerRequest);
  });
}

/** Loads a docs version's manifest in the worker (the pieces come with the queries that need them). */
export async function fetchIndexesByWorker(versionUrl: string): Promise<void> {
  if (process.env.NODE_ENV === 'production') await ask({ versionUrl });
}

export async function searchByWorker(versionUrl: string, query: string, limit: number): Promise<RawResult[]> {
  if (process.env.NODE_ENV !== 'production') return [];
  return ask({ versionUrl, query, limit });
}
