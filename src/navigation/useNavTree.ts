import { usePluginData } from '@docusaurus/useGlobalData';
import { useActivePluginAndVersion } from '@docusaurus/plugin-content-docs/client';
import { olderNavTree } from './older-versions';
import type { GlobalNavData, NavNode } from './types';

/**
 * The docs version the reader is in: an older version's name ('2.x') on its guide and API pages, else
 * 'current' (the latest, and every page that has one version: home, flex, schema).
 */
export function useReaderVersion(): string {
  const active = useActivePluginAndVersion();
  const version = active?.activeVersion;
  return version && !version.isLast ? version.name : 'current';
}

/** The side navigation of the version being read (plugins/global-nav). */
export function useNavTree(): NavNode[] {
  const data = usePluginData('global-nav') as GlobalNavData | undefined;
  const version = useReaderVersion();
  if (!data) return [];
  return (version !== 'current' && olderNavTree(version)) || data.tree;
}

/** Guide and API pages: the sections with versions (a version switcher, a version's own navigation). */
export function isVersionedPath(pathname: string): boolean {
  return pathname.startsWith('/guide/') || pathname.startsWith('/api/');
}
