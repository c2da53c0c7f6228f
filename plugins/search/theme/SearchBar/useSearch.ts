import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { breadcrumbMap } from '@site/plugins/search/client/breadcrumbs';
import { flattenGroups } from '@site/plugins/search/client/group';
import { PRIORITY_PAGES } from '@site/plugins/search/client/priority';
import { SEARCH_META_PLUGIN, type SearchMetaGlobalData } from '@site/plugins/search/client/meta';
import { MAX_QUERY_LENGTH, sanitizeQuery } from '@site/plugins/search/client/query';
import type { ResultGroup, SearchHit } from '@site/plugins/search/client/types';
import { useNavTree } from '@site/src/navigation/useNavTree';
import { useLastReadVersion } from '@site/src/navigation/reader-version';
import { loadAllNavEmbeds } from '@site/src/navigation/nav-embeds';
import { searchIndexUrlOf } from '@site/plugins/search/client/versions';
import { useSearchAnalytics } from './useSearchAnalytics';

/**
 * The worker client, ranking and grouping: a chunk of their own, loaded on first interest (engine.ts). A
 * failed load (offline) is not kept, so the next interest tries again.
 */
let enginePromise: Promise<typeof import('@site/plugins/search/client/engine')> | undefined;
const engine = () =>
  (enginePromise ??= import('@site/plugins/search/client/engine').catch((error: unknown) => {
    enginePromise = undefined;
    throw error;
  }));

/** Pages shown at most. */
const MAX_PAGES = 10;

export type Phase = 'idle' | 'searching' | 'done' | 'error';
export type IndexState = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The search itself, without its markup: the query typed, the index of the docs version being read (loaded
 * on first interest), the worker's answers ranked and grouped by area, and which result is active.
 */
export function useSearch() {
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  // The index of the docs version being read: its guides and its API pages (plugins/search). From a page with
  // one version (flex, playground), the version the reader last read.
  const versionUrl = searchIndexUrlOf(useLastReadVersion(), baseUrl);
  const navTree = useNavTree();
  const meta = usePluginData(SEARCH_META_PLUGIN) as SearchMetaGlobalData | undefined;
  const analytics = useSearchAnalytics();
  const { settle } = analytics;

  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [indexState, setIndexState] = useState<IndexState>('idle');
  const [groups, setGroups] = useState<ResultGroup[]>([]);
  const [terms, setTerms] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const [shownQuery, setShownQuery] = useState('');
  const seq = useRef(0);
  /** A query waits here while the worker answers an older one; only the newest waiting query runs. */
  const queued = useRef<string | null>(null);
  const inFlight = useRef(false);

  const crumbs = useMemo(() => breadcrumbMap(navTree), [navTree]);
  const flat: SearchHit[] = useMemo(() => flattenGroups(groups), [groups]);

  const ensureIndex = useCallback(() => {
    setIndexState((s) => (s === 'ready' ? s : 'loading'));
    // Results show their place in the side navigation: its trees that load with their sections, too. Without
    // them (offline) a result shows its area only.
    loadAllNavEmbeds().catch(() => undefined);
    engine()
      .then(({ loadDeprecated, loadIndex }) => {
        void loadDeprecated(meta?.metaUrl);
        return loadIndex(versionUrl);
      })
      .then(
        () => setIndexState('ready'),
        () => setIndexState('error'),
      );
  }, [versionUrl, meta]);

  // Another docs version has its own index.
  useEffect(() => {
    setIndexState('idle');
    seq.current += 1;
  }, [versionUrl]);

  /**
   * Runs a query in the worker. No timer-based debounce: a query runs at once unless one is already being
   * answered, in which case only the newest typed query runs next (keystrokes in between are skipped).
   * The worker keeps the page responsive meanwhile.
   */
  const runSearch = useCallback(
    async (q: string): Promise<void> => {
      const current = ++seq.current;
      inFlight.current = true;
      try {
        const { groupResults, loadDeprecated, markTerms, queryIndex, rankPages, searchWithFallback, stem } =
          await engine();
        const [raw, deprecated] = await Promise.all([
          searchWithFallback((query, limit) => queryIndex(versionUrl, query, limit), q),
          loadDeprecated(meta?.metaUrl),
        ]);
        // Superseded (cleared, or a newer query is waiting): its results would only flash by.
        if (current !== seq.current || queued.current !== null) return;
        setIndexState('ready');
        const hits = rankPages(raw, q, {
          isDeprecated: (url) => deprecated.has(url),
          breadcrumbOf: (url) => crumbs.get(url),
          priority: PRIORITY_PAGES,
          maxPages: MAX_PAGES,
          stem,
        });
        setGroups(groupResults(hits, { baseUrl, priority: PRIORITY_PAGES }));
        setTerms(markTerms(q));
        setActive(hits.length > 0 ? 0 : -1);
        setShownQuery(q);
        setPhase('done');
        settle(q, hits.length);
      } catch (error) {
        if (current !== seq.current || queued.current !== null) return;
        console.warn('[search] the search index could not be queried:', error);
        setIndexState('error');
        setGroups([]);
        setActive(-1);
        setShownQuery(q);
        setPhase('error');
      } finally {
        inFlight.current = false;
        const next = queued.current;
        queued.current = null;
        if (next !== null) void runSearchRef.current(next);
      }
    },
    [versionUrl, meta, crumbs, baseUrl, settle],
  );
  const runSearchRef = useRef(runSearch);
  useEffect(() => {
    runSearchRef.current = runSearch;
  }, [runSearch]);

  const updateQuery = useCallback(
    (value: string) => {
      const text = value.slice(0, MAX_QUERY_LENGTH);
      setQuery(text);
      queued.current = null;
      if (text.trim() === '') {
        seq.current += 1;
        setOpen(false);
        setPhase('idle');
        setGroups([]);
        setActive(-1);
        return;
      }
      setOpen(true);
      const q = sanitizeQuery(text);
      if (q === '') {
        // Only characters the index cannot match (e.g. '***'): nothing to ask the worker.
        seq.current += 1;
        setGroups([]);
        setActive(-1);
        setShownQuery(text.trim());
        setPhase('done');
        settle(text.trim(), 0);
        return;
      }
      ensureIndex();
      setPhase('searching');
      if (inFlight.current) queued.current = q;
      else void runSearch(q);
    },
    [ensureIndex, runSearch, settle],
  );

  // Answers still on their way after unmount are dropped.
  useEffect(
    () => () => {
      seq.current += 1;
    },
    [],
  );

  return {
    query,
    updateQuery,
    open,
    setOpen,
    phase,
    indexState,
    ensureIndex,
    groups,
    flat,
    terms,
    active,
    setActive,
    shownQuery,
    analytics,
  };
}
