/**
 * Datetime helpers: levels (1 year .. 9 millisecond) truncated in the item's time zone, unit arithmetic for
 * relative-date filters, and time-zone conversions through Intl (no date library needed).
 */
import { hasOwn } from '../../lib/own';

export const LEVELS = {
  year: 1,
  quarter: 2,
  month: 3,
  week: 4,
  day: 5,
  hour: 6,
  minute: 7,
  second: 8,
  millisecond: 9,
} as const;

export type LevelName = keyof typeof LEVELS;
export const LEVEL_NAMES: LevelName[] = Object.keys(LEVELS) as LevelName[];

export function levelName(level: number): LevelName {
  return LEVEL_NAMES[Math.min(9, Math.max(1, Math.round(level))) - 1] as LevelName;
}

/** Accepts a level number (1-9) or a unit name (`month`, `months`); returns 1-9 or null. */
export function toLevel(unit: unknown): number | null {
  if (typeof unit === 'number' && Number.isInteger(unit) && unit >= 1 && unit <= 9) return unit;
  if (typeof unit === 'string') {
    const key = unit.toLowerCase().replace(/s$/, '') as LevelName;
    if (hasOwn(LEVELS, key)) return LEVELS[key];
  }
  return null;
}

export interface DateParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  weekday: number; // 0 Monday .. 6 Sunday
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

export function isUtc(tz: string | undefined): boolean {
  return !tz || tz === 'UTC' || tz === 'Etc/UTC' || tz === 'GMT';
}

const validZones = new Map<string, boolean>();
export function isValidTimeZone(tz: string): boolean {
  let ok = validZones.get(tz);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      ok = true;
    } catch {
      ok = false;
    }
    validZones.set(tz, ok);
  }
  return ok;
}

function formatterFor(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(tz, f);
  }
  return f;
}

function utcParts(ms: number): DateParts {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
    weekday: (d.getUTCDay() + 6) % 7,
  };
}

function intlParts(ms: number, tz: string): DateParts {
  const out: Partial<DateParts> = { millisecond: ((ms % 1000) + 1000) % 1000 };
  for (const p of formatterFor(tz).formatToParts(ms)) {
    if (p.type === 'weekday') out.weekday = WEEKDAYS[p.value] ?? 0;
    else if (p.type !== 'literal' && p.type !== 'dayPeriod' && p.type !== 'era')
      (out as Record<string, number>)[p.type] = Number(p.value);
  }
  return out as DateParts;
}

// Offsets only change at (quarter-)hour boundaries and rarely within a day: cache one offset per day when it
// is the same at both ends of the day, else per 15 minutes. Grouping thousands of rows in a zone stays fast.
const offsetCache = new Map<string, Map<number, number>>();
const QUARTER = 900_000;
const DAY = 86_400_000;

function intlOffset(at: number, tz: string): number {
  const p = intlParts(at, tz);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, 0) - Math.floor(at / 1000) * 1000;
}

/** Offset (ms) of a time zone at an instant: local wall time minus UTC. */
export function zoneOffset(ms: number, tz?: string): number {
  if (isUtc(tz)) return 0;
  let cache = offsetCache.get(tz!);
  if (!cache) offsetCache.set(tz!, (cache = new Map()));
  if (cache.size > 100_000) cache.clear();
  const day = Math.floor(ms / DAY);
  // Day entries are stored as negative keys (-day - 1) to keep one map.
  let off = cache.get(-day - 1);
  if (off === undefined) {
    const a = intlOffset(day * DAY, tz!);
    const b = intlOffset(day * DAY + DAY - 1, tz!);
    off = a === b ? a : NaN;
    cache.set(-day - 1, off);
  }
  if (!Number.isNaN(off)) return off;
  const bucket = Math.floor(ms / QUARTER);
  let q = cache.get(bucket);
  if (q === undefined) {
    // Most changes fall on a quarter hour; some do not (America/Goose_Bay changed at 00:01 until 2011).
    const a = intlOffset(bucket * QUARTER, tz!);
    q = a === intlOffset(bucket * QUARTER + QUARTER - 1, tz!) ? a : NaN;
    cache.set(bucket, q);
  }
  return Number.isNaN(q) ? intlOffset(ms, tz!) : q;
}

/** Wall-clock parts of an instant in a time zone. */
export function partsOf(ms: number, tz?: string): DateParts {
  return utcParts(isUtc(tz) ? ms : ms + zoneOffset(ms, tz));
}

