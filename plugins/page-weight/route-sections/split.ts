import vm from 'node:vm';
import { leaves, type RoutesChunkNames } from '../preload-manifest/files';

/**
 * A route of .docusaurus/routes.js, its component as the arguments of ComponentCreator: [path, hash], or [path]
 * for the not-found route ('*').
 */
export interface RouteNode {
  path: string;
  component: { __cc: [string, string?] };
  exact?: boolean;
  routes?: RouteNode[];
  [key: string]: unknown;
}

/** Reads the generated routes.js: generated code of plain values and ComponentCreator('/path', 'hash') calls. */
export function parseRoutes(code: string): RouteNode[] {
  const sandbox = {
    module: { exports: [] as RouteNode[] },
    ComponentCreator: (...args: [string, string?]) => ({ __cc: args }),
  };
  vm.runInNewContext(
    code.replace(/^import .*$/gm, '').replace(/^export default /m, 'module.exports = '),
    sandbox,
  );
  return sandbox.module.exports;
}

/** Reads the generated registry.js: chunk name -> module request, one entry per line. */
export function parseRegistry(code: string): Map<string, string> {
  const entries = new Map<string, string>();
  const re = /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ "([^"]+)"\)/gm;
  for (const m of code.matchAll(re)) entries.set(m[1]!, m[2]!);
  if (entries.size === 0) throw new Error('route-sections: no entry found in registry.js (format changed?)');
  return entries;
}

/**
 * The layout components every docs page renders around its content (guides and API reference alike), and the
 * docs plugins' route props, in one chunk: Docusaurus imports each of them apart, and a guide page loaded four
 * files for 9 KiB of code (DocsRoot 5.3, DocVersionRoot 1.8, DocRoot 6.7 KB and 56 bytes of plugin props), each
 * a request, a script element and a task chain on the page's main thread (issue 51). DocItem joins them: an API
 * page renders ApiItem instead and loads it for nothing (its first load 189.2 -> 192.8 KiB gzipped, with the
 * parts rspack then splits apart), but a guide page saves a file. webpack puts the modules of import() calls
 * that share a chunk name into one chunk.
 */
export const SHARED_CHUNKS: ReadonlyMap<string, string> = new Map([
  ['@theme/DocsRoot', 'docs-layout'],
  ['@theme/DocVersionRoot', 'docs-layout'],
  ['@theme/DocRoot', 'docs-layout'],
  ['@theme/DocItem', 'docs-layout'],
  ['@generated/docusaurus-plugin-content-docs/default/__plugin.json', 'docs-layout'],
  ['@generated/docusaurus-plugin-content-docs/api/__plugin.json', 'docs-layout'],
]);

/**
 * A docs version's metadata (the props of its layout route: sidebars, version name), which every page of the
 * version loads and no other page does: in a route section whose pages are one version's, it goes into the
 * section's own chunk instead of a file of its own (one request fewer on each of its pages, issue 51).
 */
export const VERSION_PROPS = /^@generated\/docusaurus-plugin-content-docs\/[^/]+\/p\/[^/]+\.json$/;

/**
 * Registry entries as code. `named: false` leaves the chunks unnamed: Docusaurus' prefetch then skips them
 * (it prefetches named chunks only), and the webpack runtime of every page has no entry for their names.
 */
export function registryEntries(
  entries: Iterable<[string, string]>,
  {
    named = true,
    chunkOf = () => undefined,
  }: { named?: boolean; chunkOf?: (request: string) => string | undefined } = {},
): string {
  return [...entries]
    .map(([name, request]) => {
      const shared = SHARED_CHUNKS.get(request) ?? chunkOf(request);
      const chunkName = named || shared ? `/* webpackChunkName: ${JSON.stringify(shared ?? name)} */ ` : '';
      return `  ${JSON.stringify(name)}: [() => import(${chunkName}${JSON.stringify(request)}), ${JSON.stringify(request)}, require.resolveWeak(${JSON.stringify(request)})],`;
    })
    .join('\n');
}

