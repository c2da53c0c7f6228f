/**
 * The search client (plugins/search/client/client.ts) around the search worker. A worker whose script could not load
 * never answers: with the plugin's worker, a search started offline said "Searching..." forever, and every
 * later search too (tests/e2e/search/search.spec.ts, "offline at first use", flaked on it).
 */
const fetchIndexesByWorker = jest.fn<Promise<void>, [string]>();
// Called through a wrapper: the mock factory runs (hoisted) before this file's constants exist.

jest.mock('../../../plugins/search/client/workerClient', () => ({
  fetchIndexesByWorker: (url: string) => fetchIndexesByWorker(url),
  searchByWorker: jest.fn(),
}));

import { loadIndex } from '../../../plugins/search/client/client';

function setOnline(onLine: boolean): void {
  Object.defineProperty(globalThis, 'navigator', { value: { onLine }, configurable: true });
}

afterEach(() => {
  jest.useRealTimers();
  fetchIndexesByWorker.mockReset();
});

test('offline, a first load fails at once and does not start the worker', async () => {
  setOnline(false);
  await expect(loadIndex('/offline-first/')).rejects.toThrow('offline');
  expect(fetchIndexesByWorker).not.toHaveBeenCalled();
});

test('a worker that never answers fails after the timeout, and the next search tries again', async () => {
  setOnline(true);
  jest.useFakeTimers();
  fetchIndexesByWorker.mockReturnValueOnce(new Promise(() => undefined));
  const first = loadIndex('/silent/');
  jest.advanceTimersByTime(60_000);
  await expect(first).rejects.toThrow('no answer in 60 s');
  fetchIndexesByWorker.mockResolvedValueOnce(undefined);
  await expect(loadIndex('/silent/')).resolves.toBeUndefined();
  expect(fetchIndexesByWorker).toHaveBeenCalledTimes(2);
});

test('an index already loaded keeps answering offline', async () => {
  setOnline(true);
  fetchIndexesByWorker.mockResolvedValueOnce(undefined);
  await loadIndex('/loaded/');
  setOnline(false);
  await expect(loadIndex('/loaded/')).resolves.toBeUndefined();
  expect(fetchIndexesByWorker).toHaveBeenCalledTimes(1);
});
