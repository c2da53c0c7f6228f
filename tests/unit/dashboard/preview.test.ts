import { buildPreview, MAX_PREVIEW_ITEMS } from '@site/src/dashboard/preview/model';
import { baseDoc, chart } from './helpers';

const KNOWN = new Set(['bar-chart', 'donut-chart']);

describe('buildPreview', () => {
  it('places items on the 48-column grid and gives every item of a view the same context', () => {
    const preview = buildPreview(baseDoc([chart('a', 0, 0, 24, 20), chart('b', 24, 0, 24, 10)]), KNOWN);
    const [view] = preview.views;
    expect(view!.items.map((i) => [i.id, i.col, i.row, i.sizeX, i.sizeY])).toEqual([
      ['a', 0, 0, 24, 20],
      ['b', 24, 0, 24, 10],
    ]);
    expect(view!.rows).toBe(20);
    expect(new Set(view!.items.map((i) => i.inputs.contextId)).size).toBe(1);
    expect(view!.items[0]!.inputs.canFilter).toBe('all');
  });

  it('marks overlaps on both items and clamps items wider than the grid', () => {
    const [view] = buildPreview(baseDoc([chart('a', 0, 0, 30, 20), chart('b', 20, 5, 40, 20)]), KNOWN).views;
    expect(view!.items[0]!.overlaps).toEqual(['b']);
    expect(view!.items[1]!.overlaps).toEqual(['a']);
    expect(view!.items[1]).toMatchObject({ sizeX: 28, clamped: true });
  });

  it('lists what it cannot draw instead of failing', () => {
    const doc = baseDoc([
      chart('ok', 0, 0, 24, 20),
      { id: 'nopos', type: 'bar-chart' },
      'junk',
      { ...chart('far', 0, 5000, 24, 20) },
    ]);
    const [view] = buildPreview(doc, KNOWN).views;
    expect(view!.items.map((i) => i.id)).toEqual(['ok']);
    expect(view!.notShown).toEqual([
      '"nopos" has no valid position { col, row, sizeX, sizeY }.',
      'Entry 3 of "items" is not an object.',
      '"far" starts at row 5000; the preview draws rows 0–599.',
    ]);
    expect(buildPreview(42, KNOWN).problem).toMatch(/not a JSON object/);
    expect(buildPreview({ views: [] }, KNOWN).problem).toMatch(/no views/);
  });

  it('draws at most the first items of a view', () => {
    const items = Array.from({ length: MAX_PREVIEW_ITEMS + 5 }, (_, i) => chart(`i${i}`, 0, i * 10, 48, 10));
    const [view] = buildPreview(baseDoc(items), KNOWN).views;
    expect(view!.items).toHaveLength(MAX_PREVIEW_ITEMS);
    expect(view!.notShown).toHaveLength(5);
  });

  it('combines dashboard, view and item filters, resolving parameters', () => {
    const doc = baseDoc([
      chart('a', 0, 0, 24, 20, {
        filters: [
          {
            condition: 'and',
            filters: [
              { expression: '? > ?', parameters: [{ datasetId: 'sales', columnId: 'revenue' }, 100] },
            ],
          },
        ],
      }),
    ]);
    doc.parameters = [{ name: 'Countries', value: ['Belgium'] }];
    doc.filters = [
      {
        condition: 'and',
        filters: [
          {
            expression: '? in ?',
            parameters: [{ datasetId: 'sales', columnId: 'country' }, { parameter: 'Countries' }],
          },
          {
            expression: '? in ?',
            parameters: [{ datasetId: 'sales', columnId: 'country' }, { parameter: 'Unknown' }],
          },
        ],
      },
    ];
    doc.views[0].filterGroups = [
      {
        condition: 'or',
        filters: [
          { expression: '? = ?', parameters: [{ datasetId: 'sales', columnId: 'channel' }, 'Online'] },
        ],
      },
    ];
    const filters = buildPreview(doc, KNOWN).views[0]!.items[0]!.inputs.filters;
    expect(filters.map((g) => g.filters.map((f) => f.parameters[1]))).toEqual([
      [['Belgium']],
      ['Online'],
      [100],
    ]);
  });

  it('applies the dashboard theme to items without their own', () => {
    const doc = baseDoc([
      chart('a', 0, 0, 24, 20),
      chart('b', 24, 0, 24, 20, { options: { theme: { id: 'orion' } } }),
    ]);
    doc.theme = { id: 'default_dark', background: '#101010' };
    const preview = buildPreview(doc, KNOWN);
    expect(preview.background).toBe('#101010');
    expect(preview.views[0]!.items.map((i) => i.inputs.options.theme)).toEqual([
      { id: 'default_dark' },
      { id: 'orion' },
    ]);
  });

  it('knows unknown item types', () => {
    const [view] = buildPreview(baseDoc([{ ...chart('x', 0, 0, 24, 20), type: 'pie-chart' }]), KNOWN).views;
    expect(view!.items[0]!.known).toBe(false);
  });
});
