/**
 * How a reader without a mouse reaches a chart's values: touch, pen and the keyboard.
 *
 * Touch and pen. A finger cannot hover: a tap shows the tooltip of what is under it (the item, or the
 * category band of an axis tooltip) and selects nothing; a second tap on the same point (or band), or a long
 * press, selects it as a click does (custom events included); a tap off the data, or anywhere outside the item,
 * puts the tooltip away, and a further tap on the background clears the selection. The element decides per
 * gesture from its pointerType, so a mouse on a touch screen still selects with one click.
 *
 * The keyboard. Arrow keys, Home and End walk the data points of the first series with selectable points (the
 * tooltip follows), Enter or Space selects the focused point (Ctrl, Cmd or Shift add it), Escape clears.
 *
 * Its own chunk, loaded with a page's first touch or pen press or key on a chart (as the tooltip is): a mouse
 * reader and a page's first load never fetch it. The element queues the events that come before it and replays
 * them once it is in.
 */
import type { EchartsOption } from './render/types';
import { bandDatum, isSelectable, type SelectableDatum } from './selection';

type EChartsInstance = ReturnType<(typeof import('echarts/core'))['init']>;

/** A finger held this long without moving selects what it is on (a tap only reads it). */
const LONG_PRESS_MS = 500;
/** A finger that moves further than this (px) scrolls or drags: neither a tap nor a long press. */
const TAP_SLOP = 10;

/** What ECharts tells about the data point under a pointer (its mousedown event). */
export interface ChartPointParams {
  data?: unknown;
  seriesIndex?: number;
  dataIndex?: number;
}

/**
 * A touch or pen pointer event (`onChart` when it happened on the drawing; composedPath() is empty once the
 * event is over, so the element says), ECharts' report of the data point under the press, or a key.
 */
export type ReaderInput =
  { e: PointerEvent; onChart: boolean } | { item: ChartPointParams } | { key: KeyboardEvent };

/** What the element lends the controller. */
export interface ReaderHost {
  state(): {
    chart: EChartsInstance | null;
    option: EchartsOption | null;
    /** The drawing's box on the page: pointer positions become the chart's pixels. */
    box: DOMRect;
    selected: boolean;
    /** The chart has its tooltip (loaded and given its option). */
    tooltip: boolean;
  };
  /**
   * Selects the datum as a click on it would (or raises the custom event; `additive` as with Ctrl, Cmd or
   * Shift); null clears the selection.
   */
  select(datum: SelectableDatum | null, point?: Record<string, unknown>, additive?: boolean): void;
  /** Loads the tooltip; once it is in, the element shows it at the tapped point (reshow). */
  wantTooltip(): void;
}

interface Press {
  pointerId: number;
  x: number;
  y: number;
  time: number;
  item: ChartPointParams | null;
  timer: ReturnType<typeof setTimeout>;
  /** It moved (a scroll, a drag) or a second finger came: no tap. */
  moved: boolean;
  /** The long press fired: lifting the finger does nothing more. */
  long: boolean;
}

/** A point a tap can read and select, keyed so that a second tap on the same point (or band) is recognised. */
interface Target {
  key: string;
  activate: () => void;
}

/**
 * What the option's tooltip shows: nothing (`none`: disabled or absent), one item, or a whole category band
 * (`axis`). Without a tooltip there is nothing to read first: a tap selects at once.
 */
export function tooltipMode(option: EchartsOption): 'none' | 'item' | 'axis' {
  const tip = (Array.isArray(option.tooltip) ? option.tooltip[0] : option.tooltip) as
    { show?: boolean; trigger?: string } | undefined;
  if (!tip || tip.show === false) return 'none';
  return tip.trigger === 'axis' ? 'axis' : 'item';
}

/** The series the keyboard walks: the first with selectable data points, and those points. */
export function keyboardSeries(
  option: EchartsOption,
): { seriesIndex: number; data: (SelectableDatum | null)[] } | null {
  const series = (option.series as { data?: unknown[] }[] | undefined) ?? [];
  const si = series.findIndex((s) => Array.isArray(s.data) && s.data.some(isSelectable));
  if (si < 0) return null;
  return { seriesIndex: si, data: series[si]!.data as (SelectableDatum | null)[] };
}

/** The focused point after an arrow, Home or End key (wrapping around); undefined for other keys. */
export function nextFocusIndex(key: string, current: number, count: number): number | undefined {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowRight' || key === 'ArrowDown') return (current + 1 + count) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (current - 1 + count) % count;
  return undefined;
}

