// @ts-check
/**
 * The OpenAPI file the page generator reads, already expanded: every `$ref` replaced by its target, a circular
 * one by the plugin's marker, and each operation's schemas cut to what its page shows, in time and memory
 * linear in the file's size (scripts/api-generate.mjs writes it for docusaurus-plugin-openapi-docs).
 *
 * Why: the plugin's loader (`loadAndResolveSpec`) dereferences the file, then serialises the whole dereferenced
 * document with `JSON.stringify` and parses it back, to turn shared objects into copies and circular references
 * into `"circular(Title)"` strings. That expands every chain of references everywhere (also in the component
 * schemas no page shows), and for files with circular schemas the chains multiply: stripe.com's 452 operations
 * ran 25 minutes, 1.9-2.5 GB of JSON, before it was stopped. Our pages then keep only what fits a page anyway
 * (`limitSchemas` in plugin-config.mjs cuts nesting to keep a page's schemas under 120 KB).
 *
 * So the same expansion is done here, once, directly to its final size: same dereferencing (the plugin's
 * @redocly/openapi-core bundle and @apidevtools/json-schema-ref-parser, same options), same markers (a value
 * that is one of its own ancestors becomes `circular(<its title>)`, discriminator mappings are resolved), but
 * each request body and responses object is expanded at the nesting depth `limitSchemas` would keep, stopping
 * an attempt as soon as its JSON passes the limit instead of building it. The plugin then reads a tree without
 * `$ref`s: its own loader is linear on it, and `limitSchemas` finds nothing left to cut, so every page is the
 * same as before, byte for byte (tests/unit/api/expand.test.ts compares both on real files).
 *
 * What is not on a page is not expanded: component schemas become their title and type (with `x-tags`, the
 * plugin would give one a page: those are expanded like a request body), and components other than schemas
 * and security schemes are left out (operations hold their resolved copies). Other parts of an operation
 * (parameters, callbacks) are expanded whole up to OTHER_BYTES each, then cut the same way.
 */
import { createRequire } from 'node:module';
import {
  COMBINERS,
  LIMITED,
  NESTING,
  SCHEMA_BYTES,
  SCHEMA_DEPTHS,
  SUBSCHEMA,
  cutSchema,
} from './page-schemas.mjs';
import { ApiFileError, HTTP_METHODS, PATH_ITEM_FIELDS, listOperations, where } from './openapi-input.mjs';
import { mergeProblems } from './schema-merge.mjs';
import { findCycles } from './graph-cycles.mjs';

const require = createRequire(import.meta.url);
// The plugin's own copies, so the dereferencing is the one it would do.
const pluginRequire = createRequire(require.resolve('docusaurus-plugin-openapi-docs'));
/** @type {{ dereference: (schema: object, options: object) => Promise<unknown> }} */
const RefParser = (() => {
  const m = pluginRequire('@apidevtools/json-schema-ref-parser');
  return m.default ?? m;
})();
const { bundle, createConfig } = pluginRequire('@redocly/openapi-core');
const { OpenAPIParser } = require('docusaurus-plugin-openapi-docs/lib/openapi/utils/services/OpenAPIParser');

/** Parameters, callbacks and the like of one operation: expanded whole up to this much JSON (bytes). */
export const OTHER_BYTES = 2_000_000;
/** No part of an operation may exceed this even cut at the shallowest depth: the file is refused (bytes). */
export const HARD_BYTES = 64_000_000;
/**
 * limitSchemas keeps a page's schemas under a size by cutting nesting, but it keeps whole what is not nesting
 * (an `x-expansionResources: { oneOf: [...] }` beside the properties, an example), which in a circular file can
 * be gigabytes: stripe.com's. When the shallowest plain cut is still over PLAIN_FACTOR times the limit, those
 * values are cut too, from the deepest level again (no page of the corpus sample is: they are the same bytes).
 */
const PLAIN_FACTOR = 4;
const LADDER = [
  ...SCHEMA_DEPTHS.map((depth) => ({ depth, strict: false })),
  ...SCHEMA_DEPTHS.filter((depth) => depth !== Infinity).map((depth) => ({ depth, strict: true })),
];

