/**
 * The chart item's public types, as `@quantaloop/embed` publishes them: the contract of <viz-item> (inputs,
 * options, filters, events, methods). The runtime implements them (src/viz-item/types.ts re-exports this file)
 * and StackBlitz projects receive this file as part of the package, so it imports nothing. Imported in Node too
 * (definitions, schema generators): no DOM references here.
 */

/** A map of language code to text, e.g. `{ en: 'Revenue', nl: 'Omzet', fr: "Chiffre d'affaires" }`. */
export type LanguageMap = Record<string, string>;

export type ColumnType = 'hierarchy' | 'numeric' | 'datetime';

/** Aggregations a slot entry may name (src/viz-item/data/aggregations.ts lists the same, as values). */
export type AggregationFunc =
  | 'sum'
  | 'average'
  | 'count'
  | 'distinctcount'
  | 'min'
  | 'max'
  | 'median'
  | 'cumulativesum'
  | 'stddev'
  | 'rate'
  | 'weightedaverage';

/** Datetime levels: 1 year, 2 quarter, 3 month, 4 week, 5 day, 6 hour, 7 minute, 8 second, 9 millisecond. */
export type DatetimeLevel = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface SlotEntry {
  datasetId?: string;
  columnId?: string;
  /** Label per language; the item's locale picks one, falling back to English, then to the column name. */
  label?: LanguageMap | string;
  type?: ColumnType;
  /** e.g. `coordinates` or `topography` for geo columns, `currency` for numbers. */
  subtype?: string;
  /** d3-style number format (`,.2f`, `.0%`, `$,.0f`, `.3s`) or date format (`%Y-%m-%d`, `%b %Y`). */
  format?: string;
  aggregationFunc?: AggregationFunc;
  level?: DatetimeLevel | number;
  lowestLevel?: DatetimeLevel | number;
  bins?: { enabled?: boolean; number?: number };
  /** Ad-hoc formula over column references `{datasetId:columnId}`, e.g. `SUM({sales:revenue}) / COUNT({sales:order_id})`. */
  formula?: string;
  id?: string;
  /** Optional column display colour (legend entries), not required. */
  color?: string;
}

export interface Slot {
  name: string;
  content: readonly SlotEntry[];
}

export interface ColumnReference {
  columnId: string;
  datasetId: string;
  level?: DatetimeLevel | number;
}

export interface RelativeDateValue {
  unit: 'year' | 'quarter' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second' | number;
  quantity: number;
}

export type FilterValue = string | number | boolean | null | RelativeDateValue;

export interface ItemFilter {
  /** `? = ?`, `? in ?`, `? between ?`, `? is null`, `? last_now ?`, ... (see FILTER_EXPRESSIONS). */
  expression: string;
  parameters: readonly [ColumnReference] | readonly [ColumnReference, FilterValue | readonly FilterValue[]];
}

export interface FilterGroup {
  condition: 'and' | 'or';
  filters: readonly ItemFilter[];
  subGroups?: readonly FilterGroup[];
}

export interface ThemeFont {
  fontFamily?: string;
  fontSize?: number;
  fontWeight?: number | string;
  fontStyle?: string;
}

export interface ThemeOption {
  id?: 'default' | 'default_dark' | 'orion' | string;
  name?: string;
  type?: 'custom' | string;
  itemsBackground?: string;
  background?: string;
  colors?: readonly string[];
  mainColor?: string;
  font?: ThemeFont;
  title?: {
    bold?: boolean;
    italic?: boolean;
    underline?: boolean;
    align?: 'left' | 'center' | 'right';
    fontSize?: number;
    border?: boolean;
  };
  borders?: {
    'border-color'?: string;
    'border-radius'?: string;
    'border-style'?: string;
    'border-width'?: string;
  };
  boxShadow?: { size?: 'none' | 'S' | 'M' | 'L'; color?: string };
  axis?: Record<string, unknown>;
  legend?: { type?: 'normal' | 'line' | 'circle'; fontSize?: number; lineHeight?: number };
  tooltip?: { fontSize?: number; background?: string; opacity?: number };
  margins?: readonly [number, number];
}

