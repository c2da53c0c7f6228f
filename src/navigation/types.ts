/** A node of the side navigation (spec section 3, "Navigation node"). */
export interface NavNode {
  /** Target path; absent on pure headings. */
  url?: string;
  title: string;
  tooltip?: string;
  description?: string;
  badge?: string;
  hidden?: boolean;
  deprecated?: boolean;
  children?: NavNode[];
  /**
   * Children that load on their own (plugins/global-nav, src/navigation/nav-embeds.ts): the key of the embedded
   * tree that loads with its section, e.g. "api:core", or of a branch's items, loaded when it opens, e.g.
   * "branch:1.6". Set instead of `children` in the current version's global data.
   */
  lazyChildren?: string;
  /** At build time only (plugins/global-nav): the key of the embedded tree these children came from. */
  embed?: string;
}

/** Generated subtrees that a sidebar link can stand for (customProps.embed). */
export type NavEmbeds = Record<string, NavNode[]>;

export interface GlobalNavData {
  /** The current version's navigation (and that of every page outside the guides and the API reference). */
  tree: NavNode[];
}
