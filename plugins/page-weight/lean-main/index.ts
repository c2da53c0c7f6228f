import type { Plugin } from '@docusaurus/types';

/**
 * Two modules that every page's main.js carried for code that seldom or never runs on a first visit:
 *
 * - tslib, whole (3.9 KiB gzipped): @docusaurus/utils-common `require`s it for one helper, `__importDefault`,
 *   and a CommonJS `require` cannot be tree-shaken. That one request gets a module with just that helper
 *   (src/client/tslib-import-default.ts); ECharts' own ES imports of tslib are untouched.
 * - nprogress (1.7 KiB): @docusaurus/theme-classic's client module imports it to show the top progress bar on
 *   a slow client-side navigation. Ours (src/client/nprogress-lazy.ts) behaves the same and loads nprogress on
 *   the first navigation instead.
 */
export default function leanMainPlugin(): Plugin {
  const progressModule = require.resolve('@docusaurus/theme-classic/lib/nprogress');
  const lazyProgress = require.resolve('../../../src/client/nprogress-lazy.ts');
  const importDefault = require.resolve('../../../src/client/tslib-import-default.ts');
  return {
    name: 'lean-main',
    configureWebpack: (_config, _isServer, { currentBundler }) => ({
      // Docusaurus' client-modules.js requires the file by its path without extension: alias both spellings.
      resolve: {
        alias: { [progressModule]: lazyProgress, [progressModule.replace(/\.js$/, '')]: lazyProgress },
      },
      plugins: [
        new currentBundler.instance.NormalModuleReplacementPlugin(/^tslib$/, (data) => {
          if (/[\\/]@docusaurus[\\/]utils-common[\\/]/.test(data.context)) data.request = importDefault;
        }),
      ],
    }),
  };
}
