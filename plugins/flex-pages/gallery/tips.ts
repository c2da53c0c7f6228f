/**
 * What a build-time picture's marks show, so that a tap on the picture answers before any chart code is
 * downloaded (components/Facade/tips.ts reads it). Worked out by ECharts itself at build time, on the chart the
 * picture is drawn from: each tooltip is the live chart's own formatter (the renderer's option) called with the
 * parameters ECharts gives it, and each place to tap is where ECharts drew the mark (an axis tooltip's category
 * bands, or an item tooltip's shapes, read from the SVG's `ecmeta_*` attributes). Node only.
 */
import type * as echarts from 'echarts';
import type { EchartsOption } from '@quantaloop/viz-item/render/types';
import { simplifyPath } from './svg';

/** One picture's answers to a tap, in the chart's pixels (`at`: where the chart sits in the framed picture). */
export interface PictureTips {
  /** The tooltip box's colours, as the live tooltip's option has them. */
  style: { background: string; border: string; color: string; fontFamily: string; fontSize: number };
  /** Each tooltip's HTML (made by the renderer's formatter, its text escaped there). */
  tips: string[];
  /** An axis tooltip: the category bands along `dim`, `centres[i]` showing `tips[i]`, inside the grid `rect`. */
  axis?: { dim: 'x' | 'y'; rect: [number, number, number, number]; centres: number[] };
  /** An item tooltip: the marks, last drawn last, each `[tip, bounding box, path, transform?]`. */
  marks?: [number, [number, number, number, number], string, number[]?][];
  /**
   * A map's drawing: the rect it fills and the margins (top, right, bottom, left) it was fitted in at its own
   * aspect, so that a point of the picture can be found on the live map, drawn at another width.
   */
  view?: { rect: [number, number, number, number]; margins: [number, number, number, number] };
}

type Chart = ReturnType<typeof echarts.init>;

/** The parts of ECharts' model the tips need (the instance's getModel() is not in its typings). */
interface SeriesModel {
  getDataParams(dataIndex: number): Record<string, unknown>;
  getData(): { count(): number };
  get(path: string): unknown;
  /** A cartesian series' coordinate system: its area is the grid's plot. */
  coordinateSystem?: {
    getArea?: () => { x: number; y: number; width: number; height: number };
    getViewRect?: () => { x: number; y: number; width: number; height: number };
  };
}
interface Model {
  getSeriesCount(): number;
  getSeriesByIndex(i: number): SeriesModel | undefined;
}

type Formatter = (params: unknown) => string;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Series types whose shapes are nodes or links (dataType), which the SVG's metadata does not tell apart. */
const GRAPHS = new Set(['sankey', 'graph']);

/** The tips of a chart drawn from `option` (null when it shows no tooltip). `svg`: its SSR output, unminified. */
export function pictureTips(chart: Chart, option: EchartsOption, svg: string): PictureTips | null {
  const tooltip = (Array.isArray(option.tooltip) ? option.tooltip[0] : option.tooltip) as
    | {
        show?: boolean;
        trigger?: string;
        formatter?: unknown;
        backgroundColor?: string;
        borderColor?: string;
        textStyle?: { color?: string; fontFamily?: string; fontSize?: number };
      }
    | undefined;
  if (!tooltip || tooltip.show === false) return null;
  const model = (chart as unknown as { getModel(): Model }).getModel();
  const style = {
    background: tooltip.backgroundColor ?? '#fff',
    border: tooltip.borderColor ?? '#ccc',
    color: tooltip.textStyle?.color ?? '#333',
    fontFamily: tooltip.textStyle?.fontFamily ?? 'sans-serif',
    fontSize: tooltip.textStyle?.fontSize ?? 12,
  };
  const formatterOf = (series: SeriesModel | undefined): Formatter | null => {
    const own = series?.get('tooltip.formatter');
    const f = typeof own === 'function' ? own : tooltip.formatter;
    return typeof f === 'function' ? (f as Formatter) : null;
  };
  const tips: string[] = [];
  const tipIndex = (html: string) => {
    const i = tips.indexOf(html);
    return i >= 0 ? i : tips.push(html) - 1;
  };

  if (tooltip.trigger === 'axis') {
    const band = axisBands(chart, option, model);
    const formatter = formatterOf(undefined);
    if (!band || !formatter) return null;
    const html = band.centres.map((_, i) => {
      const params: Record<string, unknown>[] = [];
      for (let s = 0; s < model.getSeriesCount(); s++) {
        const series = model.getSeriesByIndex(s);
        if (series && i < series.getData().count()) params.push(series.getDataParams(i));
      }
      return formatter(params);
    });
    return { style, tips: html, axis: band };
  }

  const marks: NonNullable<PictureTips['marks']> = [];
  for (const m of svg.matchAll(/<path ([^>]*ecmeta_data_index="\d+"[^>]*)>/g)) {
    const attrs = m[1]!;
    const at = (name: string) => new RegExp(`(?:^| )${name}="([^"]*)"`).exec(attrs)?.[1];
    // Legend entries and labels carry a data index too; only the chart's own marks answer a tap.
    if (at('ecmeta_ssr_type') && at('ecmeta_ssr_type') !== 'chart') continue;
    if (at('ecmeta_silent') === 'true' || at('fill') === 'none') continue;
    const seriesIndex = Number(at('ecmeta_series_index'));
    const series = model.getSeriesByIndex(seriesIndex);
    // Nodes and links share data indices and the SVG does not say which a shape is: no picture tips there.
    if (GRAPHS.has(String(series?.get('type')))) return null;
    const formatter = formatterOf(series);
    const d = at('d');
    if (!series || !formatter || !d) continue;
    const html = formatter(series.getDataParams(Number(at('ecmeta_data_index'))));
    if (!html) continue;
    const transform = /matrix\(([^)]*)\)/
      .exec(at('transform') ?? '')?.[1]
      ?.split(/[\s,]+/)
      .map(Number);
    const box = bounds(d, transform);
    if (!box) continue;
    const path = transform ? d.replace(/-?\d+\.\d+/g, (n) => String(round1(Number(n)))) : simplifyPath(d);
    marks.push([tipIndex(html), box, path, ...(transform ? [transform.map(round1)] : [])] as never);
  }
  return marks.length ? { style, tips, marks, ...mapView(option, model) } : null;
}

