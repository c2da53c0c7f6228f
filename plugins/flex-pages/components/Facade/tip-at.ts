/**
 * What a phone's tap on a drawn chart needs beyond the picture (./tips.ts loads it with the tips file): the hit
 * test of the tips file, the tooltip's look, and the hand-over to the live chart (the taps replayed on it).
 * A chunk of its own: a wide screen draws live charts and never loads it.
 */
import type { CSSProperties } from 'react';
import type { FramedTips } from '../../gallery/facade';

/** A tooltip to show, at `x`, `y` in the picture's box (px from its top left corner). */
export interface ShownTip {
  html: string;
  /** Drawn as ECharts draws the live chart's tooltip (its colours come with the tips). */
  style: CSSProperties;
  x: number;
  y: number;
  /** Where the same point is on the live chart, drawn at the box's own size (box px): the tap to replay there. */
  live: { x: number; y: number };
}

/** Inline, not in a stylesheet: the site's stylesheet, part of every page, is at its byte budget. */
const TIP_STYLE: CSSProperties = {
  position: 'absolute',
  zIndex: 3,
  maxWidth: 'min(18rem, calc(100% - 8px))',
  padding: '6px 10px',
  border: '1px solid',
  borderRadius: 4,
  boxShadow: '1px 2px 10px rgb(0 0 0 / 20%)',
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
};

function tipStyle(style: FramedTips['style']): CSSProperties {
  return {
    ...TIP_STYLE,
    background: style.background,
    borderColor: style.border,
    color: style.color,
    fontFamily: style.fontFamily,
    fontSize: style.fontSize,
  };
}

/**
 * Replays a tap the reader made on the picture on the live item, as the browser sends a finger's tap (pointer
 * and touch events, which ECharts listens to): the live chart reads the same point, and a second tap on it
 * selects, as if the chart had been live all along.
 */
function replayTap(item: HTMLElement, x: number, y: number): void {
  const target = item.shadowRoot?.elementFromPoint(x, y) ?? item;
  const init = { bubbles: true, composed: true, cancelable: true, clientX: x, clientY: y };
  const pointer = { ...init, pointerId: 1, pointerType: 'touch', isPrimary: true };
  const touch =
    typeof Touch === 'function' ? new Touch({ identifier: 1, target, clientX: x, clientY: y }) : null;
  const touchEvent = (type: string, down: boolean) =>
    touch &&
    target.dispatchEvent(
      new TouchEvent(type, {
        ...init,
        touches: down ? [touch] : [],
        targetTouches: down ? [touch] : [],
        changedTouches: [touch],
      }),
    );
  target.dispatchEvent(new PointerEvent('pointerdown', pointer));
  touchEvent('touchstart', true);
  target.dispatchEvent(new PointerEvent('pointerup', pointer));
  touchEvent('touchend', false);
}

/** How long the picture's tooltip waits for the live chart's own before it goes anyway, in ms. */
const TIP_HANDOVER_MS = 4000;

/**
 * The live chart, drawn, is given what the reader did on the picture: the taps (box px) replayed, a keyboard
 * reader's first point. `done` is called once its own tooltip shows (ECharts' tooltip box in the item), or
 * after a while: the picture's tooltip then goes. Returns the clean-up.
 */
export function handOver(
  item: HTMLElement,
  box: HTMLElement,
  taps: { x: number; y: number }[],
  keyboard: boolean,
  done: () => void,
): () => void {
  const origin = box.getBoundingClientRect();
  for (const t of taps) replayTap(item, origin.left + t.x, origin.top + t.y);
  if (keyboard)
    item.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true, composed: true }));
  const started = performance.now();
  const timer = setInterval(() => {
    const own = item.shadowRoot?.querySelector<HTMLElement>('div[style*="z-index: 9999999"]');
    if ((own && own.style.display !== 'none') || performance.now() - started > TIP_HANDOVER_MS) {
      clearInterval(timer);
      done();
    }
  }, 50);
  return () => clearInterval(timer);
}

/** Slack around a small mark (a line's point, a city) within which a finger still reaches it, in px. */
const REACH = 12;

let hitContext: CanvasRenderingContext2D | null | undefined;

/** Whether the picture point lies in the mark's shape (a 1 px canvas tests a Path2D; none: its box decides). */
function inShape(path: string, transform: number[] | undefined, x: number, y: number): boolean {
  hitContext ??= document.createElement('canvas').getContext('2d');
  if (!hitContext) return true;
  hitContext.setTransform(
    ...((transform ?? [1, 0, 0, 1, 0, 0]) as [number, number, number, number, number, number]),
  );
  return hitContext.isPointInPath(new Path2D(path), x, y);
}

