import { useEffect, useState } from 'react';
import { useLocation } from '@docusaurus/router';
import current from '@site/versions.current.json';
import older from '@site/versions.json';
import { STORAGE_KEYS, readEnum, writeString } from '@site/src/lib/storage';

/** The current docs version's name ("3.x"): what the pages with one version (flex, playground) are written for. */
export const CURRENT_VERSION_NAME: string = current.name;

/** The older docs versions' names, newest first ("2.x"). */
export const OLDER_VERSION_NAMES: readonly string[] = older;

/**
 * The docs version a page belongs to, from its path: an older version's name for /guide/2.x/… and /api/2.x/…,
 * 'current' for the other guide and API pages, null for the pages with one version (home, flex, schema,
 * playground), which belong to none.
 */
export function versionOfPath(pathname: string): string | null {
  // Guides and API pages have versions (isVersionedPath in ./useNavTree.ts, which needs the docs plugin's client).
  if (!pathname.startsWith('/guide/') && !pathname.startsWith('/api/')) return null;
  const second = pathname.split('/')[2] ?? '';
  return OLDER_VERSION_NAMES.includes(second) ? second : 'current';
}

/** A version's name as a reader sees it: "3.x" for 'current'. */
export function versionName(version: string): string {
  return version === 'current' ? CURRENT_VERSION_NAME : version;
}

/** The version a search result's page is written for (pages with one version: the current one's). */
export function versionNameOfUrl(url: string): string {
  return versionName(versionOfPath(url) ?? 'current');
}

/**
 * The docs version the reader last read (a guide or API page's), remembered across visits as the site's
 * other preferences are (src/lib/storage.ts: blocked, full or garbage storage gives 'current').
 */
export function readLastVersion(): string {
  return readEnum(STORAGE_KEYS.lastVersion, ['current', ...OLDER_VERSION_NAMES], 'current');
}

/**
 * The docs version the reader is in: the page's own on guide and API pages (and remembered), else the one
 * they last read, so that a Flex page or the playground reached from a 2.x guide still knows it. 'current'
 * during the server render and the first client render (the same HTML for every reader), then the
 * remembered one.
 */
export function useLastReadVersion(): string {
  const { pathname } = useLocation();
  const own = versionOfPath(pathname);
  const [remembered, setRemembered] = useState('current');
  useEffect(() => {
    if (own !== null) writeString(STORAGE_KEYS.lastVersion, own);
    else setRemembered(readLastVersion());
  }, [own]);
  return own ?? remembered;
}
