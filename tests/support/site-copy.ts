import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/**
 * A temporary copy of the project for a test that runs a maintainer's command on it (api:generate, version:cut):
 * the files Git tracks (with `untracked`, also the new ones it does not ignore, so work in progress is tried
 * too), with this checkout's node_modules linked. Returns the copy's folder.
 */
export function copySite(prefix: string, { untracked = false }: { untracked?: boolean } = {}): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', ...(untracked ? ['--others', '--exclude-standard'] : []), '-z'],
    { cwd: ROOT, encoding: 'utf8' },
  )
    .split('\0')
    .filter((f) => f && fs.existsSync(path.join(ROOT, f)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(site, file));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'));
  return site;
}
