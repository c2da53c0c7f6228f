import type { NavNode } from '../../src/navigation/types';
import { firstUrl } from './to-nav-tree';

export interface ApiEntry {
  /** The embed key, `api:{key}`. */
  embed: string;
  title: string;
  children: NavNode[];
}

/** The embed keys the tree already shows somewhere. */
function embedded(nodes: NavNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.embed) into.add(node.embed);
    if (node.children) embedded(node.children, into);
  }
  return into;
}

/**
 * An API added by its one line in API_SPECS (api/README.md, "Documenting your own API") is in the side navigation
 * without an edit to sidebars.ts: each API whose tree no sidebar item embeds gets an entry titled by its label,
 * leading to its first page, with its operations under it. It goes in the category that lists the API changelog
 * (`api:changelog`), just before it, else at the end of the tree. A writer who wants it elsewhere embeds it there
 * (`customProps: { embed: 'api:{key}' }`), and then it is not added again.
 */
export function withUnlistedApis(tree: NavNode[], apis: readonly ApiEntry[]): NavNode[] {
  const shown = embedded(tree);
  const entries = apis
    .filter((api) => !shown.has(api.embed) && api.children.length > 0)
    .map(({ embed, title, children }) => ({ title, url: firstUrl(children), embed, children }));
  if (entries.length === 0) return tree;
  let placed = false;
  const walk = (nodes: NavNode[]): NavNode[] => {
    const at = nodes.findIndex((node) => node.embed === 'api:changelog');
    if (at >= 0 && !placed) {
      placed = true;
      return [...nodes.slice(0, at), ...entries, ...nodes.slice(at)];
    }
    return nodes.map((node) => (node.children ? { ...node, children: walk(node.children) } : node));
  };
  const result = walk(tree);
  return placed ? result : [...result, ...entries];
}
