/** Dataset and column ids of the demo data the preview draws from (for the "not in the demo data" warnings). */
import { listDatasets } from '@quantaloop/viz-item/data/datasets';

export { isValidTimeZone } from '@quantaloop/viz-item/data/dates';

export function demoCatalog(): Record<string, string[]> {
  return Object.fromEntries(listDatasets().map((d) => [d.id, d.columns.map((c) => c.id)]));
}
