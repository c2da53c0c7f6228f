// @ts-check
/**
 * How an API page merges a schema's `allOf` (the theme's Schema component, api/theme/Schema/normalize.js, and
 * the build before it): allof-merge with its own rules but one, the `type` rule, because `integer` is a `number`
 * in JSON Schema. allof-merge intersects `type` lists as strings, so the allOf of `{ type: number }` and
 * `{ type: integer }` had no type: it reported "Could not merge values", the property became `undefined`, and
 * server rendering crashed in the theme's SchemaEdge ("Cannot read properties of undefined (reading
 * 'readOnly')"): GitHub's webhook pages `workflow-job-completed` and `workflow-job-in-progress`, whose
 * `workflow_job` merges `run_id: number` with `run_id: integer` (issue 52). Such an allOf is now `integer`.
 *
 * What still cannot merge (a `string` and an `object`, two different `const`s) would render a property as
 * nothing or crash the page: the generator refuses the file, naming each such place (mergeProblems).
 */
import { jsonSchemaMergeRules, merge } from 'allof-merge';

/**
 * The `type` of an allOf: the types every member allows, an `integer` member narrowing a `number` one.
 * @param {unknown[]} values each member's `type` (a name or a list of names)
 * @returns {string | string[] | undefined} undefined when no type is left (allof-merge reports the conflict)
 */
export function mergeTypes(values) {
  const lists = values.map((v) => (Array.isArray(v) ? v.map(String) : [String(v)]));
  // What each member allows, a `number` member allowing integers too.
  const allowed = lists.map((list) => (list.includes('number') ? [...list, 'integer'] : list));
  let common = [...new Set(allowed.reduce((a, b) => a.filter((type) => b.includes(type))))];
  // Every member allows any number: that is `number`, integers included.
  if (common.includes('number')) common = common.filter((type) => type !== 'integer');
  return common.length === 1 ? common[0] : common.length ? common : undefined;
}

/** allof-merge's default rules for a schema (draft-06), with the `type` rule above at every level. */
const RULES = jsonSchemaMergeRules('draft-06', { '/type': { $: mergeTypes } });

/**
 * allof-merge's `merge` with the pages' rules: what the theme calls (api/theme/Schema/merger.ts).
 * @param {unknown} schema
 * @param {{ onMergeError?: (message: string, path: (string | number)[], values: unknown[]) => void }} [options]
 * @returns {unknown}
 */
export function pageMerge(schema, options = {}) {
  return merge(schema, { ...options, rules: RULES });
}

/**
 * Where an expanded document's schemas (no `$ref`s: api/openapi-expand.mjs) do not merge as their pages will
 * merge them: each request body and response schema of each operation. `broken`: a property or item left with no
 * schema at all, which crashes the page's server rendering (the file is refused); `lossy`: a conflict the page
 * survives by leaving a keyword out (an empty enum, a lost type beside a description), reported as a warning.
 * Each line names the JSON pointer, the operation (its page) and the values.
 * @param {Record<string, any>} doc
 * @param {{ method: string, path: string, op: Record<string, any>, webhook: boolean }[]} operations
 * @returns {{ broken: string[], lossy: string[] }}
 */
export function mergeProblems(doc, operations) {
  /** @type {{ broken: string[], lossy: string[] }} */
  const out = { broken: [], lossy: [] };
  const escape = (/** @type {string | number} */ key) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');
  const map = doc['x-webhooks'] ? 'x-webhooks' : 'webhooks';
  for (const { method, path, op, webhook } of operations) {
    const base = `#/${webhook ? map : 'paths'}/${escape(path)}/${method}`;
    const page = `${webhook ? `webhook "${path}"` : `${method.toUpperCase()} ${path}`}, page ${op.operationId}`;
    /** @type {[string, unknown][]} */
    const schemas = [];
    for (const [media, content] of Object.entries(op.requestBody?.content ?? {}))
      schemas.push([`${base}/requestBody/content/${escape(media)}/schema`, content?.schema]);
    for (const [status, response] of Object.entries(op.responses ?? {}))
      for (const [media, content] of Object.entries(response?.content ?? {}))
        schemas.push([
          `${base}/responses/${escape(status)}/content/${escape(media)}/schema`,
          content?.schema,
        ]);
    for (const [pointer, schema] of schemas) {
      if (!schema || typeof schema !== 'object' || !JSON.stringify(schema).includes('"allOf"')) continue;
      /** @type {string[]} */
      const conflicts = [];
      const merged = pageMerge(schema, {
        onMergeError: (message, at, values) =>
          conflicts.push(
            `${pointer}/${at.map(escape).join('/')} (${page}): ${message}: ${JSON.stringify(values).slice(0, 200)}`,
          ),
      });
      const holes = emptySchemas(merged, pointer);
      out.broken.push(
        ...holes.map(
          (at) =>
            `${at} (${page}): its allOf members contradict each other: ${conflicts.join('; ') || 'no schema left'}`,
        ),
      );
      if (!holes.length) out.lossy.push(...conflicts);
    }
  }
  return out;
}

/**
 * The places in a merged schema where a property or an item has no schema left (`undefined`).
 * @param {unknown} node
 * @param {string} pointer
 * @returns {string[]}
 */
function emptySchemas(node, pointer) {
  if (!node || typeof node !== 'object') return [];
  /** @type {string[]} */
  const out = [];
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (value === undefined) out.push(at);
    else out.push(...emptySchemas(value, at));
  }
  return out;
}
