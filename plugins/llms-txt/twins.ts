import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageMarkdown } from './html-to-markdown';

export interface TwinJob {
  html: string;
  route: string;
}

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
 * Converts pages to Markdown in worker threads (worker.mjs), each page's result in its job's place. On the
 * main thread, the twins (a parse of every page's HTML and a Markdown serialisation) ran one page after the
 * other and held back the search index, itself single-threaded JavaScript: they were most of a large build's
 * postBuild (bench/scale/RESULTS.md). `jobs` is read as the workers ask for work (a generator can read each
 * page's HTML then), so at most one page per thread is in memory; a failed page rejects with its route.
 */
export async function convertInWorkers(
  jobs: Iterable<TwinJob>,
  siteUrl: string,
  threads = twinThreads(),
): Promise<PageMarkdown[]> {
  const queue = jobs[Symbol.iterator]();
  let taken = 0;
  const results: PageMarkdown[] = [];
  const workers = Array.from({ length: threads }, () => new Worker(path.join(__dirname, 'worker.mjs')));
  const drain = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      let current: { id: number; route: string } | null = null;
      const next = () => {
        const item = queue.next();
        if (item.done) return resolve();
        const { html, route } = item.value;
        const id = taken++;
        current = { id, route };
        worker.postMessage({ id, html, route, siteUrl });
      };
      worker.on('message', (message: { id: number; page?: PageMarkdown; error?: string }) => {
        if (message.error !== undefined || !message.page)
          return reject(new Error(`llms-txt: ${current?.route}: ${message.error}`));
        results[message.id] = message.page;
        next();
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        if (code !== 0) reject(new Error(`llms-txt: a twin worker stopped (${code}) at ${current?.route}`));
      });
      next();
    });
  try {
    await Promise.all(workers.map(drain));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}
