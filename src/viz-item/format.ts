/**
 * Number and date formatting through Intl, driven by d3-style format strings (`,.2f`, `.1%`, `$,.0f`, `.3s`;
 * `%Y-%m-%d`, `%b %Y`) so that slot formats written for the platform work here too.
 */
import { isoWeek, partsOf } from './data/dates';
import { t } from './i18n';

const numberFormats = new Map<string, Intl.NumberFormat>();

function nf(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = locale + JSON.stringify(options);
  let f = numberFormats.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, options);
    } catch {
      f = new Intl.NumberFormat('en', options);
    }
    numberFormats.set(key, f);
  }
  return f;
}

interface NumberSpec {
  sign: string;
  currency: boolean;
  comma: boolean;
  precision?: number;
  trim: boolean;
  type: string;
}

const SPEC_RE = /^(?:(.)?([<>=^]))?([+\-( ])?([$#])?(0)?(\d+)?(,)?(\.\d+)?(~)?([a-z%])?$/i;

export function parseNumberFormat(format: string): NumberSpec | null {
  const m = SPEC_RE.exec(format);
  if (!m) return null;
  return {
    sign: m[3] ?? '-',
    currency: m[4] === '$',
    comma: !!m[7],
    precision: m[8] ? Number(m[8].slice(1)) : undefined,
    trim: !!m[9],
    type: m[10] ?? '',
  };
}

export interface NumberFormatContext {
  locale: string;
  /** ISO 4217 code used for `$` formats; the demo data is in EUR. */
  currency?: string;
}

/** Formats a number with a d3-style format string (or a sensible default), in the locale. */
export function formatNumber(value: unknown, format: string | undefined, ctx: NumberFormatContext): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  const spec = format ? parseNumberFormat(format) : null;
  if (!spec) {
    const abs = Math.abs(n);
    return nf(ctx.locale, { maximumFractionDigits: abs >= 100 ? 0 : abs >= 1 ? 2 : 4 }).format(n);
  }
  const opts: Intl.NumberFormatOptions = { useGrouping: spec.comma };
  const p = spec.precision;
  switch (spec.type) {
    case 'f':
      opts.minimumFractionDigits = spec.trim ? 0 : (p ?? 6);
      opts.maximumFractionDigits = p ?? 6;
      break;
    case 'd':
      opts.maximumFractionDigits = 0;
      break;
    case '%':
      opts.style = 'percent';
      opts.minimumFractionDigits = spec.trim ? 0 : (p ?? 0);
      opts.maximumFractionDigits = p ?? 0;
      break;
    case 'p':
      opts.style = 'percent';
      opts.maximumSignificantDigits = Math.max(1, p ?? 6);
      break;
    case 'e':
      opts.notation = 'scientific';
      opts.maximumFractionDigits = p ?? 6;
      break;
    case 's':
      opts.notation = 'compact';
      opts.maximumSignificantDigits = Math.max(1, Math.min(21, p ?? 6));
      break;
    case 'r':
    case 'g':
      opts.maximumSignificantDigits = Math.max(1, Math.min(21, p ?? 6));
      break;
    default:
      opts.maximumFractionDigits = p ?? (Math.abs(n) >= 100 ? 0 : 2);
  }
  if (spec.currency && opts.style !== 'percent') {
    opts.style = 'currency';
    opts.currency = ctx.currency ?? 'EUR';
    if (spec.type === 'd') opts.minimumFractionDigits = 0;
    else if (opts.maximumFractionDigits !== undefined && opts.minimumFractionDigits === undefined)
      opts.minimumFractionDigits = Math.min(opts.maximumFractionDigits, 2);
  }
  if (spec.sign === '+') opts.signDisplay = 'exceptZero';
  let out = nf(ctx.locale, opts).format(spec.sign === '(' ? Math.abs(n) : n);
  if (spec.sign === '(' && n < 0) out = `(${out})`;
  return out;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function df(
  locale: string,
  tz: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${tz}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, { ...options, timeZone: tz || 'UTC' });
    } catch {
      f = new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' });
    }
    dateFormats.set(key, f);
  }
  return f;
}

