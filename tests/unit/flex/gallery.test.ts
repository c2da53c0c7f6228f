import fs from 'node:fs';
import path from 'node:path';
import { getRows } from '../../../src/viz-item/data/datasets';
import { runQuery } from '../../../src/viz-item/data/query';
import { buildQuery, planItem } from '../../../src/viz-item/model';
import { makeFormatters } from '../../../src/viz-item/render/context';
import { RENDERER_TABLE } from '../../../src/viz-item/render/registry';
import type { VizItemInputs } from '../../../src/viz-item/types';
import { CAPABILITIES, capabilitiesOf } from '../../../plugins/flex-pages/gallery/capabilities';
import { drawItem } from '../../../plugins/flex-pages/gallery/draw';
import {
  NO_FILTERS,
  facetCounts,
  filterCards,
  filtersToSearch,
  parseFilters,
} from '../../../plugins/flex-pages/gallery/filter';
import { HTML_PICTURE_TYPES } from '../../../plugins/flex-pages/gallery/html';
import { buildGallery, firstSentence, picturedItem } from '../../../plugins/flex-pages/gallery/page';
import { minifyEchartsSvg, simplifyPath } from '../../../plugins/flex-pages/gallery/svg';
import type { GalleryCard } from '../../../plugins/flex-pages/gallery/types';
import type { ExampleDefinition } from '../../../plugins/flex-pages/examples/types';
import { loadFlexContent } from '../../../plugins/flex-pages/load';
import { runtimeInfo } from '../../../plugins/flex-pages/index';

const SITE = path.resolve(__dirname, '../../..');
const DEFINITIONS = path.join(SITE, 'plugins/flex-pages/examples/definitions');
const readDef = (file: string): ExampleDefinition =>
  JSON.parse(fs.readFileSync(file, 'utf8')) as ExampleDefinition;
const example = (id: string) => readDef(path.join(DEFINITIONS, `${id}.json`));
/** The fixture: a bar chart of revenue per sales channel, with a theme selector (light first). */
const fixture = () => readDef(path.join(__dirname, 'fixtures/base/examples/first-example.json'));

/** The distinct values of a demo dataset's column, as the generated data has them (never a typed list). */
const valuesOf = (datasetId: string, columnId: string) =>
  [...new Set(getRows(datasetId).map((r) => String(r[columnId])))].sort();

