/**
 * <viz-item>: the chart item custom element. Inputs are properties (and kebab-case attributes holding JSON);
 * every change re-renders in place. Data comes from the bundled demo datasets; charts are drawn with ECharts
 * (loaded lazily), tables, numbers, filters and media as accessible HTML.
 */
import { checkJsonText } from '../lib/json-limits';
import { prepareCollator } from './collate';
import { broadcast, register, unregister, type FilterParticipant } from './crossfilter';
import { onReferenceDateChange } from './data/clock';
import { hasRows, prepareRows } from './data/datasets';
import { runQueryCached, type BinInfo } from './data/query';
import { getItemTypeDefinition, isItemType } from './definitions';
import { download } from '../lib/download';
import { exportValue, itemData, rawTable, shownTable, srTable, type RenderedState } from './item-data';
import { fitNumbers, focusAt, focusPath, h } from './html/dom';
import { languageOf, pickLanguage, t } from './i18n';
import { buildQuery, hasNoData, localeOf, planItem, type ItemPlan, type PlanColumn } from './model';
import {
  makeFormatters,
  selectionKey,
  type Cell,
  type RenderContext,
  type ResultRow,
} from './render/context';
import { optB, optS } from './render/common';
import { loadEcharts } from './render/echarts-loader';
import { safeBackground, safeColor } from '../lib/css-values';
import { warmFirstDraw } from './render/warm';
import { loadedHtmlStyles, loadRenderer } from './render/registry';
import type { EchartsOption, Renderer } from './render/types';
import { findSavedItem, SAVED_DASHBOARDS } from './saved-items';
import { STYLES } from './styles';
import { onPageThemeChange, pageIsDark, resolveTheme, type ResolvedTheme } from './themes';
import {
  ITEM_INPUTS,
  type CanFilter,
  type ChangedFiltersDetail,
  type ExportFormat,
  type FilterGroup,
  type FilterOrigin,
  type SelectedDataInput,
  type Slot,
  type VizItemData,
  type VizItemEventBase,
  type VizItemInputs,
  type VizItemMethods,
  type VizItemOptions,
} from './types';
import {
  bandDatum,
  defaultSelectionColumn,
  isSelectable,
  isTouchLike,
  requestedSelection,
  selectionFilters,
  toggled,
  type Selection,
} from './selection';
import type { ChartPointParams, Reader, ReaderInput } from './interaction';
import { validateInputs } from './validate';
import { yieldToMain } from './yield';

type EChartsInstance = ReturnType<(typeof import('echarts/core'))['init']>;

/** Whether an element of this page has drawn yet (the runtime's modules have run). */
let runtimeWarm = false;
/** The ECharts module sets (joined names) elements of this page have drawn with: loaded, nothing to yield for. */
const warmModuleSets = new Set<string>();

/**
 * ECharts' tooltip (9 KiB gzipped; the axis pointer it needs stays in the base chunk, grids use it too) arrives
 * when a reader points at, touches or focuses a chart: nobody sees a tooltip before that. One load for the page;
 * each chart then takes its tooltip option (applyTooltip).
 */
let tooltipLoad: Promise<void> | null = null;
let tooltipReady = false;

function loadTooltip(): Promise<void> {
  tooltipLoad ??= loadEcharts(['tooltip']).then(
    () => {
      tooltipReady = true;
    },
    (error: unknown) => {
      tooltipLoad = null; // The next pointer tries again.
      throw error;
    },
  );
  return tooltipLoad;
}

/**
 * Touch, pen and keyboard handling (interaction.ts, 2 KiB gzipped) arrives with a page's first touch or pen
 * press or key on a chart, as the tooltip does: a mouse reader and a page's first load do without it.
 */
let readerLoad: Promise<typeof import('./interaction')> | null = null;

/** Types drawn with custom series over a fresh layout: redraw from scratch rather than merge. */
const CLEAN_REDRAW = new Set(['wordcloud-chart', 'bubble-chart', 'circle-pack-chart']);

const JSON_ATTRS: Record<string, keyof VizItemInputs> = {
  slots: 'slots',
  options: 'options',
  filters: 'filters',
};
const STRING_ATTRS: Record<string, keyof VizItemInputs> = {
  type: 'type',
  'context-id': 'contextId',
  'dashboard-id': 'dashboardId',
  'item-id': 'itemId',
  'auth-key': 'authKey',
  'auth-token': 'authToken',
  'app-server': 'appServer',
  'api-host': 'apiHost',
};

export class VizItemElement extends HTMLElement implements VizItemMethods, FilterParticipant {
  static get observedAttributes(): string[] {
    return [...Object.keys(JSON_ATTRS), ...Object.keys(STRING_ATTRS), 'can-filter'];
  }

  private inputs: VizItemInputs = {};
  private attrErrors = new Map<string, string>();
  private readonly shadow: ShadowRoot;
  private readonly els: {
    root: HTMLDivElement;
    title: HTMLDivElement;
    body: HTMLDivElement;
    chart: HTMLDivElement;
    clear: HTMLButtonElement;
    html: HTMLDivElement;
    message: HTMLDivElement;
    loader: HTMLDivElement;
    srTable: HTMLTableElement;
  };
  private chart: EChartsInstance | null = null;
  private lastOption: EchartsOption | null = null;
  private chartType: string | null = null;
  private lastShape = '';
  private version = 0;
  private pendingData = true;
  private scheduled: Promise<void> | null = null;
  private waiters: (() => void)[] = [];
  private loadDispatched = false;
  private warned = new Set<string>();
  private resizeObserver: ResizeObserver | null = null;
  private cleanups: (() => void)[] = [];
  private external = new Map<FilterParticipant, FilterGroup[]>();
  private selection: Selection | null = null;
  private ownFilters: FilterGroup[] = [];
  /** Whether this chart has its tooltip (drawn, or given its option, once ECharts' tooltip was loaded). */
  private tooltipApplied = false;
  /** Whether the HTML item types' styles are in this shadow root. */
  private htmlStyled = false;
  /** Where the pointer is over the chart (offset in the chart), for a tooltip that arrives under it. */
  private pointer: { x: number; y: number } | null = null;
  /** The pointerType of the latest gesture: a touch or pen tap reads a point before it selects. */
  private gesture = '';
  /** Taps, long presses and the keyboard walk (interaction.ts) once loaded; till then, the events that came. */
  private reader: Reader | null = null;
  private readerQueue: ReaderInput[] | null = null;
  private lastWidth = 0;
  private lastHeight = 0;
  private firstRenderOfInputs = true;
  /** State of the last successful query and render. */
  private state: RenderedState | null = null;

