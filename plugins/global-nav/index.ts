import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { GlobalNavData, NavEmbeds, NavNode } from '../../src/navigation/types';
import { toNavTree, type DocInfo, type SidebarInput } from './to-nav-tree';

/** Plugins whose content feeds an embed: they expose `navEmbeds` in their loaded content. */
interface EmbedProvider {
  navEmbeds?: NavEmbeds;
}

/** Docs instances whose sidebars are embeddable as `api:<sidebarId>`. */
const API_INSTANCE = 'api';

/**
 * Builds the site-wide side navigation from the guide sidebar (sidebars.ts), resolving doc ids to their
 * permalinks and titles and splicing in generated trees (API operations, chart types, examples). The result
 * is exposed as global data so the navigation is the same on every page, docs or not.
 */
export default function globalNavPlugin(_context: LoadContext): Plugin {
  return {
    name: 'global-nav',
    allContentLoaded({ allContent, actions }) {
      const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
      const guide = docsPlugins.default?.loadedVersions.find((v) => v.isLast);
      if (!guide) throw new Error('global-nav: the guide docs instance has no current version');

      const embeds: NavEmbeds = {};
      const api = docsPlugins[API_INSTANCE]?.loadedVersions.find((v) => v.isLast);
      if (api) {
        const apiDocs = docIndex(api.docs);
        for (const [sidebarId, sidebar] of Object.entries(api.sidebars)) {
          embeds[`api:${sidebarId}`] = toNavTree(sidebar as SidebarInput[], apiDocs, {}, 3);
        }
      }
      for (const plugin of Object.values(allContent)) {
        for (const content of Object.values(plugin as Record<string, unknown>)) {
          Object.assign(embeds, (content as EmbedProvider | undefined)?.navEmbeds ?? {});
        }
      }

      const sidebar = guide.sidebars.guide as SidebarInput[] | undefined;
      if (!sidebar) throw new Error('global-nav: sidebars.ts has no "guide" sidebar');
      const tree: NavNode[] = toNavTree(sidebar, docIndex(guide.docs), embeds);
      actions.setGlobalData({ tree: withoutDescriptions(tree) } satisfies GlobalNavData);
    },
  };
}

/**
 * Global data is part of main.js, which every page downloads and parses. The side navigation shows no
 * descriptions (titles, badges and tooltips only), and they were more than half of the tree: 4.5 of its
 * 7.9 KiB gzipped (2026-11-24 build), so they stay out of it.
 */
export function withoutDescriptions(nodes: NavNode[]): NavNode[] {
  return nodes.map(({ description: _omitted, children, ...node }) =>
    children ? { ...node, children: withoutDescriptions(children) } : node,
  );
}

function docIndex(docs: DocsContent['loadedVersions'][number]['docs']): Map<string, DocInfo> {
  return new Map(
    docs.map((d) => [
      d.id,
      {
        permalink: d.permalink,
        title: (d.frontMatter.sidebar_label as string | undefined) ?? d.title,
        description: d.description,
        deprecated: d.frontMatter.deprecated === true,
      },
    ]),
  );
}
