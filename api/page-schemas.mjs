// @ts-check
/**
 * The schemas an API page carries (plugin-config.mjs): whether they need the theme's allOf merger, and cut to a
 * size a page can build and a browser can show.
 */

/**
 * Whether the theme's Schema component will merge something in these schemas: it calls allof-merge for an
 * allOf, and for a oneOf/anyOf beside properties (folded into each branch). Anywhere in the tree, also in the
 * branches of tabs a reader has not opened yet.
 * @param {unknown} node
 * @param {Set<object>} [seen]
 * @returns {boolean}
 */
export function needsSchemaMerge(node, seen = new Set()) {
  if (!node || typeof node !== 'object' || seen.has(node)) return false;
  seen.add(node);
  const schema = /** @type {Record<string, unknown>} */ (node);
  if (
    !Array.isArray(node) &&
    (Array.isArray(schema.allOf) || ((schema.oneOf || schema.anyOf) && schema.properties))
  ) {
    return true;
  }
  return Object.values(node).some((value) => needsSchemaMerge(value, seen));
}

/** A page's schemas may take this much JSON before nesting is cut (bytes): beyond it, pages take seconds to build. */
export const SCHEMA_BYTES = 120_000;
export const SCHEMA_DEPTHS = [Infinity, 8, 6, 5, 4, 3, 2];

/**
 * Request bodies and responses that api/openapi-expand.mjs has already cut to the depth limitSchemas would
 * choose: limitSchemas returns them as they are instead of serialising each once more to find nothing to cut
 * (about 3 s of CPU on Microsoft Graph's beta file).
 * @type {WeakSet<object>}
 */
export const LIMITED = new WeakSet();

/**
 * The plugin inlines every schema of an operation, fully expanded, into its page: a real file's operation can
 * weigh 650 KB (a search response nesting every resource type), which costs seconds of build and of the
 * reader's browser. Nesting is cut at the deepest level that keeps the page's schemas under SCHEMA_BYTES; a cut
 * node keeps its title and type and says so. Our own files stay whole (well under the limit).
 * @template T
 * @param {T} value a request body or the responses object
 * @returns {T}
 */
export function limitSchemas(value) {
  if (!value || LIMITED.has(value)) return value;
  for (const depth of SCHEMA_DEPTHS) {
    // mapSchemas keeps the shape: only the schemas inside are cut.
    const cut =
      depth === Infinity ? value : /** @type {T} */ (mapSchemas(value, (schema) => cutSchema(schema, depth)));
    if (depth === SCHEMA_DEPTHS.at(-1) || JSON.stringify(cut).length <= SCHEMA_BYTES) return cut;
  }
  return value;
}

/**
 * Applies fn to every `schema` of a request body / responses object (content -> media -> schema).
 * @param {unknown} value
 * @param {(schema: unknown) => unknown} fn
 * @returns {unknown}
 */
function mapSchemas(value, fn) {
  if (Array.isArray(value)) return value.map((v) => mapSchemas(v, fn));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, k === 'schema' ? fn(v) : mapSchemas(v, fn)]),
  );
}

export const NESTING = ['properties', 'patternProperties'];
export const SUBSCHEMA = ['items', 'additionalProperties', 'not'];
export const COMBINERS = ['allOf', 'oneOf', 'anyOf'];

/**
 * A copy of the schema whose object levels below `depth` are replaced by a one-line stand-in.
 * @param {unknown} value
 * @param {number} depth
 * @returns {unknown}
 */
export function cutSchema(value, depth) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const schema = /** @type {Record<string, unknown>} */ (value);
  if (depth <= 0) {
    return {
      ...(schema.title ? { title: schema.title } : {}),
      type: schema.type ?? 'object',
      description:
        'Nested too deep to show here: see this type where it appears at a higher level, or the OpenAPI file.',
    };
  }
  const out = { ...schema };
  for (const key of NESTING)
    if (schema[key] && typeof schema[key] === 'object')
      out[key] = Object.fromEntries(
        Object.entries(/** @type {object} */ (schema[key])).map(([k, v]) => [k, cutSchema(v, depth - 1)]),
      );
  for (const key of SUBSCHEMA)
    if (schema[key] && typeof schema[key] === 'object') out[key] = cutSchema(schema[key], depth - 1);
  for (const key of COMBINERS)
    if (Array.isArray(schema[key]))
      out[key] = /** @type {unknown[]} */ (schema[key]).map((s) => cutSchema(s, depth));
  return out;
}
