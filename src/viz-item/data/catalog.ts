/**
 * Static reference lists the demo datasets are built from. Numbers are rounded, illustrative figures (in the
 * right order of magnitude) for documentation demos, not statistics to rely on.
 * `iso` is the ISO 3166-1 numeric code, as used for the country ids of the world-atlas TopoJSON.
 */

export interface CountryInfo {
  iso: string;
  iso3: string;
  name: string;
  continent: string;
  lat: number;
  lng: number;
  population: number; // millions
  gdp: number; // GDP per capita, USD
  life: number; // life expectancy, years
  internet: number; // % of population online
  co2: number; // tonnes per capita
}

// prettier-ignore
export const COUNTRIES: CountryInfo[] = [
  { iso: '056', iso3: 'BEL', name: 'Belgium', continent: 'Europe', lat: 50.64, lng: 4.67, population: 11.7, gdp: 53500, life: 82.0, internet: 94, co2: 7.7 },
  { iso: '528', iso3: 'NLD', name: 'Netherlands', continent: 'Europe', lat: 52.13, lng: 5.29, population: 17.9, gdp: 62500, life: 81.7, internet: 97, co2: 7.1 },
  { iso: '250', iso3: 'FRA', name: 'France', continent: 'Europe', lat: 46.6, lng: 2.45, population: 68.2, gdp: 44400, life: 82.5, internet: 86, co2: 4.6 },
  { iso: '276', iso3: 'DEU', name: 'Germany', continent: 'Europe', lat: 51.1, lng: 10.4, population: 84.4, gdp: 52700, life: 80.9, internet: 92, co2: 8.0 },
  { iso: '826', iso3: 'GBR', name: 'United Kingdom', continent: 'Europe', lat: 54.0, lng: -2.0, population: 68.3, gdp: 48900, life: 81.0, internet: 96, co2: 4.7 },
  { iso: '724', iso3: 'ESP', name: 'Spain', continent: 'Europe', lat: 40.2, lng: -3.6, population: 48.1, gdp: 33500, life: 83.2, internet: 95, co2: 4.9 },
  { iso: '380', iso3: 'ITA', name: 'Italy', continent: 'Europe', lat: 42.8, lng: 12.6, population: 58.9, gdp: 38400, life: 83.0, internet: 86, co2: 5.4 },
  { iso: '620', iso3: 'PRT', name: 'Portugal', continent: 'Europe', lat: 39.6, lng: -8.0, population: 10.5, gdp: 27300, life: 81.7, internet: 85, co2: 3.9 },
  { iso: '372', iso3: 'IRL', name: 'Ireland', continent: 'Europe', lat: 53.2, lng: -8.2, population: 5.3, gdp: 103700, life: 82.6, internet: 95, co2: 6.9 },
  { iso: '756', iso3: 'CHE', name: 'Switzerland', continent: 'Europe', lat: 46.8, lng: 8.2, population: 8.9, gdp: 99900, life: 83.9, internet: 96, co2: 4.0 },
  { iso: '040', iso3: 'AUT', name: 'Austria', continent: 'Europe', lat: 47.6, lng: 14.1, population: 9.1, gdp: 56500, life: 81.6, internet: 93, co2: 6.9 },
  { iso: '752', iso3: 'SWE', name: 'Sweden', continent: 'Europe', lat: 62.0, lng: 15.0, population: 10.5, gdp: 55500, life: 83.1, internet: 96, co2: 3.6 },
  { iso: '578', iso3: 'NOR', name: 'Norway', continent: 'Europe', lat: 61.0, lng: 9.0, population: 5.5, gdp: 87900, life: 83.2, internet: 99, co2: 7.5 },
  { iso: '208', iso3: 'DNK', name: 'Denmark', continent: 'Europe', lat: 56.0, lng: 9.5, population: 5.9, gdp: 68300, life: 81.4, internet: 98, co2: 4.9 },
  { iso: '246', iso3: 'FIN', name: 'Finland', continent: 'Europe', lat: 64.0, lng: 26.0, population: 5.6, gdp: 53000, life: 81.2, internet: 93, co2: 6.5 },
  { iso: '616', iso3: 'POL', name: 'Poland', continent: 'Europe', lat: 52.1, lng: 19.4, population: 36.7, gdp: 22100, life: 78.6, internet: 87, co2: 7.7 },
  { iso: '203', iso3: 'CZE', name: 'Czechia', continent: 'Europe', lat: 49.8, lng: 15.5, population: 10.9, gdp: 30400, life: 79.8, internet: 85, co2: 8.5 },
  { iso: '348', iso3: 'HUN', name: 'Hungary', continent: 'Europe', lat: 47.2, lng: 19.5, population: 9.6, gdp: 22100, life: 76.7, internet: 89, co2: 4.4 },
  { iso: '642', iso3: 'ROU', name: 'Romania', continent: 'Europe', lat: 45.9, lng: 24.9, population: 19.0, gdp: 18400, life: 76.6, internet: 89, co2: 3.7 },
  { iso: '300', iso3: 'GRC', name: 'Greece', continent: 'Europe', lat: 39.1, lng: 22.0, population: 10.4, gdp: 22900, life: 81.1, internet: 84, co2: 5.4 },
  { iso: '804', iso3: 'UKR', name: 'Ukraine', continent: 'Europe', lat: 49.0, lng: 31.4, population: 37.0, gdp: 5200, life: 73.4, internet: 79, co2: 3.3 },
  { iso: '792', iso3: 'TUR', name: 'Turkey', continent: 'Asia', lat: 39.0, lng: 35.2, population: 85.3, gdp: 12900, life: 78.5, internet: 83, co2: 5.1 },
  { iso: '840', iso3: 'USA', name: 'United States of America', continent: 'North America', lat: 39.8, lng: -98.6, population: 334.9, gdp: 80400, life: 77.5, internet: 92, co2: 14.4 },
  { iso: '124', iso3: 'CAN', name: 'Canada', continent: 'North America', lat: 56.1, lng: -106.3, population: 40.1, gdp: 53400, life: 81.7, internet: 94, co2: 14.2 },
  { iso: '484', iso3: 'MEX', name: 'Mexico', continent: 'North America', lat: 23.6, lng: -102.6, population: 128.5, gdp: 13900, life: 75.0, internet: 78, co2: 3.5 },
  { iso: '076', iso3: 'BRA', name: 'Brazil', continent: 'South America', lat: -14.2, lng: -51.9, population: 216.4, gdp: 10000, life: 75.8, internet: 84, co2: 2.2 },
  { iso: '032', iso3: 'ARG', name: 'Argentina', continent: 'South America', lat: -38.4, lng: -63.6, population: 46.7, gdp: 13700, life: 77.4, internet: 89, co2: 4.0 },
  { iso: '152', iso3: 'CHL', name: 'Chile', continent: 'South America', lat: -35.7, lng: -71.5, population: 19.6, gdp: 17100, life: 80.0, internet: 90, co2: 4.3 },
  { iso: '170', iso3: 'COL', name: 'Colombia', continent: 'South America', lat: 4.6, lng: -74.3, population: 52.1, gdp: 6900, life: 77.7, internet: 73, co2: 1.8 },
  { iso: '604', iso3: 'PER', name: 'Peru', continent: 'South America', lat: -9.2, lng: -75.0, population: 34.4, gdp: 7800, life: 76.7, internet: 75, co2: 1.7 },
  { iso: '392', iso3: 'JPN', name: 'Japan', continent: 'Asia', lat: 36.2, lng: 138.3, population: 124.5, gdp: 33800, life: 84.7, internet: 87, co2: 8.5 },
  { iso: '410', iso3: 'KOR', name: 'South Korea', continent: 'Asia', lat: 35.9, lng: 127.8, population: 51.7, gdp: 33100, life: 83.7, internet: 97, co2: 11.6 },
  { iso: '156', iso3: 'CHN', name: 'China', continent: 'Asia', lat: 35.9, lng: 104.2, population: 1410.7, gdp: 12600, life: 78.6, internet: 77, co2: 8.9 },
  { iso: '356', iso3: 'IND', name: 'India', continent: 'Asia', lat: 21.0, lng: 78.0, population: 1428.6, gdp: 2500, life: 70.8, internet: 46, co2: 2.0 },
  { iso: '360', iso3: 'IDN', name: 'Indonesia', continent: 'Asia', lat: -2.5, lng: 118.0, population: 277.5, gdp: 4900, life: 71.9, internet: 69, co2: 2.6 },
  { iso: '704', iso3: 'VNM', name: 'Vietnam', continent: 'Asia', lat: 16.1, lng: 107.8, population: 98.9, gdp: 4300, life: 74.6, internet: 79, co2: 3.5 },
  { iso: '764', iso3: 'THA', name: 'Thailand', continent: 'Asia', lat: 15.9, lng: 101.0, population: 71.8, gdp: 7200, life: 79.7, internet: 88, co2: 3.8 },
  { iso: '608', iso3: 'PHL', name: 'Philippines', continent: 'Asia', lat: 12.9, lng: 121.8, population: 117.3, gdp: 3700, life: 69.3, internet: 73, co2: 1.3 },
  { iso: '458', iso3: 'MYS', name: 'Malaysia', continent: 'Asia', lat: 4.2, lng: 102.0, population: 34.3, gdp: 11600, life: 76.1, internet: 97, co2: 8.0 },
  { iso: '586', iso3: 'PAK', name: 'Pakistan', continent: 'Asia', lat: 30.4, lng: 69.3, population: 240.5, gdp: 1400, life: 66.4, internet: 33, co2: 0.9 },
  { iso: '050', iso3: 'BGD', name: 'Bangladesh', continent: 'Asia', lat: 23.7, lng: 90.4, population: 173.0, gdp: 2500, life: 73.7, internet: 39, co2: 0.6 },
  { iso: '682', iso3: 'SAU', name: 'Saudi Arabia', continent: 'Asia', lat: 23.9, lng: 45.1, population: 36.9, gdp: 30400, life: 77.9, internet: 99, co2: 18.2 },
  { iso: '784', iso3: 'ARE', name: 'United Arab Emirates', continent: 'Asia', lat: 23.4, lng: 53.8, population: 9.5, gdp: 52900, life: 79.2, internet: 100, co2: 21.8 },
  { iso: '376', iso3: 'ISR', name: 'Israel', continent: 'Asia', lat: 31.0, lng: 34.9, population: 9.8, gdp: 52600, life: 82.7, internet: 91, co2: 6.2 },
  { iso: '710', iso3: 'ZAF', name: 'South Africa', continent: 'Africa', lat: -30.6, lng: 22.9, population: 60.4, gdp: 6200, life: 64.9, internet: 75, co2: 6.7 },
  { iso: '566', iso3: 'NGA', name: 'Nigeria', continent: 'Africa', lat: 9.1, lng: 8.7, population: 223.8, gdp: 1600, life: 54.5, internet: 55, co2: 0.6 },
  { iso: '818', iso3: 'EGY', name: 'Egypt', continent: 'Africa', lat: 26.8, lng: 30.8, population: 112.7, gdp: 3500, life: 71.6, internet: 72, co2: 2.3 },
  { iso: '404', iso3: 'KEN', name: 'Kenya', continent: 'Africa', lat: 0.0, lng: 37.9, population: 55.1, gdp: 1950, life: 62.7, internet: 40, co2: 0.4 },
  { iso: '504', iso3: 'MAR', name: 'Morocco', continent: 'Africa', lat: 31.8, lng: -7.1, population: 37.8, gdp: 3700, life: 75.3, internet: 90, co2: 1.9 },
  { iso: '288', iso3: 'GHA', name: 'Ghana', continent: 'Africa', lat: 7.9, lng: -1.0, population: 34.1, gdp: 2200, life: 64.9, internet: 70, co2: 0.6 },
  { iso: '231', iso3: 'ETH', name: 'Ethiopia', continent: 'Africa', lat: 9.1, lng: 40.5, population: 126.5, gdp: 1300, life: 65.6, internet: 19, co2: 0.2 },
  { iso: '036', iso3: 'AUS', name: 'Australia', continent: 'Oceania', lat: -25.3, lng: 133.8, population: 26.6, gdp: 64700, life: 83.1, internet: 97, co2: 14.9 },
  { iso: '554', iso3: 'NZL', name: 'New Zealand', continent: 'Oceania', lat: -40.9, lng: 174.9, population: 5.2, gdp: 48500, life: 82.1, internet: 96, co2: 6.2 },
];

