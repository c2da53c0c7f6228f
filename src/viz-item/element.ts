/**
 * <viz-item>: the chart item custom element. Inputs are properties (and kebab-case attributes holding JSON);
 * every change re-renders in place. Data comes from the bundled demo datasets; charts are drawn with ECharts
 * (loaded lazily), tables, numbers, filters and media as accessible HTML.
 *
 * This file is the element's API shell: its properties, attributes, lifecycle and methods, each handed to the
 * item behind it (element-update.ts: the update cycle, which owns the view, the ECharts host and the
 * selection). The parts are separate modules of this one chunk: they load together, as before the split.
 */
import { checkJsonText } from '../lib/json-limits';
import type { FilterParticipant } from './crossfilter';
import { onReferenceDateChange } from './data/clock';
import { exportItem } from './element-export';
import { ItemCore } from './element-update';
import { itemData } from './item-data';
import { onPageThemeChange } from './themes';
import {
  ITEM_INPUTS,
  type CanFilter,
  type ExportFormat,
  type FilterGroup,
  type SelectedDataInput,
  type Slot,
  type VizItemData,
  type VizItemInputs,
  type VizItemMethods,
  type VizItemOptions,
} from './types';

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

  private readonly core: ItemCore;
  private resizeObserver: ResizeObserver | null = null;
  private cleanups: (() => void)[] = [];

  constructor() {
    super();
    this.core = new ItemCore(this, this.attachShadow({ mode: 'open' }));
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
    const core = this.core;
    if (core.inputs[key] === value) return;
    core.inputs = { ...core.inputs, [key]: value };
    if (key === 'contextId' || key === 'canFilter' || key === 'type') core.selection.rescope();
    // A new definition starts without a selection; other inputs (options) keep it.
    if (key === 'type' || key === 'slots' || key === 'dashboardId' || key === 'itemId')
      core.selection.current = null;
    core.firstRenderOfInputs = true;
    void core.request(true);
  }

  get type(): string | undefined {
    return this.core.inputs.type;
  }
  set type(v: string | undefined) {
    this.setInput('type', v);
  }
  get slots(): readonly Slot[] | undefined {
    return this.core.inputs.slots;
  }
  set slots(v: readonly Slot[] | undefined) {
    this.setInput('slots', v);
  }
  get options(): VizItemOptions | undefined {
    return this.core.inputs.options;
  }
  set options(v: VizItemOptions | undefined) {
    this.setInput('options', v);
  }
  get filters(): readonly FilterGroup[] | undefined {
    return this.core.inputs.filters;
  }
  set filters(v: readonly FilterGroup[] | undefined) {
    this.setInput('filters', v);
  }
  get contextId(): string | undefined {
    return this.core.inputs.contextId;
  }
  set contextId(v: string | undefined) {
    this.setInput('contextId', v);
  }
  get canFilter(): CanFilter | undefined {
    return this.core.inputs.canFilter;
  }
  set canFilter(v: CanFilter | undefined) {
    this.setInput('canFilter', v);
  }
  get dashboardId(): string | undefined {
    return this.core.inputs.dashboardId;
  }
  set dashboardId(v: string | undefined) {
    this.setInput('dashboardId', v);
  }
  get itemId(): string | undefined {
    return this.core.inputs.itemId;
  }
  set itemId(v: string | undefined) {
    this.setInput('itemId', v);
  }
  get authKey(): string | undefined {
    return this.core.inputs.authKey;
  }
  set authKey(v: string | undefined) {
    this.core.inputs = { ...this.core.inputs, authKey: v };
  }
  get authToken(): string | undefined {
    return this.core.inputs.authToken;
  }
  set authToken(v: string | undefined) {
    this.core.inputs = { ...this.core.inputs, authToken: v };
  }
  get appServer(): string | undefined {
    return this.core.inputs.appServer;
  }
  set appServer(v: string | undefined) {
    this.core.inputs = { ...this.core.inputs, appServer: v };
  }
  get apiHost(): string | undefined {
    return this.core.inputs.apiHost;
  }
  set apiHost(v: string | undefined) {
    this.core.inputs = { ...this.core.inputs, apiHost: v };
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    if (name in STRING_ATTRS) {
      this.setInput(STRING_ATTRS[name]!, (value ?? undefined) as never);
      return;
    }
    if (name === 'can-filter') {
      this.core.attrErrors.delete(name);
      let v: CanFilter | undefined;
      if (value === null || value === '') v = undefined;
      else if (value.trim() === 'all') v = 'all';
      else if (value.trim().startsWith('[')) {
        try {
          v = JSON.parse(value) as string[];
        } catch {
          this.core.attrErrors.set(
            name,
            'The can-filter attribute is not valid JSON (use all or a JSON list)',
          );
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
    this.core.attrErrors.delete(name);
    if (value === null || value.trim() === '') {
      this.setInput(key, undefined);
      return;
    }
    const limit = checkJsonText(value);
    if (limit) {
      this.core.attrErrors.set(
        name,
        `The ${name} attribute is refused: ${limit.message.replace(/^It is/, 'it is')}`,
      );
      void this.core.request(true);
      return;
    }
    try {
      this.setInput(key, JSON.parse(value) as never);
    } catch (err) {
      this.core.attrErrors.set(name, `The ${name} attribute is not valid JSON: ${(err as Error).message}`);
      void this.core.request(true);
    }
  }

  // ---- Lifecycle ----------------------------------------------------------------------------------------

  connectedCallback(): void {
    const core = this.core;
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    this.cleanups.push(
      onPageThemeChange(() => {
        if (!core.inputs.options?.theme) void core.request(false);
      }),
      onReferenceDateChange(() => void core.request(true)),
      core.chart.listen(),
    );
    if (typeof ResizeObserver !== 'undefined') {
      this.resizeObserver = new ResizeObserver(() => core.onResize());
      this.resizeObserver.observe(this);
    }
    core.selection.join();
    void core.request(true);
  }

  disconnectedCallback(): void {
    this.cleanups.forEach((c) => c());
    this.cleanups = [];
    this.resizeObserver?.disconnect();
    this.resizeObserver = null;
    this.core.selection.leave();
    this.core.stop();
  }

  /** The drawing's ECharts instance (null without one): the browser tests read the drawing through it. */
  get chart(): ReturnType<(typeof import('echarts/core'))['init']> | null {
    return this.core.chart.chart;
  }

  // ---- FilterParticipant --------------------------------------------------------------------------------

  get itemType(): string | undefined {
    return this.core.effectiveInputs().type;
  }
  get itemIdentifier(): string | undefined {
    return this.core.inputs.itemId;
  }
  get context(): string | undefined {
    return this.core.inputs.contextId;
  }
  get filterScope(): CanFilter {
    return this.core.inputs.canFilter ?? 'all';
  }
  get activeFilters(): FilterGroup[] {
    return this.core.selection.own;
  }

  receiveFilters(source: FilterParticipant, groups: FilterGroup[]): void {
    this.core.selection.receive(source, groups);
  }

  // ---- Methods ------------------------------------------------------------------------------------------

  getData(): VizItemData {
    return itemData(this.core.state);
  }

  getFilters(): FilterGroup[] {
    return this.core.selection.own.map((g) => structuredClone(g));
  }

  refreshData(): Promise<void> {
    return this.core.request(true);
  }

  setSelectedData(input: SelectedDataInput): void {
    this.core.selection.request(input);
  }

  export(format: ExportFormat = 'png'): Promise<string | void> {
    return exportItem(this.core, format);
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
