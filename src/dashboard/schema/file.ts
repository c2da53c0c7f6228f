/**
 * The published schema file (static/schemas/dashboard.schema.json): buildDashboardSchema()'s output as the
 * site serves it. `npm run schema:dashboard` (scripts/schema-dashboard.mjs) writes it;
 * tests/unit/dashboard/schema.test.ts fails while the committed file differs from it.
 */
import { buildDashboardSchema, SCHEMA_PATH } from './build';

/** Relative to the site directory. */
export const SCHEMA_FILE = `static${SCHEMA_PATH}`;

export function schemaFileText(): string {
  return `${JSON.stringify(buildDashboardSchema(), null, 2)}\n`;
}