/** @typedef {Record<string, any>} ApiObject */
/**
 * full: the whole value; map: a request body or responses, whose `schema`s are cut (mapSchemas in
 * plugin-config.mjs); cut: a schema cut at a depth (cutSchema). strict: the values cutSchema keeps whole
 * (examples, extensions, discriminators) are cut too.
 * A mode is made once (modeOf) and names itself (`key`, for the cache): a walk meets millions of values.
 * @typedef {{ kind: 'full', key: string } | { kind: 'map' | 'cut', depth: number, strict: boolean, key: string }} Mode
 */

/** @type {Map<string, Mode>} */
const MODES = new Map();
/** @type {Mode} */
const FULL = { kind: 'full', key: 'full' };

/**
 * @param {'map' | 'cut'} kind
 * @param {number} depth
 * @param {boolean} strict
 * @returns {Mode}
 */
function modeOf(kind, depth, strict) {
  const key = `${kind}:${depth}:${strict}`;
  let mode = MODES.get(key);
  if (!mode) MODES.set(key, (mode = { kind, depth, strict, key }));
  return mode;
}

/** @type {Map<Mode, Mode>} */
const LOWER = new Map();
/**
 * The mode one nesting level down.
 * @param {Mode & { depth: number, strict: boolean }} mode
 * @returns {Mode}
 */
function lower(mode) {
  let next = LOWER.get(mode);
  if (!next)
    LOWER.set(mode, (next = modeOf(/** @type {'map' | 'cut'} */ (mode.kind), mode.depth - 1, mode.strict)));
  return next;
}

/**
 * Thrown when an attempt passes its size limit; the caller tries a shallower depth. One instance, not an
 * Error: it is thrown thousands of times from deep recursion, and an Error would record the stack each time.
 */
class TooBig {}
const TOO_BIG = new TooBig();

/**
 * @param {ApiObject} source a checked, prepared OpenAPI document (not modified, and not referenced once the
 *   function has made its copy, before its first `await`: the caller may let it go)
 * @param {{ file?: string, schemaBytes?: number, otherBytes?: number, hardBytes?: number }} [options]
 *   file: the name in messages
 * @returns {Promise<ApiObject>} the document to hand to the plugin; the source itself if it cannot be
 *   dereferenced (the plugin then reports the problem as before)
 */
export async function expandForPages(source, options = {}) {
  // The plugin reads the prepared file as JSON: start from exactly that.
  const text = JSON.stringify(source);
  const doc = JSON.parse(text);
  const config = await createConfig({});
  const {
    bundle: { parsed },
  } = await bundle({ config, base: process.cwd(), doc: { source: { absoluteRef: '' }, parsed: doc } });
  // The loader's own pre-processing: a component schema without a title is titled by its name.
  for (const [name, schema] of Object.entries(parsed.components?.schemas ?? {}))
    if (schema && typeof schema === 'object' && !schema.title) schema.title = name;
  let resolved;
  try {
    resolved = await RefParser.dereference(parsed, {
      continueOnError: true,
      resolve: { file: true, external: true, http: { timeout: 15000 } },
      dereference: { circular: true },
    });
  } catch {
    return JSON.parse(text);
  }
  if (!resolved || typeof resolved !== 'object') return JSON.parse(text);
  const expanded = new Expander(/** @type {ApiObject} */ (resolved), options).document();
  // Merged now as the pages will merge them (api/schema-merge.mjs): what would crash a page is refused here.
  const { broken, lossy } = mergeProblems(expanded, listOperations(expanded));
  const file = options.file ?? 'OpenAPI file';
  if (broken.length)
    throw new ApiFileError(`${file}: ${broken.length} schema(s) no page can show:\n  ${broken.join('\n  ')}`);
  for (const line of lossy) console.warn(`${file}: ${line}`);
  return expanded;
}

