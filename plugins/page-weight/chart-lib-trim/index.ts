import type { ConfigureWebpackUtils } from '@docusaurus/types';

/**
 * ECharts' core registers two things with itself that no chart of the chart runtime (src/viz-item) can use,
 * and every chart and example page downloaded them with the ECharts base chunk (1.7 KiB of its 84.3 gzipped, 2026-11-29):
 *
 * - its Chinese locale (echarts/lib/i18n/langZH.js): ECharts picks it only for a page whose `<html lang>` says
 *   Chinese, or an `init` given `locale: 'ZH'`; the site's pages are English, and the runtime calls `init` with no
 *   locale (its texts are its own, src/viz-item/i18n.ts);
 * - its `dark` theme (echarts/lib/theme/dark.js): used only by `init(el, 'dark')`; the runtime calls `init` with
 *   no theme and draws dark mode with its own colours (src/viz-item/themes.ts). A theme is given at `init` only,
 *   so a reader of the element's `chart` cannot ask for it either.
 *
 * Each import gets an empty object (src/viz-item/render/empty-module.ts): ECharts still registers the names.
 * The build-time pictures (plugins/flex-pages/gallery) run the whole of ECharts in Node and are not affected.
 */
export const UNUSED_ECHARTS_MODULES: readonly { request: RegExp; from: RegExp }[] = [
  { request: /^\.\.\/i18n\/langZH\.js$/, from: /[\\/]echarts[\\/]lib[\\/]core$/ },
  { request: /^\.\.\/theme\/dark\.js$/, from: /[\\/]echarts[\\/]lib[\\/]core$/ },
];

/** Whether an import (`request`, from a file in the folder `context`) is one of UNUSED_ECHARTS_MODULES. */
export function isUnusedEchartsModule(request: string, context: string): boolean {
  return UNUSED_ECHARTS_MODULES.some((m) => m.request.test(request) && m.from.test(context));
}

/**
 * The bundler plugin that gives those imports the empty module. Added by the lean-main plugin to its own (a
 * plugin of its own would add its name and path to every page's main.js, in the site metadata and config).
 */
export function chartLibTrim(bundler: ConfigureWebpackUtils['currentBundler']) {
  const empty = require.resolve('../../../src/viz-item/render/empty-module.ts');
  return new bundler.instance.NormalModuleReplacementPlugin(/^\.\.\/(?:i18n|theme)\//, (data) => {
    if (isUnusedEchartsModule(data.request, data.context)) data.request = empty;
  });
}