export interface DateFormatContext {
  locale: string;
  timeZone?: string;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** d3 time-format directives, localised through Intl for names. */
function strftime(ms: number, format: string, ctx: DateFormatContext): string {
  const p = partsOf(ms, ctx.timeZone);
  return format.replace(/%([-_0]?)([a-zA-Z%])/g, (_m, _flag: string, d: string) => {
    switch (d) {
      case 'Y':
        return String(p.year);
      case 'y':
        return pad(p.year % 100);
      case 'm':
        return pad(p.month);
      case 'd':
        return pad(p.day);
      case 'e':
        return String(p.day);
      case 'H':
        return pad(p.hour);
      case 'I':
        return pad(p.hour % 12 || 12);
      case 'M':
        return pad(p.minute);
      case 'S':
        return pad(p.second);
      case 'L':
        return pad(p.millisecond, 3);
      case 'p':
        return p.hour < 12 ? 'AM' : 'PM';
      case 'b':
        return df(ctx.locale, ctx.timeZone, { month: 'short' }).format(ms);
      case 'B':
        return df(ctx.locale, ctx.timeZone, { month: 'long' }).format(ms);
      case 'a':
        return df(ctx.locale, ctx.timeZone, { weekday: 'short' }).format(ms);
      case 'A':
        return df(ctx.locale, ctx.timeZone, { weekday: 'long' }).format(ms);
      case 'q':
        return String(Math.floor((p.month - 1) / 3) + 1);
      case 'V':
      case 'W':
        return pad(isoWeek(p).week);
      case 'G':
        return String(isoWeek(p).year);
      case 'j': {
        const start = Date.UTC(p.year, 0, 1);
        return pad(Math.floor((Date.UTC(p.year, p.month - 1, p.day) - start) / 86_400_000) + 1, 3);
      }
      case 'Z':
        return ctx.timeZone || 'UTC';
      case '%':
        return '%';
      default:
        return `%${d}`;
    }
  });
}

/** A day's date, then the same to the minute and to the second: the finer datetime levels add to the coarser. */
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const MINUTE: Intl.DateTimeFormatOptions = { ...DAY, hour: '2-digit', minute: '2-digit' };
const SECOND: Intl.DateTimeFormatOptions = { ...MINUTE, second: '2-digit' };

/** Formats a datetime (ms or ISO string) by format string, else by level, in the locale and time zone. */
export function formatDate(
  value: unknown,
  format: string | undefined,
  level: number | undefined,
  ctx: DateFormatContext,
): string {
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN;
  if (!Number.isFinite(ms)) return value === null || value === undefined ? '' : String(value);
  if (format && format.includes('%')) return strftime(ms, format, ctx);
  const { locale, timeZone } = ctx;
  switch (level ?? 5) {
    case 1:
      return df(locale, timeZone, { year: 'numeric' }).format(ms);
    case 2: {
      const p = partsOf(ms, timeZone);
      return `${t(locale, 'quarter')}${Math.floor((p.month - 1) / 3) + 1} ${p.year}`;
    }
    case 3:
      return df(locale, timeZone, { month: 'short', year: 'numeric' }).format(ms);
    case 4: {
      const w = isoWeek(partsOf(ms, timeZone));
      return `${t(locale, 'week')}${w.week} ${w.year}`;
    }
    case 5:
      return df(locale, timeZone, DAY).format(ms);
    case 6:
    case 7:
      return df(locale, timeZone, MINUTE).format(ms);
    case 8:
      return df(locale, timeZone, SECOND).format(ms);
    default:
      return df(locale, timeZone, { ...SECOND, fractionalSecondDigits: 3 }).format(ms);
  }
}

/**
 * The one tick format of a value axis, chosen once from the largest value the axis shows and the column's
 * format, so that every tick reads the same way: compact (5K, 10K, 15K) once the range needs five digits,
 * full (500, 1,000, 1,500) below; percentages keep the column's format; currency columns keep their symbol.
 */
export function axisTickFormat(format: string | undefined, maxAbs: number): string {
  if (format && format.includes('%')) return format;
  const cur = format?.includes('$') ? '$' : '';
  if (maxAbs >= 10_000) return `${cur}.3~s`;
  if (maxAbs < 10) return `${cur},.2~f`;
  return `${cur},.0f`;
}

/**
 * Removes binary floating-point noise (566556.2400000007 -> 566556.24): rounds to the column's precision when
 * it is known (`decimals`), else to 12 significant digits, which no real measurement needs more of.
 */
export function cleanNumber(value: number, decimals?: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return value;
  const out =
    decimals !== undefined && decimals >= 0
      ? Number(value.toFixed(Math.min(20, decimals)))
      : Number(value.toPrecision(12));
  return Object.is(out, -0) ? 0 : out;
}
