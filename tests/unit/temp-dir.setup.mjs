/**
 * Jest's global setup (with temp-dir.teardown.mjs): every temporary folder a test makes (`fs.mkdtempSync` in
 * `os.tmpdir()`, and in the scripts it runs) goes in one folder for the run, which the teardown removes. Tests
 * that generate sites and OpenAPI files left about 30 MB in /tmp on each run. The workers start after this, with
 * its environment.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup() {
  process.env.TMPDIR = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-jest-'));
}
