import type { NavEmbeds, NavNode } from '../../src/navigation/types';

/** The subset of a processed Docusaurus sidebar item this transform reads. */
export type SidebarInput =
  | { type: 'doc' | 'ref'; id: string; label?: string; customProps?: Record<string, unknown> }
  | { type: 'link'; href: string; label: string; description?: string; customProps?: Record<string, unknown> }
  | { type: 'html'; value: string }
  | {
      type: 'category';
      label: string;
      items: SidebarInput[];
      link?: { type: 'doc'; id: string } | { type: 'generated-index'; slug?: string; permalink?: string };
      customProps?: Record<string, unknown>;
      description?: string;
    };

export interface DocInfo {
  permalink: string;
  title: string;
  description?: string;
  deprecated?: boolean;
}

export const MAX_DEPTH = 5;

function props(customProps: Record<string, unknown> | undefined): Partial<NavNode> {
  const p = customProps ?? {};
  const out: Partial<NavNode> = {};
  if (typeof p.badge === 'string') out.badge = p.badge;
  if (typeof p.tooltip === 'string') out.tooltip = p.tooltip;
  if (p.deprecated === true) out.deprecated = true;
  if (p.hidden === true) out.hidden = true;
  return out;
}

/**
 * Turns a processed Docusaurus sidebar into the side navigation tree. Throws (failing the build) on a doc id
 * that does not exist, an unknown embed, or a tree deeper than MAX_DEPTH, naming the offending item.
 */
export function toNavTree(
  items: SidebarInput[],
  docs: ReadonlyMap<string, DocInfo>,
  embeds: NavEmbeds,
  depth = 1,
): NavNode[] {
  const nodes: NavNode[] = [];
  for (const item of items) {
    if (item.type === 'html') continue;
    const node = toNode(item, docs, embeds, depth);
    if (node) nodes.push(node);
  }
  return nodes;
}

function toNode(
  item: Exclude<SidebarInput, { type: 'html' }>,
  docs: ReadonlyMap<string, DocInfo>,
  embeds: NavEmbeds,
  depth: number,
): NavNode {
  const label = 'label' in item && item.label ? item.label : undefined;
  if (depth > MAX_DEPTH) {
    throw new Error(
      `Side navigation is deeper than ${MAX_DEPTH} levels at "${label ?? ('id' in item ? item.id : '?')}"`,
    );
  }
  if (item.type === 'doc' || item.type === 'ref') {
    const doc = docs.get(item.id);
    if (!doc) throw new Error(`Side navigation references unknown doc id "${item.id}"`);
    return {
      url: doc.permalink,
      title: item.label ?? doc.title,
      ...(doc.description ? { description: doc.description } : {}),
      ...(doc.deprecated ? { deprecated: true } : {}),
      ...props(item.customProps),
    };
  }
  if (item.type === 'link') {
    const embed = item.customProps?.embed;
    const node: NavNode = {
      url: item.href,
      title: item.label,
      ...(item.description ? { description: item.description } : {}),
      ...props(item.customProps),
    };
    if (typeof embed === 'string') {
      const children = embeds[embed];
      if (!children) throw new Error(`Side navigation item "${item.label}" embeds unknown tree "${embed}"`);
      checkDepth(children, depth + 1, item.label);
      if (children.length > 0) Object.assign(node, { children, embed });
    }
    return node;
  }
  if (item.type !== 'category') throw new Error(`Unsupported sidebar item type "${item.type}"`);
  let url: string | undefined;
  if (item.link?.type === 'doc') {
    const doc = docs.get(item.link.id);
    if (!doc)
      throw new Error(`Side navigation category "${item.label}" links unknown doc id "${item.link.id}"`);
    url = doc.permalink;
  } else if (item.link?.type === 'generated-index') {
    url = item.link.permalink;
  }
  return {
    ...(url ? { url } : {}),
    title: item.label,
    ...(item.description ? { description: item.description } : {}),
    ...props(item.customProps),
    children: toNavTree(item.items, docs, embeds, depth + 1),
  };
}

function checkDepth(nodes: NavNode[], depth: number, where: string): void {
  for (const n of nodes) {
    if (depth > MAX_DEPTH)
      throw new Error(`Side navigation is deeper than ${MAX_DEPTH} levels under "${where}"`);
    if (n.children) checkDepth(n.children, depth + 1, where);
  }
}
