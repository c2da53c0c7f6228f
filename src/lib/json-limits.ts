/**
 * The one depth and size limit for every JSON the site reads from a reader or a URL: share links, pasted and
 * saved dashboards, the options playground's JSON tab, `<viz-item>` JSON attributes, config.json.
 *
 * Why a depth limit at all: JSON.parse copes with any nesting, but almost everything after it recurses
 * (JSON.stringify, structured clone, the sanitiser, React rendering), and a document nested 10,000 levels deep
 * overflows the stack there ("Maximum call stack size exceeded"), far from where it came in. So the text is
 * checked first, with a loop rather than recursion, and refused with a message that says where.
 */

/** Deepest nesting of arrays and objects accepted (the dashboard editor's parser uses the same figure). */
import { formatSizeAndLimit } from './size';

export const MAX_JSON_DEPTH = 256;

export interface JsonLimitProblem {
  /** What is wrong, in words, with the position when known: "... nested deeper than 256 levels (line 1, column 257)." */
  message: string;
  /** Offset in the text where the limit was crossed, when the problem is about a place. */
  offset?: number;
  line?: number;
  column?: number;
}

export interface JsonLimits {
  maxDepth?: number;
  /** Largest text accepted, in characters. */
  maxChars?: number;
}

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

/**
 * Checks a JSON text against the limits without parsing it: one pass counting brackets outside strings, so it
 * works on invalid or unclosed text too (100,000 `[` is refused at the 257th). Returns null when within limits.
 */
export function checkJsonText(text: string, limits: JsonLimits = {}): JsonLimitProblem | null {
  const maxDepth = limits.maxDepth ?? MAX_JSON_DEPTH;
  if (limits.maxChars !== undefined && text.length > limits.maxChars) {
    const { size, limit } = formatSizeAndLimit(text.length, limits.maxChars);
    return { message: `It is too large (${size}; the limit is ${limit}).` };
  }
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > maxDepth) {
        const { line, column } = lineColumn(text, i);
        return {
          message: `It is nested deeper than ${maxDepth} levels (line ${line}, column ${column}).`,
          offset: i,
          line,
          column,
        };
      }
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth = Math.max(0, depth - 1);
  }
  return null;
}

/**
 * Depth of an already parsed value, walked with an explicit stack (no recursion); stops counting once past
 * `limit`, so a hostile value costs at most `limit` levels of work per branch.
 */
export function exceedsDepth(value: unknown, limit: number = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (d >= limit) return true;
    // A value built in code (not parsed) may share or loop back to objects: each is walked once.
    if (seen.has(v)) continue;
    seen.add(v);
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, d + 1]);
  }
  return false;
}

export type LimitedParse = { ok: true; value: unknown } | { ok: false; problem: JsonLimitProblem };

/**
 * JSON.parse behind the limits: the text is checked first, so nothing recursive ever sees a value beyond them.
 * A syntax error is reported as it comes from the engine (callers with a better parser use checkJsonText).
 */
export function parseJsonWithinLimits(text: string, limits: JsonLimits = {}): LimitedParse {
  const problem = checkJsonText(text, limits);
  if (problem) return { ok: false, problem };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, problem: { message: `It is not valid JSON (${(error as Error).message}).` } };
  }
}
