// @ts-check
/**
 * Credentials in code samples (api/code-samples.mjs): a value made with envRef(NAME) stands in a sample request's
 * strings for the environment variable NAME, and each language prints it as its way of reading that variable.
 */

/** @import { SampleRequest } from './code-samples.mjs' */

/**
 * Marks an environment variable in a sample's strings: \uE000env:NAME\uE001 (two private-use characters, which
 * no request value of an API file holds).
 */
const ENV_REF = /\uE000env:([A-Za-z_][A-Za-z0-9_]*)\uE001/g;

/**
 * A value the sample reads from the environment variable `name` (a credential), for SampleRequest's strings.
 * @param {string} name
 * @returns {string}
 */
export function envRef(name) {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
    throw new Error(`"${name}" is not an environment variable name`);
  return `\uE000env:${name}\uE001`;
}

/**
 * A string as its literal parts and the environment variables between them.
 * @param {string} s
 * @returns {({ text: string } | { env: string })[]}
 */
export function partsOf(s) {
  /** @type {({ text: string } | { env: string })[]} */
  const parts = [];
  let last = 0;
  for (const m of s.matchAll(ENV_REF)) {
    if (m.index > last) parts.push({ text: s.slice(last, m.index) });
    parts.push({ env: /** @type {string} */ (m[1]) });
    last = m.index + m[0].length;
  }
  if (last < s.length || parts.length === 0) parts.push({ text: s.slice(last) });
  return parts;
}

/** @param {string} s */
export const hasEnv = (s) => s.includes('\uE000env:');

/**
 * A string as an expression of a language: a literal, or its parts joined with the language's operator.
 * @param {string} s
 * @param {(text: string) => string} literal
 * @param {(name: string) => string} variable
 * @param {string} join
 */
export function expression(s, literal, variable, join) {
  return partsOf(s)
    .map((p) => ('env' in p ? variable(p.env) : literal(p.text)))
    .join(join);
}

/**
 * The environment variables a request reads, in order of first use.
 * @param {SampleRequest} r
 * @returns {string[]}
 */
export function envNames(r) {
  const text = JSON.stringify([r.url, r.headers, r.body ?? null]);
  return [...new Set([...text.matchAll(ENV_REF)].map((m) => String(m[1])))];
}

/**
 * A JSON-like value printed by `print` (JSON.stringify, or a language's literal printer) with each string that
 * reads an environment variable replaced by `exprOf(string)`: the printer sees a marker in its place.
 * @param {unknown} value
 * @param {(value: unknown) => string} print
 * @param {(s: string) => string} exprOf
 * @param {string} quote the quote character the printer puts around a string
 * @returns {string}
 */
export function printWithEnv(value, print, exprOf, quote) {
  /** @type {string[]} */
  const found = [];
  /** @param {unknown} v @returns {unknown} */
  const mark = (v) => {
    if (typeof v === 'string' && hasEnv(v)) {
      found.push(v);
      return `__SAMPLE_ENV_${found.length - 1}__`;
    }
    if (Array.isArray(v)) return v.map(mark);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mark(x)]));
    return v;
  };
  const text = print(mark(value));
  return found.reduce(
    (out, original, i) => out.split(`${quote}__SAMPLE_ENV_${i}__${quote}`).join(exprOf(original)),
    text,
  );
}
