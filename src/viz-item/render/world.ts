/**
 * The world every map is drawn on, and what the map renderers share: the bundled country outlines (world-atlas
 * 110m TopoJSON, converted with topojson-client and registered as an ECharts map once per page), how a data
 * value finds its country or its point, the class breaks and colours of a map legend, and the geo component
 * framing the data. Apart from maps.ts (the renderers) so that the geography is read in one place.
 */
import { COUNTRIES } from '../data/catalog';
import type { PlanColumn } from '../model';
import { parseCoordinates, type Cell, type RenderContext, type ResultRow } from './context';
import { legendHeight, optAt, optB, optN, optS, showLegend, textWidth } from './common';
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
export function featureName(value: Cell): string | null {
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

export function mapPrepare(): EchartsRenderer['prepare'] {
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

export function pieces(ctx: RenderContext, values: number[], m: PlanColumn | undefined) {
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

/** A map legend's panel: its labels stay readable on any page background. */
export function legendPanel(ctx: RenderContext): EchartsOption {
  return {
    backgroundColor: ctx.theme.dark ? 'rgba(27, 27, 29, 0.85)' : 'rgba(255, 255, 255, 0.85)',
    borderRadius: 4,
    padding: LEGEND_PAD,
  };
}

const LEGEND_PAD = 6;
/** The space around a map and between it and its legend, px. */
const EDGE = 8;
/** ECharts draws a degree of longitude this much narrower than one of latitude (its maps' default aspectScale). */
const ASPECT_SCALE = 0.75;
/** The world outline's extent (longitudes, latitudes; Antarctica left out, the far east unwrapped past 180). */
const WORLD: [[number, number], [number, number]] = [
  [-180, 83.7],
  [190, -55.9],
];

/** A map's drawn area, width over height, for its bounding coordinates (the world's by default). */
export function mapAspect(bounds: [[number, number], [number, number]] = WORLD): number {
  const [[west, north], [east, south]] = bounds;
  return ((east - west) * ASPECT_SCALE) / Math.max(1, north - south);
}

/** A legend's size standing beside the map (`down`) and lying across under it (`across`, null: never), px. */
export interface LegendBoxes {
  down: [number, number];
  across: [number, number] | null;
}

/** The sides of the box the map is fitted in, px from the item's edges. */
export interface MapMargins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * Where a map's legend goes so that it never covers land: beside the map (at the left, centred) or across
 * under it, whichever leaves the map larger; the map is fitted in what is left (ECharts keeps its aspect, so
 * nothing of it reaches the legend). A phone's tall box puts the legend under, a wide one beside.
 */
export function placeLegend(
  ctx: RenderContext,
  boxes: LegendBoxes | null,
  aspect: number,
): { legend: EchartsOption; margins: MapMargins } {
  const all = { top: EDGE, right: EDGE, bottom: EDGE, left: EDGE };
  if (!boxes) return { legend: {}, margins: all };
  const fit = (w: number, h: number) => Math.max(0, Math.min(w / aspect, h));
  const [dw] = boxes.down;
  const beside = fit(ctx.width - 2 * EDGE - dw - EDGE, ctx.height - 2 * EDGE);
  const across = boxes.across;
  const under =
    across && across[0] <= ctx.width - 2 * EDGE
      ? fit(ctx.width - 2 * EDGE, ctx.height - 2 * EDGE - across[1] - EDGE)
      : -1;
  if (under > beside)
    return {
      legend: { orient: 'horizontal', left: 'center', top: undefined, bottom: EDGE },
      margins: { ...all, bottom: 2 * EDGE + across![1] },
    };
  return {
    legend: { orient: 'vertical', left: EDGE, top: 'middle', bottom: undefined },
    margins: { ...all, left: 2 * EDGE + dw },
  };
}

/** The boxes of a piecewise legend (visualMap): a swatch of `item` px, its gap and label per piece. */
export function piecewiseBoxes(labels: string[], fontSize: number, item: [number, number]): LegendBoxes {
  const row = Math.max(item[1], fontSize * 1.25);
  const widths = labels.map((l) => item[0] + PIECE_TEXT_GAP + textWidth(l, fontSize));
  const frame = 2 * LEGEND_PAD;
  return {
    down: [Math.max(...widths) + frame, labels.length * row + (labels.length - 1) * PIECE_GAP + frame],
    across: [widths.reduce((a, w) => a + w, 0) + (labels.length - 1) * PIECE_GAP + frame, row + frame],
  };
}

/** ECharts' piecewise legend: the gap between two pieces, and between a swatch and its label (its defaults). */
const PIECE_GAP = 10;
const PIECE_TEXT_GAP = 10;

/** The boxes of a continuous legend (visualMap): a bar of `length` px with a label at each end. */
export function continuousBoxes(ends: string[], fontSize: number, length: number): LegendBoxes {
  const bar = 20;
  const text = Math.max(...ends.map((e) => textWidth(e, fontSize)));
  const frame = 2 * LEGEND_PAD;
  const line = fontSize * 1.25;
  return {
    down: [Math.max(bar, text) + frame, length + 2 * (line + PIECE_TEXT_GAP) + frame],
    across: [
      length + ends.reduce((a, e) => a + textWidth(e, fontSize), 0) + 2 * PIECE_TEXT_GAP + frame,
      bar + frame,
    ],
  };
}

/**
 * The margins of a map under a series legend (legendOption, common.ts): the map keeps clear of the legend's
 * side, as a grid does (gridOption), so that no entry sits on land.
 */
export function seriesLegendMargins(ctx: RenderContext, data: string[]): MapMargins {
  const all = { top: EDGE, right: EDGE, bottom: EDGE, left: EDGE };
  if (!showLegend(ctx) || data.length === 0) return all;
  const pos = optS(ctx.plan.options, 'legend.position', 'bottom');
  if (pos === 'left' || pos === 'right') return { ...all, [pos]: 110 };
  return { ...all, [pos === 'top' ? 'top' : 'bottom']: legendHeight(ctx, data) + 2 * EDGE };
}

export function geoComponent(
  ctx: RenderContext,
  points: [number, number][],
  roam: boolean,
  margins: MapMargins = { top: EDGE, right: EDGE, bottom: EDGE, left: EDGE },
): EchartsOption {
  return { ...geoFrame(ctx, points, roam), ...margins };
}

/** The bounding coordinates of a map framed on its points (undefined: the world). */
export function pointBounds(points: [number, number][]): [[number, number], [number, number]] | undefined {
  if (!points.length) return undefined;
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
  return [
    [Math.max(-180, minLng - padLng), Math.min(85, maxLat + padLat)],
    [Math.min(180, maxLng + padLng), Math.max(-60, minLat - padLat)],
  ];
}

function geoFrame(ctx: RenderContext, points: [number, number][], roam: boolean): EchartsOption {
  const o = ctx.plan.options;
  const bounding = pointBounds(points);
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
    // Fitted in its box at its own aspect, centred (ECharts stretches it to the box otherwise).
    preserveAspect: 'contain',
  };
}

export const geoRows = (ctx: RenderContext, geo: PlanColumn | undefined) =>
  ctx.rows
    .map((r) => ({ r, p: geo ? pointOf(r[geo.key] ?? null) : null }))
    .filter((x): x is { r: ResultRow; p: [number, number] } => !!x.p);

export const MAP_MODULES: EchartsModule[] = [
  'map',
  'geo',
  'tooltip',
  'visualMap',
  'visualMapPiecewise',
  'visualMapContinuous',
  'legendScroll',
];
