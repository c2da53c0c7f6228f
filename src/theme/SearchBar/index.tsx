/**
 * Replaces @easyops-cn/docusaurus-search-local@0.55.3 SearchBar (an autocomplete.js dropdown built from HTML
 * strings) with the site's own search box and results panel: results grouped by area, keyboard use, the
 * states of spec section 4 and accessible combobox markup. The index and the query still come from the
 * plugin: its Web Worker (lunr) is reused through src/search/client.ts, and its highlight-on-target-page
 * behaviour is kept (see useHighlightOnPage).
 */
import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useHistory } from '@docusaurus/router';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useActivePlugin, useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import { track, setAnalyticsEndpoint } from '@site/src/analytics/track';
import { useAppConfig } from '@site/src/config/AppConfigContext';
import { breadcrumbMap } from '@site/src/search/breadcrumbs';
import { loadDeprecated, loadIndex, queryIndex } from '@site/src/search/client';
import { flattenGroups, groupResults } from '@site/src/search/group';
import { searchWithFallback } from '@site/src/search/plan';
import { PRIORITY_PAGES } from '@site/src/search/priority';
import { rankPages } from '@site/src/search/rank';
import { SEARCH_META_PLUGIN, type SearchMetaGlobalData } from '@site/src/search/meta';
import { MAX_QUERY_LENGTH, sanitizeQuery, splitHighlights } from '@site/src/search/query';
import { suggestedLinks } from '@site/src/search/suggestions';
import type { ResultGroup, SearchHit } from '@site/src/search/types';
import type { GlobalNavData } from '@site/src/navigation/types';
import { useHighlightOnPage, HIGHLIGHT_PARAM } from './highlight';
import styles from './styles.module.css';

/** A query counts as settled (and goes to analytics) once the user pauses this long. */
const ANALYTICS_SETTLE_MS = 800;
/** Pages shown at most. */
const MAX_PAGES = 10;

/** Below this width the header has no room for a box: the search collapses to a button (spec: 992px). */
const SMALL_SCREEN = '(max-width: 991.98px)';

const isSmallScreen = () => typeof window !== 'undefined' && window.matchMedia(SMALL_SCREEN).matches;

type Phase = 'idle' | 'searching' | 'done' | 'error';
type IndexState = 'idle' | 'loading' | 'ready' | 'error';

function isEditableTarget(event: Event): boolean {
  const target = (event.composedPath?.()[0] ?? event.target) as Element | null;
  if (!target || !(target instanceof Element)) return false;
  if ((target as HTMLElement).isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
}

/** The URL of the docs version being read ('/' for the latest), which selects the index to search. */
function useVersionUrl(baseUrl: string): string {
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion(activePlugin?.pluginId);
  return activeVersion && !activeVersion.isLast ? `${activeVersion.path}/` : baseUrl;
}

function Highlighted({ text, terms }: { text: string; terms: readonly string[] }): React.JSX.Element {
  return (
    <>
      {splitHighlights(text, terms).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
      )}
    </>
  );
}

function SearchIcon({ className }: { className?: string }): React.JSX.Element {
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M6.03 10.2a4.17 4.17 0 1 1 4.17-4.17 4.16 4.16 0 0 1-4.17 4.17Zm9.69 4.22-4.82-4.82A5.88 5.88 0 0 0 12.06 6.03a6 6 0 1 0-2.46 4.87l4.82 4.82a.9.9 0 0 0 1.3 0 .9.9 0 0 0 0-1.3Z"
      />
    </svg>
  );
}

