/**
 * The plan's measures totalled over the rows the filters leave: a render context's `totals` (the "of total"
 * figures of a chart), for the live element (element-update.ts) and the gallery's pictures alike.
 */
import { runQueryCached } from './data/query';
import { buildQuery, type ItemPlan } from './model';
import type { FilterGroup } from './types';

export function measureTotals(plan: ItemPlan, filters: FilterGroup[]): Record<string, number | null> {
  const query = buildQuery(plan, filters);
  if (!query) return {};
  const row = runQueryCached({ ...query, dimensions: [], raw: false }).rows[0] ?? {};
  return Object.fromEntries(
    plan.measures.map((m) => [m.key, typeof row[m.key] === 'number' ? (row[m.key] as number) : null]),
  );
}
