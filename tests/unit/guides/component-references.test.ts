import path from 'node:path';
import { DOCS_DIR, codeFences, codeName, kebab, readDoc, readDocs, tableUnder } from './doc-files';
import { DASHBOARD, IQ_ANSWER, IQ_CHAT, VIZ_ITEM } from './contract';

/**
 * The component reference pages must document exactly the inputs, methods and events the components have:
 * a documented name that does not exist, or an existing one left out, fails here.
 */

const page = (id: string) => readDoc(path.join(DOCS_DIR, `${id}.mdx`));
const names = (rows: string[][]) => rows.map((r) => codeName(r[0]!));

describe('Visualization item reference', () => {
  const body = page('component-references--visualization-item').body;

  it('documents every property, with its kebab-case attribute', () => {
    const rows = tableUnder(body, '## Properties');
    expect(names(rows)).toEqual([...VIZ_ITEM.properties]);
    for (const row of rows) expect(codeName(row[1]!)).toBe(kebab(codeName(row[0]!)));
  });

  it('documents every method', () => {
    expect(names(tableUnder(body, '## Methods'))).toEqual([...VIZ_ITEM.methods]);
  });

  it('documents every event with its React callback', () => {
    const rows = tableUnder(body, '## Events');
    expect(names(rows)).toEqual([...VIZ_ITEM.events]);
    for (const row of rows) {
      const event = codeName(row[0]!);
      expect(codeName(row[1]!)).toBe(`on${event[0]!.toUpperCase()}${event.slice(1)}`);
    }
  });
});

describe('Dashboard reference', () => {
  const body = page('component-references--dashboard').body;

  it('documents every property, with its kebab-case attribute', () => {
    const rows = tableUnder(body, '## Properties');
    expect(names(rows).sort()).toEqual([...DASHBOARD.properties].sort());
    for (const row of rows) expect(codeName(row[1]!)).toBe(kebab(codeName(row[0]!)));
  });

  it('documents every method and event', () => {
    expect(names(tableUnder(body, '## Methods')).sort()).toEqual([...DASHBOARD.methods].sort());
    expect(names(tableUnder(body, '## Events')).sort()).toEqual([...DASHBOARD.events].sort());
  });
});

describe('IQ references', () => {
  it('documents every chat property, option and event', () => {
    const body = page('component-references--chat').body;
    expect(names(tableUnder(body, '## Properties')).sort()).toEqual([...IQ_CHAT.properties].sort());
    expect(names(tableUnder(body, '## Options')).sort()).toEqual([...IQ_CHAT.options].sort());
    expect(names(tableUnder(body, '## Events'))).toEqual([...IQ_CHAT.events]);
    expect(body).toContain('`custom-chat-widget-content`');
  });

  it('documents every answer property and event', () => {
    const body = page('component-references--answer').body;
    expect(names(tableUnder(body, '## Properties')).sort()).toEqual([...IQ_ANSWER.properties].sort());
    expect(names(tableUnder(body, '## Events')).sort()).toEqual([...IQ_ANSWER.events].sort());
  });
});

describe('code samples in the current guides', () => {
  const docs = readDocs(DOCS_DIR);
  const html = docs.flatMap((d) =>
    codeFences(d.body)
      .filter((f) => f.lang === 'html')
      .map((f) => ({ page: d.id, code: f.code })),
  );
  const GENERIC = new Set(['id', 'class', 'style', 'slot', 'ref', 'v-if', 'v-else-if', 'v-else']);

  function attributesOf(tag: string, code: string): string[] {
    const attrs: string[] = [];
    for (const m of code.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))) {
      for (const a of m[1]!.matchAll(/(?:^|\s)[:.@]?([A-Za-z][\w-]*)(?==|\s|\/|$)/g)) attrs.push(a[1]!);
    }
    return attrs;
  }

  it('give <viz-item> only attributes, properties and events it has', () => {
    const allowed = new Set<string>([
      ...VIZ_ITEM.properties.map(kebab),
      ...VIZ_ITEM.properties,
      ...VIZ_ITEM.events,
      ...GENERIC,
    ]);
    let seen = 0;
    for (const { page: id, code } of html) {
      for (const attr of attributesOf('viz-item', code)) {
        seen++;
        expect({ page: id, attr, ok: allowed.has(attr) }).toEqual({ page: id, attr, ok: true });
      }
    }
    expect(seen).toBeGreaterThan(20);
  });

  it('give <quantaloop-dashboard> only attributes, properties and events it has', () => {
    const allowed = new Set<string>([
      ...DASHBOARD.properties.map(kebab),
      ...DASHBOARD.properties,
      ...DASHBOARD.events,
      ...GENERIC,
    ]);
    for (const { page: id, code } of html) {
      for (const attr of attributesOf('quantaloop-dashboard', code)) {
        expect({ page: id, attr, ok: allowed.has(attr) }).toEqual({ page: id, attr, ok: true });
      }
    }
  });

  it('never use the 2.x property name filterContext', () => {
    for (const d of docs) {
      for (const f of codeFences(d.body)) {
        expect({ page: d.id, uses: /filterContext|filter-context/.test(f.code) }).toEqual({
          page: d.id,
          uses: false,
        });
      }
    }
  });
});
