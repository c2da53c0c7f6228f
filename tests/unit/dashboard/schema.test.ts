/* eslint-disable @typescript-eslint/no-explicit-any -- walks parsed JSON and schema objects of any shape */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { buildDashboardSchema } from '@site/src/dashboard/schema/build';
import { SCHEMA_FILE, schemaFileText } from '@site/src/dashboard/schema/file';
import { getItemTypeDefinition, OPTION_GROUPS } from '@site/src/viz-item/definitions';
import { compileDashboardSchema } from '@site/src/dashboard/validate/ajv';

const reference = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../../src/viz-item/definitions/chart-types.json'), 'utf8'),
) as Record<string, { slots: { name: string }[]; optionGroups: string[] }>;
const schema = buildDashboardSchema();
const defs = schema.$defs as Record<string, Record<string, any>>;

describe('dashboard schema', () => {
  it('is a valid draft 2020-12 schema that ajv compiles in strict mode', () => {
    const ajv = new Ajv2020({ strict: false });
    expect(ajv.validateSchema(schema)).toBe(true);
    expect(() => compileDashboardSchema(schema)).not.toThrow();
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('accepts exactly the item types of chart-types.json', () => {
    expect(new Set(defs.item!.properties.type.enum)).toEqual(new Set(Object.keys(reference)));
  });

  it.each(Object.keys(reference))('describes %s: its slots and every option group', (type) => {
    const ref = reference[type]!;
    const itemType = defs[`itemType.${type}`]!;
    expect(itemType.title).toBe(getItemTypeDefinition(type)!.title);
    const slotNames = itemType.properties.slots.items?.properties.name.enum ?? [];
    expect(slotNames).toEqual(ref.slots.map((s) => s.name));
    const options = defs[`itemOptions.${type}`]!;
    expect(Object.keys(options.properties).sort()).toEqual([...ref.optionGroups].sort());
    for (const group of ref.optionGroups) {
      const target = (options.properties[group].$ref as string).replace('#/$defs/', '');
      expect(defs[target]).toBeDefined();
      expect(typeof defs[target]!.description).toBe('string');
    }
    // The item's if/then branch points at this type.
    expect(defs.item!.allOf.some((b: any) => b.if.properties.type.const === type)).toBe(true);
  });

  it('takes option definitions from the runtime (a description changed there shows up here)', () => {
    expect(defs['option.display']!.description).toBe(OPTION_GROUPS.display!.description);
    expect(defs['option.donut-chart.mode']!.enum).toEqual(['donut', 'pie', 'half']);
  });

  it('describes the 48-column grid with a row height of 16', () => {
    expect(defs.viewOptions!.properties.columns.const).toBe(48);
    expect(defs.viewOptions!.properties.rowHeight.default).toBe(16);
    expect(defs.position!.properties.col.maximum).toBe(47);
  });

  it('gives every property a description', () => {
    const missing: string[] = [];
    const visit = (s: any, where: string) => {
      if (!s || typeof s !== 'object') return;
      if (s.properties)
        for (const [k, v] of Object.entries<any>(s.properties))
          if (!v.$ref && !v.description && !where.includes('anyOf')) missing.push(`${where}/${k}`);
      for (const [k, v] of Object.entries<any>(s)) if (typeof v === 'object') visit(v, `${where}/${k}`);
    };
    visit(schema, '#');
    // Tuple members and filter value alternatives are described by their parent.
    expect(missing.filter((m) => !/filterValue|itemType\.|\/if\/|\/then\//.test(m))).toEqual([]);
  });
});

describe('schema examples', () => {
  // The schema page shows these to readers: each must be valid where it stands.
  const ajv = new Ajv2020({ strict: false, allowUnionTypes: true, validateFormats: false });
  ajv.addSchema(schema);
  const pointers: string[] = [];
  const visit = (s: any, pointer: string) => {
    if (!s || typeof s !== 'object' || Array.isArray(s)) return;
    if (Array.isArray(s.examples)) pointers.push(pointer);
    for (const [k, v] of Object.entries<any>(s)) {
      if (k === 'examples' || k === 'default' || k === 'enum' || k === 'const') continue;
      if (Array.isArray(v)) v.forEach((x, i) => visit(x, `${pointer}/${k}/${i}`));
      else visit(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  };
  visit(schema, '');

  it('has examples on many properties', () => {
    expect(pointers.length).toBeGreaterThan(100);
  });

  it('every example validates against its own schema', () => {
    const failures: string[] = [];
    for (const p of pointers) {
      const validate = ajv.getSchema(`${schema.$id as string}#${p}`)!;
      const sub = p
        .split('/')
        .slice(1)
        .reduce((s: any, k) => s[k.replace(/~1/g, '/').replace(/~0/g, '~')], schema);
      for (const example of sub.examples)
        if (!validate(example)) failures.push(`${p}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('published schema file', () => {
  it('is what npm run schema:dashboard generates from the definitions (run it after changing them)', () => {
    const file = path.join(__dirname, '../../..', SCHEMA_FILE);
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe(schemaFileText());
  });
});
