/**
 * Maps drawn on bundled country outlines (world-atlas 110m TopoJSON, converted with topojson-client and
 * registered as an ECharts map): choropleth, marker, symbol, spike, hexbin, heat and route maps. No tiles.
 */
import { CITIES, COUNTRIES } from '../data/catalog';
import type { PlanColumn } from '../model';
import {
  distinct,
  parseCoordinates,
  selOpacity,
  selectionKey,
  type Cell,
  type RenderContext,
  type ResultRow,
} from './context';
import { baseOption, color, legendOption, optAt, optB, optN, optS, tooltipHtml } from './common';
import type { EchartsApi, EchartsModule, EchartsOption, EchartsRenderer } from './types';

export const MAP_NAME = 'viz-item-world';

interface WorldIndex {
  byId: Map<string, string>;
  names: Set<string>;
  centroid: Map<string, [number, number]>;
}

let world: Promise<WorldIndex> | null = null;

/** Loads and registers the world outline once per page. */
export function loadWorld(echarts: EchartsApi): Promise<WorldIndex> {
  world ??= (async () => {
    const [{ default: topo }, { feature }] = await Promise.all([
      import('world-atlas/countries-110m.json'),
      import('topojson-client'),
    ]);
    const t = topo as unknown as Parameters<typeof feature>[0] & {
      objects: { countries: Parameters<typeof feature>[1] };
    };
    const geo = feature(t, t.objects.countries) as unknown as {
      features: { id?: string; properties: { name: string } }[];
    };
    // Antarctica takes a third of the height and carries no demo data.
    geo.features = geo.features.filter((f) => f.id !== '010');
    for (const f of geo.features) unwrapAntimeridian((f as unknown as { geometry: Geometry }).geometry);
    echarts.registerMap(MAP_NAME, geo as never);
    const byId = new Map<string, string>();
    const names = new Set<string>();
    for (const f of geo.features) {
      names.add(f.properties.name);
      if (f.id) byId.set(String(f.id), f.properties.name);
    }
    const centroid = new Map<string, [number, number]>();
    for (const c of COUNTRIES) {
      centroid.set(c.iso, [c.lng, c.lat]);
      centroid.set(c.iso3, [c.lng, c.lat]);
      centroid.set(c.name, [c.lng, c.lat]);
    }
    return { byId, names, centroid };
  })();
  return world;
}

type Ring = [number, number][];
type Geometry =
  { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] } | null;

/**
 * Rings that cross the antimeridian (Russia's far east, Fiji) would be drawn as bands across the whole map:
 * move their western points east of 180 so they stay in one piece.
 */
function unwrapAntimeridian(g: Geometry): void {
  if (!g) return;
  const rings = g.type === 'Polygon' ? g.coordinates : g.coordinates.flat();
  for (const ring of rings) {
    const crosses = ring.some((p, i) => i > 0 && Math.abs(p[0] - ring[i - 1]![0]) > 180);
    if (crosses) for (const p of ring) if (p[0] < 0) p[0] += 360;
  }
}

let index: WorldIndex | null = null;
const iso3ToIso = new Map(COUNTRIES.map((c) => [c.iso3, c.iso]));

/** The map feature name for a geo value: ISO numeric code, ISO alpha-3, or a country name. */
function featureName(value: Cell): string | null {
  if (value === null || !index) return null;
  const v = String(value);
  const padded = /^\d{1,3}$/.test(v) ? v.padStart(3, '0') : v;
  return (
    index.byId.get(padded) ??
    index.byId.get(iso3ToIso.get(v.toUpperCase()) ?? '') ??
    (index.names.has(v) ? v : null)
  );
}

/** [lng, lat] of a geo value: coordinates "lat,lng" or a known country. */
function pointOf(value: Cell): [number, number] | null {
  return (
    parseCoordinates(value) ??
    (value !== null && index
      ? (index.centroid.get(String(value).padStart(3, '0')) ?? index.centroid.get(String(value)) ?? null)
      : null)
  );
}

function mapPrepare(): EchartsRenderer['prepare'] {
  return async (_ctx, echarts) => {
    index = await loadWorld(echarts);
  };
}

/** Class breaks (quantile or equal intervals) for n classes. */
export function classBreaks(values: number[], n: number, method: string, manual?: number[]): number[] {
  if (manual && manual.length) return [...manual].sort((a, b) => a - b);
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return [];
  const min = sorted[0]!;
  const max = sorted[sorted.length - 1]!;
  const out: number[] = [];
  for (let i = 1; i < n; i++) {
    out.push(
      method === 'equal'
        ? min + ((max - min) * i) / n
        : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * i) / n))]!,
    );
  }
  return [...new Set(out)];
}

function classColors(ctx: RenderContext, n: number): string[] {
  const given = optAt(ctx.plan.options, 'colorsClass');
  if (Array.isArray(given) && given.length >= 2) return given as string[];
  // n classes spread evenly over the theme's ramp: neighbours as far apart as the range allows, and every one
  // clear of the no-data grey (themes.ts classColors).
  const ramp = ctx.theme.classColors;
  return Array.from({ length: n }, (_, i) => ramp[Math.round((i * (ramp.length - 1)) / Math.max(1, n - 1))]!);
}

