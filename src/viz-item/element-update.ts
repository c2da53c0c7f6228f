/**
 * The render scheduler behind <viz-item>: what the element holds between draws, and its update cycle. Changes
 * coalesce into one update per microtask; an update resolves the inputs (a saved item's too), validates them,
 * runs the query, loads the type's renderer and draws, yielding to the browser between the cold steps of a
 * page's first draw (yield.ts), and drops its work when a newer update has started. The element (element.ts)
 * only turns properties, attributes and method calls into requests here; the drawing's ECharts side is
 * element-chart.ts, the selection element-selection.ts, what surrounds the drawing element-view.ts.
 */
import { hasRows, prepareRows } from './data/datasets';
import { runQueryCached, type BinInfo } from './data/query';
import { prepareCollator } from './collate';
import { getItemTypeDefinition, isItemType } from './definitions';
import { ChartHost } from './element-chart';
import { ItemSelection } from './element-selection';
import { ItemView } from './element-view';
import { languageOf, t } from './i18n';
import type { RenderedState } from './item-data';
import { buildQuery, hasNoData, localeOf, planItem, type ItemPlan } from './model';
import { measureTotals } from './totals';
import { makeFormatters, selectionKey, type RenderContext, type ResultRow } from './render/context';
import { loadRenderer } from './render/registry';
import { resolveSavedItem, SAVED_DASHBOARDS } from './saved-items';
import { pageIsDark, resolveTheme, type ResolvedTheme } from './themes';
import type { FilterGroup, VizItemInputs } from './types';
import { validateInputs } from './validate';
import { yieldToMain } from './yield';

/** Whether an element of this page has drawn yet (the runtime's modules have run). */
let runtimeWarm = false;

export class ItemCore {
  /** The inputs as given to the element (a saved item's are resolved per update: effectiveInputs). */
  inputs: VizItemInputs = {};
  /** Attributes that could not be read, per attribute: shown instead of drawing. */
  readonly attrErrors = new Map<string, string>();
  /** State of the last successful query and render. */
  state: RenderedState | null = null;
  /** The next draw is the first of new inputs (filter items then publish their initial value). */
  firstRenderOfInputs = true;
  readonly view: ItemView;
  readonly chart: ChartHost;
  readonly selection: ItemSelection;
  #version = 0;
  #pendingData = true;
  #scheduled: Promise<void> | null = null;
  #waiters: (() => void)[] = [];
  #loadDispatched = false;
  #warned = new Set<string>();
  #lastWidth = 0;
  #lastHeight = 0;

  constructor(
    readonly element: HTMLElement,
    shadow: ShadowRoot,
  ) {
    this.view = new ItemView(element, shadow, () => this.selection.apply(null));
    this.chart = new ChartHost(this, element, this.view.els);
    this.selection = new ItemSelection(this);
  }

  /** Coalesces changes into one update per microtask; `data` re-runs the query. */
  request(data: boolean): Promise<void> {
    this.#pendingData ||= data;
    if (!this.#scheduled) {
      this.#scheduled = Promise.resolve().then(() => {
        this.#scheduled = null;
        const withData = this.#pendingData;
        this.#pendingData = false;
        return this.#update(withData);
      });
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** The element left the page: its drawing goes, and an update under way stops at its next step. */
  stop(): void {
    this.chart.dispose();
    this.#version++;
  }

  /** Inputs with a saved item (dashboardId + itemId) resolved: saved definition, element options on top. */
  effectiveInputs(): VizItemInputs {
    return resolveSavedItem(this.inputs);
  }

