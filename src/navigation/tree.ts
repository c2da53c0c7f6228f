import type { NavNode } from './types';

/**
 * The key of a branch whose items load on their own (plugins/global-nav): `branch:` and its item key, its place in
 * the tree ("1.6": the seventh item of the second), as the side navigation keys its items.
 */
export function branchKey(itemKey: string): string {
  return `branch:${itemKey}`;
}

/** Normalises a URL path for comparison: no trailing slash, no hash or query. */
export function normalizePath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path || '/';
}

/**
 * Keys (index paths like "1.0.3") of the selected node and all its ancestors, or [] when no node matches.
 * The deepest match wins, so a page reachable at several places highlights its most specific entry.
 */
export function selectedTrail(tree: NavNode[], pathname: string): string[] {
  const target = normalizePath(pathname);
  let best: string[] = [];
  const walk = (nodes: NavNode[], trail: string[]) => {
    nodes.forEach((node, i) => {
      const key = trail.length ? `${trail[trail.length - 1]}.${i}` : `${i}`;
      const here = [...trail, key];
      if (node.url && normalizePath(node.url) === target && here.length > best.length) best = here;
      if (node.children) walk(node.children, here);
    });
  };
  walk(tree, []);
  return best;
}
