// @ts-check
/**
 * The API changelog between two versions of an OpenAPI file: operations added, removed and changed, and for a
 * changed one its parameters, request fields and response fields that were added, removed or changed.
 *
 * The comparison is api-smart-diff's (udamir/api-smart-diff): it resolves $refs (circular ones too), matches
 * paths, parameters and schema properties structurally and reports each difference at the deepest node that
 * differs, with its JSON path in the newer file. This module only groups those differences by operation and
 * names them as a reader would (`rows[].scope`), leaving out annotations (descriptions, examples, titles),
 * which change with every edit and say nothing about the contract, and says of each change whether code
 * written for the older version can break on it (`breaking`, isBreaking below; api-smart-diff's own
 * classification calls a response field removed "non-breaking").
 *
 * What a reader does about a breaking change is written by the writers: the migration notes beside the
 * OpenAPI files (api/openapi/migrations/{from}-{to}.yaml, readMigrationNotes), one per removed operation and
 * per operation with a breaking change; migrationNoteProblems names every one that is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiCompare } from 'api-smart-diff';
import { load } from 'js-yaml';
import { listOperations } from './openapi-input.mjs';
/** @import { ApiObject } from './openapi-input.mjs' */

/**
 * @typedef {'added' | 'removed' | 'changed'} Kind
 * @typedef {{ section: string, kind: Kind, field: string, detail?: string, breaking: boolean }} FieldChange
 *   section: 'Parameters', 'Request body', 'Response 200', 'Operation'; field: `rows[].scope`, or '' for the
 *   section itself (a response status added); breaking: code written for the older version may fail on it
 * @typedef {Omit<FieldChange, 'breaking'>} Described a change as read, before isBreaking judges it
 * @typedef {{ operationId: string, title: string, method: string, webhook: boolean }} OperationRef
 * @typedef {OperationRef & { changes: FieldChange[], breaking: boolean }} ChangedOperation
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
    const described = describe(/** @type {[string, ...string[]]} */ (rest), diff, operation);
    if (!described) continue;
    const change = { ...described, breaking: isBreaking(described, diff, operation) };
    const list = changes.get(key) ?? [];
    if (!list.some((c) => sameChange(c, change))) list.push(change);
    changes.set(key, list);
  }
  const changed = [...afterOps]
    .filter(([key]) => changes.has(key))
    .map(([key, ref]) => {
      const list = changes.get(key) ?? [];
      return { ...ref, changes: list, breaking: list.some((c) => c.breaking) };
    });
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
 * Whether code written for the older version may fail on a change (what Stripe's API upgrades call
 * backwards-incompatible). Additive: a new optional request field or parameter, a new accepted value, a field
 * no longer required in a request; a new response field, status or value, a response field now always there.
 * Breaking: anything removed, a type or format changed, a request field or parameter now required, a response
 * field no longer always there, a request that accepts less (`additionalProperties: false`). When unsure,
 * breaking: the note costs a writer a sentence, a missed break costs readers a failed deploy.
 * @param {Described} change
 * @param {Difference} diff
 * @param {ApiObject} op the operation in the file the change is read in
 * @returns {boolean}
 */
export function isBreaking(change, diff, op) {
  const { section, kind, field, detail = '' } = change;
  const request = section === 'Request body' || section === 'Parameters';
  if (section === 'Operation') return !(field === 'deprecated' || field.startsWith('deprecated'));
  if (kind === 'removed') return true;
  if (kind === 'added') {
    if (section !== 'Parameters') return false;
    // A parameter added: breaking when it is required (the diff's path names it by index in the newer file).
    const parameter = op.parameters?.find(
      (/** @type {{ name?: string, in?: string }} */ p) => `${p.name} (${p.in})` === field,
    );
    return parameter?.required === true;
  }
  if (detail === 'now required') return request;
  if (detail === 'now optional') return !request;
  if (/^required: true → false$/.test(detail)) return false;
  if (/^(enum|examples)(\.[\w.]*)?: .* added$/.test(detail)) return false;
  if (/^additionalProperties: .* added$/.test(detail)) return request && diff.after === false;
  if (/^(deprecated|readOnly|writeOnly|default|title)\b/.test(detail) && !request) return false;
  return true;
}

/**
 * One difference inside an operation, named for a reader, or null for an annotation.
 * @param {[string, ...string[]]} rest the diff's path below the operation
 * @param {Difference} diff
 * @param {ApiObject} op the operation in the file the path is read in
 * @returns {Described | null}
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

/** @param {string[]} rest @param {Kind} kind @returns {Described} */
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
 * @returns {Described | null}
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

/** Where the writers' migration notes are: one file per pair of consecutive versions, `{from}-{to}.yaml`. */
export const MIGRATION_NOTES_DIR = 'api/openapi/migrations';

