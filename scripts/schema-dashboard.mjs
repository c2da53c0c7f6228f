#!/usr/bin/env node
/**
 * Writes the published dashboard JSON schema (static/schemas/dashboard.schema.json) from the chart item
 * runtime's definitions: `npm run schema:dashboard`. Run it after changing src/viz-item/definitions or
 * src/dashboard/schema/build.ts; tests/unit/dashboard/schema.test.ts fails while the committed file is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The schema builder is TypeScript shared with the site; jiti compiles it on the fly.
const jiti = createJiti(import.meta.url);
const { SCHEMA_FILE, schemaFileText } = await jiti.import('../src/dashboard/schema/file.ts');

const file = path.join(siteDir, SCHEMA_FILE);
const text = schemaFileText();
const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
if (before === text) {
  console.log(`${SCHEMA_FILE} is up to date.`);
} else {
  fs.writeFileSync(file, text);
  console.log(`Wrote ${SCHEMA_FILE} (${Buffer.byteLength(text)} bytes).`);
}
