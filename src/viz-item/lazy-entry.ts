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