/**
 * The tooltip for a tap at (`px`, `py`) in the picture's box of `width` x `height` (the picture is scaled to
 * fit it, centred, as an SVG image is), or null off the data. `first`: the first point (a keyboard focus).
 */
export function tipAt(
  tips: FramedTips,
  box: { width: number; height: number },
  at: { x: number; y: number } | 'first',
): ShownTip | null {
  const scale = Math.min(box.width / tips.size[0], box.height / tips.size[1]);
  const left = (box.width - tips.size[0] * scale) / 2;
  const top = (box.height - tips.size[1] * scale) / 2;
  const toBox = (cx: number, cy: number) => ({
    x: left + (cx + tips.at[0]) * scale,
    y: top + (cy + tips.at[1]) * scale,
  });
  const shown = (tip: number | undefined, cx: number, cy: number, live = toBox(cx, cy)) =>
    tip === undefined || tips.tips[tip] === undefined
      ? null
      : { html: tips.tips[tip]!, style: tipStyle(tips.style), ...toBox(cx, cy), live };
  const axis = tips.axis;
  if (axis) {
    const [gx, gy, gw, gh] = axis.rect;
    const along = axis.dim === 'x' ? 0 : 1;
    // The live chart is drawn at the box's size, not scaled: its grid keeps its margins (label widths, a
    // legend's) and its plot takes the difference, so category i sits at its centre in that longer or shorter plot.
    const liveAt = (i: number, cross: number) => {
      const c = axis.centres[i]!;
      const [start, length] = along ? [gy, gh] : [gx, gw];
      const extra = along ? box.height - tips.size[1] : box.width - tips.size[0];
      const p = tips.at[along] + start + ((c - start) * (length + extra)) / length;
      return along ? { x: cross, y: p } : { x: p, y: cross };
    };
    if (at === 'first') {
      const c = axis.centres[0]!;
      const [cx, cy] = along ? [gx + gw / 2, c] : [c, gy + gh / 2];
      return shown(0, cx, cy, liveAt(0, along ? toBox(cx, cy).x : toBox(cx, cy).y));
    }
    const cx = (at.x - left) / scale - tips.at[0];
    const cy = (at.y - top) / scale - tips.at[1];
    if (cx < gx - REACH || cx > gx + gw + REACH || cy < gy - REACH || cy > gy + gh + REACH) return null;
    const p = along ? cy : cx;
    let best = 0;
    axis.centres.forEach((c, i) => {
      if (Math.abs(c - p) < Math.abs(axis.centres[best]! - p)) best = i;
    });
    return shown(best, cx, cy, liveAt(best, along ? at.x : at.y));
  }
  const marks = tips.marks ?? [];
  // A map is fitted in its margins at its own aspect: on the live map, drawn at the box's width, the same
  // place is at the same fraction of its rect (the margins, a legend's room, keep their size).
  const onLiveMap = (cx: number, cy: number) => {
    if (!tips.view) return toBox(cx, cy);
    const [x, y, w, h] = tips.view.rect;
    const [mt, mr, mb, ml] = tips.view.margins;
    const roomW = box.width - 2 * tips.at[0] - ml - mr;
    const roomH = tips.size[1] - tips.at[1] - tips.at[0] - mt - mb;
    const lw = Math.min(roomW, (roomH * w) / h);
    const lh = (lw * h) / w;
    return {
      x: tips.at[0] + ml + (roomW - lw) / 2 + ((cx - x) / w) * lw,
      y: tips.at[1] + mt + (roomH - lh) / 2 + ((cy - y) / h) * lh,
    };
  };
  if (at === 'first') {
    const m = marks[0];
    if (!m) return null;
    const [cx, cy] = [m[1][0] + m[1][2] / 2, m[1][1] + m[1][3] / 2];
    return shown(m[0], cx, cy, onLiveMap(cx, cy));
  }
  const cx = (at.x - left) / scale - tips.at[0];
  const cy = (at.y - top) / scale - tips.at[1];
  // The topmost mark drawn under the finger, else the nearest within reach (a finger is wider than a dot).
  let near: { tip: number; d: number } | null = null;
  for (let i = marks.length - 1; i >= 0; i--) {
    const [tip, [bx, by, bw, bh], path, transform] = marks[i]!;
    const d = Math.hypot(Math.max(bx - cx, 0, cx - bx - bw), Math.max(by - cy, 0, cy - by - bh));
    if (d === 0 && inShape(path, transform, cx, cy)) return shown(tip, cx, cy, onLiveMap(cx, cy));
    const small = bw < 2 * REACH && bh < 2 * REACH;
    if (small && d <= REACH && (!near || d < near.d)) near = { tip, d };
  }
  return near ? shown(near.tip, cx, cy, onLiveMap(cx, cy)) : null;
}
