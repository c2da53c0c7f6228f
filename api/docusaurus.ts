import fs from 'node:fs/promises';
import path from 'node:path';
import { load } from 'js-yaml';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import type { SandboxModel } from './sandbox/types';
import {
  API_SPECS,
  openapiPluginOptions,
  OUTPUT_ROOT,
  routePrefixOf,
  SANDBOX_APIS,
} from './plugin-config.mjs';
import { buildSandboxModel, DEMO_DATASETS } from './sandbox-model';
import { dropUnusedOpenApiRules } from './unused-styles';
import { apisOfVersion, olderVersionNames, specPathOf } from './versions.mjs';
import { sandboxIdOf, type SandboxApi } from './sandbox/ids';

/**
 * Everything the API reference adds to docusaurus.config.ts, in one place: its docs instance (served under
 * /api, one page per operation at /api/{operationId}), the OpenAPI generator plugin (it only adds the
 * `docusaurus gen-api-docs` command; use `npm run api:generate`, which also cleans and normalises) and, in
 * `apiThemes`, the OpenAPI theme whose components render the generated pages, with this site's own (api/theme).
 */
export function apiPlugins(sharedDocsOptions: Partial<DocsOptions> = {}) {
  return [
    [
      '@docusaurus/plugin-content-docs',
      {
        ...sharedDocsOptions,
        id: 'api',
        path: OUTPUT_ROOT,
        routeBasePath: 'api',
        sidebarPath: './api/sidebars.ts',
        docItemComponent: '@theme/ApiItem',
      } satisfies DocsOptions,
    ] as [string, DocsOptions],
    ['docusaurus-plugin-openapi-docs', openapiPluginOptions()] as [string, object],
    apiChunksPlugin,
    apiSandboxPlugin,
    apiAliasesPlugin,
  ];
}

/**
 * Modules only API pages use (the OpenAPI theme's schema components and their dependencies, our ApiItem). With
 * 120 API pages they are used by most pages, so Docusaurus would put them in its `common` chunk, which every
 * docs page loads: guide pages would pay about 40 KB of gzipped JS for them. They get their own chunk instead.
 * The theme's Tabs/TabItem (which replace the classic ones site-wide) and small utils stay out of it, because
 * guide pages use them too, and so do stylesheets (the theme's global styles are a client module of main).
 * allof-merge has a chunk of its own: only the pages whose schemas need it load it (api/theme/Schema/normalize.js).
 * So do the Send request panel's request logic and response view, loaded on the first send.
 */
const API_ONLY_MODULE =
  /^(?!.*\.s?css$).*(?:[\\/]node_modules[\\/](docusaurus-theme-openapi-docs[\\/]lib[\\/](?!theme[\\/](Tabs|TabItem|utils)[\\/])|docusaurus-plugin-openapi-docs[\\/]|lodash[\\/])|[\\/]api[\\/]theme[\\/](?!ApiPanel[\\/](?:ResponseView\.tsx|send\.ts)$))/;

/**
 * The JSON modules of every version's API pages (schemas, panel: api/reference/**, api_versioned_docs/version-*
 * /**), each required whole by its page. Webpack's default in production records every nested key of a JSON
 * module for tree shaking, which for a large API took gigabytes; the older versions' pages were left out of this
 * when the reference was versioned (at 1,407 pages, with the twins change: 450-650 MiB less memory after
 * bundling and in SSG once included, bench/scale/RESULTS.md).
 */
export const API_PAGE_JSON =
  /[\\/](?:api[\\/]reference|api_versioned_docs[\\/]version-[^\\/]+)[\\/].*\.json$/;

function apiChunksPlugin(_context: LoadContext): Plugin {
  return {
    name: 'api-reference-chunks',
    configurePostCss(options) {
      options.plugins.push(dropUnusedOpenApiRules);
      return options;
    },
    configureWebpack(_config, isServer) {
      const schemaJson = {
        module: {
          rules: [{ test: API_PAGE_JSON, type: 'json', parser: { exportsDepth: 1 } }],
        },
      };
      if (isServer) return schemaJson;
      return {
        ...schemaJson,
        optimization: {
          splitChunks: {
            cacheGroups: {
              apiReference: {
                name: 'api-reference',
                test: API_ONLY_MODULE,
                priority: 45,
                chunks: 'all',
                enforce: true,
              },
              // One chunk for every page that imports the merger (each would otherwise carry its own copy).
              allofMerge: {
                name: 'allof-merge',
                test: /[\\/]node_modules[\\/](allof-merge|json-crawl)[\\/]/,
                priority: 46,
                chunks: 'all',
                enforce: true,
              },
            },
          },
        },
      };
    },
  };
}

