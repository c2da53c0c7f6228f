/**
 * Per item type: title, kind, what it is for, and a minimal demo definition that renders on the bundled
 * demo data. Slots and option groups come from chart-types.json (the single source of truth).
 */
import type { Slot, SlotEntry, VizItemOptions } from '../types';
import { getColumn } from '../data/datasets';
import type { ItemKind } from './types';

/** A slot entry for a demo dataset column, with the column's labels in en/nl/fr. */
export function entry(datasetId: string, columnId: string, extra: Partial<SlotEntry> = {}): SlotEntry {
  const col = getColumn(datasetId, columnId);
  if (!col) throw new Error(`Demo column ${datasetId}:${columnId} does not exist`);
  const e: SlotEntry = { datasetId, columnId, label: { ...col.name }, type: col.type };
  if (col.subtype) e.subtype = col.subtype;
  if (col.format && col.type === 'numeric') e.format = col.format;
  if (col.type === 'numeric') e.aggregationFunc = 'sum';
  if (col.type === 'datetime') {
    e.level = 5;
    e.lowestLevel = col.lowestLevel ?? 9;
  }
  return { ...e, ...extra };
}

const slot = (name: string, ...content: SlotEntry[]): Slot => ({ name, content });
const title = (en: string, nl: string, fr: string) => ({ en, nl, fr });

export interface ItemMeta {
  title: string;
  kind: ItemKind;
  description: string;
  demo: { slots: Slot[]; options: VizItemOptions };
}

const month = { level: 3 };

