/**
 * Reading the dashboard schema the way a person reads the document: the schema of a property at a path, its
 * type in words, an example value, and the reference page anchor of a path. Shared by the schema reference
 * page (tree) and the playground editor (autocomplete, hover), so both say the same thing.
 */
import { hasOwn, own } from '../../lib/own';

export interface SlotInfo {
  name: string;
  label: string;
  accepts?: string;
  required: boolean;
  multiple: boolean;
}

export interface SchemaObject {
  $ref?: string;
  $id?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  default?: unknown;
  examples?: unknown[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  items?: SchemaObject | false;
  prefixItems?: SchemaObject[];
  anyOf?: SchemaObject[];
  allOf?: SchemaObject[];
  if?: SchemaObject;
  then?: SchemaObject;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
  $defs?: Record<string, SchemaObject>;
  'x-implemented'?: boolean;
  'x-slots'?: SlotInfo[];
  'x-kind'?: string;
}

/** Follows `$ref`s (local `#/$defs/...` only); keys beside a `$ref` win over the target's. */
export function resolve(
  root: SchemaObject,
  schema: SchemaObject | undefined,
  depth = 0,
): SchemaObject | undefined {
  if (!schema) return undefined;
  if (!schema.$ref || depth > 20) return schema;
  const target = refTarget(root, schema.$ref);
  const { $ref: _ref, ...rest } = schema;
  const resolved = resolve(root, target, depth + 1);
  return resolved ? { ...resolved, ...rest } : rest;
}

export function refTarget(root: SchemaObject, ref: string): SchemaObject | undefined {
  const m = /^#\/\$defs\/(.+)$/.exec(ref);
  return m ? root.$defs?.[m[1]!.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
}

export function refName(schema: SchemaObject | undefined): string | undefined {
  return schema?.$ref?.replace(/^#\/\$defs\//, '');
}

/** The item type branches of the item schema: type -> `then` schema (resolved). */
export function typeBranches(root: SchemaObject, schema: SchemaObject): Map<string, SchemaObject> {
  const out = new Map<string, SchemaObject>();
  for (const branch of schema.allOf ?? []) {
    const type = branch.if?.properties?.type?.const;
    const then = resolve(root, branch.then);
    if (typeof type === 'string' && then) out.set(type, then);
  }
  return out;
}

/** Merges two schemas that both apply (a generic one and an item type's refinement), property by property. */
function merge(
  root: SchemaObject,
  a: SchemaObject | undefined,
  b: SchemaObject | undefined,
  depth = 0,
): SchemaObject {
  const x = resolve(root, a) ?? {};
  const y = resolve(root, b) ?? {};
  const out: SchemaObject = { ...x, ...y, description: y.description ?? x.description };
  if (depth > 6) return out;
  if (x.properties && y.properties) {
    const properties: Record<string, SchemaObject> = { ...x.properties };
    for (const [k, v] of Object.entries(y.properties))
      properties[k] = hasOwn(properties, k) ? merge(root, properties[k], v, depth + 1) : v;
    out.properties = properties;
  }
  if (x.items && y.items) out.items = merge(root, x.items, y.items, depth + 1);
  return out;
}

function mergeBranch(
  root: SchemaObject,
  schema: SchemaObject,
  branch: SchemaObject | undefined,
): SchemaObject {
  return branch ? merge(root, schema, { properties: branch.properties }) : schema;
}

export interface Step {
  schema: SchemaObject;
  /** Segment of the reference page path ('' for array elements). */
  doc: string;
}

/**
 * The schema one step down: a property of an object or an element of an array. `itemType` is the `type` of
 * the object being entered when it is a dashboard item (it selects the type's slots and options).
 */
export function child(
  root: SchemaObject,
  parent: SchemaObject,
  key: string | number,
  itemType?: string,
): Step | undefined {
  let s = resolve(root, parent);
  if (!s) return undefined;
  if (typeof key === 'number' || /^\d+$/.test(String(key))) {
    const index = Number(key);
    if (s.prefixItems?.[index]) return { schema: resolve(root, s.prefixItems[index])!, doc: '' };
    if (s.items) return { schema: resolve(root, s.items)!, doc: '' };
    if (!isObjectSchema(s)) return undefined;
  }
  const name = String(key);
  if (s.allOf && itemType) s = mergeBranch(root, s, typeBranches(root, s).get(itemType));
  const prop = own(s.properties, name);
  if (prop) {
    const doc = name === 'options' && itemType && isItemSchema(root, parent) ? `options.${itemType}` : name;
    return { schema: resolve(root, prop)!, doc };
  }
  if (s.additionalProperties && typeof s.additionalProperties === 'object')
    return { schema: resolve(root, s.additionalProperties)!, doc: '*' };
  return undefined;
}

export function isObjectSchema(s: SchemaObject): boolean {
  return s.type === 'object' || !!s.properties;
}

/** True for the dashboard item schema (the one with per-type branches). */
export function isItemSchema(root: SchemaObject, schema: SchemaObject | undefined): boolean {
  const s = resolve(root, schema);
  return !!s?.allOf?.some((b) => b.if?.properties?.type?.const !== undefined);
}

/**
 * Walks a document path. `itemTypeAt(depth)` gives the `type` of the object reached after `depth` segments
 * (only asked for item objects). Returns the schema and the reference page path (`views.items.position`).
 */
export function walk(
  root: SchemaObject,
  segments: readonly (string | number)[],
  itemTypeAt: (depth: number) => string | undefined = () => undefined,
): { schema: SchemaObject; docPath: string } | undefined {
  let schema: SchemaObject = root;
  const doc: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const type = isItemSchema(root, schema) ? itemTypeAt(i) : undefined;
    const step = child(root, schema, segments[i]!, type);
    if (!step) return undefined;
    schema = step.schema;
    if (step.doc) doc.push(step.doc);
  }
  return { schema, docPath: doc.join('.') };
}

/** Properties of an object schema, with the item type's refinements. */
export function propertiesOf(
  root: SchemaObject,
  schema: SchemaObject,
  itemType?: string,
): Record<string, SchemaObject> {
  let s = resolve(root, schema);
  if (!s) return {};
  if (s.allOf && itemType) s = mergeBranch(root, s, typeBranches(root, s).get(itemType));
  return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, resolve(root, v)!]));
}