  constructor() {
    super();
    this.shadow = this.attachShadow({ mode: 'open' });
    // One parsed stylesheet shared by every item (a <style> per shadow root where unsupported).
    const sheet = sharedSheet();
    let style: HTMLStyleElement | null = null;
    if (sheet) this.shadow.adoptedStyleSheets = [sheet];
    else {
      style = document.createElement('style');
      style.textContent = STYLES;
    }
    const title = h('div', { class: 'vi-title', part: 'title', hidden: true });
    const chart = h('div', { class: 'vi-chart', hidden: true });
    const html = h('div', { class: 'vi-html', hidden: true });
    const message = h('div', { class: 'vi-message', part: 'message', hidden: true });
    const loader = h(
      'div',
      { class: 'vi-loader', hidden: true, role: 'status' },
      h('span', { class: 'spin', 'aria-hidden': 'true' }),
      h('span', {}, 'Loading…'),
    );
    // Visible while this item's selection filters its context: the way out that does not need the same click.
    const clear = h(
      'button',
      { type: 'button', class: 'vi-clear', part: 'clear-selection', hidden: true },
      h('span', { 'aria-hidden': 'true' }, '×'),
      h('span', { class: 'vi-clear-text' }, 'Clear selection'),
    );
    clear.addEventListener('click', () => this.applySelection(null));
    const body = h('div', { class: 'vi-body', part: 'body' }, chart, html, message, loader);
    const srTable = h('table', { class: 'vi-sr-only' });
    const root = h('div', { class: 'vi-root', part: 'container' }, title, body, srTable);
    this.shadow.append(...(style ? [style] : []), root);
    this.els = { root, title, body, chart, html, message, loader, srTable, clear };
    // Properties set before the element was upgraded live on the instance: move them through the setters.
    for (const key of [...ITEM_INPUTS, 'appServer', 'apiHost'] as const) {
      if (Object.prototype.hasOwnProperty.call(this, key)) {
        const value = (this as Record<string, unknown>)[key];
        delete (this as Record<string, unknown>)[key];
        (this as Record<string, unknown>)[key] = value;
      }
    }
  }

  // ---- Inputs -------------------------------------------------------------------------------------------

  private setInput<K extends keyof VizItemInputs>(key: K, value: VizItemInputs[K]): void {
    if (this.inputs[key] === value) return;
    this.inputs = { ...this.inputs, [key]: value };
    if (key === 'contextId' || key === 'canFilter' || key === 'type') this.onScopeChange();
    // A new definition starts without a selection; other inputs (options) keep it.
    if (key === 'type' || key === 'slots' || key === 'dashboardId' || key === 'itemId') this.selection = null;
    this.firstRenderOfInputs = true;
    this.requestUpdate(true);
  }

  get type(): string | undefined {
    return this.inputs.type;
  }
  set type(v: string | undefined) {
    this.setInput('type', v);
  }
  get slots(): readonly Slot[] | undefined {
    return this.inputs.slots;
  }
  set slots(v: readonly Slot[] | undefined) {
    this.setInput('slots', v);
  }
  get options(): VizItemOptions | undefined {
    return this.inputs.options;
  }
  set options(v: VizItemOptions | undefined) {
    this.setInput('options', v);
  }
  get filters(): readonly FilterGroup[] | undefined {
    return this.inputs.filters;
  }
  set filters(v: readonly FilterGroup[] | undefined) {
    this.setInput('filters', v);
  }
  get contextId(): string | undefined {
    return this.inputs.contextId;
  }
  set contextId(v: string | undefined) {
    this.setInput('contextId', v);
  }
  get canFilter(): CanFilter | undefined {
    return this.inputs.canFilter;
  }
  set canFilter(v: CanFilter | undefined) {
    this.setInput('canFilter', v);
  }
  get dashboardId(): string | undefined {
    return this.inputs.dashboardId;
  }
  set dashboardId(v: string | undefined) {
    this.setInput('dashboardId', v);
  }
  get itemId(): string | undefined {
    return this.inputs.itemId;
  }
  set itemId(v: string | undefined) {
    this.setInput('itemId', v);
  }
  get authKey(): string | undefined {
    return this.inputs.authKey;
  }
  set authKey(v: string | undefined) {
    this.inputs = { ...this.inputs, authKey: v };
  }
  get authToken(): string | undefined {
    return this.inputs.authToken;
  }
  set authToken(v: string | undefined) {
    this.inputs = { ...this.inputs, authToken: v };
  }
  get appServer(): string | undefined {
    return this.inputs.appServer;
  }
  set appServer(v: string | undefined) {
    this.inputs = { ...this.inputs, appServer: v };
  }
  get apiHost(): string | undefined {
    return this.inputs.apiHost;
  }
  set apiHost(v: string | undefined) {
    this.inputs = { ...this.inputs, apiHost: v };
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    if (name in STRING_ATTRS) {
      this.setInput(STRING_ATTRS[name]!, (value ?? undefined) as never);
      return;
    }
    if (name === 'can-filter') {
      this.attrErrors.delete(name);
      let v: CanFilter | undefined;
      if (value === null || value === '') v = undefined;
      else if (value.trim() === 'all') v = 'all';
      else if (value.trim().startsWith('[')) {
        try {
          v = JSON.parse(value) as string[];
        } catch {
          this.attrErrors.set(name, 'The can-filter attribute is not valid JSON (use all or a JSON list)');
        }
      } else
        v = value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      this.setInput('canFilter', v);
      return;
    }
    const key = JSON_ATTRS[name];
    if (!key) return;
    this.attrErrors.delete(name);
    if (value === null || value.trim() === '') {
      this.setInput(key, undefined);
      return;
    }
    const limit = checkJsonText(value);
    if (limit) {
      this.attrErrors.set(
        name,
        `The ${name} attribute is refused: ${limit.message.replace(/^It is/, 'it is')}`,
      );
      this.requestUpdate(true);
      return;
    }
    try {
      this.setInput(key, JSON.parse(value) as never);
    } catch (err) {
      this.attrErrors.set(name, `The ${name} attribute is not valid JSON: ${(err as Error).message}`);
      this.requestUpdate(true);
    }
  }

