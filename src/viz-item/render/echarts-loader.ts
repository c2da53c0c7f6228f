/**
 * Lazy ECharts: echarts/core plus only the chart and component modules an item needs, imported on demand so
 * a page without charts loads none of it. `echarts-base.ts` is one chunk (core, canvas renderer);
 * each chart and component module is its own small chunk after it.
 */
import type { EchartsApi, EchartsModule } from './types';

let base: Promise<typeof import('./echarts-base')> | null = null;

/** echarts/core with the canvas renderer and the given modules registered. */
export async function loadEcharts(modules: readonly EchartsModule[]): Promise<EchartsApi> {
  base ??= import('./echarts-base');
  return (await base).withModules(modules);
}
