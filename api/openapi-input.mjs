// @ts-check
/**
 * Turns any valid OpenAPI 3.0/3.1 file into the input the page generator can use, or fails with a message that
 * names the file, the operation and the field, before a page is written (scripts/api-generate.mjs).
 *
 * - Checks: api/openapi-check.mjs (checkApiFile), run before this file's prepareApi.
 * - Page ids: the operationId when it is already URL-safe (our own files: /api/createAccount stays), else a slug
 *   of it, else `{method}-{path}`; unique by the plugin's file name (kebab case), first come first served, the
 *   ids that need no change served first. The raw id is kept as `x-raw-operation-id` (shown on the page, and
 *   an alias: see aliases in the result).
 * - Webhooks: each entry of `webhooks` / `x-webhooks` made a plain Path Item (extensions out, a callback-shaped
 *   entry's operations documented, the rest left out with a warning): see normalizeWebhooks.
 * - Examples: a JSON request body or response with neither `example` nor `examples` gets one generated from its
 *   schema by openapi-sampler (depth-limited, so recursive schemas end), named so that the page says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { load } from 'js-yaml';
import { sample } from 'openapi-sampler';

/**
 * A parsed OpenAPI file, or an object inside one. It is external input, read by its OpenAPI meaning once
 * checkApiFile has vouched for its shape, and its schemas are arbitrary: the code reading a field checks it
 * where the file may differ (`?.`, `typeof`), so the fields are not typed one by one.
 * @typedef {Record<string, any>} ApiObject
 */
/** @typedef {{ method: string, path: string, op: ApiObject, webhook: boolean }} ListedOperation */

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/**
 * The fields of a Path Item besides its operations (and `x-` extensions). The plugin reads every other key of
 * a webhook entry as an operation (api/openapi-expand.mjs does the same, to expand what the plugin reads).
 */
export const PATH_ITEM_FIELDS = ['$ref', 'description', 'parameters', 'servers', 'summary'];

/** The name (and label) of an example generated from the schema: the page shows it as the tab label. */
export const GENERATED_EXAMPLE = { name: 'generated', summary: 'Generated from the schema' };

const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/**
 * The plugin names a page's files `{kebabCase(id)}.RequestSchema.json` and the like: a file name has at most
 * 255 bytes, and Microsoft Graph's beta has operationIds of up to 245 characters (more in kebab case), whose
 * pages were not written. Longer ids are shortened (a prefix and a hash of the whole id), leaving room for a `-2` suffix.
 */
const MAX_FILE_ID = 230;
const kebabCase = /** @type {(text: string) => string} */ (
  createRequire(createRequire(import.meta.url).resolve('docusaurus-plugin-openapi-docs'))('lodash/kebabCase')
);

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

/** @param {unknown} value @returns {value is ApiObject} */
export function isPlainObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * @param {ApiObject} source a checked OpenAPI document (not modified)
 * @param {{ taken?: Set<string> }} [options] taken: ids already used by pages under the same URL prefix
 * @returns {{ doc: ApiObject, aliases: Record<string, string>, generatedExamples: number, warnings: string[] }}
 *   aliases: raw operationId -> page id, for the ids that had to change; warnings: what of the webhooks
 *   could not be documented (normalizeWebhooks)
 */
