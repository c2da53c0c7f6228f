/**
 * Maps drawn on bundled country outlines (world.ts): choropleth, marker, symbol, spike, hexbin, heat and route
 * maps. No tiles.
 */
import { CITIES } from '../data/catalog';
import type { PlanColumn } from '../model';
import { distinct, selOpacity, selectionKey, type Cell, type RenderContext, type ResultRow } from './context';
import { baseOption, color, legendOption, optAt, optB, optN, optS, tooltipHtml } from './common';
import type { EchartsRenderer } from './types';
import {
  continuousBoxes,
  featureName,
  geoComponent,
  geoRows,
  legendPanel,
  mapAspect,
  mapPrepare,
  MAP_MODULES,
  MAP_NAME,
  piecewiseBoxes,
  pieces,
  placeLegend,
  pointBounds,
  seriesLegendMargins,
} from './world';

export const choroplethMap: EchartsRenderer = {
  engine: 'echarts',
  modules: MAP_MODULES,
  prepare: mapPrepare(),
  build(ctx) {
    const o = ctx.plan.options;
    const geo = ctx.plan.bySlot.geo?.[0];
    const m = ctx.plan.bySlot.measure?.[0];
    const totals = new Map<string, { value: number; sel: Cell }>();
    for (const r of ctx.rows) {
      const name = featureName(geo ? (r[geo.key] ?? null) : null);
      if (!name) continue;
      const cur = totals.get(name) ?? { value: 0, sel: r[geo!.key] ?? null };
      cur.value += Number(r[m?.key ?? '']) || 0;
      totals.set(name, cur);
    }
    const values = [...totals.values()].map((v) => v.value);
    const legendOn = optB(o, 'display.legend', true);
    const classes = [
      ...pieces(ctx, values, m),
      { value: 'no-data', label: ctx.msg('noValue'), color: ctx.theme.surface },
    ];
    const legendFont = Math.max(10, ctx.theme.fontSize - 2);
    const shown = legendOn && values.length > 0;
    // Beside or under the world, never on it (placeLegend).
    const place = placeLegend(
      ctx,
      shown
        ? piecewiseBoxes(
            classes.map((c) => c.label),
            legendFont,
            [14, 10],
          )
        : null,
      mapAspect(),
    );
    return {
      ...baseOption(ctx),
      tooltip: {
        ...(baseOption(ctx).tooltip as object),
        show: optB(o, 'tooltip.enabled', true) && optB(o, 'interactivity.tooltip', true),
        trigger: 'item',
        formatter: (p: { name: string; value: number }) =>
          tooltipHtml(p.name, [
            { name: m?.label ?? '', value: Number.isFinite(p.value) ? ctx.fmt(m, p.value) : '–' },
          ]),
      },
      visualMap: {
        type: 'piecewise',
        show: shown,
        // Countries without a value are named too, under the lowest class. The piece matches no number.
        pieces: classes,
        itemWidth: 14,
        itemHeight: 10,
        textStyle: { color: ctx.theme.text, fontSize: legendFont },
        ...legendPanel(ctx),
        ...place.legend,
        seriesIndex: 0,
      },
      series: [
        {
          id: 'choropleth',
          type: 'map',
          map: MAP_NAME,
          roam: optB(o, 'enabled.zoom', true),
          scaleLimit: { min: optN(o, 'zoomRange.min', 1), max: optN(o, 'zoomRange.max', 8) },
          ...place.margins,
          // Fitted in the room the legend leaves at its own aspect, centred (ECharts stretches it otherwise).
          preserveAspect: 'contain',
          itemStyle: {
            areaColor: ctx.theme.surface,
            borderColor: optS(o, 'strokeColor', ctx.theme.background),
            borderWidth: 0.6,
            opacity: optN(o, 'opacity', 0.95),
          },
          emphasis: {
            label: { show: false },
            itemStyle: { areaColor: ctx.theme.dark ? '#fbbf24' : '#f59e0b' },
          },
          select: { disabled: true },
          label: { show: false },
          data: [...totals.entries()].map(([name, v]) => ({
            name,
            value: v.value,
            sel: v.sel,
            itemStyle: { opacity: selOpacity(ctx, v.sel) },
          })),
        },
      ],
    };
  },
};

