/** Every older version's side navigation tree, by version name, written by plugins/global-nav. */
declare module '@generated/global-nav/default/older-nav-trees' {
  const trees: Record<string, import('@site/src/navigation/types').NavNode[]>;
  export default trees;
}
