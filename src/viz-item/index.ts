/**
 * The chart item runtime. `defineVizItem()` registers <viz-item> (idempotent, a no-op on the server);
 * the element, ECharts and the demo data load only in the browser, on demand.
 */
export type * from './types';

let defining: Promise<void> | null = null;

/** Registers the <viz-item> custom element. Resolves once it is defined; safe to call repeatedly. */
export function defineVizItem(): Promise<void> {
  if (typeof window === 'undefined' || typeof customElements === 'undefined') return Promise.resolve();
  if (customElements.get('viz-item')) return Promise.resolve();
  defining ??= import(/* webpackChunkName: "viz-item-element" */ './element').then((m) =>
    m.defineVizItemElement(),
  );
  return defining;
}

/**
 * Downloads the exporters' code ahead of a first export (a page calls it when its export control comes into
 * view), so that the export works at once, also when the connection drops later. A failure is left to the
 * export itself, which says so and tries again.
 */
export function prefetchExporters(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return import(/* webpackChunkName: "viz-item-export" */ './export').then(
    () => undefined,
    () => undefined,
  );
}

/** The element interface, for typing `document.querySelector('viz-item')`. */
export type VizItemElement = HTMLElement & import('./types').VizItemInputs & import('./types').VizItemMethods;
