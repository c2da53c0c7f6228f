/**
 * The bundled demo datasets. Every dataset and column id here is stable: examples, the chart reference pages
 * and the dashboard playground refer to them (see src/viz-item/README.md for the list).
 * Datetime values are stored as epoch milliseconds (UTC instants); getData() returns them as ISO strings.
 * The rows themselves are made by generate.ts; this file is the table of definitions and the rows' cache.
 */
import type { ColumnType, LanguageMap } from '../types';
import { referenceDay } from './clock';
import {
  generateCities,
  generateCountries,
  generateCustomers,
  generateFlows,
  generateFunnel,
  generateRoutes,
  generateSales,
  generateStockPrices,
  generateVolumes,
  generateWords,
  salesParts,
  STOCK_YEARS,
  VOLUME_MONTHS,
} from './generate';
import { pick } from './random';

export type Row = Record<string, string | number | null>;

export interface DatasetColumn {
  id: string;
  name: LanguageMap;
  type: ColumnType;
  /** `coordinates` ("lat,lng" strings), `topography` (ISO 3166-1 numeric country codes), `currency`, ... */
  subtype?: string;
  /** Default display format (d3-style) when the slot entry gives none. */
  format?: string;
  /** Finest datetime level that makes sense for the column. */
  lowestLevel?: number;
  description: string;
}

export interface DatasetDefinition {
  id: string;
  name: LanguageMap;
  description: string;
  columns: DatasetColumn[];
  generate: () => Row[];
  /** For datasets of a recent period: how far back their rows go (the generator uses it; texts quote it). */
  period?: { quantity: number; unit: 'month' | 'year' };
  /**
   * The same rows in consecutive parts, for a first draw that hands the main thread back between them
   * (prepareRows). Only where one generation is long enough to matter on a phone.
   */
  parts?: () => (() => Row[])[];
}

const col = (
  id: string,
  type: ColumnType,
  en: string,
  nl: string,
  fr: string,
  description: string,
  extra: Partial<DatasetColumn> = {},
): DatasetColumn => ({ id, type, name: { en, nl, fr }, description, ...extra });

