import fs from 'node:fs';
import path from 'node:path';
import { EXAMPLE_STYLES } from '../../../plugins/flex-pages/examples/codegen/starter';
import { resolveTexts, TextPathError } from '../../../plugins/flex-pages/examples/texts';
import type { ExampleDefinition } from '../../../plugins/flex-pages/examples/types';
import { getDataset } from '../../../src/viz-item/data/datasets';
import { runQuery } from '../../../src/viz-item/data/query';

/**
 * An example's texts cannot drift from its chart: every number they state comes from the definition (a
 * `{{path}}` placeholder, plugins/flex-pages/examples/texts.ts), and what the definition asks for is what the
 * runtime draws (bins).
 */
const DIR = path.resolve(__dirname, '../../../plugins/flex-pages/examples/definitions');
const raw = fs
  .readdirSync(DIR)
  .sort()
  .map((f) => JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')) as ExampleDefinition);
const facts = { datasetPeriod: (id: string) => getDataset(id)?.period };

/** The texts a reader reads: title, description, labels, and chart titles (per language) anywhere in values. */
function texts(def: ExampleDefinition): [string, string][] {
  const out: [string, string][] = [
    ['title', def.title],
    ['description', def.description],
  ];
  for (const c of def.controls ?? []) {
    out.push([`controls.${c.id}.label`, c.label]);
    for (const ch of c.choices) out.push([`controls.${c.id}.${ch.id}.label`, ch.label]);
  }
  for (const a of def.actions ?? []) out.push([`actions.${a.id}.label`, a.label]);
  for (const o of def.outputs ?? []) out.push([`outputs.${o.id}`, `${o.label} ${o.placeholder ?? ''}`]);
  const titles = (value: unknown, at: string): void => {
    if (Array.isArray(value)) value.forEach((v, i) => titles(v, `${at}.${i}`));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) {
        if (k === 'title' && v && typeof v === 'object')
          for (const [lang, text] of Object.entries(v)) out.push([`${at}.title.${lang}`, String(text)]);
        else titles(v, `${at}.${k}`);
      }
  };
  titles(def.items, 'items');
  titles(def.controls, 'controls');
  return out;
}

test.each(raw.map((d) => [d.id, d] as const))('%s: no number in its texts is written by hand', (_id, def) => {
  const css = `${EXAMPLE_STYLES}\n${def.css ?? ''}`;
  const problems: string[] = [];
  for (const [where, text] of texts(def)) {
    const bare = text.replace(/\{\{[^}]+\}\}(px)?/g, '');
    for (const m of bare.matchAll(/\d+(?:[.,]\d+)?(px)?/g)) {
      // A length in pixels is the layout's, stated in its CSS: it must be the CSS's value.
      if (m[1] && css.includes(m[0])) continue;
      problems.push(`${where}: "${m[0]}" in "${text}" (write {{path}}, see examples/texts.ts)`);
    }
  }
  expect(problems).toEqual([]);
});

test.each(raw.map((d) => [d.id, d] as const))('%s: every placeholder resolves', (_id, def) => {
  const resolved = resolveTexts(def, facts);
  expect(JSON.stringify(resolved)).not.toContain('{{');
});

test('the texts say what the definitions ask for', () => {
  const byId = new Map(raw.map((d) => [d.id, resolveTexts(d, facts)]));
  expect(byId.get('embed-chart-with-options')!.description).toContain('customers grouped into 10 age bins');
  expect(byId.get('apply-custom-theme')!.description).toContain('a palette of 8 colours');
  expect(byId.get('change-chart-data')!.description).toContain(
    'daily volumes of the last 6 months, or the closing stock price of the last 5 years',
  );
  expect(byId.get('adaptive-charts')!.description).toContain('from 1200px wide');
});

test('a placeholder that leads nowhere fails, naming the field', () => {
  const def = { ...raw[0]!, description: 'grouped into {{items.nope.bins}} bins' };
  expect(() => resolveTexts(def, facts)).toThrow(TextPathError);
  expect(() => resolveTexts(def, facts)).toThrow(/^\/description: \{\{items\.nope\.bins\}\} leads nowhere/);
});

test('every binned slot entry of the examples draws exactly the number of bins it asks for', () => {
  const entries = raw.flatMap((def) =>
    def.items.flatMap((item) =>
      (item.slots ?? []).flatMap((slot) =>
        slot.content.filter((e) => e.bins?.enabled).map((e) => ({ id: `${def.id}/${item.id}`, e })),
      ),
    ),
  );
  expect(entries.length).toBeGreaterThan(0);
  for (const { id, e } of entries) {
    const result = runQuery({
      datasetId: e.datasetId!,
      dimensions: [{ key: 'bin', columnId: e.columnId!, type: 'numeric', bins: e.bins!.number! }],
      measures: [{ key: 'n', aggregation: 'count' }],
    });
    expect([id, result.rows.length]).toEqual([id, e.bins!.number]);
  }
});
