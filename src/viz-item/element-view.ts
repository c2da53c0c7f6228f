/**
 * What an item shows around its drawing: the shadow root's parts (title, body, message, loader, the Clear
 * selection button, the screen-reader table), the theme as CSS custom properties, and the stylesheets all items
 * share. Kept apart from the update cycle (element-update.ts) so that the render flow reads as its steps, and
 * the DOM they touch is written once, here.
 */
import { safeBackground, safeColor } from '../lib/css-values';
import { getItemTypeDefinition, isItemType } from './definitions';
import { focusAt, focusPath, fitNumbers, h } from './html/dom';
import { pickLanguage, t } from './i18n';
import type { ItemPlan } from './model';
import type { ResultRow } from './render/context';
import { optB } from './render/common';
import { loadedHtmlStyles } from './render/registry';
import { srTable } from './item-data';
import { STYLES } from './styles';
import type { ResolvedTheme } from './themes';
import type { VizItemInputs } from './types';

export interface ViewElements {
  title: HTMLDivElement;
  body: HTMLDivElement;
  chart: HTMLDivElement;
  clear: HTMLButtonElement;
  html: HTMLDivElement;
  message: HTMLDivElement;
  loader: HTMLDivElement;
  /** The item's status for screen readers: "Loading…" while the loader shows, nothing once drawn. */
  status: HTMLSpanElement;
  srTable: HTMLTableElement;
}

/**
 * Shows or hides the loader and says so in the status region, which stays in place (a live region is
 * announced when its text changes): "Loading…" while loading, empty once drawn (or the drawing is cleared).
 */
export function setLoading(els: ViewElements, on: boolean): void {
  els.loader.hidden = !on;
  const text = on ? 'Loading…' : '';
  if (els.status.textContent !== text) els.status.textContent = text;
}

/** The item's title in its locale (a language map or a text), if it has one. */
export function titleText(inputs: VizItemInputs, locale: string): string | undefined {
  return pickLanguage(inputs.options?.title as never, locale);
}

export class ItemView {
  readonly els: ViewElements;
  /** Whether the HTML item types' styles are in this shadow root. */
  #htmlStyled = false;

  readonly #host: HTMLElement;
  readonly #shadow: ShadowRoot;

  constructor(host: HTMLElement, shadow: ShadowRoot, onClear: () => void) {
    this.#host = host;
    this.#shadow = shadow;
    // One parsed stylesheet shared by every item (a <style> per shadow root where unsupported).
    const sheet = sharedSheet();
    let style: HTMLStyleElement | null = null;
    if (sheet) shadow.adoptedStyleSheets = [sheet];
    else {
      style = document.createElement('style');
      style.textContent = STYLES;
    }
    const title = h('div', { class: 'vi-title', part: 'title', hidden: true });
    const chart = h('div', { class: 'vi-chart', hidden: true });
    const html = h('div', { class: 'vi-html', hidden: true });
    const message = h('div', { class: 'vi-message', part: 'message', hidden: true });
    // The spinner and its text are seen; the status region (below) is what a screen reader hears.
    const loader = h(
      'div',
      { class: 'vi-loader', hidden: true, 'aria-hidden': 'true' },
      h('span', { class: 'spin' }),
      h('span', {}, 'Loading…'),
    );
    const status = h('span', { class: 'vi-sr-only', role: 'status' });
    // Visible while this item's selection filters its context: the way out that does not need the same click.
    const clear = h(
      'button',
      { type: 'button', class: 'vi-clear', part: 'clear-selection', hidden: true },
      h('span', { 'aria-hidden': 'true' }, '×'),
      h('span', { class: 'vi-clear-text' }, 'Clear selection'),
    );
    clear.addEventListener('click', onClear);
    const body = h('div', { class: 'vi-body', part: 'body' }, chart, html, message, loader, status);
    const srTable = h('table', { class: 'vi-sr-only' });
    const root = h('div', { class: 'vi-root', part: 'container' }, title, body, srTable);
    shadow.append(...(style ? [style] : []), root);
    this.els = { title, body, chart, html, message, loader, status, srTable, clear };
  }

