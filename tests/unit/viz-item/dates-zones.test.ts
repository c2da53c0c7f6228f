import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { addUnits, truncate } from '@site/src/viz-item/data/dates';

/**
 * Date bucketing in every IANA zone, against Temporal (temporal-polyfill, a test-only oracle) as the reference:
 * a row's bucket (start of its year .. second, in the item's zone) is what Temporal says, around every offset
 * transition of every zone from 2000 to 2040: a day that starts at 01:00 because midnight was skipped
 * (America/Santiago, America/Havana), an hour that occurs twice when clocks fall back (Europe/Brussels).
 */
const ZONES = Intl.supportedValuesOf('timeZone');
const FROM = Date.UTC(2000, 0, 1);
const TO = Date.UTC(2041, 0, 1);
const HOUR = 3_600_000;

function transitionsOf(tz: string): number[] {
  const out: number[] = [];
  let z = Temporal.Instant.fromEpochMilliseconds(FROM).toZonedDateTimeISO(tz);
  for (;;) {
    const next = z.getTimeZoneTransition('next');
    if (!next || next.epochMilliseconds >= TO) return out;
    out.push(next.epochMilliseconds);
    z = next;
  }
}
const TRANSITIONS = new Map(ZONES.map((tz) => [tz, transitionsOf(tz)]));
const WITH_TRANSITIONS = ZONES.filter((tz) => TRANSITIONS.get(tz)!.length > 0);

/**
 * Temporal's start of the period (1 year .. 8 second) that holds the instant, in the zone: its first instant.
 * A day is `startOfDay()` of its date. An hour (minute, second) is the wall clock rounded down, kept at the
 * instant's own offset when the time occurs twice; where that wall time was skipped, Temporal's `round` moves
 * past the gap, later than the instant itself, and the period starts at the change instead (as a day does).
 */
function oracle(ms: number, level: number, tz: string): number {
  const z = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(tz);
  if (level >= 6) {
    const smallestUnit = level === 6 ? 'hour' : level === 7 ? 'minute' : 'second';
    const floor = z.round({ smallestUnit, roundingMode: 'floor' }).epochMilliseconds;
    if (floor <= ms) return floor;
    const change = Temporal.Instant.fromEpochMilliseconds(ms + 1)
      .toZonedDateTimeISO(tz)
      .getTimeZoneTransition('previous');
    return change!.epochMilliseconds;
  }
  const d = z.toPlainDate();
  const first =
    level === 5
      ? d
      : level === 4
        ? d.subtract({ days: d.dayOfWeek - 1 })
        : level === 3
          ? d.with({ day: 1 })
          : level === 2
            ? d.with({ month: Math.floor((d.month - 1) / 3) * 3 + 1, day: 1 })
            : d.with({ month: 1, day: 1 });
  return first.toZonedDateTime({ timeZone: tz }).epochMilliseconds;
}

const iso = (ms: number, tz: string) =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(tz).toString();

describe('truncate in every IANA zone, against Temporal', () => {
  it('known cases: midnight skipped in Santiago and Havana, the repeated hour in Brussels', () => {
    // 2022-09-11 in Santiago starts at 01:00 (-03): 00:00 does not exist.
    const santiago = Date.parse('2022-09-11T12:00:00-03:00');
    expect(iso(truncate(santiago, 5, 'America/Santiago'), 'America/Santiago')).toBe(
      '2022-09-11T01:00:00-03:00[America/Santiago]',
    );
    const havana = Date.parse('2023-03-12T12:00:00-04:00');
    expect(iso(truncate(havana, 5, 'America/Havana'), 'America/Havana')).toBe(
      '2023-03-12T01:00:00-04:00[America/Havana]',
    );
    // 2023-10-29 02:30 occurs twice in Brussels; each keeps its own 02:00.
    expect(truncate(Date.parse('2023-10-29T00:30:00Z'), 6, 'Europe/Brussels')).toBe(
      Date.parse('2023-10-29T00:00:00Z'),
    );
    expect(truncate(Date.parse('2023-10-29T01:30:00Z'), 6, 'Europe/Brussels')).toBe(
      Date.parse('2023-10-29T01:00:00Z'),
    );
  });

  it('every zone, every transition 2000-2040: the day and the hour around it', () => {
    const wrong: string[] = [];
    for (const tz of WITH_TRANSITIONS)
      for (const t of TRANSITIONS.get(tz)!)
        for (const ms of [t - 1, t, t + HOUR / 2, t - HOUR / 2])
          for (const level of [5, 6]) {
            const got = truncate(ms, level, tz);
            const want = oracle(ms, level, tz);
            if (got !== want && wrong.length < 10)
              wrong.push(`${tz} ${iso(ms, tz)} level ${level}: ${iso(got, tz)}, want ${iso(want, tz)}`);
          }
    expect(wrong).toEqual([]);
  });

  it('any zone, level and instant near a transition (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WITH_TRANSITIONS),
        fc.nat(),
        fc.integer({ min: -3 * HOUR, max: 3 * HOUR }),
        fc.integer({ min: 1, max: 8 }),
        (tz, k, delta, level) => {
          const ts = TRANSITIONS.get(tz)!;
          const ms = ts[k % ts.length]! + delta;
          const got = truncate(ms, level, tz);
          expect(iso(got, tz)).toBe(iso(oracle(ms, level, tz), tz));
          // A bucket never starts after the instant it holds.
          expect(got).toBeLessThanOrEqual(ms);
        },
      ),
      { numRuns: 4000, seed: 37 },
    );
  });

  it('any zone, level and instant 2000-2040 (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: FROM, max: TO - 1 }),
        fc.integer({ min: 1, max: 8 }),
        (tz, ms, level) => {
          expect(iso(truncate(ms, level, tz), tz)).toBe(iso(oracle(ms, level, tz), tz));
        },
      ),
      { numRuns: 4000, seed: 38 },
    );
  });

  it('adding days keeps the wall-clock time, as Temporal does (compatible disambiguation)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WITH_TRANSITIONS),
        fc.nat(),
        fc.integer({ min: -2 * 86_400_000, max: 0 }),
        fc.integer({ min: -3, max: 3 }),
        (tz, k, delta, days) => {
          const ts = TRANSITIONS.get(tz)!;
          const ms = Math.floor((ts[k % ts.length]! + delta) / 1000) * 1000;
          const want = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(tz).add({ days });
          expect(iso(addUnits(ms, 5, days, tz), tz)).toBe(want.toString());
        },
      ),
      { numRuns: 3000, seed: 39 },
    );
  });
});
