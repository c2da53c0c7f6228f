/**
 * Lazy ECharts: echarts/core plus only the chart and component modules an item needs, imported on demand so
 * a page without charts loads none of it. zrender (`echarts-zr.ts`) and the ECharts base (`echarts-base.ts`:
 * core, canvas renderer, axis pointer) are two chunks evaluated in separate tasks; each chart and component
 * module is its own small chunk after them.
 */
import { yieldToMain } from '../yield';
import type { EchartsApi, EchartsModule } from './types';

let base: Promise<typeof import('./echarts-base')> | null = null;

/** echarts/core with the canvas renderer and the given modules registered. */
export async function loadEcharts(modules: readonly EchartsModule[]): Promise<EchartsApi> {
  base ??= import(/* webpackChunkName: "viz-item-zrender" */ './echarts-zr').then(async (zr) => {
    await yieldToMain();
    return zr.loadBase();
  });
  return (await base).withModules(modules);
}
