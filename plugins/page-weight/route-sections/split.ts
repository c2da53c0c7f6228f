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
 * Registry entries as code. `named: false` leaves the chunks unnamed: Docusaurus' prefetch then skips them
 * (it prefetches named chunks only), and the webpack runtime of every page has no entry for their names.
 */
export function registryEntries(entries: Iterable<[string, string]>, { named = true } = {}): string {
  return [...entries]
    .map(([name, request]) => {
      const chunkName = named ? `/* webpackChunkName: ${JSON.stringify(name)} */ ` : '';
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
 * Takes the subtree of each route whose path is one of `prefixes` (and which has child routes: a docs version's
 * root) out of the route table: its routes, their chunk names and the registry entries no other route uses.
 * Its place in the table holds a marker, `{ "__section": index }` (routesCode puts the lazy route there).
 */
export function splitRoutes(
  routes: RouteNode[],
  chunkNames: RoutesChunkNames,
  registry: Map<string, string>,
  prefixes: readonly string[],
): Split {
  const sections: Omit<Section, 'registry'>[] = [];
  const walk = (nodes: RouteNode[]): RouteNode[] =>
    nodes.map((node) => {
      if (prefixes.includes(node.path) && node.routes?.length) {
        const keys = subtreeKeys(node);
        sections.push({
          path: node.path,
          route: node,
          chunkNames: Object.fromEntries(keys.map((k) => [k, chunkNames[k]])),
        });
        return { __section: sections.length - 1 } as unknown as RouteNode;
      }
      return node.routes ? { ...node, routes: walk(node.routes) } : node;
    });
  const mainRoutes = walk(routes);
  const moved = new Set(sections.flatMap((s) => Object.keys(s.chunkNames)));
  const mainChunkNames = Object.fromEntries(Object.entries(chunkNames).filter(([k]) => !moved.has(k)));
  const usedByMain = new Set(leaves(mainChunkNames));
  const take = (names: string[]) =>
    new Map(names.filter((n) => !usedByMain.has(n) && registry.has(n)).map((n) => [n, registry.get(n)!]));
  const full = sections.map((s) => ({ ...s, registry: take([...new Set(leaves(s.chunkNames))]) }));
  const inSections = new Set(full.flatMap((s) => [...s.registry.keys()]));
  return {
    routes: mainRoutes,
    chunkNames: mainChunkNames,
    registry: new Map([...registry].filter(([n]) => !inSections.has(n))),
    sections: full,
  };
}
