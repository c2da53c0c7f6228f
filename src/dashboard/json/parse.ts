/**
 * A strict JSON parser that knows where things are. JSON.parse only says "Unexpected token at position N"
 * (worded differently per engine) and nothing about duplicate or `__proto__` keys; the playground needs a
 * clear message at the right place for each, and the source range of any value an error points to.
 *
 * - parseJson(text): the value (with `__proto__` keys dropped), a syntax error if any, and warnings.
 * - locate(text, pointers): one pass over the text recording the ranges of the given JSON pointers only, so
 *   a 5 MB document with a few errors costs one scan and a few map entries.
 */

import { lineColumn, MAX_JSON_DEPTH } from '../../lib/json-limits';

export { lineColumn } from '../../lib/json-limits';

export type Severity = 'error' | 'warning' | 'info';

export interface JsonIssue {
  from: number;
  to: number;
  message: string;
  severity: Severity;
}

export interface NodeLocation {
  /** Range of the value. */
  from: number;
  to: number;
  /** Range of the property name (with quotes) when the value belongs to an object. */
  keyFrom?: number;
  keyTo?: number;
}

export type ParseResult =
  { ok: true; value: unknown; issues: JsonIssue[] } | { ok: false; error: JsonIssue; issues: JsonIssue[] };

/** The site-wide limit (src/lib/json-limits.ts): everything after the parser recurses. */
export const MAX_DEPTH = MAX_JSON_DEPTH;

class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly from: number,
    readonly to: number,
  ) {
    super(message);
  }
}

interface Trie {
  wanted: boolean;
  children: Map<string, Trie>;
}

