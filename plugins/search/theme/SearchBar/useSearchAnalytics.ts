import { useCallback, useEffect, useRef } from 'react';
import { track } from '@site/src/analytics/track';

/** A query counts as settled (and goes to analytics) once the user pauses this long. */
const ANALYTICS_SETTLE_MS = 800;

/**
 * The `docs-search` analytics event: one per query the reader settles on (not one per keystroke), sent after a
 * pause, or at once when they pick a result (with the page they picked) or close the panel.
 */
export function useSearchAnalytics(): {
  /** Records the query whose results are now shown; it is sent once the user pauses (or picks/closes). */
  settle: (query: string, results: number) => void;
  /** Sends the pending query now, with the picked page if any. */
  flush: (selected?: string) => void;
} {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<{ query: string; results: number } | null>(null);
  const lastTracked = useRef('');

  const flush = useCallback((selected?: string) => {
    clearTimeout(timer.current);
    const event = pending.current;
    pending.current = null;
    if (!event || (event.query === lastTracked.current && !selected)) return;
    lastTracked.current = event.query;
    track('docs-search', { ...event, ...(selected ? { selected } : {}) });
  }, []);

  const settle = useCallback(
    (query: string, results: number) => {
      pending.current = { query, results };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(), ANALYTICS_SETTLE_MS);
    },
    [flush],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { settle, flush };
}
