/**
 * The world every map is drawn on, and what the map renderers share: the bundled country outlines (world-atlas
 * 110m TopoJSON, converted with topojson-client and registered as an ECharts map once per page), how a data
 * value finds its country or its point, the class breaks and colours of a map legend, and the geo component
 * framing the data. Apart from maps.ts (the renderers) so that the geography is read in one place.
 */
import { COUNTRIES } from '../data/catalog';
import type { PlanColumn } from '../model';
import { parseCoordinates, type Cell, type RenderContext, type ResultRow } from './context';
import { optAt, optB, optN, optS } from './common';
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

/** A map legend sits on the map: a panel behind it keeps its labels readable over the countries it covers. */
export function legendPanel(ctx: RenderContext): EchartsOption {
  return {
    backgroundColor: ctx.theme.dark ? 'rgba(27, 27, 29, 0.85)' : 'rgba(255, 255, 255, 0.85)',
    borderRadius: 4,
    padding: 6,
  };
}

export function geoComponent(ctx: RenderContext, points: [number, number][], roam: boolean): EchartsOption {
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
