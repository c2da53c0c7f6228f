// @ts-check
/**
 * Turns any valid OpenAPI 3.0/3.1 file into the input the page generator can use, or fails with a message that
 * names the file, the operation and the field, before a page is written (scripts/api-generate.mjs).
 *
 * - Validation: @readme/openapi-parser (the OpenAPI schemas plus checks they miss, such as duplicate
 *   operationIds). Its messages carry a code frame but not the location, so the frame's line is mapped back to a
 *   JSON pointer here; internal `$ref`s are checked first, by us, because the parser stops at the first one.
 * - Page ids: the operationId when it is already URL-safe (our own files: /api/createAccount stays), else a slug
 *   of it, else `{method}-{path}`; unique by the plugin's file name (kebab case), first come first served, the
 *   ids that need no change served first. The raw id is kept as `x-raw-operation-id` (shown on the page, and
 *   an alias: see aliases in the result).
 * - Examples: a JSON request body or response with neither `example` nor `examples` gets one generated from its
 *   schema by openapi-sampler (depth-limited, so recursive schemas end), named so that the page says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { sample } from 'openapi-sampler';
import { validate, compileErrors } from '@readme/openapi-parser';

/**
 * A parsed OpenAPI file, or an object inside one. It is external input, read by its OpenAPI meaning once
 * checkApiFile has vouched for its shape, and its schemas are arbitrary: the code reading a field checks it
 * where the file may differ (`?.`, `typeof`), so the fields are not typed one by one.
 * @typedef {Record<string, any>} ApiObject
 */
/** @typedef {{ method: string, path: string, op: ApiObject, webhook: boolean }} ListedOperation */

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The name (and label) of an example generated from the schema: the page shows it as the tab label. */
export const GENERATED_EXAMPLE = { name: 'generated', summary: 'Generated from the schema' };

const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export class ApiFileError extends Error {
  name = 'ApiFileError';
}

/** Reads a YAML or JSON file. @param {string} file @returns {ApiObject} */
export function readApiFile(file) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ApiFileError(`${file}: cannot read the file (${/** @type {Error} */ (error).message})`);
  }
  let doc;
  // JSON is YAML, but js-yaml reads it many times slower than JSON.parse (51 s for the 46 MB Microsoft Graph
  // file on a busy machine, where JSON.parse took 1-2 s): a file that parses as JSON is read so (a duplicated
  // key then keeps the last value instead of failing).
  if (/^\s*\{/.test(text)) {
    try {
      doc = JSON.parse(text);
    } catch {
      // not JSON after all: YAML says what is wrong
    }
  }
  if (doc === undefined)
    try {
      // js-yaml ships no types, and the signature TypeScript infers from its bundle drops the options.
      doc = /** @type {(text: string, options: { filename: string }) => unknown} */ (load)(text, {
        filename: file,
      });
    } catch (error) {
      throw new ApiFileError(`${file}: not valid YAML or JSON: ${/** @type {Error} */ (error).message}`);
    }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc))
    throw new ApiFileError(`${file}: not an OpenAPI document (expected an object at the top level)`);
  return /** @type {ApiObject} */ (doc);
}

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
  for (const { pointer, ref } of internalRefs(doc)) {
    if (resolvePointer(doc, ref) === undefined)
      throw new ApiFileError(`${file}: ${where(doc, pointer)}: $ref "${ref}" does not resolve`);
  }
  // Whether the document is one is what validate() finds out.
  const result = await validate(/** @type {Parameters<typeof validate>[0]} */ (structuredClone(doc)));
  if (!result.valid) {
    const pointer = pointerOfFrame(doc, result.errors[0]?.message ?? '');
    const message = compileErrors(result).replace(/^OpenAPI schema validation failed\.\s*/, '');
    throw new ApiFileError(
      `${file}: invalid OpenAPI${pointer ? ` at ${where(doc, pointer)}` : ''}:\n${message}`,
    );
  }
}

/**
 * @param {ApiObject} source a checked OpenAPI document (not modified)
 * @param {{ taken?: Set<string> }} [options] taken: ids already used by pages under the same URL prefix
 * @returns {{ doc: ApiObject, aliases: Record<string, string>, generatedExamples: number }}
 *   aliases: raw operationId -> page id, for the ids that had to change
 */
export function prepareApi(source, { taken = new Set() } = {}) {
  const doc = structuredClone(source);
  doc.paths ??= {}; // 3.1 allows a file of webhooks only; the plugin expects the object
  const operations = listOperations(doc);
  const aliases = /** @type {Record<string, string>} */ ({});
  const keep = operations.filter((o) => isSafe(o.op.operationId));
  const derive = operations.filter((o) => !isSafe(o.op.operationId));
  for (const o of [...keep, ...derive]) {
    const raw = typeof o.op.operationId === 'string' ? o.op.operationId : undefined;
    const id = uniqueId(baseId(raw, o.method, o.path), taken);
    // The page title: the summary, else the operationId as written in the file, else method + path.
    if (!o.op.summary) o.op.summary = raw ?? (o.webhook ? o.path : `${o.method.toUpperCase()} ${o.path}`);
    if (raw !== id) {
      if (raw) {
        o.op['x-raw-operation-id'] = raw;
        aliases[raw] = id;
      }
      o.op.operationId = id;
    }
  }
  let generatedExamples = 0;
  for (const { op } of operations) {
    const body = resolve(doc, op.requestBody);
    for (const media of jsonMedia(doc, body?.content)) generatedExamples += addExample(doc, media, 'request');
    for (const response of Object.values(op.responses ?? {}))
      for (const media of jsonMedia(doc, resolve(doc, response)?.content))
        generatedExamples += addExample(doc, media, 'response');
  }
  return { doc, aliases, generatedExamples };
}

