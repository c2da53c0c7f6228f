/**
 * Validates a dashboard document (text): JSON syntax, the schema (ajv), then the layout and reference checks.
 * Every problem becomes a Diagnostic with a source range, line and column. Runs in the playground's worker
 * and in unit tests; nothing here touches the DOM.
 */
import { lineColumn, locate, nearest, parseJson, withAncestors, type Severity } from '../json/parse';
import type { JsonSchema } from '../schema/constants';
import { compileDashboardSchema } from './ajv';
import { checkDashboard, sanitizeForPreview, type CheckContext, type SlotInfo } from './checks';
import { ajvFindings } from './messages';
import { isRecord, type Finding } from './findings';

export interface Diagnostic {
  from: number;
  to: number;
  line: number;
  column: number;
  severity: Severity;
  message: string;
  pointer?: string;
}

export interface ValidationResult {
  /** false when the text is not JSON. */
  parsed: boolean;
  /** Counts over all problems (diagnostics may be capped). */
  errors: number;
  warnings: number;
  diagnostics: Diagnostic[];
  /** The document for the preview (script addresses removed), when parsed. */
  value?: unknown;
  /** Views and items in the document, when parsed. */
  stats?: { views: number; items: number };
}

function statsOf(value: unknown): { views: number; items: number } {
  const views = isRecord(value) && Array.isArray(value.views) ? value.views : [];
  let items = 0;
  for (const v of views) if (isRecord(v) && Array.isArray(v.items)) items += v.items.length;
  return { views: views.length, items };
}

export const MAX_DIAGNOSTICS = 200;
const MAX_LOCATED = 500;
const MAX_AJV_ERRORS = 2000;

export interface ValidatorOptions {
  catalog?: Record<string, string[]>;
  isValidTimeZone?: (id: string) => boolean;
}

function contextFromSchema(schema: JsonSchema, options: ValidatorOptions): CheckContext {
  const defs = (schema.$defs ?? {}) as Record<string, Record<string, unknown>>;
  const slots: Record<string, SlotInfo[]> = {};
  const titles: Record<string, string> = {};
  for (const [name, def] of Object.entries(defs)) {
    if (!name.startsWith('itemType.')) continue;
    const type = name.slice('itemType.'.length);
    slots[type] = (def['x-slots'] as SlotInfo[] | undefined) ?? [];
    titles[type] = String(def.title ?? type);
  }
  return { slots, titles, catalog: options.catalog, isValidTimeZone: options.isValidTimeZone };
}

/** Line and column for many offsets with one pass over the text. */
function positions(text: string, offsets: number[]): Map<number, { line: number; column: number }> {
  const sorted = [...new Set(offsets)].sort((a, b) => a - b);
  const out = new Map<number, { line: number; column: number }>();
  let line = 1;
  let lineStart = 0;
  let i = 0;
  for (const off of sorted) {
    for (; i < off && i < text.length; i++)
      if (text.charCodeAt(i) === 10) {
        line++;
        lineStart = i + 1;
      }
    out.set(off, { line, column: off - lineStart + 1 });
  }
  return out;
}

export function createDocumentValidator(schema: JsonSchema, options: ValidatorOptions = {}) {
  const validate = compileDashboardSchema(schema);
  const ctx = contextFromSchema(schema, options);

  return function validateDocument(text: string): ValidationResult {
    const parsed = parseJson(text);
    if (!parsed.ok) {
      const all = [parsed.error, ...parsed.issues];
      const pos = positions(
        text,
        all.map((d) => d.from),
      );
      return {
        parsed: false,
        errors: all.filter((d) => d.severity === 'error').length,
        warnings: all.filter((d) => d.severity === 'warning').length,
        diagnostics: all.map((d) => ({ ...d, ...pos.get(d.from)! })),
      };
    }
    const value = parsed.value;
    const all: Finding[] = [];
    if (!validate(value)) all.push(...ajvFindings((validate.errors ?? []).slice(0, MAX_AJV_ERRORS), value));
    all.push(...checkDashboard(value, ctx));
    // Only the first findings are located and shown; the counts still cover all of them.
    const findings = all.slice(0, MAX_LOCATED);
    const hiddenErrors = all.slice(MAX_LOCATED).filter((f) => f.severity === 'error').length;
    const hiddenWarnings = all.slice(MAX_LOCATED).filter((f) => f.severity === 'warning').length;
    const moreAjv = Math.max(0, (validate.errors?.length ?? 0) - MAX_AJV_ERRORS);

    // One pass over the text locates every pointer mentioned (and its ancestors, as fallbacks).
    const wanted = new Set<string>();
    for (const f of findings) {
      for (const p of withAncestors(f.pointer)) wanted.add(p);
      if (f.related) wanted.add(f.related);
    }
    const found = wanted.size > 0 ? locate(text, wanted) : new Map();
    const located = findings.map((f) => {
      const loc = nearest(found, f.pointer);
      const exact = found.get(f.pointer);
      let from = 0;
      let to = 0;
      if (loc) {
        const useKey = (f.target === 'key' || !exact) && loc.keyFrom !== undefined;
        from = useKey ? loc.keyFrom! : loc.from;
        to = useKey ? loc.keyTo! : Math.min(loc.to, loc.from + Math.max(1, Math.min(loc.to - loc.from, 200)));
        // An object or array as a whole: underline its opening bracket only, not a hundred lines.
        if (!useKey && (text[from] === '{' || text[from] === '[')) to = from + 1;
      }
      let message = f.message;
      if (f.related) {
        const rel = found.get(f.related);
        message = message.replace(
          '{line}',
          rel ? `line ${lineColumn(text, rel.keyFrom ?? rel.from).line}` : 'another line',
        );
      }
      return { from, to, severity: f.severity, message, pointer: f.pointer };
    });
    const sorted = [
      ...parsed.issues.map((d) => ({ ...d, pointer: undefined as string | undefined })),
      ...located,
    ].sort((a, b) => a.from - b.from || rank(a.severity) - rank(b.severity));
    const shown = sorted.slice(0, MAX_DIAGNOSTICS);
    const pos = positions(
      text,
      shown.map((d) => d.from),
    );
    return {
      parsed: true,
      errors: sorted.filter((d) => d.severity === 'error').length + hiddenErrors + moreAjv,
      warnings: sorted.filter((d) => d.severity === 'warning').length + hiddenWarnings,
      diagnostics: shown.map((d) => ({ ...d, ...pos.get(d.from)! })),
      value: sanitizeForPreview(value),
      stats: statsOf(value),
    };
  };
}

function rank(s: Severity): number {
  return s === 'error' ? 0 : s === 'warning' ? 1 : 2;
}
