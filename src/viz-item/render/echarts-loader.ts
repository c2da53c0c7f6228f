/**
 * Lazy ECharts: echarts/core plus only the chart and component modules an item needs, imported on demand so
 * a page without charts loads none of it (each import is its own chunk in the site build).
 */
import type { EchartsModule } from './types';

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
  tooltip: () => import('echarts/lib/component/tooltip.js'),
  legend: () => import('echarts/lib/component/legend.js'),
  legendScroll: () => import('echarts/lib/component/legendScroll.js'),
  markLine: () => import('echarts/lib/component/markLine.js'),
  markArea: () => import('echarts/lib/component/markArea.js'),
  markPoint: () => import('echarts/lib/component/markPoint.js'),
  visualMap: () => import('echarts/lib/component/visualMap.js'),
  visualMapContinuous: () => import('echarts/lib/component/visualMapContinuous.js'),
  visualMapPiecewise: () => import('echarts/lib/component/visualMapPiecewise.js'),
  dataZoom: () => import('echarts/lib/component/dataZoom.js'),
  graphic: () => import('echarts/lib/component/graphic.js'),
  aria: () => import('echarts/lib/component/aria.js'),
};

let core: Promise<typeof import('echarts/core')> | null = null;
const loaded = new Map<EchartsModule, Promise<unknown>>();

/** echarts/core with the canvas renderer and the given modules registered. */
export async function loadEcharts(modules: readonly EchartsModule[]): Promise<typeof import('echarts/core')> {
  core ??= Promise.all([
    import('echarts/core'),
    import('echarts/lib/renderer/installCanvasRenderer.js'),
  ]).then(([echarts, canvas]) => {
    echarts.use(canvas.install);
    return echarts;
  });
  const echarts = await core;
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
  return echarts;
}