export const DATASETS: DatasetDefinition[] = [
  {
    id: 'volumes',
    name: {
      en: 'Volumes (last 6 months)',
      nl: 'Volumes (laatste 6 maanden)',
      fr: 'Volumes (6 derniers mois)',
    },
    description:
      'Daily shipped volumes per product line and region, from the first day of the month six months ago up to today (six complete months plus the current one), with a daily target. For line, area and column charts over time, evolution numbers and gauges.',
    generate: generateVolumes,
    period: { quantity: VOLUME_MONTHS, unit: 'month' },
    columns: [
      col('date', 'datetime', 'Date', 'Datum', 'Date', 'Day of the volume (midnight UTC).', {
        lowestLevel: 5,
      }),
      col(
        'product_line',
        'hierarchy',
        'Product line',
        'Productlijn',
        'Gamme',
        'Essentials, Professional or Enterprise.',
      ),
      col('region', 'hierarchy', 'Region', 'Regio', 'Région', 'North, South, East or West.'),
      col('volume', 'numeric', 'Volume', 'Volume', 'Volume', 'Units shipped that day.', { format: ',.0f' }),
      col('target', 'numeric', 'Target', 'Doel', 'Objectif', 'Planned units for that day.', {
        format: ',.0f',
      }),
      col('returns', 'numeric', 'Returns', 'Retouren', 'Retours', 'Units returned that day.', {
        format: ',.0f',
      }),
    ],
  },
  {
    id: 'stock-prices',
    name: {
      en: 'Stock prices (last 5 years)',
      nl: 'Aandelenkoersen (laatste 5 jaar)',
      fr: 'Cours boursiers (5 dernières années)',
    },
    description:
      'Daily open, high, low and close prices and traded volume of the fictional ticker QNTL for the trading days (Monday to Friday) of the last 5 years. For OHLC and line charts.',
    generate: generateStockPrices,
    period: { quantity: STOCK_YEARS, unit: 'year' },
    columns: [
      col('date', 'datetime', 'Date', 'Datum', 'Date', 'Trading day (midnight UTC).', { lowestLevel: 5 }),
      col('ticker', 'hierarchy', 'Ticker', 'Ticker', 'Symbole', 'Always QNTL.'),
      col('open', 'numeric', 'Open', 'Opening', 'Ouverture', 'Opening price.', {
        format: ',.2f',
        subtype: 'currency',
      }),
      col('high', 'numeric', 'High', 'Hoog', 'Haut', 'Highest price of the day.', {
        format: ',.2f',
        subtype: 'currency',
      }),
      col('low', 'numeric', 'Low', 'Laag', 'Bas', 'Lowest price of the day.', {
        format: ',.2f',
        subtype: 'currency',
      }),
      col('close', 'numeric', 'Close', 'Slot', 'Clôture', 'Closing price.', {
        format: ',.2f',
        subtype: 'currency',
      }),
      col('volume', 'numeric', 'Volume', 'Volume', 'Volume', 'Shares traded.', { format: ',.0f' }),
    ],
  },
  {
    id: 'sales',
    name: { en: 'Sales', nl: 'Verkoop', fr: 'Ventes' },
    description:
      'About 8,000 orders of the last 3 years by country, product, channel and customer segment, with quantity, revenue (EUR), cost and profit. The general-purpose dataset for bar, column, donut, table, pivot, map and filter examples.',
    generate: generateSales,
    parts: salesParts,
    columns: [
      col('order_id', 'hierarchy', 'Order', 'Bestelling', 'Commande', 'Order number, unique.'),
      col(
        'date',
        'datetime',
        'Order date',
        'Besteldatum',
        'Date de commande',
        'When the order was placed (UTC).',
        { lowestLevel: 7 },
      ),
      col('country', 'hierarchy', 'Country', 'Land', 'Pays', 'Country name as in world-atlas.'),
      col(
        'country_code',
        'hierarchy',
        'Country code',
        'Landcode',
        'Code pays',
        'ISO 3166-1 numeric code ("056" = Belgium), matching world-atlas ids.',
        { subtype: 'topography' },
      ),
      col('continent', 'hierarchy', 'Continent', 'Continent', 'Continent', 'Continent of the country.'),
      col('product', 'hierarchy', 'Product', 'Product', 'Produit', 'One of 12 products.'),
      col(
        'product_category',
        'hierarchy',
        'Product category',
        'Productcategorie',
        'Catégorie de produit',
        'Home, Electronics, Outdoor or Office.',
      ),
      col('channel', 'hierarchy', 'Channel', 'Kanaal', 'Canal', 'Online, Retail or Partner.'),
      col(
        'customer_segment',
        'hierarchy',
        'Customer segment',
        'Klantsegment',
        'Segment client',
        'Consumer, Business or Public sector.',
      ),
      col('quantity', 'numeric', 'Quantity', 'Aantal', 'Quantité', 'Units in the order.', { format: ',.0f' }),
      col(
        'unit_price',
        'numeric',
        'Unit price',
        'Eenheidsprijs',
        'Prix unitaire',
        'List price per unit (EUR).',
        { format: '$,.2f', subtype: 'currency' },
      ),
      col(
        'revenue',
        'numeric',
        'Revenue',
        'Omzet',
        "Chiffre d'affaires",
        'Order revenue after discount (EUR).',
        { format: '$,.0f', subtype: 'currency' },
      ),
      col('cost', 'numeric', 'Cost', 'Kosten', 'Coût', 'Cost of goods (EUR).', {
        format: '$,.0f',
        subtype: 'currency',
      }),
      col('profit', 'numeric', 'Profit', 'Winst', 'Bénéfice', 'Revenue minus cost (EUR).', {
        format: '$,.0f',
        subtype: 'currency',
      }),
    ],
  },
  {
    id: 'countries',
    name: { en: 'Countries', nl: 'Landen', fr: 'Pays' },
    description:
      '53 countries with ISO codes matching world-atlas, continent, centroid coordinates and rounded, illustrative indicators (population, GDP per capita, life expectancy, internet use, CO2). For maps, scatter plots and parallel coordinates.',
    generate: generateCountries,
    columns: [
      col(
        'country_code',
        'hierarchy',
        'Country code',
        'Landcode',
        'Code pays',
        'ISO 3166-1 numeric code, the world-atlas feature id.',
        { subtype: 'topography' },
      ),
      col('iso3', 'hierarchy', 'ISO alpha-3', 'ISO alpha-3', 'ISO alpha-3', 'ISO 3166-1 alpha-3 code.'),
      col('country', 'hierarchy', 'Country', 'Land', 'Pays', 'Country name as in world-atlas.'),
      col('continent', 'hierarchy', 'Continent', 'Continent', 'Continent', 'Continent.'),
      col('coordinates', 'hierarchy', 'Coordinates', 'Coördinaten', 'Coordonnées', 'Centroid as "lat,lng".', {
        subtype: 'coordinates',
      }),
      col('latitude', 'numeric', 'Latitude', 'Breedtegraad', 'Latitude', 'Centroid latitude.', {
        format: '.2f',
      }),
      col('longitude', 'numeric', 'Longitude', 'Lengtegraad', 'Longitude', 'Centroid longitude.', {
        format: '.2f',
      }),
      col('population', 'numeric', 'Population', 'Bevolking', 'Population', 'Inhabitants.', {
        format: '.3s',
      }),
      col(
        'gdp_per_capita',
        'numeric',
        'GDP per capita',
        'Bbp per inwoner',
        'PIB par habitant',
        'USD, rounded.',
        { format: ',.0f' },
      ),
      col(
        'life_expectancy',
        'numeric',
        'Life expectancy',
        'Levensverwachting',
        'Espérance de vie',
        'Years at birth.',
        { format: '.1f' },
      ),
      col(
        'internet_users',
        'numeric',
        'Internet users (%)',
        'Internetgebruikers (%)',
        'Internautes (%)',
        'Share of the population online.',
        { format: '.0f' },
      ),
      col(
        'co2_per_capita',
        'numeric',
        'CO2 per capita',
        'CO2 per inwoner',
        'CO2 par habitant',
        'Tonnes per person per year.',
        { format: '.1f' },
      ),
    ],
  },
  {
    id: 'cities',
    name: { en: 'Cities', nl: 'Steden', fr: 'Villes' },
    description:
      '48 cities with coordinates, population and yearly international visitors. For marker, symbol, spike, hexbin and heat maps.',
    generate: generateCities,
    columns: [
      col('city', 'hierarchy', 'City', 'Stad', 'Ville', 'City name.'),
      col('country', 'hierarchy', 'Country', 'Land', 'Pays', 'Country name.'),
      col('country_code', 'hierarchy', 'Country code', 'Landcode', 'Code pays', 'ISO 3166-1 numeric code.', {
        subtype: 'topography',
      }),
      col('coordinates', 'hierarchy', 'Coordinates', 'Coördinaten', 'Coordonnées', 'Location as "lat,lng".', {
        subtype: 'coordinates',
      }),
      col('latitude', 'numeric', 'Latitude', 'Breedtegraad', 'Latitude', 'Latitude.', { format: '.2f' }),
      col('longitude', 'numeric', 'Longitude', 'Lengtegraad', 'Longitude', 'Longitude.', { format: '.2f' }),
      col('population', 'numeric', 'Population', 'Bevolking', 'Population', 'Metro population.', {
        format: '.3s',
      }),
      col('visitors', 'numeric', 'Visitors', 'Bezoekers', 'Visiteurs', 'International visitors per year.', {
        format: '.3s',
      }),
      col(
        'city_type',
        'hierarchy',
        'City type',
        'Type stad',
        'Type de ville',
        'Capital, Port or Business hub.',
      ),
    ],
  },
  {
    id: 'routes',
    name: { en: 'Delivery routes', nl: 'Leveringsroutes', fr: 'Itinéraires de livraison' },
    description:
      'Five European delivery routes as ordered stops with coordinates, carrier, leg distance and parcels. For route maps.',
    generate: generateRoutes,
    columns: [
      col('route', 'hierarchy', 'Route', 'Route', 'Itinéraire', 'Route name.'),
      col('carrier', 'hierarchy', 'Carrier', 'Vervoerswijze', 'Mode de transport', 'Sea, Road or Rail.'),
      col(
        'stop_order',
        'numeric',
        'Stop order',
        'Volgorde',
        'Ordre',
        'Position of the stop on its route (1 = start).',
        { format: '.0f' },
      ),
      col('stop', 'hierarchy', 'Stop', 'Halte', 'Arrêt', 'City of the stop.'),
      col(
        'coordinates',
        'hierarchy',
        'Coordinates',
        'Coördinaten',
        'Coordonnées',
        'Stop location as "lat,lng".',
        { subtype: 'coordinates' },
      ),
      col('latitude', 'numeric', 'Latitude', 'Breedtegraad', 'Latitude', 'Latitude.', { format: '.2f' }),
      col('longitude', 'numeric', 'Longitude', 'Lengtegraad', 'Longitude', 'Longitude.', { format: '.2f' }),
      col(
        'distance_km',
        'numeric',
        'Distance (km)',
        'Afstand (km)',
        'Distance (km)',
        'Great-circle distance from the previous stop.',
        { format: ',.0f' },
      ),
      col('parcels', 'numeric', 'Parcels', 'Pakketten', 'Colis', 'Parcels handled at the stop per week.', {
        format: ',.0f',
      }),
    ],
  },
  {
    id: 'energy-flows',
    name: { en: 'Energy flows', nl: 'Energiestromen', fr: "Flux d'énergie" },
    description:
      'Yearly energy flows (TWh) from source through carrier to consuming sector. For sankey diagrams, sunbursts and treemaps.',
    generate: generateFlows,
    columns: [
      col('source', 'hierarchy', 'Source', 'Bron', 'Source', 'Primary source (Solar, Wind, Gas, ...).'),
      col('carrier', 'hierarchy', 'Carrier', 'Drager', 'Vecteur', 'Electricity, Heat or Fuel.'),
      col(
        'sector',
        'hierarchy',
        'Sector',
        'Sector',
        'Secteur',
        'Residential, Commercial, Industry or Transport.',
      ),
      col('amount', 'numeric', 'Amount (TWh)', 'Hoeveelheid (TWh)', 'Quantité (TWh)', 'Energy per year.', {
        format: ',.0f',
      }),
    ],
  },
  {
    id: 'words',
    name: { en: 'Feedback words', nl: 'Feedbackwoorden', fr: 'Mots des retours' },
    description:
      'Words mentioned in customer feedback with their topic, number of mentions and average sentiment (-1 to 1). For word clouds.',
    generate: generateWords,
    columns: [
      col('word', 'hierarchy', 'Word', 'Woord', 'Mot', 'The word.'),
      col(
        'topic',
        'hierarchy',
        'Topic',
        'Onderwerp',
        'Thème',
        'Product, Design, Performance, Data, Platform or Service.',
      ),
      col('mentions', 'numeric', 'Mentions', 'Vermeldingen', 'Mentions', 'Times mentioned.', {
        format: ',.0f',
      }),
      col('sentiment', 'numeric', 'Sentiment', 'Sentiment', 'Sentiment', 'Average sentiment, -1 to 1.', {
        format: '.2f',
      }),
    ],
  },
  {
    id: 'funnel',
    name: { en: 'Conversion funnel', nl: 'Conversietrechter', fr: 'Entonnoir de conversion' },
    description:
      'Users reaching each stage of a trial-to-customer funnel, per acquisition channel. For funnel charts.',
    generate: generateFunnel,
    columns: [
      col('stage', 'hierarchy', 'Stage', 'Fase', 'Étape', 'Funnel stage.'),
      col('stage_order', 'numeric', 'Stage order', 'Volgorde', 'Ordre', '1 (top) to 5 (bottom).', {
        format: '.0f',
      }),
      col('channel', 'hierarchy', 'Channel', 'Kanaal', 'Canal', 'Search, Social, Referral or Events.'),
      col('users', 'numeric', 'Users', 'Gebruikers', 'Utilisateurs', 'Users reaching the stage.', {
        format: ',.0f',
      }),
    ],
  },
  {
    id: 'customers',
    name: { en: 'Customers', nl: 'Klanten', fr: 'Clients' },
    description:
      '1,500 customers with age, gender, segment, country, sign-up date, orders, lifetime value and satisfaction (12 without a satisfaction score). For pyramids (age bins), box and strip plots, scatter plots and parallel coordinates.',
    generate: generateCustomers,
    columns: [
      col('customer_id', 'hierarchy', 'Customer', 'Klant', 'Client', 'Customer number.'),
      col('age', 'numeric', 'Age', 'Leeftijd', 'Âge', 'Age in years (18-79).', { format: '.0f' }),
      col('gender', 'hierarchy', 'Gender', 'Geslacht', 'Genre', 'Female or Male.'),
      col('segment', 'hierarchy', 'Segment', 'Segment', 'Segment', 'Consumer, Business or Public sector.'),
      col('country', 'hierarchy', 'Country', 'Land', 'Pays', 'Country name.'),
      col('continent', 'hierarchy', 'Continent', 'Continent', 'Continent', 'Continent.'),
      col(
        'signup_date',
        'datetime',
        'Sign-up date',
        'Aanmelddatum',
        "Date d'inscription",
        'Day the customer signed up.',
        { lowestLevel: 5 },
      ),
      col('orders', 'numeric', 'Orders', 'Bestellingen', 'Commandes', 'Orders placed.', { format: ',.0f' }),
      col(
        'lifetime_value',
        'numeric',
        'Lifetime value',
        'Klantwaarde',
        'Valeur client',
        'Total revenue from the customer (EUR).',
        { format: '$,.0f', subtype: 'currency' },
      ),
      col(
        'satisfaction',
        'numeric',
        'Satisfaction',
        'Tevredenheid',
        'Satisfaction',
        'Survey score 1-10, empty if not answered.',
        { format: '.0f' },
      ),
      col('sessions', 'numeric', 'Sessions', 'Sessies', 'Sessions', 'App sessions.', { format: ',.0f' }),
    ],
  },
];