  // ---- Lifecycle ----------------------------------------------------------------------------------------

  connectedCallback(): void {
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    this.cleanups.push(
      onPageThemeChange(() => {
        if (!this.inputs.options?.theme) this.requestUpdate(false);
      }),
      onReferenceDateChange(() => this.requestUpdate(true)),
    );
    const onKey = (e: KeyboardEvent) => {
      if (e.target !== this || !this.chart) return;
      // The walk's keys never scroll the page, even before the code that walks has arrived.
      if (!this.reader && /^(Arrow|Home$|End$)/.test(e.key)) e.preventDefault();
      this.interact({ key: e });
    };
    const onPointer = (e: PointerEvent) => {
      const box = this.els.chart.getBoundingClientRect();
      this.pointer = { x: e.clientX - box.left, y: e.clientY - box.top };
      this.wantTooltip();
    };
    // Touch and pen gestures go to interaction.ts, with whether they began on the drawing.
    const toTouch = (e: PointerEvent) => {
      if (isTouchLike(e.pointerType))
        this.interact({ e, onChart: !!this.chart && e.composedPath().includes(this.els.chart) });
    };
    const onDown = (e: PointerEvent) => {
      this.gesture = e.pointerType;
      onPointer(e);
      toTouch(e);
    };
    const onMove = (e: PointerEvent) => {
      if (!this.tooltipApplied) onPointer(e);
      toTouch(e);
    };
    const onLeave = () => (this.pointer = null);
    const onFocus = () => this.wantTooltip();
    const listeners: [string, (e: never) => void][] = [
      ['keydown', onKey],
      ['pointerover', onPointer],
      ['pointerdown', onDown],
      ['pointermove', onMove],
      ['pointerup', toTouch],
      ['pointercancel', toTouch],
      ['pointerleave', onLeave],
      ['focusin', onFocus],
    ];
    for (const [type, fn] of listeners) this.addEventListener(type, fn as EventListener);
    this.cleanups.push(() => {
      for (const [type, fn] of listeners) this.removeEventListener(type, fn as EventListener);
      this.reader?.reset();
    });
    if (typeof ResizeObserver !== 'undefined') {
      this.resizeObserver = new ResizeObserver(() => this.onResize());
      this.resizeObserver.observe(this);
    }
    register(this);
    this.requestUpdate(true);
  }

  disconnectedCallback(): void {
    this.cleanups.forEach((c) => c());
    this.cleanups = [];
    this.resizeObserver?.disconnect();
    this.resizeObserver = null;
    unregister(this);
    this.external.clear();
    this.disposeChart();
    this.version++;
  }

  private disposeChart(): void {
    this.reader?.reset();
    this.chart?.dispose();
    this.chart = null;
    this.tooltipApplied = false;
    this.lastOption = null;
    this.chartType = null;
    this.lastShape = '';
  }

  // ---- FilterParticipant --------------------------------------------------------------------------------

  get itemType(): string | undefined {
    return this.effectiveInputs().type;
  }
  get itemIdentifier(): string | undefined {
    return this.inputs.itemId;
  }
  get context(): string | undefined {
    return this.inputs.contextId;
  }
  get filterScope(): CanFilter {
    return this.inputs.canFilter ?? 'all';
  }
  get activeFilters(): FilterGroup[] {
    return this.ownFilters;
  }

  receiveFilters(source: FilterParticipant, groups: FilterGroup[]): void {
    const had = this.external.get(source);
    if (!groups.length) {
      if (!had) return;
      this.external.delete(source);
    } else {
      if (had && JSON.stringify(had) === JSON.stringify(groups)) return;
      this.external.set(source, groups);
    }
    this.requestUpdate(true);
  }

  private onScopeChange(): void {
    if (!this.isConnected) return;
    unregister(this);
    register(this);
    if (this.ownFilters.length) broadcast(this, this.ownFilters);
  }

  // ---- Update cycle -------------------------------------------------------------------------------------