function pointTooltip(ctx: RenderContext, geo: PlanColumn | undefined, m: PlanColumn | undefined) {
  return {
    ...(baseOption(ctx).tooltip as object),
    trigger: 'item',
    formatter: (p: { data: { label: string; raw?: number } }) =>
      tooltipHtml(
        p.data.label,
        m && p.data.raw !== undefined ? [{ name: m.label, value: ctx.fmt(m, p.data.raw) }] : [],
      ),
  };
}

const CITY_BY_COORDINATES = new Map(CITIES.map((c) => [`${c.lat},${c.lng}`, c.city]));

/** A readable name for a point: a known city for demo coordinates, a country name, else the value. */
function pointLabel(ctx: RenderContext, geo: PlanColumn | undefined, r: ResultRow): string {
  const v = geo ? (r[geo.key] ?? null) : null;
  return CITY_BY_COORDINATES.get(String(v)) ?? featureName(v) ?? ctx.fmt(geo, v);
}

export const markerMap: EchartsRenderer = {
  engine: 'echarts',
  modules: [...MAP_MODULES, 'scatter'],
  prepare: mapPrepare(),
  build(ctx) {
    const geo = ctx.plan.bySlot.geo?.[0];
    const m = ctx.plan.bySlot.measure?.[0];
    const pts = geoRows(ctx, geo);
    return {
      ...baseOption(ctx),
      geo: geoComponent(
        ctx,
        pts.map((x) => x.p),
        true,
      ),
      tooltip: pointTooltip(ctx, geo, m),
      series: [
        {
          id: 'markers',
          type: 'scatter',
          coordinateSystem: 'geo',
          symbol: 'pin',
          symbolSize: 26,
          symbolOffset: [0, '-40%'],
          itemStyle: { color: color(ctx, 0) },
          data: pts.map(({ r, p }) => ({
            value: p,
            label: pointLabel(ctx, geo, r),
            raw: m ? (r[m.key] as number) : undefined,
            sel: geo ? (r[geo.key] ?? null) : null,
            itemStyle: { opacity: selOpacity(ctx, geo ? (r[geo.key] ?? null) : null) },
          })),
        },
      ],
    };
  },
};

export const symbolMap: EchartsRenderer = {
  engine: 'echarts',
  modules: [...MAP_MODULES, 'scatter'],
  prepare: mapPrepare(),
  build(ctx) {
    const o = ctx.plan.options;
    const geo = ctx.plan.bySlot.geo?.[0];
    const m = ctx.plan.bySlot.measure?.[0];
    const cat = ctx.plan.bySlot.category?.[0];
    const pts = geoRows(ctx, geo);
    const max = Math.max(1, ...pts.map(({ r }) => Number(r[m?.key ?? '']) || 0));
    const groups = cat
      ? distinct(ctx.rows, cat.key).sort((a, b) => String(a).localeCompare(String(b)))
      : [null];
    const [minS, maxS] = [optN(o, 'size.min', 4), optN(o, 'size.max', 30)];
    const entries = groups.length > 1 ? groups.map((g) => ctx.fmt(cat, g)) : [];
    return {
      ...baseOption(ctx),
      geo: geoComponent(
        ctx,
        pts.map((x) => x.p),
        true,
        seriesLegendMargins(ctx, entries),
      ),
      legend: legendOption(ctx, entries),
      tooltip: pointTooltip(ctx, geo, m),
      series: groups.map((g, gi) => ({
        id: `symbols${gi}`,
        name: cat ? ctx.fmt(cat, g) : (m?.label ?? ''),
        type: 'scatter',
        coordinateSystem: 'geo',
        itemStyle: {
          color: color(ctx, gi),
          opacity: optN(o, 'opacity', 0.75),
          borderColor: ctx.theme.background,
          borderWidth: 1,
        },
        data: pts
          .filter(({ r }) => !cat || selectionKey(r[cat.key] ?? null) === selectionKey(g))
          .map(({ r, p }) => {
            const v = Number(r[m?.key ?? '']) || 0;
            const sel = geo ? (r[geo.key] ?? null) : null;
            return {
              value: p,
              label: pointLabel(ctx, geo, r),
              raw: v,
              sel,
              symbolSize: minS + (maxS - minS) * Math.sqrt(v / max),
              itemStyle: { opacity: optN(o, 'opacity', 0.75) * selOpacity(ctx, sel) },
            };
          }),
      })),
    };
  },
};

