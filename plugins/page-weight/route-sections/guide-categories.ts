/**
 * A large sidebar category of the guides (issue 52: a thousand recipes in one category), or a large tag of an API,
 * is a route section of its own inside the guides' current version, or inside its API's section, as an added API
 * is inside the API reference's (api-sections.ts): its
 * routes, loaders and chunk files, its docs in the global data and its items in the version's metadata load with
 * its pages, so the other guide pages do not grow with it. A category of fewer pages than MIN_CATEGORY_PAGES
 * stays in the version's section: a section costs a request, and the site's own categories hold 2 to 20 pages.
 *
 * Its pages are matched by one route whose path is a React Router pattern: the pages' common prefix
 * (`/guide/:page(scale-recipe-[^/]*)` for /guide/scale-recipe-0001...). A category is a section only if that
 * pattern, with the matcher the browser uses (react-router's matchPath), matches every one of its pages and no
 * other page of the version: otherwise (pages named by no common prefix) it stays in the version's section.
 */
import { matchPath } from 'react-router';
import type { VersionProps } from './api-sections';

/** Below this many pages a category stays in its version's section. */
export const MIN_CATEGORY_PAGES = 100;

/**
 * The same for a tag of an API reference (a category of its sidebar): an added API's page loads its API's
 * section, whose route table grows with the API (GitHub's 1,493 pages: 132 KiB gzipped, most of a webhook page's
 * 364 KiB). Its tags of 20 pages or more (at about 60 bytes gzipped a page, about what a request costs) load
 * with their own pages instead, so a page's table grows with its tag, not its API.
 */
export const MIN_API_TAG_PAGES = 20;

/** An item of a version's sidebar as the version metadata holds it (PropSidebarItem), as far as it is read. */
interface PropItem {
  type: string;
  label?: string;
  href?: string;
  docId?: string;
  items?: PropItem[];
}

export interface CategorySection {
  sidebarId: string;
  /** The category's position in the sidebar's top level. */
  index: number;
  label: string;
  /** The group route's path: a pattern matching exactly the category's pages among the version's. */
  path: string;
  /** Its pages' paths. */
  members: string[];
  /**
   * Whether its items may leave the version metadata: not for a category whose link is a generated index (that
   * page, outside the section, lists the items).
   */
  trimItems: boolean;
}

/** The pages (hrefs) of a category's doc links, and the hrefs of its categories' own links (a doc or an index). */
function categoryHrefs(item: PropItem, pages: ReadonlySet<string>): { docs: string[]; links: string[] } {
  const docs: string[] = [];
  const links: string[] = [];
  const walk = (node: PropItem) => {
    if (node.type === 'category' && node.href) links.push(node.href);
    if (node.type === 'link' && node.href && node.docId && pages.has(node.href)) docs.push(node.href);
    node.items?.forEach(walk);
  };
  walk(item);
  return { docs: [...new Set(docs)], links };
}

/** The paths' common prefix, to its last separator (`scale-recipe-`, not `scale-recipe-0` for 0001 to 0999). */
function commonPrefix(paths: readonly string[]): string {
  let prefix = paths[0] ?? '';
  for (const p of paths) while (!p.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix.replace(/[^-_./]*$/, '');
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The React Router path matching every path that starts with `prefix` (to the end of its last segment), or
 * undefined if the static part holds characters the pattern syntax reads.
 */
export function prefixPattern(prefix: string): string | undefined {
  const cut = prefix.lastIndexOf('/') + 1;
  const head = prefix.slice(0, cut);
  if (/[:()*?+]/.test(head)) return undefined;
  return `${head}:page(${escapeRe(prefix.slice(cut))}[^/]*)`;
}

/**
 * The categories of a docs version's sidebars that are sections of their own.
 * @param props the version's metadata (its `docsSidebars`)
 * @param pages the paths of every page of the version
 */
export function categorySections(
  props: VersionProps,
  pages: readonly string[],
  minPages = MIN_CATEGORY_PAGES,
): CategorySection[] {
  const all = new Set(pages);
  const out: CategorySection[] = [];
  for (const [sidebarId, sidebar] of Object.entries(props.version.docsSidebars)) {
    if (!Array.isArray(sidebar)) continue;
    (sidebar as PropItem[]).forEach((item, index) => {
      if (item.type !== 'category') return;
      const { docs, links } = categoryHrefs(item, all);
      if (docs.length < minPages) return;
      const path = prefixPattern(commonPrefix(docs));
      if (!path) return;
      const matches = (page: string) => matchPath(page, { path, exact: false }) !== null;
      // A category's own page is in the section if the pattern has it (a doc named like the others); a
      // generated index, or a doc named otherwise, is not, and lists the items: they stay in the metadata.
      const own = links.filter((href) => all.has(href) && matches(href));
      const members = new Set([...docs, ...own]);
      if (!docs.every(matches) || pages.some((page) => !members.has(page) && matches(page))) return;
      out.push({
        sidebarId,
        index,
        label: item.label ?? '',
        path,
        members: [...members],
        trimItems: links.every((href) => members.has(href)),
      });
    });
  }
  return out;
}

/** The version metadata without the items of these categories. The props are not modified. */
export function withoutCategoryItems(
  props: VersionProps,
  categories: readonly CategorySection[],
): VersionProps {
  const trimmed = categories.filter((c) => c.trimItems);
  if (!trimmed.length) return props;
  const docsSidebars = Object.fromEntries(
    Object.entries(props.version.docsSidebars).map(([id, sidebar]) => [
      id,
      Array.isArray(sidebar)
        ? (sidebar as PropItem[]).map((item, index) =>
            trimmed.some((c) => c.sidebarId === id && c.index === index) ? { ...item, items: [] } : item,
          )
        : sidebar,
    ]),
  );
  return { ...props, version: { ...props.version, docsSidebars } };
}

/** A category's items, as the version metadata held them. */
export function categoryItems(props: VersionProps, category: CategorySection): unknown {
  const sidebar = props.version.docsSidebars[category.sidebarId] as PropItem[];
  return sidebar[category.index]?.items ?? [];
}
