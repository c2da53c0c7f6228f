import { getItemTypeDefinition } from '../../../src/viz-item/definitions';
import {
  checkPlayground,
  optionRows,
  setOption,
} from '../../../plugins/flex-pages/components/ChartReference/options';
import { parsePlaygroundJson } from '../../../plugins/flex-pages/components/ChartReference/parse-json';

const bar = getItemTypeDefinition('bar-chart')!;

describe('options reference rows', () => {
  it('lists every option group of the type with its nested properties, from the runtime definitions', () => {
    const rows = optionRows(bar.options);
    expect(rows.filter((r) => r.depth === 0).map((r) => r.path)).toEqual(bar.optionGroups);
    expect(rows.find((r) => r.path === 'bars.roundedCorners')).toMatchObject({
      type: 'number',
      default: '0',
      values: '0 to 20',
      depth: 1,
    });
    expect(rows.find((r) => r.path === 'mode')).toMatchObject({
      type: 'enum',
      values: '"grouped", "stacked", "100"',
      default: '"grouped"',
    });
    expect(rows.find((r) => r.path === 'display.values')!.values).toBe('"absolute", "percentage", "none"');
  });
});

describe('playground checks', () => {
  const slots = bar.slots;

  it('explains invalid JSON with a line and a column', () => {
    expect(parsePlaygroundJson('{\n  "options": {\n    "mode": stacked\n  }\n}').error).toMatch(
      /^Invalid JSON at line 3, column 13: Unknown word "stacked"\. Text values need double quotes: "like this"\.$/,
    );
    expect(parsePlaygroundJson('{"options": {}}').value).toEqual({ options: {} });
  });

  it('accepts the demo definition', () => {
    expect(checkPlayground(bar.demo, slots, bar.options)).toEqual([]);
  });

  it('names wrong shapes, slots and option values', () => {
    expect(checkPlayground([], slots, bar.options)).toEqual([
      'The JSON must be an object with "slots" and "options".',
    ]);
    expect(
      checkPlayground(
        {
          slots: [
            { name: 'x-axis', content: [] },
            { name: 'y-axis', content: [{}, {}] },
          ],
          options: { mode: 'sideways', bars: { roundedCorners: 50 }, display: { legend: 'yes' }, colour: 1 },
          extra: true,
        },
        slots,
        bar.options,
      ),
    ).toEqual([
      'Unknown field "extra": only "slots" and "options" can be edited here.',
      'slots[0].name: "x-axis" is not a slot of this chart (slots: measure, y-axis, legend)',
      'slots[1].content: the y-axis slot takes one entry',
      'options.mode: must be one of "grouped", "stacked", "100" (got "sideways")',
      'options.bars.roundedCorners: must be at most 20 (got 50)',
      'options.display.legend: must be true or false (got "yes")',
      'options.colour: not an option of this chart (see the options reference below)',
    ]);
  });

  it('sets and clears nested options without mutating', () => {
    const before = { bars: { roundedCorners: 5 } };
    const after = setOption(before, ['display', 'legend'], false);
    expect(after).toEqual({ bars: { roundedCorners: 5 }, display: { legend: false } });
    expect(setOption(after, ['display', 'legend'], undefined)).toEqual({ bars: { roundedCorners: 5 } });
    expect(before).toEqual({ bars: { roundedCorners: 5 } });
  });
});
