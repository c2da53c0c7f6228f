import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageMarkdown } from './html-to-markdown';

export interface TwinJob {
  /** The page's built HTML file. */
  file: string;
  route: string;
}

/** A page's Markdown, or null when its file is only a redirect (a client-redirects stub). */
export type TwinResult = PageMarkdown | null;

/**
 * Threads for the twins: one per core, at most four. The main thread builds the search index meanwhile
 * (plugins' postBuild hooks run concurrently), but that is the smaller job: at 3,000 pages its parse is about
 * 130 s of CPU against 420 s for the twins, so with a core left to it the twins' one thread ran alone for
 * half of postBuild while the other core idled (bench/scale/RESULTS.md, session 5).
 */
export function twinThreads(cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(4, cores));
}

/**
 * Converts pages to Markdown in worker threads (worker.mjs), each page's result in its job's place. Each
 * thread takes the next page from a shared counter and reads its file itself: the main thread is busy with the
 * search index meanwhile, and when it handed the pages out, the threads waited on it (at 3,000 pages, for a
 * third of postBuild). A failed page rejects with its route.
 */
export async function convertInWorkers(
  jobs: TwinJob[],
  siteUrl: string,
  threads = twinThreads(),
): Promise<TwinResult[]> {
  const next = new Int32Array(new SharedArrayBuffer(4));
  const results: TwinResult[] = new Array<TwinResult>(jobs.length);
  const count = Math.max(1, Math.min(threads, jobs.length));
  const workers = Array.from(
    { length: count },
    () => new Worker(path.join(__dirname, 'worker.mjs'), { workerData: { jobs, siteUrl, next } }),
  );
  const drain = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      worker.on('message', (message: { id: number; page?: TwinResult; error?: string; done?: true }) => {
        if (message.done) return resolve();
        if (message.error !== undefined)
          return reject(new Error(`llms-txt: ${jobs[message.id]?.route}: ${message.error}`));
        results[message.id] = message.page as TwinResult;
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        if (code !== 0) reject(new Error(`llms-txt: a twin worker stopped (${code})`));
      });
    });
  try {
    await Promise.all(workers.map(drain));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}
