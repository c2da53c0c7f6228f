/**
 * Entry of the standalone bundle (static/assets/viz-item/viz-item.js, built by scripts/build-viz-item.mjs):
 * registers <viz-item> when loaded, for pages and StackBlitz projects that load the runtime by URL.
 */
import { defineVizItemElement, VizItemElement } from './element';

defineVizItemElement();

export { VizItemElement };
export { defineVizItem } from './index';
export { setDemoReferenceDate } from './data/clock';
export { listDatasets } from './data/datasets';
export { listItemTypes, getItemTypeDefinition } from './definitions';
export type * from './types';
