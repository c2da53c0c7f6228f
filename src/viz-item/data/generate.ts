/**
 * How the demo datasets' rows are made: seeded by absolute date (random.ts), so a given day always has the same
 * numbers and only the window moves with the reference date (clock.ts). Apart from datasets.ts, which describes
 * each dataset (ids, columns, labels: a table the docs quote) and caches the rows these functions make.
 */
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
import type { Row } from './datasets';
import { gaussian, pickWeighted, rngFor, round } from './random';

const dayNumber = (ms: number) => Math.floor(ms / DAY_MS);

/** Volumes go back this many whole months (plus the current one). */
export const VOLUME_MONTHS = 6;
/** Stock prices are shown over this many years (older rows exist for long-range charts). */
export const STOCK_YEARS = 5;

/** Volumes per product line and region, one row per day from the first day of the month 6 months ago to today. */
export function generateVolumes(): Row[] {
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
export function generateStockPrices(): Row[] {
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
export function generateSales(): Row[] {
  return salesRows(referenceDay(), SALES_DAYS - 1, 0);
}

/** A year of sales per part: each day's orders come from that day's own seed, so the parts join seamlessly. */
export function salesParts(): (() => Row[])[] {
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

/** The columns that put a country or a city on a map, and its population (the catalog has it in millions). */
function place(c: { lat: number; lng: number; population: number }): Row {
  return {
    coordinates: `${c.lat},${c.lng}`,
    latitude: c.lat,
    longitude: c.lng,
    population: Math.round(c.population * 1_000_000),
  };
}

export function generateCountries(): Row[] {
  return COUNTRIES.map((c) => ({
    country_code: c.iso,
    iso3: c.iso3,
    country: c.name,
    continent: c.continent,
    ...place(c),
    gdp_per_capita: c.gdp,
    life_expectancy: c.life,
    internet_users: c.internet,
    co2_per_capita: c.co2,
  }));
}

export function generateCities(): Row[] {
  return CITIES.map((c) => ({
    city: c.city,
    country: c.country,
    country_code: c.iso,
    ...place(c),
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

export function generateRoutes(): Row[] {
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

export function generateFlows(): Row[] {
  return FLOWS.map(([source, carrier, sector, amount]) => ({ source, carrier, sector, amount }));
}

export function generateWords(): Row[] {
  return WORDS.map((w) => ({
    word: w.word,
    topic: w.topic,
    mentions: w.weight * 37,
    sentiment: w.sentiment,
  }));
}

export function generateFunnel(): Row[] {
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
export function generateCustomers(): Row[] {
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
