import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { API_SPECS, routePrefixOf } from '../../../api/plugin-config.mjs';
import { apisOfVersion, olderVersionNames } from '../../../api/versions.mjs';
import { PRELOAD_ROUTES } from '../../../src/client/preload-routes';
import { routeChunkNames } from '../preload-manifest/files';
import {
  addedApiSections,
  olderDocIds,
  restoreCode,
  withoutApiDocs,
  withoutDocs,
  withoutSidebars,
  type ApiSection,
  type GlobalDoc,
  type VersionProps,
} from './api-sections';
import {
  categoryItems,
  categorySections,
  MIN_API_TAG_PAGES,
  withoutCategoryItems,
  type CategorySection,
} from './guide-categories';
import { applyChunkMap, filesPlaceholder, type CompilerLike } from './chunk-map';
import {
  groupNestedMembers,
  groupNestedRoutes,
  groupRoutes,
  parseRegistry,
  parseRoutes,
  registryEntries,
  VERSION_PROPS,
  routesCode,
  splitRoutes,
  type RouteNode,
  type SectionRoot,
  type Split,
} from './split';

const OUT = 'route-sections';
/** The sections' chunk names and paths, in .docusaurus/route-sections/. */
export const SECTIONS_JSON = 'sections.json';
/** Every older version's navigation and banner (src/navigation/older-versions.ts): the server's and `start`'s. */
const OLDER_VERSIONS_EAGER = '@site/src/navigation/older-versions-eager';
/** The current version's embedded navigation trees (src/navigation/nav-embeds.ts): all of them, or loaders. */
const NAV_EMBEDS = '@generated/global-nav/default/nav-embeds';
/** The version metadata of the API docs' current version without the added APIs' sidebars (api-sections.ts). */
const API_VERSION_PROPS = 'api-version-props.js';

/** What the `chunks` filter of a cache group is given (Rspack's Chunk), as far as it is read here. */
interface ChunkLike {
  groupsIterable: Iterable<{ origins: { request?: string }[] }>;
}

/**
 * Each section's routes load with the section (facebook/docusaurus#7256).
 *
 * Docusaurus puts every route of the site in main.js: its path, the chunk names of its modules and a loader for
 * each, and the webpack runtime maps every chunk to its file: about 190 bytes gzipped per page, on every page, so
 * a guide page grew with every API operation added. Here, in the browser bundle, each section's root route is a
 * lazy route (src/client/route-sections.ts): its subtree, chunk names and loaders are a chunk of their own, loaded
 * when a reader first opens or points at one of its pages. The sections: every docs version of the guides and of
 * the API reference (/guide, /api, /guide/2.x, /api/2.x), and the flex chart and example pages, flat routes
 * grouped under /flex/charts and /flex/examples. What stays in main.js is the top level (home, schema,
 * playground, gallery, changelog, search, not-found) and the docs plugins' roots. The server bundle keeps the
 * whole table, so every page is still prerendered; the browser loads the section before it hydrates, and
 * renders the same.
 *
 * A section brings what only its pages use: the side navigation trees that grow with it (plugins/global-nav
 * writes the API operations and the chart types to files of their own; src/navigation/nav-embeds.ts), an older
 * version's whole navigation and its banner (src/navigation/older-versions.ts), and the file names of its
 * pages' chunks, which leave the runtime's table (chunk-map.ts). Its pages' chunks are unnamed, so that
 * Docusaurus' chunk-name table (`__webpack_require__.gca`, in the webpack runtime) does not carry them either;
 * the pages the background preload names (src/client/preload-routes.ts) keep their names.
 *
 * Each added API (API_SPECS with a path of its own, /api/{key}) is a section inside the API docs' current
 * version: its routes, loaders, chunk files and navigation tree, its docs in the global data and its sidebar in
 * the version's metadata load with its pages only (api-sections.ts), so the Core API pages and main.js do not
 * grow with it.
 *
 * So is each large sidebar category of the guides' current version (guide-categories.ts: 100 pages or more,
 * under a common path prefix): its routes, its docs in the global data and its items in the version metadata
 * load with its pages, so a thousand recipes cost the other guide pages nothing.
 *
 * How: after Docusaurus has written .docusaurus/routes.js, registry.js and routesChunkNames.json, this writes the
 * split versions to .docusaurus/route-sections/ and points the browser bundle's imports of those three (and of
 * src/navigation/older-versions-eager.ts and the navigation trees) at them. Production builds only:
 * `docusaurus start` keeps the stock table.
 */