export const ITEM_META: Record<string, ItemMeta> = {
  'area-chart': {
    title: 'Area chart',
    kind: 'chart',
    description:
      'Shows how one or more measures evolve over a continuous axis, usually time, with the area under each line filled. Stack the areas to show how parts add up to a total, or stack to 100% to show how their shares shift.',
    demo: {
      slots: [
        slot('x-axis', entry('volumes', 'date', { level: 4 })),
        slot('measure', entry('volumes', 'volume')),
        slot('legend', entry('volumes', 'product_line')),
      ],
      options: {
        title: title(
          'Weekly volume per product line',
          'Wekelijks volume per productlijn',
          'Volume hebdomadaire par gamme',
        ),
        mode: 'stacked',
      },
    },
  },
  'bar-chart': {
    title: 'Bar chart',
    kind: 'chart',
    description:
      'Compares a measure across categories with horizontal bars, which leaves room for long category names. Add a Group by column to split each bar into grouped, stacked or 100% stacked segments.',
    demo: {
      slots: [slot('y-axis', entry('sales', 'product_category')), slot('measure', entry('sales', 'revenue'))],
      options: {
        title: title(
          'Revenue per product category',
          'Omzet per productcategorie',
          "Chiffre d'affaires par catégorie",
        ),
        bars: { roundedCorners: 5 },
      },
    },
  },
  'box-plot': {
    title: 'Box plot',
    kind: 'chart',
    description:
      'Summarises the distribution of a measure per category: the box spans the middle half of the values, the line marks the median, the whiskers the typical range and the dots the outliers. Use it to compare spread and skew, not just averages.',
    demo: {
      slots: [
        slot('category', entry('customers', 'segment')),
        slot('measure', entry('customers', 'lifetime_value')),
      ],
      options: {
        title: title('Lifetime value per segment', 'Klantwaarde per segment', 'Valeur client par segment'),
      },
    },
  },
  'bubble-chart': {
    title: 'Bubble chart',
    kind: 'chart',
    description:
      'Packs one circle per category with an area proportional to the measure, optionally coloured by a second category. It gives a quick, friendly impression of relative sizes when exact comparison matters less.',
    demo: {
      slots: [
        slot('category', entry('sales', 'country')),
        slot('measure', entry('sales', 'revenue')),
        slot('color', entry('sales', 'continent')),
      ],
      options: { title: title('Revenue per country', 'Omzet per land', "Chiffre d'affaires par pays") },
    },
  },
  'bullet-chart': {
    title: 'Bullet chart',
    kind: 'chart',
    description:
      'Shows a measure as a bar against a target marker, per category, with a light background scale. It is the compact alternative to a row of gauges for tracking progress towards goals.',
    demo: {
      slots: [
        slot('category', entry('volumes', 'region')),
        slot('measure', entry('volumes', 'volume')),
        slot('target', entry('volumes', 'target')),
      ],
      options: {
        title: title(
          'Volume against target per region',
          'Volume t.o.v. doel per regio',
          'Volume par rapport à l’objectif par région',
        ),
      },
    },
  },
  'choropleth-map': {
    title: 'Choropleth map',
    kind: 'map',
    description:
      'Colours countries by a measure, so geographic patterns stand out. The geography column holds ISO 3166-1 country codes (numeric, as in world-atlas) or country names; values are split into colour classes.',
    demo: {
      slots: [
        slot('geo', entry('countries', 'country_code')),
        slot('measure', entry('countries', 'life_expectancy', { aggregationFunc: 'average' })),
      ],
      options: { title: title('Life expectancy', 'Levensverwachting', 'Espérance de vie') },
    },
  },
  'circle-pack-chart': {
    title: 'Circle pack chart',
    kind: 'chart',
    description:
      'Nests circles to show a hierarchy: each level of the Levels slot is a ring of circles inside its parent, sized by the measure. Good for showing both the structure and the relative weight of groups.',
    demo: {
      slots: [
        slot('levels', entry('sales', 'continent'), entry('sales', 'country')),
        slot('measure', entry('sales', 'revenue')),
      ],
      options: {
        title: title(
          'Revenue by continent and country',
          'Omzet per continent en land',
          "Chiffre d'affaires par continent et pays",
        ),
      },
    },
  },
  'circular-gauge': {
    title: 'Circular gauge',
    kind: 'number',
    description:
      'Shows a single measure as a filled ring against a target or a maximum. Use it for one headline progress figure, such as volume to date against plan.',
    demo: {
      slots: [slot('measure', entry('volumes', 'volume')), slot('target', entry('volumes', 'target'))],
      options: {
        title: title('Volume against target', 'Volume t.o.v. doel', 'Volume par rapport à l’objectif'),
      },
    },
  },
  'column-chart': {
    title: 'Column chart',
    kind: 'chart',
    description:
      'Compares a measure across categories or periods with vertical columns. Add a Group by column to show grouped, stacked or 100% stacked columns.',
    demo: {
      slots: [
        slot('x-axis', entry('sales', 'channel')),
        slot('measure', entry('sales', 'revenue')),
        slot('legend', entry('sales', 'customer_segment')),
      ],
      options: {
        title: title(
          'Revenue per channel and segment',
          'Omzet per kanaal en segment',
          "Chiffre d'affaires par canal et segment",
        ),
        mode: 'stacked',
      },
    },
  },
  'combination-chart': {
    title: 'Combination chart',
    kind: 'chart',
    description:
      'Draws several measures on one x-axis, some as columns and some as lines, optionally on a second value axis. Use it to relate a volume to a rate or a target over the same periods.',
    demo: {
      slots: [
        slot('x-axis', entry('volumes', 'date', month)),
        slot('measure', entry('volumes', 'volume'), entry('volumes', 'target')),
      ],
      options: {
        title: title('Monthly volume and target', 'Maandelijks volume en doel', 'Volume mensuel et objectif'),
      },
    },
  },
  'conditional-number': {
    title: 'Conditional number',
    kind: 'number',
    description:
      'Shows a single measure in large type, coloured by whether it meets a target or falls within thresholds. It answers “are we on track?” at a glance.',
    demo: {
      slots: [slot('measure', entry('volumes', 'volume')), slot('target', entry('volumes', 'target'))],
      options: {},
    },
  },
  'date-comparison-filter': {
    title: 'Date comparison filter',
    kind: 'filter',
    description:
      'Lets the reader pick a date range and a period to compare it with (the previous period or the same period last year). It filters the other items of its context on the chosen range.',
    demo: { slots: [slot('time', entry('sales', 'date'))], options: { dateRange: { preset: 'last30days' } } },
  },
  'date-filter': {
    title: 'Date filter',
    kind: 'filter',
    description:
      'A from and to date picker that filters the other items of its context on a datetime column. Use it to let readers focus every chart on a period.',
    demo: { slots: [slot('time', entry('sales', 'date'))], options: {} },
  },
  'donut-chart': {
    title: 'Donut chart',
    kind: 'chart',
    description:
      'Shows how a total splits into a few categories as slices of a ring. It works best with up to about six categories; show values as absolute numbers, percentages or not at all.',
    demo: {
      slots: [slot('category', entry('sales', 'channel')), slot('measure', entry('sales', 'revenue'))],
      options: {
        title: title('Revenue per channel', 'Omzet per kanaal', "Chiffre d'affaires par canal"),
        display: { values: 'percentage' },
      },
    },
  },
  'dropdown-filter': {
    title: 'Dropdown filter',
    kind: 'filter',
    description:
      'A drop-down list of the values of a column; selecting one or more values filters the other items of its context. The compact choice when there are many values.',
    demo: { slots: [slot('dimension', entry('sales', 'country'))], options: {} },
  },
  'evolution-number': {
    title: 'Evolution number',
    kind: 'number',
    description:
      'Shows a headline measure with its change against the previous period, and a small graph of the recent trend. Put the datetime column in the Evolution slot to compare periods.',
    demo: {
      slots: [
        slot('measure', entry('volumes', 'volume')),
        slot('evolution', entry('volumes', 'date', { level: 3 })),
      ],
      options: { title: title('Volume this month', 'Volume deze maand', 'Volume ce mois-ci') },
    },
  },
  'funnel-chart': {
    title: 'Funnel chart',
    kind: 'chart',
    description:
      'Shows how many items reach each stage of a process, narrowing from the first stage to the last. Use it for conversion funnels and pipelines.',
    demo: {
      slots: [slot('category', entry('funnel', 'stage')), slot('measure', entry('funnel', 'users'))],
      options: { title: title('Trial funnel', 'Trial-trechter', 'Entonnoir d’essai') },
    },
  },
  'heat-map': {
    title: 'Heat map',
    kind: 'map',
    description:
      'Draws a smooth density layer over a map from point locations, weighted by a measure. Use it to show where activity concentrates rather than exact values.',
    demo: {
      slots: [slot('geo', entry('cities', 'coordinates')), slot('measure', entry('cities', 'visitors'))],
      options: {
        title: title('International visitors', 'Internationale bezoekers', 'Visiteurs internationaux'),
      },
    },
  },
  'heat-table': {
    title: 'Heat table',
    kind: 'table',
    description:
      'A grid of two categories with each cell coloured by a measure. It makes high and low combinations easy to spot, such as which product sells best through which channel.',
    demo: {
      slots: [
        slot('y-axis', entry('sales', 'product_category')),
        slot('x-axis', entry('sales', 'channel')),
        slot('measure', entry('sales', 'revenue')),
      ],
      options: {
        title: title(
          'Revenue by category and channel',
          'Omzet per categorie en kanaal',
          "Chiffre d'affaires par catégorie et canal",
        ),
      },
    },
  },
  'hexbin-map': {
    title: 'Hexbin map',
    kind: 'map',
    description:
      'Groups nearby points into hexagons coloured by the combined measure. It keeps dense areas readable where individual markers would overlap.',
    demo: {
      slots: [slot('geo', entry('cities', 'coordinates')), slot('measure', entry('cities', 'population'))],
      options: {
        title: title(
          'Population of large cities',
          'Bevolking van grote steden',
          'Population des grandes villes',
        ),
      },
    },
  },
  image: {
    title: 'Image',
    kind: 'media',
    description:
      'Shows an image (a logo, an illustration or a screenshot) in a dashboard or page, optionally as a link.',
    demo: {
      slots: [],
      options: {
        image:
          'data:image/svg+xml;utf8,' +
          encodeURIComponent(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120"><rect width="320" height="120" rx="12" fill="#0f766e"/><g fill="#ccfbf1"><rect x="28" y="70" width="22" height="30" rx="3"/><rect x="60" y="50" width="22" height="50" rx="3"/><rect x="92" y="30" width="22" height="70" rx="3"/></g><text x="134" y="70" font-family="sans-serif" font-size="28" font-weight="600" fill="#fff" textLength="160" lengthAdjust="spacingAndGlyphs">Your logo</text></svg>',
          ),
        title: title('Logo', 'Logo', 'Logo'),
      },
    },
  },
  'line-chart': {
    title: 'Line chart',
    kind: 'chart',
    description:
      'Shows how measures evolve over time or another ordered axis, one line per measure or per Group by value. The natural choice for trends.',
    demo: {
      slots: [
        slot('x-axis', entry('volumes', 'date', { level: 4 })),
        slot('measure', entry('volumes', 'volume')),
      ],
      options: { title: title('Weekly volume', 'Wekelijks volume', 'Volume hebdomadaire') },
    },
  },
  'marker-map': {
    title: 'Marker map',
    kind: 'map',
    description:
      'Places a marker at each location of a coordinates column; a tap or hover shows the measure. Use it to show where things are.',
    demo: {
      slots: [slot('geo', entry('cities', 'coordinates')), slot('measure', entry('cities', 'visitors'))],
      options: { title: title('Cities', 'Steden', 'Villes') },
    },
  },
  'ohlc-chart': {
    title: 'OHLC chart',
    kind: 'chart',
    description:
      'Shows the open, high, low and close of a price per period as candlesticks or OHLC bars. Set the level of the time column to aggregate days into weeks or months.',
    demo: {
      slots: [
        slot('x-axis', entry('stock-prices', 'date', { level: 4 })),
        slot('open', entry('stock-prices', 'open', { aggregationFunc: 'average' })),
        slot('high', entry('stock-prices', 'high', { aggregationFunc: 'max' })),
        slot('low', entry('stock-prices', 'low', { aggregationFunc: 'min' })),
        slot('close', entry('stock-prices', 'close', { aggregationFunc: 'average' })),
      ],
      options: { title: title('QNTL weekly prices', 'QNTL weekkoersen', 'Cours hebdomadaires QNTL') },
    },
  },
  'parallel-coordinates-plot': {
    title: 'Parallel coordinates plot',
    kind: 'chart',
    description:
      'Draws each row as a line across several vertical axes, one per column, to compare many measures at once and spot clusters and trade-offs.',
    demo: {
      slots: [
        slot(
          'coordinates',
          entry('countries', 'gdp_per_capita', { aggregationFunc: 'average' }),
          entry('countries', 'life_expectancy', { aggregationFunc: 'average' }),
          entry('countries', 'internet_users', { aggregationFunc: 'average' }),
          entry('countries', 'co2_per_capita', { aggregationFunc: 'average' }),
        ),
        slot('color', entry('countries', 'continent')),
      ],
      options: { title: title('Country indicators', 'Landindicatoren', 'Indicateurs par pays') },
    },
  },
  'pivot-table': {
    title: 'Pivot table',
    kind: 'table',
    description:
      'Cross-tabulates measures by row and column categories, with totals. Use it when readers need exact figures across two or more dimensions.',
    demo: {
      slots: [
        slot('row', entry('sales', 'product_category')),
        slot('column', entry('sales', 'channel')),
        slot('measure', entry('sales', 'revenue')),
      ],
      options: {
        title: title(
          'Revenue by category and channel',
          'Omzet per categorie en kanaal',
          "Chiffre d'affaires par catégorie et canal",
        ),
      },
    },
  },
  'pyramid-chart': {
    title: 'Pyramid chart',
    kind: 'chart',
    description:
      'Places two groups back to back along a vertical axis of bins, the classic population pyramid. Put a binned numeric column (such as age) on the axis and a two-valued column in the legend.',
    demo: {
      slots: [
        slot('y-axis', entry('customers', 'age', { bins: { enabled: true, number: 10 } })),
        slot(
          'measure',
          entry('customers', 'customer_id', {
            aggregationFunc: 'count',
            label: title('Customers', 'Klanten', 'Clients'),
          }),
        ),
        slot('legend', entry('customers', 'gender')),
      ],
      options: {
        title: title(
          'Customers by age and gender',
          'Klanten per leeftijd en geslacht',
          'Clients par âge et genre',
        ),
      },
    },
  },
  'radar-chart': {
    title: 'Radar chart',
    kind: 'chart',
    description:
      'Plots a measure per category on spokes around a centre, one shape per legend value, to compare profiles across several categories.',
    demo: {
      slots: [
        slot('category', entry('sales', 'product_category')),
        slot('measure', entry('sales', 'revenue')),
        slot('legend', entry('sales', 'channel')),
      ],
      options: {
        title: title('Category profile per channel', 'Categorieprofiel per kanaal', 'Profil par canal'),
      },
    },
  },
  'regular-table': {
    title: 'Regular table',
    kind: 'table',
    description:
      'A sortable table of the chosen columns; numeric columns are aggregated per combination of the other columns. Use it for exact values and for exports.',
    demo: {
      slots: [
        slot('columns', entry('sales', 'country'), entry('sales', 'quantity'), entry('sales', 'revenue')),
      ],
      options: { title: title('Sales per country', 'Verkoop per land', 'Ventes par pays') },
    },
  },
  'route-map': {
    title: 'Route map',
    kind: 'map',
    description:
      'Connects locations in order to draw routes on a map, one line per legend value. Use it for journeys, deliveries and supply chains.',
    demo: {
      slots: [
        slot('geo', entry('routes', 'coordinates')),
        slot('order', entry('routes', 'stop_order')),
        slot('legend', entry('routes', 'route')),
      ],
      options: { title: title('Delivery routes', 'Leveringsroutes', 'Itinéraires de livraison') },
    },
  },
  'sankey-diagram': {
    title: 'Sankey diagram',
    kind: 'chart',
    description:
      'Shows flows from sources through intermediate categories to destinations, with link widths proportional to the measure. Use it to show where something comes from and where it goes.',
    demo: {
      slots: [
        slot('source', entry('energy-flows', 'source')),
        slot('category', entry('energy-flows', 'carrier')),
        slot('destination', entry('energy-flows', 'sector')),
        slot('measure', entry('energy-flows', 'amount')),
      ],
      options: { title: title('Energy flows', 'Energiestromen', "Flux d'énergie") },
    },
  },
  'scatter-plot': {
    title: 'Scatter plot',
    kind: 'chart',
    description:
      'Plots one point per name on two numeric axes, optionally sized and coloured by more columns, to reveal correlations, clusters and outliers.',
    demo: {
      slots: [
        slot('x-axis', entry('countries', 'gdp_per_capita', { aggregationFunc: 'average' })),
        slot('y-axis', entry('countries', 'life_expectancy', { aggregationFunc: 'average' })),
        slot('name', entry('countries', 'country')),
        slot('size', entry('countries', 'population')),
        slot('color', entry('countries', 'continent')),
      ],
      options: {
        title: title(
          'Wealth and life expectancy',
          'Welvaart en levensverwachting',
          'Richesse et espérance de vie',
        ),
      },
    },
  },
  'search-filter': {
    title: 'Search filter',
    kind: 'filter',
    description:
      'A search box that filters the other items of its context to values of a column containing the typed text.',
    demo: { slots: [slot('dimension', entry('sales', 'product'))], options: {} },
  },
  'slicer-filter': {
    title: 'Slicer filter',
    kind: 'filter',
    description:
      'A list of the values of a column, each with a bar for a measure, that readers click to filter the other items of its context. It shows the choices and their weight at once.',
    demo: {
      slots: [
        slot('dimension', entry('sales', 'product_category')),
        slot('measure', entry('sales', 'revenue')),
      ],
      options: {},
    },
  },
  'slider-filter': {
    title: 'Slider filter',
    kind: 'filter',
    description:
      'A range slider over a numeric or datetime column that filters the other items of its context to the chosen range.',
    demo: { slots: [slot('slidermetric', entry('sales', 'quantity'))], options: {} },
  },
  'speedometer-chart': {
    title: 'Speedometer chart',
    kind: 'number',
    description:
      'Shows a single measure as a needle on a dial with coloured bands, against a target or a maximum. A familiar way to show one value in its range.',
    demo: {
      slots: [slot('measure', entry('volumes', 'volume')), slot('target', entry('volumes', 'target'))],
      options: {
        title: title('Volume against target', 'Volume t.o.v. doel', 'Volume par rapport à l’objectif'),
      },
    },
  },
  'spike-map': {
    title: 'Spike map',
    kind: 'map',
    description:
      'Raises a spike at each location with a height proportional to the measure, which compares magnitudes on a map better than circles.',
    demo: {
      slots: [slot('geo', entry('cities', 'coordinates')), slot('measure', entry('cities', 'population'))],
      options: { title: title('City population', 'Bevolking van steden', 'Population des villes') },
    },
  },
  'strip-plot': {
    title: 'Strip plot',
    kind: 'chart',
    description:
      'Draws every individual value as a dot along a measure axis, per category, so the whole distribution stays visible.',
    demo: {
      slots: [
        slot('y-axis', entry('customers', 'segment')),
        slot('measure', entry('customers', 'lifetime_value')),
      ],
      options: {
        title: title(
          'Lifetime value of every customer',
          'Klantwaarde van elke klant',
          'Valeur de chaque client',
        ),
      },
    },
  },
  'sunburst-chart': {
    title: 'Sunburst chart',
    kind: 'chart',
    description:
      'Shows a hierarchy as concentric rings, each level split by its measure. Click a segment to select it.',
    demo: {
      slots: [
        slot('levels', entry('energy-flows', 'source'), entry('energy-flows', 'sector')),
        slot('measure', entry('energy-flows', 'amount')),
      ],
      options: {
        title: title(
          'Energy by source and sector',
          'Energie per bron en sector',
          'Énergie par source et secteur',
        ),
      },
    },
  },
  'symbol-map': {
    title: 'Symbol map',
    kind: 'map',
    description:
      'Draws a circle at each location sized by a measure and coloured by a category, to compare magnitudes across places.',
    demo: {
      slots: [
        slot('geo', entry('cities', 'coordinates')),
        slot('measure', entry('cities', 'visitors')),
        slot('category', entry('cities', 'city_type')),
      ],
      options: { title: title('Visitors per city', 'Bezoekers per stad', 'Visiteurs par ville') },
    },
  },
  text: {
    title: 'Text',
    kind: 'media',
    description:
      'Shows formatted text, per language, to explain a dashboard or add a heading. Only a safe subset of markup is rendered.',
    demo: {
      slots: [],
      options: {
        html: {
          en: '<h3>Quarterly review</h3><p>Revenue grew in <strong>every channel</strong>. Use the filters to focus on a country.</p>',
          nl: '<h3>Kwartaaloverzicht</h3><p>De omzet groeide in <strong>elk kanaal</strong>. Gebruik de filters om op een land te focussen.</p>',
          fr: '<h3>Revue trimestrielle</h3><p>Le chiffre d’affaires a progressé dans <strong>chaque canal</strong>. Utilisez les filtres pour cibler un pays.</p>',
        },
      },
    },
  },
  'treemap-chart': {
    title: 'Treemap chart',
    kind: 'chart',
    description:
      'Divides a rectangle into tiles sized by a measure, optionally grouped by colour, to show the composition of a total with many parts.',
    demo: {
      slots: [
        slot('category', entry('sales', 'product')),
        slot('measure', entry('sales', 'revenue')),
        slot('color', entry('sales', 'product_category')),
      ],
      options: { title: title('Revenue per product', 'Omzet per product', "Chiffre d'affaires par produit") },
    },
  },
  video: {
    title: 'Video',
    kind: 'media',
    description:
      'Embeds a video from files or YouTube. YouTube videos load only when the reader presses play, so nothing is fetched until then.',
    demo: { slots: [], options: { type: 'youtube', youtube: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' } },
  },
  'wordcloud-chart': {
    title: 'Word cloud',
    kind: 'chart',
    description:
      'Sizes words by a measure, optionally coloured by a category, to give a quick impression of the most frequent terms in text data.',
    demo: {
      slots: [
        slot('category', entry('words', 'word')),
        slot('measure', entry('words', 'mentions')),
        slot('color', entry('words', 'topic')),
      ],
      options: {
        title: title('What customers talk about', 'Waar klanten over praten', 'De quoi parlent les clients'),
      },
    },
  },
};