  emit(type: string, extra: Record<string, unknown>): void {
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
    this.element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  formatters() {
    const st = this.state!;
    return makeFormatters(st.plan, st.bins, st.rows);
  }

  onResize(): void {
    const { width, height } = this.element.getBoundingClientRect();
    if (Math.abs(width - this.#lastWidth) < 1 && Math.abs(height - this.#lastHeight) < 1) return;
    this.#lastWidth = width;
    this.#lastHeight = height;
    const chart = this.chart.chart;
    if (chart) {
      chart.resize();
      // The layout depends on the size (label placement, legend rows, tick count): redraw with the new size.
      if (this.state) void this.request(false);
    } else if (this.state && ['number'].includes(this.state.plan.def.kind)) void this.request(false);
  }

  async #update(withData: boolean): Promise<void> {
    const version = ++this.#version;
    const done = () => {
      const waiters = this.#waiters;
      this.#waiters = [];
      waiters.forEach((w) => w());
    };
    try {
      if (!this.element.isConnected) return;
      if (!this.#loadDispatched) {
        this.#loadDispatched = true;
        this.emit('load', {});
        // The page's first draw: out of the task that evaluated the runtime's chunk and connected the element.
        if (!runtimeWarm) {
          runtimeWarm = true;
          await yieldToMain();
          if (version !== this.#version || !this.element.isConnected) return;
        }
      }
      await this.#render(withData, version);
    } catch (err) {
      // Bad input must never throw out of the element: show it and warn once.
      if (version === this.#version) this.#showProblem(`Could not draw this item: ${(err as Error).message}`);
    } finally {
      if (version === this.#version) done();
    }
  }

  async #render(withData: boolean, version: number): Promise<void> {
    const { view, selection } = this;
    const inputs = this.effectiveInputs();
    const locale = localeOf(inputs.options);
    this.element.dataset.kind =
      (isItemType(inputs.type) && getItemTypeDefinition(inputs.type)?.kind) || 'chart';
    view.setAccessibleName(inputs, locale);

    const attrProblem = this.attrErrors.values().next().value as string | undefined;
    if (attrProblem) return this.#showProblem(attrProblem);
    if (!inputs.type && inputs.itemId) {
      const dashboards = SAVED_DASHBOARDS.map((d) => d.id).join(', ');
      return this.#showProblem(
        `Item "${inputs.itemId}" was not found in dashboard "${inputs.dashboardId ?? ''}" (offline demo dashboards: ${dashboards})`,
      );
    }
    const problems = validateInputs(inputs);
    if (problems.length) return this.#showProblem(problems[0]!.message);
    const def = getItemTypeDefinition(inputs.type!)!;
    const dataless = def.slots.length === 0;
    if (!dataless && hasNoData(inputs)) {
      this.#showInstead(
        `${def.title}: ${t(locale, 'noData')}`,
        false,
        resolveTheme(inputs.options?.theme, pageIsDark()),
      );
      this.emit('rendered', {});
      return;
    }

    const pageDark = pageIsDark();
    const theme = resolveTheme(inputs.options?.theme, pageDark);
    view.applyTheme(theme, this.inputs.options);

    // The renderer's chunk downloads while the query runs. Handled here too: an item that stops at a problem
    // below never awaits it.
    const rendererLoad = loadRenderer(inputs.type!);
    rendererLoad.catch(() => undefined);
    let plan: ItemPlan;
    let rows: ResultRow[] = [];
    let bins: Record<string, BinInfo> = {};
    let total = 0;
    let limited = false;
    const filters = selection.filters(inputs);
    if (withData) this.chart.dismissReading();
    if (withData || !this.state) {
      plan = planItem(inputs);
      if (!dataless) {
        const query = buildQuery(plan, filters);
        if (!query) return this.#showProblem('This item has no dataset');
        // A dataset's first generation (the sales rows: about half of a cold first query) in tasks of its own.
        if (!hasRows(query.datasetId)) {
          await prepareRows(query.datasetId, yieldToMain);
          if (version !== this.#version) return;
        }
        // The page's first collator (the query sorts its groups) in a task of its own too.
        if (prepareCollator()) {
          await yieldToMain();
          if (version !== this.#version) return;
        }
        try {
          const result = runQueryCached(query);
          rows = result.rows;
          bins = result.bins;
          total = result.total;
          limited = result.limited;
        } catch (err) {
          return this.#showProblem((err as Error).message);
        }
      }
    } else {
      plan = planItem(inputs);
      ({ rows, bins, total, limited } = this.state);
    }
    this.state = { plan, rows, bins, total, limited, filters, theme };
    selection.keepFor(plan);

    const renderer = await rendererLoad;
    if (version !== this.#version) return;
    if (!renderer) return this.#showProblem(`No renderer for "${plan.type}"`);
    view.renderTitle(inputs, plan, theme);
    const ctx = this.#makeContext(plan, rows, bins, theme, filters);

    if (!dataless && rows.length === 0 && def.kind !== 'filter') {
      this.#clearDrawing();
      view.showMessage(t(locale, 'noData'), false);
      view.renderSrTable(plan, rows, null);
      this.emit('rendered', {});
      return;
    }

    if (renderer.engine === 'echarts')
      await this.chart.draw(renderer, ctx, () => version === this.#version && this.element.isConnected);
    else {
      view.adoptHtmlStyles();
      if (this.chart.chart) this.chart.dispose();
      view.els.chart.hidden = true;
      const next = document.createElement('div');
      next.className = 'vi-html-inner';
      next.style.height = '100%';
      await renderer.render(ctx, next);
      if (version !== this.#version) return;
      view.showHtml(next);
    }
    if (version !== this.#version) return;
    view.showDrawn(!!selection.current, locale);
    this.firstRenderOfInputs = false;
    view.renderSrTable(plan, rows, renderer.engine === 'echarts' ? this.formatters().fmt : null);
    this.emit('rendered', {});
  }

  #clearDrawing(): void {
    this.chart.dispose();
    this.view.clearDrawing();
  }

  /** A message in place of the item: its title and drawing go, its colours stay the theme's. */
  #showInstead(message: string, error: boolean, theme: ResolvedTheme): void {
    this.state = null;
    this.#clearDrawing();
    this.view.els.title.hidden = true;
    this.view.applyTheme(theme, this.inputs.options);
    this.view.showMessage(message, error);
  }

  /** Bad input: a clear message in the item and one console warning (never an error) per distinct problem. */
  #showProblem(message: string): void {
    this.#showInstead(message, true, resolveTheme(undefined, pageIsDark()));
    const key = `${this.inputs.type ?? ''}|${message}`;
    if (!this.#warned.has(key)) {
      this.#warned.add(key);
      console.warn(`[viz-item${this.inputs.type ? ` ${this.inputs.type}` : ''}] ${message}`);
    }
    this.emit('rendered', { error: message });
  }

  #makeContext(
    plan: ItemPlan,
    rows: ResultRow[],
    bins: Record<string, BinInfo>,
    theme: ResolvedTheme,
    filters: FilterGroup[],
  ): RenderContext {
    const { selection } = this;
    const { fmt, fmtAxis } = makeFormatters(plan, bins, rows);
    const rect = this.view.els.body.getBoundingClientRect();
    return {
      plan,
      rows,
      bins,
      theme,
      locale: plan.locale,
      timeZone: plan.timeZone,
      width: rect.width || 400,
      height: rect.height || 300,
      selection: new Set((selection.current?.values ?? []).map(selectionKey)),
      selectionColumn: selection.current?.column,
      filters,
      msg: (key) => t(plan.locale, key),
      fmt,
      fmtAxis,
      select: (value, opts) => selection.activate(value, opts?.column, !!opts?.additive),
      customEvent: (point) => selection.customEvent(point),
      setFilters: (groups, extra) => {
        selection.setOwn(groups, 'filterFromFilterItem', extra);
      },
      ownFilters: selection.own,
      firstRender: this.firstRenderOfInputs,
      totals: (extra) => measureTotals(plan, [...filters, ...extra]),
    };
  }
}
