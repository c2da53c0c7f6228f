import type { RawResult } from './hits';
import { queryTerms, taskObject } from './rank';

/** Index documents asked from the worker for the query as typed. */
export const WORKER_LIMIT = 40;
/** ...and for each narrower query of the fallback. */
const FALLBACK_LIMIT = 15;
/** The fallback runs when fewer named matches (title, heading, keywords) than this came back: none. */
const MIN_NAMED = 1;
/** Narrower queries tried at most. */
const MAX_FALLBACKS = 4;

const NAMED_TYPES = new Set([0, 1, 3]);

export type RunQuery = (query: string, limit: number) => Promise<RawResult[]>;

/**
 * Runs a query, widening it when needed. The plugin's worker answers with the documents that hold every
 * word first and only tries looser variants (a word left out) when those do not fill the limit. Text
 * repeated on many pages (every API page links "the Core API introduction") can fill it on its own, and the
 * page actually named by most of the query never shows up. So when no named match came back, the query
 * is also run once without each of its words, and the results are merged; the ranking then weighs how much
 * of the full query each document holds.
 */
export async function searchWithFallback(run: RunQuery, query: string): Promise<RawResult[]> {
  const results = await run(query, WORKER_LIMIT);
  const words = queryTerms(query);
  const named = results.filter((r) => NAMED_TYPES.has(r.type)).length;
  // A task phrase ("list datasets") is also asked as the search operation's title ("search datasets"), whose
  // page the typed words alone may leave out of the worker's limit (rank.ts, taskObject).
  const object = taskObject(query);
  const task = object && `search ${object}`.toLowerCase() !== query.toLowerCase() ? [`search ${object}`] : [];
  const narrower =
    words.length < 2 || named >= MIN_NAMED
      ? []
      : words.map((_, i) => words.filter((__, j) => j !== i).join(' ')).slice(0, MAX_FALLBACKS);
  if (narrower.length === 0 && task.length === 0) return results;

  const more = await Promise.all([...task, ...narrower].map((q) => run(q, FALLBACK_LIMIT)));
  const seen = new Set(results.map((r) => r.document?.i));
  const merged = [...results];
  for (const list of more) {
    for (const r of list) {
      if (r.document && !seen.has(r.document.i)) {
        seen.add(r.document.i);
        merged.push(r);
      }
    }
  }
  return merged;
}
