import React, { useEffect, useState, type ComponentType } from 'react';
import { matchRoutes, type RouteConfig } from 'react-router-config';
import renderRoutes from '@docusaurus/renderRoutes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route components take any props
type Preloadable = ComponentType<any> & { preload?: () => Promise<unknown> };
type SectionRoute = RouteConfig & {
  path: string;
  component: Preloadable;
  routes: SectionRoute[];
  /** True until the section's chunk has loaded (src/theme/DocsRoot then knows it holds no page yet). */
  pendingSection?: boolean;
};

/**
 * A route whose subtree is a chunk of its own (plugins/page-weight/route-sections): an older docs version's root. Until the
 * chunk is loaded, the route matches every path under it and has no children; loading it turns this object
 * into the real route (its component and its child routes), so React Router renders the section as if it had
 * always been in the table.
 *
 * Docusaurus loads a page's route components before rendering it (before hydration, and before showing the
 * next page of a navigation), calling `preload()` on the components of the routes that match. This route's
 * preload loads the section, then preloads what would have matched had the section been there: the page being
 * opened, which at those two moments is the window's location. (A preload on hover, for another page, loads
 * the section only; that page's own modules load when it is opened.)
 */
export function lazySection(
  path: string,
  load: () => Promise<{ default: SectionRoute; ready?: Promise<unknown> }>,
): SectionRoute {
  const route = { path, routes: [] as SectionRoute[], pendingSection: true } as SectionRoute;
  let loading: Promise<void> | undefined;
  const ensure = (): Promise<void> =>
    (loading ??= load().then(
      // `ready`: the section's side navigation. Without it (it could not load) the pages still render, and the
      // navigation says the list could not load.
      ({ default: real, ready }) =>
        Promise.resolve(ready)
          .catch(() => undefined)
          .then(() => void Object.assign(route, real, { pendingSection: false })),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  // Rendered only if a render comes before the preload (Docusaurus never does that): shows the section once
  // it is there.
  const Pending = ((props: Record<string, unknown>) => {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      void ensure().then(() => setReady(true));
    }, []);
    return ready && route.component !== Pending
      ? React.createElement(route.component as Preloadable, { ...props, route })
      : null;
  }) as Preloadable;
  Pending.preload = async () => {
    await ensure();
    if (typeof window === 'undefined') return;
    const matches = matchRoutes([route], window.location.pathname);
    await Promise.all(matches.map(({ route: match }) => (match.component as Preloadable).preload?.()));
  };
  route.component = Pending;
  return route;
}

/**
 * The component of a group of flat routes made a section (the flex pages' lists, plugins/page-weight/route-sections):
 * it renders the group's child routes, as a docs plugin's root route does for its versions. The server's route
 * table has no group, and renders the same page.
 */
export function SectionOutlet({ route }: { route: RouteConfig }): React.ReactNode {
  return renderRoutes(route.routes);
}

/** The bundler's runtime, as the chunk loader reads it: `u` turns a chunk id into its file. */
declare const __webpack_require__: { u: (chunkId: string | number) => string };

const sectionFiles = new Map<string, string>();
let patched = false;

/**
 * Registers the files of chunks only one route section imports, which the runtime's own table leaves out
 * (plugins/page-weight/route-sections/chunk-map.ts): called by the section's chunk before any of them loads.
 */
export function addChunkFiles(files: Record<string, string>): void {
  if (!patched) {
    patched = true;
    const runtimeFile = __webpack_require__.u;
    __webpack_require__.u = (chunkId) => sectionFiles.get(String(chunkId)) ?? runtimeFile(chunkId);
  }
  for (const [id, file] of Object.entries(files)) sectionFiles.set(id, file);
}