/**
 * Walks the dereferenced document (a graph: shared objects, cycles) and writes the tree the plugin's
 * serialiser would, cut where the pages cut. `onPath` holds the objects from the root to the current one:
 * a value among them is circular, as in the plugin's serialiser, whose stack is that path.
 */
class Expander {
  /**
   * @param {ApiObject} root the dereferenced document
   * @param {{ file?: string, schemaBytes?: number, otherBytes?: number, hardBytes?: number }} options
   */
  constructor(
    root,
    { file = 'OpenAPI file', schemaBytes = SCHEMA_BYTES, otherBytes = OTHER_BYTES, hardBytes = HARD_BYTES },
  ) {
    this.root = root;
    this.file = file;
    this.schemaBytes = schemaBytes;
    this.otherBytes = otherBytes;
    this.hardBytes = hardBytes;
    /** @type {Set<unknown>} the objects from the root to the current one */
    this.onPath = new Set();
    /**
     * Walks already done, by object and mode: the copy and its byte count, or (stopped) the bytes counted
     * before it was. Operations share their schemas, so each schema is expanded once per depth, not once per
     * operation that uses it. A walk depends on where it is made only through the ancestors it can reach
     * again, i.e. those in its own cycle of references: walks are kept and reused only where no member of
     * their object's cycle is above them. Only objects that can be walked again are kept (`reused`): on
     * Microsoft Graph's 20 MB file, 2,289 of the 558,580 objects walked were ever found here, and the other
     * entries (962,000 in all) were most of the expansion's memory. A Map, not a WeakMap: the Expander lives no
     * longer than its document, and the garbage collector traces a WeakMap's entries in extra passes.
     * @type {Map<object, Map<string, { out?: unknown, bytes: number, done: boolean }>>}
     */
    this.cache = new Map();
    /** @type {Set<object>} the objects a walk can meet more than once (see cycles) */
    this.reused = new Set();
    /** @type {Map<object, number>} the objects that are in a cycle, by cycle (strongly connected component) */
    this.cycleOf = new Map();
    /** @type {Map<number, number>} how many members of each cycle are on the path */
    this.cycleOnPath = new Map();
    /** A lower bound of the JSON written by the current attempt (bytes). */
    this.bytes = 0;
    this.limit = Infinity;
    /** @type {any} */
    this.parser = undefined;
    /** The objects whose discriminator mapping is resolved already. */
    this.mapped = new Set();
  }

  /** @returns {ApiObject} */
  document() {
    const root = this.root;
    ({ cycleOf: this.cycleOf, reused: this.reused } = cycles(root, (value) => this.discriminator(value)));
    this.enter(root);
    /** @type {ApiObject} */
    const out = {};
    for (const key of Object.keys(root)) {
      const value = this.check(root[key]);
      if (key === 'paths') out[key] = this.pathItems(value, false, '/paths');
      else if (key === 'webhooks' || key === 'x-webhooks') out[key] = this.pathItems(value, true, `/${key}`);
      else if (key === 'components') out[key] = this.components(value);
      else out[key] = this.limited(value, this.otherBytes, `/${key}`);
    }
    return out;
  }

  /**
   * @param {unknown} items the paths or webhooks object
   * @param {boolean} webhooks
   * @param {string} pointer
   */
  pathItems(items, webhooks, pointer) {
    if (!isObject(items)) return this.walk(items, FULL);
    return this.within(items, () => {
      /** @type {ApiObject} */
      const out = {};
      for (const [name, raw] of Object.entries(items)) {
        const item = this.check(raw);
        const at = `${pointer}/${escape(name)}`;
        if (!isObject(item)) {
          out[name] = this.walk(item, FULL);
          continue;
        }
        out[name] = this.within(item, () => {
          /** @type {ApiObject} */
          const itemOut = {};
          for (const [key, child] of Object.entries(item)) {
            // As the plugin reads a webhook (prepareApi leaves it nothing else than operations and these).
            const isOperation = webhooks
              ? !PATH_ITEM_FIELDS.includes(key)
              : HTTP_METHODS.includes(key.toLowerCase());
            itemOut[key] = isOperation
              ? this.operation(this.check(child), `${at}/${escape(key)}`)
              : this.limited(this.check(child), this.otherBytes, `${at}/${escape(key)}`);
          }
          return itemOut;
        });
      }
      return out;
    });
  }

