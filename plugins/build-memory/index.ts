import type { Plugin } from '@docusaurus/types';

/**
 * Worker heap (bytes) past which an SSG worker thread is replaced by a fresh one. Each worker keeps every page
 * module it has rendered (about 1.3 MB a page on the API pages), and Docusaurus' default, 1 GB, was not
 * reached at 1,407 pages while each worker held up to 890 MB of heap: the two were the build's peak. A fresh
 * worker costs one load of the server bundle (2-3 s, 44 MB of heap). Measured: bench/scale/RESULTS.md.
 */
export const SSG_WORKER_RECYCLE_BYTES = 300_000_000;

/** The SSG settings Docusaurus reads from the environment (@docusaurus/core lib/ssg/ssgEnv.js). */
interface SsgEnv {
  SSGWorkerThreadRecyclerMaxMemory: number;
}

/**
 * Applies the site's SSG settings. Docusaurus reads them from the environment when its build command loads,
 * before this config exists, so setting `process.env` here would come too late: the values it read are set
 * on its module instead, which it reads when it starts the workers. An explicit environment variable wins
 * (`DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY=...`, e.g. to compare settings in bench/scale).
 */
export function applySsgSettings(ssgEnv: SsgEnv, env: NodeJS.ProcessEnv = process.env): void {
  if (typeof ssgEnv.SSGWorkerThreadRecyclerMaxMemory !== 'number')
    throw new Error(
      'build-memory: @docusaurus/core/lib/ssg/ssgEnv no longer exports SSGWorkerThreadRecyclerMaxMemory; ' +
        'see plugins/build-memory/README.md',
    );
  if (env.DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY === undefined)
    ssgEnv.SSGWorkerThreadRecyclerMaxMemory = SSG_WORKER_RECYCLE_BYTES;
}

/** A large build's memory: SSG workers that do not keep every page they rendered. */
export default function buildMemoryPlugin(): Plugin {
  // The module object itself, to set its values: an import binding is read-only.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  applySsgSettings(require('@docusaurus/core/lib/ssg/ssgEnv') as SsgEnv);
  return { name: 'build-memory' };
}