describe('gallery pictures are drawn from the definitions', () => {
  it('a bar chart names the categories of its demo data, and changing the slot changes them', async () => {
    const def = fixture();
    const channels = valuesOf('sales', 'channel');
    const categories = valuesOf('sales', 'product_category');
    expect(channels.length).toBeGreaterThan(1);

    const svg = await drawItem(picturedItem(def).inputs);
    for (const c of channels) expect(svg).toContain(`>${c}<`);
    for (const c of categories) expect(svg).not.toContain(`>${c}<`);

    def.items[0]!.slots![0]!.content[0]!.columnId = 'product_category';
    const changed = await drawItem(picturedItem(def).inputs);
    for (const c of categories) expect(changed).toContain(`>${c}<`);
    for (const c of channels) expect(changed).not.toContain(`>${c}<`);
  });

  it("changing the type redraws it as that type: a donut's slices are arcs, a bar chart has none", async () => {
    const def = fixture();
    const bar = await drawItem(picturedItem(def).inputs);
    def.items[0]!.type = 'donut-chart';
    def.items[0]!.slots![0]!.name = 'category';
    const donut = await drawItem(picturedItem(def).inputs);
    expect(donut).not.toEqual(bar);
    // SVG arcs ("A rx ry ...") draw the ring; the bars are straight (their rounded corners are tiny arcs of 5).
    const bigArcs = (svg: string) => [...svg.matchAll(/A(\d+(?:\.\d+)?) /g)].filter((m) => Number(m[1]) > 20);
    expect(bigArcs(donut).length).toBeGreaterThan(0);
    expect(bigArcs(bar)).toHaveLength(0);
  });

  it("draws the example's first state: the theme control's default decides the background", async () => {
    const def = fixture();
    const light = await drawItem(picturedItem(def).inputs);
    def.controls![0]!.default = 'dark';
    const dark = await drawItem(picturedItem(def).inputs);
    const background = (svg: string) =>
      /<rect width="320" height="200" x="0" y="0" fill="([^"]+)"/.exec(svg)?.[1];
    expect(background(light)).toBe('#ffffff');
    expect(background(dark)).not.toBe(background(light));
  });

  it('the page theme picks the picture of an item without a theme of its own', async () => {
    const inputs = picturedItem(example('apply-filter-to-chart')).inputs;
    expect(await drawItem(inputs, { dark: true })).not.toEqual(await drawItem(inputs, { dark: false }));
    // The example's own theme wins over the page's: both pictures are the same.
    const themed = picturedItem(example('embed-chart-with-ad-hoc-formula')).inputs;
    expect(await drawItem(themed, { dark: true })).toEqual(await drawItem(themed, { dark: false }));
  });

  it("a table's picture shows the first rows of its query, formatted as the table formats them", async () => {
    const inputs: VizItemInputs = {
      type: 'regular-table',
      slots: [
        {
          name: 'columns',
          content: [
            { datasetId: 'sales', columnId: 'country', type: 'hierarchy' },
            {
              datasetId: 'sales',
              columnId: 'revenue',
              type: 'numeric',
              aggregationFunc: 'sum',
              format: '$,.0f',
            },
          ],
        },
      ],
    };
    const svg = await drawItem(inputs);
    const plan = planItem(inputs);
    const result = runQuery(buildQuery(plan, [])!);
    const { fmt } = makeFormatters(plan, result.bins, result.rows);
    const [country, revenue] = plan.bySlot.columns!;
    const first = result.rows[0]!;
    expect(svg).toContain(`>${fmt(country, first[country!.key] ?? null)}<`);
    expect(svg).toContain(`>${fmt(revenue, first[revenue!.key] ?? null)}<`);
  });

  it('has a drawing for every HTML item type of the runtime', () => {
    const htmlTypes = Object.entries(RENDERER_TABLE)
      .filter(([, [, , engine]]) => engine === 'html')
      .map(([type]) => type);
    expect([...HTML_PICTURE_TYPES].sort()).toEqual(htmlTypes.sort());
  });

  it('bad inputs fail with the problem named', async () => {
    await expect(drawItem({ type: 'bar-chart', slots: [{ name: 'nope', content: [] }] })).rejects.toThrow(
      /nope/,
    );
  });
});

describe('the gallery of the site', () => {
  const content = loadFlexContent(
    {
      siteDir: SITE,
      chartTypesFile: path.join(SITE, 'src/viz-item/definitions/chart-types.json'),
      examplesDir: DEFINITIONS,
      examplesIndexFile: path.join(SITE, 'plugins/flex-pages/examples/index.json'),
    },
    runtimeInfo,
  );

  it('has a card with a picture, in both themes, for every example and every chart type', async () => {
    const { page, files } = await buildGallery(content, {
      exampleFile: (id) => `${id}.json`,
      chartTypesFile: 'chart-types.json',
    });
    expect(page.cards.filter((c) => c.kind === 'example').map((c) => c.permalink)).toEqual(
      content.examplePages.map((p) => p.permalink),
    );
    expect(page.cards.filter((c) => c.kind === 'chart').map((c) => c.permalink)).toEqual(
      content.chartPages.map((p) => p.permalink),
    );
    for (const card of page.cards) {
      for (const url of [card.picture.light, card.picture.dark]) {
        const svg = files[url.slice(1).replace(/\?.*$/, '')];
        expect(svg).toMatch(/^<svg [^>]*width="320" height="200"/);
        expect(svg).toMatch(/<\/svg>$/);
      }
      expect(card.picture.alt.length).toBeGreaterThan(5);
      expect(card.summary).not.toMatch(/[.!?]\s+\S/);
    }
  }, 120_000);

  it('pictures the first chart of an example with several items, with its first state', () => {
    // adaptive-charts starts with three number tiles: its card shows its first chart.
    const adaptive = example('adaptive-charts');
    const firstChart = adaptive.items.findIndex((i) => i.type === 'bar-chart');
    expect(picturedItem(adaptive)).toMatchObject({ index: firstChart, inputs: { type: 'bar-chart' } });
    // Only number tiles: the first item.
    expect(picturedItem(example('embed-chart-with-ad-hoc-formula')).inputs.type).toBe('evolution-number');
    // A saved item is pictured as its saved type.
    expect(picturedItem(example('embed-chart-with-id')).inputs.type).toBe(
      runtimeInfo.savedItemType!(
        example('embed-chart-with-id').items[0]!.dashboardId!,
        example('embed-chart-with-id').items[0]!.itemId!,
      ),
    );
  });

  it('keeps the first sentence of a description', () => {
    expect(firstSentence('One thing. Another thing.')).toBe('One thing.');
    expect(firstSentence('Costs €1.5M a year, or 1.2x more. Then.')).toBe(
      'Costs €1.5M a year, or 1.2x more.',
    );
    expect(firstSentence('No full stop')).toBe('No full stop');
  });
});

