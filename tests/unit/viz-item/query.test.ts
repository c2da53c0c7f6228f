/** The data layer: aggregations, datetime levels, bins, formulas and limits against independent computations. */
import { setDemoReferenceDate } from '../../../src/viz-item/data/clock';
import { getDataset, getRows, hasRows, listDatasets, prepareRows } from '../../../src/viz-item/data/datasets';
import { parseFormula, FormulaError } from '../../../src/viz-item/data/formula';
import { binLayout, periodEdges, runQuery, QueryError } from '../../../src/viz-item/data/query';

beforeAll(() => setDemoReferenceDate('2025-06-15T12:00:00Z'));
afterAll(() => setDemoReferenceDate(null));

const sales = () => getRows('sales');
const byChannel = (channel: string) => sales().filter((r) => r.channel === channel);
const nums = (rows: Record<string, unknown>[], col: string) =>
  rows.map((r) => r[col]).filter((v): v is number => typeof v === 'number');
const sum = (a: number[]) => a.reduce((s, v) => s + v, 0);

function q(
  measures: { aggregation: string; columnId?: string; formula?: string }[],
  dims = [{ key: 'd0', columnId: 'channel', type: 'hierarchy' as const }],
) {
  return runQuery({
    datasetId: 'sales',
    dimensions: dims,
    measures: measures.map((m, i) => ({
      key: `m${i}`,
      aggregation: m.aggregation,
      columnId: m.columnId,
      formula: m.formula ? parseFormula(m.formula) : undefined,
    })),
  });
}

describe('datasets', () => {
  test('are deterministic and end on the reference day', () => {
    const first = JSON.stringify(getRows('stock-prices').slice(-3));
    setDemoReferenceDate('2025-06-15T18:00:00Z');
    expect(JSON.stringify(getRows('stock-prices').slice(-3))).toBe(first);
    const volumes = getRows('volumes');
    const last = Math.max(...volumes.map((r) => r.date as number));
    expect(new Date(last).toISOString()).toBe('2025-06-15T00:00:00.000Z');
    // The volumes start on the first day of the month six months before: 2024-12-01.
    expect(new Date(Math.min(...volumes.map((r) => r.date as number))).toISOString()).toBe(
      '2024-12-01T00:00:00.000Z',
    );
  });

  test('a day keeps its values when the window moves', () => {
    const day = Date.UTC(2025, 4, 2);
    const before = getRows('volumes').filter((r) => r.date === day);
    setDemoReferenceDate('2025-06-20T12:00:00Z');
    const after = getRows('volumes').filter((r) => r.date === day);
    setDemoReferenceDate('2025-06-15T12:00:00Z');
    expect(after).toEqual(before);
    expect(before).toHaveLength(12);
  });

  test('prepared in parts for a first draw, the sales rows are the ones generated at once', async () => {
    // A reference day nothing has generated yet.
    setDemoReferenceDate('2025-03-03T12:00:00Z');
    expect(hasRows('sales')).toBe(false);
    let pauses = 0;
    await prepareRows('sales', async () => void pauses++);
    // One pause per year of orders: the first draw's main thread is handed back between them.
    expect(pauses).toBe(3);
    expect(hasRows('sales')).toBe(true);
    const prepared = getRows('sales');
    expect(prepared).toEqual(getDataset('sales')!.generate());
    expect(new Set(prepared.map((r) => r.order_id)).size).toBe(prepared.length);
    // A dataset without parts is generated in one go, then the pause.
    pauses = 0;
    await prepareRows('countries', async () => void pauses++);
    expect([pauses, hasRows('countries')]).toEqual([1, true]);
    // Already there: nothing to do.
    await prepareRows('sales', async () => void pauses++);
    expect(pauses).toBe(1);
    setDemoReferenceDate('2025-06-15T12:00:00Z');
  });

  test('stock prices cover 5 years of weekdays with consistent OHLC', () => {
    const rows = getRows('stock-prices');
    expect(rows.length).toBeGreaterThan(1250);
    expect(rows.length).toBeLessThan(1320);
    for (const r of rows) {
      expect(new Date(r.date as number).getUTCDay() % 6).not.toBe(0);
      expect(r.high as number).toBeGreaterThanOrEqual(Math.max(r.open as number, r.close as number));
      expect(r.low as number).toBeLessThanOrEqual(Math.min(r.open as number, r.close as number));
    }
  });

  test('every declared column exists in the rows, with the declared type', () => {
    for (const ds of listDatasets()) {
      const rows = getRows(ds.id);
      expect(rows.length).toBeGreaterThan(0);
      for (const c of ds.columns) {
        const values = rows.map((r) => r[c.id]).filter((v) => v !== null);
        expect(values.length).toBeGreaterThan(0);
        const expected = c.type === 'hierarchy' ? 'string' : 'number';
        expect(values.every((v) => typeof v === expected)).toBe(true);
      }
    }
  });
});

