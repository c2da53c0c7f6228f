/** The item definitions the docs are generated from: complete, consistent with chart-types.json, renderable. */
import chartTypes from '../../../src/viz-item/definitions/chart-types.json';
import {
  getItemTypeDefinition,
  getOptionsJsonSchema,
  listItemTypes,
  listOptionGroups,
  OPTION_GROUPS,
} from '../../../src/viz-item/definitions';
import { loadRenderer, RENDERER_TABLE } from '../../../src/viz-item/render/registry';
import { buildQuery, planItem } from '../../../src/viz-item/model';
import { runQuery } from '../../../src/viz-item/data/query';
import { setDemoReferenceDate } from '../../../src/viz-item/data/clock';

const raw = chartTypes as Record<string, { slots: { name: string }[]; optionGroups: string[] }>;

test('44 types, in chart-types.json order, each with a renderer, a title and a description', async () => {
  const types = listItemTypes();
  expect(types.map((t) => t.type)).toEqual(Object.keys(raw));
  expect(types).toHaveLength(44);
  for (const t of types) {
    const renderer = await loadRenderer(t.type);
    expect([t.type, renderer?.engine]).toEqual([t.type, RENDERER_TABLE[t.type]![2]]);
    expect(t.title.length).toBeGreaterThan(2);
    expect(t.description.length).toBeGreaterThan(60);
    expect(t.slots.map((s) => s.name)).toEqual(raw[t.type]!.slots.map((s) => s.name));
    expect(t.options.map((o) => o.name)).toEqual(raw[t.type]!.optionGroups);
  }
  expect(getItemTypeDefinition('nope')).toBeUndefined();
});

test('every option group named in chart-types.json has a typed definition', () => {
  const groups = new Set(Object.values(raw).flatMap((t) => t.optionGroups));
  for (const g of groups) {
    const def = OPTION_GROUPS[g];
    expect([g, (def?.description.length ?? 0) > 10]).toEqual([g, true]);
    expect([
      'boolean',
      'number',
      'string',
      'enum',
      'color',
      'object',
      'array',
      'languageMap',
      'url',
    ]).toContain(def!.type);
    if (def!.type === 'enum') {
      expect(def!.values!.length).toBeGreaterThan(1);
      if (def!.default !== undefined) expect(def!.values).toContain(def!.default);
    }
  }
  expect(
    listOptionGroups()
      .map((g) => g.name)
      .sort(),
  ).toEqual([...groups].sort());
});

test('options JSON schemas are plain JSON', () => {
  for (const t of listItemTypes()) {
    const schema = getOptionsJsonSchema(t.type)!;
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
    expect(Object.keys(schema.properties as object)).toEqual(t.optionGroups);
  }
});

test('every demo definition returns data from the bundled datasets', () => {
  setDemoReferenceDate('2025-06-15T12:00:00Z');
  for (const t of listItemTypes()) {
    if (t.slots.length === 0) continue;
    const plan = planItem({ type: t.type, ...t.demo });
    const query = buildQuery(plan, []);
    expect([t.type, query !== null]).toEqual([t.type, true]);
    const rows = runQuery(query!).rows;
    expect([t.type, rows.length > 0]).toEqual([t.type, true]);
  }
  setDemoReferenceDate(null);
});