/**
 * The Send request panel's sandbox (api/sandbox) answers from a model of each API derived from the same
 * OpenAPI files as the pages: this writes it as `.docusaurus/api-sandbox/default/{id}.json`, one per API and
 * docs version (api/sandbox/ids.ts: core.json, plugin.json, core-2.x.json, ...), which the sandbox imports
 * dynamically (a chunk each, loaded only when a reader sends a request to that sandbox).
 */
function apiSandboxPlugin(context: LoadContext): Plugin {
  // Resolved when Docusaurus asks (knip loads this config with a stub context, and calls no lifecycle).
  const files = () =>
    ['current', ...olderVersionNames(context.siteDir)].flatMap((version) =>
      Object.entries(apisOfVersion(API_SPECS, version, context.siteDir))
        .filter(([api]) => SANDBOX_APIS.includes(api))
        .map(([api, spec]) => ({
          api: api as SandboxApi,
          id: sandboxIdOf(api as SandboxApi, version),
          file: path.join(context.siteDir, specPathOf(spec.specPath, version)),
        })),
    );
  return {
    name: 'api-sandbox',
    getPathsToWatch: () => files().map((f) => f.file),
    async loadContent() {
      const out: Record<string, SandboxModel> = {};
      for (const { api, id, file } of files()) {
        out[id] = buildSandboxModel(api, load(await fs.readFile(file, 'utf8')), {
          demoDatasets: DEMO_DATASETS,
        });
      }
      return out;
    },
    async contentLoaded({ content, actions }) {
      for (const [id, model] of Object.entries(content as Record<string, SandboxModel>))
        await actions.createData(`${id}.json`, JSON.stringify(model));
    },
  };
}

/**
 * Operation ids that were not URL-safe got another page id (api/openapi-input.mjs); api:generate lists them in
 * api/reference/{api}/aliases.json. This merges them into `.docusaurus/api-aliases/default/aliases.json`
 * (raw path after /api/ -> page URL), which the NotFound page imports only for unknown /api/ paths, so that a
 * link written with the raw id (`/api/files/list`, `/api/get_files_id#get_shared_link`) reaches its page.
 */
function apiAliasesPlugin(context: LoadContext): Plugin {
  // Resolved when Docusaurus asks, as in apiSandboxPlugin (knip loads the config with a stub context).
  const root = () => path.join(context.siteDir, OUTPUT_ROOT);
  return {
    name: 'api-aliases',
    getPathsToWatch: () => [path.join(root(), '*/aliases.json')],
    async loadContent() {
      const out: Record<string, string> = {};
      for (const key of Object.keys(API_SPECS)) {
        const file = path.join(root(), key, 'aliases.json');
        const aliases = JSON.parse(await fs.readFile(file, 'utf8').catch(() => '{}')) as Record<
          string,
          string
        >;
        const prefix = routePrefixOf(key);
        for (const [raw, id] of Object.entries(aliases)) out[`${prefix}${raw}`] = `/api/${prefix}${id}`;
      }
      return out;
    },
    async contentLoaded({ content, actions }) {
      await actions.createData('aliases.json', JSON.stringify(content));
    },
  };
}

/**
 * The API pages' own components (api/theme/README.md): they take the place of docusaurus-theme-openapi-docs'
 * components of the same name because this theme comes after that one in `themes` (among plugin themes the
 * later one wins; src/theme would win over both, and holds none of them). `@theme-original/X` therefore names
 * the file here itself; the OpenAPI theme's own X is `@theme-init/X`.
 */
function apiThemePlugin(): Plugin {
  return { name: 'api-theme', getThemePath: () => path.join(__dirname, 'theme') };
}

export const apiThemes = ['docusaurus-theme-openapi-docs', apiThemePlugin];