const TYPE_WORDS: Record<string, string> = {
  string: 'string',
  number: 'number',
  integer: 'integer',
  boolean: 'boolean',
  object: 'object',
  array: 'array',
  null: 'null',
};

/** A short type label: `integer`, `string (color)`, `array of objects`, `string or language map`, `enum`. */
export function typeLabel(root: SchemaObject, schema: SchemaObject | undefined): string {
  const s = resolve(root, schema);
  if (!s) return 'any';
  if (s.const !== undefined) return typeof s.const;
  if (s.enum) {
    const kinds = [...new Set(s.enum.map((v) => (v === null ? 'null' : typeof v)))];
    return kinds.length === 1 ? `${kinds[0]} (enum)` : 'enum';
  }
  if (s.anyOf) {
    const parts = s.anyOf.map((b) => {
      const r = resolve(root, b)!;
      if (r.type === 'object' && r.additionalProperties && !r.properties) return 'language map';
      if (r.type === 'object' && r.properties) return `{ ${Object.keys(r.properties).join(', ')} }`;
      return typeLabel(root, r);
    });
    return [...new Set(parts)].join(' | ');
  }
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ['object'] : [];
  if (types.length === 0) return 'any';
  return types
    .map((t) => {
      if (t === 'array') {
        const items = s.items ? resolve(root, s.items) : undefined;
        if (s.prefixItems) return 'array (tuple)';
        if (!items) return 'array';
        const inner = typeLabel(root, items);
        return `array of ${inner.endsWith(')') || inner.includes('|') || inner.includes(' ') ? `(${inner})` : `${inner}s`}`;
      }
      if (t === 'string' && s.format) return `string (${s.format})`;
      return TYPE_WORDS[t] ?? t;
    })
    .join(' | ');
}

/** Constraints in words: `0 to 47`, `at most 1 entry`, `pattern …`. */
export function constraints(root: SchemaObject, schema: SchemaObject | undefined): string[] {
  const s = resolve(root, schema);
  if (!s) return [];
  const out: string[] = [];
  if (s.minimum !== undefined && s.maximum !== undefined) out.push(`${s.minimum} to ${s.maximum}`);
  else if (s.minimum !== undefined) out.push(`at least ${s.minimum}`);
  else if (s.maximum !== undefined) out.push(`at most ${s.maximum}`);
  if (s.minItems !== undefined) out.push(`at least ${s.minItems} ${s.minItems === 1 ? 'entry' : 'entries'}`);
  if (s.maxItems !== undefined)
    out.push(
      s.maxItems === 0 ? 'no entries' : `at most ${s.maxItems} ${s.maxItems === 1 ? 'entry' : 'entries'}`,
    );
  if (s.minLength === 1) out.push('not empty');
  if (s.pattern) out.push(`pattern ${s.pattern}`);
  if (s.additionalProperties === false && s.properties) out.push('no other properties');
  return out;
}

const PLACEHOLDER_STRINGS: Record<string, string> = {
  color: '#4f46e5',
  'uri-reference': 'https://www.quantaloop.example/logo.png',
};

/** An example value: the schema's own example, else its default, else one made up from its type. */
export function exampleOf(root: SchemaObject, schema: SchemaObject | undefined, depth = 0): unknown {
  const s = resolve(root, schema);
  if (!s || depth > 4) return undefined;
  if (s.examples && s.examples.length > 0) return s.examples[0];
  if (s.const !== undefined) return s.const;
  if (
    s.default !== undefined &&
    !(Array.isArray(s.default) && s.default.length === 0) &&
    !(isPlainObject(s.default) && Object.keys(s.default).length === 0)
  )
    return s.default;
  if (s.enum) return s.enum[0];
  if (s.anyOf) return exampleOf(root, s.anyOf[s.anyOf.length - 1], depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type ?? (s.properties ? 'object' : undefined)) {
    case 'string':
      return PLACEHOLDER_STRINGS[s.format ?? ''] ?? 'text';
    case 'integer':
    case 'number':
      return s.minimum ?? 0;
    case 'boolean':
      return true;
    case 'array': {
      if (s.prefixItems) return s.prefixItems.map((p) => exampleOf(root, p, depth + 1));
      const item = s.items ? exampleOf(root, s.items, depth + 1) : undefined;
      return item === undefined ? [] : [item];
    }
    case 'object': {
      const props = Object.entries(s.properties ?? {});
      const pick = props.filter(([k]) => s.required?.includes(k));
      const chosen = (pick.length > 0 ? pick : props).slice(0, 4);
      return Object.fromEntries(
        chosen.map(([k, v]) => [k, exampleOf(root, v, depth + 1)]).filter(([, v]) => v !== undefined),
      );
    }
    default:
      return undefined;
  }
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** URL of a property on the schema reference page. */
export function referenceHref(docPath: string): string {
  return `/dashboard-schema#${docPath}`;
}
