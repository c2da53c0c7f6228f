import fc from 'fast-check';
import { toJs } from '../../../plugins/flex-pages/examples/codegen/literal';
import { constantsOf, LiteralError, parseLiteral } from '../../../src/docs-mcp/src/js-literal';

/**
 * chart_type reads a chart page's inputs back from the snippet the page prints (codegen/literal.ts): whatever
 * that printer writes, the parser must give back the same value, and text it did not write must fail cleanly.
 */
const json = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);

describe('the snippet literal parser (src/docs-mcp)', () => {
  it('reads back every JSON value the chart pages print, at any indentation', () => {
    fc.assert(
      fc.property(json, fc.nat(12), (value, indent) => {
        expect(parseLiteral(toJs(value, indent)).value).toEqual(value);
      }),
      { numRuns: 300 },
    );
  });

  it('reads the constants of a printed snippet, keys such as __proto__ as plain data', () => {
    const slots = [
      { name: 'measure', content: [{ columnId: 'revenue', label: { en: "Chiffre d'affaires" } }] },
    ];
    const options = { ['__proto__']: { polluted: true }, title: 'a "b" \\ c\n' };
    const code = `import VizItem from './VizItem';\n\nconst slots = ${toJs(slots)};\n\nconst options = ${toJs(options)};\n`;
    const consts = constantsOf(code) as { slots: unknown; options: Record<string, unknown> };
    expect(consts.slots).toEqual(slots);
    expect(Object.getOwnPropertyDescriptor(consts.options, '__proto__')?.value).toEqual({ polluted: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(consts.options.title).toBe('a "b" \\ c\n');
  });

  it('refuses what is not a data literal (calls, identifiers, unterminated text)', () => {
    for (const text of ['fetch("x")', 'window', "'open", '{ a: 1', '[1, 2', '{ a: b }']) {
      expect(() => parseLiteral(text)).toThrow(LiteralError);
    }
  });
});
