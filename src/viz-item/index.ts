/**
 * The chart item runtime. `defineVizItem()` registers <viz-item> (idempotent, a no-op on the server);
 * the element, ECharts and the demo data load only in the browser, on demand.
 */
export type {
  AggregationFunc,
  CanFilter,
  ChangedFiltersDetail,
  ColumnReference,
  ColumnType,
  CustomEventDetail,
  DatetimeLevel,
  DisplayOption,
  ExportFormat,
  ExportedDetail,
  FilterGroup,
  FilterOrigin,
  FilterValue,
  ItemFilter,
  LanguageMap,
  RelativeDateValue,
  ResultColumn,
  SelectedDataInput,
  Slot,
  SlotEntry,
  ThemeOption,
  VizItemData,
  VizItemEventBase,
  VizItemEventMap,
  VizItemInputs,
  VizItemMethods,
  VizItemOptions,
} from './types';

let defining: Promise<void> | null = null;

/** Registers the <viz-item> custom element. Resolves once it is defined; safe to call repeatedly. */
export function defineVizItem(): Promise<void> {
  if (typeof window === 'undefined' || typeof customElements === 'undefined') return Promise.resolve();
  if (customElements.get('viz-item')) return Promise.resolve();
  defining ??= import('./element').then((m) => m.defineVizItemElement());
  return defining;
}

/** The element interface, for typing `document.querySelector('viz-item')`. */
export type VizItemElement = HTMLElement & import('./types').VizItemInputs & import('./types').VizItemMethods;
