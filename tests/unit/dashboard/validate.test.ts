/* eslint-disable @typescript-eslint/no-explicit-any -- walks parsed JSON and schema objects of any shape */
import { findOverlaps } from '@site/src/dashboard/validate/checks';
import { baseDoc, chart, lineOf, text, validateDocument } from './helpers';

function problems(source: string) {
  return validateDocument(source).diagnostics.map((d) => ({
    line: d.line,
    severity: d.severity,
    message: d.message,
    at: source.slice(d.from, d.to),
  }));
}

describe('validateDocument', () => {
  it('accepts a valid dashboard and returns the value for the preview', () => {
    const r = validateDocument(text(baseDoc()));
    expect(r.diagnostics).toEqual([]);
    expect(r.errors).toBe(0);
    expect((r.value as any).views[0].items[0].id).toBe('a');
  });

  it('reports invalid JSON with its line and returns no value', () => {
    const source = '{\n  "views": [\n    { "screenModus": "desktop", }\n  ]\n}';
    const r = validateDocument(source);
    expect(r.parsed).toBe(false);
    expect(r.value).toBeUndefined();
    expect(r.diagnostics[0]).toMatchObject({
      line: 3,
      severity: 'error',
      message: expect.stringMatching(/Trailing comma/),
    });
  });

  it('places a schema error on the offending value, with a suggestion', () => {
    const doc = baseDoc([chart('a', 0, 0, 24, 20, { options: { bars: { label: 'abs' } } })]);
    const source = text(doc);
    expect(problems(source)).toEqual([
      {
        line: lineOf(source, '"abs"'),
        severity: 'error',
        at: '"abs"',
        message:
          '"abs" is not allowed for "label". Allowed: "none", "absolute", "percentage". Did you mean "absolute"?',
      },
    ]);
  });

  it('names an unknown option on its key, with the closest known one', () => {
    const source = text(baseDoc([chart('a', 0, 0, 24, 20, { options: { dispaly: { title: false } } })]));
    const [p] = problems(source);
    expect(p).toMatchObject({ at: '"dispaly"', line: lineOf(source, '"dispaly"') });
    expect(p!.message).toMatch(/Unknown property "dispaly" in bar chart options\. Did you mean "display"\?/);
  });

  it('reports an unknown item type once, on the type', () => {
    const source = text(baseDoc([{ ...chart('a', 0, 0, 24, 20), type: 'pie-chart', slots: [] }]));
    const list = problems(source);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ at: '"pie-chart"', line: lineOf(source, 'pie-chart') });
    expect(list[0]!.message).toMatch(/Unknown item type "pie-chart"\. Did you mean "donut-chart"\?/);
  });

  it('checks options per item type: a bar chart option on a donut is rejected', () => {
    const source = text(
      baseDoc([
        {
          ...chart('a', 0, 0, 24, 20),
          type: 'donut-chart',
          slots: [],
          options: { bars: { roundedCorners: 5 }, mode: 'pie' },
        },
      ]),
    );
    const list = problems(source);
    expect(list.map((p) => p.at)).toEqual(['"bars"']);
  });

  it('reports missing and mistyped position fields', () => {
    const source = text(baseDoc([{ id: 'a', type: 'text', position: { col: 0, row: 0, sizeX: '12' } }]));
    const list = problems(source);
    expect(list.map((p) => p.message)).toEqual([
      'Missing required property "sizeY".',
      '"sizeX" must be a whole number, not a string ("12").',
    ]);
  });

  it('reports overlapping items on the second one, naming the first and its line', () => {
    const source = text(baseDoc([chart('left', 0, 0, 24, 20), chart('right', 20, 10, 28, 20)]));
    const list = problems(source);
    expect(list).toHaveLength(1);
    expect(list[0]!.message).toBe(
      `Item "right" overlaps item "left" (on line ${lineOf(source, '"position"')}) at rows 10–19, columns 20–23. Move or resize one of them.`,
    );
    expect(list[0]!.line).toBe(
      source.split('\n').findIndex((l, i) => i > lineOf(source, '"right"') - 1 && l.includes('"position"')) +
        1,
    );
  });

  it('reports items wider than the 48-column grid', () => {
    const list = problems(text(baseDoc([chart('wide', 30, 0, 24, 10)])));
    expect(list[0]!.message).toMatch(/does not fit the 48-column grid: col 30 \+ sizeX 24 = 54/);
  });

  it('reports duplicate item ids and unknown parameters', () => {
    const doc = baseDoc([chart('a', 0, 0, 24, 20), chart('a', 24, 0, 24, 20)]);
    doc.filters = [
      {
        condition: 'and',
        filters: [
          {
            expression: '? in ?',
            parameters: [{ datasetId: 'sales', columnId: 'country' }, { parameter: 'Region' }],
          },
        ],
      },
    ];
    const messages = problems(text(doc)).map((p) => p.message);
    expect(messages).toContainEqual(expect.stringMatching(/^Unknown parameter "Region"/));
    expect(messages).toContainEqual(expect.stringMatching(/^Duplicate item id "a"/));
  });

  it('flags HTML in strings as plain text and script addresses as errors, and keeps them out of the preview', () => {
    const doc = baseDoc([
      chart('a', 0, 0, 24, 20, { options: { title: { en: '<img src=x onerror=alert(1)>' } } }),
      {
        id: 't',
        type: 'image',
        position: { col: 24, row: 0, sizeX: 24, sizeY: 20 },
        options: { image: 'javascript:alert(1)' },
      },
    ]);
    const source = text(doc);
    const list = problems(source);
    expect(list).toEqual([
      expect.objectContaining({
        severity: 'warning',
        at: '"<img src=x onerror=alert(1)>"',
        message: expect.stringMatching(/shown as plain text/),
      }),
      expect.objectContaining({
        severity: 'error',
        at: '"javascript:alert(1)"',
        message: expect.stringMatching(/Script addresses/),
      }),
    ]);
    const value = validateDocument(source).value as any;
    expect(value.views[0].items[1].options.image).toBeUndefined();
  });

  it('warns about data the demo does not have and about unknown time zones', () => {
    const doc = baseDoc([
      chart('a', 0, 0, 24, 20, {
        slots: [{ name: 'measure', content: [{ datasetId: 'crm', columnId: 'deals' }] }],
      }),
    ]);
    doc.timezone = { type: 'fixed', id: 'Europe/Atlantis' };
    const list = problems(text(doc));
    expect(list.map((p) => p.severity)).toEqual(['warning', 'warning']);
    expect(list).toContainEqual(
      expect.objectContaining({
        at: '"Europe/Atlantis"',
        message: expect.stringMatching(/not a known IANA time zone/),
      }),
    );
    expect(list).toContainEqual(
      expect.objectContaining({
        at: '"crm"',
        message: expect.stringMatching(/Dataset "crm" is not in the demo data/),
      }),
    );
  });

  it('stays bounded on 5 MB of JSON with thousands of errors: at most 200 diagnostics, every error counted', () => {
    const items = Array.from({ length: 20_000 }, (_, i) =>
      chart(`i${i % 100}`, 0, i, 60, 10, { options: { title: { en: 'x'.repeat(120) } } }),
    );
    const source = JSON.stringify(baseDoc(items));
    expect(source.length).toBeGreaterThan(5_000_000);
    // Its time, which depends on the machine: bench/limits/run.mjs.
    const r = validateDocument(source);
    expect(r.diagnostics.length).toBeLessThanOrEqual(200);
    expect(r.errors).toBeGreaterThan(200);
  });
});

describe('findOverlaps', () => {
  const r = (index: number, col: number, row: number, sizeX: number, sizeY: number) => ({
    index,
    id: `#${index}`,
    col,
    row,
    sizeX,
    sizeY,
  });
  it('finds overlapping pairs and ignores items that only touch', () => {
    const pairs = findOverlaps([
      r(0, 0, 0, 24, 10),
      r(1, 24, 0, 24, 10),
      r(2, 0, 10, 48, 5),
      r(3, 10, 12, 4, 4),
      r(4, 47, 9, 1, 1),
    ]);
    expect(pairs.map(([a, b]) => [a.index, b.index])).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });
  it('stops at the limit', () => {
    const stacked = Array.from({ length: 50 }, (_, i) => r(i, 0, 0, 48, 10));
    expect(findOverlaps(stacked, 10)).toHaveLength(10);
  });
});