/**
 * Every operation of the file, paths then webhooks, in file order.
 * @param {ApiObject} doc
 * @returns {ListedOperation[]}
 */
export function listOperations(doc) {
  /** @type {ListedOperation[]} */
  const out = [];
  for (const [key, item] of Object.entries(doc.paths ?? {}))
    for (const method of HTTP_METHODS)
      if (item?.[method]) out.push({ method, path: key, op: item[method], webhook: false });
  for (const [name, item] of Object.entries(doc.webhooks ?? {}))
    for (const method of HTTP_METHODS)
      if (item?.[method]) out.push({ method, path: name, op: item[method], webhook: true });
  return out;
}

/** @param {unknown} id @returns {id is string} */
function isSafe(id) {
  return typeof id === 'string' && SAFE_ID.test(id);
}

/**
 * @param {string | undefined} raw the operationId, if the file has one
 * @param {string} method
 * @param {string} pathKey
 * @returns {string}
 */
function baseId(raw, method, pathKey) {
  if (isSafe(raw)) return raw;
  /** @param {string} text */
  const slug = (text) =>
    text
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9_]+/g, '-')
      .replace(/^[-_]+|[-_]+$/g, '');
  return (raw && slug(raw)) || slug(`${method} ${pathKey}`) || method;
}

/**
 * Unique by what the plugin names the file (lodash kebabCase: case and separators do not count).
 * @param {string} id
 * @param {Set<string>} taken the keys of the ids given so far (added to)
 * @returns {string}
 */
function uniqueId(id, taken) {
  /** @param {string} s */
  const key = (s) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  let candidate = id;
  for (let n = 2; taken.has(key(candidate)); n++) candidate = `${id}-${n}`;
  taken.add(key(candidate));
  return candidate;
}

/**
 * The JSON media type objects of a `content` map, $refs resolved.
 * @param {ApiObject} doc
 * @param {ApiObject | undefined} content
 * @returns {ApiObject[]}
 */
function jsonMedia(doc, content) {
  return /** @type {ApiObject[]} */ (
    Object.entries(content ?? {})
      .filter(([type]) => /[/+]json\b/i.test(type))
      .map(([, media]) => resolve(doc, media))
      .filter(Boolean)
  );
}

/**
 * @param {ApiObject} doc
 * @param {ApiObject} media a media type object: gets an example from its schema if it has none (modified)
 * @param {'request' | 'response'} kind
 * @returns {0 | 1} the number of examples added
 */
function addExample(doc, media, kind) {
  if (media.example !== undefined || (media.examples && Object.keys(media.examples).length) || !media.schema)
    return 0;
  let value;
  const warn = console.warn;
  console.warn = () => {}; // the sampler warns about allOf it merges approximately: the example is still usable
  try {
    const options = {
      skipReadOnly: kind === 'request',
      skipWriteOnly: kind === 'response',
      maxSampleDepth: 4,
    };
    value = sample(media.schema, options, doc);
  } catch {
    return 0; // a schema the sampler cannot follow: the page shows the schema without an example
  } finally {
    console.warn = warn;
  }
  if (value === undefined) return 0;
  media.examples = { [GENERATED_EXAMPLE.name]: { summary: GENERATED_EXAMPLE.summary, value } };
  return 1;
}

/**
 * The object a value refers to, following $refs (internal ones; an external one is `{}`).
 * @param {ApiObject} doc
 * @param {ApiObject | undefined} value
 * @returns {ApiObject | undefined}
 */
function resolve(doc, value) {
  let current = value;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 20; hops++)
    current = /** @type {ApiObject | undefined} */ (resolvePointer(doc, current.$ref));
  return current;
}

/**
 * @param {ApiObject} doc
 * @param {string} ref `#/components/schemas/Pet` (an external ref resolves to `{}`)
 * @returns {unknown} undefined when the pointer leads nowhere
 */
function resolvePointer(doc, ref) {
  if (!ref.startsWith('#')) return {}; // external files: the parser resolves (and checks) those
  const parts = ref.slice(1).split('/').slice(1);
  let node = doc;
  for (const raw of parts) {
    const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(part in node)) return undefined;
    node = node[part];
  }
  return node;
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
 * "GET /pets/{id} > parameters/0/schema" for a pointer inside an operation, else the pointer itself.
 * @param {ApiObject} doc
 * @param {string} pointer
 * @returns {string}
 */
export function where(doc, pointer) {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if ((parts[0] === 'paths' || parts[0] === 'webhooks') && parts.length >= 2) {
    const [, key, method, ...rest] = parts;
    if (method && HTTP_METHODS.includes(method)) {
      const name = parts[0] === 'webhooks' ? `webhook "${key}"` : `${method.toUpperCase()} ${key}`;
      return rest.length ? `${name} > ${rest.join('/')}` : name;
    }
    return `${parts[0] === 'webhooks' ? 'webhook' : 'path'} "${key}"${method ? ` > ${[method, ...rest].join('/')}` : ''}`;
  }
  return parts.join('/') || '(top level)';
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

/**
 * The file written for the plugin: JSON next to nothing the site serves.
 * @param {ApiObject} doc
 * @param {string} dir
 * @param {string} name
 * @returns {string} the file's path
 */
export function writePreparedApi(doc, dir, name) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(file, JSON.stringify(doc));
  return file;
}