const WS = new Uint8Array(128);
WS[0x20] = WS[0x09] = WS[0x0a] = WS[0x0d] = 1;
// eslint-disable-next-line no-control-regex -- JSON forbids raw control characters in strings; they must be matched
const STRING_RUN = /[^"\\\u0000-\u001f]*/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z_$][A-Za-z0-9_$]*/y;

/** JSON pointer escaping (RFC 6901), as in ajv's instancePath. */
export function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function describeChar(ch: string): string {
  if (ch === '') return 'the end of the text';
  if (ch === '\n') return 'a line break';
  if (ch === '\t') return 'a tab';
  return `'${ch}'`;
}

class Parser {
  pos = 0;
  readonly issues: JsonIssue[] = [];
  readonly found = new Map<string, NodeLocation>();

  constructor(
    readonly text: string,
    /** false: only walk (locate mode), no values built, no warnings. */
    readonly build: boolean,
    readonly trie: Trie | null,
  ) {}

  fail(message: string, from = this.pos, to = Math.min(from + 1, this.text.length)): never {
    throw new JsonSyntaxError(message, from, Math.max(from, to));
  }

  skipWs(): void {
    const t = this.text;
    let p = this.pos;
    for (;;) {
      const c = t.charCodeAt(p);
      if (c < 128 && WS[c] === 1) {
        p++;
        continue;
      }
      if (c === 0x2f /* / */) {
        const next = t[p + 1];
        if (next === '/' || next === '*') {
          const end = next === '/' ? t.indexOf('\n', p) : t.indexOf('*/', p + 2) + 2;
          this.pos = p;
          this.fail('Comments are not allowed in JSON.', p, end > p ? end : t.length);
        }
      }
      break;
    }
    this.pos = p;
  }

  parseRoot(): unknown {
    if (this.text.charCodeAt(0) === 0xfeff) this.pos = 1;
    this.skipWs();
    if (this.pos >= this.text.length)
      this.fail('The document is empty: expected a JSON object such as { "views": [] }.', 0, 0);
    const value = this.parseValue(this.trie, '', 0);
    this.skipWs();
    if (this.pos < this.text.length)
      this.fail(
        'Unexpected text after the end of the JSON value. A document holds one value: remove this or wrap everything in one object.',
        this.pos,
        Math.min(this.text.length, this.pos + 20),
      );
    return value;
  }

  record(trie: Trie | null, pointer: string, from: number, keyFrom?: number, keyTo?: number): void {
    if (!trie?.wanted) return;
    this.found.set(pointer, { from, to: this.pos, ...(keyFrom !== undefined ? { keyFrom, keyTo } : {}) });
  }

  parseValue(trie: Trie | null, pointer: string, depth: number, keyFrom?: number, keyTo?: number): unknown {
    const t = this.text;
    const start = this.pos;
    const ch = t[start];
    let value: unknown;
    if (ch === '{') value = this.parseObject(trie, pointer, depth + 1);
    else if (ch === '[') value = this.parseArray(trie, pointer, depth + 1);
    else if (ch === '"') value = this.parseString();
    else if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) value = this.parseNumber();
    else if (ch === undefined)
      this.fail('Unexpected end of the text: a value is missing.', t.length, t.length);
    else if (ch === "'") this.fail('Use double quotes: single-quoted strings are not valid JSON.');
    else if (ch === '+') this.fail("Numbers can't start with '+'.");
    else if (ch === '.') this.fail("Numbers need a digit before the '.' (write 0.5, not .5).");
    else {
      WORD.lastIndex = start;
      const m = WORD.exec(t);
      if (m) {
        const word = m[0];
        this.pos = start + word.length;
        if (word === 'true') value = true;
        else if (word === 'false') value = false;
        else if (word === 'null') value = null;
        else {
          const hint =
            word === 'undefined' || word === 'NaN' || word === 'Infinity'
              ? ` ${word} is not a JSON value: use null or a number.`
              : /^(True|False|TRUE|FALSE|Null|NULL|None)$/.test(word)
                ? ` JSON keywords are lower case: true, false, null.`
                : ' Text values need double quotes: "like this".';
          this.fail(`Unknown word "${word.slice(0, 40)}".${hint}`, start, start + word.length);
        }
      } else
        this.fail(
          `Unexpected ${describeChar(ch)}: expected a value (object, array, "string", number, true, false or null).`,
        );
    }
    this.record(trie, pointer, start, keyFrom, keyTo);
    return value;
  }

  /** `force`: build the text even in locate mode (property names are needed to follow pointers). */
  parseString(force = false): string {
    const build = this.build || force;
    const t = this.text;
    const start = this.pos;
    let p = start + 1;
    let out = '';
    for (;;) {
      STRING_RUN.lastIndex = p;
      STRING_RUN.exec(t);
      const runEnd = STRING_RUN.lastIndex;
      if (build) out += t.slice(p, runEnd);
      p = runEnd;
      const c = t[p];
      if (c === '"') {
        this.pos = p + 1;
        return out;
      }
      if (c === undefined)
        this.fail('Unterminated string: the closing " is missing.', start, Math.min(t.length, start + 40));
      if (c === '\\') {
        const e = t[p + 1];
        let decoded: string;
        if (e === 'u') {
          const hex = t.slice(p + 2, p + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex))
            this.fail('Invalid \\u escape: it needs 4 hexadecimal digits.', p, p + 6);
          decoded = String.fromCharCode(parseInt(hex, 16));
          p += 6;
        } else {
          const simple: Record<string, string> = {
            '"': '"',
            '\\': '\\',
            '/': '/',
            b: '\b',
            f: '\f',
            n: '\n',
            r: '\r',
            t: '\t',
          };
          if (e === undefined || !(e in simple))
            this.fail(`Invalid escape sequence "\\${e ?? ''}": use \\\\ for a backslash.`, p, p + 2);
          decoded = simple[e]!;
          p += 2;
        }
        if (build) out += decoded;
        continue;
      }
      // A control character (code < 0x20).
      this.fail(
        c === '\n' || c === '\r'
          ? 'Line break inside a string: close the string with " or write \\n.'
          : 'Control character inside a string: escape it (\\t, \\u0000).',
        p,
        p + 1,
      );
    }
  }

  parseNumber(): number {
    const t = this.text;
    const start = this.pos;
    NUMBER.lastIndex = start;
    const m = NUMBER.exec(t);
    if (!m || m[0] === '-') this.fail("Expected a digit after '-'.", start, start + 2);
    const end = start + m[0].length;
    const next = t[end];
    if (next !== undefined && /[0-9.eE]/.test(next)) {
      if (m[0] === '0' || m[0] === '-0')
        this.fail("Numbers can't start with 0 (write 7, not 07).", start, end + 1);
      if (next === '.') this.fail("Expected a digit after the '.'.", end, end + 1);
      this.fail('Invalid number.', start, end + 1);
    }
    this.pos = end;
    if (!this.build) return 0;
    return Number(m[0]);
  }

  parseObject(trie: Trie | null, pointer: string, depth: number): Record<string, unknown> | null {
    const t = this.text;
    const open = this.pos;
    if (depth > MAX_DEPTH) this.fail(`Nested deeper than ${MAX_DEPTH} levels.`, open, open + 1);
    this.pos++;
    const obj: Record<string, unknown> | null = this.build ? {} : null;
    const seen = this.build ? new Map<string, number>() : null;
    this.skipWs();
    if (t[this.pos] === '}') {
      this.pos++;
      return obj;
    }
    for (;;) {
      this.skipWs();
      const keyFrom = this.pos;
      const c = t[keyFrom];
      if (c !== '"') {
        if (c === '}')
          this.fail("Trailing comma: remove the ',' before '}'.", this.lastComma, this.lastComma + 1);
        if (c === undefined)
          this.fail(
            `Unexpected end of the text: '}' is missing (the object opened on line ${lineColumn(t, open).line}).`,
            t.length,
            t.length,
          );
        if (c === "'") this.fail('Use double quotes: single-quoted property names are not valid JSON.');
        WORD.lastIndex = keyFrom;
        const w = WORD.exec(t);
        if (w)
          this.fail(
            `Property names need double quotes: "${w[0].slice(0, 40)}".`,
            keyFrom,
            keyFrom + w[0].length,
          );
        this.fail(`Unexpected ${describeChar(c)}: expected a property name in double quotes.`);
      }
      const key = this.parseString(true);
      const keyTo = this.pos;
      this.skipWs();
      if (t[this.pos] !== ':')
        this.fail(`Expected ':' after the property name "${key.slice(0, 40)}".`, keyFrom, keyTo);
      this.pos++;
      this.skipWs();
      const childPointer = trie ? `${pointer}/${pointerSegment(key)}` : '';
      const childTrie = trie?.children.get(key) ?? null;
      const value = this.parseValue(childTrie, childPointer, depth, keyFrom, keyTo);
      if (obj && seen) {
        if (key === '__proto__') {
          this.issues.push({
            from: keyFrom,
            to: keyTo,
            severity: 'error',
            message:
              'The key "__proto__" is not allowed: it could change object prototypes, so it is ignored.',
          });
        } else {
          const previous = seen.get(key);
          if (previous !== undefined)
            this.issues.push({
              from: keyFrom,
              to: keyTo,
              severity: 'warning',
              message: `Duplicate key "${key.slice(0, 60)}": this value replaces the one on line ${lineColumn(t, previous).line}.`,
            });
          seen.set(key, keyFrom);
          obj[key] = value;
        }
      }
      if (!this.another('}', open, `after the value of "${key.slice(0, 40)}"`)) return obj;
    }
  }

  lastComma = 0;

  /**
   * After an object's or an array's member: true past a ',' (another member follows), false past the closing
   * bracket; anything else fails, naming what was expected.
   */
  another(close: '}' | ']', open: number, after: string): boolean {
    const t = this.text;
    this.skipWs();
    const sep = t[this.pos];
    if (sep === ',') {
      this.lastComma = this.pos;
      this.pos++;
      return true;
    }
    if (sep === close) {
      this.pos++;
      return false;
    }
    const what = close === '}' ? 'object' : 'array';
    if (sep === undefined)
      this.fail(
        `Unexpected end of the text: '${close}' is missing (the ${what} opened on line ${lineColumn(t, open).line}).`,
        t.length,
        t.length,
      );
    if (close === '}' && sep === '"') this.fail("Missing ',' between two properties.");
    this.fail(`Unexpected ${describeChar(sep)}: expected ',' or '${close}' ${after}.`);
  }

  parseArray(trie: Trie | null, pointer: string, depth: number): unknown[] | null {
    const t = this.text;
    const open = this.pos;
    if (depth > MAX_DEPTH) this.fail(`Nested deeper than ${MAX_DEPTH} levels.`, open, open + 1);
    this.pos++;
    const arr: unknown[] | null = this.build ? [] : null;
    this.skipWs();
    if (t[this.pos] === ']') {
      this.pos++;
      return arr;
    }
    for (let i = 0; ; i++) {
      this.skipWs();
      if (t[this.pos] === ']')
        this.fail("Trailing comma: remove the ',' before ']'.", this.lastComma, this.lastComma + 1);
      const key = String(i);
      const childTrie = trie?.children.get(key) ?? null;
      const value = this.parseValue(childTrie, trie ? `${pointer}/${key}` : '', depth);
      if (arr) arr.push(value);
      if (!this.another(']', open, 'after an array element')) return arr;
    }
  }
}

