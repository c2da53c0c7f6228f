import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { GlobalNavData, NavEmbeds, NavNode } from '../../src/navigation/types';
import fs from 'node:fs';
import path from 'node:path';
import { firstUrl, toNavTree, type DocInfo, type SidebarInput, type SidebarSource } from './to-nav-tree';
import { versionedHref } from '../../api/versions.mjs';
import { branchKey } from '../../src/navigation/tree';
import { API_SPECS } from '../../api/plugin-config.mjs';
import { withUnlistedApis, type ApiEntry } from './unlisted-apis';

/** Plugins whose content feeds an embed: they expose `navEmbeds` in their loaded content. */
interface EmbedProvider {
  navEmbeds?: NavEmbeds;
}

/** In .docusaurus/global-nav/default: the branches of each link (branchTrails), for the background preload. */
export const BRANCH_TRAILS = 'nav-branch-trails.json';

/** Docs instances whose sidebars are embeddable as `api:<sidebarId>`. */
const API_INSTANCE = 'api';

/**
 * Builds the site-wide side navigation from the guide sidebar (sidebars.ts), resolving doc ids to their
 * permalinks and titles and splicing in generated trees (API operations, chart types, examples). The result
 * is exposed as global data so the navigation is the same on every page, docs or not.
 *
 * Each older docs version has a tree of its own, from its guide sidebar and its own API sidebars, with its
 * links following the version (api/versions.mjs): a reader of /guide/2.x or /api/2.x sees only 2.x pages. Those
 * trees are not global data (src/navigation/older-trees.ts).
 * Sections with one version (flex, the dashboard schema) are the same in every tree.
 */
export default function globalNavPlugin(context: LoadContext): Plugin {
  /** The file a version's guide sidebar was written in, for the line of each mistake in it. */
  const sourceOf = (guide: DocsVersion): SidebarSource | undefined => {
    const file = guide.isLast
      ? 'sidebars.ts'
      : `versioned_sidebars/version-${guide.versionName}-sidebars.json`;
    try {
      return { file, text: fs.readFileSync(path.join(context.siteDir, file), 'utf8') };
    } catch {
      return undefined;
    }
  };
  return {
    name: 'global-nav',
    async allContentLoaded({ allContent, actions }) {
      const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
      const guideVersions = docsPlugins.default?.loadedVersions ?? [];
      const latest = guideVersions.find((v) => v.isLast);
      if (!latest) throw new Error('global-nav: the guide docs instance has no current version');

      const shared: NavEmbeds = {};
      for (const plugin of Object.values(allContent)) {
        for (const content of Object.values(plugin as Record<string, unknown>)) {
          Object.assign(shared, (content as EmbedProvider | undefined)?.navEmbeds ?? {});
        }
      }
      const olderNames = guideVersions.filter((v) => !v.isLast).map((v) => v.versionName);
      const treeOf = (guide: DocsVersion): NavNode[] => {
        const embeds: NavEmbeds = { ...shared };
        const api = docsPlugins[API_INSTANCE]?.loadedVersions.find(
          (v) => v.versionName === guide.versionName,
        );
        const apis: ApiEntry[] = [];
        if (api) {
          const apiDocs = docIndex(api.docs);
          for (const [sidebarId, sidebar] of Object.entries(api.sidebars)) {
            const children = toNavTree(sidebar as SidebarInput[], apiDocs, {}, 3);
            embeds[`api:${sidebarId}`] = children;
            const label = (API_SPECS as Record<string, { label?: string }>)[sidebarId]?.label ?? sidebarId;
            apis.push({ embed: `api:${sidebarId}`, title: label, children });
          }
        }
        const sidebar = guide.sidebars.guide as SidebarInput[] | undefined;
        if (!sidebar) throw new Error(`global-nav: the ${guide.label} guide has no "guide" sidebar`);
        // An API the writer did not place in sidebars.ts is listed all the same (its one line in API_SPECS).
        const tree = withUnlistedApis(
          toNavTree(sidebar, docIndex(guide.docs), embeds, 1, sourceOf(guide)),
          apis,
        );
        return guide.isLast ? tree : withVersionedLinks(tree, guide.versionName, olderNames);
      };

      const [withEmbeds, lazy] = withLazyEmbeds(treeOf(latest));
      const [tree, branches] = withLazyBranches(withEmbeds);
      await actions.createData(BRANCH_TRAILS, JSON.stringify(branchTrails(withEmbeds)));
      actions.setGlobalData({ tree: withoutDescriptions(tree) } satisfies GlobalNavData);
      await writeLazyEmbeds(
        actions.createData,
        new Map([...lazy].map(([key, children]) => [key, withoutDescriptions(children)])),
        new Map([...branches].map(([key, children]) => [key, withoutDescriptions(children)])),
      );
      // Older trees are files, not global data (which is part of every page's main.js): each is loaded with its
      // version's pages (plugins/page-weight/route-sections); older-nav-trees.js holds them all for the server and `start`.
      const older = guideVersions.filter((v) => !v.isLast);
      for (const v of older) {
        await actions.createData(
          `older-nav-tree-${v.versionName}.json`,
          JSON.stringify(withoutDescriptions(treeOf(v))),
        );
      }
      await actions.createData(
        'older-nav-trees.js',
        [
          ...older.map((v, i) => `import tree${i} from './older-nav-tree-${v.versionName}.json';`),
          `export default {${older.map((v, i) => `${JSON.stringify(v.versionName)}: tree${i}`).join(', ')}};`,
          '',
        ].join('\n'),
      );
    },
  };
}

