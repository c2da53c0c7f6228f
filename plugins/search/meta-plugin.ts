import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import { SEARCH_META_PLUGIN, type SearchMetaFile, type SearchMetaGlobalData } from './client/meta';

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
 * pages. This writes the permalinks of deprecated docs to a small content-hashed JSON file next to the
 * index (fetched with it, only once someone searches) and publishes its URL as global data.
 */
export default function searchMetaPlugin(context: LoadContext): Plugin {
  let file: { name: string; body: string } | undefined;
  return {
    name: SEARCH_META_PLUGIN,
    allContentLoaded({ allContent, actions }) {
      const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
      const body = JSON.stringify({ deprecated: deprecatedPermalinks(docs) } satisfies SearchMetaFile);
      const hash = crypto.createHash('md5').update(body).digest('hex').slice(0, 8);
      file = { name: `search-meta.${hash}.json`, body };
      actions.setGlobalData({ metaUrl: `${context.baseUrl}${file.name}` } satisfies SearchMetaGlobalData);
    },
    async postBuild({ outDir }) {
      if (file) await fs.writeFile(path.join(outDir, file.name), file.body);
    },
  };
}
