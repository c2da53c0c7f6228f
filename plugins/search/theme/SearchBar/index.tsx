/**
 * Replaces @easyops-cn/docusaurus-search-local@0.55.3 SearchBar (an autocomplete.js dropdown built from HTML
 * strings) with the site's own search box and results panel (the header's `@theme/SearchBar`): results grouped
 * by area, keyboard use, the states of spec section 4 and accessible combobox markup. The index and the query
 * still come from the plugin: its Web Worker (lunr) is reused through ../../client/client.ts, and its
 * highlight-on-target-page behaviour is kept (see useHighlightOnPage).
 *
 * This file is the box and its panel (opening, closing, keyboard, small screens); useSearch.ts runs the
 * queries, useSearchAnalytics.ts reports them, Results.tsx draws the grouped results.
 */
import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import { useHistory } from '@docusaurus/router';
import { setAnalyticsEndpoint } from '@site/src/analytics/track';
import { useAppConfig } from '@site/src/config/AppConfigContext';
import { MAX_QUERY_LENGTH } from '@site/plugins/search/client/query';
import { suggestedLinks } from '@site/plugins/search/client/suggestions';
import type { SearchHit } from '@site/plugins/search/client/types';
import { useHighlightOnPage, HIGHLIGHT_PARAM } from './highlight';
import { Results, Suggestions } from './Results';
import { useSearch } from './useSearch';
import styles from './styles.module.css';

/** Below this width the header has no room for a box: the search collapses to a button (spec: 992px). */
const SMALL_SCREEN = '(max-width: 991.98px)';

const isSmallScreen = () => typeof window !== 'undefined' && window.matchMedia(SMALL_SCREEN).matches;

function isEditableTarget(event: Event): boolean {
  const target = (event.composedPath?.()[0] ?? event.target) as Element | null;
  if (!target || !(target instanceof Element)) return false;
  if ((target as HTMLElement).isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
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
  const history = useHistory();
  const config = useAppConfig();
  useHighlightOnPage();
  const {
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
  } = useSearch();
  const flushAnalytics = analytics.flush;

  const id = useId().replace(/:/g, '');
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const [hydrated, setHydrated] = useState(false);
  const [expanded, setExpanded] = useState(false);
  /** False while focus is handed back to the box after closing, so that focusing does not reopen. */
  const reopenOnFocus = useRef(true);

  useEffect(() => setAnalyticsEndpoint(config.analytics.endpoint), [config.analytics.endpoint]);
  const links = useMemo(() => suggestedLinks(config.links), [config.links]);

  const close = useCallback(() => {
    setOpen(false);
    flushAnalytics();
  }, [flushAnalytics, setOpen]);

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
    [flushAnalytics, history, terms, setOpen],
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
            <Results
              id={id}
              listRef={listRef}
              groups={groups}
              terms={terms}
              active={active}
              stale={phase === 'searching'}
              onActivate={setActive}
              onPick={pick}
            />
          )}
          {(showNoResults || phase === 'error') && <Suggestions links={links} onFollow={collapse} />}
        </div>
      )}
    </div>
  );
}
