/**
 * src/theme/LastUpdated writes the date without Intl (its first use costs a phone ~50 ms while hydrating):
 * it must read exactly as the stock component's Intl.DateTimeFormat did, in every month and at day edges.
 */
import { formatDate } from '../../../src/theme/LastUpdated/format';

const intl = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

describe('last-updated date', () => {
  test('reads as the stock Intl format on the first and last day of every month', () => {
    for (let month = 0; month < 12; month++) {
      for (const date of [
        new Date(Date.UTC(2026, month, 1)),
        new Date(Date.UTC(2026, month + 1, 0, 23, 59)),
      ]) {
        expect(formatDate(date)).toBe(intl.format(date));
      }
    }
  });

  test('uses UTC, as the stock component does, whatever the time of day', () => {
    const lateEvening = new Date('2026-11-24T23:30:00Z');
    expect(formatDate(lateEvening)).toBe('Nov 24, 2026');
    expect(formatDate(new Date('2024-02-29T00:00:00Z'))).toBe('Feb 29, 2024');
  });
});
