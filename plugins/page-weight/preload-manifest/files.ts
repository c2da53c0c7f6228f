/**
 * The script files a route needs, from the bundler's client manifest: the same set Docusaurus' own preload()
 * loads (each chunk of the route and of its parent layout routes, with the chunks it is split from), so a
 * background fetch of these files leaves nothing for the click but execution.
 */

/** The route tree as plugins see it (PluginRouteConfig): only what matching needs. */
export interface RouteNode {
  path: string;
  exact?: boolean;
  routes?: RouteNode[];
}

/** .docusaurus/client-manifest.json (react-loadable-ssr-addon): origins by chunk name, files by chunk id. */
export interface ClientManifest {
  origins: Record<string, (string | number)[]>;
  assets: Record<string, { js?: { file: string }[] }>;
}

/** .docusaurus/routesChunkNames.json: `${path}-${hash}` to a nested object whose leaves are chunk names. */
export type RoutesChunkNames = Record<string, unknown>;

/** Paths of the routes a location renders: its layout routes, outermost first, then the page route. */
export function matchedPaths(routes: RouteNode[], location: string): string[] {
  for (const route of routes) {
    if (!route.routes) {
      if (route.path === location) return [route.path];
      continue;
    }
    // A layout route: matches its own path and everything under it, like react-router's non-exact match.
    const prefix = route.path.endsWith('/') ? route.path : `${route.path}/`;
    if (location !== route.path && !location.startsWith(prefix)) continue;
    const inner = matchedPaths(route.routes, location);
    if (inner.length) return [route.path, ...inner];
  }
  return [];
}

/** The chunk names of a routesChunkNames entry (the leaves of its nested object). */
export function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

/** The chunk names of the routes a location renders (its layout routes and its page). */
export function routeChunkNames(
  location: string,
  routes: RouteNode[],
  chunkNames: RoutesChunkNames,
): string[] {
  const paths = new Set(matchedPaths(routes, location));
  return (
    Object.entries(chunkNames)
      // Keys are the route path plus "-" and a short hash, as Docusaurus' own prefetch() strips them.
      .filter(([key]) => paths.has(key.replace(/-[^-]+$/, '')))
      .flatMap(([, value]) => leaves(value))
  );
}

/**
 * Script files (site-absolute, with baseUrl) for one location, in a stable order; [] for an unknown one.
 * `chunkOf` gives the chunk a registry entry's module is in, where it is not the entry's own
 * (plugins/page-weight/route-sections SHARED_CHUNKS).
 */
export function routeFiles(
  location: string,
  routes: RouteNode[],
  chunkNames: RoutesChunkNames,
  manifest: ClientManifest,
  baseUrl = '/',
  chunkOf: (name: string) => string = (name) => name,
): string[] {
  const names = routeChunkNames(location, routes, chunkNames).map(chunkOf);
  return [...new Set(names.flatMap((name) => namedChunkFiles(name, manifest, baseUrl)))].sort();
}

/** Script files (site-absolute) of a chunk named in the source (webpackChunkName), with those it is split from. */
export function namedChunkFiles(name: string, manifest: ClientManifest, baseUrl = '/'): string[] {
  const files = new Set<string>();
  for (const id of manifest.origins[name] ?? []) {
    for (const { file } of manifest.assets[String(id)]?.js ?? []) files.add(`${baseUrl}${file}`);
  }
  return [...files].sort();
}