export interface CityInfo {
  city: string;
  country: string;
  iso: string;
  lat: number;
  lng: number;
  population: number; // metro, millions
  visitors: number; // international visitors per year, millions
  kind: 'Capital' | 'Port' | 'Business hub';
}

// prettier-ignore
export const CITIES: CityInfo[] = [
  { city: 'Brussels', country: 'Belgium', iso: '056', lat: 50.85, lng: 4.35, population: 2.1, visitors: 4.1, kind: 'Capital' },
  { city: 'Antwerp', country: 'Belgium', iso: '056', lat: 51.22, lng: 4.4, population: 1.1, visitors: 1.2, kind: 'Port' },
  { city: 'Amsterdam', country: 'Netherlands', iso: '528', lat: 52.37, lng: 4.9, population: 2.5, visitors: 8.6, kind: 'Capital' },
  { city: 'Rotterdam', country: 'Netherlands', iso: '528', lat: 51.92, lng: 4.48, population: 1.8, visitors: 1.4, kind: 'Port' },
  { city: 'Paris', country: 'France', iso: '250', lat: 48.86, lng: 2.35, population: 11.2, visitors: 17.4, kind: 'Capital' },
  { city: 'Lyon', country: 'France', iso: '250', lat: 45.76, lng: 4.84, population: 2.3, visitors: 3.5, kind: 'Business hub' },
  { city: 'Marseille', country: 'France', iso: '250', lat: 43.3, lng: 5.37, population: 1.9, visitors: 2.4, kind: 'Port' },
  { city: 'Berlin', country: 'Germany', iso: '276', lat: 52.52, lng: 13.4, population: 4.5, visitors: 6.2, kind: 'Capital' },
  { city: 'Hamburg', country: 'Germany', iso: '276', lat: 53.55, lng: 9.99, population: 3.4, visitors: 2.1, kind: 'Port' },
  { city: 'Munich', country: 'Germany', iso: '276', lat: 48.14, lng: 11.58, population: 2.9, visitors: 4.6, kind: 'Business hub' },
  { city: 'London', country: 'United Kingdom', iso: '826', lat: 51.51, lng: -0.13, population: 14.8, visitors: 19.2, kind: 'Capital' },
  { city: 'Manchester', country: 'United Kingdom', iso: '826', lat: 53.48, lng: -2.24, population: 2.9, visitors: 1.6, kind: 'Business hub' },
  { city: 'Madrid', country: 'Spain', iso: '724', lat: 40.42, lng: -3.7, population: 6.7, visitors: 7.6, kind: 'Capital' },
  { city: 'Barcelona', country: 'Spain', iso: '724', lat: 41.39, lng: 2.17, population: 5.6, visitors: 9.3, kind: 'Port' },
  { city: 'Bilbao', country: 'Spain', iso: '724', lat: 43.26, lng: -2.93, population: 1.0, visitors: 0.9, kind: 'Port' },
  { city: 'Lisbon', country: 'Portugal', iso: '620', lat: 38.72, lng: -9.14, population: 2.9, visitors: 4.5, kind: 'Capital' },
  { city: 'Porto', country: 'Portugal', iso: '620', lat: 41.16, lng: -8.63, population: 1.7, visitors: 2.6, kind: 'Port' },
  { city: 'Rome', country: 'Italy', iso: '380', lat: 41.9, lng: 12.5, population: 4.3, visitors: 10.1, kind: 'Capital' },
  { city: 'Milan', country: 'Italy', iso: '380', lat: 45.46, lng: 9.19, population: 4.3, visitors: 6.6, kind: 'Business hub' },
  { city: 'Zurich', country: 'Switzerland', iso: '756', lat: 47.37, lng: 8.54, population: 1.4, visitors: 3.0, kind: 'Business hub' },
  { city: 'Vienna', country: 'Austria', iso: '040', lat: 48.21, lng: 16.37, population: 2.9, visitors: 6.4, kind: 'Capital' },
  { city: 'Prague', country: 'Czechia', iso: '203', lat: 50.08, lng: 14.44, population: 2.7, visitors: 7.0, kind: 'Capital' },
  { city: 'Warsaw', country: 'Poland', iso: '616', lat: 52.23, lng: 21.01, population: 3.1, visitors: 2.8, kind: 'Capital' },
  { city: 'Copenhagen', country: 'Denmark', iso: '208', lat: 55.68, lng: 12.57, population: 2.1, visitors: 3.5, kind: 'Capital' },
  { city: 'Oslo', country: 'Norway', iso: '578', lat: 59.91, lng: 10.75, population: 1.6, visitors: 1.9, kind: 'Capital' },
  { city: 'Stockholm', country: 'Sweden', iso: '752', lat: 59.33, lng: 18.07, population: 2.4, visitors: 3.0, kind: 'Capital' },
  { city: 'Helsinki', country: 'Finland', iso: '246', lat: 60.17, lng: 24.94, population: 1.5, visitors: 1.8, kind: 'Capital' },
  { city: 'Dublin', country: 'Ireland', iso: '372', lat: 53.35, lng: -6.26, population: 2.0, visitors: 5.5, kind: 'Capital' },
  { city: 'Athens', country: 'Greece', iso: '300', lat: 37.98, lng: 23.73, population: 3.6, visitors: 6.4, kind: 'Capital' },
  { city: 'New York', country: 'United States of America', iso: '840', lat: 40.71, lng: -74.01, population: 19.5, visitors: 13.5, kind: 'Business hub' },
  { city: 'San Francisco', country: 'United States of America', iso: '840', lat: 37.77, lng: -122.42, population: 4.6, visitors: 2.9, kind: 'Business hub' },
  { city: 'Chicago', country: 'United States of America', iso: '840', lat: 41.88, lng: -87.63, population: 9.4, visitors: 1.6, kind: 'Business hub' },
  { city: 'Toronto', country: 'Canada', iso: '124', lat: 43.65, lng: -79.38, population: 6.7, visitors: 5.0, kind: 'Business hub' },
  { city: 'Mexico City', country: 'Mexico', iso: '484', lat: 19.43, lng: -99.13, population: 22.1, visitors: 4.4, kind: 'Capital' },
  { city: 'São Paulo', country: 'Brazil', iso: '076', lat: -23.55, lng: -46.63, population: 22.6, visitors: 2.5, kind: 'Business hub' },
  { city: 'Buenos Aires', country: 'Argentina', iso: '032', lat: -34.6, lng: -58.38, population: 15.6, visitors: 2.6, kind: 'Capital' },
  { city: 'Tokyo', country: 'Japan', iso: '392', lat: 35.68, lng: 139.69, population: 37.2, visitors: 15.3, kind: 'Capital' },
  { city: 'Seoul', country: 'South Korea', iso: '410', lat: 37.57, lng: 126.98, population: 25.0, visitors: 11.2, kind: 'Capital' },
  { city: 'Shanghai', country: 'China', iso: '156', lat: 31.23, lng: 121.47, population: 29.2, visitors: 6.1, kind: 'Port' },
  { city: 'Mumbai', country: 'India', iso: '356', lat: 19.08, lng: 72.88, population: 21.3, visitors: 5.1, kind: 'Port' },
  { city: 'Singapore', country: 'Singapore', iso: '702', lat: 1.35, lng: 103.82, population: 5.9, visitors: 13.6, kind: 'Port' },
  { city: 'Dubai', country: 'United Arab Emirates', iso: '784', lat: 25.2, lng: 55.27, population: 3.6, visitors: 17.2, kind: 'Business hub' },
  { city: 'Cairo', country: 'Egypt', iso: '818', lat: 30.04, lng: 31.24, population: 22.2, visitors: 3.2, kind: 'Capital' },
  { city: 'Lagos', country: 'Nigeria', iso: '566', lat: 6.52, lng: 3.38, population: 16.6, visitors: 1.1, kind: 'Port' },
  { city: 'Nairobi', country: 'Kenya', iso: '404', lat: -1.29, lng: 36.82, population: 5.3, visitors: 1.2, kind: 'Capital' },
  { city: 'Cape Town', country: 'South Africa', iso: '710', lat: -33.92, lng: 18.42, population: 4.9, visitors: 1.8, kind: 'Port' },
  { city: 'Sydney', country: 'Australia', iso: '036', lat: -33.87, lng: 151.21, population: 5.4, visitors: 4.2, kind: 'Port' },
  { city: 'Auckland', country: 'New Zealand', iso: '554', lat: -36.85, lng: 174.76, population: 1.7, visitors: 2.3, kind: 'Port' },
];