export interface DisplayOption {
  title?: boolean;
  legend?: boolean;
  categoryLabels?: boolean;
  values?: 'absolute' | 'percentage' | 'none' | boolean;
  modeOption?: boolean;
  [key: string]: unknown;
}

/** Options are open-ended per type; the documented groups are in definitions/options.ts. */
export interface VizItemOptions {
  display?: DisplayOption;
  title?: LanguageMap | string;
  theme?: ThemeOption;
  mode?: 'stacked' | 'grouped' | '100' | string;
  bars?: { label?: 'none' | 'absolute' | 'percentage' | boolean | string; roundedCorners?: number };
  locale?: string;
  timezoneId?: string | { type?: 'fixed' | string; id: string };
  limit?: { number?: number };
  interactivity?: Record<string, unknown>;
  loader?: Record<string, unknown>;
  [group: string]: unknown;
}

export type CanFilter = 'all' | readonly string[];

/** What an item is and shows: the inputs set per item (the React wrapper's props, an example's items). */
export interface ItemInputs {
  type?: string;
  slots?: readonly Slot[];
  options?: VizItemOptions;
  filters?: readonly FilterGroup[];
  contextId?: string;
  canFilter?: CanFilter;
  dashboardId?: string;
  itemId?: string;
  authKey?: string;
  authToken?: string;
}

/** Everything the element takes as input (properties; kebab-case attributes in HTML): also its servers. */
export interface VizItemInputs extends ItemInputs {
  appServer?: string;
  apiHost?: string;
}

export type ExportFormat = 'xlsx' | 'csv' | 'xlsx-raw' | 'csv-raw' | 'png' | 'base64';

export type FilterOrigin = 'filterFromVizItem' | 'filterFromFilterItem' | 'itemFilter' | 'global';

/** Fields every event payload carries. */
export interface VizItemEventBase {
  type: string;
  itemId?: string;
  contextId?: string;
  language: string;
  options?: VizItemOptions;
  /** The item type (`bar-chart`, ...). */
  itemType?: string;
}

export interface ChangedFiltersDetail extends VizItemEventBase {
  type: 'changedFilters';
  changed: FilterGroup[];
  filters: FilterGroup[];
  item: { type?: string; itemId?: string; contextId?: string };
  origin: FilterOrigin;
}

export interface ExportedDetail extends VizItemEventBase {
  type: 'exported';
  exportType: ExportFormat;
}

export interface CustomEventDetail extends VizItemEventBase {
  type: 'customEvent';
  data: { event: string; language: string; [key: string]: unknown };
}

export interface VizItemEventMap {
  load: CustomEvent<VizItemEventBase>;
  rendered: CustomEvent<VizItemEventBase>;
  exported: CustomEvent<ExportedDetail>;
  changedFilters: CustomEvent<ChangedFiltersDetail>;
  customEvent: CustomEvent<CustomEventDetail>;
}

/** A column of a query result. */
export interface ResultColumn {
  /** Slot name the column comes from (`x-axis`, `measure`, ...). */
  slot: string;
  /** Position of the entry inside its slot. */
  index: number;
  role: 'dimension' | 'measure';
  datasetId?: string;
  columnId?: string;
  label: string;
  type: ColumnType;
  subtype?: string;
  format?: string;
  level?: number;
  aggregationFunc?: string;
  binned?: boolean;
}

/** What getData() returns. */
export interface VizItemData {
  data: (string | number | null)[][];
  columns: ResultColumn[];
  /** Number of rows before the limit was applied. */
  totalRows: number;
  limited: boolean;
}

/** Programmatic selection: values of the item's first dimension (or `[dimension, ...]` tuples). */
export type SelectedDataInput = (string | number | null)[] | { values: (string | number | null)[] } | null;

export interface VizItemMethods {
  export(format?: ExportFormat): Promise<string | void>;
  getData(): VizItemData;
  getFilters(): FilterGroup[];
  refreshData(): Promise<void>;
  setSelectedData(input: SelectedDataInput): void;
}
