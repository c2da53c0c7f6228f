/**
 * JSON.parse with an error that says where, as a line and column: for the example manifests (build time) and
 * the options playground's JSON tab. The parser is the dashboard playground's (src/dashboard/json/parse.ts),
 * so every JSON box of the site words its errors the same way; `__proto__` keys are dropped there.
 */
import { lineColumn, parseJson as parseWithPositions } from '../../../src/dashboard/json/parse';
import { checkJsonText, MAX_JSON_DEPTH } from '../../../src/lib/json-limits';

export interface JsonProblem {
  line: number;
  column: number;
  message: string;
}

export function parseJson(text: string): { value: unknown } | { problem: JsonProblem } {
  // The site-wide limit first, with its own wording: every consumer of the value recurses.
  const limit = checkJsonText(text);
  if (limit)
    return {
      problem: {
        line: limit.line ?? 1,
        column: limit.column ?? 1,
        message: `nested deeper than ${MAX_JSON_DEPTH} levels`,
      },
    };
  const result = parseWithPositions(text);
  if (result.ok) return { value: result.value };
  return { problem: { ...lineColumn(text, result.error.from), message: result.error.message } };
}
