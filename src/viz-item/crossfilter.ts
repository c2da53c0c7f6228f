/**
 * Cross-item filtering: items register here; a selection in one item reaches the items it may filter (same
 * contextId and allowed by its canFilter: 'all', a list of item types or item ids, or other context ids).
 */
import type { CanFilter, FilterGroup } from './types';

export interface FilterParticipant {
  readonly itemType: string | undefined;
  readonly itemIdentifier: string | undefined;
  readonly context: string | undefined;
  readonly filterScope: CanFilter;
  /** Filter groups this item currently sets (its selection). */
  readonly activeFilters: FilterGroup[];
  receiveFilters(source: FilterParticipant, groups: FilterGroup[]): void;
}

const items = new Set<FilterParticipant>();

export function canFilter(source: FilterParticipant, target: FilterParticipant): boolean {
  if (source === target) return false;
  const scope = source.filterScope;
  if (
    Array.isArray(scope) &&
    target.context &&
    target.context !== source.context &&
    scope.includes(target.context)
  )
    return true;
  if (!source.context || source.context !== target.context) return false;
  if (scope === 'all') return true;
  return (
    Array.isArray(scope) &&
    ((!!target.itemType && scope.includes(target.itemType)) ||
      (!!target.itemIdentifier && scope.includes(target.itemIdentifier)) ||
      scope.includes(source.context))
  );
}

export function register(item: FilterParticipant): void {
  items.add(item);
  // A late item picks up the selections already made in its context.
  for (const source of items)
    if (source !== item && source.activeFilters.length && canFilter(source, item))
      item.receiveFilters(source, source.activeFilters);
}

export function unregister(item: FilterParticipant): void {
  items.delete(item);
  for (const target of items) target.receiveFilters(item, []);
}

/** Sends a source's filters (empty to clear) to every item it may filter; other items drop its filters. */
export function broadcast(source: FilterParticipant, groups: FilterGroup[]): void {
  for (const target of items) {
    if (target === source) continue;
    target.receiveFilters(source, canFilter(source, target) ? groups : []);
  }
}
