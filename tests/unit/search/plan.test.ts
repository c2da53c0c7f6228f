import type { RawResult } from '@site/plugins/search/client/hits';
import { searchWithFallback, WORKER_LIMIT, type RunQuery } from '@site/plugins/search/client/plan';

let id = 0;
const doc = (type: number, url: string): RawResult => ({
  type,
  document: { i: ++id, t: url, u: url },
  tokens: [],
});

/** A fake worker: answers from a table of query -> results and records what it was asked. */
function fakeWorker(table: Record<string, RawResult[]>) {
  const calls: [string, number][] = [];
  const run: RunQuery = async (query, limit) => {
    calls.push([query, limit]);
    return table[query] ?? [];
  };
  return { run, calls };
}

describe('searchWithFallback', () => {
  it('asks once when the query names pages (title, heading or keywords matches)', async () => {
    const { run, calls } = fakeWorker({ 'rate limit': [doc(4, '/api/a'), doc(0, '/guide/rate-limits')] });
    const results = await searchWithFallback(run, 'rate limit');
    expect(calls).toEqual([['rate limit', WORKER_LIMIT]]);
    expect(results.map((r) => r.document.u)).toEqual(['/api/a', '/guide/rate-limits']);
  });

  it('asks once for a single word, even with only text matches', async () => {
    const { run, calls } = fakeWorker({ token: [doc(4, '/api/a')] });
    await searchWithFallback(run, 'the token');
    expect(calls).toHaveLength(1);
  });

  it('with only text matches, also asks without each word and merges what is new', async () => {
    const boilerplate = [doc(4, '/api/a'), doc(4, '/api/b')];
    const coreApi = doc(0, '/guide/api--introduction');
    const { run, calls } = fakeWorker({
      'core api introduction': boilerplate,
      'core api': [coreApi, boilerplate[0]!],
    });
    const results = await searchWithFallback(run, 'core api introduction');
    expect(calls.map(([q]) => q)).toEqual([
      'core api introduction',
      'api introduction',
      'core introduction',
      'core api',
    ]);
    expect(results.map((r) => r.document.u)).toEqual(['/api/a', '/api/b', '/guide/api--introduction']);
  });

  it('tries at most four narrower queries, without stop words', async () => {
    const { run, calls } = fakeWorker({});
    await searchWithFallback(run, 'how to connect the api with a key and a token from node');
    expect(calls).toHaveLength(5);
    expect(calls.slice(1).every(([q]) => !/\b(the|to|a|with|and|from|how)\b/.test(q))).toBe(true);
  });
});
