/**
 * The schema as a tree of documented properties for the reference page: one node per property with its type,
 * allowed values, default, constraints, description and an example; item options split per item type.
 * Each node has a stable path (`views.items.position.col`) used as its #fragment.
 */
import {
  constraints,
  exampleOf,
  isItemSchema,
  propertiesOf,
  resolve,
  refName,
  typeBranches,
  typeLabel,
  type SchemaObject,
  type SlotInfo,
} from './navigate';

export interface SchemaNode {
  path: string;
  name: string;
  /** Item type nodes (under `options`) and the root have a title. */
  title?: string;
  kind: 'root' | 'property' | 'itemType' | 'entry';
  type: string;
  required: boolean;
  description?: string;
  enum?: unknown[];
  default?: unknown;
  hasDefault: boolean;
  constraints: string[];
  example?: unknown;
  hasExample: boolean;
  /** false: the playground preview accepts it without drawing it. */
  implemented: boolean;
  slots?: SlotInfo[];
  /** The node repeats the shape documented at this path (recursive structures). */
  sameAs?: string;
  /** For the item `type`: enum value -> path of that type's options. */
  valueLinks?: Record<string, string>;
  children: SchemaNode[];
}

interface Ctx {
  root: SchemaObject;
  /** $defs on the current branch (to stop at recursion) -> path where it was expanded. */
  open: Map<string, string>;
}

function node(
  ctx: Ctx,
  name: string,
  path: string,
  raw: SchemaObject | undefined,
  required: boolean,
  kind: SchemaNode['kind'] = 'property',
): SchemaNode {
  const ref = refName(raw);
  const s = resolve(ctx.root, raw) ?? {};
  const ex = exampleOf(ctx.root, s);
  const out: SchemaNode = {
    path,
    name,
    kind,
    type: typeLabel(ctx.root, s),
    required,
    description: s.description,
    enum: s.enum ?? (s.const !== undefined ? [s.const] : undefined),
    default: s.default,
    hasDefault: s.default !== undefined,
    constraints: constraints(ctx.root, s),
    example: ex,
    hasExample: ex !== undefined,
    implemented: s['x-implemented'] !== false,
    children: [],
  };
  const itemsRef = s.type === 'array' && s.items ? refName(s.items) : undefined;
  const repeated =
    ref !== undefined && ctx.open.has(ref)
      ? ctx.open.get(ref)
      : itemsRef !== undefined && ctx.open.has(itemsRef)
        ? ctx.open.get(itemsRef)
        : undefined;
  if (repeated !== undefined) {
    out.sameAs = repeated;
    return out;
  }
  if (ref) ctx.open.set(ref, path);
  try {
    out.children = childrenOf(ctx, s, path);
  } finally {
    if (ref) ctx.open.delete(ref);
  }
  return out;
}

function childrenOf(ctx: Ctx, s: SchemaObject, path: string): SchemaNode[] {
  const { root } = ctx;
  // An array documents the properties of its elements directly (views.items.id, not views.items[].id).
  if (s.type === 'array' && s.items) {
    const ref = refName(s.items);
    const items = resolve(root, s.items)!;
    if (ref && ctx.open.has(ref)) return [];
    if (ref) ctx.open.set(ref, path);
    try {
      return objectChildren(ctx, items, path);
    } finally {
      if (ref) ctx.open.delete(ref);
    }
  }
  return objectChildren(ctx, s, path);
}

function objectChildren(ctx: Ctx, s: SchemaObject, path: string): SchemaNode[] {
  const { root } = ctx;
  const out: SchemaNode[] = [];
  const item = isItemSchema(root, s);
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    const childPath = path ? `${path}.${name}` : name;
    const n = node(ctx, name, childPath, prop, s.required?.includes(name) ?? false);
    if (item && name === 'options') n.children = itemTypeNodes(ctx, s, childPath);
    if (item && name === 'type' && n.enum)
      n.valueLinks = Object.fromEntries(
        n.enum.map((t) => [String(t), `${childPath.replace(/type$/, 'options')}.${String(t)}`]),
      );
    out.push(n);
  }
  if (s.additionalProperties && typeof s.additionalProperties === 'object') {
    const childPath = path ? `${path}.*` : '*';
    out.push(node(ctx, '*', childPath, s.additionalProperties, false, 'entry'));
  }
  return out;
}

function itemTypeNodes(ctx: Ctx, itemSchema: SchemaObject, optionsPath: string): SchemaNode[] {
  const { root } = ctx;
  const out: SchemaNode[] = [];
  for (const [type, branch] of typeBranches(root, itemSchema)) {
    const path = `${optionsPath}.${type}`;
    const options = resolve(root, branch.properties?.options);
    const n = node(ctx, type, path, branch.properties?.options, false, 'itemType');
    n.title = branch.title ?? type;
    n.description = branch.description;
    n.type = 'object';
    n.slots = branch['x-slots'] ?? [];
    // The whole item is the most useful example of an item type.
    n.example = branch.examples?.[0];
    n.hasExample = n.example !== undefined;
    n.children = options
      ? objectChildren(ctx, { ...options, properties: propertiesOf(root, options) }, path)
      : [];
    out.push(n);
  }
  return out;
}

export function buildSchemaTree(schema: SchemaObject): SchemaNode {
  const ctx: Ctx = { root: schema, open: new Map() };
  const root = node(ctx, 'contents', '', schema, true, 'root');
  root.title = schema.title;
  return root;
}

/** Every node, depth first, with its ancestors' paths. */
export function flatten(root: SchemaNode): { node: SchemaNode; ancestors: string[] }[] {
  const out: { node: SchemaNode; ancestors: string[] }[] = [];
  const visit = (n: SchemaNode, ancestors: string[]) => {
    for (const c of n.children) {
      out.push({ node: c, ancestors });
      visit(c, [...ancestors, c.path]);
    }
  };
  visit(root, []);
  return out;
}

/** Paths of the ancestors of a path that exists in the tree (for opening them on a deep link). */
export function ancestorsOf(path: string): string[] {
  const parts = path.split('.');
  return parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('.'));
}
