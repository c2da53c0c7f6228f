/** Pieces shared by the ECharts renderers: base option, axes, tooltips, labels. */
import type { PlanColumn } from '../model';
import { paletteColor, type Cell, type RenderContext } from './context';
import type { EchartsOption } from './types';

export const esc = (s: unknown): string =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Reads a nested option (`legend.position`); undefined when absent. */
export function optAt(options: Record<string, unknown>, path: string): unknown {
  let cur: unknown = options;
  for (const p of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[p];
  }
  return cur;
}

export function optS(options: Record<string, unknown>, path: string, fallback: string): string {
  const v = optAt(options, path);
  return typeof v === 'string' ? v : fallback;
}

export function optB(options: Record<string, unknown>, path: string, fallback: boolean): boolean {
  const v = optAt(options, path);
  return typeof v === 'boolean' ? v : fallback;
}

export function optN(options: Record<string, unknown>, path: string): number | undefined;
export function optN(options: Record<string, unknown>, path: string, fallback: number): number;
export function optN(options: Record<string, unknown>, path: string, fallback?: number): number | undefined {
  const v = optAt(options, path);
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

/** The palette for this item: options.colors, then options.color as first colour, then the theme. */
export function palette(ctx: RenderContext): string[] {
  const o = ctx.plan.options as Record<string, unknown>;
  const colors = Array.isArray(o.colors) && o.colors.length ? (o.colors as string[]) : [...ctx.theme.colors];
  if (typeof o.color === 'string' && o.color) colors[0] = o.color;
  return colors;
}

export function color(ctx: RenderContext, i: number): string {
  return paletteColor(ctx.theme, i, palette(ctx));
}

export function baseOption(ctx: RenderContext): EchartsOption {
  const { theme } = ctx;
  const tooltipOn = optB(ctx.plan.options, 'interactivity.tooltip', true);
  return {
    backgroundColor: 'transparent',
    color: palette(ctx),
    animationDuration: 450,
    animationDurationUpdate: 350,
    textStyle: { fontFamily: theme.fontFamily, fontSize: theme.fontSize, color: theme.text },
    tooltip: {
      show: tooltipOn,
      confine: true,
      backgroundColor: theme.dark ? '#111827' : '#ffffff',
      borderColor: theme.grid,
      textStyle: {
        color: theme.text,
        fontFamily: theme.fontFamily,
        fontSize: Math.max(11, theme.fontSize - 1),
      },
    },
  };
}

export function showLegend(ctx: RenderContext): boolean {
  return optB(ctx.plan.options, 'display.legend', true);
}

/** Approximate width of a text in px (average glyph about 0.58 em): enough to plan rows without measuring. */
export function textWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.58;
}

/**
 * Rows a horizontal legend needs to show every entry at this width (entries wrap like words); Infinity when
 * more than three rows would be needed for more than six entries, in which case the legend pages instead.
 */
export function legendRows(ctx: RenderContext, data: string[] | undefined): number {
  if (!data || data.length === 0) return 1;
  const room = Math.max(80, ctx.width - 16);
  let rows = 1;
  let x = 0;
  for (const name of data) {
    const w = 12 + 5 + textWidth(name, ctx.theme.fontSize) + 10;
    if (x > 0 && x + w > room) {
      rows++;
      x = 0;
    }
    x += w;
  }
  // Six entries or fewer never page: a reader should not have to click through a handful of names.
  return rows > 3 && data.length > 6 ? Infinity : rows;
}

const LEGEND_ROW = 22;

/**
 * Canvas width of a text in the theme's font, for labels that must fit a known box exactly; the estimate above
 * where there is no canvas (tests in Node).
 */
let measureContext: CanvasRenderingContext2D | null | undefined;
export function measureText(
  text: string,
  fontSize: number,
  fontFamily: string,
  fontWeight = 'normal',
): number {
  if (measureContext === undefined)
    measureContext =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!measureContext) return textWidth(text, fontSize);
  measureContext.font = `${fontWeight} ${fontSize}px ${fontFamily}`;
  return measureContext.measureText(text).width;
}

/**
 * A label's lines, wrapped at spaces only: a line is at most `width` wide unless one word alone is wider, and
 * that word keeps a line of its own, whole (a number with its unit, "48%" or "$1.2M", is one word). Line breaks
 * already in the text stay. ECharts' own wrapping (overflow: 'break') cuts a word that does not fit its width
 * into pieces ("Onli / ne"), so labels are wrapped here and given to ECharts with overflow: 'none'.
 */