/**
 * Whether ECharts can show a series point's tooltip given by index (the keyboard's): it places the tip through
 * the series' coordinate system, which on parallel coordinates throws. There the keyboard highlights only.
 */
export function tipByIndex(option: EchartsOption, seriesIndex: number): boolean {
  const series = (option.series as { type?: string; coordinateSystem?: string }[] | undefined) ?? [];
  const s = series[seriesIndex];
  return s?.type !== 'parallel' && s?.coordinateSystem !== 'parallel';
}

export class Reader {
  /** The point whose tooltip a tap showed, and where: a second tap on it selects it. */
  tip: { key: string; x: number; y: number } | null = null;
  /** The data point the keyboard walked to (-1: none). */
  private focusIndex = -1;
  /** When a long press last selected: the context menu it may open (Android) has nothing to offer on a chart. */
  private longPressAt = -Infinity;
  private press: Press | null = null;
  /** While a tapped tooltip shows: a press anywhere outside the item puts it away. */
  private readonly onOutsidePress = (e: PointerEvent) => {
    if (!e.composedPath().includes(this.element)) this.dismiss();
  };

  constructor(
    private readonly element: HTMLElement,
    private readonly host: ReaderHost,
  ) {
    element.addEventListener('contextmenu', (e) => {
      if (e.timeStamp - this.longPressAt < 1500) e.preventDefault();
    });
  }

  input(input: ReaderInput): void {
    const press = this.press;
    if ('key' in input) return this.key(input.key);
    if ('item' in input) {
      if (press && !press.item) press.item = input.item;
      return;
    }
    const { e, onChart } = input;
    const { box } = this.host.state();
    const x = e.clientX - box.left;
    const y = e.clientY - box.top;
    if (e.type === 'pointerdown') this.down(e, x, y, onChart);
    else if (press && e.pointerId === press.pointerId) {
      if (e.type === 'pointermove') {
        if (!press.moved && Math.hypot(x - press.x, y - press.y) > TAP_SLOP) {
          press.moved = true;
          clearTimeout(press.timer);
        }
        return;
      }
      this.cancelPress();
      if (e.type !== 'pointerup' || press.moved || press.long) return;
      // Held long enough, even if the timer could not tell (a first press replayed once this code arrived).
      if (e.timeStamp - press.time >= LONG_PRESS_MS) this.longPress(press);
      else this.tap(press);
    }
  }

  /** Puts the tapped tooltip away. */
  dismiss(): void {
    if (!this.tip) return;
    this.setTip(null);
    const { chart } = this.host.state();
    if (!chart) return;
    chart.dispatchAction({ type: 'hideTip' });
    // A finger never leaves: the highlight its touch gave the point goes with the tooltip.
    chart.dispatchAction({ type: 'downplay' });
  }

  /**
   * Shows the tooltip of the point the keyboard or a tap reached, again: when the tooltip's code arrives, or
   * after a clean redraw (a selection can change the option's structure, which drops the tooltip). False when
   * there is none.
   */
  reshow(): boolean {
    const { chart, option } = this.host.state();
    if (!chart || !option) return false;
    const walk = this.focusIndex >= 0 ? keyboardSeries(option) : null;
    if (walk) {
      if (tipByIndex(option, walk.seriesIndex))
        chart.dispatchAction({ type: 'showTip', seriesIndex: walk.seriesIndex, dataIndex: this.focusIndex });
      return true;
    }
    if (!this.tip) return false;
    // As a pointer resting there would (ECharts' own hover). Not showTip: by pixel it hides an item's tip again at
    // once on charts without axes (a pie, a map), and by index it throws on parallel coordinates.
    const noop = () => undefined;
    const { x, y } = this.tip;
    chart
      .getZr()
      .handler.dispatch('mousemove', { zrX: x, zrY: y, preventDefault: noop, stopPropagation: noop });
    return true;
  }

