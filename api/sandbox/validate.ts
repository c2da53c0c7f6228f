/**
 * ajv over the sandbox model: request bodies against the operation's request schema, responses against its
 * 200 schema, header values against their parameter schema. Validators are compiled on first use, one per
 * operation, so the first request of a page pays for one schema, not a hundred.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { DEFS_ID, type JsonSchema, type SandboxModel } from './types';

/** One invalid field, as the Core API's 400 `details` lists it. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** At most this many problems are reported for one request (ajv with allErrors can find hundreds). */
const MAX_PROBLEMS = 10;

export interface Validators {
  /** Problems of `value` against `schema` (cached by `key`); empty when valid. */
  check(key: string, schema: JsonSchema, value: unknown): FieldProblem[];
}

export function createValidators(model: Pick<SandboxModel, '$defs'>): Validators {
  const ajv = new Ajv2020({
    allErrors: true,
    // OpenAPI schemas use keywords ajv's strict mode does not know (e.g. `discriminator`); they are annotations.
    strict: false,
    validateFormats: true,
    // Each component schema compiles once into its own function, shared by every operation (several times faster).
    inlineRefs: false,
  });
  // "fast" formats: simple regular expressions, linear on long strings (a huge string must not hang the page).
  addFormats(ajv, { mode: 'fast' });
  ajv.addSchema({ $id: DEFS_ID, $defs: model.$defs });
  const cache = new Map<string, ValidateFunction>();
  return {
    check(key, schema, value) {
      let validate = cache.get(key);
      if (!validate) {
        validate = ajv.compile(typeof schema === 'boolean' ? { allOf: [schema] } : schema);
        cache.set(key, validate);
      }
      return validate(value) ? [] : problemsOf(validate.errors ?? []);
    },
  };
}

/** `/properties/name/0` -> `properties.name[0]`. */
export function fieldOf(instancePath: string, child?: string): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) parts.push(child);
  let out = '';
  for (const p of parts) out += /^\d+$/.test(p) ? `[${p}]` : out ? `.${p}` : p;
  return out || '(body)';
}

function messageOf(error: ErrorObject): { field: string; message: string } {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { field: fieldOf(error.instancePath, String(params.missingProperty)), message: 'is required' };
    case 'unevaluatedProperties':
      return {
        field: fieldOf(error.instancePath, String(params.unevaluatedProperty)),
        message: 'is not a documented field',
      };
    case 'additionalProperties':
      return {
        field: fieldOf(error.instancePath, String(params.additionalProperty)),
        message: 'is not a documented field',
      };
    case 'enum':
      return {
        field: fieldOf(error.instancePath),
        message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'const':
      return {
        field: fieldOf(error.instancePath),
        message: `must be ${JSON.stringify(params.allowedValue)}`,
      };
    default:
      return { field: fieldOf(error.instancePath), message: error.message ?? `fails "${error.keyword}"` };
  }
}

function problemsOf(errors: ErrorObject[]): FieldProblem[] {
  const seen = new Set<string>();
  const out: FieldProblem[] = [];
  // The branches of a oneOf/anyOf each report their own errors, then the oneOf itself: keep the specific ones
  // first, the summary only when nothing else names the field.
  for (const error of errors) {
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf' || error.keyword === 'if') continue;
    const problem = messageOf(error);
    const id = `${problem.field}\u0000${problem.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(problem);
    if (out.length >= MAX_PROBLEMS) break;
  }
  if (out.length === 0 && errors.length > 0) out.push(messageOf(errors[0]!));
  return out;
}
