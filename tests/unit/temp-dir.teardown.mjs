/** Jest's global teardown: removes the run's temporary folder (temp-dir.setup.mjs). */
import fs from 'node:fs';
import path from 'node:path';

export default function teardown() {
  const dir = process.env.TMPDIR;
  if (dir && path.basename(dir).startsWith('docs-jest-')) fs.rmSync(dir, { recursive: true, force: true });
}
