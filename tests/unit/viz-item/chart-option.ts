/**
 * Builds the ECharts option an item draws, in Node: the item's plan, its query on the demo data and its
 * renderer, as the element does (without the DOM). For tests that read what a chart shows.
 */
import { runQuery } from '../../../src/viz-item/data/query';
import { buildQuery, planItem } from '../../../src/viz-item/model';
import { staticContext, type RenderContext } from '../../../src/viz-item/render/context';
import { loadRenderer } from '../../../src/viz-item/render/registry';
import type { EchartsApi, EchartsOption } from '../../../src/viz-item/render/types';
import { resolveTheme } from '../../../src/viz-item/themes';
import type { VizItemInputs } from '../../../src/viz-item/types';

export function renderContext(
  inputs: VizItemInputs,
  size: { width: number; height: number } = { width: 560, height: 300 },
): RenderContext {
  const plan = planItem(inputs);
  const filters = [...(inputs.filters ?? [])];
  const query = buildQuery(plan, filters);
  if (!query) throw new Error(`${inputs.type} has no dataset`);
  const { rows, bins } = runQuery(query);
  return staticContext({
    plan,
    rows,
    bins,
    theme: resolveTheme(inputs.options?.theme, false),
    ...size,
    filters,
  });
}

/** The option the item's renderer builds (maps register their outline with a stand-in for ECharts). */
export async function chartOption(
  inputs: VizItemInputs,
  size?: { width: number; height: number },
): Promise<{ option: EchartsOption; ctx: RenderContext }> {
  const ctx = renderContext(inputs, size);
  const renderer = await loadRenderer(inputs.type!);
  if (renderer?.engine !== 'echarts') throw new Error(`${inputs.type} is not drawn with ECharts`);
  await renderer.prepare?.(ctx, { registerMap: () => undefined } as unknown as EchartsApi);
  return { option: renderer.build(ctx), ctx };
}
