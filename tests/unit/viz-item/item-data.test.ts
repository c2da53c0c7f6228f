import { setDemoReferenceDate } from '../../../src/viz-item/data/clock';
import { runQuery } from '../../../src/viz-item/data/query';
import { getItemTypeDefinition } from '../../../src/viz-item/definitions';
import {
  excelFormat,
  exportValue,
  itemData,
  rawTable,
  shownTable,
  srTable,
  type RenderedState,
} from '../../../src/viz-item/item-data';
import { buildQuery, planItem } from '../../../src/viz-item/model';
import { makeFormatters } from '../../../src/viz-item/render/context';
import { resolveTheme } from '../../../src/viz-item/themes';

/** What getData(), the exports and the screen-reader table make of an item's last render, without an element. */
function rendered(type: string): RenderedState {
  const plan = planItem({ type, ...getItemTypeDefinition(type)!.demo });
  const result = runQuery(buildQuery(plan, [])!);
  return {
    plan,
    rows: result.rows,
    bins: result.bins,
    total: result.total,
    limited: result.limited,
    filters: [],
    theme: resolveTheme(undefined, false),
  };
}

beforeAll(() => setDemoReferenceDate(Date.UTC(2026, 0, 15)));
afterAll(() => setDemoReferenceDate(null));

test('before a render, getData and the export tables are empty', () => {
  expect(itemData(null)).toEqual({ data: [], columns: [], totalRows: 0, limited: false });
  expect(shownTable(null)).toEqual({ headers: [], rows: [] });
  expect(rawTable(null)).toEqual({ headers: [], rows: [] });
});

test('getData gives one value per dimension and measure, dates as ISO strings, numbers without float noise', () => {
  const st = rendered('line-chart');
  const data = itemData(st);
  expect(data.columns.map((c) => c.role)).toEqual(['dimension', 'measure']);
  expect(data.data).toHaveLength(st.rows.length);
  expect(data.totalRows).toBe(st.total);
  expect(data.data[0]![0]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  expect(typeof data.data[0]![1]).toBe('number');
  const measure = st.plan.measures[0]!;
  expect(exportValue(measure, 566556.2400000007)).toBe(566556.24);
  expect(exportValue(measure, null)).toBeNull();
});

test('the shown table labels its columns, formats dimensions as on screen and keeps measures numeric', () => {
  const st = rendered('bar-chart');
  const table = shownTable(st);
  const { fmt } = makeFormatters(st.plan, st.bins, st.rows);
  expect(table.headers).toEqual([...st.plan.dimensions, ...st.plan.measures].map((c) => c.label));
  const dim = st.plan.dimensions[0]!;
  expect(table.rows[0]![0]).toBe(fmt(dim, st.rows[0]![dim.key] ?? null));
  expect(typeof table.rows[0]![1]).toBe('number');
  expect(table.formats).toHaveLength(table.headers.length);
});

test('the raw table lists the filtered, unaggregated rows under the dataset column names', () => {
  const st = rendered('bar-chart');
  const raw = rawTable(st);
  expect(raw.rows.length).toBeGreaterThan(st.rows.length);
  expect(raw.headers.length).toBe(
    new Set([...st.plan.dimensions, ...st.plan.measures].map((c) => c.columnId)).size,
  );
});

test('the screen-reader table shows at most 100 rows, as formatted on screen', () => {
  const st = rendered('line-chart');
  const many = Array.from({ length: 250 }, (_, i) => st.rows[i % st.rows.length]!);
  const { fmt } = makeFormatters(st.plan, st.bins, many);
  const table = srTable(st.plan, many, fmt);
  expect(table.rows).toHaveLength(100);
  expect(table.headers).toEqual(itemData(st).columns.map((c) => c.label));
  expect(table.rows.flat().every((cell) => typeof cell === 'string')).toBe(true);
});

test('d3 number formats become Excel formats', () => {
  expect(excelFormat(',.2f')).toBe('#,##0.00');
  expect(excelFormat('.0%')).toBe('0%');
  expect(excelFormat('$,.0f')).toBe('€#,##0');
  expect(excelFormat(undefined)).toBeUndefined();
});
