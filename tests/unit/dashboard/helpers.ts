/* eslint-disable @typescript-eslint/no-explicit-any -- walks parsed JSON and schema objects of any shape */
import { buildDashboardSchema } from '@site/src/dashboard/schema/build';
import { createDocumentValidator } from '@site/src/dashboard/validate';
import { demoCatalog, isValidTimeZone } from '@site/src/dashboard/demo-catalog';

export const schema = buildDashboardSchema();
export const validateDocument = createDocumentValidator(schema, { catalog: demoCatalog(), isValidTimeZone });

/** A small valid dashboard to break in tests. */
export function baseDoc(items: unknown[] = [chart('a', 0, 0, 24, 20)]): Record<string, any> {
  return {
    version: '0.1.0',
    views: [{ screenModus: 'desktop', options: { columns: 48, rowHeight: 16 }, items }],
  };
}

export function chart(
  id: string,
  col: number,
  row: number,
  sizeX: number,
  sizeY: number,
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    type: 'bar-chart',
    position: { col, row, sizeX, sizeY },
    slots: [
      { name: 'measure', content: [{ datasetId: 'sales', columnId: 'revenue', aggregationFunc: 'sum' }] },
    ],
    ...extra,
  };
}

export const text = (doc: unknown) => JSON.stringify(doc, null, 2);

/** The 1-based line of the first occurrence of `needle` in `source`. */
export function lineOf(source: string, needle: string): number {
  const at = source.indexOf(needle);
  if (at < 0) throw new Error(`"${needle}" not in the text`);
  return source.slice(0, at).split('\n').length;
}