/**
 * @typedef {{ summary?: string, operations: Record<string, string> }} ApiMigrationNotes
 *   summary: a few sentences above the API's changes (Markdown); operations: operationId -> what to change
 *   (Markdown, the OpenAPI descriptions' subset: api/theme/Markdown)
 * @typedef {{ file: string, apis: Record<string, ApiMigrationNotes> }} MigrationNotes file: site-relative
 */

/**
 * The migration notes from `from` to `to` (version labels: 2.x, 3.x): the file as the writers keep it,
 * checked for shape. No file is no note (a pair without breaking changes needs none).
 * @param {string} siteDir
 * @param {string} from
 * @param {string} to
 * @param {string[]} apiKeys the APIs a file may hold notes for (API_SPECS' keys)
 * @returns {MigrationNotes}
 */
export function readMigrationNotes(siteDir, from, to, apiKeys) {
  const file = `${MIGRATION_NOTES_DIR}/${from}-${to}.yaml`;
  const full = path.join(siteDir, file);
  if (!fs.existsSync(full)) return { file, apis: {} };
  let doc;
  try {
    doc = load(fs.readFileSync(full, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${/** @type {Error} */ (error).message}`);
  }
  const problems = [];
  /** @type {Record<string, ApiMigrationNotes>} */
  const apis = {};
  const isMap = (/** @type {unknown} */ v) => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (doc !== null && doc !== undefined && !isMap(doc)) problems.push('the file must map API keys to notes');
  for (const [key, value] of Object.entries(isMap(doc) ? /** @type {object} */ (doc) : {})) {
    if (!apiKeys.includes(key)) {
      problems.push(`${key}: no such API (expected ${apiKeys.join(', ')})`);
      continue;
    }
    if (!isMap(value)) {
      problems.push(`${key}: expected { summary?, operations }`);
      continue;
    }
    const { summary, operations = {}, ...rest } = /** @type {Record<string, unknown>} */ (value);
    for (const extra of Object.keys(rest))
      problems.push(`${key}.${extra}: unknown field (summary, operations)`);
    if (summary !== undefined && (typeof summary !== 'string' || !summary.trim()))
      problems.push(`${key}.summary: expected text`);
    if (!isMap(operations)) problems.push(`${key}.operations: expected operationId: note`);
    /** @type {Record<string, string>} */
    const notes = {};
    for (const [id, note] of Object.entries(isMap(operations) ? /** @type {object} */ (operations) : {})) {
      if (typeof note !== 'string' || !note.trim()) problems.push(`${key}.operations.${id}: expected text`);
      else notes[id] = note.trim();
    }
    apis[key] = { ...(typeof summary === 'string' ? { summary: summary.trim() } : {}), operations: notes };
  }
  if (problems.length) throw new Error(`${file}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return { file, apis };
}

/**
 * What the migration notes lack or hold in excess for one API's changes: every removed operation and every
 * operation with a breaking change needs a note (an added or additive one may have one); a note for an
 * operation that did not change is left from an older draft. One line each, naming the file and the key.
 * @param {ApiChanges} changes
 * @param {ApiMigrationNotes | undefined} notes
 * @param {{ file: string, api: string, from: string, to: string }} where
 * @returns {string[]}
 */
export function migrationNoteProblems(changes, notes, { file, api, from, to }) {
  const written = notes?.operations ?? {};
  const problems = [];
  const needed = [
    ...changes.removed.map((op) => ({ op, why: `is removed in ${to}` })),
    ...changes.changed
      .filter((op) => op.breaking)
      .map((op) => ({
        op,
        why: `changes in a way that can break code written for ${from}: ${breakingSummary(op)}`,
      })),
  ];
  for (const { op, why } of needed)
    if (!written[op.operationId])
      problems.push(
        `${file}: ${api}.operations.${op.operationId}: no migration note, and ${op.operationId} ${why} ` +
          '(say what to change in code that calls it: api/README.md, "Migration notes")',
      );
  const listed = new Set(
    [...changes.added, ...changes.removed, ...changes.changed].map((op) => op.operationId),
  );
  for (const id of Object.keys(written))
    if (!listed.has(id))
      problems.push(
        `${file}: ${api}.operations.${id}: ${id} did not change from ${from} to ${to} (remove the note)`,
      );
  return problems;
}

/** @param {ChangedOperation} op @returns {string} the breaking changes, as the changelog lists them */
function breakingSummary(op) {
  const shown = op.changes
    .filter((c) => c.breaking)
    .slice(0, 3)
    .map((c) => `${c.section} ${c.kind}${c.field ? ` ${c.field}` : ''}${c.detail ? ` (${c.detail})` : ''}`);
  const more = op.changes.filter((c) => c.breaking).length - shown.length;
  return shown.join('; ') + (more > 0 ? `; and ${more} more` : '');
}
