import v8 from 'node:v8';
import vm from 'node:vm';
import type { Plugin } from '@docusaurus/types';

/**
 * Worker heap (bytes) past which an SSG worker thread is replaced by a fresh one. Each worker keeps every page
 * module it has rendered (about 1.3 MB a page on the API pages), and Docusaurus' default, 1 GB, is never
 * reached on this site: two workers grew to 1.5 GB each at 1,407 pages, the build's peak. A fresh worker
 * costs one load of the server bundle (about 60 MB of heap).
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

/** The V8 collector, exposed at run time when Node was not started with --expose-gc. */
export function collector(): () => void {
  if (typeof globalThis.gc === 'function') return globalThis.gc;
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

interface ShutdownHooks {
  hooks: { shutdown: { tap(name: string, fn: () => void): void } };
}

/**
 * Collects once the bundler has shut down. Rspack's compilation lives in native memory (3+ GB at 1,407
 * pages) owned by JS objects that are small on the JS heap, so V8 sees no reason to collect them, and the
 * SSG workers then grew on top of it. The collection runs a second later, when `compile()` has returned and
 * nothing holds the compiler any more (the main thread is then only waiting on the SSG workers).
 */
class CollectAfterBundling {
  apply(compiler: ShutdownHooks): void {
    compiler.hooks.shutdown.tap('build-memory', () => {
      setTimeout(collector(), 1000).unref();
    });
  }
}

/** A large build's memory: the bundler's freed before SSG, and SSG workers that do not keep every page. */
export default function buildMemoryPlugin(): Plugin {
  // The module object itself, to set its values: an import binding is read-only.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  applySsgSettings(require('@docusaurus/core/lib/ssg/ssgEnv') as SsgEnv);
  return {
    name: 'build-memory',
    configureWebpack: (config, isServer) =>
      isServer || config.mode !== 'production' ? {} : { plugins: [new CollectAfterBundling()] },
  };
}
