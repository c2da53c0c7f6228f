/**
 * JSON.parse with an error that says where: engines word their messages differently and some give no
 * position at all ("Unexpected token 's', ..."), so a small scanner finds the first offending character.
 */
import { checkJsonText, MAX_JSON_DEPTH } from '../lib/json-limits';

export interface JsonProblem {
  line: number;
  column: number;
  message: string;
}

export function parseJson(text: string): { value: unknown } | { problem: JsonProblem } {
  // The site-wide limit first: the locator below and every consumer of the value recurse.
  const limit = checkJsonText(text);
  if (limit)
    return {
      problem: {
        line: limit.line ?? 1,
        column: limit.column ?? 1,
        message: `nested deeper than ${MAX_JSON_DEPTH} levels`,
      },
    };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (e) {
    const at = locate(text);
    const { line, column } = lineColumn(text, at.offset);
    return { problem: { line, column, message: at.message ?? (e as Error).message } };
  }
}

export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** Offset and description of the first syntax error (assumes JSON.parse already failed). */
function locate(text: string): { offset: number; message?: string } {
  let i = 0;
  const fail = (message: string): never => {
    throw Object.assign(new Error(message), { offset: i });
  };
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const describe = () => (i >= text.length ? 'unexpected end of the text' : `unexpected '${text[i]}'`);
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        if (text[i] !== '"') fail(`${describe()}: expected a property name in double quotes`);
        string();
        ws();
        if (text[i] !== ':') fail(`${describe()}: expected ':' after the property name`);
        i++;
        value();
        ws();
        if (text[i] === ',') {
          i++;
          ws();
          if (text[i] === '}') fail('trailing comma before "}"');
          continue;
        }
        if (text[i] === '}') return void i++;
        fail(`${describe()}: expected ',' or '}'`);
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (text[i] === ',') {
          i++;
          ws();
          if (text[i] === ']') fail('trailing comma before "]"');
          continue;
        }
        if (text[i] === ']') return void i++;
        fail(`${describe()}: expected ',' or ']'`);
      }
    }
    if (c === '"') return string();
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?|^true|^false|^null/.exec(text.slice(i));
    if (m && m[0]) {
      i += m[0].length;
      return;
    }
    fail(`${describe()}: expected a value (texts need double quotes)`);
  };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\n') fail('line break inside a text');
      i += text[i] === '\\' ? 2 : 1;
    }
    if (i >= text.length) fail('unterminated text');
    i++;
  };
  try {
    value();
    ws();
    if (i < text.length) fail(`${describe()} after the end of the value`);
    return { offset: i };
  } catch (e) {
    const offset = (e as { offset?: unknown }).offset;
    // Only the scanner's own errors carry an offset; anything else must not turn into "column NaN".
    return typeof offset === 'number'
      ? { offset, message: (e as Error).message }
      : { offset: i, message: 'the text could not be read' };
  }
}
