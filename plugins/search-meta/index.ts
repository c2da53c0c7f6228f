import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import { SEARCH_META_PLUGIN, type SearchMeta } from '../../src/search/meta';

type LoadedDoc = DocsContent['loadedVersions'][number]['docs'][number];

/** Permalinks of the docs whose front matter says `deprecated: true`, over every docs instance and version. */
export function deprecatedPermalinks(instances: Record<string, DocsContent | undefined>): string[] {
  const out = new Set<string>();
  for (const content of Object.values(instances)) {
    for (const version of content?.loadedVersions ?? []) {
      for (const doc of version.docs as LoadedDoc[]) {
        if (doc.frontMatter.deprecated === true) out.add(doc.permalink);
      }
    }
  }
  return [...out].sort();
}

/**
 * The search index only holds titles, headings and text; the results panel also has to mark deprecated
 * pages. This publishes, as (tiny) global data, the permalinks of deprecated docs so the panel knows it at
 * query time without fetching anything else.
 */
export default function searchMetaPlugin(_context: LoadContext): Plugin {
  return {
    name: SEARCH_META_PLUGIN,
    allContentLoaded({ allContent, actions }) {
      const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
      actions.setGlobalData({ deprecated: deprecatedPermalinks(docs) } satisfies SearchMeta);
    },
  };
}