describe('capabilities come from what a definition does', () => {
  const base = (): ExampleDefinition => ({
    id: 'x',
    title: 'X',
    description: 'X.',
    items: [{ id: 'chart', type: 'bar-chart' }],
  });

  it('reads events, methods, export, filters, themes, languages and time zones from the definition', () => {
    expect(capabilitiesOf(base())).toEqual([]);
    const listens = base();
    listens.items[0]!.on = [{ event: 'rendered', output: 'o' }];
    expect(capabilitiesOf(listens)).toEqual(['events']);
    const exports = base();
    exports.actions = [{ id: 'go', label: 'Go', item: 'chart', method: 'export' }];
    expect(capabilitiesOf(exports)).toEqual(['export']);
    const data = base();
    data.actions = [{ id: 'go', label: 'Go', item: 'chart', method: 'getData' }];
    expect(capabilitiesOf(data)).toEqual(['methods']);
    const filtered = base();
    filtered.items[0]!.filters = [];
    expect(capabilitiesOf(filtered)).toContain('filters');
    const localized = base();
    localized.items[0]!.bind = { 'options.locale': 'locale' };
    expect(capabilitiesOf(localized)).toEqual(expect.arrayContaining(['languages', 'chart-inputs']));
    const zoned = base();
    zoned.items[0]!.options = { timezoneId: 'Europe/Brussels' };
    expect(capabilitiesOf(zoned)).toEqual(['time-zones']);
    const font = base();
    font.items[0]!.bind = { 'options.theme.font': 'font' };
    expect(capabilitiesOf(font)).toEqual(expect.arrayContaining(['themes', 'styling']));
    const shared = base();
    shared.items = [
      { id: 'a', type: 'bar-chart', contextId: 'c' },
      { id: 'b', type: 'line-chart', contextId: 'c' },
    ];
    expect(capabilitiesOf(shared)).toEqual(expect.arrayContaining(['filters', 'cross-filtering']));
  });

  it('files the site examples under what they show', () => {
    expect(capabilitiesOf(example('chart-export'))).toEqual(expect.arrayContaining(['export', 'events']));
    expect(capabilitiesOf(example('multi-lingual-chart'))).toContain('languages');
    expect(capabilitiesOf(example('change-chart-theme'))).toContain('themes');
    expect(capabilitiesOf(example('cross-chart-filtering'))).toContain('cross-filtering');
    expect(capabilitiesOf(example('embed-chart-with-ad-hoc-formula'))).toContain('formulas');
    expect(capabilitiesOf(example('retrieve-chart-data'))).toEqual(['methods']);
    // Every capability the filter offers is shown by at least one example.
    const defs = fs.readdirSync(DEFINITIONS).map((f) => readDef(path.join(DEFINITIONS, f)));
    for (const c of CAPABILITIES) expect([c.id, defs.some((d) => c.has(d))]).toEqual([c.id, true]);
  });
});

