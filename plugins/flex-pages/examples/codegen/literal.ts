/**
 * Prints JSON values as JavaScript literals the way Prettier would format them (2 spaces, single quotes,
 * unquoted keys where possible, trailing commas, short values on one line). Used for every data constant
 * of the generated code, so the code reads like hand-written code and tests can evaluate the constants.
 */

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function jsString(s: string): string {
  const escaped = s
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  // Prettier picks the quote that needs fewer escapes.
  const singles = (escaped.match(/'/g) ?? []).length;
  const doubles = (escaped.match(/"/g) ?? []).length;
  return singles > doubles ? `"${escaped.replace(/"/g, '\\"')}"` : `'${escaped.replace(/'/g, "\\'")}'`;
}

export function jsKey(key: string): string {
  return IDENT.test(key) ? key : jsString(key);
}

function flat(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return jsString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(flat).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  return `{ ${entries.map(([k, v]) => `${jsKey(k)}: ${flat(v)}`).join(', ')} }`;
}

/**
 * `value` as a literal. `indent` is the indentation of the line the literal starts on and `prefix` the length
 * of what precedes it on that line (both decide whether it fits on one line).
 */
export function toJs(value: unknown, indent = 0, prefix = 0, width = 110): string {
  const one = flat(value);
  if (indent + prefix + one.length <= width && !one.includes('\n')) return one;
  if (value === null || typeof value !== 'object') return one;
  const pad = ' '.repeat(indent + 2);
  if (Array.isArray(value)) {
    const lines = value.map((v) => `${pad}${toJs(v, indent + 2, 0, width)},`);
    return `[\n${lines.join('\n')}\n${' '.repeat(indent)}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  const lines = entries.map(([k, v]) => {
    const key = `${jsKey(k)}: `;
    return `${pad}${key}${toJs(v, indent + 2, key.length + 1, width)},`;
  });
  return `{\n${lines.join('\n')}\n${' '.repeat(indent)}}`;
}

/** Indents every line but the first by `n` spaces (to embed a multi-line literal in a template). */
export function indentRest(text: string, n: number): string {
  return text.replace(/\n/g, `\n${' '.repeat(n)}`);
}

/** `line-chart` -> `lineChart`, `format` -> `Format` (with upper). */
export function camel(s: string, upper = false): string {
  const c = s.replace(/[-_ ]+(.)/g, (_, ch: string) => ch.toUpperCase());
  return upper ? c.charAt(0).toUpperCase() + c.slice(1) : c;
}