/** Route config as code: ComponentCreator calls, and each lazy section's code in place of its marker. */
export function routesCode(routes: RouteNode[] | RouteNode, lazyCode: string[] = []): string {
  return JSON.stringify(routes, null, 1)
    .replace(
      /\{\s*"__cc": \[\s*("[^"]*")(?:,\s*("[^"]*"))?\s*\]\s*\}/g,
      (_, path: string, hash?: string) => `ComponentCreator(${hash ? `${path}, ${hash}` : path})`,
    )
    .replace(/\{\s*"__outlet": true\s*\}/g, 'SectionOutlet')
    .replace(/\{\s*"__section": (\d+)\s*\}/g, (_, i: string) => lazyCode[Number(i)]!);
}

function keyOf(route: RouteNode): string | null {
  const args = route.component?.__cc;
  return args?.[1] ? `${args[0]}-${args[1]}` : null;
}

function subtreeKeys(route: RouteNode): string[] {
  const own = keyOf(route);
  return [...(own ? [own] : []), ...(route.routes ?? []).flatMap(subtreeKeys)];
}

export interface Section {
  path: string;
  /** The section's route, whole (its component and its subtree). */
  route: RouteNode;
  chunkNames: RoutesChunkNames;
  /** Registry entries only this section uses. */
  registry: Map<string, string>;
}

export interface Split {
  routes: RouteNode[];
  chunkNames: RoutesChunkNames;
  registry: Map<string, string>;
  sections: Section[];
}

/**
 * Where a section starts: the route with this path (and child routes) whose parent route has path `parent`
 * (undefined: a top-level route). A docs plugin's root, its current version's root and that version's doc root
 * all have the path /guide, so the parent tells the version root apart.
 */
export interface SectionRoot {
  path: string;
  parent?: string;
}

/**
 * Groups the top-level routes under `prefix` (flat routes, as the flex pages plugin adds them) under one route of
 * that path whose component only renders its child routes (`{ "__outlet": true }`, written as SectionOutlet by
 * routesCode), so they can be a section. The group also holds a copy of the not-found route: a path under the
 * prefix that none of its pages has renders the not-found page, as it does without the group.
 */
export function groupRoutes(routes: RouteNode[], prefix: string): RouteNode[] {
  const notFound = routes.find((r) => r.path === '*');
  return groupAt(routes, prefix, notFound ? [notFound] : [], {}) ?? routes;
}

/**
 * Groups the pages under `prefix` wherever they are in the tree (the pages of one API, `/api/github/...`, are
 * children of the API docs' DocRoot route, beside the other APIs' pages) under one route of that path, with
 * `attrs` (the docs' `sidebar`, which DocRoot reads from the route that matches), so they can be a section of
 * their own. A path under the prefix that no page has matches the group and none of its pages: the docs root
 * renders the not-found page (src/theme/DocsRoot), as it does without the group.
 */
export function groupNestedRoutes(
  routes: RouteNode[],
  prefix: string,
  attrs: Record<string, unknown> = {},
): RouteNode[] {
  const walk = (list: RouteNode[]): RouteNode[] =>
    groupAt(list, prefix, [], attrs) ??
    list.map((r) => (r.routes?.length ? { ...r, routes: walk(r.routes) } : r));
  return walk(routes);
}

/**
 * Groups the pages whose path is in `members` (the pages of one large sidebar category of a docs version,
 * plugins/page-weight/route-sections/guide-categories.ts) wherever they are in the tree, under one route whose
 * path is `path` (a pattern that matches exactly those pages, checked there) with `attrs`, as groupNestedRoutes.
 */
export function groupNestedMembers(
  routes: RouteNode[],
  path: string,
  members: ReadonlySet<string>,
  attrs: Record<string, unknown> = {},
): RouteNode[] {
  const walk = (list: RouteNode[]): RouteNode[] =>
    groupWhere(list, path, (r) => members.has(r.path), [], attrs) ??
    list.map((r) => (r.routes?.length ? { ...r, routes: walk(r.routes) } : r));
  return walk(routes);
}

