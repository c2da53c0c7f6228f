/** The aggregations the chart item computes in the browser (slot content `aggregationFunc`). */
export const COMPUTED_AGGREGATIONS = [
  'sum',
  'average',
  'count',
  'distinctcount',
  'min',
  'max',
  'median',
  'cumulativesum',
  'stddev',
] as const;

/**
 * Every aggregation a dashboard may name (the dashboard JSON schema accepts them): the computed ones, and two
 * that this runtime does not compute (its validation rejects them with the list above).
 */
export const AGGREGATIONS = [...COMPUTED_AGGREGATIONS, 'rate', 'weightedaverage'] as const;

export type AggregationFunc = (typeof AGGREGATIONS)[number];
