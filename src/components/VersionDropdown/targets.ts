import type { GlobalDoc, GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import { versionedHref } from '@site/src/navigation/version-links.mjs';

/** The guide that introduces each API: where a reader lands when another version has no such operation. */
const API_INTRODUCTIONS: Record<string, string> = {
  core: '/guide/api--introduction',
  plugin: '/guide/plugin--introduction',
};

export interface VersionTarget {
  path: string;
  /**
   * True when the version has no page for this one: the target is the operation's entry in the API changelog
   * (what replaced it, or when it came), the API's introduction, or the main doc.
   */
  fallback: boolean;
  /** The fallback is the operation's entry in the API changelog. */
  changelog?: boolean;
}

/** A version's name in changelog paths: its label without "(latest)" (2.x, 3.x). */
const nameOf = (version: GlobalVersion) => version.label.replace(/\s*\(latest\)$/, '');

/**
 * The API changelog entry that says why `version` has no page for an operation the reader's versions have:
 * between the version nearest `version` that has it and the next one towards `version` (where it was removed,
 * or added). Null when the versions are not known in order.
 * @param versions every version of the API docs, newest first (useVersions)
 */
function changelogEntry(
  operationId: string,
  version: GlobalVersion,
  alternates: Record<string, GlobalDoc>,
  versions: readonly GlobalVersion[],
): string | null {
  const order = [...versions].reverse(); // oldest first
  const at = order.indexOf(version);
  if (at < 0) return null;
  const having = order.map((v, i) => (alternates[v.name] ? i : -1)).filter((i) => i >= 0);
  const newer = having.filter((i) => i > at);
  const older = having.filter((i) => i < at);
  // Added in a later version than the one switched to, or removed before it.
  const pair = newer.length
    ? [newer[0]! - 1, newer[0]!]
    : older.length
      ? [older.at(-1)!, older.at(-1)! + 1]
      : null;
  if (!pair) return null;
  const [from, to] = [order[pair[0]!], order[pair[1]!]];
  return from && to ? `/api/changelog/${nameOf(from)}-${nameOf(to)}#${operationId}` : null;
}

/**
 * Where switching to `version` leads from the page being read: the same page in that version (Docusaurus
 * matches doc ids: a guide, or an API operation), else, for an API operation that version lacks, its entry in
 * the API changelog, which says what replaced it or that it is new, with the writers' migration note (the
 * introduction of that API in that version's guides when the versions are not known), else the version's main
 * page.
 */
export function versionTarget(
  pluginId: string,
  version: GlobalVersion,
  alternates: Record<string, GlobalDoc>,
  activeDocId: string | undefined,
  versions: readonly GlobalVersion[] = [],
): VersionTarget {
  const same = alternates[version.name];
  if (same) return { path: same.path, fallback: false };
  const [api, operationId] = pluginId === 'api' ? (activeDocId?.split('/') ?? []) : [];
  const entry = api && operationId ? changelogEntry(operationId, version, alternates, versions) : null;
  if (entry) return { path: entry, fallback: true, changelog: true };
  const introduction = api ? API_INTRODUCTIONS[api] : undefined;
  if (introduction)
    return { path: versionedHref(introduction, version.isLast ? 'current' : version.name), fallback: true };
  const main = version.docs.find((doc) => doc.id === version.mainDocId) ?? version.docs[0];
  return { path: main?.path ?? version.path, fallback: true };
}

/**
 * The versions a page's switcher offers: for an API operation, those that have its API (versions are per API,
 * api/versions.mjs: an API added after the last cut, or not versioned, is in the current version only, and an
 * older version has no page, changelog entry or introduction for it); every version for a guide.
 */
export function versionsOfPage(
  pluginId: string,
  versions: readonly GlobalVersion[],
  activeDocId: string | undefined,
): GlobalVersion[] {
  const api = pluginId === 'api' && activeDocId?.includes('/') ? activeDocId.split('/')[0] : undefined;
  return api ? versions.filter((v) => v.docs.some((doc) => doc.id.startsWith(`${api}/`))) : [...versions];
}
