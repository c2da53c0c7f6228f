/**
 * Entry of the code-split build (tests and bench): a small module that registers <viz-item>; the element, the
 * data layer and ECharts arrive as separate chunks, as in the site's own build.
 */
import { defineVizItem } from './index';

export { defineVizItem };
export const ready = defineVizItem();
export async function setDemoReferenceDate(date: string | number | Date | null): Promise<void> {
  const clock = await import('./data/clock');
  clock.setDemoReferenceDate(date);
}

/** Empties the query result cache (the bench measures cold queries). */
export async function clearQueryCache(): Promise<void> {
  (await import('./data/query')).clearQueryCache();
}