  /** Coalesces changes into one update per microtask; `data` re-runs the query. */
  private requestUpdate(data: boolean): Promise<void> {
    this.pendingData ||= data;
    if (!this.scheduled) {
      this.scheduled = Promise.resolve().then(() => {
        this.scheduled = null;
        const withData = this.pendingData;
        this.pendingData = false;
        return this.update(withData);
      });
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Inputs with a saved item (dashboardId + itemId) resolved: saved definition, element options on top. */
  private effectiveInputs(): VizItemInputs {
    const i = this.inputs;
    if (i.type || !i.itemId) return i;
    const saved = findSavedItem(i.dashboardId, i.itemId);
    if (!saved) return i;
    return {
      ...i,
      type: saved.type,
      slots: i.slots ?? saved.slots,
      options: { ...saved.options, ...(i.options ?? {}) },
    };
  }

  private async update(withData: boolean): Promise<void> {
    const version = ++this.version;
    const done = () => {
      const waiters = this.waiters;
      this.waiters = [];
      waiters.forEach((w) => w());
    };
    try {
      if (!this.isConnected) return;
      if (!this.loadDispatched) {
        this.loadDispatched = true;
        this.emit('load', {});
        // The page's first draw: out of the task that evaluated the runtime's chunk and connected the element.
        if (!runtimeWarm) {
          runtimeWarm = true;
          await yieldToMain();
          if (version !== this.version || !this.isConnected) return;
        }
      }
      await this.render(withData, version);
    } catch (err) {
      // Bad input must never throw out of the element: show it and warn once.
      if (version === this.version) this.showProblem(`Could not draw this item: ${(err as Error).message}`);
    } finally {
      if (version === this.version) done();
    }
  }

  private async render(withData: boolean, version: number): Promise<void> {
    const inputs = this.effectiveInputs();
    const locale = localeOf(inputs.options);
    this.dataset.kind = (isItemType(inputs.type) && getItemTypeDefinition(inputs.type)?.kind) || 'chart';
    this.setAccessibleName(inputs, locale);

    const attrProblem = this.attrErrors.values().next().value as string | undefined;
    if (attrProblem) return this.showProblem(attrProblem);
    if (!inputs.type && inputs.itemId) {
      const dashboards = SAVED_DASHBOARDS.map((d) => d.id).join(', ');
      return this.showProblem(
        `Item "${inputs.itemId}" was not found in dashboard "${inputs.dashboardId ?? ''}" (offline demo dashboards: ${dashboards})`,
      );
    }
    const problems = validateInputs(inputs);
    if (problems.length) return this.showProblem(problems[0]!.message);
    const def = getItemTypeDefinition(inputs.type!)!;
    const dataless = def.slots.length === 0;
    if (!dataless && hasNoData(inputs)) {
      this.state = null;
      this.clearDrawing();
      this.els.title.hidden = true;
      this.applyTheme(resolveTheme(inputs.options?.theme, pageIsDark()));
      this.showMessage(`${def.title}: ${t(locale, 'noData')}`, false);
      this.emit('rendered', {});
      return;
    }

    const pageDark = pageIsDark();
    const theme = resolveTheme(inputs.options?.theme, pageDark);
    this.applyTheme(theme);

    // The renderer's chunk downloads while the query runs. Handled here too: an item that stops at a problem
    // below never awaits it.
    const rendererLoad = loadRenderer(inputs.type!);
    rendererLoad.catch(() => undefined);
    let plan: ItemPlan;
    let rows: ResultRow[] = [];
    let bins: Record<string, BinInfo> = {};
    let total = 0;
    let limited = false;
    const filters = this.currentFilters(inputs);
    // New numbers under the finger: the tapped reading is over (the next tap reads again).
    if (withData) this.reader?.dismiss();
    if (withData || !this.state) {
      plan = planItem(inputs);
      if (!dataless) {
        const query = buildQuery(plan, filters);
        if (!query) return this.showProblem('This item has no dataset');
        // A dataset's first generation (the sales rows: about half of a cold first query) in tasks of its own.
        if (!hasRows(query.datasetId)) {
          await prepareRows(query.datasetId, yieldToMain);
          if (version !== this.version) return;
        }
        // The page's first collator (the query sorts its groups) in a task of its own too.
        if (prepareCollator()) {
          await yieldToMain();
          if (version !== this.version) return;
        }
        try {
          const result = runQueryCached(query);
          rows = result.rows;
          bins = result.bins;
          total = result.total;
          limited = result.limited;
        } catch (err) {
          return this.showProblem((err as Error).message);
        }
      }
    } else {
      plan = planItem(inputs);
      ({ rows, bins, total, limited } = this.state);
    }
    this.state = { plan, rows, bins, total, limited, filters, theme };
    if (this.selection && !plan.dimensions.some((d) => d.key === this.selection!.column.key))
      this.selection = null;

    const renderer = await rendererLoad;
    if (version !== this.version) return;
    if (!renderer) return this.showProblem(`No renderer for "${plan.type}"`);
    this.renderTitle(inputs, plan, theme);
    const ctx = this.makeContext(plan, rows, bins, theme, filters);

    if (!dataless && rows.length === 0 && def.kind !== 'filter') {
      this.clearDrawing();
      this.showMessage(t(locale, 'noData'), false);
      this.renderSrTable(plan, rows);
      this.emit('rendered', {});
      return;
    }

    if (renderer.engine === 'echarts') await this.drawEcharts(renderer, ctx, version);
    else {
      this.adoptHtmlStyles();
      if (this.chart) this.disposeChart();
      this.els.chart.hidden = true;
      const next = document.createElement('div');
      next.className = 'vi-html-inner';
      next.style.height = '100%';
      await renderer.render(ctx, next);
      if (version !== this.version) return;
      // Swap in one step so the previous content stays until the new one is ready (no flicker).
      const focused = focusPath(this.els.html, this.shadow.activeElement);
      this.els.html.replaceChildren(next);
      this.els.html.hidden = false;
      fitNumbers(this.els.html);
      focusAt(this.els.html, focused);
    }
    if (version !== this.version) return;
    this.els.message.hidden = true;
    this.els.loader.hidden = true;
    // Added on the first selection only: items that never select (filters, tables) carry no extra control.
    if (this.selection && !this.els.clear.isConnected) this.els.body.append(this.els.clear);
    this.els.clear.hidden = !this.selection;
    this.els.clear.lastElementChild!.textContent = t(locale, 'clearSelection');
    this.firstRenderOfInputs = false;
    this.renderSrTable(plan, rows, renderer);
    this.emit('rendered', {});
  }

  private async drawEcharts(
    renderer: Renderer & { engine: 'echarts' },
    ctx: RenderContext,
    version: number,
  ): Promise<void> {
    this.els.html.hidden = true;
    this.els.html.replaceChildren();
    const needsLoad = !this.chart;
    if (needsLoad) this.els.loader.hidden = false;
    // The tooltip waits for a reader's pointer or focus (wantTooltip).
    const modules = (
      typeof renderer.modules === 'function' ? renderer.modules(ctx) : renderer.modules
    ).filter((m) => m !== 'tooltip' || tooltipReady);
    const modulesKey = modules.join(',');
    const cold = needsLoad && !warmModuleSets.has(modulesKey);
    const echarts = await loadEcharts(modules);
    // A cold first draw: out of the task that evaluated ECharts' modules.
    if (cold) await yieldToMain();
    if (renderer.prepare) await renderer.prepare(ctx, echarts);
    if (version !== this.version || !this.isConnected) return;
    this.els.chart.hidden = false;
    if (!this.chart) {
      this.chart = echarts.init(this.els.chart, undefined, { renderer: 'canvas' });
      this.bindChartEvents(this.chart);
      if (cold) {
        await yieldToMain();
        if (version !== this.version || !this.isConnected) return;
      }
    }
    if (cold) {
      warmFirstDraw(ctx, echarts);
      await yieldToMain();
      if (version !== this.version || !this.isConnected) return;
    }
    const { width, height } = this.els.chart.getBoundingClientRect();
    if (
      width &&
      height &&
      (Math.abs(width - this.chart.getWidth()) > 1 || Math.abs(height - this.chart.getHeight()) > 1)
    )
      this.chart.resize();
    const option = renderer.build({
      ...ctx,
      width: this.chart.getWidth() || ctx.width,
      height: this.chart.getHeight() || ctx.height,
    });
    const sameType = this.chartType === ctx.plan.type && !CLEAN_REDRAW.has(ctx.plan.type);
    // The same structure (type, series, components and their keys): a plain merge updates values in place and
    // animates them. Anything else starts clean: ECharts merges series of the same id, so a key that went away
    // (stack, markLine) would otherwise survive. Either way the canvas is redrawn in the same frame.
    const shape = optionShape(option);
    if (sameType && shape === this.lastShape) this.chart.setOption(option);
    else this.chart.setOption(option, { notMerge: true });
    this.lastShape = shape;
    this.tooltipApplied = tooltipReady;
    warmModuleSets.add(modulesKey);
    this.chartType = ctx.plan.type;
    this.lastOption = option;
    // A clean redraw (a selection can change the option's structure) drops the tooltip: the tapped one stays.
    if (tooltipReady) this.reader?.reshow();
    this.els.loader.hidden = true;
  }

  /** The HTML item types' styles, in this shadow root from its first HTML drawing on. */
  private adoptHtmlStyles(): void {
    const text = loadedHtmlStyles();
    if (this.htmlStyled || !text) return;
    this.htmlStyled = true;
    htmlSheetCache ??= parsedSheet(text);
    if (htmlSheetCache) this.shadow.adoptedStyleSheets = [...this.shadow.adoptedStyleSheets, htmlSheetCache];
    else this.shadow.prepend(h('style', {}, text));
  }

  /** A reader reaches for the chart: its tooltip, loaded once for the page, then given to this chart. */
  private wantTooltip(): void {
    if (this.tooltipApplied) return;
    if (tooltipReady) {
      this.applyTooltip();
      return;
    }
    loadTooltip().then(
      () => this.applyTooltip(),
      (error: unknown) => console.warn('[viz-item] the chart tooltip could not be loaded', error),
    );
  }

  private applyTooltip(): void {
    const option = this.lastOption;
    if (!this.chart || !option || this.tooltipApplied) return;
    this.tooltipApplied = true;
    if (!option.tooltip) return;
    this.chart.setOption({ tooltip: option.tooltip });
    // Shown where the reader already is: at the focused point, where a finger tapped before the tooltip's code
    // arrived, or under a pointer that has not moved.
    if (!this.reader?.reshow() && this.pointer)
      this.chart.dispatchAction({ type: 'showTip', ...this.pointer });
  }

  private bindChartEvents(chart: EChartsInstance): void {
    let handled = false;
    // The data point under a finger or pen as it comes down (ECharts reports it before the press ends).
    chart.on('mousedown', (params: ChartPointParams) => {
      if (isTouchLike(this.gesture)) this.interact({ item: params });
    });
    chart.on('click', (params: ChartPointParams) => {
      const d = params.data;
      // Taps and pen presses are followed from their pointer events (interaction.ts): a tap reads, not selects.
      if (!isSelectable(d) || isTouchLike(this.gesture)) return;
      handled = true;
      this.onPointActivated(d.sel ?? null, d.selCol, false, {
        seriesIndex: params.seriesIndex,
        dataIndex: params.dataIndex,
        datum: d,
      });
    });
    chart.getZr().on('click', (e: { target?: unknown; offsetX: number; offsetY: number }) => {
      if (handled) {
        handled = false;
        return;
      }
      if (isTouchLike(this.gesture)) return;
      // Axis-trigger charts select the whole band under the pointer (a month, a category), not only its marker.
      const option = this.lastOption;
      const band =
        option && chart.containPixel({ gridIndex: 0 }, [e.offsetX, e.offsetY])
          ? bandDatum(option, (dim) =>
              chart.convertFromPixel({ [`${dim}Index`]: 0 }, dim === 'xAxis' ? e.offsetX : e.offsetY),
            )
          : null;
      if (band) {
        this.onPointActivated(band.datum.sel ?? null, band.datum.selCol, false, band.point);
        return;
      }
      if (!e.target && this.selection) this.applySelection(null);
    });
  }

  // ---- Touch, pen and keyboard (interaction.ts) -----------------------------------------------------------

  /** Hands an event to interaction.ts; a key or a touch press loads it, and what comes meanwhile waits. */
  private interact(input: ReaderInput): void {
    if (this.reader) return this.reader.input(input);
    if (this.readerQueue) return void this.readerQueue.push(input);
    if ('item' in input || ('e' in input && input.e.type !== 'pointerdown')) return;
    const queued = (this.readerQueue = [input]);
    readerLoad ??= import(/* webpackChunkName: "viz-item-interaction" */ './interaction');
    readerLoad.then(
      ({ Reader }) => {
        const reader = new Reader(this, {
          state: () => ({
            chart: this.chart,
            option: this.lastOption,
            box: this.els.chart.getBoundingClientRect(),
            selected: !!this.selection,
            tooltip: this.tooltipApplied,
          }),
          select: (d, point, additive = false) =>
            d ? this.onPointActivated(d.sel ?? null, d.selCol, additive, point) : this.applySelection(null),
          wantTooltip: () => this.wantTooltip(),
        });
        this.reader = reader;
        this.readerQueue = null;
        queued.forEach((i) => reader.input(i));
      },
      (error: unknown) => {
        readerLoad = null; // The next press or key tries again.
        this.readerQueue = null;
        console.warn('[viz-item] touch and keyboard handling could not be loaded', error);
      },
    );
  }

  /** A click or Enter on a data point: a customEvent when configured, else a selection toggle. */
  private onPointActivated(
    value: Cell,
    column: PlanColumn | undefined,
    additive: boolean,
    point: Record<string, unknown> = {},
  ): void {
    const st = this.state;
    if (!st) return;
    const col = column ?? defaultSelectionColumn(st.plan);
    if (!col) return;
    const datum = (point.datum ?? {}) as Record<string, unknown>;
    if (
      this.emitCustomEvent({
        column: col.columnId,
        columnLabel: col.label,
        value: exportValue(col, value),
        label: st && this.formatters().fmt(col, value),
        ...(typeof datum.raw === 'number' ? { measure: datum.raw } : {}),
      })
    )
      return;
    if (!optB(st.plan.options, 'interactivity.select', true)) return;
    this.applySelection(toggled(this.selection, col, value, additive));
  }

  private applySelection(sel: Selection | null, origin: FilterOrigin = 'filterFromVizItem'): void {
    this.selection = sel;
    const groups = sel ? selectionFilters(sel, this.state?.bins ?? {}) : [];
    this.setOwnFilters(groups, origin);
    void this.requestUpdate(false);
  }

  private setOwnFilters(
    groups: FilterGroup[],
    origin: FilterOrigin,
    extra: Record<string, unknown> = {},
  ): void {
    const changed = JSON.stringify(groups) !== JSON.stringify(this.ownFilters);
    const previous = this.ownFilters;
    this.ownFilters = groups;
    if (!changed) return;
    const inputs = this.effectiveInputs();
    const detail: Omit<ChangedFiltersDetail, keyof VizItemEventBase> & Record<string, unknown> = {
      changed: groups.length ? groups : previous,
      filters: groups,
      item: { type: inputs.type, itemId: inputs.itemId, contextId: inputs.contextId },
      origin,
      ...extra,
    };
    this.emit('changedFilters', detail);
    broadcast(this, groups);
  }

  private currentFilters(inputs: VizItemInputs): FilterGroup[] {
    const out = [...(inputs.filters ?? [])];
    for (const groups of this.external.values()) out.push(...groups);
    return out;
  }

  private formatters() {
    const st = this.state!;
    return makeFormatters(st.plan, st.bins, st.rows);
  }

  private makeContext(
    plan: ItemPlan,
    rows: ResultRow[],
    bins: Record<string, BinInfo>,
    theme: ResolvedTheme,
    filters: FilterGroup[],
  ): RenderContext {
    const { fmt, fmtAxis } = makeFormatters(plan, bins, rows);
    const rect = this.els.body.getBoundingClientRect();
    return {
      plan,
      rows,
      bins,
      theme,
      locale: plan.locale,
      timeZone: plan.timeZone,
      width: rect.width || 400,
      height: rect.height || 300,
      selection: new Set((this.selection?.values ?? []).map(selectionKey)),
      selectionColumn: this.selection?.column,
      filters,
      msg: (key) => t(plan.locale, key),
      fmt,
      fmtAxis,
      select: (value, opts) => this.onPointActivated(value, opts?.column, !!opts?.additive),
      customEvent: (point) => this.emitCustomEvent(point),
      setFilters: (groups, extra) => {
        this.setOwnFilters(groups, 'filterFromFilterItem', extra);
      },
      ownFilters: this.ownFilters,
      firstRender: this.firstRenderOfInputs,
      totals: (extra) => {
        const query = buildQuery(plan, [...filters, ...extra]);
        if (!query) return {};
        const row = runQueryCached({ ...query, dimensions: [], raw: false }).rows[0] ?? {};
        return Object.fromEntries(
          plan.measures.map((m) => [m.key, typeof row[m.key] === 'number' ? (row[m.key] as number) : null]),
        );
      },
    };
  }

  private emitCustomEvent(point: Record<string, unknown>): boolean {
    const options = this.state?.plan.options ?? {};
    if (!optB(options, 'interactivity.customEvents.enabled', false)) return false;
    const language = languageOf(localeOf(options));
    this.emit('customEvent', {
      data: { event: optS(options, 'interactivity.customEvents.event', 'click'), language, ...point },
    });
    return true;
  }

  // ---- Presentation -------------------------------------------------------------------------------------

  private applyTheme(theme: ResolvedTheme): void {
    const s = this.style;
    const set = (k: string, v: string | undefined) => (v ? s.setProperty(k, v) : s.removeProperty(k));
    set('--vi-bg', theme.background);
    set('--vi-text', theme.text);
    set('--vi-muted', theme.muted);
    set('--vi-grid', theme.grid);
    set('--vi-axis', theme.axis);
    set('--vi-surface', theme.surface);
    set('--vi-accent', theme.mainColor);
    set('--vi-on-accent', theme.dark ? '#111827' : '#ffffff');
    set('--vi-positive', theme.positive);
    set('--vi-negative', theme.negative);
    set('--vi-font', theme.fontFamily);
    set('--vi-font-size', `${theme.fontSize}px`);
    set('--vi-border', theme.border);
    set('--vi-radius', theme.borderRadius);
    set('--vi-shadow', theme.boxShadow);
    set('--vi-scheme', theme.dark ? 'dark' : 'light');
    // Reader-given colours pass the site's CSS value rule (src/lib/css-values.ts), as the theme's did.
    const loader = (this.inputs.options?.loader ?? {}) as Record<string, unknown>;
    set('--vi-loader-bg', safeBackground(loader.background) ?? undefined);
    set('--vi-loader-spinner', safeColor(loader.spinnerColor) ?? undefined);
    set('--vi-loader-track', safeColor(loader.spinnerBackground) ?? undefined);
    set('--vi-loader-text', safeColor(loader.fontColor) ?? undefined);
  }

  private titleText(inputs: VizItemInputs, locale: string): string | undefined {
    return pickLanguage(inputs.options?.title as never, locale);
  }

  private setAccessibleName(inputs: VizItemInputs, locale: string): void {
    const def = isItemType(inputs.type) ? getItemTypeDefinition(inputs.type) : undefined;
    const name = this.titleText(inputs, locale) ?? def?.title ?? 'Chart item';
    this.setAttribute('aria-label', name);
    const kind = def?.kind;
    this.setAttribute(
      'role',
      kind === 'filter' ? 'group' : kind === 'table' || kind === 'media' ? 'region' : 'figure',
    );
    this.els.srTable.querySelector('caption')?.replaceChildren(name);
  }

  private renderTitle(inputs: VizItemInputs, plan: ItemPlan, theme: ResolvedTheme): void {
    const text = this.titleText(inputs, plan.locale);
    const show =
      !!text && plan.def.optionGroups.includes('title') && optB(plan.options, 'display.title', true);
    const el = this.els.title;
    el.hidden = !show;
    if (!show) return;
    el.textContent = text!;
    const tt = theme.title;
    el.style.cssText = `font-size:${tt.fontSize}px;font-weight:${tt.bold ? 700 : 400};font-style:${tt.italic ? 'italic' : 'normal'};text-decoration:${tt.underline ? 'underline' : 'none'};text-align:${tt.align}`;
  }

  private clearDrawing(): void {
    this.disposeChart();
    this.els.chart.hidden = true;
    this.els.html.hidden = true;
    this.els.html.replaceChildren();
    this.els.loader.hidden = true;
  }

  private showMessage(text: string, error: boolean): void {
    const m = this.els.message;
    m.className = `vi-message${error ? ' error' : ''}`;
    m.setAttribute('role', error ? 'alert' : 'status');
    m.replaceChildren(error ? h('div', { class: 'box' }, h('strong', {}, 'Chart item: '), text) : text);
    m.hidden = false;
  }

  /** Bad input: a clear message in the item and one console warning (never an error) per distinct problem. */
  private showProblem(message: string): void {
    this.state = null;
    this.clearDrawing();
    this.els.title.hidden = true;
    this.applyTheme(resolveTheme(undefined, pageIsDark()));
    this.showMessage(message, true);
    const key = `${this.inputs.type ?? ''}|${message}`;
    if (!this.warned.has(key)) {
      this.warned.add(key);
      console.warn(`[viz-item${this.inputs.type ? ` ${this.inputs.type}` : ''}] ${message}`);
    }
    this.emit('rendered', { error: message });
  }

  /** A visually hidden data table: what the chart shows, for screen readers. */
  private renderSrTable(plan: ItemPlan, rows: ResultRow[], renderer?: Renderer): void {
    const table = this.els.srTable;
    if (!renderer || renderer.engine !== 'echarts') {
      table.replaceChildren();
      table.hidden = true;
      return;
    }
    table.hidden = false;
    const { headers, rows: cells } = srTable(plan, rows, this.formatters().fmt);
    table.replaceChildren(
      h(
        'caption',
        {},
        `${this.getAttribute('aria-label') ?? plan.def.title} (${t(plan.locale, 'dataTable')})`,
      ),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          headers.map((label) => h('th', { scope: 'col' }, label)),
        ),
      ),
      h(
        'tbody',
        {},
        cells.map((row) =>
          h(
            'tr',
            {},
            row.map((text) => h('td', {}, text)),
          ),
        ),
      ),
    );
  }

