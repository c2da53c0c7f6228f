/**
 * The ECharts host: the drawing's instance (made on a chart's first draw, disposed when the item stops being a
 * chart), how each new option is applied (merged in place or drawn clean), the tooltip that loads once a reader
 * reaches for a chart, and the reader's hands on the drawing: mouse clicks, and the touch, pen and keyboard
 * input that interaction.ts handles once it has loaded. Apart from the update cycle (element-update.ts), which
 * only decides when to draw: everything that knows ECharts' API in the element is here.
 */
import { loadEcharts } from './render/echarts-loader';
import type { RenderContext } from './render/context';
import type { EchartsOption, Renderer } from './render/types';
import { warmFirstDraw } from './render/warm';
import { bandDatum, isSelectable, isTouchLike } from './selection';
import type { ChartPointParams, Reader, ReaderInput } from './interaction';
import type { ItemCore } from './element-update';
import { setLoading, type ViewElements } from './element-view';
import { yieldToMain } from './yield';

type EChartsInstance = ReturnType<(typeof import('echarts/core'))['init']>;

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

export class ChartHost {
  /** The drawing's ECharts instance; null while the item shows no chart. */
  chart: EChartsInstance | null = null;
  #option: EchartsOption | null = null;
  #type: string | null = null;
  #shape = '';
  /** Whether this chart has its tooltip (drawn, or given its option, once ECharts' tooltip was loaded). */
  #tooltipApplied = false;
  /** Where the pointer is over the chart (offset in the chart), for a tooltip that arrives under it. */
  #pointer: { x: number; y: number } | null = null;
  /** The pointerType of the latest gesture: a touch or pen tap reads a point before it selects. */
  #gesture = '';
  /** Taps, long presses and the keyboard walk (interaction.ts) once loaded; till then, the events that came. */
  #reader: Reader | null = null;
  #readerQueue: ReaderInput[] | null = null;
  /** Ends the wait for a first draw's frame (draw), if the instance goes before it is painted. */
  #painting: (() => void) | null = null;

  readonly #core: ItemCore;
  readonly #element: HTMLElement;
  readonly #els: ViewElements;

  constructor(core: ItemCore, element: HTMLElement, els: ViewElements) {
    this.#core = core;
    this.#element = element;
    this.#els = els;
  }

