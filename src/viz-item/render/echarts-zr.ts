/**
 * The first of ECharts' two steps: zrender, its 2D engine (the canvas painter, the text and shape elements
 * ECharts' graphic helpers are built on). Evaluated in a task of its own, the phone's cost of ECharts' base
 * chunk is split in two: run as one, it was one of a chart page's longest tasks (Lighthouse mobile, 130-215 ms).
 * echarts-base is imported from here so the bundler leaves these modules out of its chunk; it is preloaded
 * beside this one, so the split costs no extra round trip.
 */
import { init as zrInit } from 'zrender/lib/zrender.js';
import CanvasPainter from 'zrender/lib/canvas/Painter.js';
import ZRText from 'zrender/lib/graphic/Text.js';
import ZRImage from 'zrender/lib/graphic/Image.js';
import Group from 'zrender/lib/graphic/Group.js';
import CompoundPath from 'zrender/lib/graphic/CompoundPath.js';
import Circle from 'zrender/lib/graphic/shape/Circle.js';
import Ellipse from 'zrender/lib/graphic/shape/Ellipse.js';
import Sector from 'zrender/lib/graphic/shape/Sector.js';
import Ring from 'zrender/lib/graphic/shape/Ring.js';
import Polygon from 'zrender/lib/graphic/shape/Polygon.js';
import Polyline from 'zrender/lib/graphic/shape/Polyline.js';
import Rect from 'zrender/lib/graphic/shape/Rect.js';
import Line from 'zrender/lib/graphic/shape/Line.js';
import BezierCurve from 'zrender/lib/graphic/shape/BezierCurve.js';
import Arc from 'zrender/lib/graphic/shape/Arc.js';
import LinearGradient from 'zrender/lib/graphic/LinearGradient.js';
import RadialGradient from 'zrender/lib/graphic/RadialGradient.js';
import OrientedBoundingRect from 'zrender/lib/core/OrientedBoundingRect.js';
import IncrementalDisplayable from 'zrender/lib/graphic/IncrementalDisplayable.js';
import * as pathTool from 'zrender/lib/tool/path.js';

/** ECharts uses these, not this file: held so the bundler keeps them here (they are side-effect free). */
const ZRENDER = [
  zrInit,
  CanvasPainter,
  ZRText,
  ZRImage,
  Group,
  CompoundPath,
  Circle,
  Ellipse,
  Sector,
  Ring,
  Polygon,
  Polyline,
  Rect,
  Line,
  BezierCurve,
  Arc,
  LinearGradient,
  RadialGradient,
  OrientedBoundingRect,
  IncrementalDisplayable,
  pathTool,
];

/** The second step: echarts/core, the canvas renderer and the axis pointer. */
export function loadBase(): Promise<typeof import('./echarts-base')> {
  void ZRENDER;
  return import(/* webpackChunkName: "viz-item-chart-base", webpackPreload: true */ './echarts-base');
}
