/**
 * Item type -> renderer, loaded on demand by family so a page with a bar chart does not carry the maps, the
 * word cloud or the filter controls. Every type of chart-types.json has one (a unit test checks it).
 */
import { own } from '../../lib/own';
import type { Renderer } from './types';

type Family = 'cartesian' | 'radial' | 'hierarchy' | 'maps' | 'tables' | 'numbers' | 'filters' | 'media';

/**
 * The HTML item types come in four families of their own, so that a page of number tiles does not carry the
 * tables and the filter controls (the three of them were one 12.4 KiB gzipped chunk on such a page, 2026-11-29).
 * Their styles, one stylesheet for all of them, are a chunk of their own, loaded beside the first.
 */
const FAMILIES: Record<Family, () => Promise<Record<string, unknown>>> = {
  cartesian: () => import('./cartesian'),
  radial: () => import('./radial'),
  hierarchy: () => import('./hierarchy'),
  maps: () => import('./maps'),
  tables: () => import('../html/tables'),
  numbers: () => import('../html/numbers'),
  filters: () => import('../html/filters'),
  media: () => import('../html/media'),
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
  'conditional-number': ['numbers', 'conditionalNumber', 'html'],
  'date-comparison-filter': ['filters', 'dateComparisonFilter', 'html'],
  'date-filter': ['filters', 'dateFilterItem', 'html'],
  'donut-chart': ['radial', 'donutChart', 'echarts'],
  'dropdown-filter': ['filters', 'dropdownFilter', 'html'],
  'evolution-number': ['numbers', 'evolutionNumber', 'html'],
  'funnel-chart': ['radial', 'funnelChart', 'echarts'],
  'heat-map': ['maps', 'heatMap', 'echarts'],
  'heat-table': ['tables', 'heatTable', 'html'],
  'hexbin-map': ['maps', 'hexbinMap', 'echarts'],
  image: ['media', 'imageItem', 'html'],
  'line-chart': ['cartesian', 'lineChart', 'echarts'],
  'marker-map': ['maps', 'markerMap', 'echarts'],
  'ohlc-chart': ['cartesian', 'ohlcChart', 'echarts'],
  'parallel-coordinates-plot': ['hierarchy', 'parallelCoordinatesPlot', 'echarts'],
  'pivot-table': ['tables', 'pivotTable', 'html'],
  'pyramid-chart': ['cartesian', 'pyramidChart', 'echarts'],
  'radar-chart': ['radial', 'radarChart', 'echarts'],
  'regular-table': ['tables', 'regularTable', 'html'],
  'route-map': ['maps', 'routeMap', 'echarts'],
  'sankey-diagram': ['hierarchy', 'sankeyDiagram', 'echarts'],
  'scatter-plot': ['cartesian', 'scatterPlot', 'echarts'],
  'search-filter': ['filters', 'searchFilter', 'html'],
  'slicer-filter': ['filters', 'slicerFilter', 'html'],
  'slider-filter': ['filters', 'sliderFilter', 'html'],
  'speedometer-chart': ['radial', 'speedometerChart', 'echarts'],
  'spike-map': ['maps', 'spikeMap', 'echarts'],
  'strip-plot': ['cartesian', 'stripPlot', 'echarts'],
  'sunburst-chart': ['hierarchy', 'sunburstChart', 'echarts'],
  'symbol-map': ['maps', 'symbolMap', 'echarts'],
  text: ['media', 'textItem', 'html'],
  'treemap-chart': ['hierarchy', 'treemapChart', 'echarts'],
  video: ['media', 'videoItem', 'html'],
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
  const [mod, styles] = await Promise.all([
    FAMILIES[entry[0]](),
    entry[2] === 'html' && htmlStyles === undefined ? import('../html/styles') : null,
  ]);
  if (styles) htmlStyles = styles.HTML_STYLES;
  const renderer = mod[entry[1]] as Renderer | undefined;
  if (renderer) cache.set(type, renderer);
  return renderer;
}

/** Synchronous access once loaded (keyboard handling, resize). */
export function loadedRenderer(type: string): Renderer | undefined {
  return cache.get(type);
}