  applyTheme(theme: ResolvedTheme, options: VizItemInputs['options']): void {
    const s = this.#host.style;
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
    const loader = (options?.loader ?? {}) as Record<string, unknown>;
    set('--vi-loader-bg', safeBackground(loader.background) ?? undefined);
    set('--vi-loader-spinner', safeColor(loader.spinnerColor) ?? undefined);
    set('--vi-loader-track', safeColor(loader.spinnerBackground) ?? undefined);
    set('--vi-loader-text', safeColor(loader.fontColor) ?? undefined);
  }

  setAccessibleName(inputs: VizItemInputs, locale: string): void {
    const def = isItemType(inputs.type) ? getItemTypeDefinition(inputs.type) : undefined;
    const name = titleText(inputs, locale) ?? def?.title ?? 'Chart item';
    this.#host.setAttribute('aria-label', name);
    const kind = def?.kind;
    this.#host.setAttribute(
      'role',
      kind === 'filter' ? 'group' : kind === 'table' || kind === 'media' ? 'region' : 'figure',
    );
    this.els.srTable.querySelector('caption')?.replaceChildren(name);
  }

  renderTitle(inputs: VizItemInputs, plan: ItemPlan, theme: ResolvedTheme): void {
    const text = titleText(inputs, plan.locale);
    const show =
      !!text && plan.def.optionGroups.includes('title') && optB(plan.options, 'display.title', true);
    const el = this.els.title;
    el.hidden = !show;
    if (!show) return;
    el.textContent = text!;
    const tt = theme.title;
    el.style.cssText = `font-size:${tt.fontSize}px;font-weight:${tt.bold ? 700 : 400};font-style:${tt.italic ? 'italic' : 'normal'};text-decoration:${tt.underline ? 'underline' : 'none'};text-align:${tt.align}`;
  }

  /** Hides the drawing areas (the caller disposes of the chart). */
  clearDrawing(): void {
    this.els.chart.hidden = true;
    this.els.html.hidden = true;
    this.els.html.replaceChildren();
    setLoading(this.els, false);
  }

  showMessage(text: string, error: boolean): void {
    const m = this.els.message;
    m.className = `vi-message${error ? ' error' : ''}`;
    m.setAttribute('role', error ? 'alert' : 'status');
    m.replaceChildren(error ? h('div', { class: 'box' }, h('strong', {}, 'Chart item: '), text) : text);
    m.hidden = false;
  }

  /** An HTML item's new content, swapped in one step so the previous one stays until it is ready (no flicker). */
  showHtml(next: HTMLDivElement): void {
    const focused = focusPath(this.els.html, this.#shadow.activeElement);
    this.els.html.replaceChildren(next);
    this.els.html.hidden = false;
    fitNumbers(this.els.html);
    focusAt(this.els.html, focused);
  }

  /** A drawing is in: no message or loader, and the Clear selection button while a selection filters. */
  showDrawn(selected: boolean, locale: string): void {
    const { clear } = this.els;
    this.els.message.hidden = true;
    setLoading(this.els, false);
    // Added on the first selection only: items that never select (filters, tables) carry no extra control.
    if (selected && !clear.isConnected) this.els.body.append(clear);
    clear.hidden = !selected;
    clear.lastElementChild!.textContent = t(locale, 'clearSelection');
  }

  /**
   * A visually hidden data table: what the chart shows, for screen readers. Only ECharts drawings need one
   * (`fmt` null otherwise): a canvas says nothing to a screen reader, HTML items are read as they are.
   */
  renderSrTable(plan: ItemPlan, rows: ResultRow[], fmt: FmtFn | null): void {
    const table = this.els.srTable;
    if (!fmt) {
      table.replaceChildren();
      table.hidden = true;
      return;
    }
    table.hidden = false;
    const { headers, rows: cells } = srTable(plan, rows, fmt);
    table.replaceChildren(
      h(
        'caption',
        {},
        `${this.#host.getAttribute('aria-label') ?? plan.def.title} (${t(plan.locale, 'dataTable')})`,
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

  /** The HTML item types' styles, in this shadow root from its first HTML drawing on. */
  adoptHtmlStyles(): void {
    const text = loadedHtmlStyles();
    if (this.#htmlStyled || !text) return;
    this.#htmlStyled = true;
    htmlSheetCache ??= parsedSheet(text);
    if (htmlSheetCache)
      this.#shadow.adoptedStyleSheets = [...this.#shadow.adoptedStyleSheets, htmlSheetCache];
    else this.#shadow.prepend(h('style', {}, text));
  }
}

type FmtFn = Parameters<typeof srTable>[2];

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