  private onResize(): void {
    const { width, height } = this.getBoundingClientRect();
    if (Math.abs(width - this.lastWidth) < 1 && Math.abs(height - this.lastHeight) < 1) return;
    this.lastWidth = width;
    this.lastHeight = height;
    if (this.chart) {
      this.chart.resize();
      // The layout depends on the size (label placement, legend rows, tick count): redraw with the new size.
      if (this.state) void this.requestUpdate(false);
    } else if (this.state && ['number'].includes(this.state.plan.def.kind)) void this.requestUpdate(false);
  }

  // ---- Events -------------------------------------------------------------------------------------------

  private emit(type: string, extra: Record<string, unknown>): void {
    const inputs = this.effectiveInputs();
    const detail = {
      type,
      itemId: inputs.itemId,
      contextId: inputs.contextId,
      language: languageOf(localeOf(inputs.options)),
      options: inputs.options,
      itemType: inputs.type,
      ...extra,
    };
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  // ---- Methods ------------------------------------------------------------------------------------------

  getData(): VizItemData {
    return itemData(this.state);
  }

  getFilters(): FilterGroup[] {
    return this.ownFilters.map((g) => structuredClone(g));
  }

  refreshData(): Promise<void> {
    return this.requestUpdate(true);
  }

  setSelectedData(input: SelectedDataInput): void {
    if (this.state) this.applySelection(requestedSelection(this.state.plan, input));
  }

  async export(format: ExportFormat = 'png'): Promise<string | void> {
    const st = this.state;
    const inputs = this.effectiveInputs();
    const title =
      this.titleText(inputs, localeOf(inputs.options)) ?? st?.plan.def.title ?? inputs.type ?? 'chart';
    if (!['xlsx', 'csv', 'xlsx-raw', 'csv-raw', 'png', 'base64'].includes(format)) {
      console.warn(
        `[viz-item] Unknown export format "${String(format)}" (use xlsx, csv, xlsx-raw, csv-raw, png or base64)`,
      );
      return;
    }
    // The exporters load with the first export (or when a page shows an export control: prefetchExporters).
    const { dataUrlToBlob, fileSlug, toCsv, toXlsx } = await loadExporters();
    const base = fileSlug(title);
    if (format === 'png' || format === 'base64') {
      const url = await this.toPngDataUrl(title, this.titleText(inputs, localeOf(inputs.options)));
      if (format === 'base64') {
        this.emit('exported', { exportType: format });
        return url;
      }
      download(dataUrlToBlob(url), `${base}.png`);
      this.emit('exported', { exportType: format });
      return;
    }
    const raw = format.endsWith('-raw');
    const table = raw ? rawTable(this.state) : shownTable(this.state);
    if (format.startsWith('csv'))
      download(
        new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }),
        `${base}${raw ? '-raw' : ''}.csv`,
      );
    else download(await toXlsx(table, title), `${base}${raw ? '-raw' : ''}.xlsx`);
    this.emit('exported', { exportType: format });
  }

  private async toPngDataUrl(title: string, shownTitle: string | undefined): Promise<string> {
    const { tableToPng, withTitle } = await loadExporters();
    const theme = this.state?.theme ?? resolveTheme(this.inputs.options?.theme, pageIsDark());
    if (this.chart) {
      const ratio = 2;
      const drawing = this.chart.getRenderedCanvas({ pixelRatio: ratio, backgroundColor: theme.background });
      // The image stands on its own (shared, pasted in a report): it carries the item's title above the chart.
      return shownTitle ? withTitle(drawing, shownTitle, theme, ratio) : drawing.toDataURL('image/png');
    }
    return tableToPng(shownTable(this.state), title, {
      background: theme.background,
      text: theme.text,
      muted: theme.muted,
      grid: theme.grid,
      font: theme.fontFamily,
    });
  }
}