const byId = new Map(DATASETS.map((d) => [d.id, d]));
const cache = new Map<string, { day: number; rows: Row[] }>();

export function getDataset(id: string): DatasetDefinition | undefined {
  return byId.get(id);
}

export function getColumn(datasetId: string, columnId: string): DatasetColumn | undefined {
  return byId.get(datasetId)?.columns.find((c) => c.id === columnId);
}

/** Whether a dataset's rows for the current reference day are generated (getRows returns them at once). */
export function hasRows(id: string): boolean {
  return cache.get(id)?.day === referenceDay();
}

/**
 * Generates a dataset's rows for getRows, calling `pause` after each part (DatasetDefinition.parts), so a
 * page's first draw is several short tasks instead of one long one. Nothing to do when they are there already.
 */
export async function prepareRows(id: string, pause: () => Promise<void>): Promise<void> {
  const ds = byId.get(id);
  if (!ds || hasRows(id)) return;
  if (!ds.parts) {
    getRows(id);
    return pause();
  }
  const day = referenceDay();
  const rows: Row[] = [];
  for (const part of ds.parts()) {
    for (const row of part()) rows.push(row);
    await pause();
  }
  // Kept unless the reference day moved on meanwhile (getRows would then make the new day's rows).
  if (referenceDay() === day && !hasRows(id)) cache.set(id, { day, rows });
}

