import { applySsgSettings, SSG_WORKER_RECYCLE_BYTES } from '../../../plugins/build-memory';

describe('build-memory: the SSG settings Docusaurus reads from its environment module', () => {
  it('recycles SSG workers at 300 MB of heap instead of 1 GB (never reached: the build peak)', () => {
    const ssgEnv = { SSGWorkerThreadRecyclerMaxMemory: 1_000_000_000 };
    applySsgSettings(ssgEnv, {});
    expect(ssgEnv.SSGWorkerThreadRecyclerMaxMemory).toBe(SSG_WORKER_RECYCLE_BYTES);
    expect(SSG_WORKER_RECYCLE_BYTES).toBeLessThan(1_000_000_000);
  });

  it('leaves an explicit environment variable to win (bench/scale compares settings with it)', () => {
    const ssgEnv = { SSGWorkerThreadRecyclerMaxMemory: 123 };
    applySsgSettings(ssgEnv, { DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY: '123' });
    expect(ssgEnv.SSGWorkerThreadRecyclerMaxMemory).toBe(123);
  });

  it('stops the build with a clear message when a Docusaurus upgrade renamed the setting', () => {
    expect(() => applySsgSettings({} as never, {})).toThrow(
      /no longer exports SSGWorkerThreadRecyclerMaxMemory/,
    );
  });

  it('finds the setting in the installed @docusaurus/core', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const ssgEnv = require('@docusaurus/core/lib/ssg/ssgEnv') as {
      SSGWorkerThreadRecyclerMaxMemory: unknown;
    };
    expect(typeof ssgEnv.SSGWorkerThreadRecyclerMaxMemory).toBe('number');
  });
});
