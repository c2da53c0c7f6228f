// @ts-check
/**
 * The API changelog between two versions of an OpenAPI file: operations added, removed and changed, and for a
 * changed one its parameters, request fields and response fields that were added, removed or changed.
 *
 * The comparison is api-smart-diff's (udamir/api-smart-diff): it resolves $refs (circular ones too), matches
 * paths, parameters and schema properties structurally and reports each difference at the deepest node that
 * differs, with its JSON path in the newer file. This module only groups those differences by operation and
 * names them as a reader would (`rows[].scope`), leaving out annotations (descriptions, examples, titles),
 * which change with every edit and say nothing about the contract.
 */
import { apiCompare } from 'api-smart-diff';
import { listOperations } from './openapi-input.mjs';
/** @import { ApiObject } from './openapi-input.mjs' */

/**
 * @typedef {'added' | 'removed' | 'changed'} Kind
 * @typedef {{ section: string, kind: Kind, field: string, detail?: string }} FieldChange
 *   section: 'Parameters', 'Request body', 'Response 200', 'Operation'; field: `rows[].scope`, or '' for the
 *   section itself (a response status added)
 * @typedef {{ operationId: string, title: string, method: string, webhook: boolean }} OperationRef
 * @typedef {OperationRef & { changes: FieldChange[] }} ChangedOperation
 * @typedef {{ added: OperationRef[], removed: OperationRef[], changed: ChangedOperation[] }} ApiChanges
 * @typedef {{ action: string, before?: unknown, after?: unknown }} Difference one of api-smart-diff's diffs
 */

/** Schema keywords whose change is an annotation, not a change of the contract. */
const ANNOTATIONS = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'externalDocs',
  'x-displayName',
  '$comment',
]);
const COMBINERS = new Set(['allOf', 'oneOf', 'anyOf']);

/**
 * @param {ApiObject} before the older file (parsed)
 * @param {ApiObject} after the newer file (parsed)
 * @returns {ApiChanges}
 */
export function compareApiFiles(before, after) {
  /** @param {ApiObject} doc @returns {Map<string, OperationRef>} */
  const refsOf = (doc) =>
    new Map(
      listOperations(doc).map(({ method, path, op, webhook }) => [
        `${webhook ? 'webhooks' : 'paths'}\u0000${path}\u0000${method}`,
        {
          operationId: String(op.operationId ?? `${method} ${path}`),
          title: String(op.summary ?? op.operationId ?? `${method.toUpperCase()} ${path}`),
          method,
          webhook,
        },
      ]),
    );
  const beforeOps = refsOf(before);
  const afterOps = refsOf(after);
  const added = [...afterOps].filter(([key]) => !beforeOps.has(key)).map(([, ref]) => ref);
  const removed = [...beforeOps].filter(([key]) => !afterOps.has(key)).map(([, ref]) => ref);

  /** @type {Map<string, FieldChange[]>} */
  const changes = new Map();
  for (const diff of quietly(() => apiCompare(before, after).diffs)) {
    const [root, name, method, ...rest] = diff.path.map(String);
    if ((root !== 'paths' && root !== 'webhooks') || method === undefined || rest.length === 0) continue;
    const key = `${root}\u0000${name}\u0000${method}`;
    if (!beforeOps.has(key) || !afterOps.has(key)) continue;
    const doc = diff.action === 'remove' ? before : after;
    // Destructured from a path at least four long (`rest` is not empty): name and rest[0] are strings.
    const operation = doc[root][/** @type {string} */ (name)][method];
    const change = describe(/** @type {[string, ...string[]]} */ (rest), diff, operation);
    if (!change) continue;
    const list = changes.get(key) ?? [];
    if (!list.some((c) => sameChange(c, change))) list.push(change);
    changes.set(key, list);
  }
  const changed = [...afterOps]
    .filter(([key]) => changes.has(key))
    .map(([key, ref]) => ({ ...ref, changes: changes.get(key) ?? [] }));
  /** @param {OperationRef} a @param {OperationRef} b */
  const byTitle = (a, b) => a.title.localeCompare(b.title);
  return { added: added.sort(byTitle), removed: removed.sort(byTitle), changed: changed.sort(byTitle) };
}

/**
 * api-smart-diff logs (console.error) when one of its own classification rules fails; the diff is complete.
 * @template T
 * @param {() => T} fn
 * @returns {T}
 */
function quietly(fn) {
  const error = console.error;
  console.error = (...args) => {
    if (!String(args[0]).startsWith('Classification Rule error')) error(...args);
  };
  try {
    return fn();
  } finally {
    console.error = error;
  }
}

/** @param {FieldChange} a @param {FieldChange} b */
const sameChange = (a, b) =>
  a.section === b.section && a.kind === b.kind && a.field === b.field && a.detail === b.detail;

