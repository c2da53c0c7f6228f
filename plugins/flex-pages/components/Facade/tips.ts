/**
 * A tap on a drawn chart answers before the chart code is in: the picture's tips file (gallery/tips.ts,
 * written beside the picture at build time with the live chart's rows and formatters) says which tooltip the
 * point under the finger shows. No chart code: a hit test on the marks' shapes and a lookup, a few hundred bytes.
 */
import type { FacadePicture, FramedTips } from '../../gallery/facade';

/** The tips file of the picture the browser shows now: the `<source>` whose range holds the viewport, this theme. */
export function currentTipsUrl(picture: FacadePicture): string | null {
  const source =
    picture.sources.find((s) => window.matchMedia(`(max-width: ${s.maxViewport}px)`).matches) ??
    picture.sources.at(-1);
  const dark = document.documentElement.dataset.theme === 'dark';
  return source?.tips?.[dark ? 'dark' : 'light'] ?? null;
}

const loaded = new Map<string, Promise<FramedTips | null>>();
const ready = new Map<string, FramedTips | null>();

/** The tips file, fetched once per page (a failure answers nothing: the live chart still comes). */
export function loadTips(url: string): Promise<FramedTips | null> {
  let tips = loaded.get(url);
  if (!tips) {
    tips = fetch(url)
      .then(
        (r) => (r.ok ? (r.json() as Promise<FramedTips>) : null),
        () => null,
      )
      .then((t) => (ready.set(url, t), t));
    loaded.set(url, tips);
  }
  return tips;
}

/** The tips file if it is in already (undefined if not): a tap then answers within its own event. */
export function tipsIfLoaded(url: string): FramedTips | null | undefined {
  return ready.get(url);
}

/** A tooltip to show, at `x`, `y` in the picture's box (px from its top left corner). */
export interface ShownTip {
  html: string;
  style: FramedTips['style'];
  x: number;
  y: number;
  /** Where the same point is on the live chart, drawn at the box's own size (box px): the tap to replay there. */
  live: { x: number; y: number };
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
      : { html: tips.tips[tip]!, style: tips.style, ...toBox(cx, cy), live };
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
