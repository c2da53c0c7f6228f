/**
 * `@quantaloop/embed`: the web components a reader embeds (`<viz-item>`, `<quantaloop-dashboard>`,
 * `<quantaloop-iq-chat>`, `<quantaloop-iq-answer>`) and their types, as the guides import them
 * (`import type { VizItemElement, Slot } from '@quantaloop/embed'`). The chart item's types (./types.ts) are the
 * ones its runtime implements (src/viz-item re-exports them): what the guides compile against is what the live
 * examples run. Importing the package loads the elements' runtime (./runtime.ts).
 *
 * tests/unit/guides/typecheck.test.ts compiles every TypeScript and JavaScript block of the guides against this
 * module; see src/embed/README.md.
 */
import './runtime';
import type {
  ExportFormat,
  FilterGroup,
  SelectedDataInput,
  Slot,
  VizItemEventBase,
  VizItemEventMap,
  VizItemInputs,
  VizItemMethods,
  VizItemOptions,
  ThemeOption,
} from './types';

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

/** An element with typed `addEventListener` / `removeEventListener` for its own events. */
interface EmbedElement<Map, Self> extends HTMLElement {
  addEventListener<K extends keyof Map>(
    type: K,
    listener: (this: Self, event: Map[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: Self, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof Map>(
    type: K,
    listener: (this: Self, event: Map[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: Self, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<viz-item>`: one chart, saved (dashboardId + itemId) or defined in code (type, slots, options, filters). */
export interface VizItemElement
  extends EmbedElement<VizItemEventMap, VizItemElement>, VizItemInputs, VizItemMethods {}

// ---- <quantaloop-dashboard> --------------------------------------------------------------------------------

export type ScreenMode = 'mobile' | 'tablet' | 'desktop' | 'largeScreen' | 'fixed' | 'auto';
export type EditMode = 'view' | 'editLimited' | 'editFull';

export interface DashboardInputs {
  dashboardId?: string;
  /** Alternative to `dashboardId`: a slug set on the dashboard, stable across environments. */
  dashboardSlug?: string;
  authKey?: string;
  authToken?: string;
  language?: string;
  screenMode?: ScreenMode;
  editMode?: EditMode;
  /** A theme id or a theme object that overrides the dashboard's own theme. */
  theme?: string | ThemeOption;
  mainColor?: string;
  accentColor?: string;
  timezoneId?: string;
  loaderBackground?: string;
  loaderFontColor?: string;
  loaderSpinnerColor?: string;
  loaderSpinnerBackground?: string;
}

export interface DashboardMethods {
  getData(itemId: string): Promise<{ data: unknown[][] }>;
  getFilters(): Promise<FilterGroup[]>;
  refreshData(itemId?: string): Promise<void>;
  reloadDashboard(): Promise<void>;
  exportDashboard(format: 'pdf' | 'png'): Promise<void>;
  setEditMode(mode: EditMode): Promise<void>;
  addFilters(itemId: string, filters: FilterGroup[]): Promise<void>;
  setSelectedData(itemId: string, input: SelectedDataInput): Promise<void>;
}

export interface DashboardActionDetail extends VizItemEventBase {
  action: string;
  dashboardId: string;
}

export interface DashboardEventMap {
  load: CustomEvent<VizItemEventBase>;
  itemsRendered: CustomEvent<VizItemEventBase>;
  changedFilters: VizItemEventMap['changedFilters'];
  customEvent: VizItemEventMap['customEvent'];
  exported: CustomEvent<VizItemEventBase & { exportType: 'pdf' | 'png' | ExportFormat }>;
  dashboardAction: CustomEvent<DashboardActionDetail>;
}

/** `<quantaloop-dashboard>`: a whole dashboard, to view or (with an editMode) to edit. */
export interface DashboardElement
  extends EmbedElement<DashboardEventMap, DashboardElement>, DashboardInputs, DashboardMethods {}

// ---- IQ: <quantaloop-iq-chat> and <quantaloop-iq-answer> -----------------------------------------------------

export type IqResponseMode = 'text' | 'chart' | 'mixed';

export interface IqChatOptions {
  displayMode?: 'fullChat' | 'chatWidget';
  widgetPosition?: 'bottom-right' | 'bottom-left';
  welcomeMessages?: string[];
  initialSuggestions?: string[];
  disclaimer?: string;
  locale?: string;
  /** As a chart item's `options.theme`: `{ id }` or a theme object. */
  chartTheme?: ThemeOption;
  responseMode?: IqResponseMode;
}

export interface IqChatInputs {
  authKey?: string;
  authToken?: string;
  options?: IqChatOptions;
  /** Dataset ids IQ may answer from (default: every dataset the token grants). */
  availableDatasets?: string[];
  initialSuggestionsDatasetId?: string;
  /** URL of a self-hosted IQ service. */
  aiEndpoint?: string;
}

export interface IqChatEventMap {
  load: CustomEvent<VizItemEventBase>;
}

export interface IqChatElement extends EmbedElement<IqChatEventMap, IqChatElement>, IqChatInputs {}

/** A chart as IQ answers it: the inputs of a chart item. */
export interface ChartDefinition {
  type: string;
  slots: Slot[];
  options?: VizItemOptions;
  filters?: FilterGroup[];
}

export type IqMessage =
  | { type: 'humanMessage'; message: string }
  | { type: 'systemMessage'; message: string }
  | { type: 'chartAnswer'; message: string; question: string; chart?: ChartDefinition };

export interface IqAnswerOptions {
  showChartActions?: boolean;
  allowExport?: boolean;
  allowChartConfiguration?: boolean;
  showFeedback?: boolean;
  locale?: string;
  responseMode?: IqResponseMode;
  chartTheme?: ThemeOption;
}

export interface IqAnswerInputs {
  authKey?: string;
  authToken?: string;
  messages?: IqMessage[];
  options?: IqAnswerOptions;
}

export interface IqAnswerEventMap {
  addQuestion: CustomEvent<VizItemEventBase & { question: string }>;
  addAnswer: CustomEvent<VizItemEventBase & { answer: Extract<IqMessage, { type: 'chartAnswer' }> }>;
}

export interface IqAnswerElement extends EmbedElement<IqAnswerEventMap, IqAnswerElement>, IqAnswerInputs {}

/** The tags, so that `document.querySelector('viz-item')` and `createElement` are typed. */
export interface EmbedElements {
  'viz-item': VizItemElement;
  'quantaloop-dashboard': DashboardElement;
  'quantaloop-iq-chat': IqChatElement;
  'quantaloop-iq-answer': IqAnswerElement;
}