/** Delivery routes: ordered stops between cities above. */
export const ROUTES: { route: string; carrier: string; stops: string[] }[] = [
  {
    route: 'North Sea line',
    carrier: 'Sea',
    stops: ['Antwerp', 'Rotterdam', 'Hamburg', 'Copenhagen', 'Oslo'],
  },
  { route: 'Atlantic corridor', carrier: 'Road', stops: ['Lisbon', 'Porto', 'Bilbao', 'Paris', 'Brussels'] },
  { route: 'Alpine express', carrier: 'Rail', stops: ['Milan', 'Zurich', 'Munich', 'Vienna', 'Prague'] },
  { route: 'Baltic run', carrier: 'Rail', stops: ['Berlin', 'Warsaw', 'Helsinki', 'Stockholm'] },
  { route: 'Mediterranean loop', carrier: 'Sea', stops: ['Barcelona', 'Marseille', 'Rome', 'Athens'] },
];

export const PRODUCTS: {
  product: string;
  category: string;
  price: number;
  margin: number;
  weight: number;
}[] = [
  { product: 'Aurora lamp', category: 'Home', price: 89, margin: 0.42, weight: 5 },
  { product: 'Breeze fan', category: 'Home', price: 59, margin: 0.35, weight: 4 },
  { product: 'Cosy throw', category: 'Home', price: 45, margin: 0.5, weight: 4 },
  { product: 'Drift headphones', category: 'Electronics', price: 179, margin: 0.28, weight: 5 },
  { product: 'Echo speaker', category: 'Electronics', price: 129, margin: 0.31, weight: 6 },
  { product: 'Flux charger', category: 'Electronics', price: 35, margin: 0.45, weight: 7 },
  { product: 'Glide backpack', category: 'Outdoor', price: 95, margin: 0.4, weight: 4 },
  { product: 'Harbor tent', category: 'Outdoor', price: 249, margin: 0.33, weight: 2 },
  { product: 'Ion bottle', category: 'Outdoor', price: 25, margin: 0.55, weight: 6 },
  { product: 'Juniper notebook', category: 'Office', price: 15, margin: 0.6, weight: 6 },
  { product: 'Keystone chair', category: 'Office', price: 329, margin: 0.3, weight: 2 },
  { product: 'Lumen desk', category: 'Office', price: 449, margin: 0.27, weight: 2 },
];

