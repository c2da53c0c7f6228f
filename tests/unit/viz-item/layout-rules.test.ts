/** Layout and number rules of the chart runtime: axis tick format, number tile fitting, labels, float noise. */
import { axisTickFormat, cleanNumber, formatNumber } from '../../../src/viz-item/format';
import { fitValueFont, sparkBand } from '../../../src/viz-item/html/numbers';
import { fitLabel, wrapWords } from '../../../src/viz-item/render/common';

const en = { locale: 'en' };
/** The labels of a value axis ticking from 0 to max in `step`s, formatted the way the runtime does. */
const ticks = (format: string | undefined, step: number, max: number) => {
  const f = axisTickFormat(format, max);
  const out: string[] = [];
  for (let v = 0; v <= max; v += step) out.push(formatNumber(v, f, en));
  return out;
};

describe('one number format per axis', () => {
  test('a range reaching 10,000 or more ticks compactly on every tick, not 5,000 next to 10K', () => {
    expect(ticks(',.0f', 5000, 35000)).toEqual(['0', '5K', '10K', '15K', '20K', '25K', '30K', '35K']);
  });

  test('a smaller range ticks in full, with grouping', () => {
    expect(ticks(',.0f', 2000, 8000)).toEqual(['0', '2,000', '4,000', '6,000', '8,000']);
  });

  test('currency keeps its symbol in both forms; large ranges read €400K, €800K, €1.2M', () => {
    expect(ticks('$,.0f', 400_000, 1_200_000)).toEqual(['€0', '€400K', '€800K', '€1.2M']);
    expect(ticks('$,.0f', 250, 1000)).toEqual(['€0', '€250', '€500', '€750', '€1,000']);
  });

  test('small ranges keep decimals they need and percentages keep the column format', () => {
    expect(ticks(undefined, 0.5, 2)).toEqual(['0', '0.5', '1', '1.5', '2']);
    expect(axisTickFormat('.0%', 0.8)).toBe('.0%');
  });
});

describe('number tiles fit their value', () => {
  test('a long value in a narrow tile is scaled down so that it fits on one line', () => {
    const size = fitValueFont({ width: 160, height: 200 }, '€100,156'.length);
    expect(size * 0.62 * 8).toBeLessThanOrEqual(160 - 16);
    expect(size).toBeGreaterThanOrEqual(12);
  });

  test('a short value keeps the size proportional to the tile, capped at 64 px', () => {
    expect(fitValueFont({ width: 1000, height: 400 }, 3)).toBe(64);
    expect(fitValueFont({ width: 300, height: 200 }, 3)).toBe(60);
  });

  test('an explicit size is kept when it fits and reduced when it does not', () => {
    expect(fitValueFont({ width: 600, height: 200 }, 6, 40)).toBe(40);
    expect(fitValueFont({ width: 200, height: 200 }, 10, 40)).toBeLessThan(40);
  });

  test('the sparkline gets its own band, none in a short tile', () => {
    expect(sparkBand(90)).toBe(0);
    expect(sparkBand(200)).toBeGreaterThanOrEqual(28);
    expect(sparkBand(1000)).toBe(64);
  });
});

describe('labels wrap, then hide, never cut', () => {
  test('a name that fits stays on one line', () => {
    expect(fitLabel('Belgium', 100, 12)).toBe('Belgium');
  });
  test('a longer name wraps at a space onto two lines', () => {
    expect(fitLabel('United Kingdom', 60, 12)).toBe('United\nKingdom');
  });
  test('a name that does not fit even wrapped is hidden, not truncated', () => {
    expect(fitLabel('Netherlands', 30, 12)).toBe('');
    expect(fitLabel('A very long category name', 40, 12, 2)).toBe('');
  });
  test('wrapping is at spaces only: a hyphenated word or a number with its unit stays whole', () => {
    expect(fitLabel('Business-to-business', 60, 12)).toBe('');
    expect(fitLabel('Online 48%', 48, 12)).toBe('Online\n48%');
    expect(wrapWords('Revenue -€1.2M', 30, 12)).toEqual(['Revenue', '-€1.2M']);
  });
  test('a word wider than the line keeps a line of its own, whole; line breaks in the text stay', () => {
    expect(wrapWords('Telecommunications and media', 70, 12)).toEqual(['Telecommunications', 'and media']);
    expect(wrapWords('Online\n48%', 200, 12)).toEqual(['Online', '48%']);
  });
});

describe('float noise', () => {
  test('sums with binary noise come back clean', () => {
    expect(cleanNumber(566556.2400000007)).toBe(566556.24);
    expect(cleanNumber(0.1 + 0.2)).toBe(0.3);
    expect(cleanNumber(-1.0000000000000002)).toBe(-1);
  });
  test('the column precision rounds when known; integers and real precision are kept', () => {
    expect(cleanNumber(12.3456, 2)).toBe(12.35);
    expect(cleanNumber(1234567)).toBe(1234567);
    expect(cleanNumber(1 / 3)).toBe(0.333333333333);
    expect(cleanNumber(-0.0000000000000001, 2)).toBe(0);
  });
});
