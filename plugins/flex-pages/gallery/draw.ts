/**
 * Draws an item as a static SVG at build time (Node, no DOM), with the runtime the live pages run: the inputs
 * are planned and queried on the demo datasets (src/viz-item/model.ts, data/query.ts), and an ECharts type's
 * option comes from its renderer (src/viz-item/render/*), drawn by ECharts' server-side SVG renderer. So a
 * picture shows what the page shows, and changes when a definition, the data or a renderer does.
 *
 * HTML types (tables, numbers, filters, media) have no option to draw: html.ts draws them from the same query
 * result, formatters and theme.
 */
// Colours of custom themes are parsed here as in the browser (Node has no CSS parser).
import '../../../src/lib/css-colour-fallback';
import * as echarts from 'echarts';
import { runQueryCached } from '@quantaloop/viz-item/data/query';
import { getItemTypeDefinition } from '@quantaloop/viz-item/definitions';
import { t } from '@quantaloop/viz-item/i18n';
import { buildQuery, hasNoData, planItem } from '@quantaloop/viz-item/model';
import {
  staticContext as contextOf,
  type RenderContext,
  type ResultRow,
} from '@quantaloop/viz-item/render/context';
import { loadRenderer } from '@quantaloop/viz-item/render/registry';
import type { EchartsOption, EchartsRenderer } from '@quantaloop/viz-item/render/types';
import { resolveSavedItem } from '@quantaloop/viz-item/saved-items';
import { resolveTheme } from '@quantaloop/viz-item/themes';
import type { FilterGroup, VizItemInputs } from '@quantaloop/viz-item/types';
import { measureTotals } from '@quantaloop/viz-item/totals';
import { validateInputs } from '@quantaloop/viz-item/validate';
import { htmlPicture } from './html';
import { messagePicture } from './picture';
import { attributeSafeFont, minifyEchartsSvg } from './svg';
import { pictureTips, type PictureTips } from './tips';

export interface PictureSize {
  width: number;
  height: number;
}

/** The cards' picture size: a chart in a phone-wide tile (the runtime's layout rules hold down to 280 px). */
export const PICTURE_SIZE: PictureSize = { width: 320, height: 200 };

/** The render context the element gives a renderer (element-update.ts makeContext), without interactions. */
function staticContext(
  inputs: VizItemInputs,
  size: PictureSize,
  dark: boolean,
): { ctx: RenderContext; dataless: boolean } {
  const plan = planItem(inputs);
  const dataless = plan.def.slots.length === 0;
  const filters: FilterGroup[] = [...(inputs.filters ?? [])];
  const query = dataless ? null : buildQuery(plan, filters);
  const result = query ? runQueryCached(query) : { rows: [] as ResultRow[], bins: {} };
  const resolved = resolveTheme(inputs.options?.theme, dark);
  const theme = { ...resolved, fontFamily: attributeSafeFont(resolved.fontFamily) };
  const ctx = contextOf({
    plan,
    rows: result.rows,
    bins: result.bins,
    theme,
    width: size.width,
    height: size.height,
    filters,
    totals: (extra) => measureTotals(plan, [...filters, ...extra]),
  });
  return { ctx, dataless };
}

/**
 * ECharts draws a heat map on a map with a canvas (a blurred raster), which a server has not got: the same
 * points, values and colour scale are drawn as soft translucent dots instead.
 */
function withoutCanvasLayers(option: EchartsOption): EchartsOption {
  const series = option.series as Record<string, unknown>[] | undefined;
  if (!Array.isArray(series)) return option;
  return {
    ...option,
    series: series.map((s) =>
      s.type === 'heatmap' && s.coordinateSystem === 'geo'
        ? {
            id: s.id,
            type: 'scatter',
            coordinateSystem: 'geo',
            symbolSize: Math.max(6, Number(s.pointSize ?? 20) * 0.9),
            itemStyle: { opacity: 0.55 },
            data: s.data,
          }
        : s,
    ),
  };
}

async function echartsPicture(
  renderer: EchartsRenderer,
  ctx: RenderContext,
  size: PictureSize,
  onTips?: (tips: PictureTips | null) => void,
): Promise<string> {
  if (renderer.prepare) await renderer.prepare(ctx, echarts);
  const option = withoutCanvasLayers(renderer.build(ctx));
  const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, ...size });
  try {
    chart.setOption({ ...option, animation: false, backgroundColor: ctx.theme.background });
    const svg = chart.renderToSVGString();
    onTips?.(pictureTips(chart, option, svg));
    return minifyEchartsSvg(svg, size);
  } finally {
    chart.dispose();
  }
}

/**
 * The item's picture as an SVG document. `dark`: the page's dark theme (an item whose options name a theme
 * looks the same in both). `onTips`: given what the picture's marks show (tips.ts; null for an HTML type or a
 * chart without tooltip). Bad inputs throw, naming the problem.
 */
export async function drawItem(
  given: VizItemInputs,
  {
    dark = false,
    size = PICTURE_SIZE,
    onTips,
  }: { dark?: boolean; size?: PictureSize; onTips?: (tips: PictureTips | null) => void } = {},
): Promise<string> {
  const inputs = resolveSavedItem(given);
  const problem = validateInputs(inputs)[0];
  if (problem) throw new Error(problem.message);
  const renderer = await loadRenderer(inputs.type!);
  if (!renderer) throw new Error(`No renderer for "${inputs.type}"`);
  const { ctx, dataless } = staticContext(inputs, size, dark);
  const def = getItemTypeDefinition(inputs.type!)!;
  if (!dataless && (hasNoData(inputs) || (ctx.rows.length === 0 && def.kind !== 'filter')))
    return messagePicture(ctx, size, t(ctx.locale, 'noData'));
  return renderer.engine === 'echarts' ? echartsPicture(renderer, ctx, size, onTips) : htmlPicture(ctx, size);
}
