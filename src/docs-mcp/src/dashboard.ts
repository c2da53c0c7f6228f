/**
 * validate_dashboard: the playground's validation, the same code its Web Worker runs
 * (src/dashboard/worker/handle.ts: JSON syntax, the published JSON Schema with ajv, then the layout and
 * reference checks), with the schema the site publishes (/schemas/dashboard.schema.json) and the demo data
 * catalog the playground passes it.
 */
import { handle } from '../../dashboard/worker/handle';
import { demoCatalog } from '../../dashboard/demo-catalog';
import type { JsonSchema } from '../../dashboard/schema/constants';
import type { ValidationResult } from '../../dashboard/validate';
import { siteJson, type Site } from './site';

export const SCHEMA_PATH = '/schemas/dashboard.schema.json';

export class DashboardValidator {
  private ready: Promise<void> | undefined;
  private nextId = 0;

  constructor(private readonly site: Site) {}

  private init(): Promise<void> {
    this.ready ??= siteJson(this.site, SCHEMA_PATH)
      .then((schema) => {
        const answer = handle({ kind: 'init', schema: schema as JsonSchema, catalog: demoCatalog() });
        if (answer.kind !== 'ready')
          throw new Error(answer.kind === 'failed' ? answer.message : 'no validator');
      })
      .catch((error: unknown) => {
        this.ready = undefined;
        throw error;
      });
    return this.ready;
  }

  async validate(text: string): Promise<ValidationResult> {
    await this.init();
    const answer = handle({ kind: 'validate', id: ++this.nextId, text });
    if (answer.kind === 'failed') throw new Error(answer.message);
    if (answer.kind !== 'result') throw new Error('the validator gave no result');
    // The preview's copy of the document is of no use to an assistant, and may be large.
    delete answer.result.value;
    return answer.result;
  }
}
