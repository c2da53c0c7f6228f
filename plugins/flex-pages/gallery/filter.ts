/**
 * The gallery's filters: a capability and a chart type, held in the URL query (`?capability=export&type=bar-chart`)
 * so a filtered view can be shared. Pure; the page and the tests use it.
 */
import type { GalleryCard } from './types';

export interface GalleryFilters {
  capability: string | null;
  type: string | null;
}

export const NO_FILTERS: GalleryFilters = { capability: null, type: null };

/**
 * Filters from a query string. A value the gallery does not know (a stale or mistyped link) is dropped, so the
 * page shows everything rather than an empty list for a reason the reader cannot see.
 */
export function parseFilters(
  search: string,
  known: { capabilities: readonly string[]; types: readonly string[] },
): GalleryFilters {
  const params = new URLSearchParams(search);
  const pick = (name: string, allowed: readonly string[]) => {
    const value = params.get(name);
    return value !== null && allowed.includes(value) ? value : null;
  };
  return { capability: pick('capability', known.capabilities), type: pick('type', known.types) };
}

/** The query string of a filter state ('' when nothing is filtered); other parameters of `search` are kept. */
export function filtersToSearch(filters: GalleryFilters, search = ''): string {
  const params = new URLSearchParams(search);
  for (const name of ['capability', 'type'] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function matches(card: GalleryCard, filters: GalleryFilters): boolean {
  return (
    (!filters.capability || card.capabilities.includes(filters.capability)) &&
    (!filters.type || card.types.includes(filters.type))
  );
}

export function filterCards(cards: readonly GalleryCard[], filters: GalleryFilters): GalleryCard[] {
  return cards.filter((card) => matches(card, filters));
}

/**
 * How many cards each choice would show, given the other filter: what a reader gets by picking it now.
 * `capability[id]` counts with the current type, `type[id]` with the current capability; `all*` are the
 * counts of clearing that filter.
 */
export function facetCounts(
  cards: readonly GalleryCard[],
  filters: GalleryFilters,
): {
  capability: Record<string, number>;
  type: Record<string, number>;
  allCapabilities: number;
  allTypes: number;
} {
  const capability: Record<string, number> = {};
  const type: Record<string, number> = {};
  let allCapabilities = 0;
  let allTypes = 0;
  for (const card of cards) {
    if (matches(card, { ...filters, capability: null })) {
      allCapabilities++;
      for (const c of card.capabilities) capability[c] = (capability[c] ?? 0) + 1;
    }
    if (matches(card, { ...filters, type: null })) {
      allTypes++;
      for (const t of card.types) type[t] = (type[t] ?? 0) + 1;
    }
  }
  return { capability, type, allCapabilities, allTypes };
}
