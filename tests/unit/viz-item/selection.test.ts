import { getItemTypeDefinition } from '../../../src/viz-item/definitions';
import { planItem, type ItemPlan } from '../../../src/viz-item/model';
import type { EchartsOption } from '../../../src/viz-item/render/types';
import {
  bandDatum,
  defaultSelectionColumn,
  isTouchLike,
  requestedSelection,
  selectionFilters,
  toggled,
} from '../../../src/viz-item/selection';
import { keyboardSeries, nextFocusIndex, tipByIndex, tooltipMode } from '../../../src/viz-item/interaction';

const demoPlan = (type: string): ItemPlan => planItem({ type, ...getItemTypeDefinition(type)!.demo });

describe('what a click selects', () => {
  const plan = demoPlan('bar-chart');
  const col = defaultSelectionColumn(plan)!;

  test('a bar chart selects by its category axis (the product category), not by the measure', () => {
    expect(col.columnId).toBe('product_category');
  });

  test('a click replaces the selection, Ctrl-click adds to it, a second click on a value removes it', () => {
    const one = toggled(null, col, 'Bikes', false);
    expect(one?.values).toEqual(['Bikes']);
    expect(toggled(one, col, 'Helmets', false)?.values).toEqual(['Helmets']);
    const two = toggled(one, col, 'Helmets', true);
    expect(two?.values).toEqual(['Bikes', 'Helmets']);
    expect(toggled(two, col, 'Bikes', true)?.values).toEqual(['Helmets']);
    expect(toggled(one, col, 'Bikes', false)).toBeNull();
  });

  test('Ctrl-click on another column starts a new selection instead of mixing columns', () => {
    const other = { ...col, key: 'other', columnId: 'country' };
    expect(toggled(toggled(null, col, 'Bikes', false), other, 'France', true)).toEqual({
      column: other,
      values: ['France'],
    });
  });
});

describe('setSelectedData', () => {
  const plan = demoPlan('bar-chart');

  test('accepts an array or { values }, and an empty input clears', () => {
    expect(requestedSelection(plan, ['Bikes'])?.values).toEqual(['Bikes']);
    expect(requestedSelection(plan, { values: ['Bikes', 'Helmets'] })?.values).toEqual(['Bikes', 'Helmets']);
    expect(requestedSelection(plan, [])).toBeNull();
    expect(requestedSelection(plan, null)).toBeNull();
  });

  test('datetime values given as ISO strings become the stored instants', () => {
    const dated = demoPlan('line-chart');
    const col = defaultSelectionColumn(dated)!;
    expect(col.type).toBe('datetime');
    expect(requestedSelection(dated, ['2025-03-01T00:00:00Z'])?.values).toEqual([Date.UTC(2025, 2, 1)]);
  });
});

describe('the filters a selection publishes', () => {
  const plan = demoPlan('bar-chart');
  const col = defaultSelectionColumn(plan)!;

  test('categories: one `in` filter on the column', () => {
    const [group] = selectionFilters({ column: col, values: ['Bikes', 'Helmets'] }, {});
    expect(group?.filters[0]).toMatchObject({
      expression: '? in ?',
      parameters: [{ columnId: 'product_category', datasetId: 'sales' }, ['Bikes', 'Helmets']],
    });
  });

  test('bins: a range per selected bin, joined by or', () => {
    const binned = { ...col, columnId: 'revenue', binned: true, key: 'b' };
    const bins = { b: { width: 100 } } as unknown as Parameters<typeof selectionFilters>[1];
    const one = selectionFilters({ column: binned, values: [200] }, bins);
    expect(one).toHaveLength(1);
    expect(one[0]?.filters.map((f) => [f.expression, f.parameters[1]])).toEqual([
      ['? >= ?', 200],
      ['? < ?', 300],
    ]);
    const two = selectionFilters({ column: binned, values: [200, 500] }, bins);
    expect(two[0]?.condition).toBe('or');
    expect(two[0]?.subGroups).toHaveLength(2);
  });
});

describe('a click beside the marker, inside its band', () => {
  const option = {
    xAxis: { type: 'category', data: ['Jan', 'Feb', 'Mar'] },
    yAxis: { type: 'value' },
    series: [{ data: [1, 2, 3] }, { data: [{ sel: 'Jan' }, { sel: 'Feb' }, { sel: 'Mar' }] }],
  } as unknown as EchartsOption;

  test('selects the band under the pointer, from the first series that has selectable points', () => {
    expect(bandDatum(option, () => 1.4)).toEqual({
      datum: { sel: 'Feb' },
      point: { seriesIndex: 1, dataIndex: 1, datum: { sel: 'Feb' } },
    });
  });

  test('outside the bands, or without a category axis, selects nothing', () => {
    expect(bandDatum(option, () => 7)).toBeNull();
    expect(bandDatum(option, () => NaN)).toBeNull();
    expect(bandDatum({ ...option, xAxis: { type: 'value' } } as EchartsOption, () => 1)).toBeNull();
  });
});

describe('keyboard', () => {
  test('walks the first series with selectable points', () => {
    const option = {
      series: [{ data: [1, 2] }, { data: [{ sel: 'a' }, { sel: 'b' }] }],
    } as unknown as EchartsOption;
    expect(keyboardSeries(option)?.seriesIndex).toBe(1);
    expect(keyboardSeries({ series: [{ data: [1] }] } as unknown as EchartsOption)).toBeNull();
  });

  test('shows the tooltip of the focused point, except on parallel coordinates (ECharts cannot place it)', () => {
    const option = {
      series: [{ type: 'bar' }, { type: 'parallel' }, { type: 'line', coordinateSystem: 'parallel' }],
    } as unknown as EchartsOption;
    expect(tipByIndex(option, 0)).toBe(true);
    expect(tipByIndex(option, 1)).toBe(false);
    expect(tipByIndex(option, 2)).toBe(false);
  });

  test('arrows move and wrap around, Home and End jump, other keys do not move', () => {
    expect(nextFocusIndex('ArrowRight', -1, 3)).toBe(0);
    expect(nextFocusIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextFocusIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextFocusIndex('ArrowUp', 1, 3)).toBe(0);
    expect(nextFocusIndex('Home', 2, 3)).toBe(0);
    expect(nextFocusIndex('End', 0, 3)).toBe(2);
    expect(nextFocusIndex('Enter', 1, 3)).toBeUndefined();
  });
});

describe('touch: what a tap reads before it selects', () => {
  const opt = (tooltip: unknown) => ({ tooltip }) as unknown as EchartsOption;

  test('an axis tooltip reads a whole band, an item tooltip one point', () => {
    expect(tooltipMode(opt({ show: true, trigger: 'axis' }))).toBe('axis');
    expect(tooltipMode(opt({ trigger: 'item' }))).toBe('item');
    expect(tooltipMode(opt([{ trigger: 'axis' }]))).toBe('axis');
  });

  test('without a tooltip (turned off or absent) there is nothing to read: a tap selects at once', () => {
    expect(tooltipMode(opt({ show: false, trigger: 'axis' }))).toBe('none');
    expect(tooltipMode({} as EchartsOption)).toBe('none');
  });

  test('fingers and pens tap to read; a mouse clicks to select', () => {
    expect(isTouchLike('touch')).toBe(true);
    expect(isTouchLike('pen')).toBe(true);
    expect(isTouchLike('mouse')).toBe(false);
    expect(isTouchLike('')).toBe(false);
  });
});
