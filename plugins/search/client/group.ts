import { AREA_LABELS, areaOf, type AreaKey } from './areas';
import { MAX_PRIORITY_PER_AREA, PRIORITY_PAGES } from './priority';
import type { ResultGroup, SearchHit } from './types';

export interface GroupOptions {
  /** Pages that lead their area whenever they match (plugins/search/client/priority.ts). */
  priority?: readonly string[];
  /** At most this many priority pages per area. */
  maxPriority?: number;
  /**
   * A hit scoring at least this share of the best hit is a strong match: it counts as a priority page too,
   * so the pages that answer the query lead their area instead of being sorted away by title.
   */
  strongShare?: number;
  baseUrl?: string;
}

// Made on the first search, not when the module loads: this module is part of main.js, and the first
// Intl object a page creates costs ~50 ms of a phone's CPU (locale data) inside the hydration task.
let collator: Intl.Collator | undefined;

function byTitle(a: SearchHit, b: SearchHit): number {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return (
    collator.compare(a.title, b.title) ||
    collator.compare(a.breadcrumb.join('/'), b.breadcrumb.join('/')) ||
    collator.compare(a.path, b.path)
  );
}

/**
 * Groups hits (given best first) by area and orders each area as the spec asks (section 9): at most
 * `maxPriority` priority pages first, then the other non-deprecated pages sorted by title, then the
 * deprecated ones (also by title). Priority pages are the listed entry pages and the strong matches, best
 * score first (list order, then relevance order, on ties). Areas come in the order of their best hit, so the
 * area holding the best match is shown first.
 */
export function groupResults(hits: readonly SearchHit[], options: GroupOptions = {}): ResultGroup[] {
  const {
    priority = PRIORITY_PAGES,
    maxPriority = MAX_PRIORITY_PER_AREA,
    strongShare = 0.5,
    baseUrl = '/',
  } = options;
  const listed = new Map(priority.map((url, i) => [url, i] as const));
  const bestScore = Math.max(0, ...hits.map((h) => h.score ?? 0));
  const isStrong = (h: SearchHit) => bestScore > 0 && (h.score ?? 0) >= bestScore * strongShare;
  const relevance = new Map(hits.map((h, i) => [h, i] as const));

  const byArea = new Map<AreaKey, SearchHit[]>();
  for (const hit of hits) {
    const area = areaOf(hit.url, baseUrl);
    const list = byArea.get(area);
    if (list) list.push(hit);
    else byArea.set(area, [hit]);
  }
  return [...byArea].map(([area, list]) => {
    const prioritized = list
      .filter((h) => !h.deprecated && (listed.has(h.url) || isStrong(h)))
      .sort(
        (a, b) =>
          (b.score ?? 0) - (a.score ?? 0) ||
          (listed.get(a.url) ?? Infinity) - (listed.get(b.url) ?? Infinity) ||
          relevance.get(a)! - relevance.get(b)!,
      )
      .slice(0, Math.max(0, maxPriority));
    const first = new Set(prioritized);
    const rest = list.filter((h) => !first.has(h) && !h.deprecated).sort(byTitle);
    const deprecated = list.filter((h) => h.deprecated).sort(byTitle);
    return { area, label: AREA_LABELS[area], hits: [...prioritized, ...rest, ...deprecated] };
  });
}

/** The hits in the order the panel shows them (the order arrow keys move through). */
export function flattenGroups(groups: readonly ResultGroup[]): SearchHit[] {
  return groups.flatMap((g) => g.hits);
}
