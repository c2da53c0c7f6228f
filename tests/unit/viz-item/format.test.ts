/** Locales (labels, number and date formats) and time zones. */
import { addUnits, fromParts, isoWeek, partsOf, truncate } from '../../../src/viz-item/data/dates';
import { formatDate, formatNumber } from '../../../src/viz-item/format';
import { pickLanguage, t } from '../../../src/viz-item/i18n';
import { planItem } from '../../../src/viz-item/model';
import { getItemTypeDefinition } from '../../../src/viz-item/definitions';

// Intl uses narrow no-break spaces in some locales; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('numbers', () => {
  test.each([
    [1234567.891, ',.2f', 'en', '1,234,567.89'],
    [1234567.891, ',.2f', 'nl', '1.234.567,89'],
    [1234567.891, ',.2f', 'fr', '1 234 567,89'],
    [0.1234, '.1%', 'en', '12.3%'],
    [0.1234, '.1%', 'fr', '12,3 %'],
    [1234.5, '$,.0f', 'en', '€1,235'],
    [1234.5, '$,.2f', 'nl', '€ 1.234,50'],
    [1234.5, '$,.0f', 'fr', '1 235 €'],
    [2_500_000, '.3s', 'en', '2.5M'],
    [0.05, '+.1%', 'en', '+5.0%'],
    [-3, '(,.0f', 'en', '(3)'],
    [42.42, 'd', 'en', '42'],
    [7, ',.2~f', 'en', '7'],
  ])('%p with %p in %p', (value, format, locale, out) => {
    expect(plain(formatNumber(value, format, { locale }))).toBe(out);
  });

  test('empty values and defaults', () => {
    expect(formatNumber(null, ',.0f', { locale: 'en' })).toBe('');
    expect(formatNumber(1234.567, undefined, { locale: 'en' })).toBe('1,235');
    expect(formatNumber(1.23456, undefined, { locale: 'nl' })).toBe('1,23');
    expect(formatNumber('n/a', undefined, { locale: 'en' })).toBe('n/a');
  });
});

describe('dates', () => {
  const ms = Date.parse('2025-03-09T23:30:00Z');
  test('level defaults per locale', () => {
    expect(formatDate(ms, undefined, 1, { locale: 'en' })).toBe('2025');
    expect(formatDate(ms, undefined, 2, { locale: 'en' })).toBe('Q1 2025');
    expect(formatDate(ms, undefined, 2, { locale: 'nl' })).toBe('K1 2025');
    expect(formatDate(ms, undefined, 2, { locale: 'fr' })).toBe('T1 2025');
    expect(formatDate(ms, undefined, 3, { locale: 'en' })).toBe('Mar 2025');
    expect(formatDate(ms, undefined, 3, { locale: 'nl' })).toBe('mrt 2025');
    expect(formatDate(ms, undefined, 3, { locale: 'fr' })).toBe('mars 2025');
    expect(formatDate(ms, undefined, 4, { locale: 'en' })).toBe('W10 2025');
    expect(formatDate(ms, undefined, 5, { locale: 'fr' })).toBe('9 mars 2025');
  });

  test('d3-style formats, in a time zone', () => {
    expect(formatDate(ms, '%Y-%m-%d %H:%M', undefined, { locale: 'en', timeZone: 'UTC' })).toBe(
      '2025-03-09 23:30',
    );
    // Brussels is UTC+1 in March (before the DST change): already the 10th.
    expect(formatDate(ms, '%Y-%m-%d %H:%M', undefined, { locale: 'en', timeZone: 'Europe/Brussels' })).toBe(
      '2025-03-10 00:30',
    );
    expect(formatDate(ms, '%d %B %Y', undefined, { locale: 'nl', timeZone: 'Europe/Brussels' })).toBe(
      '10 maart 2025',
    );
    expect(formatDate(ms, '%A %e %b', undefined, { locale: 'fr', timeZone: 'America/Guatemala' })).toBe(
      'dimanche 9 mars',
    );
    expect(formatDate(ms, 'Q%q %Y', undefined, { locale: 'en' })).toBe('Q1 2025');
  });
});

describe('time zones', () => {
  test('wall-clock parts and offsets across DST', () => {
    expect(partsOf(Date.parse('2025-07-01T12:00:00Z'), 'Europe/Brussels').hour).toBe(14);
    expect(partsOf(Date.parse('2025-01-01T12:00:00Z'), 'Europe/Brussels').hour).toBe(13);
    expect(partsOf(Date.parse('2025-01-01T12:00:00Z'), 'America/Dawson').hour).toBe(5);
    expect(fromParts({ year: 2025, month: 3, day: 30 }, 'Europe/Brussels')).toBe(
      Date.parse('2025-03-29T23:00:00Z'),
    );
    expect(fromParts({ year: 2025, month: 3, day: 31 }, 'Europe/Brussels')).toBe(
      Date.parse('2025-03-30T22:00:00Z'),
    );
  });

  test('truncation and unit arithmetic follow the zone calendar', () => {
    const t0 = Date.parse('2025-03-30T10:00:00Z');
    expect(new Date(truncate(t0, 5, 'Europe/Brussels')).toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(new Date(truncate(t0, 3, 'America/Guatemala')).toISOString()).toBe('2025-03-01T06:00:00.000Z');
    expect(new Date(truncate(t0, 4, 'UTC')).toISOString()).toBe('2025-03-24T00:00:00.000Z');
    expect(new Date(addUnits(Date.parse('2025-01-31T00:00:00Z'), 3, 1, 'UTC')).toISOString()).toBe(
      '2025-02-28T00:00:00.000Z',
    );
    expect(
      new Date(addUnits(Date.parse('2025-03-29T23:00:00Z'), 5, 1, 'Europe/Brussels')).toISOString(),
    ).toBe('2025-03-30T22:00:00.000Z');
    expect(isoWeek({ year: 2021, month: 1, day: 3 })).toEqual({ week: 53, year: 2020 });
  });
});

describe('labels', () => {
  test('language maps pick the locale, then the language, then English', () => {
    const map = { en: 'Revenue', nl: 'Omzet', fr: "Chiffre d'affaires" };
    expect(pickLanguage(map, 'nl')).toBe('Omzet');
    expect(pickLanguage(map, 'fr-BE')).toBe("Chiffre d'affaires");
    expect(pickLanguage(map, 'de')).toBe('Revenue');
    expect(pickLanguage('Plain', 'fr')).toBe('Plain');
    expect(t('nl', 'noData')).toBe('Geen gegevens om te tonen');
    expect(t('de', 'noData')).toBe('No data to show');
  });

  test('slot labels follow options.locale, falling back to the dataset column names', () => {
    const demo = getItemTypeDefinition('bar-chart')!.demo;
    const slots = demo.slots.map((s) => ({
      ...s,
      content: s.content.map((e) => ({ ...e, label: undefined })),
    }));
    for (const [locale, label] of [
      ['en', 'Revenue'],
      ['nl', 'Omzet'],
      ['fr', "Chiffre d'affaires"],
    ]) {
      const plan = planItem({ type: 'bar-chart', slots, options: { locale } });
      expect(plan.bySlot.measure![0]!.label).toBe(label);
    }
    const custom = planItem({
      type: 'bar-chart',
      slots: demo.slots.map((s) =>
        s.name === 'measure'
          ? { ...s, content: [{ ...s.content[0]!, label: { en: 'Sales', fr: 'Ventes' } }] }
          : s,
      ),
      options: { locale: 'fr' },
    });
    expect(custom.bySlot.measure![0]!.label).toBe('Ventes');
  });
});
