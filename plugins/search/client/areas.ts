/** Result areas, keyed by the top folder of a page's URL (spec sections 2 and 9). */
export type AreaKey = 'api' | 'cli' | 'guides' | 'tutorials' | 'flex' | 'other';

export const AREA_LABELS: Readonly<Record<AreaKey, string>> = {
  api: 'Core Api Reference',
  cli: 'Dashboard/Chart schema',
  guides: 'Guides',
  tutorials: 'Tutorials',
  flex: 'Flex',
  other: 'other',
};

const AREA_BY_FOLDER: Readonly<Record<string, AreaKey>> = {
  api: 'api',
  cli: 'cli',
  // This site serves the dashboard schema (and its playground) at the root rather than under /cli; they are
  // what the "Dashboard/Chart schema" area names, so they belong there rather than in "other".
  'dashboard-schema': 'cli',
  'dashboard-playground': 'cli',
  docs: 'guides',
  guide: 'guides',
  start: 'tutorials',
  tutorial: 'tutorials',
  flex: 'flex',
};

/** The top folder of a site path: '/guide/api--introduction#x' -> 'guide'. Ignores baseUrl, query and hash. */
export function topFolder(path: string, baseUrl = '/'): string {
  let p = path.split(/[?#]/, 1)[0] ?? '';
  if (baseUrl !== '/' && p.startsWith(baseUrl)) p = p.slice(baseUrl.length - 1);
  return p.split('/').find((segment) => segment !== '') ?? '';
}

export function areaOf(path: string, baseUrl = '/'): AreaKey {
  const folder = topFolder(path, baseUrl);
  return Object.hasOwn(AREA_BY_FOLDER, folder) ? AREA_BY_FOLDER[folder]! : 'other';
}
