/**
 * Item type -> renderer, loaded on demand by family so a page with a bar chart does not carry the maps, the
 * word cloud or the filter controls. Every type of chart-types.json has one (a unit test checks it).
 */
import { own } from '../../lib/own';
import type { Renderer } from './types';

type Family = 'cartesian' | 'radial' | 'hierarchy' | 'maps' | 'html';

const FAMILIES: Record<Family, () => Promise<Record<string, unknown>>> = {
  cartesian: () => import('./cartesian'),
  radial: () => import('./radial'),
  hierarchy: () => import('./hierarchy'),
  maps: () => import('./maps'),
  html: () => import('../html/index'),
};

/** [family, export name, engine] per item type. */
export const RENDERER_TABLE: Record<string, [Family, string, 'echarts' | 'html']> = {
  'area-chart': ['cartesian', 'areaChart', 'echarts'],
  'bar-chart': ['cartesian', 'barChart', 'echarts'],
  'box-plot': ['cartesian', 'boxPlot', 'echarts'],
  'bubble-chart': ['hierarchy', 'bubbleChart', 'echarts'],
  'bullet-chart': ['cartesian', 'bulletChart', 'echarts'],
  'choropleth-map': ['maps', 'choroplethMap', 'echarts'],
  'circle-pack-chart': ['hierarchy', 'circlePackChart', 'echarts'],
  'circular-gauge': ['radial', 'circularGauge', 'echarts'],
  'column-chart': ['cartesian', 'columnChart', 'echarts'],
  'combination-chart': ['cartesian', 'combinationChart', 'echarts'],
  'conditional-number': ['html', 'conditionalNumber', 'html'],
  'date-comparison-filter': ['html', 'dateComparisonFilter', 'html'],
  'date-filter': ['html', 'dateFilterItem', 'html'],
  'donut-chart': ['radial', 'donutChart', 'echarts'],
  'dropdown-filter': ['html', 'dropdownFilter', 'html'],
  'evolution-number': ['html', 'evolutionNumber', 'html'],
  'funnel-chart': ['radial', 'funnelChart', 'echarts'],
  'heat-map': ['maps', 'heatMap', 'echarts'],
  'heat-table': ['html', 'heatTable', 'html'],
  'hexbin-map': ['maps', 'hexbinMap', 'echarts'],
  image: ['html', 'imageItem', 'html'],
  'line-chart': ['cartesian', 'lineChart', 'echarts'],
  'marker-map': ['maps', 'markerMap', 'echarts'],
  'ohlc-chart': ['cartesian', 'ohlcChart', 'echarts'],
  'parallel-coordinates-plot': ['hierarchy', 'parallelCoordinatesPlot', 'echarts'],
  'pivot-table': ['html', 'pivotTable', 'html'],
  'pyramid-chart': ['cartesian', 'pyramidChart', 'echarts'],
  'radar-chart': ['radial', 'radarChart', 'echarts'],
  'regular-table': ['html', 'regularTable', 'html'],
  'route-map': ['maps', 'routeMap', 'echarts'],
  'sankey-diagram': ['hierarchy', 'sankeyDiagram', 'echarts'],
  'scatter-plot': ['cartesian', 'scatterPlot', 'echarts'],
  'search-filter': ['html', 'searchFilter', 'html'],
  'slicer-filter': ['html', 'slicerFilter', 'html'],
  'slider-filter': ['html', 'sliderFilter', 'html'],
  'speedometer-chart': ['radial', 'speedometerChart', 'echarts'],
  'spike-map': ['maps', 'spikeMap', 'echarts'],
  'strip-plot': ['cartesian', 'stripPlot', 'echarts'],
  'sunburst-chart': ['hierarchy', 'sunburstChart', 'echarts'],
  'symbol-map': ['maps', 'symbolMap', 'echarts'],
  text: ['html', 'textItem', 'html'],
  'treemap-chart': ['hierarchy', 'treemapChart', 'echarts'],
  video: ['html', 'videoItem', 'html'],
  'wordcloud-chart': ['hierarchy', 'wordcloudChart', 'echarts'],
};

const cache = new Map<string, Renderer>();
let htmlStyles: string | undefined;

/** The HTML item types' styles (html/styles.ts), once one of their renderers has loaded. */
export function loadedHtmlStyles(): string | undefined {
  return htmlStyles;
}

/** The renderer of a type, or undefined for a type without one. */
export async function loadRenderer(type: string): Promise<Renderer | undefined> {
  const hit = cache.get(type);
  if (hit) return hit;
  const entry = own(RENDERER_TABLE, type);
  if (!entry) return undefined;
  const mod = await FAMILIES[entry[0]]();
  if (typeof mod.HTML_STYLES === 'string') htmlStyles = mod.HTML_STYLES;
  const renderer = mod[entry[1]] as Renderer | undefined;
  if (renderer) cache.set(type, renderer);
  return renderer;
}

/** Synchronous access once loaded (keyboard handling, resize). */
export function loadedRenderer(type: string): Renderer | undefined {
  return cache.get(type);
}