/**
 * One difference inside an operation, named for a reader, or null for an annotation.
 * @param {[string, ...string[]]} rest the diff's path below the operation
 * @param {Difference} diff
 * @param {ApiObject} op the operation in the file the path is read in
 * @returns {FieldChange | null}
 */
function describe(rest, diff, op) {
  const kind = diff.action === 'add' ? 'added' : diff.action === 'remove' ? 'removed' : 'changed';
  const [first, second, third, fourth, ...schemaPath] = rest;
  if (first.startsWith('x-') || ANNOTATIONS.has(first) || first === 'operationId' || first === 'tags')
    return null;
  if (first === 'parameters') {
    const parameter = second === undefined ? undefined : op.parameters?.[Number(second)];
    const field = parameter ? `${parameter.name} (${parameter.in})` : '';
    const tail = rest.slice(2);
    if (tail.some((t) => ANNOTATIONS.has(t))) return null;
    return {
      section: 'Parameters',
      kind: tail.length ? 'changed' : kind,
      field,
      ...(tail.length ? { detail: detailOf(tail, diff) } : {}),
    };
  }
  if (first === 'requestBody') {
    if (second !== 'content') return second && ANNOTATIONS.has(second) ? null : operationChange(rest, kind);
    if (fourth !== 'schema')
      return fourth === undefined ? { section: 'Request body', kind, field: `(${third})` } : null;
    return schemaChange('Request body', schemaPath, diff, kind);
  }
  if (first === 'responses') {
    const section = second ? `Response ${second}` : 'Responses';
    if (third === undefined) return { section, kind, field: '' };
    if (third !== 'content')
      return ANNOTATIONS.has(third) ? null : { section, kind: 'changed', field: '', detail: third };
    const [, , , , mediaKey, ...responseSchemaPath] = rest;
    if (mediaKey === undefined) return { section, kind, field: `(${fourth})` };
    if (mediaKey !== 'schema') return null;
    return schemaChange(section, responseSchemaPath, diff, kind);
  }
  return operationChange(rest, kind);
}

/** @param {string[]} rest @param {Kind} kind @returns {FieldChange} */
function operationChange(rest, kind) {
  return { section: 'Operation', kind, field: rest.filter((t) => !/^\d+$/.test(t)).join('.') };
}

/**
 * A change at a path inside a schema: `properties rows items properties scope` is the field `rows[].scope`;
 * what follows the field (`type`, `enum 2`, `required 0`) says how it changed.
 * @param {string} section
 * @param {string[]} path
 * @param {Difference} diff
 * @param {Kind} kind
 * @returns {FieldChange | null}
 */
function schemaChange(section, path, diff, kind) {
  /** @type {string[]} */
  const field = [];
  let i = 0;
  for (; i < path.length; i++) {
    const token = /** @type {string} */ (path[i]);
    if (token === 'properties' && i + 1 < path.length) field.push(/** @type {string} */ (path[++i]));
    else if (token === 'items') field.push('[]');
    else if (token === 'additionalProperties' && i + 1 < path.length) field.push('{*}');
    else if (COMBINERS.has(token) && /^\d+$/.test(path[i + 1] ?? '')) i++;
    else break;
  }
  const name = field.join('.').replace(/\.\[\]/g, '[]');
  const tail = path.slice(i);
  if (tail.length === 0) return { section, kind, field: name };
  if (tail.some((t) => ANNOTATIONS.has(t))) return null;
  if (tail[0] === 'required') {
    const required = String(diff.action === 'remove' ? diff.before : diff.after);
    if (tail.length === 1) return { section, kind: 'changed', field: name, detail: 'required fields' };
    return {
      section,
      kind: 'changed',
      field: name ? `${name}.${required}` : required,
      detail: diff.action === 'remove' ? 'now optional' : 'now required',
    };
  }
  return { section, kind: 'changed', field: name, detail: detailOf(tail, diff) };
}

/**
 * `type: "string" → "integer"`, `enum: "draft" added`, `additionalProperties added`.
 * @param {string[]} tail
 * @param {Difference} diff
 * @returns {string}
 */
function detailOf(tail, diff) {
  const keyword = tail.filter((t) => !/^\d+$/.test(t)).join('.') || 'value';
  /** @param {unknown} value */
  const show = (value) => (typeof value === 'object' && value !== null ? 'a schema' : JSON.stringify(value));
  if (diff.action === 'add') return `${keyword}: ${show(diff.after)} added`;
  if (diff.action === 'remove') return `${keyword}: ${show(diff.before)} removed`;
  return `${keyword}: ${show(diff.before)} → ${show(diff.after)}`;
}