  private key(e: KeyboardEvent): void {
    const { chart, option, selected } = this.host.state();
    if (e.target !== this.element || !chart || !option) return;
    const walk = keyboardSeries(option);
    if (!walk) return;
    const { seriesIndex, data } = walk;
    const next = nextFocusIndex(e.key, this.focusIndex, data.length);
    if (next !== undefined) {
      e.preventDefault();
      this.focusIndex = next;
      chart.dispatchAction({ type: 'downplay', seriesIndex });
      chart.dispatchAction({ type: 'highlight', seriesIndex, dataIndex: next });
      this.reshow();
    } else if ((e.key === 'Enter' || e.key === ' ') && this.focusIndex >= 0) {
      e.preventDefault();
      const d = data[this.focusIndex];
      if (isSelectable(d)) this.host.select(d, { datum: d }, e.ctrlKey || e.metaKey || e.shiftKey);
    } else if (e.key === 'Escape') {
      this.setTip(null);
      chart.dispatchAction({ type: 'hideTip' });
      chart.dispatchAction({ type: 'downplay', seriesIndex });
      this.focusIndex = -1;
      if (selected) this.host.select(null);
    }
  }

  /** Forgets the press and the tapped point (the chart went away). */
  reset(): void {
    this.cancelPress();
    this.setTip(null);
  }

  private down(e: PointerEvent, x: number, y: number, onChart: boolean): void {
    if (this.press) {
      // A second finger: a pinch or a two-finger scroll, not a tap.
      this.press.moved = true;
      clearTimeout(this.press.timer);
      return;
    }
    if (!onChart) return;
    const press: Press = {
      pointerId: e.pointerId,
      x,
      y,
      time: e.timeStamp,
      item: null,
      moved: false,
      long: false,
      // Counted from the press itself: a first press is replayed once this code has arrived.
      timer: setTimeout(() => this.longPress(press), LONG_PRESS_MS - (performance.now() - e.timeStamp)),
    };
    this.press = press;
  }

  private cancelPress(): void {
    if (this.press) clearTimeout(this.press.timer);
    this.press = null;
  }

  private tap(press: Press): void {
    const { chart, option, selected } = this.host.state();
    if (!chart || !option) return;
    const target = this.target(press);
    if (!target) {
      // Off the data: the first tap puts the tooltip away, the next one clears the selection (as a click would).
      const hadTip = !!this.tip;
      this.dismiss();
      if (!hadTip && selected && !chart.getZr().handler.findHover(press.x, press.y)?.target)
        this.host.select(null);
      return;
    }
    // Nothing to read first (no tooltip), or the point already read: select.
    if (tooltipMode(option) === 'none' || this.tip?.key === target.key) target.activate();
    else this.show(target, press);
  }

  private longPress(press: Press): void {
    const { option } = this.host.state();
    if (press.moved || press.long || !option) return;
    press.long = true;
    this.longPressAt = performance.now();
    const target = this.target(press);
    if (!target) return;
    if (tooltipMode(option) !== 'none') this.show(target, press);
    target.activate();
  }

  /** The data point (or, with an axis tooltip, the category band) under a press; null off the data. */
  private target(press: Press): Target | null {
    const { chart, option } = this.host.state();
    if (!chart || !option) return null;
    const { x, y, item } = press;
    const band =
      tooltipMode(option) === 'axis' && chart.containPixel({ gridIndex: 0 }, [x, y])
        ? bandDatum(option, (dim) => chart.convertFromPixel({ [`${dim}Index`]: 0 }, dim === 'xAxis' ? x : y))
        : null;
    const d = item?.data;
    // With an axis tooltip the band is what the reader sees, on its bar or beside it: one key for both.
    const key = band
      ? `band:${String(band.point.dataIndex)}`
      : `item:${item?.seriesIndex ?? ''}:${item?.dataIndex ?? ''}`;
    if (isSelectable(d)) {
      const point = { seriesIndex: item!.seriesIndex, dataIndex: item!.dataIndex, datum: d };
      return { key, activate: () => this.host.select(d, point) };
    }
    if (band) return { key, activate: () => this.host.select(band.datum, band.point) };
    // A drawn point that selects nothing (a link, a marker line) still has a tooltip to read.
    if (item && item.seriesIndex !== undefined && item.dataIndex !== undefined)
      return { key, activate: () => undefined };
    return null;
  }

  /** Shows the tooltip of the tapped point; when its code is still loading, the element shows it on arrival. */
  private show(target: Target, { x, y }: Press): void {
    this.setTip({ key: target.key, x, y });
    this.focusIndex = -1; // The finger's point now, not the keyboard's.
    if (this.host.state().tooltip) this.reshow();
    else this.host.wantTooltip();
  }

  private setTip(tip: Reader['tip']): void {
    if (!this.tip && tip) document.addEventListener('pointerdown', this.onOutsidePress, true);
    if (this.tip && !tip) document.removeEventListener('pointerdown', this.onOutsidePress, true);
    this.tip = tip;
  }
}