describe('gallery filters', () => {
  const card = (id: string, types: string[], capabilities: string[]): GalleryCard => ({
    kind: capabilities.length ? 'example' : 'chart',
    id,
    title: id,
    summary: '',
    permalink: `/x/${id}`,
    picture: { light: '', dark: '', width: 1, height: 1, alt: '' },
    types,
    capabilities,
  });
  const cards = [
    card('a', ['bar-chart'], ['export', 'events']),
    card('b', ['bar-chart', 'donut-chart'], ['themes']),
    card('c', ['line-chart'], ['events']),
    card('bar-chart', ['bar-chart'], []),
  ];
  const known = {
    capabilities: ['export', 'events', 'themes'],
    types: ['bar-chart', 'donut-chart', 'line-chart'],
  };

  it('reads the URL query, dropping values the gallery does not know', () => {
    expect(parseFilters('?capability=export&type=bar-chart', known)).toEqual({
      capability: 'export',
      type: 'bar-chart',
    });
    expect(parseFilters('?capability=teleport&type=<b>', known)).toEqual(NO_FILTERS);
    expect(parseFilters('', known)).toEqual(NO_FILTERS);
  });

  it('writes the query back, keeping unrelated parameters', () => {
    expect(filtersToSearch({ capability: 'events', type: null })).toBe('?capability=events');
    expect(filtersToSearch({ capability: null, type: 'bar-chart' }, '?utm=x&capability=old')).toBe(
      '?utm=x&type=bar-chart',
    );
    expect(filtersToSearch(NO_FILTERS, '?capability=events')).toBe('');
  });

  it('narrows the cards by both filters, and counts what each choice would show', () => {
    expect(filterCards(cards, { capability: 'events', type: null }).map((c) => c.id)).toEqual(['a', 'c']);
    expect(filterCards(cards, { capability: null, type: 'bar-chart' }).map((c) => c.id)).toEqual([
      'a',
      'b',
      'bar-chart',
    ]);
    expect(filterCards(cards, { capability: 'events', type: 'bar-chart' }).map((c) => c.id)).toEqual(['a']);
    expect(filterCards(cards, { capability: 'themes', type: 'line-chart' })).toEqual([]);
    const counts = facetCounts(cards, { capability: 'events', type: null });
    expect(counts.type).toEqual({ 'bar-chart': 1, 'line-chart': 1 });
    expect(counts.capability).toEqual({ export: 1, events: 2, themes: 1 });
    expect([counts.allCapabilities, counts.allTypes]).toEqual([4, 2]);
  });
});

describe('picture minifier', () => {
  it('rounds outlines to pixels and drops points on straight runs, repeats and shapes outside the picture', () => {
    expect(simplifyPath('M0 0L5.2 0L10 0.1L10 10L0 10Z')).toBe('M0 0L10 0L10 10L0 10Z');
    expect(simplifyPath('M0 0L1 1L0 1ZM-50 -50L-40 -50L-40 -40Z', { width: 100, height: 100 })).toBe(
      'M0 0L1 1L0 1Z',
    );
    // Curves keep a decimal.
    expect(simplifyPath('M0 0A5.25 5.25 0 0 1 10.04 3')).toBe('M0 0A5.3 5.3 0 0 1 10 3');
  });

  it('leaves paths drawn through a transform alone, and names the font once', () => {
    const svg =
      '<svg width="10" height="10">\n<path d="M1 0A1 1 0 1 1 1 -0.0001" transform="matrix(3,0,0,3,5,5)" fill="#000"></path>\n' +
      '<text style="font-size:12px;font-family:a, \'b c\';" fill="#111">x</text>\n<text style="font-size:9px;font-family:a, \'b c\';">y</text>\n</svg>';
    const out = minifyEchartsSvg(svg, { width: 10, height: 10 });
    expect(out).toContain('d="M1 0A1 1 0 1 1 1 -0.0001"');
    expect(out).toContain("<style>text{font-family:a, 'b c'}</style>");
    expect(out).not.toContain("font-family:a, 'b c';\"");
    expect(out).toContain('style="font-size:12px;"');
  });
});