type GeoApi = { value: (i: number) => number; coord: (p: number[]) => number[] };

export const spikeMap: EchartsRenderer = {
  engine: 'echarts',
  modules: [...MAP_MODULES, 'custom'],
  prepare: mapPrepare(),
  build(ctx) {
    const o = ctx.plan.options;
    const geo = ctx.plan.bySlot.geo?.[0];
    const m = ctx.plan.bySlot.measure?.[0];
    const colorCol = ctx.plan.bySlot.color?.[0];
    const pts = geoRows(ctx, geo).sort((a, b) => b.p[1] - a.p[1]);
    const max = Math.max(1, ...pts.map(({ r }) => Number(r[m?.key ?? '']) || 0));
    const height = optN(o, 'spikeHeight', 80);
    const width = optN(o, 'spikeWidth', 8);
    const groups = colorCol ? distinct(ctx.rows, colorCol.key) : [];
    const gi = new Map(groups.map((g, i) => [selectionKey(g), i]));
    return {
      ...baseOption(ctx),
      geo: geoComponent(
        ctx,
        pts.map((x) => x.p),
        true,
      ),
      tooltip: pointTooltip(ctx, geo, m),
      series: [
        {
          id: 'spikes',
          type: 'custom',
          coordinateSystem: 'geo',
          data: pts.map(({ r, p }) => {
            const sel = geo ? (r[geo.key] ?? null) : null;
            return {
              value: [
                p[0],
                p[1],
                (Number(r[m?.key ?? '']) || 0) / max,
                colorCol ? (gi.get(selectionKey(r[colorCol.key] ?? null)) ?? 0) : 0,
              ],
              label: pointLabel(ctx, geo, r),
              raw: Number(r[m?.key ?? '']) || 0,
              sel,
            };
          }),
          renderItem: (params: { dataIndex: number }, api: GeoApi) => {
            const [x, y] = api.coord([api.value(0), api.value(1)]) as [number, number];
            const h = Math.max(2, api.value(2) * height);
            const c = color(ctx, api.value(3));
            const sel = pts[params.dataIndex] && geo ? (pts[params.dataIndex]!.r[geo.key] ?? null) : null;
            return {
              type: 'polygon',
              shape: {
                points: [
                  [x - width / 2, y],
                  [x, y - h],
                  [x + width / 2, y],
                ],
              },
              style: {
                fill: c,
                opacity: optN(o, 'fillOpacity', 0.5) * selOpacity(ctx, sel),
                stroke: c,
                lineWidth: 1,
                strokeOpacity: optN(o, 'strokeOpacity', 1),
              },
            };
          },
        },
      ],
    };
  },
};

