/** Input validation: bad input becomes one readable message, never an exception. */
import { validateInputs } from '../../../src/viz-item/validate';
import { getItemTypeDefinition, listItemTypes } from '../../../src/viz-item/definitions';
import type { VizItemInputs } from '../../../src/viz-item/types';

const bar = getItemTypeDefinition('bar-chart')!.demo;
const first = (inputs: VizItemInputs) => validateInputs(inputs)[0]?.message;

test('every demo definition is valid', () => {
  for (const def of listItemTypes())
    expect([def.type, validateInputs({ type: def.type, ...def.demo })]).toEqual([def.type, []]);
});

test.each<[string, VizItemInputs, string]>([
  ['no type', {}, 'No item type given'],
  [
    'unknown type with a hint',
    { type: 'bar-chrt' },
    'Unknown item type "bar-chrt" (did you mean "bar-chart"?)',
  ],
  [
    'missing required slot',
    { type: 'line-chart', slots: [{ name: 'measure', content: bar.slots[1]!.content }] },
    'Missing required slot "x-axis" (X-Axis) for line-chart',
  ],
  [
    'unknown slot',
    { type: 'bar-chart', slots: [{ name: 'measures', content: [] }] },
    'Slot "measures" does not exist on bar-chart (did you mean "measure"?)',
  ],
  [
    'unknown dataset',
    {
      type: 'bar-chart',
      slots: [{ name: 'measure', content: [{ datasetId: 'sale', columnId: 'revenue' }] }],
    },
    'Dataset "sale" does not exist',
  ],
  [
    'unknown column with a hint',
    {
      type: 'bar-chart',
      slots: [{ name: 'measure', content: [{ datasetId: 'sales', columnId: 'revnue' }] }],
    },
    'Column "revnue" does not exist in dataset "sales" (slot "measure"); did you mean "revenue"?',
  ],
  [
    'entry without ids',
    { type: 'bar-chart', slots: [{ name: 'measure', content: [{ label: 'x' }] }] },
    'needs datasetId and columnId',
  ],
  [
    'too many columns in a single slot',
    {
      type: 'bar-chart',
      slots: [{ name: 'y-axis', content: [bar.slots[0]!.content[0]!, bar.slots[0]!.content[0]!] }],
    },
    'takes one column (got 2)',
  ],
  [
    'bad aggregation',
    {
      type: 'bar-chart',
      slots: [
        // Not an AggregationFunc: what a reader's untyped JSON can still send.
        {
          name: 'measure',
          content: [{ datasetId: 'sales', columnId: 'revenue', aggregationFunc: 'avg' as never }],
        },
      ],
    },
    'Unknown aggregationFunc "avg"',
  ],
  [
    'bad level',
    {
      type: 'line-chart',
      slots: [{ name: 'x-axis', content: [{ datasetId: 'sales', columnId: 'date', level: 12 }] }],
    },
    'level must be 1 (year) to 9 (millisecond)',
  ],
  [
    'bad formula',
    {
      type: 'evolution-number',
      slots: [{ name: 'measure', content: [{ formula: 'SUM({sales:revenue} / ' }] }],
    },
    'Formula of slot "measure"',
  ],
  [
    'formula column',
    { type: 'evolution-number', slots: [{ name: 'measure', content: [{ formula: 'SUM({sales:price})' }] }] },
    'column "price" does not exist in dataset "sales"',
  ],
  [
    'two datasets',
    {
      type: 'bar-chart',
      slots: [{ name: 'y-axis', content: [{ datasetId: 'volumes', columnId: 'region' }] }, bar.slots[1]!],
    },
    'one item queries one dataset',
  ],
  ['options not an object', { type: 'bar-chart', options: 'big' as never }, 'options must be an object'],
  [
    'enum option',
    { type: 'bar-chart', options: { mode: 'piled' } },
    'options.mode must be one of "grouped", "stacked", "100" (got "piled")',
  ],
  [
    'typed nested option',
    { type: 'bar-chart', options: { bars: { roundedCorners: 'round' as never } } },
    'options.bars.roundedCorners must be a number',
  ],
  [
    'title',
    { type: 'bar-chart', options: { title: 5 as never } },
    'options.title must be a text or a map of language to text',
  ],
  [
    'time zone',
    { type: 'bar-chart', options: { timezoneId: 'Mars/Olympus' } },
    'Unknown time zone "Mars/Olympus"',
  ],
  ['locale', { type: 'bar-chart', options: { locale: 'English' } }, 'options.locale must be a language code'],
  ['theme id', { type: 'bar-chart', options: { theme: { id: 'neon' } } }, 'Unknown theme "neon"'],
  [
    'theme colours',
    { type: 'bar-chart', options: { theme: { colors: '#fff' as never } } },
    'options.theme.colors must be an array of CSS colours',
  ],
  ['filters not a list', { type: 'bar-chart', filters: {} as never }, 'filters must be an array'],
  [
    'filter expression',
    {
      type: 'bar-chart',
      filters: [
        {
          condition: 'and',
          filters: [{ expression: '? ~ ?', parameters: [{ columnId: 'channel', datasetId: 'sales' }, 'x'] }],
        },
      ],
    },
    'unknown expression "? ~ ?"',
  ],
  ['canFilter', { type: 'bar-chart', canFilter: 'some' as never }, 'canFilter must be "all" or a list'],
])('%s', (_name, inputs, message) => {
  expect(() => validateInputs(inputs)).not.toThrow();
  expect(first(inputs)).toContain(message);
});

test('accepted shapes: custom themes, fixed time zones, language maps, value shorthands', () => {
  expect(
    validateInputs({
      type: 'bar-chart',
      ...bar,
      options: {
        theme: {
          itemsBackground: '#1e1e2f',
          colors: ['#ff0000'],
          font: { fontFamily: 'Roboto', fontSize: 16 },
        },
        timezoneId: { type: 'fixed', id: 'America/Dawson' },
        title: { en: 'Hello', nl: 'Hallo' },
        display: { values: true },
        locale: 'nl-BE',
      },
    }),
  ).toEqual([]);
});

test('garbage never throws', () => {
  const junk: unknown[] = [
    null,
    1,
    'x',
    [],
    {},
    { slots: 'x' },
    { type: 'bar-chart', slots: [null, 1, { name: 1 }] },
    { type: 'bar-chart', slots: [{ name: 'measure', content: [null, 'x', 3] }] },
  ];
  for (const j of junk) expect(() => validateInputs((j ?? {}) as VizItemInputs)).not.toThrow();
  expect(validateInputs({ type: 'bar-chart', slots: [null as never] })[0]!.message).toContain(
    'must be { name, content }',
  );
});
