import fs from 'node:fs';
import path from 'node:path';
import {
  defaultState,
  itemInputs,
  sanitizeState,
  typesUsed,
} from '../../../plugins/flex-pages/examples/bindings';
import { generateCodeFiles, parseCodeFileSet, withState } from '../../../plugins/flex-pages/examples/codegen';
import { toJs } from '../../../plugins/flex-pages/examples/codegen/literal';
import { snippetFor } from '../../../plugins/flex-pages/examples/codegen/snippet';
import { FRAMEWORKS, type ExampleDefinition } from '../../../plugins/flex-pages/examples/types';
import { dataConstants, inputsFromCode } from '../../e2e/flex/code-inputs';

const DIR = path.resolve(__dirname, '../../../plugins/flex-pages/examples/definitions');
const defs: ExampleDefinition[] = fs
  .readdirSync(DIR)
  .map((f) => JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')) as ExampleDefinition);
const byId = (id: string) => defs.find((d) => d.id === id)!;
const allCode = (files: Record<string, string>) => Object.values(files).join('\n');

describe('JavaScript literals', () => {
  it('round-trips any JSON value and quotes like Prettier', () => {
    const value = {
      a: 1,
      'x-axis': [true, null, "it's"],
      nested: { deep: ['a', { b: 'c"d' }] },
      empty: {},
      list: [],
    };
    expect(new Function(`return (${toJs(value)});`)()).toEqual(value);
    expect(toJs({ fr: "Chiffre d'affaires", en: 'Revenue' })).toBe(
      `{ fr: "Chiffre d'affaires", en: 'Revenue' }`,
    );
    expect(toJs({ 'x-axis': 1 })).toBe(`{ 'x-axis': 1 }`);
  });

  it('breaks long values over lines with trailing commas', () => {
    const long = { title: 'x'.repeat(60), other: 'y'.repeat(60) };
    expect(toJs(long)).toBe(`{\n  title: '${'x'.repeat(60)}',\n  other: '${'y'.repeat(60)}',\n}`);
  });
});

describe('bindings', () => {
  it('puts a selection into the bound input paths', () => {
    const def = byId('change-chart-type');
    const inputs = itemInputs(def, def.items[0]!, { chartType: 'donut' });
    expect(inputs.type).toBe('donut-chart');
    expect(inputs.slots!.map((s) => s.name)).toEqual(['category', 'measure']);
    expect(typesUsed(def)).toEqual(['bar-chart', 'column-chart', 'donut-chart']);
  });

  it('merges a deep binding into the static options without touching the definition', () => {
    const def = byId('change-chart-options');
    const inputs = itemInputs(def, def.items[0]!, { values: 'none' });
    expect(inputs.options!.display).toEqual({ legend: true, values: 'none' });
    expect(def.items[0]!.options!.display).toEqual({ legend: true, values: 'percentage' });
  });

  it('falls back to the defaults for unknown stored selections', () => {
    const def = byId('change-chart-theme');
    expect(sanitizeState(def, { theme: 'sepia', other: 'x' })).toEqual({ theme: 'light' });
  });
});

describe('generated code of the 30 examples (the spec list and date-range-filter)', () => {
  it('has the spec constants', () => {
    expect(defs).toHaveLength(30);
    const theme = byId('apply-custom-theme').controls![0]!;
    const dark = theme.choices.find((c) => c.id === 'dark')!.value as { colors: string[]; font: unknown };
    const light = theme.choices.find((c) => c.id === 'light')!.value as { colors: string[]; font: unknown };
    expect([dark.colors.length, dark.font]).toEqual([8, { fontFamily: 'Roboto', fontSize: 16 }]);
    expect([light.colors.length, light.font]).toEqual([8, { fontFamily: 'Lato', fontSize: 17 }]);
    expect(byId('change-chart-theme').controls![0]!.choices.map((c) => c.value)).toEqual([
      { id: 'default' },
      { id: 'default_dark' },
      { id: 'orion' },
    ]);
    expect(
      byId('multi-timezone-chart').controls![0]!.choices.map((c) => (c.value as { id: string }).id),
    ).toEqual(['UTC', 'America/Dawson', 'Europe/Brussels', 'America/Guatemala']);
    expect(byId('multi-lingual-chart').controls![0]!.choices.map((c) => c.value)).toEqual(['en', 'nl', 'fr']);
    expect(byId('chart-export').controls![0]!.choices.map((c) => c.value)).toEqual(['xlsx', 'csv', 'png']);
    expect(
      byId('adaptive-charts')
        .items.filter((i) => i.minWidth === 1200)
        .map((i) => i.type),
    ).toEqual(['bar-chart', 'bubble-chart']);
    expect(
      byId('adaptive-charts')
        .items.filter((i) => i.maxWidth === 1200)
        .map((i) => i.type),
    ).toEqual(['line-chart']);
    const formula = byId('embed-chart-with-ad-hoc-formula').items[0]!;
    expect([formula.type, formula.options!.theme, formula.slots![0]!.content[0]!.formula]).toEqual([
      'evolution-number',
      { id: 'default_dark' },
      'AVERAGE({volumes:volume})',
    ]);
  });

  for (const def of defs) {
    it(`${def.id}: every framework declares the same inputs as the demo runs`, () => {
      const set = generateCodeFiles(def);
      expect(parseCodeFileSet(JSON.parse(JSON.stringify(set)))).not.toBeNull();
      for (const fw of FRAMEWORKS) {
        const code = allCode(set[fw].customFiles);
        for (const control of def.controls ?? []) {
          for (const choice of control.choices) {
            const state = { ...defaultState(def), [control.id]: choice.id };
            for (const item of def.items) {
              expect({ fw, item: item.id, inputs: inputsFromCode(code, def, item, state) }).toEqual({
                fw,
                item: item.id,
                inputs: JSON.parse(JSON.stringify(itemInputs(def, item, state))),
              });
            }
          }
        }
        for (const item of def.items) {
          expect(inputsFromCode(code, def, item, defaultState(def))).toEqual(
            JSON.parse(JSON.stringify(itemInputs(def, item, defaultState(def)))),
          );
        }
        // Every action, output and event of the definition appears in each framework's code.
        for (const a of def.actions ?? []) expect(code).toContain(a.label);
        for (const item of def.items)
          for (const l of item.on ?? []) expect(code).toMatch(new RegExp(`${l.event}\\b`, 'i'));
      }
    });
  }

  it('rewrites initialState to the reader selections', () => {
    const set = generateCodeFiles(byId('change-chart-theme'));
    for (const fw of FRAMEWORKS) {
      const files = withState(set[fw], { theme: 'orion' });
      expect(files[set[fw].stateFile]).toContain(`const initialState = { theme: 'orion' }`);
      expect(files[set[fw].stateFile]).not.toContain(`const initialState = { theme: 'light' }`);
      expect(dataConstants(files[set[fw].stateFile]!).initialState).toEqual({ theme: 'orion' });
    }
  });

  it('imports the embed package in the HTML version: no script URL', () => {
    const files = generateCodeFiles(byId('chart-export')).html.customFiles;
    expect(files['index.js']!.split('\n')[0]).toBe("import '@quantaloop/embed';");
    expect(files['index.html']).not.toMatch(/<script[^>]*src="(?!index\.js)/);
    expect(files['index.html']).toContain('<script type="module" src="index.js"></script>');
  });
});

describe('chart page snippets', () => {
  it('carry the playground inputs in every framework', () => {
    const inputs = {
      type: 'bar-chart',
      slots: [{ name: 'measure', content: [{ columnId: 'revenue', datasetId: 'sales' }] }],
      options: { mode: 'stacked' },
    };
    for (const fw of FRAMEWORKS) {
      const { code } = snippetFor(fw, inputs);
      expect(code).toContain('bar-chart');
      expect(dataConstants(code.replace(/^ {2}chart\.(\w+) = /gm, 'const $1 = '))).toMatchObject({
        slots: inputs.slots,
        options: inputs.options,
      });
    }
  });
});
