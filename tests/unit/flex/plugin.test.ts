import fs from 'node:fs';
import path from 'node:path';
import {
  ManifestError,
  buildFlexContent,
  routesOf,
  type ManifestFile,
  type RuntimeInfo,
} from '../../../plugins/flex-pages/content';
import { generatedAssets, loadFlexContent, readJson } from '../../../plugins/flex-pages/load';
import { generatedAlias, runtimeInfo } from '../../../plugins/flex-pages/index';
import { packageUrls } from '../../../src/embed/published.mjs';

const SITE = path.resolve(__dirname, '../../..');
const FIXTURES = path.join(__dirname, 'fixtures');
const COMPONENTS = { chart: 'ChartPage', example: 'ExamplePage' };

const fixturePaths = (name: string) => ({
  siteDir: SITE,
  chartTypesFile: path.join(FIXTURES, name, 'chart-types.json'),
  examplesDir: path.join(FIXTURES, name, 'examples'),
  examplesIndexFile: path.join(FIXTURES, name, 'index.json'),
});

/** The fixture's manifests in memory, for the error cases. */
function base(): {
  chartTypes: ManifestFile;
  index: ManifestFile;
  examples: ManifestFile[];
  runtime: RuntimeInfo;
} {
  const read = (f: string) => ({
    file: f,
    data: JSON.parse(fs.readFileSync(path.join(FIXTURES, 'base', f), 'utf8')) as unknown,
  });
  return {
    chartTypes: read('chart-types.json'),
    index: read('index.json'),
    examples: [read('examples/first-example.json'), read('examples/second-example.json')],
    runtime: runtimeInfo,
  };
}

function errorOf(fn: () => unknown): ManifestError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ManifestError) return e;
    throw e;
  }
  throw new Error('expected a ManifestError');
}

describe('flex-pages plugin on the site manifests', () => {
  const content = loadFlexContent(
    {
      siteDir: SITE,
      chartTypesFile: path.join(SITE, 'src/viz-item/definitions/chart-types.json'),
      examplesDir: path.join(SITE, 'plugins/flex-pages/examples/definitions'),
      examplesIndexFile: path.join(SITE, 'plugins/flex-pages/examples/index.json'),
    },
    runtimeInfo,
  );
  const chartTypes = Object.keys(
    JSON.parse(
      fs.readFileSync(path.join(SITE, 'src/viz-item/definitions/chart-types.json'), 'utf8'),
    ) as object,
  );

  it('creates one chart page per type of the manifest and one page per example, in index order', () => {
    const routes = routesOf(content, COMPONENTS);
    expect(routes.filter((r) => r.component === 'ChartPage').map((r) => r.path)).toEqual(
      chartTypes.map((t) => `/flex/charts/${t}`),
    );
    const order = JSON.parse(
      fs.readFileSync(path.join(SITE, 'plugins/flex-pages/examples/index.json'), 'utf8'),
    ) as string[];
    expect(order).toHaveLength(30);
    expect(routes.filter((r) => r.component === 'ExamplePage').map((r) => r.path)).toEqual(
      order.map((id) => `/flex/examples/${id}`),
    );
    expect(new Set(routes.map((r) => r.dataFile)).size).toBe(routes.length);
  });

  it('exposes the navigation embeds the global side navigation reads', () => {
    // Chart types grouped by kind, as the gallery groups them: a chart page opens its own group only.
    const groups = content.navEmbeds['flex:charts']!;
    expect(groups.map((g) => g.title)).toEqual(['Charts', 'Maps', 'Numbers', 'Tables', 'Filters', 'Media']);
    expect(groups.flatMap((g) => g.children ?? [])).toHaveLength(chartTypes.length);
    expect(groups[0]!.children![0]).toEqual({ url: '/flex/charts/area-chart', title: 'Area chart' });
    expect(groups.find((g) => g.title === 'Maps')!.children!.map((c) => c.title)).toContain('Choropleth map');
    // The gallery opens the Examples entry, then the examples in index order.
    expect(content.navEmbeds['flex:examples']!.slice(0, 2)).toEqual([
      { url: '/flex/gallery', title: 'Gallery' },
      { url: '/flex/examples/adaptive-charts', title: 'Adaptive charts' },
    ]);
    expect(content.navEmbeds['flex:examples']).toHaveLength(content.examplePages.length + 1);
  });

  it('fills chart pages from the runtime definitions: options, slots, demo and the examples using the type', () => {
    const bar = content.chartPages.find((p) => p.type === 'bar-chart')!;
    expect(bar.title).toBe('Bar chart');
    expect(bar.description.length).toBeGreaterThan(20);
    expect(bar.options.map((o) => o.name)).toContain('bars');
    expect(bar.options.find((o) => o.name === 'bars')!.properties!.roundedCorners!.type).toBe('number');
    expect(bar.slots.find((s) => s.name === 'y-axis')).toMatchObject({
      label: 'Category',
      accepts: 'categorical',
    });
    expect(bar.demo?.slots.length).toBeGreaterThan(0);
    // A saved item (embed by id) counts for its saved type.
    expect(
      content.examplePages
        .find((p) => p.definition.id === 'embed-chart-with-id')!
        .chartTypes.map((t) => t.type),
    ).toEqual(['bar-chart']);
    // change-chart-type offers bar, column and donut through a selector: it counts for all three.
    for (const t of ['bar-chart', 'column-chart', 'donut-chart']) {
      expect(content.chartPages.find((p) => p.type === t)!.examples.map((e) => e.id)).toContain(
        'change-chart-type',
      );
    }
  });

  it('generates the code files of every example for the four frameworks, and the starter files', () => {
    const assets = generatedAssets(content, packageUrls('https://docs.example', SITE));
    expect(Object.keys(assets)).toHaveLength(31);
    const starter = JSON.parse(assets['assets/stackblitz-starter-files/starter.json']!) as Record<
      string,
      { template: string; openFile: string }
    >;
    expect(
      Object.fromEntries(Object.entries(starter).map(([k, v]) => [k, [v.template, v.openFile]])),
    ).toEqual({
      react: ['node', 'src/App.tsx'],
      angular: ['node', 'src/app/app.component.ts'],
      vue: ['node', 'src/App.vue'],
      html: ['node', 'index.html'],
    });
    const set = JSON.parse(assets['assets/example-code-files/change-chart-theme.json']!) as Record<
      string,
      { customFiles: Record<string, string> }
    >;
    expect(Object.keys(set).sort()).toEqual(['angular', 'html', 'react', 'vue']);
    expect(Object.keys(set.react!.customFiles)).toContain('src/App.tsx');
  });
});

