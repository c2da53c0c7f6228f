/**
 * Checks JSON Schema can't express: the grid (items inside 48 columns, no overlaps), unique ids, parameters
 * that filters refer to, time zones, demo data the preview can draw, and text that looks like markup or a
 * script address. Defensive about shapes: it runs on documents that may also break the schema.
 */
import { MAX_JSON_DEPTH } from '../../lib/json-limits';
import { own } from '../../lib/own';
import { GRID_COLUMNS } from '../schema/constants';
import { isRecord, show, type Finding } from './findings';

export interface SlotInfo {
  name: string;
  label: string;
  required: boolean;
}

export interface CheckContext {
  /** Slots per known item type. */
  slots: Record<string, SlotInfo[]>;
  /** Item type titles, for messages. */
  titles: Record<string, string>;
  /** Demo datasets the preview can draw: dataset id -> column ids. */
  catalog?: Record<string, string[]>;
  isValidTimeZone?: (id: string) => boolean;
}

/** Overlap checks stop here; the count of items beyond it is reported instead. */
export const MAX_LAYOUT_ITEMS = 5000;
const MAX_FINDINGS = 300;

// eslint-disable-next-line no-control-regex -- browsers ignore leading control characters in URLs, so must this check
const SCRIPT_URL = /^[\s\u0000-\u001f]*(?:javascript|vbscript|data:text\/html)\s*:?/i;
const MARKUP = /<\s*\/?\s*[a-z!][^<>]*>|<\s*script/i;
const DANGEROUS_MARKUP = /<\s*(script|iframe|object|embed|style)\b|\son[a-z]+\s*=|javascript:/i;

interface Rect {
  index: number;
  id: string;
  col: number;
  row: number;
  sizeX: number;
  sizeY: number;
}

const int = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

