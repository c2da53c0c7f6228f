import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import buildMemoryPlugin, { applySsgSettings, SSG_WORKER_RECYCLE_BYTES } from '../../../plugins/build-memory';

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

/** What the test uses of rspack's compiler. */
interface Compiler {
  run(
    done: (error: Error | null, stats?: { hasErrors(): boolean; toString(options: object): string }) => void,
  ): void;
}

describe('build-memory: the server bundle has one copy of what its pages share', () => {
  /**
   * Builds, for Node as Docusaurus builds its server bundle (`splitChunks: false`, no minifier), an entry that
   * lazily loads two "pages" importing the same module; returns how many output files contain that module.
   */
  async function copiesOfShared(siteConfig: { optimization?: object }): Promise<number> {
    // The bundler Docusaurus builds with (a dependency of @docusaurus/core, not of this site).
    const fromDocusaurus = createRequire(require.resolve('@docusaurus/core/package.json'));
    const { rspack } = fromDocusaurus('@rspack/core') as { rspack: (config: object) => Compiler };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-split-'));
    const write = (name: string, code: string) => fs.writeFileSync(path.join(dir, name), code);
    write('entry.js', "export const pages = [() => import('./a.js'), () => import('./b.js')];\n");
    write('a.js', "import theme from './theme.js';\nexport default theme('a');\n");
    write('b.js', "import theme from './theme.js';\nexport default theme('b');\n");
    write('theme.js', 'export default (page) => `THEME_MODULE ${page}`;\n');
    const base = {
      mode: 'production',
      target: 'node',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'out'), libraryTarget: 'commonjs2' },
      optimization: { minimize: false, splitChunks: false },
    };
    // As Docusaurus' webpack-merge does for this key: the plugin's splitChunks replaces `false`.
    const config = { ...base, optimization: { ...base.optimization, ...siteConfig.optimization } };
    const compiler = rspack(config);
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats!.toString({})));
        else resolve();
      }),
    );
    const files = fs.readdirSync(path.join(dir, 'out'));
    const copies = files.filter((f) =>
      fs.readFileSync(path.join(dir, 'out', f), 'utf8').includes('THEME_MODULE'),
    ).length;
    fs.rmSync(dir, { recursive: true, force: true });
    return copies;
  }

  it('puts a module two pages import in one shared chunk (Docusaurus alone copies it into each page)', async () => {
    const plugin = buildMemoryPlugin();
    const serverConfig = plugin.configureWebpack?.({} as never, true, {} as never, {} as never) ?? {};
    expect(await copiesOfShared({})).toBe(2);
    expect(await copiesOfShared(serverConfig as { optimization?: object })).toBe(1);
    // Two real rspack builds: loading the bundler takes seconds on a busy machine (not a timing assertion).
  }, 60_000);

  it('leaves the browser bundle to Docusaurus and plugins/page-weight', () => {
    const plugin = buildMemoryPlugin();
    expect(plugin.configureWebpack?.({} as never, false, {} as never, {} as never) ?? {}).toEqual({});
  });
});