export default function routeSectionsPlugin(context: LoadContext): Plugin {
  const base = context.baseUrl;
  const older = () =>
    olderVersionNames(context.siteDir).flatMap((v) => [
      { path: `${base}guide/${v}`, parent: `${base}guide`, olderVersion: v },
      { path: `${base}api/${v}`, parent: `${base}api`, olderVersion: v },
    ]);
  // The current docs versions (their root has the plugin root's path) and the flex pages' two lists.
  const current: SectionRoot[] = [
    { path: `${base}guide`, parent: `${base}guide` },
    { path: `${base}api`, parent: `${base}api` },
  ];
  const groups = [`${base}flex/charts`, `${base}flex/examples`];
  // Resolved when Docusaurus asks (knip loads this config with a stub context, and calls no lifecycle).
  const apis = (): AddedApi[] => {
    const olderNames = olderVersionNames(context.siteDir);
    return addedApiSections(
      Object.fromEntries(Object.keys(API_SPECS).map((key) => [key, routePrefixOf(key)])),
      base,
    ).map((section) => ({
      ...section,
      parent: `${base}api`,
      // Its docs leave the global data unless an older version has the API (that version's switcher looks the
      // page up in every version's docs).
      currentOnly: olderNames.every((v) => !(section.key in apisOfVersion(API_SPECS, v, context.siteDir))),
    }));
  };
  return {
    name: 'route-sections',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      const dir = path.join(context.generatedFilesDir, OUT);
      const olderRoots = older();
      const addedApis = apis();
      const { split, replaced, categories } = writeSplit(
        context.generatedFilesDir,
        dir,
        [...olderRoots, ...current],
        groups,
        addedApis,
        [
          { path: `${base}guide`, pluginId: 'default' },
          { path: `${base}api`, pluginId: 'api', minPages: MIN_API_TAG_PAGES },
        ],
      );
      const olderPaths = new Set(olderRoots.map((r) => r.path));
      // An added API's tags that are sections of their own (guide-categories.ts) are its pages too.
      const apiPaths = new Set([
        ...addedApis.map((a) => a.path),
        ...categories.filter((c) => c.api).map((c) => c.path),
      ]);
      // The pages that do not count towards the `common` chunk (below): the older versions' and the added APIs'.
      const uncounted = split.sections.filter((s) => olderPaths.has(s.path) || apiPaths.has(s.path));
      const sectionRequests = new Set(uncounted.flatMap((s) => [...s.registry.values()]));
      // Docusaurus' threshold is half of all the site's pages: an added API's pages would raise it, and modules
      // every guide and Core API page uses would leave `common` for chunks of their own (a guide page +4 KiB
      // gzipped with 155 GitHub operations added). Without them it is what it is without the API.
      const apiPages = split.sections
        .filter((s) => apiPaths.has(s.path))
        .reduce((n, s) => n + leafCount(s.route), 0);
      type CommonGroup = { cacheGroups?: { common?: { minChunks?: unknown } } };
      const splitChunks = config.optimization?.splitChunks as CommonGroup | false | undefined;
      const defaultMinChunks = splitChunks ? splitChunks.cacheGroups?.common?.minChunks : undefined;
      const minChunks =
        apiPages && typeof defaultMinChunks === 'number'
          ? { minChunks: Math.max(2, defaultMinChunks - apiPages * 0.5) }
          : {};
      const files: Record<string, string> = {
        '@generated/routes': path.join(dir, 'routes.js'),
        '@generated/registry': path.join(dir, 'registry.js'),
        '@generated/routesChunkNames': path.join(dir, 'routesChunkNames.js'),
        [OLDER_VERSIONS_EAGER]: path.join(dir, 'no-older-versions.js'),
        [NAV_EMBEDS]: path.join(context.generatedFilesDir, 'global-nav/default/nav-embeds-lazy.js'),
        ...replaced,
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
        // their own copies of what they share. The same for an added API's pages: the other pages' `common`
        // chunk is the one they have without it.
        optimization: {
          splitChunks: {
            cacheGroups: {
              common: {
                ...minChunks,
                chunks: (chunk: ChunkLike) =>
                  ![...chunk.groupsIterable].some((group) =>
                    group.origins.some((origin) => sectionRequests.has(origin.request ?? '')),
                  ),
              },
            },
          },
        },
        plugins: [
          {
            apply: (compiler: CompilerLike) =>
              applyChunkMap(
                compiler,
                split.sections.map((s) => new Set(s.registry.values())),
              ),
          },
          new NormalModuleReplacementPlugin(
            /^(@generated\/(routes|registry|routesChunkNames|globalData|global-nav\/default\/nav-embeds)|@site\/src\/navigation\/older-versions-eager)$/,
            (resource) => {
              resource.request = files[resource.request] ?? resource.request;
            },
          ),
        ],
      } as object;
    },
  };
}