export const CHANNELS: [string, number][] = [
  ['Online', 5],
  ['Retail', 3],
  ['Partner', 2],
];

export const SEGMENTS: [string, number][] = [
  ['Consumer', 6],
  ['Business', 3],
  ['Public sector', 1],
];

/** Countries the sales dataset sells to, with a weight (share of orders). */
export const SALES_COUNTRIES: [string, number][] = [
  ['056', 9],
  ['528', 8],
  ['250', 10],
  ['276', 10],
  ['826', 8],
  ['724', 5],
  ['380', 5],
  ['752', 3],
  ['616', 3],
  ['840', 12],
  ['124', 4],
  ['076', 3],
  ['392', 4],
  ['036', 3],
  ['356', 2],
  ['710', 1],
];

export const WORDS: { word: string; topic: string; weight: number; sentiment: number }[] = [
  { word: 'dashboard', topic: 'Product', weight: 98, sentiment: 0.6 },
  { word: 'embedding', topic: 'Product', weight: 86, sentiment: 0.5 },
  { word: 'charts', topic: 'Product', weight: 81, sentiment: 0.7 },
  { word: 'filters', topic: 'Product', weight: 64, sentiment: 0.4 },
  { word: 'export', topic: 'Product', weight: 52, sentiment: 0.3 },
  { word: 'themes', topic: 'Design', weight: 47, sentiment: 0.6 },
  { word: 'colours', topic: 'Design', weight: 41, sentiment: 0.5 },
  { word: 'fonts', topic: 'Design', weight: 30, sentiment: 0.4 },
  { word: 'layout', topic: 'Design', weight: 37, sentiment: 0.3 },
  { word: 'responsive', topic: 'Design', weight: 35, sentiment: 0.6 },
  { word: 'fast', topic: 'Performance', weight: 58, sentiment: 0.8 },
  { word: 'loading', topic: 'Performance', weight: 44, sentiment: -0.2 },
  { word: 'caching', topic: 'Performance', weight: 27, sentiment: 0.2 },
  { word: 'latency', topic: 'Performance', weight: 22, sentiment: -0.4 },
  { word: 'queries', topic: 'Data', weight: 61, sentiment: 0.1 },
  { word: 'datasets', topic: 'Data', weight: 57, sentiment: 0.2 },
  { word: 'plugins', topic: 'Data', weight: 33, sentiment: 0.3 },
  { word: 'formulas', topic: 'Data', weight: 29, sentiment: 0.4 },
  { word: 'timezones', topic: 'Data', weight: 18, sentiment: -0.1 },
  { word: 'security', topic: 'Platform', weight: 55, sentiment: 0.5 },
  { word: 'tokens', topic: 'Platform', weight: 39, sentiment: 0.1 },
  { word: 'multi-tenant', topic: 'Platform', weight: 34, sentiment: 0.4 },
  { word: 'API', topic: 'Platform', weight: 72, sentiment: 0.5 },
  { word: 'support', topic: 'Service', weight: 49, sentiment: 0.7 },
  { word: 'docs', topic: 'Service', weight: 46, sentiment: 0.6 },
  { word: 'onboarding', topic: 'Service', weight: 26, sentiment: 0.5 },
  { word: 'pricing', topic: 'Service', weight: 31, sentiment: -0.3 },
  { word: 'assistant', topic: 'Product', weight: 43, sentiment: 0.7 },
  { word: 'alerts', topic: 'Product', weight: 24, sentiment: 0.2 },
  { word: 'scheduling', topic: 'Product', weight: 20, sentiment: 0.1 },
  { word: 'mobile', topic: 'Design', weight: 25, sentiment: 0.3 },
  { word: 'accessibility', topic: 'Design', weight: 21, sentiment: 0.6 },
  { word: 'integration', topic: 'Platform', weight: 38, sentiment: 0.4 },
  { word: 'SSO', topic: 'Platform', weight: 19, sentiment: 0.3 },
  { word: 'uptime', topic: 'Performance', weight: 23, sentiment: 0.7 },
  { word: 'translations', topic: 'Service', weight: 17, sentiment: 0.5 },
];