type DocsVersion = DocsContent['loadedVersions'][number];

/**
 * Embedded trees that grow with the content (the API operations, the chart types) and belong to one route
 * section (plugins/page-weight/route-sections): they leave the global data, which is part of every page's main.js,
 * and load with their section's pages, or when a reader opens them elsewhere.
 */
export function isLazyEmbed(key: string): boolean {
  return key === 'flex:charts' || (key.startsWith('api:') && key !== 'api:changelog');
}

/** The tree with each lazy embed's children replaced by its key, and those children by key. */
export function withLazyEmbeds(nodes: NavNode[]): [NavNode[], Map<string, NavNode[]>] {
  const lazy = new Map<string, NavNode[]>();
  const walk = (list: NavNode[]): NavNode[] =>
    list.map(({ embed, children, ...node }) => {
      if (embed && isLazyEmbed(embed) && children) {
        lazy.set(embed, children);
        return { ...node, lazyChildren: embed };
      }
      return children ? { ...node, children: walk(children) } : node;
    });
  return [walk(nodes), lazy];
}

/**
 * The tree with the items of every branch replaced by its key (`branch:1.6`, from its place in the tree), and
 * those items by key, each branch's own nested branches replaced in turn (issue 52, item 3): a branch that is
 * closed shows only its row, so the global data (in every page's main.js) carries only the rows of the top level,
 * and a branch's items load when a reader opens it or points at it. The current page's branches are in its
 * server-rendered HTML, which the first render in the browser keeps until they have loaded (SideNav).
 * A lazy embed's key stays as it is (it loads with its section); its place needs no branch of its own.
 */
export function withLazyBranches(nodes: NavNode[]): [NavNode[], Map<string, NavNode[]>] {
  const branches = new Map<string, NavNode[]>();
  const walk = (list: NavNode[], parentKey: string): NavNode[] =>
    list.map((node, i) => {
      const itemKey = parentKey ? `${parentKey}.${i}` : `${i}`;
      const { children, ...rest } = node;
      if (!children || children.length === 0) return node;
      const key = branchKey(itemKey);
      branches.set(key, walk(children, itemKey));
      return { ...rest, lazyChildren: key };
    });
  return [walk(nodes, ''), branches];
}

