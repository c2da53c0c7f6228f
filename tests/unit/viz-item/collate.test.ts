import { compareNatural } from '../../../src/viz-item/collate';

const LABELS = [
  'Item 10',
  'item 2',
  'Äpfel',
  'apple',
  'Zebra',
  'Item 1',
  '',
  '10',
  '9',
  'B-2',
  'b-10',
  'éclair',
];

describe('compareNatural (the order of categories, legends and table rows)', () => {
  test('numbers inside labels sort by value: Item 2 before Item 10', () => {
    expect(['Item 10', 'Item 2', 'Item 1'].sort((a, b) => compareNatural(a, b))).toEqual([
      'Item 1',
      'Item 2',
      'Item 10',
    ]);
  });

  test.each(['en', 'de', 'sv', 'fr'])(
    'the same order as localeCompare with numeric collation (%s)',
    (locale) => {
      const expected = [...LABELS].sort((a, b) => a.localeCompare(b, locale, { numeric: true }));
      expect([...LABELS].sort((a, b) => compareNatural(a, b, locale))).toEqual(expected);
    },
  );

  test('non-string values are compared as their text, like String(value)', () => {
    expect(compareNatural(2, 10)).toBeLessThan(0);
    expect(compareNatural(true, 'true')).toBe(0);
  });

  test('an invalid locale falls back to English instead of throwing', () => {
    expect(() => compareNatural('a', 'b', 'not a locale!')).not.toThrow();
    expect(compareNatural('Item 2', 'Item 10', 'not a locale!')).toBeLessThan(0);
  });
});
