import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { olderVersionNames } from '../../../api/versions.mjs';
import { parseRegistry, parseRoutes, registryEntries, routesCode, splitRoutes, type Split } from './split';

const OUT = 'route-sections';
/** Every older version's navigation and banner (src/navigation/older-versions.ts): the server's and `start`'s. */
const OLDER_VERSIONS_EAGER = '@site/src/navigation/older-versions-eager';

/** What the `chunks` filter of a cache group is given (Rspack's Chunk), as far as it is read here. */
interface ChunkLike {
  groupsIterable: Iterable<{ origins: { request?: string }[] }>;
}

/**
 * Older docs versions' routes load with the version (facebook/docusaurus#7256, for one kind of section).
 *
 * Docusaurus puts every route of the site in main.js: its path, the chunk names of its modules and a loader for
 * each, about 80 bytes gzipped per page on every page. The older versions' pages (/guide/2.x/..., /api/2.x/...)
 * are half the site and their readers are few, so in the browser bundle each older version's root route is a
 * lazy route (src/client/route-sections.ts): its subtree, chunk names and loaders are a chunk of their own,
 * loaded when a reader first opens or points at one of its pages. The server bundle keeps the whole table, so
 * every page is still prerendered; the browser loads the section before it hydrates, and renders the same.
 *
 * A section brings what only its pages use: its version's side navigation (plugins/global-nav writes each older
 * tree to a file of its own) and the old-version banner (src/navigation/older-versions.ts), and its pages' chunks
 * are unnamed, so that neither the navigation nor Docusaurus' chunk-name table (`__webpack_require__.gca`, in the
 * webpack runtime) of every page carries them (1.7 and 1.2 KiB gzipped on every page, 2026-11-26 build).
 *
 * How: after Docusaurus has written .docusaurus/routes.js, registry.js and routesChunkNames.json, this writes the
 * split versions to .docusaurus/route-sections/ and points the browser bundle's imports of those three (and of
 * src/navigation/older-versions-eager.ts) at them. Production builds only: `docusaurus start` keeps the stock table.
 */
export default function routeSectionsPlugin(context: LoadContext): Plugin {
  const prefixes = () =>
    olderVersionNames(context.siteDir).flatMap((v) => [
      `${context.baseUrl}guide/${v}`,
      `${context.baseUrl}api/${v}`,
    ]);
  return {
    name: 'route-sections',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      const dir = path.join(context.generatedFilesDir, OUT);
      const split = writeSplit(context.generatedFilesDir, dir, prefixes());
      const sectionRequests = new Set(split.sections.flatMap((s) => [...s.registry.values()]));
      const files: Record<string, string> = {
        '@generated/routes': path.join(dir, 'routes.js'),
        '@generated/registry': path.join(dir, 'registry.js'),
        '@generated/routesChunkNames': path.join(dir, 'routesChunkNames.js'),
        [OLDER_VERSIONS_EAGER]: path.join(dir, 'no-older-versions.js'),
      };
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance as unknown as {
        NormalModuleReplacementPlugin: new (
          test: RegExp,
          replace: (resource: { request: string }) => void,
        ) => object;
      };
      return {
        // Docusaurus' `common` chunk holds the modules used by as many chunks as half the site's pages
        // (minChunks), and every page that needs one of them loads it whole. Counted with the older versions'
        // chunks, the API reference's modules (used by both versions' API pages) went into it, and an example page
        // downloaded them (+4.4 KiB gzipped): only the current version's chunks count, and the older ones keep
        // their own copies of what they share.
        optimization: {
          splitChunks: {
            cacheGroups: {
              common: {
                chunks: (chunk: ChunkLike) =>
                  ![...chunk.groupsIterable].some((group) =>
                    group.origins.some((origin) => sectionRequests.has(origin.request ?? '')),
                  ),
              },
            },
          },
        },
        plugins: [
          new NormalModuleReplacementPlugin(
            /^(@generated\/(routes|registry|routesChunkNames)|@site\/src\/navigation\/older-versions-eager)$/,
            (resource) => {
              resource.request = files[resource.request] ?? resource.request;
            },
          ),
        ],
      } as object;
    },
  };
}

function writeSplit(generatedDir: string, dir: string, prefixes: string[]): Split {
  const read = (file: string) => fs.readFileSync(path.join(generatedDir, file), 'utf8');
  const split = splitRoutes(
    parseRoutes(read('routes.js')),
    JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>,
    parseRegistry(read('registry.js')),
    prefixes,
  );
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const header =
    '// Written by plugins/page-weight/route-sections from the files Docusaurus generated beside this folder.\n';
  const lazy = split.sections.map(
    (s, i) =>
      `lazySection(${JSON.stringify(s.path)}, () => import(/* webpackChunkName: "route-section-${i}" */ "./section-${i}.js"))`,
  );
  fs.writeFileSync(
    path.join(dir, 'routes.js'),
    `${header}import ComponentCreator from '@docusaurus/ComponentCreator';\nimport { lazySection } from '@site/src/client/route-sections';\n\nexport default ${routesCode(split.routes, lazy)};\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'registry.js'),
    `${header}export default {\n${registryEntries(split.registry)}\n};\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'routesChunkNames.js'),
    `${header}export default ${JSON.stringify(split.chunkNames)};\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'no-older-versions.js'),
    `${header}export default { navTrees: {}, Banner: undefined };\n`,
  );
  split.sections.forEach((section, i) => {
    // A version's root route: /guide/2.x, /api/2.x.
    const version = section.path.split('/').pop()!;
    fs.writeFileSync(
      path.join(dir, `section-${i}.js`),
      [
        header,
        "import ComponentCreator from '@docusaurus/ComponentCreator';",
        "import registry from '@generated/registry';",
        "import routesChunkNames from '@generated/routesChunkNames';",
        "import { registerOlderVersion } from '@site/src/navigation/older-versions';",
        "import Banner from '@site/src/theme/DocVersionBanner/Banner';",
        `import navTree from '@generated/global-nav/default/older-nav-tree-${version}.json';`,
        '',
        `registerOlderVersion(${JSON.stringify(version)}, navTree, Banner);`,
        '// First the loaders and chunk names of the section routes, then the routes (ComponentCreator reads them).',
        `Object.assign(registry, {\n${registryEntries(section.registry, { named: false })}\n});`,
        `Object.assign(routesChunkNames, ${JSON.stringify(section.chunkNames)});`,
        '',
        `export default ${routesCode(section.route)};`,
        '',
      ].join('\n'),
    );
  });
  return split;
}