/** Energy flows (TWh): source -> carrier -> sector. */
export const FLOWS: [string, string, string, number][] = [
  ['Solar', 'Electricity', 'Residential', 38],
  ['Solar', 'Electricity', 'Commercial', 26],
  ['Solar', 'Electricity', 'Industry', 14],
  ['Wind', 'Electricity', 'Residential', 41],
  ['Wind', 'Electricity', 'Industry', 47],
  ['Wind', 'Electricity', 'Commercial', 22],
  ['Wind', 'Electricity', 'Transport', 9],
  ['Hydro', 'Electricity', 'Industry', 31],
  ['Hydro', 'Electricity', 'Residential', 12],
  ['Nuclear', 'Electricity', 'Industry', 55],
  ['Nuclear', 'Electricity', 'Residential', 29],
  ['Nuclear', 'Electricity', 'Commercial', 18],
  ['Gas', 'Heat', 'Residential', 64],
  ['Gas', 'Heat', 'Industry', 48],
  ['Gas', 'Electricity', 'Industry', 33],
  ['Gas', 'Heat', 'Commercial', 21],
  ['Oil', 'Fuel', 'Transport', 112],
  ['Oil', 'Heat', 'Residential', 17],
  ['Oil', 'Fuel', 'Industry', 12],
  ['Biomass', 'Heat', 'Residential', 19],
  ['Biomass', 'Heat', 'Industry', 15],
  ['Biomass', 'Fuel', 'Transport', 8],
];

export const FUNNEL_STAGES: [string, number][] = [
  ['Visited website', 1],
  ['Viewed pricing', 2],
  ['Started trial', 3],
  ['Built a dashboard', 4],
  ['Became customer', 5],
];