  /**
   * An operation: its request body and responses at the depth limitSchemas keeps, the rest whole if not huge.
   * @param {unknown} op
   * @param {string} pointer
   */
  operation(op, pointer) {
    if (!isObject(op) || Array.isArray(op)) return this.walk(op, FULL);
    return this.within(op, () => {
      /** @type {ApiObject} */
      const out = {};
      for (const [key, raw] of Object.entries(op)) {
        const bytes = key === 'requestBody' || key === 'responses' ? this.schemaBytes : this.otherBytes;
        out[key] = this.limited(this.check(raw), bytes, `${pointer}/${escape(key)}`);
      }
      return out;
    });
  }

  /**
   * Component schemas as their title and type (tagged ones whole, as a schema page would show them), security
   * schemes whole; the other components are left out: nothing reads them once the operations hold their copies.
   * @param {unknown} components
   */
  components(components) {
    if (!isObject(components)) return this.walk(components, FULL);
    return this.within(components, () => {
      /** @type {ApiObject} */
      const out = {};
      for (const [key, raw] of Object.entries(components)) {
        const value = this.check(raw);
        if (key === 'securitySchemes') out[key] = this.limited(value, this.otherBytes, `/components/${key}`);
        else if (key === 'schemas' && isObject(value))
          out[key] = this.within(value, () =>
            Object.fromEntries(
              Object.entries(value).map(([name, schema]) => {
                const checked = this.check(schema);
                const tagged = isObject(checked) && checked['x-tags'] !== undefined;
                return [
                  name,
                  tagged
                    ? this.limited(checked, this.schemaBytes, `/components/schemas/${escape(name)}`, 'cut')
                    : this.walk(checked, modeOf('cut', 0, false)),
                ];
              }),
            ),
          );
      }
      return out;
    });
  }

  /**
   * What limitSchemas(fullExpansion) gives, without the full expansion: the first depth of SCHEMA_DEPTHS whose
   * JSON fits `bytes` (the last one whatever its size, up to hardBytes).
   * @param {unknown} value
   * @param {number} bytes
   * @param {string} pointer where it is (for the message when even the last depth is too large)
   * @param {'map' | 'cut'} kind map: a request body or responses (its `schema`s are cut); cut: a schema
   */
  limited(value, bytes, pointer, kind = 'map') {
    if (!value || typeof value !== 'object') return this.walk(value, FULL);
    const saved = { bytes: this.bytes, limit: this.limit };
    try {
      for (const [i, { depth, strict }] of LADDER.entries()) {
        const last = i === LADDER.length - 1;
        const lastPlain = !strict && depth === SCHEMA_DEPTHS.at(-1);
        this.bytes = 0;
        this.limit = last ? this.hardBytes : lastPlain ? bytes * PLAIN_FACTOR : bytes;
        /** @type {Mode} */
        const mode = depth === Infinity ? FULL : modeOf(kind, depth, strict);
        try {
          const out = this.walk(value, mode);
          if (last || lastPlain || JSON.stringify(out).length <= bytes) {
            saved.bytes += this.bytes;
            // Cut as limitSchemas would cut it (a request body or responses): it need not look again.
            if (kind === 'map' && bytes === SCHEMA_BYTES && isObject(out)) LIMITED.add(out);
            return out;
          }
        } catch (error) {
          if (!(error instanceof TooBig)) throw error;
          if (last)
            throw new ApiFileError(
              `${this.file}: ${where(this.root, pointer)}: the schemas expand to more than ` +
                `${Math.round(this.hardBytes / 1e6)} MB even with all nesting cut at depth ${depth}`,
            );
        }
      }
      return undefined; // not reached: the last step returns or throws
    } finally {
      this.bytes = saved.bytes;
      this.limit = saved.limit;
    }
  }

