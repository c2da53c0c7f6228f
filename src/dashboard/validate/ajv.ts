/** The ajv instance for the dashboard schema: draft 2020-12, every error, the formats the schema uses. */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { ANNOTATION_KEYWORDS, type JsonSchema } from '../schema/constants';
import { isCssColor } from './color';

export type { ErrorObject };

export function compileDashboardSchema(schema: JsonSchema): ValidateFunction {
  // inlineRefs: false keeps the generated code (and the compile time in the worker) several times smaller.
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    inlineRefs: false,
    strictSchema: true,
    strictNumbers: true,
    strictTuples: false,
    strictTypes: false,
    strictRequired: false,
    allowUnionTypes: true,
  });
  addFormats(ajv, ['uri-reference', 'uri']);
  ajv.addFormat('color', { type: 'string', validate: isCssColor });
  ajv.addVocabulary([...ANNOTATION_KEYWORDS]);
  return ajv.compile(schema);
}
