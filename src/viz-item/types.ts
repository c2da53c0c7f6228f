/**
 * The chart item's public types are the package's (src/embed/embed/types.ts, `@quantaloop/embed`): the runtime
 * implements them. This module adds what only the runtime needs.
 */
import type { AggregationFunc, ItemInputs } from '@quantaloop/embed/types';
import type { AGGREGATIONS } from './data/aggregations';

export type * from '@quantaloop/embed/types';

/** The names of ItemInputs, for code that copies them (wrappers, the element's upgrade). */
export const ITEM_INPUTS = [
  'type',
  'slots',
  'options',
  'filters',
  'contextId',
  'canFilter',
  'dashboardId',
  'itemId',
  'authKey',
  'authToken',
] as const satisfies readonly (keyof ItemInputs)[];

/** The published union and the runtime's list of aggregations are the same set: a compile error otherwise. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type AggregationsMatch = Assert<Same<AggregationFunc, (typeof AGGREGATIONS)[number]>>;
