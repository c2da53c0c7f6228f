/**
 * Pages that lead their area in the search results whenever they match (at most MAX_PRIORITY_PER_AREA per
 * area, in this order). Keep it to entry points a developer usually wants first: every page listed here is
 * lifted above pages that may match the query better.
 */
export const PRIORITY_PAGES: readonly string[] = [
  // Guides
  '/guide/dashboard-embedding--intro',
  '/guide/api--introduction',
  '/guide/interacting-with-data--intro',
  '/guide/plugin--introduction',
  '/guide/flex--introduction',
  '/guide/iq--introduction',
  // Flex
  '/flex/charts/bar-chart',
  '/flex/examples/embed-chart-with-options',
  // Dashboard/Chart schema
  '/dashboard-schema',
];

export const MAX_PRIORITY_PER_AREA = 5;
