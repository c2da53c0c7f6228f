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
  type VizItemData,
  type VizItemInputs,
  type VizItemMethods,
} from './types';

const INPUT_PROPERTIES = [...ITEM_INPUTS, 'appServer', 'apiHost'] as const;
const KEPT_ONLY = new Set<keyof VizItemInputs>(['authKey', 'authToken', 'appServer', 'apiHost']);
/** Every input has an attribute, its name in kebab case (contextId: context-id). */
const ATTRIBUTES = new Map<string, (typeof INPUT_PROPERTIES)[number]>(
  INPUT_PROPERTIES.map((key) => [key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), key]),
);
/** Attributes holding JSON; the others are text, can-filter either. */
const JSON_INPUTS = new Set<keyof VizItemInputs>(['slots', 'options', 'filters']);

export class VizItemElement extends HTMLElement implements VizItemMethods {
  static get observedAttributes(): string[] {
    return [...ATTRIBUTES.keys()];
  }

  readonly #core: ItemCore;
  #resizeObserver: ResizeObserver | null = null;
  #cleanups: (() => void)[] = [];

  // ---- Inputs -------------------------------------------------------------------------------------------

  // The inputs' properties, all alike: defined once, in the static block below.
  declare type: VizItemInputs['type'];
  declare slots: VizItemInputs['slots'];
  declare options: VizItemInputs['options'];
  declare filters: VizItemInputs['filters'];
  declare contextId: VizItemInputs['contextId'];
  declare canFilter: VizItemInputs['canFilter'];
  declare dashboardId: VizItemInputs['dashboardId'];
  declare itemId: VizItemInputs['itemId'];
  declare authKey: VizItemInputs['authKey'];
  declare authToken: VizItemInputs['authToken'];
  declare appServer: VizItemInputs['appServer'];
  declare apiHost: VizItemInputs['apiHost'];

  static {
    for (const key of INPUT_PROPERTIES)
      Object.defineProperty(this.prototype, key, {
        configurable: true,
        get(this: VizItemElement) {
          return this.#core.inputs[key];
        },
        set(this: VizItemElement, value: never) {
          // The credentials and hosts are kept for the wrappers that pass them: offline they draw nothing.
          if (KEPT_ONLY.has(key)) this.#core.inputs = { ...this.#core.inputs, [key]: value };
          else this.#setInput(key, value);
        },
      });
  }

  constructor() {
    super();
    this.#core = new ItemCore(this, this.attachShadow({ mode: 'open' }));
    // Properties set before the element was upgraded live on the instance: move them through the setters.
    for (const key of INPUT_PROPERTIES) {
      if (Object.prototype.hasOwnProperty.call(this, key)) {
        const value = (this as Record<string, unknown>)[key];
        delete (this as Record<string, unknown>)[key];
        (this as Record<string, unknown>)[key] = value;
      }
    }
  }

  #setInput<K extends keyof VizItemInputs>(key: K, value: VizItemInputs[K]): void {
    const core = this.#core;
    if (core.inputs[key] === value) return;
    core.inputs = { ...core.inputs, [key]: value };
    if (key === 'contextId' || key === 'canFilter' || key === 'type') core.selection.rescope();
    // A new definition starts without a selection; other inputs (options) keep it.
    if (key === 'type' || key === 'slots' || key === 'dashboardId' || key === 'itemId')
      core.selection.current = null;
    core.firstRenderOfInputs = true;
    void core.request(true);
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    const key = ATTRIBUTES.get(name);
    if (!key) return;
    if (key === 'canFilter') {
      this.#core.attrErrors.delete(name);
      let v: CanFilter | undefined;
      if (value === null || value === '') v = undefined;
      else if (value.trim() === 'all') v = 'all';
      else if (value.trim().startsWith('[')) {
        try {
          v = JSON.parse(value) as string[];
        } catch {
          this.#core.attrErrors.set(
            name,
            'The can-filter attribute is not valid JSON (use all or a JSON list)',
          );
        }
      } else
        v = value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      this.#setInput('canFilter', v);
      return;
    }
    if (!JSON_INPUTS.has(key)) {
      this.#setInput(key, (value ?? undefined) as never);
      return;
    }
    this.#core.attrErrors.delete(name);
    if (value === null || value.trim() === '') {
      this.#setInput(key, undefined);
      return;
    }
    const limit = checkJsonText(value);
    if (limit) {
      this.#core.attrErrors.set(
        name,
        `The ${name} attribute is refused: ${limit.message.replace(/^It is/, 'it is')}`,
      );
      void this.#core.request(true);
      return;
    }
    try {
      this.#setInput(key, JSON.parse(value) as never);
    } catch (err) {
      this.#core.attrErrors.set(name, `The ${name} attribute is not valid JSON: ${(err as Error).message}`);
      void this.#core.request(true);
    }
  }

  // ---- Lifecycle ----------------------------------------------------------------------------------------

  connectedCallback(): void {
    const core = this.#core;
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    this.#cleanups.push(
      onPageThemeChange(() => {
        if (!core.inputs.options?.theme) void core.request(false);
      }),
      onReferenceDateChange(() => void core.request(true)),
      core.chart.listen(),
    );
    if (typeof ResizeObserver !== 'undefined') {
      this.#resizeObserver = new ResizeObserver(() => core.onResize());
      this.#resizeObserver.observe(this);
    }
    core.selection.join();
    void core.request(true);
  }

  disconnectedCallback(): void {
    this.#cleanups.forEach((c) => c());
    this.#cleanups = [];
    this.#resizeObserver?.disconnect();
    this.#resizeObserver = null;
    this.#core.selection.leave();
    this.#core.stop();
  }

  /** The drawing's ECharts instance (null without one): the browser tests read the drawing through it. */
  get chart(): ReturnType<(typeof import('echarts/core'))['init']> | null {
    return this.#core.chart.chart;
  }

  // ---- Methods ------------------------------------------------------------------------------------------

  getData(): VizItemData {
    return itemData(this.#core.state);
  }

  getFilters(): FilterGroup[] {
    return this.#core.selection.own.map((g) => structuredClone(g));
  }

  refreshData(): Promise<void> {
    return this.#core.request(true);
  }

  setSelectedData(input: SelectedDataInput): void {
    this.#core.selection.request(input);
  }

  export(format: ExportFormat = 'png'): Promise<string | void> {
    return exportItem(this.#core, format);
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