export function parseJson(text: string): ParseResult {
  const parser = new Parser(text, true, null);
  try {
    const value = parser.parseRoot();
    return { ok: true, value, issues: parser.issues };
  } catch (e) {
    if (e instanceof JsonSyntaxError)
      return {
        ok: false,
        error: { from: e.from, to: e.to, message: e.message, severity: 'error' },
        issues: parser.issues,
      };
    // RangeError (stack) or anything unexpected: still a message, never a crash.
    return {
      ok: false,
      error: { from: 0, to: 0, message: `Could not read the JSON: ${String(e)}`, severity: 'error' },
      issues: [],
    };
  }
}

/**
 * Ranges of the given JSON pointers (ajv instancePaths). A pointer that doesn't exist in the text is left out;
 * callers fall back to its nearest ancestor. Assumes the text parses (call after parseJson succeeded).
 */
export function locate(text: string, pointers: Iterable<string>): Map<string, NodeLocation> {
  const root: Trie = { wanted: false, children: new Map() };
  for (const p of pointers) {
    let node = root;
    for (const seg of parsePointer(p)) {
      let next = node.children.get(seg);
      if (!next) node.children.set(seg, (next = { wanted: false, children: new Map() }));
      node = next;
    }
    node.wanted = true;
  }
  const parser = new Parser(text, false, root);
  try {
    parser.parseRoot();
  } catch {
    // Located what could be located.
  }
  return parser.found;
}

/** Range of the nearest existing ancestor of `pointer` (the pointer itself when found). */
export function nearest(found: Map<string, NodeLocation>, pointer: string): NodeLocation | undefined {
  let p = pointer;
  for (;;) {
    const hit = found.get(p);
    if (hit) return hit;
    if (p === '') return undefined;
    p = p.slice(0, p.lastIndexOf('/'));
  }
}

/** Every ancestor pointer of `pointer`, itself included. */
export function withAncestors(pointer: string): string[] {
  const out = [pointer];
  let p = pointer;
  while (p !== '') {
    p = p.slice(0, p.lastIndexOf('/'));
    out.push(p);
  }
  return out;
}