export function prepareApi(source, { taken = new Set() } = {}) {
  const doc = structuredClone(source);
  doc.paths ??= {}; // 3.1 allows a file of webhooks only; the plugin expects the object
  const warnings = normalizeWebhooks(doc);
  const operations = listOperations(doc);
  const aliases = /** @type {Record<string, string>} */ ({});
  const keep = new Set(operations.filter((o) => isSafe(o.op.operationId) && fitsFileName(o.op.operationId)));
  const derive = operations.filter((o) => !keep.has(o));
  for (const o of [...keep, ...derive]) {
    const raw = typeof o.op.operationId === 'string' ? o.op.operationId : undefined;
    const id = uniqueId(baseId(raw, o.method, o.path), taken);
    retitle(o, raw);
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
  /** @type {Map<string, unknown>} */
  const samples = new Map();
  for (const { op } of operations) {
    const body = resolve(doc, op.requestBody);
    for (const media of jsonMedia(doc, body?.content))
      generatedExamples += addExample(doc, media, 'request', samples);
    for (const response of Object.values(op.responses ?? {}))
      for (const media of jsonMedia(doc, resolve(doc, response)?.content))
        generatedExamples += addExample(doc, media, 'response', samples);
  }
  return { doc, aliases, generatedExamples, warnings };
}

/** A summary longer than this, or of more than one line, is text, not a title. */
const TITLE_LENGTH = 120;

/**
 * Makes a page's title a title, and gives a webhook a group. GitHub's webhooks summarise their whole event in
 * the summary (three paragraphs, links, code) and say the action in the description; the plugin titled the page
 * and its sidebar entry with that summary, and listed all 270 under "UNTAGGED" (issue 52). So:
 * - a summary of more than one line or over TITLE_LENGTH characters opens the description instead, and the page
 *   is titled by its operationId as written (a webhook's `workflow-job/completed` as `workflow-job completed`),
 *   else by the default below;
 * - backticks, which a title shows as they are, are left out of it;
 * - a webhook without tags is grouped by its event: the part of its operationId before a `/` (GitHub's
 *   `workflow-job/completed`: `workflow-job`), else its name, as the tag `{event} webhook`.
 * @param {ListedOperation} o
 * @param {string | undefined} raw the operationId as written
 */
function retitle(o, raw) {
  const { op } = o;
  if (typeof op.summary === 'string') {
    const summary = op.summary.trim();
    if (summary.includes('\n') || summary.length > TITLE_LENGTH) {
      op.description = [summary, typeof op.description === 'string' ? op.description : '']
        .filter(Boolean)
        .join('\n\n');
      op.summary = raw ? (o.webhook ? raw.replace(/\//g, ' ') : raw) : undefined;
    } else op.summary = summary.replace(/`/g, '');
  }
  if (o.webhook && !(Array.isArray(op.tags) && op.tags.length))
    op.tags = [`${raw?.includes('/') ? raw.slice(0, raw.indexOf('/')) : o.path} webhook`];
}

/**
 * Makes the webhooks what the plugin can read: a map of name -> Path Item whose keys are HTTP methods and
 * PATH_ITEM_FIELDS only. The plugin takes every other key of an entry as an operation (and every entry as a
 * Path Item), so valid `x-` extensions made it fail, and so did the shapes 3.0 files give their `x-webhooks`
 * (no schema checks them): nexmo.com keys an entry by a callback expression (`inbound-sms:
 * { "{$request.body#/callback}": { post } }`), apideck.com has extensions among the entries
 * (`x-apideck-resources`). So:
 * - extensions (`x-` keys of an entry, and `x-` entries without operations) are left out: no page shows them;
 * - an entry keyed by expressions (a Callback Object's shape: expression -> Path Item) is documented as its
 *   operations: under the entry's name when it holds one expression and no operation of its own, else as
 *   `{name} {expression}`;
 * - anything else that is not an operation is left out with a warning naming the entry and the key.
 * The plugin reads `x-webhooks` when there is one, else `webhooks`: a file with both gets them merged into
 * `x-webhooks` (a name in both: the `webhooks` one is kept, with a warning). Well-formed entries are kept as
 * they are (the same objects: the same pages).
 * @param {ApiObject} doc the prepared copy (changed)
 * @returns {string[]} warnings, each naming the map, the entry and what was left out
 */
function normalizeWebhooks(doc) {
  /** @type {string[]} */
  const warnings = [];
  const sources = ['webhooks', 'x-webhooks'].filter((key) => doc[key] !== undefined);
  /** @type {ApiObject} */
  const merged = {};
  let changed = sources.length > 1;
  for (const source of sources) {
    const map = doc[source];
    if (!isPlainObject(map)) {
      warnings.push(`${source}: not a map of webhooks (${kindOf(map)}); left out`);
      changed = true;
      continue;
    }
    for (const [name, item] of Object.entries(map)) {
      const at = `${source} "${name}"`;
      // An `x-` key of the map without operations is an extension of the map, not a webhook.
      const items =
        name.startsWith('x-') && !hasOperation(item) && !childItems(item).length
          ? []
          : webhookItems(name, item, at, warnings);
      if (items.length !== 1 || items[0]?.[1] !== item) changed = true;
      for (const [key, value] of items) {
        if (key in merged) warnings.push(`${at}: "${key}" is already a webhook; left out`);
        else merged[key] = value;
      }
    }
  }
  if (!changed) return warnings;
  if (sources.length > 1) delete doc.webhooks;
  doc[sources.at(-1) ?? 'webhooks'] = merged;
  return warnings;
}

/**
 * The Path Items one webhook entry stands for (see normalizeWebhooks): itself, or what it holds under
 * callback expressions.
 * @param {string} name
 * @param {unknown} item
 * @param {string} at the entry in messages
 * @param {string[]} warnings added to
 * @returns {[string, ApiObject][]}
 */
function webhookItems(name, item, at, warnings) {
  if (!isPlainObject(item)) {
    warnings.push(`${at}: not a Path Item (${kindOf(item)}); left out`);
    return [];
  }
  /** @type {ApiObject} */
  const own = {};
  /** @type {[string, ApiObject][]} */
  const nested = [];
  let changed = false;
  for (const [key, value] of Object.entries(item)) {
    if (PATH_ITEM_FIELDS.includes(key) || (HTTP_METHODS.includes(key) && isPlainObject(value))) {
      own[key] = value;
      continue;
    }
    changed = true;
    if (HTTP_METHODS.includes(key)) warnings.push(`${at} > ${key}: not an Operation Object; left out`);
    else if (key.startsWith('x-'))
      continue; // an extension: no page shows a path item's
    else if (hasOperation(value)) nested.push([key, value]);
    else warnings.push(`${at} > ${key}: neither an operation nor a Path Item field; left out`);
  }
  if (!changed) return [[name, item]];
  const operations = Object.keys(own).some((key) => HTTP_METHODS.includes(key));
  /** @type {ApiObject} the entry's own summary, description, servers and parameters, which its callbacks share */
  const shared = Object.fromEntries(Object.entries(own).filter(([key]) => PATH_ITEM_FIELDS.includes(key)));
  /** @type {[string, ApiObject][]} */
  const out = operations || nested.length === 0 ? [[name, own]] : [];
  for (const [expression, inner] of nested) {
    const innerName = operations || nested.length > 1 ? `${name} ${expression}` : name;
    for (const [key, value] of webhookItems(innerName, inner, `${at} > ${expression}`, warnings))
      out.push([key, { ...shared, ...value }]);
  }
  return out;
}

/** @param {unknown} value @returns {boolean} whether it is a Path Item with an operation */
function hasOperation(value) {
  return isPlainObject(value) && HTTP_METHODS.some((method) => isPlainObject(value[method]));
}

/** @param {unknown} value @returns {unknown[]} the Path Items a callback-shaped object holds */
function childItems(value) {
  return isPlainObject(value) ? Object.values(value).filter(hasOperation) : [];
}

/** @param {unknown} value @returns {string} what a value is, for messages */
function kindOf(value) {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;
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
  // The map the plugin reads: x-webhooks (OpenAPI 3.0 files) when there is one (prepareApi merges both).
  for (const [name, item] of Object.entries(doc['x-webhooks'] ?? doc.webhooks ?? {}))
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
  if (isSafe(raw) && fitsFileName(raw)) return raw;
  /** @param {string} text */
  const slug = (text) =>
    text
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9_]+/g, '-')
      .replace(/^[-_]+|[-_]+$/g, '');
  const id = (raw && slug(raw)) || slug(`${method} ${pathKey}`) || method;
  if (fitsFileName(id)) return id;
  const hash = createHash('sha256')
    .update(raw ?? `${method} ${pathKey}`)
    .digest('hex')
    .slice(0, 8);
  let length = MAX_FILE_ID;
  while (!fitsFileName(`${id.slice(0, length)}-${hash}`)) length -= 10;
  return `${id.slice(0, length).replace(/[-_]+$/, '')}-${hash}`;
}

/** @param {string} id @returns {boolean} whether the plugin's file names for this id fit (MAX_FILE_ID) */
function fitsFileName(id) {
  return kebabCase(id).length <= MAX_FILE_ID;
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
 * @param {Map<string, unknown>} [samples] examples made so far of schemas that are only a `$ref`, by kind and
 *   reference: thousands of operations of a large file take the same type (the value is shared: the document
 *   is copied through JSON before the plugin reads it)
 * @returns {0 | 1} the number of examples added
 */
function addExample(doc, media, kind, samples = new Map()) {
  if (media.example !== undefined || (media.examples && Object.keys(media.examples).length) || !media.schema)
    return 0;
  const schema = media.schema;
  const onlyRef =
    typeof schema === 'object' && typeof schema.$ref === 'string' && Object.keys(schema).length === 1;
  const key = onlyRef ? `${kind} ${schema.$ref}` : undefined;
  let value = key === undefined ? undefined : samples.get(key);
  if (value === undefined) value = sampleOf(doc, schema, kind);
  if (key !== undefined) samples.set(key, value);
  // A `$ref` key in an example (a schema of JSON Schemas has a property named so) is read as a reference by
  // every loader after us, the plugin's too, which then fails the whole file: no example beats no page.
  if (value === undefined || hasRefKey(value)) return 0;
  media.examples = { [GENERATED_EXAMPLE.name]: { summary: GENERATED_EXAMPLE.summary, value } };
  return 1;
}

/** @param {unknown} value @returns {boolean} */
function hasRefKey(value) {
  if (Array.isArray(value)) return value.some(hasRefKey);
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k === '$ref' || hasRefKey(v));
}

/**
 * @param {ApiObject} doc
 * @param {unknown} schema
 * @param {'request' | 'response'} kind
 * @returns {unknown} undefined when the sampler cannot follow the schema
 */
function sampleOf(doc, schema, kind) {
  let value;
  const warn = console.warn;
  console.warn = () => {}; // the sampler warns about allOf it merges approximately: the example is still usable
  try {
    const options = {
      skipReadOnly: kind === 'request',
      skipWriteOnly: kind === 'response',
      maxSampleDepth: 4,
    };
    value = sample(/** @type {any} */ (schema), options, doc);
  } catch {
    return undefined; // a schema the sampler cannot follow: the page shows the schema without an example
  } finally {
    console.warn = warn;
  }
  return value;
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
export function resolvePointer(doc, ref) {
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
