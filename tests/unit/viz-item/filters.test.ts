/** Every filter expression, filter groups (and/or, subGroups) and relative dates, against plain JS filtering. */
import { setDemoReferenceDate } from '../../../src/viz-item/data/clock';
import { getRows, type Row } from '../../../src/viz-item/data/datasets';
import {
  checkFilterGroups,
  FilterError,
  FILTER_EXPRESSIONS,
  normaliseExpression,
} from '../../../src/viz-item/data/filters';
import { runQuery } from '../../../src/viz-item/data/query';
import type { FilterGroup, ItemFilter } from '../../../src/viz-item/types';

const NOW = Date.parse('2025-06-15T12:00:00Z');
beforeAll(() => setDemoReferenceDate(NOW));
afterAll(() => setDemoReferenceDate(null));

const ref = (columnId: string, datasetId = 'sales', level?: number) => ({
  columnId,
  datasetId,
  ...(level ? { level } : {}),
});

/** Order ids matching filter groups, through the query engine. */
function ids(filters: FilterGroup[], datasetId = 'sales', idCol = 'order_id', tz?: string): string[] {
  return runQuery({
    datasetId,
    dimensions: [{ key: 'id', columnId: idCol, type: 'hierarchy' }],
    measures: [],
    filters,
    raw: true,
    timeZone: tz,
    limit: 100_000,
  })
    .rows.map((r) => String(r.id))
    .sort();
}
const expected = (pred: (r: Row) => boolean, datasetId = 'sales', idCol = 'order_id') =>
  getRows(datasetId)
    .filter(pred)
    .map((r) => String(r[idCol]))
    .sort();
const one = (f: ItemFilter): FilterGroup[] => [{ condition: 'and', filters: [f] }];

describe('expressions', () => {
  const cases: [string, ItemFilter, (r: Row) => boolean][] = [
    ['=', { expression: '? = ?', parameters: [ref('channel'), 'Partner'] }, (r) => r.channel === 'Partner'],
    ['!=', { expression: '? != ?', parameters: [ref('channel'), 'Partner'] }, (r) => r.channel !== 'Partner'],
    [
      'in',
      { expression: '? in ?', parameters: [ref('country'), ['Belgium', 'France']] },
      (r) => r.country === 'Belgium' || r.country === 'France',
    ],
    [
      'not in',
      { expression: '? not in ?', parameters: [ref('continent'), ['Europe']] },
      (r) => r.continent !== 'Europe',
    ],
    [
      'like',
      { expression: '? like ?', parameters: [ref('product'), 'CHAIR'] },
      (r) => String(r.product).toLowerCase().includes('chair'),
    ],
    [
      'like with wildcards',
      { expression: '? like ?', parameters: [ref('product'), '_urora%'] },
      (r) => /^.urora.*$/i.test(String(r.product)),
    ],
    [
      'not like',
      { expression: '? not like ?', parameters: [ref('product'), 'o'] },
      (r) => !String(r.product).toLowerCase().includes('o'),
    ],
    [
      'starts with',
      { expression: '? starts with ?', parameters: [ref('country'), 'united'] },
      (r) => String(r.country).startsWith('United'),
    ],
    [
      'ends with',
      { expression: '? ends with ?', parameters: [ref('product'), 'er'] },
      (r) => String(r.product).endsWith('er'),
    ],
    ['<', { expression: '? < ?', parameters: [ref('quantity'), 3] }, (r) => (r.quantity as number) < 3],
    ['<=', { expression: '? <= ?', parameters: [ref('quantity'), 3] }, (r) => (r.quantity as number) <= 3],
    ['>', { expression: '? > ?', parameters: [ref('revenue'), 2000] }, (r) => (r.revenue as number) > 2000],
    [
      '>=',
      { expression: '? >= ?', parameters: [ref('revenue'), 2000] },
      (r) => (r.revenue as number) >= 2000,
    ],
    [
      'between',
      { expression: '? between ?', parameters: [ref('quantity'), [5, 8]] },
      (r) => (r.quantity as number) >= 5 && (r.quantity as number) <= 8,
    ],
  ];
  test.each(cases)('%s', (_name, filter, pred) => {
    const want = expected(pred);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(getRows('sales').length);
    expect(ids(one(filter))).toEqual(want);
  });

  test('is null / is not null', () => {
    const nulls = ids(
      one({ expression: '? is null', parameters: [ref('satisfaction', 'customers')] }),
      'customers',
      'customer_id',
    );
    expect(nulls).toHaveLength(12);
    const notNull = ids(
      one({ expression: '? is not null', parameters: [ref('satisfaction', 'customers')] }),
      'customers',
      'customer_id',
    );
    expect(notNull).toHaveLength(1488);
  });

  test('datetimes compare at the given level: = a month, between days', () => {
    const march = ids(
      one({ expression: '? = ?', parameters: [ref('date', 'sales', 3), '2025-03-01T00:00:00.000Z'] }),
    );
    expect(march).toEqual(expected((r) => new Date(r.date as number).toISOString().startsWith('2025-03')));
    const days = ids(
      one({ expression: '? between ?', parameters: [ref('date', 'sales', 5), ['2025-05-01', '2025-05-03']] }),
    );
    expect(days).toEqual(
      expected((r) => {
        const d = new Date(r.date as number).toISOString().slice(0, 10);
        return d >= '2025-05-01' && d <= '2025-05-03';
      }),
    );
  });

  test('every documented expression is accepted in both spellings', () => {
    for (const e of Object.keys(FILTER_EXPRESSIONS)) {
      expect(normaliseExpression(`? ${e} ?`)).toBe(e);
      expect(normaliseExpression(e)).toBe(e);
    }
    expect(normaliseExpression('? == ?')).toBe('=');
    expect(normaliseExpression('? <> ?')).toBe('!=');
    expect(normaliseExpression('? contains ?')).toBeNull();
  });
});