export const hexbinMap: EchartsRenderer = {
  engine: 'echarts',
  modules: [...MAP_MODULES, 'custom'],
  prepare: mapPrepare(),
  build(ctx) {
    const o = ctx.plan.options;
    const geo = ctx.plan.bySlot.geo?.[0];
    const m = ctx.plan.bySlot.measure?.[0];
    const pts = geoRows(ctx, geo);
    const R = optN(o, 'radius', 4);
    const agg = optS(o, 'aggregationType', 'sum');
    // Pointy-top hexagons in lon/lat degrees (axial coordinates).
    const w = Math.sqrt(3) * R;
    const bins = new Map<string, { q: number; r: number; values: number[]; labels: string[] }>();
    for (const { r, p } of pts) {
      const qf = ((Math.sqrt(3) / 3) * p[0] - (1 / 3) * p[1]) / R;
      const rf = ((2 / 3) * p[1]) / R;
      let q = Math.round(qf);
      let rr = Math.round(rf);
      const s = Math.round(-qf - rf);
      const [dq, dr, ds] = [Math.abs(q - qf), Math.abs(rr - rf), Math.abs(s + qf + rf)];
      if (dq > dr && dq > ds) q = -rr - s;
      else if (dr > ds) rr = -q - s;
      const key = `${q},${rr}`;
      const b = bins.get(key) ?? { q, r: rr, values: [], labels: [] };
      b.values.push(Number(r[m?.key ?? '']) || 0);
      b.labels.push(pointLabel(ctx, geo, r));
      bins.set(key, b);
    }
    const cells = [...bins.values()].map((b) => {
      const v =
        agg === 'average'
          ? b.values.reduce((a, c) => a + c, 0) / b.values.length
          : agg === 'count'
            ? b.values.length
            : agg === 'min'
              ? Math.min(...b.values)
              : agg === 'max'
                ? Math.max(...b.values)
                : b.values.reduce((a, c) => a + c, 0);
      return { cx: w * (b.q + b.r / 2), cy: 1.5 * R * b.r, v, labels: b.labels };
    });
    const values = cells.map((c) => c.v);
    const legendOn = optB(o, 'display.legend', true);
    const classes = pieces(ctx, values, m);
    const legendFont = Math.max(10, ctx.theme.fontSize - 2);
    const points = pts.map((x) => x.p);
    const place = placeLegend(
      ctx,
      legendOn && cells.length > 0
        ? piecewiseBoxes(
            classes.map((c) => c.label),
            legendFont,
            [20, 14],
          )
        : null,
      mapAspect(pointBounds(points)),
    );
    return {
      ...baseOption(ctx),
      geo: geoComponent(ctx, points, true, place.margins),
      tooltip: {
        ...(baseOption(ctx).tooltip as object),
        trigger: 'item',
        formatter: (p: { dataIndex: number }) => {
          const c = cells[p.dataIndex]!;
          return tooltipHtml(c.labels.slice(0, 5).join(', ') + (c.labels.length > 5 ? '…' : ''), [
            { name: m?.label ?? '', value: ctx.fmt(m, c.v) },
          ]);
        },
      },
      visualMap: {
        type: 'piecewise',
        show: legendOn && cells.length > 0,
        pieces: classes,
        dimension: 2,
        textStyle: { color: ctx.theme.text, fontSize: legendFont },
        ...legendPanel(ctx),
        ...place.legend,
        seriesIndex: 0,
      },
      series: [
        {
          id: 'hexbins',
          type: 'custom',
          coordinateSystem: 'geo',
          data: cells.map((c) => ({ value: [c.cx, c.cy, c.v] })),
          renderItem: (_params: unknown, api: GeoApi & { visual: (k: string) => string }) => {
            const cx = api.value(0);
            const cy = api.value(1);
            const points = Array.from({ length: 6 }, (_, i) => {
              const a = (Math.PI / 180) * (60 * i - 30);
              return api.coord([cx + R * Math.cos(a), cy + R * Math.sin(a)]);
            });
            return {
              type: 'polygon',
              shape: { points },
              style: {
                fill: api.visual('color'),
                opacity: optN(o, 'opacity', 0.85),
                stroke: ctx.theme.background,
                lineWidth: 1,
              },
            };
          },
        },
      ],
    };
  },
};

