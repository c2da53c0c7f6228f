/** Renderer interfaces: ECharts-based renderers build an option; HTML renderers build DOM. */
import type { PlanColumn } from '../model';
import type { Cell, RenderContext } from './context';

/**
 * The part of echarts/core the runtime calls (graphic: its Text, for the first draw's warm-up in warm.ts). Named,
 * not the whole namespace: importing `* as echarts` keeps every helper namespace echarts/core re-exports
 * (format, matrix, …) in the base chunk.
 */
export type EchartsApi = Pick<typeof import('echarts/core'), 'init' | 'registerMap' | 'graphic'>;

/** ECharts module names the loader knows (see echarts-loader.ts). */
export type EchartsModule =
  | 'markArea'
  | 'bar'
  | 'line'
  | 'pie'
  | 'scatter'
  | 'effectScatter'
  | 'radar'
  | 'map'
  | 'tree'
  | 'treemap'
  | 'graph'
  | 'gauge'
  | 'funnel'
  | 'parallel'
  | 'sankey'
  | 'boxplot'
  | 'candlestick'
  | 'heatmap'
  | 'lines'
  | 'sunburst'
  | 'custom'
  | 'grid'
  | 'polar'
  | 'geo'
  | 'singleAxis'
  | 'parallelComponent'
  | 'radarComponent'
  | 'tooltip'
  | 'legend'
  | 'legendScroll'
  | 'markLine'
  | 'markPoint'
  | 'visualMap'
  | 'visualMapContinuous'
  | 'visualMapPiecewise'
  | 'dataZoom'
  | 'graphic'
  | 'title'
  | 'aria';

export type EchartsOption = Record<string, unknown>;

export interface EchartsRenderer {
  engine: 'echarts';
  /** ECharts modules to load: a list, or computed from the item (e.g. markLine only with guidelines). */
  modules: EchartsModule[] | ((ctx: RenderContext) => EchartsModule[]);
  /** Async preparation before build (e.g. registering the world map). */
  prepare?: (ctx: RenderContext, echarts: EchartsApi) => Promise<void>;
  build: (ctx: RenderContext) => EchartsOption;
}

export interface HtmlRenderer {
  engine: 'html';
  render: (ctx: RenderContext, root: HTMLElement) => void | Promise<void>;
}

export type Renderer = EchartsRenderer | HtmlRenderer;

/** A data item carries the value a click selects as `sel` (and optionally the column as `selCol`). */
export interface SelectableDatum {
  sel?: Cell;
  selCol?: PlanColumn;
  [key: string]: unknown;
}