export default function SearchBar(): React.JSX.Element {
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  const history = useHistory();
  const versionUrl = useVersionUrl(baseUrl);
  const config = useAppConfig();
  const nav = usePluginData('global-nav') as GlobalNavData | undefined;
  const meta = usePluginData(SEARCH_META_PLUGIN) as SearchMetaGlobalData | undefined;
  useHighlightOnPage();

  const id = useId().replace(/:/g, '');
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const [hydrated, setHydrated] = useState(false);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
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
  const analyticsTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pendingAnalytics = useRef<{ query: string; results: number } | null>(null);
  const lastTracked = useRef('');
  /** False while focus is handed back to the box after closing, so that focusing does not reopen. */
  const reopenOnFocus = useRef(true);

  useEffect(() => setAnalyticsEndpoint(config.analytics.endpoint), [config.analytics.endpoint]);

  const crumbs = useMemo(() => breadcrumbMap(nav?.tree ?? []), [nav]);
  const flat = useMemo(() => flattenGroups(groups), [groups]);
  const links = useMemo(() => suggestedLinks(config.links), [config.links]);

  const ensureIndex = useCallback(() => {
    setIndexState((s) => (s === 'ready' ? s : 'loading'));
    void loadDeprecated(meta?.metaUrl);
    loadIndex(versionUrl).then(
      () => setIndexState('ready'),
      () => setIndexState('error'),
    );
  }, [versionUrl, meta]);

  // Another docs version has its own index.
  useEffect(() => {
    setIndexState('idle');
    seq.current += 1;
  }, [versionUrl]);

  const flushAnalytics = useCallback((selected?: string) => {
    clearTimeout(analyticsTimer.current);
    const pending = pendingAnalytics.current;
    pendingAnalytics.current = null;
    if (!pending || (pending.query === lastTracked.current && !selected)) return;
    lastTracked.current = pending.query;
    track('docs-search', { ...pending, ...(selected ? { selected } : {}) });
  }, []);

  /** Records the query whose results are now shown; it is sent once the user pauses (or picks/closes). */
  const settle = useCallback(
    (query: string, results: number) => {
      pendingAnalytics.current = { query, results };
      clearTimeout(analyticsTimer.current);
      analyticsTimer.current = setTimeout(() => flushAnalytics(), ANALYTICS_SETTLE_MS);
    },
    [flushAnalytics],
  );

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
        });
        setGroups(groupResults(hits, { baseUrl, priority: PRIORITY_PAGES }));
        setTerms(q.toLowerCase().split(/[\s-]+/));
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

  const close = useCallback(() => {
    setOpen(false);
    flushAnalytics();
  }, [flushAnalytics]);

  const collapse = useCallback(() => {
    close();
    setExpanded(false);
  }, [close]);

  const pick = useCallback(
    (hit: SearchHit) => {
      flushAnalytics(hit.path);
      setOpen(false);
      setExpanded(false);
      inputRef.current?.blur();
      const params = new URLSearchParams();
      for (const term of terms) if (term) params.append(HIGHLIGHT_PARAM, term);
      const search = params.toString();
      const hash = hit.path.slice(hit.url.length);
      history.push(`${hit.url}${search ? `?${search}` : ''}${hash}`);
    },
    [flushAnalytics, history, terms],
  );

  const focusInput = useCallback(() => {
    if (isSmallScreen()) {
      // The expanded box covers the header bar it sits in, wherever the page has scrolled that bar to.
      const root = rootRef.current;
      const bar = root?.closest('nav, header')?.getBoundingClientRect();
      if (root && bar) {
        root.style.setProperty('--search-top', `${Math.max(0, bar.top)}px`);
        root.style.setProperty('--search-height', `${bar.height}px`);
      }
      setExpanded(true);
    }
    // Below 992px the input is only shown once expanded: focus it after that render.
    requestAnimationFrame(() => {
      const input = inputRef.current;
      if (!input) return;
      input.focus();
      input.select();
    });
  }, []);

  // Text typed before hydration stays in the box: adopt it instead of losing it.
  useEffect(() => {
    setHydrated(true);
    const input = inputRef.current;
    if (input?.value) updateQuery(input.value);
    if (input && document.activeElement === input) ensureIndex();
    // Only once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // '/' focuses the search box from anywhere, except while typing in another field.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      if (isEditableTarget(event)) return;
      event.preventDefault();
      ensureIndex();
      focusInput();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ensureIndex, focusInput]);

  // A click or tap outside closes the panel (and the expanded box on small screens).
  useEffect(() => {
    if (!open && !expanded) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) collapse();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, expanded, collapse]);

  // Keep the active option visible while moving with the arrow keys.
  useEffect(() => {
    if (active < 0) return;
    listRef.current
      ?.querySelector(`#${CSS.escape(`${id}-opt-${active}`)}`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  useEffect(
    () => () => {
      seq.current += 1;
      clearTimeout(analyticsTimer.current);
    },
    [],
  );

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          if (query.trim() !== '') setOpen(true);
          return;
        }
        if (flat.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((a) => (a < 0 ? (step > 0 ? 0 : flat.length - 1) : (a + step + flat.length) % flat.length));
        return;
      }
      case 'Enter': {
        if (!open) return;
        event.preventDefault();
        const hit = flat[active] ?? (phase === 'done' ? flat[0] : undefined);
        if (hit) pick(hit);
        return;
      }
      case 'Escape': {
        event.preventDefault();
        event.stopPropagation();
        if (open) close();
        else {
          setExpanded(false);
          inputRef.current?.blur();
        }
        return;
      }
      default:
    }
  };

  const onBlur = (event: React.FocusEvent) => {
    // Focus moving elsewhere (Tab, a click outside) ends the search; moving within the panel does not.
    const next = event.relatedTarget as Node | null;
    if (next && rootRef.current?.contains(next)) return;
    if (next) collapse();
  };

  const onClose = () => {
    updateQuery('');
    close();
    if (isSmallScreen()) setExpanded(false);
    else inputRef.current?.focus();
  };

  const showResults = groups.length > 0 && phase !== 'error' && !(phase === 'done' && flat.length === 0);
  const showNoResults = phase === 'done' && flat.length === 0;
  const activeId =
    open && showResults && active >= 0 && active < flat.length ? `${id}-opt-${active}` : undefined;

  let statusText = '';
  if (phase === 'searching') statusText = 'Searching...';
  else if (phase === 'error') statusText = 'Search is unavailable right now.';
  else if (showNoResults) statusText = 'No results found.';
  else if (phase === 'done') statusText = `${flat.length} ${flat.length === 1 ? 'result' : 'results'}`;

  let optionIndex = 0;

  return (
    <div
      ref={rootRef}
      className={clsx('navbar__search', styles.root, expanded && styles.expanded, open && styles.open)}
      data-search-ready={hydrated ? 'true' : undefined}
      onPointerEnter={hydrated ? ensureIndex : undefined}
      onBlur={onBlur}
    >
      <button
        type="button"
        className={styles.toggle}
        aria-label="Search"
        aria-expanded={expanded}
        onClick={() => {
          ensureIndex();
          focusInput();
        }}
      >
        <SearchIcon />
      </button>
      <div className={styles.box}>
        <SearchIcon className={styles.icon} />
        <input
          ref={inputRef}
          id={`${id}-input`}
          className={styles.input}
          type="search"
          placeholder="Search"
          aria-label="Search the documentation"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={MAX_QUERY_LENGTH}
          {...(hydrated
            ? {
                role: 'combobox',
                // Expanded = the listbox is shown; the other panel states are announced by the status region.
                'aria-expanded': open && showResults,
                'aria-haspopup': 'listbox' as const,
                'aria-autocomplete': 'list' as const,
                ...(open && showResults ? { 'aria-controls': listboxId } : {}),
                ...(activeId ? { 'aria-activedescendant': activeId } : {}),
              }
            : {})}
          value={query}
          onChange={(e) => updateQuery(e.target.value)}
          onFocus={() => {
            ensureIndex();
            if (reopenOnFocus.current && query.trim() !== '') setOpen(true);
            reopenOnFocus.current = true;
          }}
          onKeyDown={onKeyDown}
        />
        {query === '' && (
          <kbd className={styles.hint} aria-hidden="true">
            /
          </kbd>
        )}
        {(query !== '' || expanded) && (
          <button type="button" className={styles.close} aria-label="Close search" onClick={onClose}>
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <path
                d="M3.5 3.5l9 9m0-9l-9 9"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                fill="none"
              />
            </svg>
          </button>
        )}
      </div>
      {open && (
        <div
          className={styles.panel}
          data-phase={phase}
          data-query={shownQuery}
          // Long result lists scroll: keyboard users can Tab into the panel to scroll it (Escape returns).
          tabIndex={0}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            close();
            reopenOnFocus.current = false;
            inputRef.current?.focus();
          }}
        >
          <div
            role="status"
            aria-live="polite"
            className={clsx(styles.status, phase === 'done' && showResults && styles.srOnly)}
          >
            {statusText}
          </div>
          {phase === 'searching' && indexState === 'loading' && (
            <div className={styles.loading}>Loading search index...</div>
          )}
          {showResults && (
            <div
              ref={listRef}
              id={listboxId}
              role="listbox"
              aria-label="Search results"
              className={clsx(styles.results, phase === 'searching' && styles.stale)}
            >
              {groups.map((group) => (
                <React.Fragment key={group.area}>
                  <div className={styles.groupLabel} aria-hidden="true">
                    {group.label}
                  </div>
                  <div role="group" aria-label={group.label} className={styles.group} data-area={group.area}>
                    {group.hits.map((hit) => {
                      const n = optionIndex++;
                      return (
                        <a
                          key={hit.path}
                          id={`${id}-opt-${n}`}
                          role="option"
                          aria-selected={n === active}
                          tabIndex={-1}
                          href={hit.path}
                          className={clsx(styles.option, n === active && styles.active)}
                          data-title={hit.title}
                          data-rank={hit.rank}
                          data-type={hit.type}
                          data-deprecated={hit.deprecated || undefined}
                          onMouseMove={() => n !== active && setActive(n)}
                          onClick={(event) => {
                            if (
                              event.button !== 0 ||
                              event.ctrlKey ||
                              event.metaKey ||
                              event.shiftKey ||
                              event.altKey
                            ) {
                              return;
                            }
                            event.preventDefault();
                            pick(hit);
                          }}
                        >
                          <span className={styles.optionTitle}>
                            <Highlighted text={hit.title} terms={terms} />
                            {hit.section && (
                              <span className={styles.section}>
                                {' › '}
                                <Highlighted text={hit.section} terms={terms} />
                              </span>
                            )}
                            {hit.deprecated && <span className={styles.deprecated}>Deprecated</span>}
                          </span>
                          <span className={styles.crumb}>
                            {hit.breadcrumb.length > 0 ? hit.breadcrumb.join(' › ') : hit.url}
                          </span>
                        </a>
                      );
                    })}
                  </div>
                </React.Fragment>
              ))}
            </div>
          )}
          {(showNoResults || phase === 'error') && (
            <nav className={styles.suggestions} aria-label="Suggested pages">
              <p className={styles.suggestionsTitle}>Try one of these:</p>
              <ul>
                {links.map((link) => (
                  <li key={link.label}>
                    {link.external ? (
                      <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={collapse}>
                        {link.label}
                      </a>
                    ) : (
                      <Link to={link.href} onClick={collapse}>
                        {link.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      )}
    </div>
  );
}
