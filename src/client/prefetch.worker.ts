/// <reference lib="webworker" />
/**
 * The background downloads of the preload, off the page's main thread: as <link rel=prefetch> elements they
 * cost a guide page ~290 main-thread tasks (188-305 ms at 4x CPU) after its first idle period, for files the
 * reader had not asked for (issue 51). Downloaded here, they land in the HTTP cache, where the page's scripts
 * find them: the hashed files under /assets/js/ are served immutable (scripts/security-headers.mjs). Started as
 * a SharedWorker where the browser has one: its downloads send the page nothing (prefetch.ts).
 */
import { filesToPrefetch } from './prefetch-files';
import type { PrefetchRequest, PrefetchResult } from './prefetch';

// Run as a SharedWorker where the browser has one (prefetch.ts), else as a dedicated worker.
const scope = self as unknown as DedicatedWorkerGlobalScope &
  Partial<Pick<SharedWorkerGlobalScope, 'onconnect'>>;
const fetched = new Set<string>();

async function prefetch({ manifest, names, loaded }: PrefetchRequest): Promise<string[]> {
  const response = await fetch(manifest);
  if (!response.ok) throw new Error(`${manifest}: HTTP ${response.status}`);
  const files = filesToPrefetch(await response.json(), names).filter(
    (file) => !loaded.includes(file) && !fetched.has(file),
  );
  // One at a time, at low priority: the page's own requests come first.
  for (const file of files) {
    fetched.add(file);
    const body = await fetch(file, { priority: 'low' } as RequestInit);
    if (!body.ok) throw new Error(`${file}: HTTP ${body.status}`);
    await body.arrayBuffer();
  }
  return files;
}

function answer(event: MessageEvent<PrefetchRequest>): void {
  const [port] = event.ports;
  prefetch(event.data).then(
    (files) => port?.postMessage({ files } satisfies PrefetchResult),
    (error: unknown) => port?.postMessage({ error: String(error) } satisfies PrefetchResult),
  );
}

scope.onmessage = answer;
// A SharedWorker: each page that starts it connects a port of its own.
scope.onconnect = (event: MessageEvent) => {
  const [page] = event.ports;
  if (page) page.onmessage = answer;
};
