/**
 * The bundled demo datasets. Every dataset and column id here is stable: examples, the chart reference pages
 * and the dashboard playground refer to them (see src/viz-item/README.md for the list).
 * Datetime values are stored as epoch milliseconds (UTC instants); getData() returns them as ISO strings.
 */
import type { ColumnType, LanguageMap } from '../types';
import {
  CHANNELS,
  CITIES,
  COUNTRIES,
  FLOWS,
  FUNNEL_STAGES,
  PRODUCTS,
  ROUTES,
  SALES_COUNTRIES,
  SEGMENTS,
  WORDS,
} from './catalog';
import { DAY_MS, referenceDay } from './clock';
import { gaussian, pick, pickWeighted, rngFor, round } from './random';

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

const dayNumber = (ms: number) => Math.floor(ms / DAY_MS);

/** Volumes per product line and region, one row per day from the first day of the month 6 months ago to today. */
/** Volumes go back this many whole months (plus the current one). */
const VOLUME_MONTHS = 6;
/** Stock prices are shown over this many years (older rows exist for long-range charts). */
const STOCK_YEARS = 5;

function generateVolumes(): Row[] {
  const end = referenceDay();
  const e = new Date(end);
  const start = Date.UTC(e.getUTCFullYear(), e.getUTCMonth() - VOLUME_MONTHS, 1);
  const lines: [string, number][] = [
    ['Essentials', 420],
    ['Professional', 260],
    ['Enterprise', 130],
  ];
  const regions: [string, number][] = [
    ['North', 1.1],
    ['South', 0.8],
    ['East', 0.95],
    ['West', 1.15],
  ];
  const rows: Row[] = [];
  for (let date = start; date <= end; date += DAY_MS) {
    const dn = dayNumber(date);
    const weekday = (new Date(date).getUTCDay() + 6) % 7;
    const weekFactor = weekday >= 5 ? 0.62 : 1 + 0.04 * (2 - Math.abs(weekday - 2));
    const season = 1 + 0.18 * Math.sin((2 * Math.PI * (dn % 365)) / 365);
    for (const [line, base] of lines) {
      for (const [region, factor] of regions) {
        const rand = rngFor('volumes', dn, line, region);
        const target = Math.round(base * factor * season * weekFactor * (1 + dn * 0.00002));
        const volume = Math.max(0, Math.round(target * (0.82 + 0.36 * rand())));
        rows.push({
          date,
          product_line: line,
          region,
          volume,
          target,
          returns: Math.round(volume * (0.01 + 0.04 * rand())),
        });
      }
    }
  }
  return rows;
}

/** One stock (ticker QNTL): a seeded random walk from a fixed anchor, trading days of the last 5 years. */
function generateStockPrices(): Row[] {
  const end = referenceDay();
  const start = Date.UTC(2015, 0, 1);
  const windowStart = Date.UTC(
    new Date(end).getUTCFullYear() - STOCK_YEARS,
    new Date(end).getUTCMonth(),
    new Date(end).getUTCDate(),
  );
  const rows: Row[] = [];
  let close = 42;
  for (let date = start; date <= end; date += DAY_MS) {
    const weekday = new Date(date).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const rand = rngFor('stock', dayNumber(date));
    const ret = 0.00035 + 0.016 * gaussian(rand);
    const open = close * (1 + 0.004 * gaussian(rand));
    const next = Math.max(1, close * Math.exp(ret));
    const high = Math.max(open, next) * (1 + Math.abs(0.007 * gaussian(rand)));
    const low = Math.min(open, next) * (1 - Math.abs(0.007 * gaussian(rand)));
    if (date >= windowStart)
      rows.push({
        date,
        ticker: 'QNTL',
        open: round(open, 2),
        high: round(high, 2),
        low: round(low, 2),
        close: round(next, 2),
        volume: Math.round(1_200_000 * (0.6 + rand()) * (1 + Math.abs(ret) * 25)),
      });
    close = next;
  }
  return rows;
}

const countryByIso = new Map(COUNTRIES.map((c) => [c.iso, c]));

const SALES_DAYS = 3 * 365;

/** Orders of the last 3 years: 3 to 9 orders a day, by country, product, channel and customer segment. */
function generateSales(): Row[] {
  return salesRows(referenceDay(), SALES_DAYS - 1, 0);
}

/** A year of sales per part: each day's orders come from that day's own seed, so the parts join seamlessly. */
function salesParts(): (() => Row[])[] {
  const end = referenceDay();
  return [2, 1, 0].map((year) => () => salesRows(end, 365 * year + 364, 365 * year));
}