/** The list with its leaf routes under `prefix` in a group at the place of the first; undefined if none. */
function groupAt(
  routes: RouteNode[],
  prefix: string,
  extra: RouteNode[],
  attrs: Record<string, unknown>,
): RouteNode[] | undefined {
  return groupWhere(
    routes,
    prefix,
    (r) => r.path === prefix || r.path.startsWith(`${prefix}/`),
    extra,
    attrs,
  );
}

/** The list with its leaf routes that `isMember` in a group of path `path` at the place of the first. */
function groupWhere(
  routes: RouteNode[],
  path: string,
  isMember: (route: RouteNode) => boolean,
  extra: RouteNode[],
  attrs: Record<string, unknown>,
): RouteNode[] | undefined {
  const under = (r: RouteNode) => !r.routes?.length && isMember(r);
  const members = routes.filter(under);
  if (members.length === 0) return undefined;
  const group: RouteNode = {
    path,
    component: { __outlet: true } as unknown as RouteNode['component'],
    ...attrs,
    routes: [...members, ...extra],
  };
  const first = routes.indexOf(members[0]!);
  const rest = routes.filter((r) => !under(r));
  return [...rest.slice(0, first), group, ...rest.slice(first)];
}

/**
 * Takes the subtree of each section root out of the route table: its routes, their chunk names and the registry
 * entries no other route uses. Its place in the table holds a marker, `{ "__section": index }` (routesCode puts
 * the lazy route there). A root inside another section's subtree (an added API's pages inside the API docs'
 * current version) is taken out of that section the same way: the outer section's route holds its marker.
 */
export function splitRoutes(
  routes: RouteNode[],
  chunkNames: RoutesChunkNames,
  registry: Map<string, string>,
  roots: readonly SectionRoot[],
): Split {
  const sections: Omit<Section, 'registry'>[] = [];
  // Each root is the outermost route that matches it: a docs version's root, not its DocRoot (same path, same
  // parent path) inside it. A root inside another's subtree is a section of its own, loaded from the outer one.
  const used = new Set<SectionRoot>();
  const rootOf = (node: RouteNode, parent: string | undefined) =>
    node.routes?.length
      ? roots.find((r) => !used.has(r) && r.path === node.path && r.parent === parent)
      : undefined;
  const walk = (nodes: RouteNode[], parent: string | undefined): RouteNode[] =>
    nodes.map((node) => {
      const root = rootOf(node, parent);
      if (root) used.add(root);
      const inner = node.routes ? { ...node, routes: walk(node.routes, node.path) } : node;
      if (root) {
        const keys = subtreeKeys(inner);
        sections.push({
          path: node.path,
          route: inner,
          chunkNames: Object.fromEntries(keys.map((k) => [k, chunkNames[k]])),
        });
        return { __section: sections.length - 1 } as unknown as RouteNode;
      }
      return inner;
    });
  const mainRoutes = walk(routes, undefined);
  const moved = new Set(sections.flatMap((s) => Object.keys(s.chunkNames)));
  const mainChunkNames = Object.fromEntries(Object.entries(chunkNames).filter(([k]) => !moved.has(k)));
  const usedByMain = new Set(leaves(mainChunkNames));
  // A loader two sections share (the doc page component of both docs versions) stays in main.js, once.
  const useCount = new Map<string, number>();
  for (const s of sections)
    for (const n of new Set(leaves(s.chunkNames))) useCount.set(n, (useCount.get(n) ?? 0) + 1);
  const take = (names: string[]) =>
    new Map(
      names
        .filter((n) => !usedByMain.has(n) && useCount.get(n) === 1 && registry.has(n))
        .map((n) => [n, registry.get(n)!]),
    );
  const full = sections.map((s) => ({ ...s, registry: take([...new Set(leaves(s.chunkNames))]) }));
  const inSections = new Set(full.flatMap((s) => [...s.registry.keys()]));
  return {
    routes: mainRoutes,
    chunkNames: mainChunkNames,
    registry: new Map([...registry].filter(([n]) => !inSections.has(n))),
    sections: full,
  };
}
