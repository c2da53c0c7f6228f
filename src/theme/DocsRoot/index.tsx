/**
 * Wraps @docusaurus/theme-classic@3.10.2 DocsRoot. A docs section (/guide, /api) owns every path under it, so
 * an unknown one (/guide/nonexistent-page) reached its "Page Not Found" content inside the docs layout, while
 * the static server answered with 404.html (the site's NotFound: the Overview): React then failed to hydrate
 * (error #418) and the spec's "any other path shows the Overview" did not hold. Here a path that is no page of
 * the section renders the site's NotFound itself, the same tree as 404.html.
 */
import React from 'react';
import { matchPath, useLocation } from '@docusaurus/router';
import DocsRootOriginal from '@theme-original/DocsRoot';
import type DocsRootType from '@theme/DocsRoot';
import NotFound from '@theme/NotFound';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof DocsRootType>;

interface RouteLike {
  path?: string;
  exact?: boolean;
  routes?: RouteLike[];
  /** A docs version whose routes have not loaded (src/client/route-sections.ts): not a page. */
  pendingSection?: boolean;
}

/**
 * True when a leaf route (a page) of the section matches; nested routes are walked with a stack. A version the
 * browser has not loaded holds none of the pages being shown: Docusaurus loads the version a path is in before
 * rendering it.
 */
function hasPage(root: RouteLike, pathname: string): boolean {
  const stack: RouteLike[] = [...(root.routes ?? [])];
  while (stack.length > 0) {
    const route = stack.pop()!;
    if (route.pendingSection) continue;
    if (route.routes?.length) stack.push(...route.routes);
    else if (route.path && matchPath(pathname, { path: route.path, exact: route.exact ?? false }))
      return true;
  }
  return false;
}

export default function DocsRoot(props: Props): React.JSX.Element {
  const { pathname } = useLocation();
  if (!hasPage(props.route as RouteLike, pathname)) return <NotFound />;
  return <DocsRootOriginal {...props} />;
}
