/**
 * The examples gallery (/flex/gallery): a card per example and per chart type, each with its picture (drawn at
 * build time from its definition), filtered by capability and by chart type. The filters live in the URL query
 * (`?capability=export&type=bar-chart`), so a filtered view can be shared; the page is prerendered unfiltered
 * and applies the query once hydrated.
 */
import React, { useCallback, useMemo } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ThemedImage from '@theme/ThemedImage';
import {
  NO_FILTERS,
  facetCounts,
  filterCards,
  filtersToSearch,
  parseFilters,
  type GalleryFilters,
} from '../../gallery/filter';
import type { GalleryCard, GalleryPageData } from '../../gallery/types';
// The example page's layout and headings: shared styles (the site ships one stylesheet, so every rule here is
// paid by every page); chips, cards, badges and the empty state are Infima's.
import pageStyles from '../Example/page.module.css';
import styles from './styles.module.css';
import VersionNotice from '@site/src/components/VersionNotice';
import { KIND_LABELS } from '../../kinds';

/** The filters in the URL, and a setter that writes them there (replacing the entry: no history per click). */
function useUrlFilters(page: GalleryPageData): [GalleryFilters, (next: GalleryFilters) => void] {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const known = useMemo(
    () => ({ capabilities: page.capabilities.map((c) => c.id), types: page.types.map((t) => t.type) }),
    [page],
  );
  // Prerendered without a query: the first render in the browser must match it (hydration), then the query applies.
  const filters = isBrowser ? parseFilters(location.search, known) : NO_FILTERS;
  const setFilters = useCallback(
    (next: GalleryFilters) =>
      history.replace({ ...location, search: filtersToSearch(next, location.search) }),
    [history, location],
  );
  return [filters, setFilters];
}