export function wrapWords(
  text: string,
  width: number,
  fontSize: number,
  measure: (text: string, fontSize: number) => number = textWidth,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const longer = line ? `${line} ${word}` : word;
      if (line && measure(longer, fontSize) > width) {
        lines.push(line);
        line = word;
      } else line = longer;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * A label that fits `width` on at most `maxLines` lines, wrapping at spaces; '' when even that does not fit (a
 * word wider than `width`), so the label is hidden (the tooltip and legend carry the name) rather than cut with
 * an ellipsis or inside a word.
 */
export function fitLabel(
  text: string,
  width: number,
  fontSize: number,
  maxLines = 2,
  measure: (text: string, fontSize: number) => number = textWidth,
): string {
  const lines = wrapWords(text, width, fontSize, measure);
  if (lines.length > maxLines || lines.some((l) => measure(l, fontSize) > width)) return '';
  return lines.join('\n');
}

export function legendOption(ctx: RenderContext, data?: string[]): EchartsOption {
  const pos = optS(ctx.plan.options, 'legend.position', 'bottom');
  const type = optS(ctx.plan.options, 'legend.type', 'normal');
  const vertical = pos === 'left' || pos === 'right';
  // A legend pages only when its entries truly do not fit (in up to three rows across, or down the side).
  const rows = vertical ? 1 : legendRows(ctx, data);
  const fitsDown = vertical && (data?.length ?? 0) * LEGEND_ROW <= ctx.height - 20;
  const paged = vertical ? !fitsDown : !Number.isFinite(rows);
  return {
    show: showLegend(ctx) && (data ? data.length > 0 : true),
    type: paged ? 'scroll' : 'plain',
    ...(data ? { data } : {}),
    orient: vertical ? 'vertical' : 'horizontal',
    [pos === 'top' ? 'top' : pos === 'bottom' ? 'bottom' : 'top']:
      pos === 'top' || pos === 'bottom' ? 0 : 'middle',
    ...(vertical ? { [pos]: 0 } : { left: 'center', ...(paged ? {} : { width: ctx.width - 16 }) }),
    icon: type === 'circle' ? 'circle' : type === 'line' ? 'path://M0,4 L14,4 L14,6 L0,6 Z' : 'roundRect',
    itemWidth: 12,
    itemHeight: 10,
    itemGap: 10,
    textStyle: { color: ctx.theme.text, fontFamily: ctx.theme.fontFamily },
    pageIconColor: ctx.theme.text,
    pageTextStyle: { color: ctx.theme.muted },
  };
}

/** Height a horizontal legend takes (its rows), for the plot to leave room for it. */
export function legendHeight(ctx: RenderContext, data: string[] | undefined): number {
  const rows = legendRows(ctx, data);
  return (Number.isFinite(rows) ? rows : 1) * LEGEND_ROW;
}

/** Grid margins that leave room for the legend where it sits. */
export function gridOption(ctx: RenderContext, hasLegend: boolean, legendData?: string[]): EchartsOption {
  const pos = optS(ctx.plan.options, 'legend.position', 'bottom');
  const legend = hasLegend && showLegend(ctx);
  const band = legendHeight(ctx, legendData) + 14;
  return {
    left: legend && pos === 'left' ? 110 : 12,
    right: legend && pos === 'right' ? 110 : 20,
    top: legend && pos === 'top' ? band : 16,
    bottom: legend && pos === 'bottom' ? band : 10,
    containLabel: true,
  };
}

/** ECharts' axis label size (its axis defaults set it; the theme's text size does not apply). */
const AXIS_FONT_SIZE = 12;

export function axisStyle(ctx: RenderContext, showGrid: boolean): EchartsOption {
  const { theme } = ctx;
  return {
    axisLine: { lineStyle: { color: theme.axis } },
    axisTick: { lineStyle: { color: theme.axis } },
    axisLabel: { color: theme.muted, fontFamily: theme.fontFamily, hideOverlap: true },
    splitLine: { show: showGrid, lineStyle: { color: theme.grid } },
    nameTextStyle: { color: theme.muted, fontFamily: theme.fontFamily },
  };
}

/** A value axis for a measure column. */
export function valueAxis(
  ctx: RenderContext,
  col: PlanColumn | undefined,
  which: 'x' | 'y',
  extra: EchartsOption = {},
  maxAbs?: number,
): EchartsOption {
  const o = ctx.plan.options;
  const grid = optB(o, `grid.${which}`, which === 'y');
  // Enough ticks for the size: about one per 70 px across, one per 45 px up.
  const splitNumber =
    which === 'x'
      ? Math.max(3, Math.min(8, Math.floor((ctx.width - 90) / 70)))
      : Math.max(3, Math.min(6, Math.floor((ctx.height - 70) / 45)));
  const showLabels = optB(o, `axislabels.${which}`, true) && optB(o, `axis.${which}.labels`, true);
  const title = optB(o, `axis.${which}.title`, false);
  const min = optN(o, `manualAxesRange.${which}.min`);
  const max = optN(o, `manualAxesRange.${which}.max`);
  const log = optS(o, `axis.${which}.scale`, 'linear') === 'log';
  const style = axisStyle(ctx, grid);
  return {
    type: log ? 'log' : 'value',
    ...style,
    axisLine: { show: false },
    axisTick: { show: false },
    axisLabel: {
      ...(style.axisLabel as object),
      show: showLabels,
      formatter: (v: number) => ctx.fmtAxis(col, v, maxAbs),
    },
    splitNumber,
    ...(title && col ? { name: col.label, nameLocation: 'middle', nameGap: which === 'y' ? 48 : 28 } : {}),
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    ...extra,
  };
}

/** A category axis with the formatted category labels. */
export function categoryAxis(
  ctx: RenderContext,
  col: PlanColumn | undefined,
  labels: string[],
  which: 'x' | 'y',
  extra: EchartsOption = {},
): EchartsOption {
  const o = ctx.plan.options;
  const showLabels =
    optB(o, 'display.categoryLabels', true) &&
    optB(o, `axislabels.${which}`, true) &&
    optB(o, `axis.${which}.labels`, true);
  const title = optB(o, `axis.${which}.title`, false);
  const style = axisStyle(ctx, optB(o, `grid.${which}`, false));
  return {
    type: 'category',
    data: labels,
    ...style,
    axisLabel: {
      ...(style.axisLabel as object),
      show: showLabels,
      // Long names wrap at spaces (lines up to about a third of the item's width) rather than being cut; a
      // single word longer than that keeps its line whole and the grid makes room for it.
      ...(which === 'y'
        ? {
            formatter: (name: string | number) =>
              wrapWords(
                String(name),
                Math.max(72, Math.min(180, Math.round(ctx.width * 0.34))),
                AXIS_FONT_SIZE,
              ).join('\n'),
            overflow: 'none',
            lineHeight: 14,
          }
        : {}),
    },
    ...(title && col ? { name: col.label, nameLocation: 'middle', nameGap: which === 'y' ? 80 : 30 } : {}),
    ...extra,
  };
}

/** Tooltip HTML: a header and rows of coloured marker, name and value, everything escaped. */
export function tooltipHtml(
  header: string,
  lines: { color?: string; name: string; value: string }[],
): string {
  const rows = lines
    .map(
      (l) =>
        `<div style="display:flex;gap:8px;align-items:center;justify-content:space-between"><span>${
          l.color
            ? `<span style="display:inline-block;width:8px;height:8px;border-radius:50%;background:${esc(l.color)};margin-right:6px"></span>`
            : ''
        }${esc(l.name)}</span><strong>${esc(l.value)}</strong></div>`,
    )
    .join('');
  return `<div style="font-weight:600;margin-bottom:4px">${esc(header)}</div>${rows}`;
}

/** Value labels: options.display.values (absolute | percentage | none) or bars.label. */
export function valueLabelMode(
  ctx: RenderContext,
  fallback: 'absolute' | 'percentage' | 'none' = 'none',
): 'absolute' | 'percentage' | 'none' {
  const o = ctx.plan.options as Record<string, unknown>;
  const bars = optAt(o, 'bars.label');
  if (bars === 'absolute' || bars === 'percentage') return bars;
  const v = optAt(o, 'display.values');
  if (v === true) return 'absolute';
  if (v === false) return 'none';
  if (v === 'absolute' || v === 'percentage' || v === 'none') return v;
  return fallback;
}

export function isOrdered(col: PlanColumn | undefined): boolean {
  return !!col && (col.type === 'datetime' || col.binned === true || col.type === 'numeric');
}

export type { Cell };
