/**
 * The search worker: answers queries off the main thread on a docs version's index in pieces, loading the
 * pieces each query needs (pieces/search.ts). Started by workerClient.ts; a message in, one answer out.
 */
import type { Manifest } from './pieces/format';
import { MANIFEST } from './pieces/format';
import { PieceIndex } from './pieces/search';
import type { WorkerAnswer, WorkerRequest } from './workerClient';

/** A piece that has not arrived after this long fails, so the search can say so and be retried. */
const FETCH_TIMEOUT_MS = 30_000;

interface Scope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerAnswer): void;
  location: { origin: string };
}
const scope = self as unknown as Scope;

async function fetchJson(url: URL, init: RequestInit = {}): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
    return (await response.json()) as unknown;
  } catch (error) {
    throw controller.signal.aborted
      ? new Error(`${url.pathname}: no answer in ${FETCH_TIMEOUT_MS / 1000} s`)
      : error;
  } finally {
    clearTimeout(timer);
  }
}

const indexes = new Map<string, Promise<PieceIndex>>();

/** A version's index: its manifest, fetched once (a failed fetch is forgotten, to be retried). */
function indexOf(versionUrl: string): Promise<PieceIndex> {
  let index = indexes.get(versionUrl);
  if (!index) {
    const base = new URL(versionUrl, scope.location.origin);
    // Only this site's own files.
    if (base.origin !== scope.location.origin) return Promise.reject(new Error('unexpected version url'));
    // The manifest keeps its name from build to build: always revalidated. The pieces it names are hashed.
    index = fetchJson(new URL(MANIFEST, base), { cache: 'no-cache' }).then(
      (manifest) => new PieceIndex(manifest as Manifest, (file) => fetchJson(new URL(file, base))),
    );
    index.catch(() => indexes.delete(versionUrl));
    indexes.set(versionUrl, index);
  }
  return index;
}

scope.onmessage = ({ data }) => {
  const answer = async () => {
    const index = await indexOf(data.versionUrl);
    return data.query === undefined ? [] : index.search(data.query, data.limit ?? 0);
  };
  answer().then(
    (results) => scope.postMessage({ id: data.id, results }),
    (error: unknown) =>
      scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) }),
  );
};