describe('aggregations', () => {
  test.each([
    ['sum', (v: number[]) => sum(v)],
    ['average', (v: number[]) => sum(v) / v.length],
    ['min', (v: number[]) => Math.min(...v)],
    ['max', (v: number[]) => Math.max(...v)],
    [
      'median',
      (v: number[]) => {
        const s = [...v].sort((a, b) => a - b);
        const m = Math.floor(s.length / 2);
        return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
      },
    ],
  ])('%s of revenue per channel', (aggregation, reference) => {
    const result = q([{ aggregation, columnId: 'revenue' }]);
    expect(result.rows.map((r) => r.d0)).toEqual(['Online', 'Partner', 'Retail']);
    for (const r of result.rows)
      expect(r.m0).toBeCloseTo(reference(nums(byChannel(String(r.d0)), 'revenue')), 6);
  });

  test('count counts rows; count of a column skips empty values; distinctcount counts distinct values', () => {
    const r = q([
      { aggregation: 'count' },
      { aggregation: 'distinctcount', columnId: 'product' },
      { aggregation: 'count', columnId: 'revenue' },
    ]);
    for (const row of r.rows) {
      const rows = byChannel(String(row.d0));
      expect(row.m0).toBe(rows.length);
      expect(row.m1).toBe(new Set(rows.map((x) => x.product)).size);
      expect(row.m2).toBe(rows.length);
    }
    const customers = runQuery({
      datasetId: 'customers',
      dimensions: [],
      measures: [
        { key: 'n', aggregation: 'count', columnId: 'satisfaction' },
        { key: 'all', aggregation: 'count' },
      ],
    });
    expect(customers.rows[0]).toEqual({ n: 1488, all: 1500 });
  });

  test('cumulativesum runs along the datetime axis, per legend value', () => {
    const r = runQuery({
      datasetId: 'volumes',
      dimensions: [
        { key: 'd0', columnId: 'date', type: 'datetime', level: 3 },
        { key: 'd1', columnId: 'product_line', type: 'hierarchy' },
      ],
      measures: [
        { key: 'm0', aggregation: 'sum', columnId: 'volume' },
        { key: 'm1', aggregation: 'cumulativesum', columnId: 'volume' },
      ],
    });
    for (const line of ['Essentials', 'Enterprise']) {
      const rows = r.rows.filter((x) => x.d1 === line);
      let running = 0;
      for (const row of rows) {
        running += row.m0 as number;
        expect(row.m1).toBeCloseTo(running, 6);
      }
      expect(rows).toHaveLength(7);
    }
  });

  test('no dimensions gives one total row', () => {
    const r = q([{ aggregation: 'sum', columnId: 'quantity' }], []);
    expect(r.rows).toEqual([{ m0: sum(nums(sales(), 'quantity')) }]);
  });
});

