import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import * as leanTslib from '../../../src/client/tslib-import-default';
import { checkThemeRegisters } from '../theme-client-modules';
import { chartLibTrim } from '../chart-lib-trim';

/**
 * Two modules that every page's main.js carried for code that seldom or never runs on a first visit:
 *
 * - tslib, whole (3.9 KiB gzipped): @docusaurus/utils-common `require`s it for one helper, `__importDefault`,
 *   and a CommonJS `require` cannot be tree-shaken. That one request gets a module with just that helper
 *   (src/client/tslib-import-default.ts); ECharts' own ES imports of tslib are untouched.
 * - nprogress (1.7 KiB): @docusaurus/theme-classic's client module imports it to show the top progress bar on
 *   a slow client-side navigation. Ours (src/client/nprogress-lazy.ts) behaves the same and loads nprogress on
 *   the first navigation instead.
 *
 * It also takes two modules out of the chart runtime's ECharts chunk that no chart can use (../chart-lib-trim).
 */
export default function leanMainPlugin(): Plugin {
  checkThemeRegisters('./nprogress', 'lean-main');
  // The copy main.js gets: the one @docusaurus/core's client code imports.
  const fromCore = createRequire(require.resolve('@docusaurus/core/package.json'));
  const missing = tslibHelpersBeyond(
    path.dirname(fromCore.resolve('@docusaurus/utils-common')),
    Object.keys(leanTslib),
  );
  // main.js would throw in every browser: the one helper provided is all it would get of tslib.
  if (missing.length)
    throw new Error(
      `lean-main: @docusaurus/utils-common now uses ${missing.join(', ')}, which src/client/tslib-import-default.ts ` +
        'does not provide (patches/README.md, "Internal touchpoints"): add it there, as tslib defines it',
    );
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
        chartLibTrim(currentBundler),
      ],
    }),
  };
}

/**
 * The tslib helpers the compiled files of a package folder call (`tslib_1.__name`) that are not in `provided`,
 * each with the file that calls it.
 */
export function tslibHelpersBeyond(dir: string, provided: readonly string[]): string[] {
  const missing: string[] = [];
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    for (const [, name] of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/\btslib_\d+\.(__\w+)/g))
      if (!provided.includes(name!) && !missing.some((m) => m.startsWith(`${name} `)))
        missing.push(`${name} (${file})`);
  }
  return missing;
}
