/**
 * The query side of @easyops-cn/docusaurus-search-local: its Web Worker (lunr) loads the index for a docs
 * version and answers queries. Reused as is; only the search box and results panel are this site's own.
 * The plugin exports no public entry point for its worker, hence the deep import (see src/theme/README.md).
 */
import {
  fetchIndexesByWorker,
  searchByWorker,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import type { RawResult } from './hits';
import { normalizeUrl } from './hits';
import { withSummaries } from './summaries';
import { parseSearchMeta } from './meta';

/** The plugin builds one index per docs version; '' = no search context (the whole version). */
const SEARCH_CONTEXT = '';

const loaded = new Map<string, Promise<void>>();

/**
 * The worker never answers when its own script cannot load (offline, or the request dies): the plugin's calls
 * then wait forever and the panel would say "Searching..." for good. An offline browser fails at once, and a
 * load that takes longer than a slow phone's index download fails after this long; both may be retried.
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
      fetchIndexesByWorker(versionUrl, SEARCH_CONTEXT),
      INDEX_TIMEOUT_MS,
      `the search index of ${versionUrl}`,
    );
    promise.catch(() => loaded.delete(versionUrl));
    loaded.set(versionUrl, promise);
  }
  return promise;
}

export async function queryIndex(versionUrl: string, query: string, limit: number): Promise<RawResult[]> {
  await loadIndex(versionUrl);
  return withSummaries((await searchByWorker(versionUrl, SEARCH_CONTEXT, query, limit)) ?? []);
}

let deprecated: Promise<ReadonlySet<string>> | undefined;

/**
 * The set of deprecated page URLs (plugins/search-meta), fetched once, alongside the index. Never rejects:
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