export default function Gallery({ page }: { page: GalleryPageData }): React.JSX.Element {
  const [filters, setFilters] = useUrlFilters(page);
  const shown = filterCards(page.cards, filters);
  const counts = facetCounts(page.cards, filters);
  const filtered = filters.capability !== null || filters.type !== null;
  const reset = () => setFilters(NO_FILTERS);
  const examples = shown.filter((c) => c.kind === 'example');
  const charts = shown.filter((c) => c.kind === 'chart');
  const totalExamples = page.cards.filter((c) => c.kind === 'example').length;
  const totalCharts = page.cards.length - totalExamples;
  const capabilityLabel = page.capabilities.find((c) => c.id === filters.capability)?.label;
  const typeTitle = page.types.find((t) => t.type === filters.type)?.title;
  const typesByKind = useMemo(() => {
    const groups = new Map<string, GalleryPageData['types']>();
    for (const t of [...page.types].sort((a, b) => a.title.localeCompare(b.title)))
      groups.set(t.kind, [...(groups.get(t.kind) ?? []), t]);
    return [...groups.entries()].sort(
      ([a], [b]) => Object.keys(KIND_LABELS).indexOf(a) - Object.keys(KIND_LABELS).indexOf(b),
    );
  }, [page.types]);

  return (
    <main className={pageStyles.page}>
      <header className={pageStyles.header}>
        <p className={pageStyles.eyebrow}>Flex</p>
        <h1 className={pageStyles.title}>Examples gallery</h1>
        <p className={pageStyles.description}>
          {totalExamples} runnable examples and {totalCharts} chart types. Each picture is drawn when the site
          is built, from the same definition and demo data the live page runs. Filter by what an example shows
          or by chart type.
        </p>
        <VersionNotice />
      </header>

      <section className={styles.filters} aria-label="Filters">
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Capability</legend>
          <div className={pageStyles.chips}>
            <Chip
              pressed={filters.capability === null}
              onClick={() => setFilters({ ...filters, capability: null })}
            >
              All ({counts.allCapabilities})
            </Chip>
            {page.capabilities.map((c) => (
              <Chip
                key={c.id}
                pressed={filters.capability === c.id}
                title={`Examples that ${c.description}`}
                data-capability={c.id}
                onClick={() =>
                  setFilters({ ...filters, capability: filters.capability === c.id ? null : c.id })
                }
              >
                {c.label} ({counts.capability[c.id] ?? 0})
              </Chip>
            ))}
          </div>
        </fieldset>
        <div className={styles.typeFilter}>
          <label htmlFor="gallery-type" className={styles.legend}>
            Chart type
          </label>
          <select
            id="gallery-type"
            value={filters.type ?? ''}
            onChange={(e) => setFilters({ ...filters, type: e.target.value || null })}
          >
            <option value="">All chart types ({counts.allTypes})</option>
            {typesByKind.map(([kind, types]) => (
              <optgroup key={kind} label={KIND_LABELS[kind] ?? kind}>
                {types.map((t) => (
                  <option key={t.type} value={t.type}>
                    {t.title} ({counts.type[t.type] ?? 0})
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      </section>

      <div className={styles.status}>
        <p role="status">
          {filtered
            ? `${shown.length} of ${page.cards.length} shown: ${plural(examples.length, 'example')} and ${plural(charts.length, 'chart type')}.`
            : `All ${page.cards.length}: ${plural(totalExamples, 'example')} and ${plural(totalCharts, 'chart type')}.`}
        </p>
        {filtered && shown.length > 0 && (
          <button type="button" className="button button--sm button--secondary" onClick={reset}>
            Reset filters
          </button>
        )}
      </div>

      {shown.length === 0 && (
        <div className="alert alert--info">
          <p>
            Nothing matches{' '}
            {[capabilityLabel, typeTitle]
              .filter(Boolean)
              .map((t) => `“${t}”`)
              .join(' with ')}
            : no example shows both. Try another chart type or capability.
          </p>
          <button type="button" className="button button--sm button--primary" onClick={reset}>
            Reset filters
          </button>
        </div>
      )}

      {[
        { id: 'gallery-examples', title: 'Examples', cards: examples },
        { id: 'gallery-charts', title: 'Chart types', cards: charts },
      ]
        .filter((section) => section.cards.length > 0)
        .map((section) => (
          <CardSection key={section.id} {...section} capabilities={page.capabilities} />
        ))}
    </main>
  );
}

/** A toggle button in Infima's outline style, filled while pressed. */
function Chip({
  pressed,
  children,
  ...props
}: React.ComponentProps<'button'> & { pressed: boolean }): React.JSX.Element {
  return (
    <button
      type="button"
      className={clsx('button button--sm button--outline button--primary', pressed && 'button--active')}
      aria-pressed={pressed}
      {...props}
    >
      {children}
    </button>
  );
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function CardSection({
  id,
  title,
  cards,
  capabilities,
}: {
  id: string;
  title: string;
  cards: GalleryCard[];
  capabilities: GalleryPageData['capabilities'];
}): React.JSX.Element {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        {title} ({cards.length})
      </h2>
      <ul className={styles.grid}>
        {cards.map((card) => (
          <Card key={`${card.kind}-${card.id}`} card={card} capabilities={capabilities} />
        ))}
      </ul>
    </section>
  );
}

function Card({
  card,
  capabilities,
}: {
  card: GalleryCard;
  capabilities: GalleryPageData['capabilities'];
}): React.JSX.Element {
  const light = useBaseUrl(card.picture.light);
  const dark = useBaseUrl(card.picture.dark);
  const labels = card.capabilities
    .map((id) => capabilities.find((c) => c.id === id)?.label)
    .filter((l): l is string => Boolean(l));
  return (
    <li className={clsx('card', styles.card)} data-card={`${card.kind}:${card.id}`}>
      <div className="card__image">
        <ThemedImage
          className={styles.image}
          sources={{ light, dark }}
          alt={card.picture.alt}
          width={card.picture.width}
          height={card.picture.height}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className="card__body">
        <h3>
          {/* The link covers the whole card (CSS); its name stays the title. */}
          <Link to={card.permalink} className={styles.cardLink}>
            {card.title}
          </Link>
        </h3>
        <p>{card.summary}</p>
        {labels.length > 0 && (
          <ul className={pageStyles.chips} aria-label="Shows">
            {labels.map((l) => (
              <li key={l} className="badge badge--secondary">
                {l}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