describe('datetime levels', () => {
  const levels = (level: number, tz?: string) =>
    runQuery({
      datasetId: 'sales',
      dimensions: [{ key: 'd', columnId: 'date', type: 'datetime', level }],
      measures: [{ key: 'n', aggregation: 'count' }],
      timeZone: tz,
    }).rows;

  test('year, quarter, month, week and day group into period starts', () => {
    const iso = (rows: Record<string, unknown>[]) => rows.map((r) => new Date(r.d as number).toISOString());
    // The orders start mid-2022 (three years before the reference day): 2022 stays, its first month, only partly
    // there, is left out (see 'periods at the ends' below).
    const first = new Date(Math.min(...nums(sales(), 'date')));
    expect(first.getUTCFullYear()).toBe(2022);
    expect(iso(levels(1))).toEqual([
      '2022-01-01T00:00:00.000Z',
      '2023-01-01T00:00:00.000Z',
      '2024-01-01T00:00:00.000Z',
      '2025-01-01T00:00:00.000Z',
    ]);
    const quarters = iso(levels(2));
    expect(quarters.slice(-2)).toEqual(['2025-01-01T00:00:00.000Z', '2025-04-01T00:00:00.000Z']);
    const months = iso(levels(3));
    // From the month after the first order's to the reference month (June 2025), both included.
    const monthsCovered = (2025 - first.getUTCFullYear()) * 12 + 5 - first.getUTCMonth();
    expect(months).toHaveLength(monthsCovered);
    expect(months[0]).toBe(new Date(Date.UTC(2022, first.getUTCMonth() + 1, 1)).toISOString());
    expect(months.every((m) => m.slice(8) === '01T00:00:00.000Z')).toBe(true);
    const weeks = levels(4).map((r) => new Date(r.d as number));
    expect(weeks.every((d) => d.getUTCDay() === 1 && d.getUTCHours() === 0)).toBe(true);
    expect(levels(5).length).toBe(3 * 365);
  });

  test('hour, minute, second and millisecond levels', () => {
    const hours = levels(6).map((r) => r.d as number);
    expect(hours.every((ms) => ms % 3_600_000 === 0)).toBe(true);
    expect(levels(7).every((r) => (r.d as number) % 60_000 === 0)).toBe(true);
    expect(levels(8).length).toBe(levels(9).length);
    const total = sum(levels(9).map((r) => r.n as number));
    expect(total).toBe(sales().length);
  });

  test('periods are cut in the item time zone', () => {
    const utc = levels(5, 'UTC');
    const tokyo = levels(5, 'Asia/Tokyo');
    expect(sum(utc.map((r) => r.n as number))).toBe(sum(tokyo.map((r) => r.n as number)));
    // Tokyo midnight is 15:00 UTC the day before.
    expect(new Date(tokyo[0]!.d as number).toISOString().slice(11)).toBe('15:00:00.000Z');
    // Orders placed after 15:00 UTC belong to the next Tokyo day, so the daily counts differ.
    expect(tokyo.map((r) => r.n)).not.toEqual(utc.map((r) => r.n));
  });
});

describe('periods at the ends of the data', () => {
  const DAY = 86_400_000;
  const weekly = () =>
    runQuery({
      datasetId: 'volumes',
      dimensions: [{ key: 'w', columnId: 'date', type: 'datetime', level: 4 }],
      measures: [{ key: 'v', aggregation: 'sum', columnId: 'volume' }],
    }).rows;
  /** The volume of the seven days from a Monday, summed from the rows themselves. */
  const weekTotal = (monday: number) =>
    sum(
      getRows('volumes')
        .filter((r) => (r.date as number) >= monday && (r.date as number) < monday + 7 * DAY)
        .map((r) => r.volume as number),
    );

  test('weeks start at the first whole week: the days before it are not a week of their own', () => {
    // Six months back from 10 August 2025 is 1 February, a Saturday: its week is mostly before the data.
    setDemoReferenceDate('2025-08-10T12:00:00Z');
    const rows = weekly();
    const start = Math.min(...nums(getRows('volumes'), 'date'));
    expect(new Date(start).getUTCDay()).toBe(6);
    const firstMonday = start + 2 * DAY;
    expect(rows[0]!.w).toBe(firstMonday);
    expect(rows[0]!.v).toBe(weekTotal(firstMonday));
    // Every week shown is seven days of data, up to the reference day (a Sunday: its week is complete).
    for (const r of rows) expect(r.v).toBe(weekTotal(r.w as number));
    expect(rows.at(-1)!.w).toBe(Date.UTC(2025, 7, 4));
    expect(periodEdges('volumes', 'date', 4)).toEqual({ firstComplete: firstMonday, partialFrom: null });
    setDemoReferenceDate('2025-06-15T12:00:00Z');
  });

  test('the current period is kept and reported as partial until it is over', () => {
    // A Wednesday: its week has three days of data.
    setDemoReferenceDate('2025-06-18T12:00:00Z');
    const monday = Date.UTC(2025, 5, 16);
    expect(weekly().at(-1)).toEqual({ w: monday, v: weekTotal(monday) });
    expect(periodEdges('volumes', 'date', 4)?.partialFrom).toBe(monday);
    expect(periodEdges('volumes', 'date', 3)?.partialFrom).toBe(Date.UTC(2025, 5, 1));
    // On the last day of the month the month is complete.
    setDemoReferenceDate('2025-06-30T12:00:00Z');
    expect(periodEdges('volumes', 'date', 3)?.partialFrom).toBeNull();
    setDemoReferenceDate('2025-06-15T12:00:00Z');
  });

  test('a partial first quarter or year stays (months of data), reported as partial', () => {
    const years = runQuery({
      datasetId: 'sales',
      dimensions: [{ key: 'y', columnId: 'date', type: 'datetime', level: 1 }],
      measures: [{ key: 'n', aggregation: 'count' }],
    }).rows;
    expect(sum(years.map((r) => r.n as number))).toBe(sales().length);
    const first = Math.min(...nums(sales(), 'date'));
    expect(years[0]!.y).toBe(Date.UTC(new Date(first).getUTCFullYear(), 0, 1));
    expect(periodEdges('sales', 'date', 1)!.firstComplete).toBe(
      Date.UTC(new Date(first).getUTCFullYear() + 1, 0, 1),
    );
  });

  test('days and finer levels, and raw rows, are never cut', () => {
    expect(periodEdges('volumes', 'date', 5)).toBeNull();
    const raw = runQuery({
      datasetId: 'sales',
      dimensions: [{ key: 'd', columnId: 'date', type: 'datetime', level: 4 }],
      measures: [],
      raw: true,
    });
    expect(raw.total).toBe(sales().length);
  });
});