function esc(seg: string | number): string {
  return String(seg).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function checkDashboard(doc: unknown, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  const push = (f: Finding) => {
    if (out.length < MAX_FINDINGS) out.push(f);
  };
  if (!isRecord(doc)) return out;

  // Parameters: unique names; filters may only refer to known ones.
  const params = new Map<string, number>();
  if (Array.isArray(doc.parameters))
    doc.parameters.forEach((p, i) => {
      if (!isRecord(p) || typeof p.name !== 'string') return;
      if (params.has(p.name))
        push({
          pointer: `/parameters/${i}/name`,
          target: 'value',
          severity: 'error',
          message: `Duplicate parameter name "${p.name}" (first defined on {line}).`,
          related: `/parameters/${params.get(p.name)}/name`,
        });
      else params.set(p.name, i);
    });

  const checkFilterGroups = (groups: unknown, pointer: string, depth = 0) => {
    if (!Array.isArray(groups) || depth > 20) return;
    groups.forEach((g, gi) => {
      if (!isRecord(g)) return;
      const gp = `${pointer}/${gi}`;
      if (Array.isArray(g.filters))
        g.filters.forEach((f, fi) => {
          if (!isRecord(f) || !Array.isArray(f.parameters)) return;
          const value = f.parameters[1];
          if (isRecord(value) && typeof value.parameter === 'string' && !params.has(value.parameter))
            push({
              pointer: `${gp}/filters/${fi}/parameters/1/parameter`,
              target: 'value',
              severity: 'error',
              message: `Unknown parameter "${value.parameter}": add it to the dashboard's "parameters".`,
            });
        });
      checkFilterGroups(g.subGroups, `${gp}/subGroups`, depth + 1);
    });
  };
  checkFilterGroups(doc.filters, '/filters');

  if (
    isRecord(doc.timezone) &&
    typeof doc.timezone.id === 'string' &&
    ctx.isValidTimeZone &&
    !ctx.isValidTimeZone(doc.timezone.id)
  )
    push({
      pointer: '/timezone/id',
      target: 'value',
      severity: 'warning',
      message: `${show(doc.timezone.id)} is not a known IANA time zone (e.g. "Europe/Brussels"); UTC is used.`,
    });

  const modes = new Map<string, number>();
  if (Array.isArray(doc.views))
    doc.views.forEach((view, vi) => {
      if (!isRecord(view)) return;
      const vp = `/views/${vi}`;
      if (typeof view.screenModus === 'string') {
        if (modes.has(view.screenModus))
          push({
            pointer: `${vp}/screenModus`,
            target: 'value',
            severity: 'warning',
            message: `A second "${view.screenModus}" view: only the first (on {line}) is used.`,
            related: `/views/${modes.get(view.screenModus)}/screenModus`,
          });
        else modes.set(view.screenModus, vi);
      }
      checkFilterGroups(view.filterGroups, `${vp}/filterGroups`);
      if (Array.isArray(view.items)) checkItems(view.items, `${vp}/items`, ctx, push, checkFilterGroups);
    });

  checkStrings(doc, '', push, out);
  return out;
}

function checkItems(
  items: unknown[],
  pointer: string,
  ctx: CheckContext,
  push: (f: Finding) => void,
  checkFilterGroups: (groups: unknown, pointer: string) => void,
): void {
  const ids = new Map<string, number>();
  const rects: Rect[] = [];
  items.forEach((item, i) => {
    if (!isRecord(item)) return;
    const ip = `${pointer}/${i}`;
    const id = typeof item.id === 'string' ? item.id : `#${i + 1}`;
    if (typeof item.id === 'string') {
      if (ids.has(item.id))
        push({
          pointer: `${ip}/id`,
          target: 'value',
          severity: 'error',
          message: `Duplicate item id "${item.id}": ids must be unique in a view (also used on {line}).`,
          related: `${pointer}/${ids.get(item.id)}/id`,
        });
      else ids.set(item.id, i);
    }
    const pos = item.position;
    if (
      isRecord(pos) &&
      int(pos.col) &&
      int(pos.row) &&
      int(pos.sizeX) &&
      int(pos.sizeY) &&
      pos.sizeX > 0 &&
      pos.sizeY > 0 &&
      pos.col >= 0 &&
      pos.row >= 0
    ) {
      if (pos.col + pos.sizeX > GRID_COLUMNS)
        push({
          pointer: `${ip}/position`,
          target: 'key',
          severity: 'error',
          message: `Item "${id}" does not fit the ${GRID_COLUMNS}-column grid: col ${pos.col} + sizeX ${pos.sizeX} = ${pos.col + pos.sizeX}.`,
        });
      rects.push({ index: i, id, col: pos.col, row: pos.row, sizeX: pos.sizeX, sizeY: pos.sizeY });
    }
    const type = typeof item.type === 'string' ? item.type : undefined;
    const slotDefs = type ? own(ctx.slots, type) : undefined;
    if (type && slotDefs) {
      const filled = new Set<string>();
      if (Array.isArray(item.slots))
        item.slots.forEach((s, si) => {
          if (!isRecord(s) || typeof s.name !== 'string' || !Array.isArray(s.content)) return;
          if (s.content.length > 0) filled.add(s.name);
          if (ctx.catalog)
            s.content.forEach((entry, ei) =>
              checkColumn(entry, `${ip}/slots/${si}/content/${ei}`, ctx.catalog!, push),
            );
        });
      const missing = slotDefs.filter((s) => s.required && !filled.has(s.name));
      if (missing.length > 0)
        push({
          pointer: Array.isArray(item.slots) ? `${ip}/slots` : `${ip}/type`,
          target: 'key',
          severity: 'warning',
          message: `A ${(own(ctx.titles, type) ?? type).toLowerCase()} needs ${missing.map((s) => `"${s.name}" (${s.label})`).join(' and ')} to draw: add ${missing.length > 1 ? 'those slots' : 'that slot'}.`,
        });
    }
    const tz = isRecord(item.options) ? item.options.timezoneId : undefined;
    const tzId = typeof tz === 'string' ? tz : isRecord(tz) && typeof tz.id === 'string' ? tz.id : undefined;
    if (tzId !== undefined && ctx.isValidTimeZone && !ctx.isValidTimeZone(tzId))
      push({
        pointer: `${ip}/options/timezoneId${typeof tz === 'string' ? '' : '/id'}`,
        target: 'value',
        severity: 'warning',
        message: `${show(tzId)} is not a known IANA time zone; the item uses UTC.`,
      });
    checkFilterGroups(item.filters, `${ip}/filters`);
  });
  checkOverlaps(rects, pointer, push);
}

function checkColumn(
  entry: unknown,
  pointer: string,
  catalog: Record<string, string[]>,
  push: (f: Finding) => void,
): void {
  if (!isRecord(entry) || typeof entry.datasetId !== 'string') return;
  const columns = own(catalog, entry.datasetId);
  if (!columns) {
    push({
      pointer: `${pointer}/datasetId`,
      target: 'value',
      severity: 'warning',
      message: `Dataset "${entry.datasetId}" is not in the demo data, so the preview can't draw it. Demo datasets: ${Object.keys(catalog).join(', ')}.`,
    });
    return;
  }
  if (typeof entry.columnId === 'string' && !columns.includes(entry.columnId))
    push({
      pointer: `${pointer}/columnId`,
      target: 'value',
      severity: 'warning',
      message: `Dataset "${entry.datasetId}" has no column "${entry.columnId}". Its columns: ${columns.join(', ')}.`,
    });
}

/** Sweep over items sorted by row: only items whose rows still reach the current one are compared. */
export function findOverlaps(rects: Rect[], limit = 100): [Rect, Rect][] {
  const sorted = rects.slice(0, MAX_LAYOUT_ITEMS).sort((a, b) => a.row - b.row || a.index - b.index);
  const active: Rect[] = [];
  const pairs: [Rect, Rect][] = [];
  for (const r of sorted) {
    for (let k = active.length - 1; k >= 0; k--)
      if (active[k]!.row + active[k]!.sizeY <= r.row) active.splice(k, 1);
    for (const a of active) {
      if (a.col < r.col + r.sizeX && r.col < a.col + a.sizeX) {
        pairs.push(a.index < r.index ? [a, r] : [r, a]);
        if (pairs.length >= limit) return pairs;
      }
    }
    active.push(r);
  }
  return pairs;
}

function checkOverlaps(rects: Rect[], pointer: string, push: (f: Finding) => void): void {
  for (const [first, second] of findOverlaps(rects)) {
    const rows = `rows ${Math.max(first.row, second.row)}–${Math.min(first.row + first.sizeY, second.row + second.sizeY) - 1}`;
    const cols = `columns ${Math.max(first.col, second.col)}–${Math.min(first.col + first.sizeX, second.col + second.sizeX) - 1}`;
    push({
      pointer: `${pointer}/${second.index}/position`,
      target: 'key',
      severity: 'error',
      message: `Item "${second.id}" overlaps item "${first.id}" (on {line}) at ${rows}, ${cols}. Move or resize one of them.`,
      related: `${pointer}/${first.index}/position`,
    });
  }
}

/** Walks every string: script addresses are errors (ignored by the preview); markup is shown as text. */
function checkStrings(root: unknown, rootPointer: string, push: (f: Finding) => void, out: Finding[]): void {
  const stack: [unknown, string][] = [[root, rootPointer]];
  let budget = 2_000_000;
  while (stack.length > 0 && budget-- > 0 && out.length < MAX_FINDINGS) {
    const [v, p] = stack.pop()!;
    if (typeof v === 'string') {
      if (SCRIPT_URL.test(v))
        push({
          pointer: p,
          target: 'value',
          severity: 'error',
          message:
            'Script addresses (javascript:, vbscript:, data:text/html) are not allowed: the preview ignores this value.',
        });
      else if (MARKUP.test(v)) {
        const inTextItem = /\/options\/html(\/|$)/.test(p);
        if (!inTextItem)
          push({
            pointer: p,
            target: 'value',
            severity: 'warning',
            message: 'This text contains HTML markup: it is shown as plain text, never interpreted or run.',
          });
        else if (DANGEROUS_MARKUP.test(v))
          push({
            pointer: p,
            target: 'value',
            severity: 'warning',
            message:
              'Scripts, styles, frames and event handlers are removed from text items; only safe formatting is rendered.',
          });
      }
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${p}/${i}`]);
    } else if (isRecord(v)) {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) stack.push([v[keys[i]!], `${p}/${esc(keys[i]!)}`]);
    }
  }
}

/**
 * A copy for the preview without script addresses (the runtime must never receive them). Anything nested
 * deeper than the site's JSON limit is dropped, never passed through unsanitised: the preview stringifies
 * its inputs recursively, and the recursion here is bounded by the same limit.
 */
export function sanitizeForPreview(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return SCRIPT_URL.test(value) ? undefined : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_JSON_DEPTH) return undefined;
  if (Array.isArray(value))
    return value.map((v) => sanitizeForPreview(v, depth + 1)).filter((v) => v !== undefined);
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value)) {
    if (k === '__proto__') continue;
    const v = sanitizeForPreview((value as Record<string, unknown>)[k], depth + 1);
    if (v !== undefined) out[k] = v;
  }
  return out;
}
