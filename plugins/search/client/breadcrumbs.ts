import type { NavNode } from '../../../src/navigation/types';
import { normalizeUrl } from './hits';

/**
 * Maps every page URL of the site navigation to the titles of its ancestors, e.g. the Bar chart page to
 * ['Embedding', 'Flex quick start', 'Chart types']. A URL listed twice (a link that also heads the list of
 * its siblings, like "Chart types" -> Bar chart) keeps its deepest, most specific trail.
 */
export function breadcrumbMap(tree: readonly NavNode[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const walk = (nodes: readonly NavNode[], trail: string[]) => {
    for (const node of nodes) {
      if (node.url && node.url.startsWith('/')) {
        const url = normalizeUrl(node.url.split('#', 1)[0]!);
        if ((map.get(url)?.length ?? -1) < trail.length) map.set(url, trail);
      }
      if (node.children) walk(node.children, [...trail, node.title]);
    }
  };
  walk(tree, []);
  return map;
}
