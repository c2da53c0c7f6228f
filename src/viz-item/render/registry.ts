/** Item type -> renderer. Every type of chart-types.json has one (a unit test checks it). */
import * as html from '../html/index';
import * as cartesian from './cartesian';
import * as hierarchy from './hierarchy';
import * as maps from './maps';
import * as radial from './radial';
import type { Renderer } from './types';

export const RENDERERS: Record<string, Renderer> = {
  'area-chart': cartesian.areaChart,
  'bar-chart': cartesian.barChart,
  'box-plot': cartesian.boxPlot,
  'bubble-chart': hierarchy.bubbleChart,
  'bullet-chart': cartesian.bulletChart,
  'choropleth-map': maps.choroplethMap,
  'circle-pack-chart': hierarchy.circlePackChart,
  'circular-gauge': radial.circularGauge,
  'column-chart': cartesian.columnChart,
  'combination-chart': cartesian.combinationChart,
  'conditional-number': html.conditionalNumber,
  'date-comparison-filter': html.dateComparisonFilter,
  'date-filter': html.dateFilterItem,
  'donut-chart': radial.donutChart,
  'dropdown-filter': html.dropdownFilter,
  'evolution-number': html.evolutionNumber,
  'funnel-chart': radial.funnelChart,
  'heat-map': maps.heatMap,
  'heat-table': html.heatTable,
  'hexbin-map': maps.hexbinMap,
  image: html.imageItem,
  'line-chart': cartesian.lineChart,
  'marker-map': maps.markerMap,
  'ohlc-chart': cartesian.ohlcChart,
  'parallel-coordinates-plot': hierarchy.parallelCoordinatesPlot,
  'pivot-table': html.pivotTable,
  'pyramid-chart': cartesian.pyramidChart,
  'radar-chart': radial.radarChart,
  'regular-table': html.regularTable,
  'route-map': maps.routeMap,
  'sankey-diagram': hierarchy.sankeyDiagram,
  'scatter-plot': cartesian.scatterPlot,
  'search-filter': html.searchFilter,
  'slicer-filter': html.slicerFilter,
  'slider-filter': html.sliderFilter,
  'speedometer-chart': radial.speedometerChart,
  'spike-map': maps.spikeMap,
  'strip-plot': cartesian.stripPlot,
  'sunburst-chart': hierarchy.sunburstChart,
  'symbol-map': maps.symbolMap,
  text: html.textItem,
  'treemap-chart': hierarchy.treemapChart,
  video: html.videoItem,
  'wordcloud-chart': hierarchy.wordcloudChart,
};
