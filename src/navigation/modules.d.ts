/** Every older version's side navigation tree, by version name, written by plugins/global-nav. */
declare module '@generated/global-nav/default/older-nav-trees' {
  const trees: Record<string, import('@site/src/navigation/types').NavNode[]>;
  export default trees;
}

/**
 * The current version's embedded trees that load with their section (plugins/global-nav): all of them at once on
 * the server and in `docusaurus start`; loaders only in the production browser bundle (route-sections swaps it).
 */
declare module '@generated/global-nav/default/nav-embeds' {
  const embeds: {
    data: Record<string, import('@site/src/navigation/types').NavNode[]>;
    loaders: Record<string, () => Promise<{ default: import('@site/src/navigation/types').NavNode[] }>>;
  };
  export default embeds;
}
