import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { siteBrand } from '../../src/config/brand';
import { getColumn, getDataset } from '@quantaloop/viz-item/data/datasets';
import { getItemTypeDefinition, resolveOption } from '@quantaloop/viz-item/definitions';
import { findSavedItem } from '@quantaloop/viz-item/saved-items';
import { routesOf, type FlexContent, type RuntimeInfo } from './content';
import { FACADE_DIR, withFacadePictures } from './gallery/facade';
import { buildGallery, writePictures } from './gallery/page';
import { passCached } from './pass-cache';
import { packageUrls } from '../../src/embed/published.mjs';
import { GALLERY_PATH, type GalleryPageData } from './gallery/types';
import { exampleFiles, generatedAssets, loadFlexContent, writeAssets, type FlexPaths } from './load';

/** What the runtime knows about types and datasets (titles, descriptions, demos, option definitions). */
export const runtimeInfo: RuntimeInfo = {
  describe: (type) => getItemTypeDefinition(type),
  resolveOption,
  columnExists: (datasetId, columnId) => getColumn(datasetId, columnId) !== undefined,
  savedItemType: (dashboardId, itemId) => findSavedItem(dashboardId, itemId)?.type,
  datasetPeriod: (datasetId) => getDataset(datasetId)?.period,
};

/**
 * A created data file as `@generated/…`, the way Docusaurus' own plugins name theirs: createData returns an
 * absolute path, which the route registry in main.js would carry verbatim (the build machine's checkout path
 * in every visitor's download, and a main.js whose hash changes with the folder it was built in).
 */
export function generatedAlias(generatedFilesDir: string, file: string): string {
  return `@generated/${path.relative(generatedFilesDir, file).split(path.sep).join('/')}`;
}

type LoadedFlex = FlexContent & { gallery: GalleryPageData };

/**
 * Pins the demo data's clock, which the gallery's pictures are drawn from, to DOCS_BUILD_TIME (ms since the
 * epoch) when it is set: `npm run build` (scripts/build.mjs) loads the site in two processes and gives
 * both this one instant, so that both draw the same pictures. Unset, the clock is the real one. Through the
 * clock's global (src/viz-item/data/clock.ts), not setDemoReferenceDate: Docusaurus loads plugins without
 * Node's module cache, so the modules the gallery draws with may hold another instance of the clock module.
 */
export function pinBuildClock(env: NodeJS.ProcessEnv = process.env): void {
  const value = env.DOCS_BUILD_TIME;
  if (value === undefined) return;
  const ms = Number(value);
  if (value.trim() === '' || !Number.isFinite(ms))
    throw new Error(`DOCS_BUILD_TIME must be a time in milliseconds since the epoch; got "${value}".`);
  (globalThis as { __VIZ_ITEM_REFERENCE_DATE__?: number }).__VIZ_ITEM_REFERENCE_DATE__ = ms;
}

/**
 * The Flex pages: /flex/charts/{chartType} for every type of the chart type manifest,
 * /flex/examples/{example} for every example definition and the gallery of both, /flex/gallery. Reads and
 * validates the JSON manifests (a malformed one fails the build naming file and field), generates each
 * example's code files, the StackBlitz starter files and the gallery's pictures into static/assets/ (ignored by
 * git: they are build output), and exposes the navigation embeds 'flex:charts' and 'flex:examples' for the
 * global side navigation.
 */
export default function flexPagesPlugin(context: LoadContext): Plugin<LoadedFlex> {
  const paths: FlexPaths = {
    siteDir: context.siteDir,
    chartTypesFile: path.join(context.siteDir, 'src/viz-item/definitions/chart-types.json'),
    examplesDir: path.join(context.siteDir, 'plugins/flex-pages/examples/definitions'),
    examplesIndexFile: path.join(context.siteDir, 'plugins/flex-pages/examples/index.json'),
  };
  const staticDir = path.join(context.siteDir, context.siteConfig.staticDirectories[0] ?? 'static');
  return {
    name: 'flex-pages',
    // The OpenAPI theme provides a global `Buffer` (the npm buffer polyfill) to every module. zrender only
    // feature-tests it (`typeof Buffer`) to base64-encode SVG and otherwise uses btoa, so inside zrender the
    // provided module resolves to nothing: 7 KiB gzipped less on every chart's first load.
    configureWebpack: () => ({
      module: {
        rules: [{ test: /[\\/]node_modules[\\/]zrender[\\/]/, resolve: { alias: { buffer: false } } }],
      },
    }),
    getPathsToWatch: () => [
      paths.chartTypesFile,
      paths.examplesIndexFile,
      ...exampleFiles(paths.examplesDir),
    ],
    async loadContent() {
      pinBuildClock();
      const content = loadFlexContent(paths, runtimeInfo);
      // Written before bundling, so both `docusaurus start` and `build` serve them from static/.
      // The example projects install the embed packages from this site (src/embed/published.mjs).
      const packages = packageUrls(context.siteConfig.url, context.siteDir);
      const brand = siteBrand(context.siteConfig.customFields).name;
      writeAssets(staticDir, generatedAssets(content, packages, brand));
      // Drawn once per `npm run build`: its second process reads what the first drew (pass-cache.ts).
      const { gallery, facade } = await passCached(
        'flex-pictures',
        { content, buildTime: process.env.DOCS_BUILD_TIME },
        async () => ({
          gallery: await buildGallery(content, {
            exampleFile: (id) => path.relative(context.siteDir, path.join(paths.examplesDir, `${id}.json`)),
            chartTypesFile: path.relative(context.siteDir, paths.chartTypesFile),
          }),
          facade: await withFacadePictures(content),
        }),
      );
      writePictures(staticDir, gallery.files);
      writePictures(staticDir, facade.files, FACADE_DIR);
      return { ...facade.content, gallery: gallery.page };
    },
    async contentLoaded({ content, actions }) {
      const routes = routesOf(content, {
        chart: '@site/plugins/flex-pages/pages/ChartPage.tsx',
        example: '@site/plugins/flex-pages/pages/ExamplePage.tsx',
      });
      for (const route of routes) {
        const data = await actions.createData(route.dataFile, JSON.stringify(route.data));
        actions.addRoute({
          path: route.path,
          component: route.component,
          modules: { page: generatedAlias(context.generatedFilesDir, data) },
          exact: true,
        });
      }
      const gallery = await actions.createData('gallery.json', JSON.stringify(content.gallery));
      actions.addRoute({
        path: GALLERY_PATH,
        component: '@site/plugins/flex-pages/pages/GalleryPage.tsx',
        modules: { page: generatedAlias(context.generatedFilesDir, gallery) },
        exact: true,
      });
    },
  };
}
