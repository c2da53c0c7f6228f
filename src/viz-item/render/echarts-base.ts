/**
 * The ECharts base chunk: echarts/core, the canvas renderer and the axis pointer, plus
 * the on-demand imports of the chart and component modules. The imports are issued from this module on
 * purpose: the bundler then knows echarts/core is already loaded when a chart module's chunk arrives, so each
 * of those chunks carries only its own code instead of the pieces of core it shares with the others (which
 * split ECharts into some twenty small chunks a first visit had to fetch).
 */
import { graphic, init, registerMap, use as register } from 'echarts/core';
import { install as installCanvas } from 'echarts/lib/renderer/installCanvasRenderer.js';
// The axis pointer (grids install it, and the tooltip): here, so its modules and the helpers it shares with
// the chart modules (labels, graphic) are loaded once instead of copied into each of their chunks.
import { install as installAxisPointer } from 'echarts/lib/component/axisPointer/install.js';
import type { EchartsApi, EchartsModule } from './types';

register([installCanvas, installAxisPointer]);

type Loader = () => Promise<unknown>;

const MODULES: Record<EchartsModule, Loader> = {
  bar: () => import('echarts/lib/chart/bar.js'),
  line: () => import('echarts/lib/chart/line.js'),
  pie: () => import('echarts/lib/chart/pie.js'),
  scatter: () => import('echarts/lib/chart/scatter.js'),
  effectScatter: () => import('echarts/lib/chart/effectScatter.js'),
  radar: () => import('echarts/lib/chart/radar.js'),
  map: () => import('echarts/lib/chart/map.js'),
  tree: () => import('echarts/lib/chart/tree.js'),
  treemap: () => import('echarts/lib/chart/treemap.js'),
  graph: () => import('echarts/lib/chart/graph.js'),
  gauge: () => import('echarts/lib/chart/gauge.js'),
  funnel: () => import('echarts/lib/chart/funnel.js'),
  parallel: () => import('echarts/lib/chart/parallel.js'),
  sankey: () => import('echarts/lib/chart/sankey.js'),
  boxplot: () => import('echarts/lib/chart/boxplot.js'),
  candlestick: () => import('echarts/lib/chart/candlestick.js'),
  heatmap: () => import('echarts/lib/chart/heatmap.js'),
  lines: () => import('echarts/lib/chart/lines.js'),
  sunburst: () => import('echarts/lib/chart/sunburst.js'),
  custom: () => import('echarts/lib/chart/custom.js'),
  grid: () => import('echarts/lib/component/grid.js'),
  polar: () => import('echarts/lib/component/polar.js'),
  geo: () => import('echarts/lib/component/geo.js'),
  singleAxis: () => import('echarts/lib/component/singleAxis.js'),
  parallelComponent: () => import('echarts/lib/component/parallel.js'),
  radarComponent: () => import('echarts/lib/component/radar.js'),
  // Every chart type has one, but only once a reader points at a chart (element-chart.ts, wantTooltip).
  tooltip: () => import('echarts/lib/component/tooltip.js'),
  // The plain legend only: ECharts' legend.js installs the paging one too. A renderer lists 'legendScroll' (its
  // legend may page); the chart loads 'legend' with it and the paging legend (2.4 KiB gzipped) only for an
  // option whose legend does page (element-chart.ts).
  legend: () => import('echarts/lib/component/legendPlain.js'),
  legendScroll: () => import('echarts/lib/component/legendScroll.js'),
  markLine: () => import('echarts/lib/component/markLine.js'),
  markArea: () => import('echarts/lib/component/markArea.js'),
  markPoint: () => import('echarts/lib/component/markPoint.js'),
  visualMap: () => import('echarts/lib/component/visualMap.js'),
  visualMapContinuous: () => import('echarts/lib/component/visualMapContinuous.js'),
  visualMapPiecewise: () => import('echarts/lib/component/visualMapPiecewise.js'),
  dataZoom: () => import('echarts/lib/component/dataZoom.js'),
  graphic: () => import('echarts/lib/component/graphic.js'),
  title: () => import('echarts/lib/component/title.js'),
  aria: () => import('echarts/lib/component/aria.js'),
};

const loaded = new Map<EchartsModule, Promise<unknown>>();

/** echarts/core with the given modules registered. */
export async function withModules(modules: readonly EchartsModule[]): Promise<EchartsApi> {
  await Promise.all(
    modules.map((m) => {
      let p = loaded.get(m);
      if (!p) {
        p = MODULES[m]();
        loaded.set(m, p);
      }
      return p;
    }),
  );
  return { init, registerMap, graphic };
}