/** An added API's section: its root (the group of its pages inside the API docs' current version). */
type AddedApi = ApiSection & SectionRoot & { currentOnly: boolean };

/**
 * A docs instance's current version (its root's path) whose large sidebar categories are sections, from
 * `minPages` pages (guide-categories.ts, MIN_CATEGORY_PAGES by default).
 */
interface CategoryVersion {
  path: string;
  pluginId: string;
  minPages?: number;
}

/**
 * A large sidebar category's section (guide-categories.ts): its root, inside its version's doc root or, for a
 * tag of an added API, inside that API's section (`api`), whose sidebar its items then leave.
 */
type Category = CategorySection & SectionRoot & { pluginId: string; versionPath: string; api?: AddedApi };

export function writeSplit(
  generatedDir: string,
  dir: string,
  roots: (SectionRoot & { olderVersion?: string })[],
  groups: string[],
  apis: AddedApi[] = [],
  categoryVersions: CategoryVersion[] = [],
): { split: Split; replaced: Record<string, string>; categories: Category[] } {
  const read = (file: string) => fs.readFileSync(path.join(generatedDir, file), 'utf8');
  const chunkNames = JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>;
  const registry = parseRegistry(read('registry.js'));
  const readProps = (request: string) =>
    JSON.parse(fs.readFileSync(request.replace(/^@generated\//, `${generatedDir}/`), 'utf8')) as VersionProps;
  let routes = apis.reduce(
    (list, api) => groupNestedRoutes(list, api.path, { sidebar: api.key }),
    groups.reduce(groupRoutes, parseRoutes(read('routes.js'))),
  );
  // The large sidebar categories of the current docs versions: each a group of its pages (guide-categories.ts).
  const categories: Category[] = [];
  for (const { path: versionPath, pluginId, minPages } of categoryVersions) {
    const version = versionRoute(routes, versionPath);
    const propsName = version && propsChunkOf(version, chunkNames);
    const request = propsName && registry.get(propsName);
    if (!version || !request) continue;
    for (const category of categorySections(readProps(request), leafPaths(version), minPages)) {
      routes = groupNestedMembers(routes, category.path, new Set(category.members), {
        sidebar: category.sidebarId,
      });
      const api = apis.find((a) => category.members.every((m) => m.startsWith(`${a.path}/`)));
      categories.push({
        ...category,
        parent: parentPath(routes, category.path),
        pluginId,
        versionPath,
        api,
      });
    }
  }
  const split = splitRoutes(routes, chunkNames, registry, [
    ...roots,
    ...apis,
    ...categories,
    ...groups.map((group) => ({ path: group })),
  ]);
  // The side navigation's trees that load with a section: those whose pages are under its path and under no
  // section inside it (an added API's tree loads with its pages, not with every API page).
  const embedIndex = JSON.parse(read('global-nav/default/nav-embeds-index.json')) as Record<string, string>;
  const owners = [
    ...roots.filter((r) => !r.olderVersion).map((r) => r.path),
    ...apis.map((a) => a.path),
    ...groups,
  ];
  const ownerOf = (url: string) =>
    owners.filter((p) => url.startsWith(`${p}/`)).sort((a, b) => b.length - a.length)[0];
  const embedsOf = (section: string) =>
    Object.keys(embedIndex).filter((key) => ownerOf(embedIndex[key]!) === section);
  const orphans = Object.keys(embedIndex).filter((key) => !ownerOf(embedIndex[key]!));
  // A tree no section loads would be missing when its page hydrates (the server renders it open there).
  if (orphans.length)
    throw new Error(`route-sections: no section loads the navigation tree ${orphans.join(', ')}`);
  // The background preload (plugins/page-weight/preload-manifest) finds a route's files by chunk name: the
  // loaders of the routes it preloads keep theirs.
  const preloaded = new Set(PRELOAD_ROUTES.flatMap((route) => routeChunkNames(route, routes, chunkNames)));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const header =
    '// Written by plugins/page-weight/route-sections from the files Docusaurus generated beside this folder.\n';

  // The added APIs' docs leave the global data, and their sidebars the current version's metadata.
  const replaced: Record<string, string> = {};
  const apiSections = new Map(
    apis.flatMap((api) => {
      const section = split.sections.find((s) => s.path === api.path);
      return section ? [[section, api] as const] : [];
    }),
  );
  const present = [...apiSections.values()];
  const categoryOf = new Map(
    categories.flatMap((category) => {
      const section = split.sections.find((s) => s.path === category.path);
      return section ? [[section, category] as const] : [];
    }),
  );
  const fullData = JSON.parse(read('globalData.json')) as Parameters<typeof withoutApiDocs>[0];
  const trimmed = withoutApiDocs(
    fullData,
    present.filter((a) => a.currentOnly).map((a) => a.path),
  );
  // A category's docs leave it too, but for those an older version also has (its switcher looks them up). A tag
  // of an added API takes its docs from those its API's section holds.
  const categoryDocs = new Map<string, GlobalDoc[]>();
  for (const category of categories) {
    const apiDocs = category.api && trimmed.removed.get(category.api.path);
    if (!apiDocs) continue;
    const members = new Set(category.members);
    categoryDocs.set(
      category.path,
      apiDocs.filter((doc) => members.has(doc.path)),
    );
    trimmed.removed.set(
      category.api!.path,
      apiDocs.filter((doc) => !members.has(doc.path)),
    );
  }
  const inVersion = categories.filter((c) => !categoryDocs.has(c.path));
  for (const pluginId of new Set(inVersion.map((c) => c.pluginId))) {
    const own = inVersion.filter((c) => c.pluginId === pluginId);
    const older = olderDocIds(fullData, pluginId);
    const { globalData, removed } = withoutDocs(
      trimmed.globalData,
      pluginId,
      own.map((c) => c.path),
      (doc) => (older.has(doc.id) ? undefined : own.find((c) => c.members.includes(doc.path))?.path),
    );
    trimmed.globalData = globalData;
    for (const [key, docs] of removed) categoryDocs.set(key, docs);
  }
  if ([...trimmed.removed.values(), ...categoryDocs.values()].some((docs) => docs.length)) {
    fs.writeFileSync(
      path.join(dir, 'globalData.js'),
      `${header}export default JSON.parse(${JSON.stringify(JSON.stringify(trimmed.globalData))});\n`,
    );
    replaced['@generated/globalData'] = path.join(dir, 'globalData.js');
  }
  const registries = [split.registry, ...split.sections.map((s) => s.registry)];
  /**
   * Points a docs version's metadata module (its route's `__props`) at `trim` of it, written to `fileName`; the
   * import() of it that the sections inside the version use to put back what was taken out (the same module).
   */
  const replaceProps = (
    versionPath: string,
    fileName: string,
    trim: (props: VersionProps) => VersionProps,
  ): string | undefined => {
    const section = split.sections.find((s) => s.path === versionPath);
    const propsName = section && versionPropsChunk(section);
    const propsRegistry = propsName ? registries.find((r) => r.has(propsName)) : undefined;
    if (!propsName || !propsRegistry) return undefined;
    const props = trim(readProps(propsRegistry.get(propsName)!));
    fs.writeFileSync(
      path.join(dir, fileName),
      `${header}export default JSON.parse(${JSON.stringify(JSON.stringify(props))});\n`,
    );
    propsRegistry.set(propsName, `./${fileName}`);
    return `import(${preloaded.has(propsName) ? `/* webpackChunkName: ${JSON.stringify(propsName)} */ ` : ''}"./${fileName}")`;
  };
  // Each docs version's metadata: the API docs' current version (the section the added APIs' sections are in)
  // without their sidebars, and a version with category sections without their items (a tag of an added API:
  // without them in that API's sidebar, which its section puts back).
  const apiVersion = present[0]?.parent;
  let sidebars: Record<string, unknown> = {};
  const categoryProps = new Map<string, { props: VersionProps; load?: string }>();
  let propsImport: string | undefined;
  for (const versionPath of new Set([
    ...(apiVersion ? [apiVersion] : []),
    ...categories.map((c) => c.versionPath),
  ])) {
    const own = categories.filter((c) => c.versionPath === versionPath);
    const ofApis = own.filter((c) => c.api);
    const inProps = own.filter((c) => !c.api);
    let full: VersionProps | undefined;
    const load = replaceProps(
      versionPath,
      versionPath === apiVersion ? API_VERSION_PROPS : `${own[0]!.pluginId}-version-props.js`,
      (props) => {
        full = props;
        let rest = withoutCategoryItems(props, inProps);
        if (versionPath === apiVersion) {
          const taken = withoutSidebars(
            rest,
            present.map((a) => a.key),
          );
          rest = taken.props;
          sidebars = withoutCategoryItems({ version: { docsSidebars: taken.removed } }, ofApis).version
            .docsSidebars;
        }
        return rest;
      },
    );
    if (versionPath === apiVersion) propsImport = load;
    if (full) categoryProps.set(versionPath, { props: full, load });
  }

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
  // For the background preload (plugins/page-weight/preload-manifest): a preloaded route's section comes with it.
  fs.writeFileSync(
    path.join(dir, SECTIONS_JSON),
    JSON.stringify(split.sections.map((s, i) => ({ chunkName: `route-section-${i}`, path: s.path }))),
  );
  split.sections.forEach((section, i) => {
    const version = roots.find((r) => r.path === section.path)?.olderVersion;
    // The section's entries are its pages' alone (splitRoutes): its version's metadata can go into its chunk.
    const inSection = (request: string) => (VERSION_PROPS.test(request) ? `route-section-${i}` : undefined);
    const named = [...section.registry].filter(([name]) => preloaded.has(name));
    const unnamed = [...section.registry].filter(([name]) => !preloaded.has(name));
    const api = apiSections.get(section);
    const category = categoryOf.get(section);
    const versionProps = category && categoryProps.get(category.versionPath);
    const restore = api
      ? restoreCode({
          docs: trimmed.removed.get(api.path) ?? [],
          sidebarId: api.key,
          sidebar: sidebars[api.key],
          propsImport,
        })
      : category
        ? restoreCode({
            docs: categoryDocs.get(category.path) ?? [],
            pluginId: category.pluginId,
            sidebarId: category.sidebarId,
            categoryIndex: category.index,
            sidebar:
              category.trimItems && versionProps ? categoryItems(versionProps.props, category) : undefined,
            propsImport: versionProps?.load,
          })
        : { imports: [], code: [], ready: [] };
    const route = routesCode(section.route, lazy);
    fs.writeFileSync(
      path.join(dir, `section-${i}.js`),
      [
        header,
        "import ComponentCreator from '@docusaurus/ComponentCreator';",
        "import registry from '@generated/registry';",
        "import routesChunkNames from '@generated/routesChunkNames';",
        "import { addChunkFiles } from '@site/src/client/route-sections';",
        ...(route.includes('lazySection(')
          ? ["import { lazySection } from '@site/src/client/route-sections';"]
          : []),
        ...restore.imports,
        '',
        '// The files of the chunks only this section imports (filled in by chunk-map.ts once they are hashed).',
        `addChunkFiles(${JSON.stringify(filesPlaceholder(i))});`,
        ...restore.code,
        ...(route.includes('SectionOutlet')
          ? ["import { SectionOutlet } from '@site/src/client/route-sections';"]
          : []),
        ...(version
          ? [
              "import { registerOlderVersion } from '@site/src/navigation/older-versions';",
              "import Banner from '@site/src/theme/DocVersionBanner/Banner';",
              `import navTree from '@generated/global-nav/default/older-nav-tree-${version}.json';`,
              '',
              `registerOlderVersion(${JSON.stringify(version)}, navTree, Banner);`,
            ]
          : []),
        ...(version
          ? []
          : [
              "import { loadNavEmbed } from '@site/src/navigation/nav-embeds';",
              '',
              '// The side navigation of these pages (and, for an added API, its sidebar in the version metadata): it',
              '// must be there before one of them hydrates.',
              `export const ready = Promise.all([...${JSON.stringify(embedsOf(section.path))}.map(loadNavEmbed)${restore.ready.map((r) => `, ${r}`).join('')}]);`,
            ]),
        '// First the loaders and chunk names of the section routes, then the routes (ComponentCreator reads them).',
        `Object.assign(registry, {\n${[registryEntries(named, { chunkOf: inSection }), registryEntries(unnamed, { named: false, chunkOf: inSection })].filter(Boolean).join('\n')}\n});`,
        `Object.assign(routesChunkNames, ${JSON.stringify(section.chunkNames)});`,
        '',
        `export default ${route};`,
        '',
      ].join('\n'),
    );
  });
  return { split, replaced, categories };
}

/** The chunk name of a docs version route's metadata prop (`__props`), if it has one. */
function versionPropsChunk(section: Split['sections'][number]): string | undefined {
  return propsChunkOf(section.route, section.chunkNames);
}

function propsChunkOf(route: RouteNode, chunkNames: Record<string, unknown>): string | undefined {
  const [routePath, hash] = route.component?.__cc ?? [];
  const names = chunkNames[`${routePath}-${hash}`] as { __props?: unknown } | undefined;
  return typeof names?.__props === 'string' ? names.__props : undefined;
}

/** A docs plugin's current version route: the route of that path inside the plugin's root of the same path. */
function versionRoute(routes: RouteNode[], versionPath: string): RouteNode | undefined {
  const root = routes.find((r) => r.path === versionPath && r.routes?.length);
  return root?.routes?.find((r) => r.path === versionPath && r.routes?.length);
}

/** The path of the route whose child routes include the one of this path. */
function parentPath(routes: RouteNode[], child: string): string | undefined {
  for (const route of routes) {
    if (route.routes?.some((r) => r.path === child)) return route.path;
    const found = route.routes && parentPath(route.routes, child);
    if (found) return found;
  }
  return undefined;
}

/** The paths of the pages (leaf routes) of a route's subtree. */
function leafPaths(route: RouteNode): string[] {
  return route.routes?.length ? route.routes.flatMap(leafPaths) : [route.path];
}

/** The pages (leaf routes) of a route's subtree. */
function leafCount(route: RouteNode): number {
  // A section inside this one (`{ __section }`, its pages counted with it) is no page.
  if ('__section' in route) return 0;
  return route.routes?.length ? route.routes.reduce((n, r) => n + leafCount(r), 0) : 1;
}
