import type { ComponentType } from 'react';
import eager from '@site/src/navigation/older-versions-eager';
import type { BannerProps } from '@site/src/theme/DocVersionBanner/Banner';
import type { NavNode } from './types';

/**
 * What only the older docs versions' pages use: each version's side navigation (plugins/global-nav), by version
 * name ('2.x'), and the banner that says the version is no longer maintained.
 *
 * On the server and in `docusaurus start` they are here from the start (./older-versions-eager.ts). In the
 * production browser bundle they are not (plugins/page-weight/route-sections points that import at an empty module): they
 * come with the older version's routes, whose chunk registers them before any of its pages renders or
 * hydrates. So no other page downloads them.
 */
const trees = new Map<string, NavNode[]>(Object.entries(eager.navTrees));
let banner: ComponentType<BannerProps> | undefined = eager.Banner;

export function registerOlderVersion(
  version: string,
  navTree: NavNode[],
  Banner: ComponentType<BannerProps>,
): void {
  trees.set(version, navTree);
  banner = Banner;
}

export function olderNavTree(version: string): NavNode[] | undefined {
  return trees.get(version);
}

export function olderVersionBanner(): ComponentType<BannerProps> | undefined {
  return banner;
}