  /**
   * The serialiser's view of a child value: its discriminator mapping resolved, and an ancestor replaced by
   * its circular marker.
   * @param {unknown} value
   */
  check(value) {
    if (value === null || typeof value !== 'object') return value;
    this.discriminator(value);
    if (!this.onPath.has(value)) return value;
    const title = /** @type {ApiObject} */ (value).title;
    return value === this.root ? 'circular()' : title ? `circular(${title})` : 'circular()';
  }

  /**
   * The loader resolves `#/...` discriminator mappings to the schemas (in place, as here).
   * @param {ApiObject} value
   */
  discriminator(value) {
    // Once per object: a mapping can list a thousand types (Microsoft Graph's entity), and is met at every use.
    if (value.discriminator === undefined || this.mapped.has(value)) return;
    this.mapped.add(value);
    const mapping = value.discriminator?.mapping;
    if (value.discriminator === undefined || !mapping || typeof mapping !== 'object') return;
    for (const [name, ref] of Object.entries(mapping)) {
      if (typeof ref === 'string' && ref.charAt(0) === '#') {
        // The parser only reads the document (byRef); its type asks for a typed OpenAPI document.
        this.parser ??= new OpenAPIParser(/** @type {any} */ (this.root));
        mapping[name] = this.parser.byRef(ref);
      }
    }
  }

  /**
   * Runs fn with value on the path (its children see it as an ancestor).
   * @template T
   * @param {unknown} value
   * @param {() => T} fn
   * @returns {T}
   */
  within(value, fn) {
    this.enter(value);
    try {
      return fn();
    } finally {
      this.onPath.delete(value);
      const cycle = this.cycleOf.get(/** @type {object} */ (value));
      if (cycle !== undefined) this.cycleOnPath.set(cycle, (this.cycleOnPath.get(cycle) ?? 0) - 1);
    }
  }

  /** @param {unknown} value an object that goes on the path */
  enter(value) {
    this.onPath.add(value);
    const cycle = this.cycleOf.get(/** @type {object} */ (value));
    if (cycle !== undefined) this.cycleOnPath.set(cycle, (this.cycleOnPath.get(cycle) ?? 0) + 1);
  }

  /** @param {number} n bytes of JSON about to be written */
  count(n) {
    this.bytes += n;
    if (this.bytes > this.limit) throw TOO_BIG;
  }

  /**
   * The serialised copy of a checked value: whole (full), a request body or responses whose `schema`s are
   * cut (map: mapSchemas in plugin-config.mjs), or a schema cut at a depth (cut: cutSchema).
   * @param {unknown} value
   * @param {Mode} mode
   * @returns {unknown}
   */
  walk(value, mode) {
    if (value === null || typeof value !== 'object') {
      this.count(jsonLength(value));
      return value;
    }
    const cycle = this.cycleOf.get(value);
    if (cycle !== undefined && this.cycleOnPath.get(cycle)) return this.copy(value, mode);
    // Met once per walk of its only parent, which is cached itself or walked in another mode each time.
    if (!this.reused.has(value)) return this.copy(value, mode);
    const key = mode.key;
    let entries = this.cache.get(value);
    const known = entries?.get(key);
    if (known?.done) {
      this.count(known.bytes);
      return known.out;
    }
    // Stopped before with this many bytes: stops again when they do not fit.
    if (known && this.bytes + known.bytes > this.limit) throw TOO_BIG;
    const start = this.bytes;
    let done = false;
    /** @type {unknown} */
    let out;
    try {
      out = this.copy(value, mode);
      done = true;
      return out;
    } finally {
      if (!entries) this.cache.set(value, (entries = new Map()));
      entries.set(key, { out, bytes: this.bytes - start, done });
    }
  }

