/**
 * The pictures touch devices see before the live chart (plugins/flex-pages/gallery/facade.ts): which pages get
 * them, decided from the definitions, and that each picture is drawn at its box's size from the page's inputs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  FACADE_HEIGHT,
  FACADE_INSET,
  facadeSizes,
  framedPicture,
  whyLive,
  withFacadePictures,
} from '../../../plugins/flex-pages/gallery/facade';
import type { ExampleDefinition } from '../../../plugins/flex-pages/examples/types';
import { loadFlexContent } from '../../../plugins/flex-pages/load';
import { runtimeInfo } from '../../../plugins/flex-pages/index';

const SITE = path.resolve(__dirname, '../../..');
const DEFINITIONS = path.join(SITE, 'plugins/flex-pages/examples/definitions');
const example = (id: string): ExampleDefinition =>
  JSON.parse(fs.readFileSync(path.join(DEFINITIONS, `${id}.json`), 'utf8')) as ExampleDefinition;

describe('which examples are pictured on touch devices', () => {
  it('a chart driven only by selectors is pictured', () => {
    expect(whyLive(example('change-chart-theme'))).toBeNull();
    expect(whyLive(example('change-chart-type'))).toBeNull();
  });

  it('an example that shows runtime output on load, calls the item or styles it stays live', () => {
    expect(whyLive(example('listen-to-chart-load-event'))).toMatch(/event it fires on load/);
    expect(whyLive(example('listen-to-chart-rendered-event'))).toMatch(/event it fires on load/);
    expect(whyLive(example('chart-export'))).toMatch(/buttons/);
    expect(whyLive(example('chart-css-overrides'))).toMatch(/CSS/);
    expect(whyLive(example('change-chart-dimensions'))).toMatch(/chart-sized/);
  });

  it('an example with a number tile or a table stays live', () => {
    expect(whyLive(example('embed-chart-with-ad-hoc-formula'))).toMatch(/chart-sized/);
    expect(whyLive(example('filter-context-sharing'))).toMatch(/not an ECharts chart/);
  });

  it('adding a load listener to a pictured example makes it live', () => {
    const def = example('change-chart-theme');
    def.items[0]!.on = [{ event: 'load', output: 'x' }];
    expect(whyLive(def)).not.toBeNull();
  });
});

describe('a picture is laid out as the element lays out the live item', () => {
  const inputs = {
    type: 'bar-chart',
    slots: [
      { name: 'y-axis', content: [{ datasetId: 'sales', columnId: 'channel', type: 'hierarchy' as const }] },
      { name: 'measure', content: [{ datasetId: 'sales', columnId: 'revenue', aggregationFunc: 'sum' }] },
    ],
    options: { title: { en: 'Revenue per channel' } },
  };

  it('the title above, the chart in the space left inside the padding', async () => {
    const svg = await framedPicture(inputs as never, { dark: false, width: 395, height: 298 });
    expect(svg).toContain('>Revenue per channel</text>');
    const chart = /<svg x="8" y="([\d.]+)" width="379" height="(\d+)"/.exec(svg);
    expect(chart).not.toBeNull();
    expect(Math.abs(Number(chart![1]) + Number(chart![2]) - (298 - 8))).toBeLessThanOrEqual(0.5);
    expect(Number(chart![1])).toBeGreaterThan(8 + 15);
  });

  it('without a shown title the chart takes the whole inner box', async () => {
    const hidden = { ...inputs, options: { ...inputs.options, display: { title: false } } };
    const svg = await framedPicture(hidden as never, { dark: false, width: 395, height: 298 });
    expect(svg).not.toContain('Revenue per channel</text>');
    expect(svg).toMatch(/<svg x="8" y="8.0" width="379" height="282"/);
  });
});

describe('the pictures of the pages', () => {
  const content = loadFlexContent(
    {
      siteDir: SITE,
      chartTypesFile: path.join(SITE, 'src/viz-item/definitions/chart-types.json'),
      examplesIndexFile: path.join(SITE, 'plugins/flex-pages/examples/index.json'),
      examplesDir: DEFINITIONS,
    },
    runtimeInfo,
  );
  const only = {
    ...content,
    chartPages: content.chartPages.filter((p) => ['bar-chart', 'regular-table'].includes(p.type)),
    examplePages: content.examplePages.filter((p) =>
      ['change-chart-theme', 'chart-export'].includes(p.definition.id),
    ),
  };

  it('an ECharts type and a pictured example get a picture per width and theme, drawn at that size', async () => {
    const { content: out, files } = await withFacadePictures(only);
    const bar = out.chartPages.find((p) => p.type === 'bar-chart')!.picture!;
    expect(bar.alt).toBe('Bar chart: Revenue per product category');
    expect(bar.sources.map((s) => s.width)).toEqual(facadeSizes(FACADE_INSET.chart).map((s) => s.width));
    for (const s of bar.sources) {
      const light = files[s.light.slice(1).split('?')[0]!]!;
      const dark = files[s.dark.slice(1).split('?')[0]!]!;
      expect(light).toContain(`width="${s.width}" height="${FACADE_HEIGHT}"`);
      expect(light).not.toBe(dark);
    }
    const theme = out.examplePages.find((p) => p.definition.id === 'change-chart-theme')!.pictures!;
    expect(Object.keys(theme)).toEqual(['chart']);
  });

  it('an HTML type and a live example get none', async () => {
    const { content: out } = await withFacadePictures(only);
    expect(out.chartPages.find((p) => p.type === 'regular-table')!.picture).toBeNull();
    expect(out.examplePages.find((p) => p.definition.id === 'chart-export')!.pictures).toBeNull();
  });
});
