/**
 * Reads back the data literals of a chart page's code snippet (printed by
 * plugins/flex-pages/examples/codegen/literal.ts: JSON values as JavaScript, single or double quotes, bare
 * keys, trailing commas). A parser, never an eval: the text comes from a web site.
 */
export class LiteralError extends Error {}

const MAX_DEPTH = 64;

export function parseLiteral(text: string, start = 0): { value: unknown; end: number } {
  let i = start;
  const fail = (what: string): never => {
    throw new LiteralError(`${what} at offset ${i}`);
  };
  const space = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const str = (): string => {
    const quote = text[i++]!;
    let out = '';
    while (i < text.length && text[i] !== quote) {
      let c = text[i++]!;
      if (c === '\\') {
        const e = text[i++];
        const simple: Record<string, string> = {
          n: '\n',
          r: '\r',
          t: '\t',
          '\\': '\\',
          "'": "'",
          '"': '"',
          '/': '/',
        };
        if (e === 'u') {
          const hex = text.slice(i, i + 4);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('bad \\u escape');
          c = String.fromCharCode(parseInt(hex, 16));
          i += 4;
        } else if (e !== undefined && e in simple) c = simple[e]!;
        else fail('bad escape');
      }
      out += c;
    }
    if (text[i] !== quote) fail('unterminated string');
    i++;
    return out;
  };
  const value = (depth: number): unknown => {
    if (depth > MAX_DEPTH) fail('too deep');
    space();
    const c = text[i];
    if (c === "'" || c === '"') return str();
    if (c === '[') {
      i++;
      const out: unknown[] = [];
      for (;;) {
        space();
        if (text[i] === ']') break;
        out.push(value(depth + 1));
        space();
        if (text[i] === ',') i++;
        else if (text[i] !== ']') fail('expected , or ]');
      }
      i++;
      return out;
    }
    if (c === '{') {
      i++;
      const out: Record<string, unknown> = {};
      for (;;) {
        space();
        if (text[i] === '}') break;
        let key: string;
        if (text[i] === "'" || text[i] === '"') key = str();
        else {
          const m = /^[A-Za-z_$][A-Za-z0-9_$]*/.exec(text.slice(i, i + 256));
          if (!m) return fail('expected a key');
          key = m[0];
          i += key.length;
        }
        space();
        if (text[i] !== ':') fail('expected :');
        i++;
        Object.defineProperty(out, key, {
          value: value(depth + 1),
          enumerable: true,
          writable: true,
          configurable: true,
        });
        space();
        if (text[i] === ',') i++;
        else if (text[i] !== '}') fail('expected , or }');
      }
      i++;
      return out;
    }
    const m = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 64));
    if (!m) return fail('unexpected text');
    i += m[0].length;
    return JSON.parse(m[0]) as unknown;
  };
  const v = value(0);
  return { value: v, end: i };
}

/** The `const name = <literal>;` declarations of a snippet, by name. */
export function constantsOf(code: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const m of code.matchAll(/^const ([A-Za-z_$][\w$]*) = /gm)) {
    const { value } = parseLiteral(code, m.index + m[0].length);
    Object.defineProperty(out, m[1]!, { value, enumerable: true });
  }
  return out;
}
