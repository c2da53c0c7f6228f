/**
 * The options playground's JSON parser (positions in messages). Loaded with the JSON tab's editor
 * (JsonEditor.tsx re-exports it), so a chart page that is only read does not load it.
 */
import { parseJson } from '../../examples/json';

/** Parses the playground JSON; a syntax error becomes a message with line and column. */
export function parsePlaygroundJson(text: string): {
  value?: unknown;
  error?: string;
  /** Where the parser stopped (1-based), for the editor's error marker. */
  at?: { line: number; column: number };
} {
  const r = parseJson(text);
  if ('value' in r) return { value: r.value };
  return {
    error: `Invalid JSON at line ${r.problem.line}, column ${r.problem.column}: ${r.problem.message}`,
    at: { line: r.problem.line, column: r.problem.column },
  };
}