describe('bins', () => {
  test('exactly the number asked for, of the smallest round width that covers the values', () => {
    // Ages 18-79 in 10 bins: 7 years from 14 (6 years from 18 would end at 77).
    expect(binLayout(18, 79, 10, true)).toEqual({ start: 14, width: 7, count: 10 });
    expect(binLayout(0, 1, 4, false)).toEqual({ start: 0, width: 0.25, count: 4 });
    expect(binLayout(0, 1000, 10, true)).toEqual({ start: 0, width: 100, count: 10 }); // 1000 in the last bin
    expect(binLayout(0.3, 9.7, 5, false)).toEqual({ start: 0, width: 2, count: 5 });
    expect(binLayout(3, 3, 10, true)).toEqual({ start: 3, width: 1, count: 1 });
    for (const [min, max, n] of [
      [18, 79, 10],
      [-5, 5, 3],
      [0.001, 0.009, 4],
      [1, 100000, 7],
    ] as const) {
      const { start, width, count } = binLayout(min, max, n, Number.isInteger(min) && Number.isInteger(max));
      expect(count).toBe(n);
      expect(start).toBeLessThanOrEqual(min);
      expect(start + count * width).toBeGreaterThanOrEqual(max);
    }
  });

  test('customers by age: 10 bins as asked, every customer counted once', () => {
    const r = runQuery({
      datasetId: 'customers',
      dimensions: [{ key: 'age', columnId: 'age', type: 'numeric', bins: 10 }],
      measures: [{ key: 'n', aggregation: 'count' }],
    });
    const rows = getRows('customers');
    const ages = rows.map((c) => c.age as number);
    const { start, width, count } = r.bins.age!;
    expect(count).toBe(10);
    expect(start).toBeLessThanOrEqual(Math.min(...ages));
    expect(start + count * width).toBeGreaterThan(Math.max(...ages));
    expect(r.rows).toHaveLength(10);
    expect(r.rows.map((x) => x.age)).toEqual(Array.from({ length: 10 }, (_, i) => start + i * width));
    expect(sum(r.rows.map((x) => x.n as number))).toBe(1500);
    const last = start + 9 * width;
    expect(r.rows.find((x) => x.age === last)!.n).toBe(ages.filter((a) => a >= last).length);
  });
});

