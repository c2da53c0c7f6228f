/* eslint-disable @typescript-eslint/no-explicit-any -- walks parsed JSON and schema objects of any shape */
import { locate, parseJson } from '@site/src/dashboard/json/parse';

function errorAt(text: string) {
  const r = parseJson(text);
  if (r.ok) throw new Error('expected a syntax error');
  return { message: r.error.message, at: text.slice(r.error.from, r.error.to), from: r.error.from };
}

describe('parseJson', () => {
  it('parses what JSON.parse parses, to the same value', () => {
    const samples = [
      '{}',
      '[]',
      '{"a":[1,-2.5e3,true,false,null,"x\\n\\u00e9\\"\\\\"]}',
      ' \n {"nested":{"deep":[[{}]]}} ',
      '"just a string"',
      '0',
    ];
    for (const s of samples) {
      const r = parseJson(s);
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.value).toEqual(JSON.parse(s));
    }
  });

  it.each([
    ['{"a": 1,}', /Trailing comma/, ','],
    ['[1, 2,]', /Trailing comma/, ','],
    ["{'a': 1}", /double quotes/, "'"],
    ['{a: 1}', /Property names need double quotes: "a"/, 'a'],
    ['{"a": undefined}', /Unknown word "undefined"/, 'undefined'],
    ['{"a": True}', /lower case/, 'True'],
    ['{"a": 01}', /can't start with 0/, '01'],
    ['{"a": .5}', /digit before the '\.'/, '.'],
    ['{"a": "x\ny"}', /Line break inside a string/, '\n'],
    ['{"a": "\\q"}', /Invalid escape/, '\\q'],
    ['{"a": 1 "b": 2}', /Missing ','/, '"'],
    ['{"a" 1}', /Expected ':'/, '"a"'],
    ['// comment\n{}', /Comments are not allowed/, '// comment'],
    ['{} {}', /after the end of the JSON value/, '{}'],
  ])('%j -> a clear message on the offending text', (source, message, at) => {
    const e = errorAt(source);
    expect(e.message).toMatch(message);
    expect(e.at).toBe(at);
  });

  it('says which bracket is not closed, with the line it opened on', () => {
    const e = errorAt('{\n  "views": [\n    {}\n');
    expect(e.message).toMatch(/']' is missing \(the array opened on line 2\)/);
  });

  it('reports an empty document', () => {
    expect(errorAt('   ').message).toMatch(/empty/);
  });

  it('refuses nesting deeper than 256 levels instead of overflowing the stack', () => {
    expect(errorAt('['.repeat(100_000)).message).toMatch(/Nested deeper than 256 levels/);
  });

  it('drops "__proto__" keys with an error on the key, and never touches prototypes', () => {
    const source = '{"options": {"__proto__": {"polluted": true}, "ok": 1}}';
    const r = parseJson(source);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const options = (r.value as any).options;
    expect(Object.getPrototypeOf(options)).toBe(Object.prototype);
    expect(Object.keys(options)).toEqual(['ok']);
    expect(({} as any).polluted).toBeUndefined();
    expect(r.issues).toHaveLength(1);
    expect(r.issues[0]!.severity).toBe('error');
    expect(source.slice(r.issues[0]!.from, r.issues[0]!.to)).toBe('"__proto__"');
  });

  it('warns about duplicate keys, naming the line of the first one', () => {
    const r = parseJson('{\n "a": 1,\n "a": 2\n}');
    expect(r.ok && (r.value as any).a).toBe(2);
    expect(r.issues[0]!.message).toMatch(/Duplicate key "a".*line 2/);
  });
});

describe('locate', () => {
  const source = '{\n  "views": [\n    { "id": "x", "list": [10, 20] }\n  ],\n  "a/b": {"c~d": 1}\n}';
  it('finds values and their keys by JSON pointer', () => {
    const found = locate(source, ['/views/0/id', '/views/0/list/1', '/a~1b/c~0d', '/missing']);
    const id = found.get('/views/0/id')!;
    expect(source.slice(id.from, id.to)).toBe('"x"');
    expect(source.slice(id.keyFrom!, id.keyTo!)).toBe('"id"');
    const item = found.get('/views/0/list/1')!;
    expect(source.slice(item.from, item.to)).toBe('20');
    expect(source.slice(found.get('/a~1b/c~0d')!.from, found.get('/a~1b/c~0d')!.to)).toBe('1');
    expect(found.has('/missing')).toBe(false);
  });

  // Its speed is a benchmark's job (a timed test fails on a busy machine): this checks it parses and locates.
  it('parses and locates in 5 MB of JSON', () => {
    const items = Array.from({ length: 20_000 }, (_, i) => ({
      id: `item-${i}`,
      type: 'bar-chart',
      position: { col: 0, row: i * 10, sizeX: 24, sizeY: 10 },
      options: { title: { en: 'x'.repeat(150) } },
    }));
    const big = JSON.stringify({ views: [{ screenModus: 'desktop', items }] });
    expect(big.length).toBeGreaterThan(5_000_000);
    const r = parseJson(big);
    const found = locate(big, ['/views/0/items/19999/id']);
    expect(r.ok).toBe(true);
    expect(found.get('/views/0/items/19999/id')).toBeDefined();
  });
});
