/**
 * The demo data's clock. The datasets end "today" so that relative-date examples ("last 6 months") always show
 * data; values are seeded by absolute date, so a given day always has the same numbers whatever today is.
 * Tests pin the clock with setDemoReferenceDate() (or, in a page, `globalThis.__VIZ_ITEM_REFERENCE_DATE__` /
 * Playwright's page.clock) so their expectations never drift.
 */

let override: number | null = null;
const listeners = new Set<() => void>();

function fromGlobal(): number | null {
  const g = (globalThis as { __VIZ_ITEM_REFERENCE_DATE__?: unknown }).__VIZ_ITEM_REFERENCE_DATE__;
  if (g === undefined || g === null) return null;
  const ms = typeof g === 'number' ? g : Date.parse(String(g));
  return Number.isFinite(ms) ? ms : null;
}

/** The current instant for the demo data and relative-date filters (ms since epoch). */
export function now(): number {
  return override ?? fromGlobal() ?? Date.now();
}

/** Pins "now" (an ISO string, a Date or ms); null returns to the real clock. Cached datasets are rebuilt. */
export function setDemoReferenceDate(date: string | number | Date | null): void {
  if (date === null) override = null;
  else {
    const ms = date instanceof Date ? date.getTime() : typeof date === 'number' ? date : Date.parse(date);
    if (!Number.isFinite(ms)) throw new RangeError(`Invalid reference date: ${String(date)}`);
    override = ms;
  }
  listeners.forEach((l) => l());
}

/** The reference day: midnight UTC of now(). Datasets include this day. */
export function referenceDay(): number {
  const d = new Date(now());
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

export function onReferenceDateChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const DAY_MS = 86_400_000;
