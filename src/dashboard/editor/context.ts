/**
 * Where the cursor is in the JSON document, read from CodeMirror's syntax tree (which tolerates the broken
 * JSON of a half-typed edit): the path of the enclosing object or array, whether a property name or a value
 * is being typed, and the `type` of item objects on the way (it selects the item type's options).
 */
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';

export type Segment = string | number;

export interface CursorContext {
  kind: 'key' | 'value' | 'element';
  /** Path of the object (key), of the object holding the property (value) or of the array (element). */
  segments: Segment[];
  /** The property whose value is typed (kind 'value'). */
  key?: string;
  /** containers[d]: the object/array node reached after d segments. */
  containers: SyntaxNode[];
  /** Range the completion replaces. */
  from: number;
  to: number;
  /** Property names already in the object (kind 'key'). */
  existingKeys: string[];
}

/** Beyond this size completion and hover stay quiet rather than parse megabytes on a keystroke. */
export const MAX_ASSIST_LENGTH = 2_000_000;

const VALUE_NODES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

export function tree(state: EditorState, pos: number) {
  return ensureSyntaxTree(state, pos, 80) ?? syntaxTree(state);
}

function unquote(text: string): string {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'string' ? v : text;
  } catch {
    return text.replace(/^"|"$/g, '');
  }
}

export function propertyName(state: EditorState, property: SyntaxNode): string | undefined {
  const name = property.getChild('PropertyName');
  return name ? unquote(state.sliceDoc(name.from, name.to)) : undefined;
}

/** The value node of a Property (the node after ':'). */
export function propertyValue(property: SyntaxNode): SyntaxNode | null {
  for (let c = property.lastChild; c; c = c.prevSibling) if (VALUE_NODES.has(c.name)) return c;
  return null;
}

/** `type` of an object node, when it is a string. */
export function objectType(state: EditorState, node: SyntaxNode | undefined): string | undefined {
  if (!node || node.name !== 'Object') return undefined;
  for (const p of node.getChildren('Property')) {
    if (propertyName(state, p) !== 'type') continue;
    const v = propertyValue(p);
    if (v?.name === 'String') return unquote(state.sliceDoc(v.from, v.to));
  }
  return undefined;
}

/** Path from the document root to a value node (an Object, Array or scalar). */
export function pathTo(
  state: EditorState,
  node: SyntaxNode,
): { segments: Segment[]; containers: SyntaxNode[] } {
  const segments: Segment[] = [];
  const containers: SyntaxNode[] = [node];
  let cur: SyntaxNode = node;
  for (let guard = 0; cur.parent && guard < 1000; guard++) {
    const p: SyntaxNode = cur.parent;
    if (p.name === 'Property') {
      segments.unshift(propertyName(state, p) ?? '');
      if (!p.parent) break;
      cur = p.parent;
      containers.unshift(cur);
    } else if (p.name === 'Array') {
      let index = 0;
      for (let c = p.firstChild; c && c.from < cur.from; c = c.nextSibling)
        if (VALUE_NODES.has(c.name)) index++;
      segments.unshift(index);
      cur = p;
      containers.unshift(cur);
    } else cur = p;
  }
  // containers[0] must be the root value; drop wrappers above it.
  return { segments, containers: containers.slice(containers.length - segments.length - 1) };
}

function enclosing(node: SyntaxNode | null, names: string[]): SyntaxNode | null {
  for (let n = node; n; n = n.parent) if (names.includes(n.name)) return n;
  return null;
}

export function cursorContext(state: EditorState, pos: number): CursorContext | null {
  if (state.doc.length > MAX_ASSIST_LENGTH) return null;
  const t = tree(state, pos);
  const node = t.resolveInner(pos, -1);

  if (node.name === 'PropertyName' && node.parent?.parent) {
    const object = node.parent.parent;
    const { segments, containers } = pathTo(state, object);
    return {
      kind: 'key',
      segments,
      containers,
      from: node.from,
      to: Math.max(node.to, pos),
      existingKeys: keysOf(state, object, node.parent),
    };
  }

  // The word being typed (possibly an opening quote and part of a name or value).
  const line = state.doc.lineAt(pos);
  const before = state.sliceDoc(line.from, pos);
  const word = /"?[^\s"{}[\],:]*$/.exec(before)?.[0] ?? '';
  const from = pos - word.length;
  const to = node.name === 'String' && node.to > pos ? node.to : pos;
  let prev = from - 1;
  while (prev >= 0 && /\s/.test(state.sliceDoc(prev, prev + 1))) prev--;
  const prevChar = prev >= 0 ? state.sliceDoc(prev, prev + 1) : '';

  const property = enclosing(t.resolveInner(from, -1), ['Property']);
  if (prevChar === ':' && property && property.from < from) {
    const object = property.parent;
    if (!object) return null;
    const { segments, containers } = pathTo(state, object);
    return {
      kind: 'value',
      segments,
      containers,
      key: propertyName(state, property),
      from,
      to,
      existingKeys: [],
    };
  }

  const container = enclosing(t.resolveInner(from, -1), ['Object', 'Array']);
  if (!container) return null;
  const { segments, containers } = pathTo(state, container);
  if (container.name === 'Object' && (prevChar === '{' || prevChar === ','))
    return { kind: 'key', segments, containers, from, to, existingKeys: keysOf(state, container, null) };
  if (container.name === 'Array' && (prevChar === '[' || prevChar === ','))
    return { kind: 'element', segments, containers, from, to, existingKeys: [] };
  return null;
}

function keysOf(state: EditorState, object: SyntaxNode, except: SyntaxNode | null): string[] {
  return object
    .getChildren('Property')
    .filter((p) => p.from !== except?.from)
    .map((p) => propertyName(state, p))
    .filter((k): k is string => k !== undefined);
}

/** The property name node under the cursor (for hover), with its path. */
export function propertyAt(
  state: EditorState,
  pos: number,
  side: -1 | 1,
): { property: SyntaxNode; name: SyntaxNode; segments: Segment[]; containers: SyntaxNode[] } | null {
  if (state.doc.length > MAX_ASSIST_LENGTH) return null;
  const node = tree(state, pos).resolveInner(pos, side);
  const name = node.name === 'PropertyName' ? node : null;
  if (!name?.parent?.parent) return null;
  const property = name.parent;
  const { segments, containers } = pathTo(state, property.parent!);
  return { property, name, segments: [...segments, propertyName(state, property) ?? ''], containers };
}