  /**
   * walk() for an object or array, without the cache.
   * @param {object} value
   * @param {Mode} mode
   * @returns {unknown}
   */
  copy(value, mode) {
    this.count(2); // the brackets
    if (Array.isArray(value)) {
      // cutSchema keeps arrays whole (unless strict); mapSchemas maps their items.
      const itemMode = mode.kind === 'map' || (mode.kind === 'cut' && mode.strict) ? mode : FULL;
      return this.within(value, () => value.map((item) => this.walk(this.check(item), itemMode)));
    }
    const object = /** @type {ApiObject} */ (value);
    if (mode.kind === 'cut' && mode.depth <= 0) {
      // cutSchema's stand-in, from the title and type this node would have (counted once, as written).
      const before = this.bytes;
      const [title, type] = this.within(object, () => [
        this.walk(this.check(object.title), FULL),
        this.walk(this.check(object.type), FULL),
      ]);
      const standIn = cutSchema({ title, type }, 0);
      this.bytes = before;
      this.count(JSON.stringify(standIn).length - 2);
      return standIn;
    }
    return this.within(object, () => {
      /** @type {ApiObject} */
      const out = {};
      for (const key of Object.keys(object)) {
        this.count(key.length + 3);
        const child = this.check(object[key]);
        if (mode.kind === 'full') out[key] = this.walk(child, FULL);
        else if (mode.kind === 'map')
          out[key] = this.walk(child, key === 'schema' ? modeOf('cut', mode.depth, mode.strict) : mode);
        else if (NESTING.includes(key) && isObject(child))
          out[key] = this.within(child, () =>
            Object.fromEntries(
              Object.entries(child).map(([k, v]) => [k, this.walk(this.check(v), lower(mode))]),
            ),
          );
        else if (SUBSCHEMA.includes(key) && isObject(child)) out[key] = this.walk(child, lower(mode));
        else if (COMBINERS.includes(key) && Array.isArray(child))
          out[key] = this.within(child, () => child.map((s) => this.walk(this.check(s), mode)));
        else if (mode.strict && isObject(child)) out[key] = this.walk(child, lower(mode));
        else out[key] = this.walk(child, FULL);
      }
      return out;
    });
  }
}

/**
 * The length of a primitive's JSON, or less (a string's escapes are not counted): the counts stay a lower
 * bound, so an attempt is never stopped when its JSON would have fitted.
 * @param {unknown} value
 * @returns {number}
 */
function jsonLength(value) {
  if (typeof value === 'string') return value.length + 2;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).length;
  return value === null ? 4 : 0;
}

/**
 * The objects of the dereferenced document that are in a cycle (a strongly connected component of more than
 * one object, or one that contains itself), numbered by cycle (api/graph-cycles.mjs). `visit` sees each object before its children are listed (it resolves
 * discriminator mappings, which add references).
 * Also the objects a walk can meet more than once in the same mode, the only ones worth caching: those with
 * more than one reference to them, and those near a cycle (a walk copies a member of a cycle again each time
 * it meets it on its own path: its children, and theirs, since a member's properties or allOf are not walked
 * themselves, only their values). Any other object is met once per walk of its parent.
 * @param {object} root
 * @param {(value: ApiObject) => void} visit
 * @returns {{ cycleOf: Map<object, number>, reused: Set<object> }}
 */
function cycles(root, visit) {
  /** @type {Set<object>} */
  const reused = new Set();
  const found = findCycles(
    [/** @type {object} */ (root)],
    (node) => {
      visit(/** @type {ApiObject} */ (node));
      return Object.values(node).filter(isObject);
    },
    (again) => reused.add(again), // a second reference to it
  );
  /** @type {Map<object, number>} */
  const out = new Map();
  found.forEach((members, component) => {
    for (const m of members) out.set(m, component);
  });
  for (const member of out.keys())
    for (const child of Object.values(member).filter(isObject)) {
      reused.add(child);
      for (const grandchild of Object.values(child)) if (isObject(grandchild)) reused.add(grandchild);
    }
  return { cycleOf: out, reused };
}

/** @param {unknown} value @returns {value is ApiObject} */
function isObject(value) {
  return value !== null && typeof value === 'object';
}

/** @param {string} key @returns {string} a JSON pointer segment */
function escape(key) {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
