import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A value the first of `npm run build`'s two processes computes and the second reads (scripts/build.mjs gives
 * both DOCS_BUILD_PASS_CACHE, a folder of their own that it removes after the build). Both load the site, and
 * drawing the gallery's pictures is most of a load: 8 of its 10 s on this site. The value must be plain JSON.
 * It is stored under `name` and a hash of `key`, which must hold what the value is computed from, so that a
 * value is only read for the same inputs. Without the variable (`docusaurus build`, `start`), it is computed.
 * A missing or unreadable file is computed again.
 */
export async function passCached<T>(
  name: string,
  key: unknown,
  compute: () => Promise<T>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<T> {
  const dir = env.DOCS_BUILD_PASS_CACHE;
  if (!dir) return compute();
  const hash = createHash('sha256').update(JSON.stringify(key)).digest('hex').slice(0, 16);
  const file = path.join(dir, `${name}-${hash}.json`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    // Not written yet (the first process), or cut short: computed, as without a cache.
  }
  const value = await compute();
  // Written whole or not at all: the other process never reads half a file.
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, JSON.stringify(value));
  fs.renameSync(partial, file);
  return value;
}