/** The orders of the days `from` to `to` days before `end` (from >= to), oldest first. */
function salesRows(end: number, from: number, to: number): Row[] {
  const rows: Row[] = [];
  const productWeights = PRODUCTS.map((p) => [p, p.weight] as const);
  for (let i = from; i >= to; i--) {
    const day = end - i * DAY_MS;
    const dn = dayNumber(day);
    const rand = rngFor('sales', dn);
    const growth = 1 + ((SALES_DAYS - i) / SALES_DAYS) * 0.5;
    const orders = Math.floor(
      (3 + rand() * 6) * growth * (1 + 0.2 * Math.sin((2 * Math.PI * (dn % 365)) / 365 + 1.5)),
    );
    for (let o = 0; o < orders; o++) {
      const iso = pickWeighted(rand, SALES_COUNTRIES);
      const country = countryByIso.get(iso)!;
      const product = pickWeighted(rand, productWeights);
      const channel = pickWeighted(rand, CHANNELS);
      const segment = pickWeighted(rand, SEGMENTS);
      const quantity = 1 + Math.floor(rand() ** 2 * (segment === 'Consumer' ? 4 : 24));
      const discount = channel === 'Partner' ? 0.12 : segment === 'Business' ? 0.06 : 0;
      const revenue = round(quantity * product.price * (1 - discount), 2);
      const cost = round(revenue * (1 - product.margin) * (0.95 + 0.1 * rand()), 2);
      rows.push({
        order_id: `SO-${dn}-${o + 1}`,
        date: day + Math.floor(rand() * 14 + 7) * 3_600_000 + Math.floor(rand() * 60) * 60_000,
        country: country.name,
        country_code: iso,
        continent: country.continent,
        product: product.product,
        product_category: product.category,
        channel,
        customer_segment: segment,
        quantity,
        unit_price: product.price,
        revenue,
        cost,
        profit: round(revenue - cost, 2),
      });
    }
  }
  return rows;
}

function generateCountries(): Row[] {
  return COUNTRIES.map((c) => ({
    country_code: c.iso,
    iso3: c.iso3,
    country: c.name,
    continent: c.continent,
    coordinates: `${c.lat},${c.lng}`,
    latitude: c.lat,
    longitude: c.lng,
    population: Math.round(c.population * 1_000_000),
    gdp_per_capita: c.gdp,
    life_expectancy: c.life,
    internet_users: c.internet,
    co2_per_capita: c.co2,
  }));
}

function generateCities(): Row[] {
  return CITIES.map((c) => ({
    city: c.city,
    country: c.country,
    country_code: c.iso,
    coordinates: `${c.lat},${c.lng}`,
    latitude: c.lat,
    longitude: c.lng,
    population: Math.round(c.population * 1_000_000),
    visitors: Math.round(c.visitors * 1_000_000),
    city_type: c.kind,
  }));
}

const cityByName = new Map(CITIES.map((c) => [c.city, c]));

function haversine(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const r = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(r(b.lat - a.lat) / 2) ** 2 +
    Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function generateRoutes(): Row[] {
  const rows: Row[] = [];
  for (const r of ROUTES) {
    let previous: { lat: number; lng: number } | null = null;
    r.stops.forEach((stop, i) => {
      const c = cityByName.get(stop)!;
      const rand = rngFor('routes', r.route, stop);
      rows.push({
        route: r.route,
        carrier: r.carrier,
        stop_order: i + 1,
        stop,
        coordinates: `${c.lat},${c.lng}`,
        latitude: c.lat,
        longitude: c.lng,
        distance_km: previous ? Math.round(haversine(previous, c)) : 0,
        parcels: Math.round(800 + rand() * 4200),
      });
      previous = c;
    });
  }
  return rows;
}

function generateFlows(): Row[] {
  return FLOWS.map(([source, carrier, sector, amount]) => ({ source, carrier, sector, amount }));
}

function generateWords(): Row[] {
  return WORDS.map((w) => ({
    word: w.word,
    topic: w.topic,
    mentions: w.weight * 37,
    sentiment: w.sentiment,
  }));
}

function generateFunnel(): Row[] {
  const rows: Row[] = [];
  const channels = ['Search', 'Social', 'Referral', 'Events'];
  for (const channel of channels) {
    const rand = rngFor('funnel', channel);
    let users = Math.round(20_000 + rand() * 30_000);
    for (const [stage, order] of FUNNEL_STAGES) {
      rows.push({ stage, stage_order: order, channel, users });
      users = Math.round(users * (0.25 + rand() * 0.45));
    }
  }
  return rows;
}

/** 1,500 customers with age, gender, segment and value; used for bins, box plots and scatter plots. */
function generateCustomers(): Row[] {
  const end = referenceDay();
  const rows: Row[] = [];
  const rand = rngFor('customers');
  for (let i = 1; i <= 1500; i++) {
    const segment = pickWeighted(rand, SEGMENTS);
    const age = Math.min(79, Math.max(18, Math.round(41 + 13 * gaussian(rand))));
    const gender = rand() < 0.51 ? 'Female' : 'Male';
    const country = countryByIso.get(pickWeighted(rand, SALES_COUNTRIES))!;
    const orders = 1 + Math.floor(rand() ** 1.6 * (segment === 'Consumer' ? 12 : 40));
    const value = round(
      orders * (segment === 'Consumer' ? 85 : 320) * (0.6 + rand() * 0.9) * (1 + (age - 18) / 120),
      2,
    );
    rows.push({
      customer_id: `C-${String(i).padStart(4, '0')}`,
      age,
      gender,
      segment,
      country: country.name,
      continent: country.continent,
      signup_date: end - Math.floor(rand() * 4 * 365) * DAY_MS,
      orders,
      lifetime_value: value,
      satisfaction: Math.min(10, Math.max(1, Math.round(7.2 + 1.6 * gaussian(rand)))),
      sessions: Math.round(orders * (4 + rand() * 10)),
    });
  }
  // A couple of customers that never answered the satisfaction survey, so "is null" has something to find.
  for (const r of rows.slice(0, 12)) r.satisfaction = null;
  return rows;
}

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