describe('groups', () => {
  const partner = { expression: '? = ?', parameters: [ref('channel'), 'Partner'] } as ItemFilter;
  const belgium = { expression: '? = ?', parameters: [ref('country'), 'Belgium'] } as ItemFilter;
  const big = { expression: '? > ?', parameters: [ref('quantity'), 10] } as ItemFilter;

  test('and / or / subGroups, and several groups combine with and', () => {
    expect(ids([{ condition: 'and', filters: [partner, belgium] }])).toEqual(
      expected((r) => r.channel === 'Partner' && r.country === 'Belgium'),
    );
    expect(ids([{ condition: 'or', filters: [partner, belgium] }])).toEqual(
      expected((r) => r.channel === 'Partner' || r.country === 'Belgium'),
    );
    expect(
      ids([
        { condition: 'and', filters: [big], subGroups: [{ condition: 'or', filters: [partner, belgium] }] },
      ]),
    ).toEqual(
      expected((r) => (r.quantity as number) > 10 && (r.channel === 'Partner' || r.country === 'Belgium')),
    );
    expect(
      ids([
        { condition: 'and', filters: [partner] },
        { condition: 'and', filters: [belgium] },
      ]),
    ).toEqual(expected((r) => r.channel === 'Partner' && r.country === 'Belgium'));
  });

  test('filters on another dataset are ignored', () => {
    const other = one({ expression: '? = ?', parameters: [ref('region', 'volumes'), 'North'] });
    expect(ids(other)).toHaveLength(getRows('sales').length);
  });

  test('malformed filters raise readable errors', () => {
    expect(() => ids(one({ expression: '? equals ?', parameters: [ref('channel'), 'x'] }))).toThrow(
      FilterError,
    );
    expect(() => ids(one({ expression: '? = ?', parameters: [ref('chanel'), 'x'] }))).toThrow(
      'Filter column "chanel" does not exist in dataset "sales"',
    );
    expect(() => ids(one({ expression: '? between ?', parameters: [ref('quantity'), [1]] }))).toThrow(
      'needs [from, to]',
    );
    expect(() =>
      ids(one({ expression: '? last_now ?', parameters: [ref('channel'), { unit: 'day', quantity: 3 }] })),
    ).toThrow('only works on datetime columns');
    expect(checkFilterGroups([{ condition: 'xor', filters: [] }])).toEqual([
      'filters[0].condition must be "and" or "or" (got "xor")',
    ]);
    expect(checkFilterGroups({})).toEqual(['filters must be an array of filter groups']);
    expect(
      checkFilterGroups([{ condition: 'and', filters: [{ expression: '? = ?', parameters: [] }] }])[0],
    ).toMatch('parameters[0] must be');
    expect(
      checkFilterGroups([
        {
          condition: 'and',
          filters: [
            { expression: '? last_now ?', parameters: [ref('date'), { unit: 'fortnight', quantity: 2 }] },
          ],
        },
      ])[0],
    ).toMatch('needs { unit, quantity }');
  });
});

