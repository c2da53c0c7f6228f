/**
 * An added API (API_SPECS, api/plugin-config.mjs: one with a `routePrefix` of its own, /api/{key}/...) is a route
 * section of its own inside the API docs' current version (issue 52): its pages are DocRoot's children beside
 * the Core and Plugin API pages, so they are grouped under one route (split.ts, groupNestedRoutes) that loads
 * with them. What else only its pages use leaves what every API page, or every page, loads:
 *
 * - its docs in the API docs instance's global data (every doc's id, path and sidebar, part of main.js: 16 KiB
 *   gzipped for GitHub's 1,493 pages), which the version switcher reads (useActiveDocContext). Only for an API
 *   that no older version has: an older version's switcher needs the current version's docs of its API;
 * - its sidebar in the version's metadata (the `docsSidebars` every API page of the version loads, which
 *   DocRoot and the breadcrumbs read: the sidebar of the page's own API only).
 *
 * The section's chunk puts both back before any of its pages renders (index.ts, `restoreCode`). The server
 * bundle keeps them where they were: every page renders the same on the server and, once its section is
 * there, in the browser.
 */

/** The docs plugin's data of one version, as global data holds it (toGlobalDataVersion). */
interface GlobalVersion {
  name: string;
  docs: { id: string; path: string; sidebar?: string }[];
  [key: string]: unknown;
}
export type GlobalDoc = GlobalVersion['docs'][number];
type GlobalData = Record<string, Record<string, unknown> | undefined>;
type DocsPluginData = { versions?: GlobalVersion[] } | undefined;

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
/** The API reference's docs instance (api/docusaurus.ts). */
const API_PLUGIN_ID = 'api';

export interface ApiSection {
  /** The API's key in API_SPECS, which is also its sidebar's id in the API docs instance. */
  key: string;
  /** Its pages' path: /api/{prefix}. */
  path: string;
}

/**
 * The APIs whose pages have a path of their own (not the Core and Plugin APIs' shared /api/{id}).
 * @param prefixes each API's key -> its routePrefixOf ('' or 'name/')
 */
export function addedApiSections(prefixes: Record<string, string>, baseUrl: string): ApiSection[] {
  return Object.entries(prefixes)
    .filter(([, prefix]) => prefix !== '')
    .map(([key, prefix]) => ({ key, path: `${baseUrl}api/${prefix.replace(/\/+$/, '')}` }));
}

/**
 * The global data without the current API docs version's docs under each path, and those docs by path. The
 * data is not modified.
 */
export function withoutApiDocs(
  globalData: GlobalData,
  paths: readonly string[],
): { globalData: GlobalData; removed: Map<string, GlobalDoc[]> } {
  return withoutDocs(globalData, API_PLUGIN_ID, paths, (doc) =>
    paths.find((p) => doc.path.startsWith(`${p}/`)),
  );
}

/**
 * The global data without the docs of a docs instance's current version that `owner` gives a key (one of
 * `keys`), and those docs by key. The data is not modified.
 */
export function withoutDocs(
  globalData: GlobalData,
  pluginId: string,
  keys: readonly string[],
  owner: (doc: GlobalDoc) => string | undefined,
): { globalData: GlobalData; removed: Map<string, GlobalDoc[]> } {
  const removed = new Map<string, GlobalDoc[]>(keys.map((p) => [p, []]));
  const plugin = globalData[DOCS_PLUGIN]?.[pluginId] as DocsPluginData;
  if (!plugin?.versions || keys.length === 0) return { globalData, removed };
  const versions = plugin.versions.map((version) => {
    if (version.name !== 'current') return version;
    const docs = version.docs.filter((doc) => {
      const key = owner(doc);
      if (key !== undefined) removed.get(key)?.push(doc);
      return key === undefined;
    });
    return { ...version, docs };
  });
  return {
    globalData: {
      ...globalData,
      [DOCS_PLUGIN]: { ...globalData[DOCS_PLUGIN], [pluginId]: { ...plugin, versions } },
    },
    removed,
  };
}

/** The ids of a docs instance's docs in its versions other than the current one. */
export function olderDocIds(globalData: GlobalData, pluginId: string): Set<string> {
  const plugin = globalData[DOCS_PLUGIN]?.[pluginId] as DocsPluginData;
  return new Set(
    (plugin?.versions ?? []).filter((v) => v.name !== 'current').flatMap((v) => v.docs.map((d) => d.id)),
  );
}

/** A docs version's metadata prop (the `__props` module of its version route). */
export interface VersionProps {
  version: { docsSidebars: Record<string, unknown>; [key: string]: unknown };
}

/** The version metadata without these sidebars, and those sidebars by id. The props are not modified. */
export function withoutSidebars(
  props: VersionProps,
  ids: readonly string[],
): { props: VersionProps; removed: Record<string, unknown> } {
  const all = props.version.docsSidebars;
  const removed = Object.fromEntries(ids.filter((id) => id in all).map((id) => [id, all[id]]));
  const docsSidebars = Object.fromEntries(Object.entries(all).filter(([id]) => !ids.includes(id)));
  return { props: { ...props, version: { ...props.version, docsSidebars } }, removed };
}

/**
 * The code in an added API's section chunk that puts back what left main.js and the version metadata: its docs
 * into the global data (synchronously, when the chunk runs), and its sidebar into the version metadata once
 * that module has loaded (`propsImport`: the same import() as its route loader's, so the same module). For a
 * sidebar category's section (guide-categories.ts), `categoryIndex` says which top-level item of the sidebar
 * gets `sidebar` back as its items.
 */
export function restoreCode({
  docs,
  pluginId = API_PLUGIN_ID,
  sidebarId,
  sidebar,
  categoryIndex,
  propsImport,
}: {
  docs: readonly GlobalDoc[];
  pluginId?: string;
  sidebarId: string;
  sidebar: unknown;
  categoryIndex?: number;
  propsImport?: string;
}): { imports: string[]; code: string[]; ready: string[] } {
  const imports = docs.length ? ["import globalData from '@generated/globalData';"] : [];
  const code = docs.length
    ? [
        '// Its docs, which the version switcher looks the page up in (left out of the global data of main.js).',
        `globalData[${JSON.stringify(DOCS_PLUGIN)}][${JSON.stringify(pluginId)}].versions.find((v) => v.name === "current").docs.push(...${JSON.stringify(docs)});`,
      ]
    : [];
  const target = `m.default.version.docsSidebars[${JSON.stringify(sidebarId)}]${categoryIndex === undefined ? '' : `[${categoryIndex}].items`}`;
  const ready =
    propsImport && sidebar !== undefined
      ? [`${propsImport}.then((m) => { ${target} = ${JSON.stringify(sidebar)}; })`]
      : [];
  return { imports, code, ready };
}
