/**
 * The query side: the site's search worker (worker.ts, through workerClient.ts) loads the index of a docs
 * version in pieces, as queries need them, and answers queries as @easyops-cn/docusaurus-search-local's own
 * worker would on the whole index (pieces/search.ts).
 */
import { fetchIndexesByWorker, searchByWorker } from './workerClient';
import type { RawResult } from './hits';
import { normalizeUrl } from './hits';
import { withSummaries } from './summaries';
import { parseSearchMeta } from './meta';

const loaded = new Map<string, Promise<void>>();

/**
 * A worker or a piece that never answers (a request that dies without an error) must not leave the panel
 * saying "Searching..." for good. An offline browser fails at once, and a load that takes longer than a slow
 * phone's download fails after this long; both may be retried.
 */
const INDEX_TIMEOUT_MS = 60_000;

function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Starts (once per version) loading the index in the worker. A failed load may be retried. */
export function loadIndex(versionUrl: string): Promise<void> {
  let promise = loaded.get(versionUrl);
  if (!promise) {
    // An index already loaded keeps answering offline; only a new load needs the network.
    if (offline()) return Promise.reject(new Error('the browser is offline'));
    promise = withTimeout(
      fetchIndexesByWorker(versionUrl),
      INDEX_TIMEOUT_MS,
      `the search index of ${versionUrl}`,
    );
    promise.catch(() => loaded.delete(versionUrl));
    loaded.set(versionUrl, promise);
  }
  return promise;
}

/** A query's results. Its pieces load on the way; one that fails fails the query, and the next one retries. */
export async function queryIndex(versionUrl: string, query: string, limit: number): Promise<RawResult[]> {
  await loadIndex(versionUrl);
  return withSummaries(
    await withTimeout(
      searchByWorker(versionUrl, query, limit),
      INDEX_TIMEOUT_MS,
      `the search for "${query}"`,
    ),
  );
}

let deprecated: Promise<ReadonlySet<string>> | undefined;

/**
 * The set of deprecated page URLs (plugins/search/meta-plugin.ts), fetched once, alongside the index. Never rejects:
 * without it results are simply not marked.
 */
export function loadDeprecated(metaUrl: string | undefined): Promise<ReadonlySet<string>> {
  if (!metaUrl || process.env.NODE_ENV !== 'production') return Promise.resolve(new Set());
  deprecated ??= fetch(metaUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    })
    .then((raw: unknown) => new Set(parseSearchMeta(raw).deprecated.map(normalizeUrl)))
    .catch((error: unknown) => {
      console.warn(`[search] ${metaUrl}: ${String(error)}; deprecated pages will not be marked.`);
      deprecated = undefined;
      return new Set<string>();
    });
  return deprecated;
}