/** A map's view rect and the margins it was fitted in (geo component or map series), if the chart is a map. */
function mapView(option: EchartsOption, model: Model): Pick<PictureTips, 'view'> {
  const rect = model.getSeriesByIndex(0)?.coordinateSystem?.getViewRect?.();
  const box = ([option.geo].flat()[0] ?? [option.series].flat()[0]) as Record<string, unknown> | undefined;
  if (!rect || !box) return {};
  const margin = (side: string) => (typeof box[side] === 'number' ? (box[side] as number) : 0);
  return {
    view: {
      rect: [rect.x, rect.y, rect.width, rect.height].map(round1) as [number, number, number, number],
      margins: [margin('top'), margin('right'), margin('bottom'), margin('left')],
    },
  };
}

/** The category bands of the first category axis: their centres in px along it, and the grid they span. */
function axisBands(chart: Chart, option: EchartsOption, model: Model): PictureTips['axis'] | null {
  for (const dim of ['x', 'y'] as const) {
    const axis = [option[`${dim}Axis`]].flat()[0] as { type?: string; data?: unknown[] } | undefined;
    if (axis?.type !== 'category' || !axis.data?.length) continue;
    const finder = { [`${dim}AxisIndex`]: 0 };
    const centres = axis.data.map((_, i) => {
      const px = chart.convertToPixel(finder, i) as unknown;
      return round1(Number(Array.isArray(px) ? px[dim === 'x' ? 0 : 1] : px));
    });
    const grid = model.getSeriesByIndex(0)?.coordinateSystem?.getArea?.();
    if (!grid || centres.some((c) => !Number.isFinite(c))) return null;
    return {
      dim,
      rect: [grid.x, grid.y, grid.width, grid.height].map(round1) as [number, number, number, number],
      centres,
    };
  }
  return null;
}

/** How many numbers each of the absolute path commands ECharts writes takes, and which of them are points. */
const ARGS: Record<string, number> = { M: 2, L: 2, C: 6, Q: 4, A: 7, H: 1, V: 1, Z: 0 };

/** The box around a path's points (through its transform), or null for a path without any. */
function bounds(d: string, m?: number[]): [number, number, number, number] | null {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  let [cx, cy] = [0, 0];
  const add = (x: number, y: number) => {
    [cx, cy] = [x, y];
    if (m) [x, y] = [m[0]! * x + m[2]! * y + m[4]!, m[1]! * x + m[3]! * y + m[5]!];
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  };
  for (const [, cmd, args] of d.matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
    const n = ARGS[cmd!.toUpperCase()];
    if (n === undefined || cmd !== cmd!.toUpperCase()) return null; // relative commands: not written by ECharts
    const nums = (args!.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);
    for (let i = 0; n > 0 && i + n <= nums.length; i += n) {
      const a = nums.slice(i, i + n);
      if (cmd === 'H') add(a[0]!, cy);
      else if (cmd === 'V') add(cx, a[0]!);
      else if (cmd === 'A')
        add(a[5]!, a[6]!); // an arc's end (its bulge stays within a bar's corner)
      else for (let j = 0; j < n; j += 2) add(a[j]!, a[j + 1]!);
    }
  }
  return Number.isFinite(x0) ? [round1(x0), round1(y0), round1(x1 - x0), round1(y1 - y0)] : null;
}
