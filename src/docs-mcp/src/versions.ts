/**
 * The docs versions, read from the published llms.txt: an older version's pages live under /guide/{v}/ and
 * /api/{v}/, and the API changelog between the newest older version and the current one is
 * /api/changelog/{older}-{current}. The current version's pages have no version in their path.
 */
export interface Versions {
  /** e.g. "3.x" (or "current" if the site does not say) */
  current: string;
  /** e.g. ["2.x"], newest first */
  older: string[];
}

const VERSION = String.raw`\d+(?:\.\d+)*\.x`;

export function versionsFromLlms(llms: string): Versions {
  const older = new Set<string>();
  for (const m of llms.matchAll(new RegExp(String.raw`/(?:guide|api)/(${VERSION})/`, 'g'))) older.add(m[1]!);
  let current = 'current';
  for (const m of llms.matchAll(new RegExp(String.raw`/api/changelog/(${VERSION})-(${VERSION})\b`, 'g'))) {
    if (!older.has(m[2]!)) current = m[2]!;
  }
  const byNumber = (a: string, b: string) => b.localeCompare(a, 'en', { numeric: true });
  return { current, older: [...older].sort(byNumber) };
}

/**
 * A version asked for: absent, "current", "latest" or the current name mean the current version (returned
 * as "current"); an older version's name is returned as is. Anything else is an error naming the versions.
 */
export function resolveVersion(asked: string | undefined, versions: Versions): string {
  const v = asked?.trim().replace(/^v/i, '');
  if (!v || v === 'current' || v === 'latest' || v === versions.current) return 'current';
  const major = /^\d+$/.test(v) ? `${v}.x` : v;
  if (major === versions.current) return 'current';
  if (versions.older.includes(major)) return major;
  throw new Error(
    `unknown docs version "${asked}": this site has ${[versions.current, ...versions.older].join(', ')} (${versions.current} is current)`,
  );
}

/** The label of a resolved version, for answers. */
export function versionLabel(version: string, versions: Versions): string {
  return version === 'current' ? versions.current : version;
}

/** The version a site path belongs to: /guide/2.x/... and /api/2.x/... are 2.x, everything else current. */
export function versionOfPath(urlPath: string, versions: Versions): string {
  const m = /^\/(?:guide|api)\/([^/]+)\//.exec(urlPath);
  return m && versions.older.includes(m[1]!) ? m[1]! : versions.current;
}