describe('flex-pages plugin on fixtures', () => {
  it('turns a fixture folder into routes and page data', () => {
    const content = loadFlexContent(fixturePaths('base'), runtimeInfo);
    const routes = routesOf(content, COMPONENTS);
    expect(routes.map((r) => r.path)).toEqual([
      '/flex/charts/bar-chart',
      '/flex/charts/line-chart',
      '/flex/examples/first-example',
      '/flex/examples/second-example',
    ]);
    const first = content.examplePages[0]!;
    expect(first.next).toEqual({ title: 'Second example', permalink: '/flex/examples/second-example' });
    expect(first.chartTypes).toEqual([
      { type: 'bar-chart', title: 'Bar chart', permalink: '/flex/charts/bar-chart' },
    ]);
    expect(content.chartPages[1]!.slots[0]!.label).toBe('X axis');
  });

  it('adds a page for an example or a chart type added by editing data only', () => {
    const before = routesOf(loadFlexContent(fixturePaths('base'), runtimeInfo), COMPONENTS);
    const after = routesOf(loadFlexContent(fixturePaths('extra'), runtimeInfo), COMPONENTS);
    const added = after.filter((r) => !before.some((b) => b.path === r.path));
    expect(added.map((r) => r.path)).toEqual(['/flex/charts/gantt-chart', '/flex/examples/third-example']);
    // A type the runtime does not describe yet still gets a page: title from its id, options resolved.
    const gantt = added[0]!.data as { title: string; demo: unknown; options: { name: string }[] };
    expect(gantt).toMatchObject({ title: 'Gantt chart', demo: null });
    expect(gantt.options.map((o) => o.name)).toEqual(['title', 'theme']);
  });
});

