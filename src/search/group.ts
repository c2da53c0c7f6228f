import { AREA_LABELS, areaOf, type AreaKey } from './areas';
import { MAX_PRIORITY_PER_AREA, PRIORITY_PAGES } from './priority';
import type { ResultGroup, SearchHit } from './types';

export interface GroupOptions {
  priority?: readonly string[];
  maxPriority?: number;
  baseUrl?: string;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function byTitle(a: SearchHit, b: SearchHit): number {
  return (
    collator.compare(a.title, b.title) ||
    collator.compare(a.breadcrumb.join('/'), b.breadcrumb.join('/')) ||
    collator.compare(a.path, b.path)
  );
}

/**
 * Groups hits (given best first) by area and orders each area as the spec asks (section 9): at most
 * `maxPriority` priority pages first (in priority-list order), then the other non-deprecated pages sorted by
 * title, then the deprecated ones (also by title). Areas come in the order of their best hit, so the area
 * holding the best match is shown first.
 */
export function groupResults(hits: readonly SearchHit[], options: GroupOptions = {}): ResultGroup[] {
  const { priority = PRIORITY_PAGES, maxPriority = MAX_PRIORITY_PER_AREA, baseUrl = '/' } = options;
  const rank = new Map(priority.map((url, i) => [url, i] as const));
  const byArea = new Map<AreaKey, SearchHit[]>();
  for (const hit of hits) {
    const area = areaOf(hit.url, baseUrl);
    const list = byArea.get(area);
    if (list) list.push(hit);
    else byArea.set(area, [hit]);
  }
  return [...byArea].map(([area, list]) => {
    const prioritized = list
      .filter((h) => !h.deprecated && rank.has(h.url))
      .sort((a, b) => rank.get(a.url)! - rank.get(b.url)!)
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