/** A branch's chunk, named so that the background preload can list its file (nav-branch-trails.json). */
export function branchChunkName(key: string): string {
  return embedFile(key)
    .replace(/^nav-embed-/, 'nav-')
    .replace(/\.json$/, '');
}

/**
 * For each link of the tree (before its branches are split off), the keys of the branches it is in, outermost
 * first: the branches a page of that link loads after its first render. Written at build time for the
 * background preload (plugins/page-weight/preload-manifest); no page downloads it.
 */
export function branchTrails(nodes: NavNode[]): Record<string, string[]> {
  const trails: Record<string, string[]> = {};
  const walk = (list: NavNode[], parentKey: string, trail: string[]) =>
    list.forEach((node, i) => {
      const itemKey = parentKey ? `${parentKey}.${i}` : `${i}`;
      // The deepest entry of a page wins, as in the side navigation (selectedTrail).
      if (node.url && trail.length >= (trails[node.url]?.length ?? 0)) trails[node.url] = trail;
      if (node.children?.length) walk(node.children, itemKey, [...trail, branchKey(itemKey)]);
    });
  walk(nodes, '', []);
  return trails;
}

/** The file a lazy embed is written to: `nav-embed-api-core.json`. */
export function embedFile(key: string): string {
  return `nav-embed-${key.replace(/[^a-z0-9]+/gi, '-')}.json`;
}

async function writeLazyEmbeds(
  createData: (name: string, data: string) => Promise<string>,
  lazy: Map<string, NavNode[]>,
  branches: Map<string, NavNode[]> = new Map(),
): Promise<void> {
  const all = new Map([...lazy, ...branches]);
  for (const [key, children] of all) await createData(embedFile(key), JSON.stringify(children));
  // The branches load like the embeds, but with no section: they are not in the index (route-sections).
  const keys = [...all.keys()];
  // The server and `docusaurus start` read every tree at once; the production browser bundle reads
  // nav-embeds-lazy.js instead (plugins/page-weight/route-sections), which loads each on demand.
  await createData(
    'nav-embeds.js',
    [
      ...keys.map((k, i) => `import tree${i} from './${embedFile(k)}';`),
      `export default { data: {${keys.map((k, i) => `${JSON.stringify(k)}: tree${i}`).join(', ')}}, loaders: {} };`,
      '',
    ].join('\n'),
  );
  await createData(
    'nav-embeds-lazy.js',
    `export default { data: {}, loaders: {${keys
      .map(
        (k) =>
          `${JSON.stringify(k)}: () => import(${branches.has(k) ? `/* webpackChunkName: ${JSON.stringify(branchChunkName(k))} */ ` : ''}'./${embedFile(k)}')`,
      )
      .join(', ')}} };\n`,
  );
  await createData(
    'nav-embeds-index.json',
    JSON.stringify(Object.fromEntries([...lazy.keys()].map((k) => [k, firstUrl(lazy.get(k)!) ?? '']))),
  );
}

/** An older version's links (the sidebar's own `link` items, e.g. to /api/createAccount) lead to its pages. */
function withVersionedLinks(nodes: NavNode[], version: string, olderNames: string[]): NavNode[] {
  return nodes.map((node) => ({
    ...node,
    ...(node.url ? { url: versionedHref(node.url, version, olderNames) } : {}),
    ...(node.children ? { children: withVersionedLinks(node.children, version, olderNames) } : {}),
  }));
}

/**
 * Global data is part of main.js, which every page downloads and parses. The side navigation shows no
 * descriptions (titles, badges and tooltips only), and they were more than half of the tree: 4.5 of its
 * 7.9 KiB gzipped (2026-11-24 build), so they stay out of it.
 */
export function withoutDescriptions(nodes: NavNode[]): NavNode[] {
  return nodes.map(({ description: _omitted, embed: _build, children, ...node }) =>
    children ? { ...node, children: withoutDescriptions(children) } : node,
  );
}

function docIndex(docs: DocsVersion['docs']): Map<string, DocInfo> {
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