  /** Follows the reader's pointer, touches and keys on the element; returns what stops following them. */
  listen(): () => void {
    const onKey = (e: KeyboardEvent) => {
      if (e.target !== this.#element || !this.chart) return;
      // The walk's keys never scroll the page, even before the code that walks has arrived.
      if (!this.#reader && /^(Arrow|Home$|End$)/.test(e.key)) e.preventDefault();
      this.#interact({ key: e });
    };
    const onPointer = (e: PointerEvent) => {
      const box = this.#els.chart.getBoundingClientRect();
      this.#pointer = { x: e.clientX - box.left, y: e.clientY - box.top };
      this.#wantTooltip();
    };
    // Touch and pen gestures go to interaction.ts, with whether they began on the drawing.
    const toTouch = (e: PointerEvent) => {
      if (isTouchLike(e.pointerType))
        this.#interact({ e, onChart: !!this.chart && e.composedPath().includes(this.#els.chart) });
    };
    const onDown = (e: PointerEvent) => {
      this.#gesture = e.pointerType;
      onPointer(e);
      toTouch(e);
    };
    const onMove = (e: PointerEvent) => {
      if (!this.#tooltipApplied) onPointer(e);
      toTouch(e);
    };
    const onLeave = () => (this.#pointer = null);
    const onFocus = () => this.#wantTooltip();
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
    for (const [type, fn] of listeners) this.#element.addEventListener(type, fn as EventListener);
    return () => {
      for (const [type, fn] of listeners) this.#element.removeEventListener(type, fn as EventListener);
      this.#reader?.reset();
    };
  }

  /** Draws the renderer's option; `live` says whether this draw is still wanted after each wait. */
  async draw(
    renderer: Renderer & { engine: 'echarts' },
    ctx: RenderContext,
    live: () => boolean,
  ): Promise<void> {
    this.#els.html.hidden = true;
    this.#els.html.replaceChildren();
    const needsLoad = !this.chart;
    if (needsLoad) setLoading(this.#els, true);
    // The tooltip waits for a reader's pointer or focus (wantTooltip); a legend that may page comes plain, and
    // pages once its option asks for it (below).
    const modules = (typeof renderer.modules === 'function' ? renderer.modules(ctx) : renderer.modules)
      .filter((m) => m !== 'tooltip' || tooltipReady)
      .map((m) => (m === 'legendScroll' ? 'legend' : m));
    const modulesKey = modules.join(',');
    const cold = needsLoad && !warmModuleSets.has(modulesKey);
    const echarts = await loadEcharts(modules);
    // A cold first draw: out of the task that evaluated ECharts' modules.
    if (cold) await yieldToMain();
    if (renderer.prepare) await renderer.prepare(ctx, echarts);
    if (!live()) return;
    this.#els.chart.hidden = false;
    if (!this.chart) {
      this.chart = echarts.init(this.#els.chart, undefined, { renderer: 'canvas' });
      this.#bindChartEvents(this.chart);
      if (cold) {
        await yieldToMain();
        if (!live()) return;
      }
    }
    if (cold) {
      warmFirstDraw(ctx, echarts);
      await yieldToMain();
      if (!live()) return;
    }
    const { width, height } = this.#els.chart.getBoundingClientRect();
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
    // A legend whose entries do not fit pages: ECharts' paging legend, loaded the first time one does (a
    // failed load is the item's "Could not draw this item" message, element-update.ts).
    if (pagesLegend(option)) {
      await loadEcharts(['legendScroll']);
      if (!live()) return;
    }
    const sameType = this.#type === ctx.plan.type && !CLEAN_REDRAW.has(ctx.plan.type);
    // The same structure (type, series, components and their keys): a plain merge updates values in place and
    // animates them. Anything else starts clean: ECharts merges series of the same id, so a key that went away
    // (stack, markLine) would otherwise survive. Either way the canvas is redrawn in the same frame.
    const shape = optionShape(option);
    if (sameType && shape === this.#shape) this.chart.setOption(option);
    else if (needsLoad && !document.hidden) {
      // A new instance's first draw: ECharts takes the option in this task and lays out and paints in its next
      // frame, a task of its own (as one, it was a phone's longest task of a chart page: 170-240 ms at
      // Lighthouse's 4x slowdown). A hidden page runs no frames: it draws at once, as before.
      const chart = this.chart;
      const painted = new Promise<void>((resolve) => {
        const done = () => {
          chart.off('rendered', done);
          this.#painting = null;
          resolve();
        };
        this.#painting = done;
        chart.on('rendered', done);
      });
      chart.setOption(option, { notMerge: true, lazyUpdate: true });
      await painted;
      if (!live()) return;
      await yieldToMain();
      if (!live()) return;
    } else this.chart.setOption(option, { notMerge: true });
    this.#shape = shape;
    this.#tooltipApplied = tooltipReady;
    warmModuleSets.add(modulesKey);
    this.#type = ctx.plan.type;
    this.#option = option;
    // A clean redraw (a selection can change the option's structure) drops the tooltip: the tapped one stays.
    if (tooltipReady) this.#reader?.reshow();
    setLoading(this.#els, false);
  }

  dispose(): void {
    this.#painting?.();
    this.#reader?.reset();
    this.chart?.dispose();
    this.chart = null;
    this.#tooltipApplied = false;
    this.#option = null;
    this.#type = null;
    this.#shape = '';
  }

  /** New numbers under the finger: the tapped reading is over (the next tap reads again). */
  dismissReading(): void {
    this.#reader?.dismiss();
  }

  /** A reader reaches for the chart: its tooltip, loaded once for the page, then given to this chart. */
  #wantTooltip(): void {
    if (this.#tooltipApplied) return;
    if (tooltipReady) {
      this.#applyTooltip();
      return;
    }
    loadTooltip().then(
      () => this.#applyTooltip(),
      (error: unknown) => console.warn('[viz-item] the chart tooltip could not be loaded', error),
    );
  }

  #applyTooltip(): void {
    const option = this.#option;
    if (!this.chart || !option || this.#tooltipApplied) return;
    this.#tooltipApplied = true;
    if (!option.tooltip) return;
    this.chart.setOption({ tooltip: option.tooltip });
    // Shown where the reader already is: at the focused point, where a finger tapped before the tooltip's code
    // arrived, or under a pointer that has not moved.
    if (!this.#reader?.reshow() && this.#pointer)
      this.chart.dispatchAction({ type: 'showTip', ...this.#pointer });
  }

  #bindChartEvents(chart: EChartsInstance): void {
    const selection = this.#core.selection;
    let handled = false;
    // The data point under a finger or pen as it comes down (ECharts reports it before the press ends).
    chart.on('mousedown', (params: ChartPointParams) => {
      if (isTouchLike(this.#gesture)) this.#interact({ item: params });
    });
    chart.on('click', (params: ChartPointParams) => {
      const d = params.data;
      // Taps and pen presses are followed from their pointer events (interaction.ts): a tap reads, not selects.
      if (!isSelectable(d) || isTouchLike(this.#gesture)) return;
      handled = true;
      selection.activate(d.sel ?? null, d.selCol, false, {
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
      if (isTouchLike(this.#gesture)) return;
      // Axis-trigger charts select the whole band under the pointer (a month, a category), not only its marker.
      const option = this.#option;
      const band =
        option && chart.containPixel({ gridIndex: 0 }, [e.offsetX, e.offsetY])
          ? bandDatum(option, (dim) =>
              chart.convertFromPixel({ [`${dim}Index`]: 0 }, dim === 'xAxis' ? e.offsetX : e.offsetY),
            )
          : null;
      if (band) {
        selection.activate(band.datum.sel ?? null, band.datum.selCol, false, band.point);
        return;
      }
      if (!e.target && selection.current) selection.apply(null);
    });
  }

  /** Hands an event to interaction.ts; a key or a touch press loads it, and what comes meanwhile waits. */
  #interact(input: ReaderInput): void {
    if (this.#reader) return this.#reader.input(input);
    if (this.#readerQueue) return void this.#readerQueue.push(input);
    if ('item' in input || ('e' in input && input.e.type !== 'pointerdown')) return;
    const queued = (this.#readerQueue = [input]);
    readerLoad ??= import(/* webpackChunkName: "viz-item-interaction" */ './interaction');
    readerLoad.then(
      ({ Reader }) => {
        const selection = this.#core.selection;
        const reader = new Reader(this.#element, {
          state: () => ({
            chart: this.chart,
            option: this.#option,
            box: this.#els.chart.getBoundingClientRect(),
            selected: !!selection.current,
            tooltip: this.#tooltipApplied,
          }),
          select: (d, point, additive = false) =>
            d ? selection.activate(d.sel ?? null, d.selCol, additive, point) : selection.apply(null),
          wantTooltip: () => this.#wantTooltip(),
        });
        this.#reader = reader;
        this.#readerQueue = null;
        queued.forEach((i) => reader.input(i));
      },
      (error: unknown) => {
        readerLoad = null; // The next press or key tries again.
        this.#readerQueue = null;
        console.warn('[viz-item] touch and keyboard handling could not be loaded', error);
      },
    );
  }
}

/** Whether the option has a paging legend (ECharts' `type: 'scroll'`, render/common.ts legendOption). */
export function pagesLegend(option: EchartsOption): boolean {
  return [option.legend]
    .flat()
    .some((l) => !!l && typeof l === 'object' && (l as { type?: unknown }).type === 'scroll');
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
