import { usePluginData } from '@docusaurus/useGlobalData';
import { useActivePluginAndVersion } from '@docusaurus/plugin-content-docs/client';
import { useMemo } from 'react';
import { olderNavTree } from './older-versions';
import { useNavEmbedsVersion, withLoadedEmbeds } from './nav-embeds';
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
  const loaded = useNavEmbedsVersion();
  return useMemo(
    () => (data ? (version !== 'current' && olderNavTree(version)) || withLoadedEmbeds(data.tree) : []),
    // `loaded` changes when an embedded tree arrives: the tree is rebuilt with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, version, loaded],
  );
}

/** Guide and API pages: the sections with versions (a version switcher, a version's own navigation). */
export function isVersionedPath(pathname: string): boolean {
  return pathname.startsWith('/guide/') || pathname.startsWith('/api/');
}