describe('relative dates (now = 2025-06-15 12:00 UTC)', () => {
  const rel = (expression: string, unit: string | number, quantity: number, tz?: string) =>
    ids(
      one({ expression: `? ${expression} ?`, parameters: [ref('date'), { unit: unit as 'day', quantity }] }),
      'sales',
      'order_id',
      tz,
    );
  const between =
    (lo: string, hi: string, hiInclusive = false) =>
    (r: Row) => {
      const t = r.date as number;
      return t >= Date.parse(lo) && (hiInclusive ? t <= Date.parse(hi) : t < Date.parse(hi));
    };

  test('last_now: the last N units up to now', () => {
    expect(rel('last_now', 'month', 6)).toEqual(
      expected(between('2024-12-15T12:00:00Z', '2025-06-15T12:00:00Z', true)),
    );
    expect(rel('less_than_ago', 'day', 7)).toEqual(
      expected(between('2025-06-08T12:00:00Z', '2025-06-15T12:00:00Z', true)),
    );
  });
  test('last_completed: whole units before the current one', () => {
    expect(rel('last_completed', 'month', 2)).toEqual(
      expected(between('2025-04-01T00:00:00Z', '2025-06-01T00:00:00Z')),
    );
    expect(rel('last_completed', 'week', 1)).toEqual(
      expected(between('2025-06-02T00:00:00Z', '2025-06-09T00:00:00Z')),
    );
    expect(rel('last_completed', 1, 1)).toEqual(
      expected(between('2024-01-01T00:00:00Z', '2025-01-01T00:00:00Z')),
    );
  });
  test('to_date: year to date, quarter to date', () => {
    expect(rel('to_date', 'year', 1)).toEqual(
      expected(between('2025-01-01T00:00:00Z', '2025-06-15T12:00:00Z', true)),
    );
    expect(rel('to_date', 'quarter', 1)).toEqual(
      expected(between('2025-04-01T00:00:00Z', '2025-06-15T12:00:00Z', true)),
    );
  });
  test('more_than_ago: older than N units', () => {
    expect(rel('more_than_ago', 'year', 2)).toEqual(
      expected((r) => (r.date as number) < Date.parse('2023-06-15T12:00:00Z')),
    );
  });
  test('last_available: counted back from the latest data', () => {
    const latest = Math.max(...getRows('sales').map((r) => r.date as number));
    expect(rel('last_available', 'day', 3)).toEqual(
      expected(
        (r) => (r.date as number) >= Date.parse('2025-06-13T00:00:00Z') && (r.date as number) <= latest,
      ),
    );
  });
  test('next_now and next_completed find nothing in past data', () => {
    expect(rel('next_now', 'month', 1)).toEqual(
      expected(between('2025-06-15T12:00:00Z', '2025-07-15T12:00:00Z', true)),
    );
    expect(rel('next_completed', 'month', 1)).toEqual([]);
  });
  test('units are counted in the item time zone', () => {
    // In Tokyo (UTC+9) the current month started on 2025-05-31T15:00Z.
    expect(rel('last_completed', 'month', 1, 'Asia/Tokyo')).toEqual(
      expected(between('2025-04-30T15:00:00Z', '2025-05-31T15:00:00Z')),
    );
  });
});
