import type { GlobalDoc, GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import { versionedHref } from '@site/src/navigation/version-links.mjs';

/** The guide that introduces each API: where a reader lands when another version has no such operation. */
const API_INTRODUCTIONS: Record<string, string> = {
  core: '/guide/api--introduction',
  plugin: '/guide/plugin--introduction',
};

export interface VersionTarget {
  path: string;
  /** True when the version has no page for this one: the target is the API's introduction or the main doc. */
  fallback: boolean;
}

/**
 * Where switching to `version` leads from the page being read: the same page in that version (Docusaurus
 * matches doc ids: a guide, or an API operation), else, for an API operation that version lacks, the
 * introduction of that API in that version's guides, else the version's main page.
 */
export function versionTarget(
  pluginId: string,
  version: GlobalVersion,
  alternates: Record<string, GlobalDoc>,
  activeDocId: string | undefined,
): VersionTarget {
  const same = alternates[version.name];
  if (same) return { path: same.path, fallback: false };
  const api = pluginId === 'api' ? activeDocId?.split('/')[0] : undefined;
  const introduction = api ? API_INTRODUCTIONS[api] : undefined;
  if (introduction)
    return { path: versionedHref(introduction, version.isLast ? 'current' : version.name), fallback: true };
  const main = version.docs.find((doc) => doc.id === version.mainDocId) ?? version.docs[0];
  return { path: main?.path ?? version.path, fallback: true };
}