/**
 * The instant at which a wall-clock time occurs in a time zone. A time that occurs twice (clocks fall back) gives
 * the earlier instant, or the one with `preferOffset` when that is one of the two. A time that does not exist
 * (clocks spring forward) gives, with `gap: 'start'` (the default, for the start of a period), the first instant
 * after the gap, as Temporal's startOfDay does (a day whose midnight is skipped starts at 01:00); with
 * `gap: 'shift'`, the time read with the offset from before the change, as Temporal's `compatible`
 * disambiguation does (for "the same time n days later").
 */
export function fromParts(
  p: Pick<DateParts, 'year' | 'month' | 'day'> & Partial<DateParts>,
  tz?: string,
  opts: { preferOffset?: number; gap?: 'start' | 'shift' } = {},
): number {
  const wall = Date.UTC(
    p.year,
    p.month - 1,
    p.day,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
    p.millisecond ?? 0,
  );
  if (isUtc(tz)) return wall;
  // Offsets are at most 14 h either way: a day on each side of the wall time reaches past any one change.
  const before = zoneOffset(wall - DAY, tz);
  const after = zoneOffset(wall + DAY, tz);
  const valid = [before, after].filter((o) => zoneOffset(wall - o, tz) === o);
  if (opts.preferOffset !== undefined && valid.includes(opts.preferOffset)) return wall - opts.preferOffset;
  if (valid.length) return wall - Math.max(...valid); // the larger offset is the earlier instant
  if (opts.gap === 'shift') return wall - before;
  // The change lies between the two readings of the wall time: find it to the millisecond.
  let lo = wall - after;
  let hi = wall - before;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (zoneOffset(mid, tz) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** Start of the period (level) that contains the instant, in the time zone. */
export function truncate(ms: number, level: number, tz?: string): number {
  if (level >= 9) return ms;
  if (isUtc(tz) && level >= 6) {
    const size = level === 6 ? 3_600_000 : level === 7 ? 60_000 : 1000;
    return Math.floor(ms / size) * size;
  }
  const offset = zoneOffset(ms, tz);
  const p = utcParts(ms + offset);
  switch (level) {
    case 1:
      return fromParts({ year: p.year, month: 1, day: 1 }, tz);
    case 2:
      return fromParts({ year: p.year, month: Math.floor((p.month - 1) / 3) * 3 + 1, day: 1 }, tz);
    case 3:
      return fromParts({ year: p.year, month: p.month, day: 1 }, tz);
    case 4: {
      // ISO weeks start on Monday.
      const day = Date.UTC(p.year, p.month - 1, p.day) - p.weekday * 86_400_000;
      const d = new Date(day);
      return fromParts({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }, tz);
    }
    case 5:
      return fromParts({ year: p.year, month: p.month, day: p.day }, tz);
    // Within a day, an hour that occurs twice keeps the offset of the instant it holds.
    case 6:
      return fromParts({ year: p.year, month: p.month, day: p.day, hour: p.hour }, tz, {
        preferOffset: offset,
      });
    case 7:
      return fromParts({ year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute }, tz, {
        preferOffset: offset,
      });
    default:
      return fromParts(
        { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second },
        tz,
        { preferOffset: offset },
      );
  }
}

/** Adds `quantity` units (a level) to an instant, calendar-aware for year/quarter/month/week/day. */
export function addUnits(ms: number, level: number, quantity: number, tz?: string): number {
  if (quantity === 0) return ms;
  if (level >= 6) {
    const size = level === 6 ? 3_600_000 : level === 7 ? 60_000 : level === 8 ? 1000 : 1;
    return ms + quantity * size;
  }
  const p = partsOf(ms, tz);
  let { year, month, day } = p;
  if (level === 1) year += quantity;
  else if (level === 2) month += 3 * quantity;
  else if (level === 3) month += quantity;
  else day += (level === 4 ? 7 : 1) * quantity;
  const norm = new Date(Date.UTC(year, month - 1, 1));
  const daysInMonth = new Date(Date.UTC(norm.getUTCFullYear(), norm.getUTCMonth() + 1, 0)).getUTCDate();
  if (level <= 3) day = Math.min(day, daysInMonth);
  const n = new Date(Date.UTC(year, month - 1, day));
  return fromParts(
    {
      year: n.getUTCFullYear(),
      month: n.getUTCMonth() + 1,
      day: n.getUTCDate(),
      hour: p.hour,
      minute: p.minute,
      second: p.second,
      millisecond: p.millisecond,
    },
    tz,
    { gap: 'shift' },
  );
}

/** ISO-8601 week number and week-year of a date (from wall-clock parts). */
export function isoWeek(p: Pick<DateParts, 'year' | 'month' | 'day'>): { week: number; year: number } {
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day));
  const dayNum = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - dayNum);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return { week: Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7), year: d.getUTCFullYear() };
}

/** Parses an ISO string / ms / Date into ms, or null. */
export function toMs(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null;
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? ms : null;
  }
  return null;
}