/**
 * The exporters' code (its own chunk). When it cannot load (offline, a deploy replaced it), the export fails
 * with a message a reader can act on, and the next export tries the download again (a failed chunk is not
 * remembered as loaded).
 */
async function loadExporters(): Promise<typeof import('./export')> {
  try {
    return await import(/* webpackChunkName: "viz-item-export" */ './export');
  } catch (error) {
    throw new Error(
      `The export could not start: its code did not load (${(error as Error)?.name ?? 'network error'}; are you offline?). Try again once you are connected.`,
      { cause: error },
    );
  }
}

/**
 * The structure of an option: components, series ids and types, and the keys of each (one level deep). When
 * it is unchanged a plain merge updates everything in place; a key that disappeared would survive a merge.
 */
function optionShape(option: EchartsOption): string {
  const keysOf = (v: unknown): string => {
    if (Array.isArray(v)) return `[${v.map(keysOf).join(';')}]`;
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      return `{${Object.keys(o)
        .filter((k) => o[k] !== undefined)
        .sort()
        .map((k) => (k === 'id' || k === 'type' ? `${k}=${String(o[k])}` : k))
        .join(',')}}`;
    }
    return '';
  };
  return Object.keys(option)
    .filter((k) => option[k] !== undefined)
    .sort()
    .map((k) => `${k}:${keysOf(option[k])}`)
    .join('|');
}

let sheetCache: CSSStyleSheet | null | undefined;
function sharedSheet(): CSSStyleSheet | null {
  sheetCache ??= parsedSheet(STYLES);
  return sheetCache;
}

let htmlSheetCache: CSSStyleSheet | null | undefined;

/** One parsed stylesheet per text, shared by every item; null where constructable sheets are unsupported. */
function parsedSheet(text: string): CSSStyleSheet | null {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    return sheet;
  } catch {
    return null;
  }
}

/** Registers <viz-item> once; safe to call many times and a no-op outside the browser. */
export function defineVizItemElement(): void {
  if (typeof window === 'undefined' || typeof customElements === 'undefined') return;
  if (!customElements.get('viz-item')) customElements.define('viz-item', VizItemElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'viz-item': VizItemElement;
  }
}
