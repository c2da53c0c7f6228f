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

/** Where the sidebar was written, so that each problem names its file and line. */
export interface SidebarSource {
  /** e.g. sidebars.ts, relative to the site. */
  file: string;
  text: string;
}

/** One writer's mistake in the sidebar; `name` is the id or embed to find in the source. */
interface Problem {
  message: string;
  name: string;
}

/**
 * Turns a processed Docusaurus sidebar into the side navigation tree. Fails the build on a doc id that does not
 * exist, an unknown embed, or a tree deeper than MAX_DEPTH: every such mistake at once (issue 54), each with
 * the file and line that wrote it when `source` is given, so that one build lists all there is to fix.
 */
export function toNavTree(
  items: SidebarInput[],
  docs: ReadonlyMap<string, DocInfo>,
  embeds: NavEmbeds,
  depth = 1,
  source?: SidebarSource,
): NavNode[] {
  const problems: Problem[] = [];
  const nodes = collect(items, docs, embeds, depth, problems);
  if (problems.length === 1 && !source) throw new Error(problems[0]!.message);
  if (problems.length > 0) {
    const where = (name: string) => (source ? `${source.file}:${lineOf(source.text, name)}  ` : '');
    throw new Error(
      `${problems.length} problem(s) in the side navigation:\n${problems
        .map((p) => `  ${where(p.name)}${p.message}`)
        .join('\n')}`,
    );
  }
  return nodes;
}

/** The first line that writes `name` as a quoted string (1-based); 0 when none does (a generated item). */
function lineOf(text: string, name: string): number {
  const lines = text.split('\n');
  const i = lines.findIndex(
    (l) => l.includes(`'${name}'`) || l.includes(`"${name}"`) || l.includes(`\`${name}\``),
  );
  return i + 1;
}

function collect(
  items: SidebarInput[],
  docs: ReadonlyMap<string, DocInfo>,
  embeds: NavEmbeds,
  depth: number,
  problems: Problem[],
): NavNode[] {
  const nodes: NavNode[] = [];
  for (const item of items) {
    if (item.type === 'html') continue;
    const node = toNode(item, docs, embeds, depth, problems);
    if (node) nodes.push(node);
  }
  return nodes;
}

function toNode(
  item: Exclude<SidebarInput, { type: 'html' }>,
  docs: ReadonlyMap<string, DocInfo>,
  embeds: NavEmbeds,
  depth: number,
  problems: Problem[],
): NavNode | null {
  const label = 'label' in item && item.label ? item.label : undefined;
  if (depth > MAX_DEPTH) {
    const name = label ?? ('id' in item ? item.id : '?');
    problems.push({ message: `Side navigation is deeper than ${MAX_DEPTH} levels at "${name}"`, name });
    return null;
  }
  if (item.type === 'doc' || item.type === 'ref') {
    const doc = docs.get(item.id);
    if (!doc) {
      problems.push({ message: `Side navigation references unknown doc id "${item.id}"`, name: item.id });
      return null;
    }
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
      const children = Object.hasOwn(embeds, embed) ? embeds[embed] : undefined;
      if (!children)
        problems.push({
          message: `Side navigation item "${item.label}" embeds unknown tree "${embed}"`,
          name: embed,
        });
      else if (!deepEnough(children, depth + 1))
        problems.push({
          message: `Side navigation is deeper than ${MAX_DEPTH} levels under "${item.label}"`,
          name: item.label,
        });
      else if (children.length > 0) Object.assign(node, { children, embed });
    }
    return node;
  }
  if (item.type !== 'category') {
    const type = (item as { type: string }).type;
    problems.push({ message: `Unsupported sidebar item type "${type}"`, name: type });
    return null;
  }
  let url: string | undefined;
  if (item.link?.type === 'doc') {
    const doc = docs.get(item.link.id);
    if (!doc)
      problems.push({
        message: `Side navigation category "${item.label}" links unknown doc id "${item.link.id}"`,
        name: item.link.id,
      });
    else url = doc.permalink;
  } else if (item.link?.type === 'generated-index') {
    url = item.link.permalink;
  }
  return {
    ...(url ? { url } : {}),
    title: item.label,
    ...(item.description ? { description: item.description } : {}),
    ...props(item.customProps),
    children: collect(item.items, docs, embeds, depth + 1, problems),
  };
}

/** Whether an embedded tree fits under MAX_DEPTH from `depth`. */
function deepEnough(nodes: NavNode[], depth: number): boolean {
  return nodes.every((n) => depth <= MAX_DEPTH && (!n.children || deepEnough(n.children, depth + 1)));
}

/** The first link of a tree, depth first (its first nodes may be headings, without one). */
export function firstUrl(nodes: NavNode[]): string | undefined {
  for (const node of nodes) {
    const url = node.url ?? (node.children && firstUrl(node.children));
    if (url) return url;
  }
  return undefined;
}