/** The rows of a dataset, generated once per reference day. */
export function getRows(id: string): Row[] {
  const ds = byId.get(id);
  if (!ds) return [];
  const day = referenceDay();
  const hit = cache.get(id);
  if (hit && hit.day === day) return hit.rows;
  const rows = ds.generate();
  cache.set(id, { day, rows });
  return rows;
}

const ranges = new WeakMap<Row[], Map<string, { min: number; max: number } | null>>();

/**
 * The first and last instant of a datetime column over the whole dataset (epoch ms), for the periods at the
 * ends of a time axis that the data covers only partly (query.ts periodEdges). Null when it has no dates.
 */
export function columnRange(datasetId: string, columnId: string): { min: number; max: number } | null {
  const rows = getRows(datasetId);
  let perColumn = ranges.get(rows);
  if (!perColumn) {
    perColumn = new Map();
    ranges.set(rows, perColumn);
  }
  const hit = perColumn.get(columnId);
  if (hit !== undefined) return hit;
  let min = Infinity;
  let max = -Infinity;
  for (const r of rows) {
    const v = r[columnId];
    if (typeof v === 'number' && Number.isFinite(v)) {
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  const range = Number.isFinite(min) ? { min, max } : null;
  perColumn.set(columnId, range);
  return range;
}

/** Lists dataset ids and names (for docs and the playground's autocompletion). */
export function listDatasets(): {
  id: string;
  name: LanguageMap;
  description: string;
  columns: DatasetColumn[];
}[] {
  return DATASETS.map(({ generate: _g, ...rest }) => rest);
}

export { pick };