describe('formulas', () => {
  test('an average as SUM / COUNT equals the average aggregation', () => {
    const r = q([
      { aggregation: 'sum', formula: 'SUM({sales:revenue}) / COUNT({sales:order_id})' },
      { aggregation: 'average', columnId: 'revenue' },
    ]);
    for (const row of r.rows) expect(row.m0).toBeCloseTo(row.m1 as number, 9);
  });

  test('row-level formulas are aggregated with the entry aggregation', () => {
    const r = q([
      { aggregation: 'sum', formula: '{sales:revenue} - {sales:cost}' },
      { aggregation: 'sum', columnId: 'profit' },
    ]);
    for (const row of r.rows) expect(row.m0).toBeCloseTo(row.m1 as number, 4);
  });

  test('margin, precedence, functions and division by zero', () => {
    const [margin, prec, fn, zero] = [
      'SUM({sales:profit}) / SUM({sales:revenue})',
      '1 + 2 * 3 - (4 - 1) / 3',
      'ROUND(ABS(-2.345), 1)',
      'SUM({sales:revenue}) / 0',
    ];
    const r = q([
      { aggregation: 'sum', formula: margin },
      { aggregation: 'sum', formula: `MAX({sales:quantity}) * 0 + ${prec}` },
      { aggregation: 'sum', formula: `MIN({sales:quantity}) * 0 + ${fn}` },
      { aggregation: 'sum', formula: zero },
    ]);
    const online = byChannel('Online');
    expect(r.rows[0]!.m0).toBeCloseTo(sum(nums(online, 'profit')) / sum(nums(online, 'revenue')), 9);
    expect(r.rows[0]!.m1).toBe(6);
    expect(r.rows[0]!.m2).toBe(2.3);
    expect(r.rows[0]!.m3).toBeNull();
  });

  test.each([
    ['', 'empty'],
    ['SUM({sales:revenue}', 'Expected ")"'],
    ['FOO({sales:revenue})', 'Unknown function FOO'],
    ['SUM(SUM({sales:revenue}))', 'cannot contain another aggregate'],
    ['{sales:revenue} $ 2', 'Unexpected "$"'],
  ])('rejects %j with a readable message', (src, message) => {
    expect(() => parseFormula(src)).toThrow(FormulaError);
    expect(() => parseFormula(src)).toThrow(message);
  });
});

describe('order and limits', () => {
  test('explicit order and limit, with the total before the limit', () => {
    const r = runQuery({
      datasetId: 'sales',
      dimensions: [{ key: 'c', columnId: 'country', type: 'hierarchy' }],
      measures: [{ key: 'rev', aggregation: 'sum', columnId: 'revenue' }],
      order: [{ key: 'rev', direction: 'desc' }],
      limit: 3,
    });
    expect(r.rows).toHaveLength(3);
    expect(r.total).toBe(16);
    expect(r.limited).toBe(true);
    expect(r.rows[0]!.c).toBe('United States of America');
    expect(r.rows[0]!.rev as number).toBeGreaterThan(r.rows[1]!.rev as number);
  });

  test('unknown datasets and columns are query errors', () => {
    expect(() => runQuery({ datasetId: 'nope', dimensions: [], measures: [] })).toThrow(QueryError);
    expect(() => q([{ aggregation: 'sum', columnId: 'revenu' }])).toThrow(
      'Column "revenu" does not exist in dataset "sales"',
    );
  });
});

describe('result cache', () => {
  test('the same query returns the cached result; another reference day does not', async () => {
    const { runQueryCached } = await import('../../../src/viz-item/data/query');
    const spec = {
      datasetId: 'sales',
      dimensions: [{ key: 'd0', columnId: 'channel', type: 'hierarchy' as const }],
      measures: [{ key: 'm0', aggregation: 'sum', columnId: 'revenue' }],
    };
    const a = runQueryCached(spec);
    expect(runQueryCached({ ...spec })).toBe(a);
    expect(runQueryCached({ ...spec, limit: 2 })).not.toBe(a);
    setDemoReferenceDate('2025-06-16T12:00:00Z');
    const b = runQueryCached(spec);
    expect(b).not.toBe(a);
    // The window moved by a day: the result is recomputed on the new data.
    expect(b).toEqual(runQuery(spec));
    expect(b.rows[0]!.m0).not.toBe(a.rows[0]!.m0);
    setDemoReferenceDate('2025-06-15T12:00:00Z');
  });
});