export const heatMap: EchartsRenderer = {
  engine: 'echarts',
  modules: [...MAP_MODULES, 'heatmap'],
  prepare: mapPrepare(),
  build(ctx) {
    const o = ctx.plan.options;
    const geo = ctx.plan.bySlot.geo?.[0];
    const m = ctx.plan.bySlot.measure?.[0];
    const pts = geoRows(ctx, geo);
    const values = pts.map(({ r }) => Number(r[m?.key ?? '']) || 0);
    const max = Math.max(1, ...values);
    const colors = (optAt(o, 'colors') as string[] | undefined) ?? ctx.theme.heatColors;
    const top = max / Math.max(0.1, optN(o, 'intensity', 1));
    const ends = [ctx.fmt(m, top), ctx.fmt(m, 0)];
    const points = pts.map((x) => x.p);
    const place = placeLegend(
      ctx,
      optB(o, 'display.legend', true) ? continuousBoxes(ends, ctx.theme.fontSize, 80) : null,
      mapAspect(pointBounds(points)),
    );
    return {
      ...baseOption(ctx),
      geo: geoComponent(ctx, points, true, place.margins),
      tooltip: { show: false },
      visualMap: {
        type: 'continuous',
        show: optB(o, 'display.legend', true),
        min: 0,
        max: top,
        // The values at both ends of the gradient, formatted like the measure.
        text: ends,
        calculable: false,
        inRange: { color: colors, opacity: [optN(o, 'transparency', 0.3), optN(o, 'opacity', 0.85)] },
        itemHeight: 80,
        textStyle: { color: ctx.theme.text },
        ...legendPanel(ctx),
        ...place.legend,
        formatter: (v: number) => ctx.fmtAxis(m, v),
        seriesIndex: 0,
      },
      series: [
        {
          id: 'heat',
          type: 'heatmap',
          coordinateSystem: 'geo',
          pointSize: optN(o, 'heatRadius', 20),
          blurSize: Math.round(optN(o, 'heatRadius', 20) * optN(o, 'blur', 0.85)),
          data: pts.map(({ p }, i) => [p[0], p[1], values[i]]),
        },
      ],
    };
  },
};

export const routeMap: EchartsRenderer = {
  engine: 'echarts',
  modules: [...MAP_MODULES, 'lines', 'scatter'],
  prepare: mapPrepare(),
  build(ctx) {
    const o = ctx.plan.options;
    const geo = ctx.plan.bySlot.geo?.[0];
    const order = ctx.plan.bySlot.order?.[0];
    const legend = ctx.plan.bySlot.legend?.[0];
    const m = ctx.plan.bySlot.measure?.[0];
    const pts = geoRows(ctx, geo);
    const groups = legend
      ? distinct(ctx.rows, legend.key).sort((a, b) => String(a).localeCompare(String(b)))
      : [null];
    const routes = groups.map((g) => {
      const stops = pts
        .filter(({ r }) => !legend || selectionKey(r[legend.key] ?? null) === selectionKey(g))
        .sort((a, b) => (order ? Number(a.r[order.key]) - Number(b.r[order.key]) : 0));
      return { g, stops };
    });
    const weight = optN(o, 'lineWeight', 3);
    const entries = groups.length > 1 ? groups.map((g) => ctx.fmt(legend, g)) : [];
    return {
      ...baseOption(ctx),
      geo: geoComponent(
        ctx,
        pts.map((x) => x.p),
        true,
        seriesLegendMargins(ctx, entries),
      ),
      legend: legendOption(ctx, entries),
      tooltip: {
        ...(baseOption(ctx).tooltip as object),
        trigger: 'item',
        formatter: (p: { seriesType: string; name: string; data: { label?: string; raw?: number } }) =>
          p.seriesType === 'lines'
            ? tooltipHtml(p.name, [])
            : tooltipHtml(
                p.data.label ?? '',
                m && p.data.raw !== undefined ? [{ name: m.label, value: ctx.fmt(m, p.data.raw) }] : [],
              ),
      },
      series: routes.flatMap(({ g, stops }, gi) => {
        const name = legend ? ctx.fmt(legend, g) : '';
        const c = color(ctx, gi);
        const op = selOpacity(ctx, g, legend);
        return [
          {
            id: `route${gi}`,
            name,
            type: 'lines',
            coordinateSystem: 'geo',
            polyline: true,
            lineStyle: {
              color: c,
              width: weight,
              opacity: optN(o, 'opacity', 0.9) * op,
              cap: 'round',
              join: 'round',
            },
            data: [{ name, coords: stops.map((s) => s.p), sel: g, selCol: legend }],
          },
          {
            id: `stops${gi}`,
            name,
            type: 'scatter',
            coordinateSystem: 'geo',
            symbolSize: 7,
            itemStyle: { color: ctx.theme.background, borderColor: c, borderWidth: 2, opacity: op },
            data: stops.map(({ r, p }) => ({
              value: p,
              label: pointLabel(ctx, geo, r),
              raw: m ? (r[m.key] as number) : undefined,
              sel: g,
              selCol: legend,
            })),
          },
        ];
      }),
    };
  },
};