describe('a malformed manifest fails with the file and the field', () => {
  it('reports invalid JSON with line and column', () => {
    const e = errorOf(() => readJson(path.join(FIXTURES, 'bad/broken-json.txt'), SITE));
    expect(e.message).toMatch(
      /^tests\/unit\/flex\/fixtures\/bad\/broken-json\.txt: \(file\): invalid JSON at line 4, column 3: Missing ',' between two properties\.$/,
    );
  });

  it('reports an unknown field', () => {
    const input = base();
    (input.examples[0]!.data as Record<string, unknown>).descripton = 'typo';
    expect(errorOf(() => buildFlexContent(input)).message).toBe(
      'examples/first-example.json: (root): unknown field "descripton"',
    );
  });

  it('reports a missing required field', () => {
    const input = base();
    delete (input.examples[1]!.data as Record<string, unknown>).title;
    expect(errorOf(() => buildFlexContent(input)).message).toBe(
      'examples/second-example.json: (root): missing required field "title"',
    );
  });

  it('reports a wrong value with its path', () => {
    const input = base();
    (input.examples[1]!.data as { items: { on: { event: string }[] }[] }).items[0]!.on[0]!.event = 'loaded';
    const e = errorOf(() => buildFlexContent(input));
    expect(e.file).toBe('examples/second-example.json');
    expect(e.field).toBe('/items/0/on/0/event');
    expect(e.message).toContain(
      'must be one of "load", "rendered", "exported", "changedFilters", "customEvent"',
    );
  });

  it('reports an unknown chart type, slot, column or option group', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- mutating parsed JSON fixtures
    const cases: [(d: any) => void, string, RegExp][] = [
      [(d) => (d.items[0].type = 'bar-chrt'), '/items/0/type', /"bar-chrt" is not a chart type/],
      [
        (d) => (d.items[0].slots[0].name = 'x-axis'),
        '/items/0/slots/0/name',
        /"x-axis" is not a slot of bar-chart \(slots: y-axis, measure\)/,
      ],
      [
        (d) => (d.items[0].slots[1].content[0].columnId = 'revenu'),
        '/items/0/slots/1/content/0/columnId',
        /column "revenu" does not exist in dataset "sales"/,
      ],
      [
        (d) => (d.items[0].options.legendd = {}),
        '/items/0/options/legendd',
        /not an option group of bar-chart/,
      ],
      [
        (d) => (d.items[0].bind = { 'options.theme': 'colour' }),
        '/items/0/bind/options.theme',
        /control "colour", which is not defined/,
      ],
      [
        (d) => (d.controls[0].default = 'sepia'),
        '/controls/0/default',
        /"sepia" is not one of the choices \(light, dark\)/,
      ],
      [(d) => (d.id = 'first'), '/id', /must equal the file name "first-example"/],
      [
        (d) => (d.items[0] = { id: 'chart', dashboardId: 'sales-overview', itemId: 'nope' }),
        '/items/0/itemId',
        /no saved item "nope" in dashboard "sales-overview"/,
      ],
    ];
    for (const [mutate, field, problem] of cases) {
      const input = base();
      mutate(input.examples[0]!.data);
      const e = errorOf(() => buildFlexContent(input));
      expect([e.file, e.field]).toEqual(['examples/first-example.json', field]);
      expect(e.message).toMatch(problem);
    }
  });

  it('reports an example missing from the index, or an index entry without a file', () => {
    const input = base();
    input.index.data = ['first-example'];
    expect(errorOf(() => buildFlexContent(input)).message).toBe(
      'examples/second-example.json: /id: example "second-example" is not listed in index.json',
    );
    const other = base();
    other.index.data = ['first-example', 'second-example', 'missing-one'];
    expect(errorOf(() => buildFlexContent(other)).message).toBe(
      'index.json: /2: example "missing-one" has no definition file (missing-one.json)',
    );
  });

  it('reports a malformed chart type manifest', () => {
    const input = base();
    (input.chartTypes.data as Record<string, { slots: { required: unknown }[] }>)[
      'line-chart'
    ]!.slots[0]!.required = 'yes';
    const e = errorOf(() => buildFlexContent(input));
    expect([e.file, e.field]).toEqual(['chart-types.json', '/line-chart/slots/0/required']);
    expect(e.message).toContain('must be boolean');
  });
});

describe('generatedAlias', () => {
  it("names a page's data file under @generated, never by the build machine's absolute path", () => {
    const dir = path.join(path.sep, 'home', 'ci', 'site', '.docusaurus');
    const file = path.join(dir, 'flex-pages', 'default', 'chart-bar-chart.json');
    expect(generatedAlias(dir, file)).toBe('@generated/flex-pages/default/chart-bar-chart.json');
  });
});