function pieces(ctx: RenderContext, values: number[], m: PlanColumn | undefined) {
  const o = ctx.plan.options;
  const n = Math.min(9, Math.max(2, optN(o, 'numberClasses', 5)));
  const breaks = classBreaks(
    values,
    n,
    optS(o, 'classification.method', 'quantile'),
    optAt(o, 'manualValues.thresholds') as number[] | undefined,
  );
  const colors = classColors(ctx, breaks.length + 1);
  const edges = [-Infinity, ...breaks, Infinity];
  return edges.slice(0, -1).map((lo, i) => {
    const hi = edges[i + 1]!;
    const label =
      lo === -Infinity
        ? `< ${ctx.fmtAxis(m, hi)}`
        : hi === Infinity
          ? `≥ ${ctx.fmtAxis(m, lo)}`
          : `${ctx.fmtAxis(m, lo)} – ${ctx.fmtAxis(m, hi)}`;
    return {
      ...(lo !== -Infinity ? { gte: lo } : {}),
      ...(hi !== Infinity ? { lt: hi } : {}),
      label,
      color:
        colors[
          Math.min(colors.length - 1, Math.round((i * (colors.length - 1)) / Math.max(1, edges.length - 2)))
        ],
    };
  });
}

/** A map legend sits on the map: a panel behind it keeps its labels readable over the countries it covers. */
function legendPanel(ctx: RenderContext): EchartsOption {
  return {
    backgroundColor: ctx.theme.dark ? 'rgba(27, 27, 29, 0.85)' : 'rgba(255, 255, 255, 0.85)',
    borderRadius: 4,
    padding: 6,
  };
}

function geoComponent(ctx: RenderContext, points: [number, number][], roam: boolean): EchartsOption {
  const o = ctx.plan.options;
  let bounding: [[number, number], [number, number]] | undefined;
  if (points.length) {
    const lngs = points.map((p) => p[0]);
    const lats = points.map((p) => p[1]);
    const [minLng, maxLng, minLat, maxLat] = [
      Math.min(...lngs),
      Math.max(...lngs),
      Math.min(...lats),
      Math.max(...lats),
    ];
    const padLng = Math.max(4, (maxLng - minLng) * 0.12);
    const padLat = Math.max(3, (maxLat - minLat) * 0.12);
    bounding = [
      [Math.max(-180, minLng - padLng), Math.min(85, maxLat + padLat)],
      [Math.min(180, maxLng + padLng), Math.max(-60, minLat - padLat)],
    ];
  }
  return {
    map: MAP_NAME,
    roam: roam && optB(o, 'enabled.zoom', true),
    ...(bounding ? { boundingCoords: bounding } : {}),
    scaleLimit: { min: optN(o, 'zoomRange.min', 1), max: optN(o, 'zoomRange.max', 8) },
    silent: true,
    itemStyle: {
      areaColor: ctx.theme.surface,
      borderColor: optS(o, 'strokeColor', ctx.theme.background),
      borderWidth: 0.6,
    },
    emphasis: { disabled: true },
    label: { show: false },
    top: 8,
    bottom: 8,
    left: 8,
    right: 8,
  };
}

const geoRows = (ctx: RenderContext, geo: PlanColumn | undefined) =>
  ctx.rows
    .map((r) => ({ r, p: geo ? pointOf(r[geo.key] ?? null) : null }))
    .filter((x): x is { r: ResultRow; p: [number, number] } => !!x.p);

const MAP_MODULES: EchartsModule[] = [
  'map',
  'geo',
  'tooltip',
  'visualMap',
  'visualMapPiecewise',
  'visualMapContinuous',
  'legendScroll',
];

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
        show: legendOn && values.length > 0,
        // Countries without a value are named too, under the lowest class. The piece matches no number.
        pieces: [
          ...pieces(ctx, values, m),
          { value: 'no-data', label: ctx.msg('noValue'), color: ctx.theme.surface },
        ],
        left: 8,
        bottom: 8,
        itemWidth: 14,
        itemHeight: 10,
        textStyle: { color: ctx.theme.text, fontSize: Math.max(10, ctx.theme.fontSize - 2) },
        ...legendPanel(ctx),
        seriesIndex: 0,
      },
      series: [
        {
          id: 'choropleth',
          type: 'map',
          map: MAP_NAME,
          roam: optB(o, 'enabled.zoom', true),
          scaleLimit: { min: optN(o, 'zoomRange.min', 1), max: optN(o, 'zoomRange.max', 8) },
          top: 8,
          bottom: legendOn ? 40 : 8,
          left: 8,
          right: 8,
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
    return {
      ...baseOption(ctx),
      geo: geoComponent(
        ctx,
        pts.map((x) => x.p),
        true,
      ),
      legend: legendOption(ctx, groups.length > 1 ? groups.map((g) => ctx.fmt(cat, g)) : []),
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
    return {
      ...baseOption(ctx),
      geo: geoComponent(
        ctx,
        pts.map((x) => x.p),
        true,
      ),
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
        pieces: pieces(ctx, values, m),
        dimension: 2,
        left: 8,
        bottom: 8,
        textStyle: { color: ctx.theme.text, fontSize: Math.max(10, ctx.theme.fontSize - 2) },
        ...legendPanel(ctx),
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
    return {
      ...baseOption(ctx),
      geo: geoComponent(
        ctx,
        pts.map((x) => x.p),
        true,
      ),
      tooltip: { show: false },
      visualMap: {
        type: 'continuous',
        show: optB(o, 'display.legend', true),
        min: 0,
        max: top,
        // The values at both ends of the gradient, formatted like the measure.
        text: [ctx.fmt(m, top), ctx.fmt(m, 0)],
        calculable: false,
        inRange: { color: colors, opacity: [optN(o, 'transparency', 0.3), optN(o, 'opacity', 0.85)] },
        left: 8,
        bottom: 8,
        itemHeight: 80,
        textStyle: { color: ctx.theme.text },
        ...legendPanel(ctx),
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
    return {
      ...baseOption(ctx),
      geo: geoComponent(
        ctx,
        pts.map((x) => x.p),
        true,
      ),
      legend: legendOption(ctx, groups.length > 1 ? groups.map((g) => ctx.fmt(legend, g)) : []),
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
