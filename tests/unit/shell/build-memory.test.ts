import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import buildMemoryPlugin, { API_DATA_RULE } from '../../../plugins/build-memory';
import { passes, SSG_WORKER_RECYCLE_BYTES } from '../../../scripts/build.mjs';

const ROOT = path.resolve(__dirname, '../../..');

describe('build-memory: SSG workers recycled through the environment npm run build gives Docusaurus', () => {
  it('renders with a 300 MB recycling limit instead of 1 GB (never reached: the build peak); a set value wins', () => {
    const rendering = passes({}, 1).find((pass) => pass.name === 'rendering')!;
    expect(rendering.env.DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY).toBe(
      String(SSG_WORKER_RECYCLE_BYTES),
    );
    expect(SSG_WORKER_RECYCLE_BYTES).toBeLessThan(1_000_000_000);
    const chosen = passes({ DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY: '123' }, 1);
    expect(chosen.map((pass) => pass.env.DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY)).toEqual([
      '123',
      '123',
    ]);
  });

  it('bundles without rspack\u2019s persistent cache unless DOCS_BUNDLER_CACHE says on: the site config reads it', () => {
    expect(passes({}, 1).map((pass) => pass.env.DOCS_BUNDLER_CACHE)).toEqual(['off', 'off']);
    expect(passes({ DOCS_BUNDLER_CACHE: 'on' }, 1).map((pass) => pass.env.DOCS_BUNDLER_CACHE)).toEqual([
      'on',
      'on',
    ]);
    // As Docusaurus loads the config: the cache off for `npm run build`, kept by default (`docusaurus start`).
    const faster = (env: NodeJS.ProcessEnv) =>
      JSON.parse(
        execFileSync(
          process.execPath,
          [
            '-e',
            "require('@docusaurus/core/lib/server/config').loadSiteConfig({ siteDir: process.cwd() })" +
              '.then((c) => console.log(JSON.stringify(c.siteConfig.future.faster)))',
          ],
          { cwd: ROOT, env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' },
        ),
      ) as Record<string, boolean>;
    const bundling = passes({}, 1)[0]!;
    expect(faster({ DOCS_BUNDLER_CACHE: bundling.env.DOCS_BUNDLER_CACHE })).toMatchObject({
      rspackPersistentCache: false,
      rspackBundler: true,
      ssgWorkerThreads: true,
    });
    expect(faster({}).rspackPersistentCache).toBe(true);
  });

  it('is read by the installed @docusaurus/core (fails when an upgrade renames the variable)', () => {
    const rendering = passes({ PATH: process.env.PATH }, 1).find((pass) => pass.name === 'rendering')!;
    const read = execFileSync(
      process.execPath,
      ['-p', "require('@docusaurus/core/lib/ssg/ssgEnv').SSGWorkerThreadRecyclerMaxMemory"],
      { cwd: ROOT, env: rendering.env, encoding: 'utf8' },
    ).trim();
    expect(`DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY read as ${read}`).toBe(
      `DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY read as ${SSG_WORKER_RECYCLE_BYTES}`,
    );
  });
});

/** A module in rspack's stats; a concatenated module lists the modules inlined into it. */
interface StatsModule {
  name?: string;
  moduleType?: string;
  modules?: StatsModule[];
}

/** What the tests use of a finished rspack build. */
interface Stats {
  hasErrors(): boolean;
  toString(options: object): string;
  toJson(options: object): { errors?: { message: string }[]; modules?: StatsModule[] };
}

/** What the tests use of rspack's compiler. */
interface Compiler {
  run(done: (error: Error | null, stats?: Stats) => void): void;
}

/** The bundler Docusaurus builds with (a dependency of @docusaurus/core, not of this site). */
function docusaurusRspack(): (config: object) => Compiler {
  const fromDocusaurus = createRequire(require.resolve('@docusaurus/core/package.json'));
  return (fromDocusaurus('@rspack/core') as { rspack: (config: object) => Compiler }).rspack;
}

describe('build-memory: the server bundle has one copy of what its pages share', () => {
  /**
   * Builds, for Node as Docusaurus builds its server bundle (`splitChunks: false`, no minifier), an entry that
   * lazily loads two "pages" importing the same module; returns how many output files contain that module.
   */
  async function copiesOfShared(siteConfig: { optimization?: object }): Promise<number> {
    const rspack = docusaurusRspack();
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

  it("leaves the browser bundle's chunks to Docusaurus and plugins/page-weight", () => {
    const plugin = buildMemoryPlugin();
    const clientConfig = plugin.configureWebpack?.({} as never, false, {} as never, {} as never) ?? {};
    expect(clientConfig).not.toHaveProperty('optimization');
  });
});

describe('build-memory: an API page data file is a JavaScript module of one JSON.parse string', () => {
  // Every character a JSON string can hold that a quoted JavaScript string treats differently.
  const panel = {
    api: 'core',
    samples: [{ code: 'curl -X POST \'https://api.example/x\' \\\n  --data-raw \'{"a": "b\\\\c"}\'' }],
    text: 'line\u2028separator </script> \u00e9 \u{1f600}',
    nested: { list: [1, 2.5, -3e-7, true, false, null], empty: {} },
  };
  const schema = { title: 'Body', body: { required: true, "it's": ['\\', "'", '"'] } };

  /** Bundles a page that re-exports its panel and spreads its schema, as the generated MDX does; returns what
   * the page exports, the type rspack gave each data file, and the build's errors. */
  async function bundle(rules: object[], files: Record<string, string>) {
    const rspack = docusaurusRspack();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-data-'));
    try {
      for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
      fs.writeFileSync(
        path.join(dir, 'page.js'),
        'export { default as apiPanel } from "./p.ApiPanel.json";\n' +
          'export const schemaProps = {...require("./p.RequestSchema.json")};\n',
      );
      const compiler = rspack({
        mode: 'production',
        target: 'node',
        context: dir,
        entry: './page.js',
        output: { path: path.join(dir, 'out'), library: { type: 'commonjs2' } },
        optimization: { minimize: true },
        module: { rules },
      });
      const stats = await new Promise<Stats>((resolve, reject) =>
        compiler.run((error, s) => (error ? reject(error) : resolve(s!))),
      );
      const json = stats.toJson({ errors: true, modules: true, nestedModules: true });
      const types = Object.fromEntries(
        (json.modules ?? [])
          .flatMap((m) => [m, ...(m.modules ?? [])])
          .filter((m) => /\.json$/.test(m.name ?? ''))
          .map((m) => [path.basename(m.name!), m.moduleType]),
      );
      if (stats.hasErrors()) return { errors: (json.errors ?? []).map((e) => e.message).join('\n'), types };
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const page = require(path.join(dir, 'out', 'main.js')) as { apiPanel: unknown; schemaProps: unknown };
      return { page: { apiPanel: page.apiPanel, schemaProps: page.schemaProps }, types, errors: '' };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  const files = {
    // As the generator writes them: indented, with a trailing newline.
    'p.ApiPanel.json': JSON.stringify(panel, null, 2) + '\n',
    'p.RequestSchema.json': JSON.stringify(schema, null, 2) + '\n',
  };

  it("gives the page the same values as rspack's JSON modules, without making them JSON modules", async () => {
    const plain = await bundle([], files);
    const withRule = await bundle([API_DATA_RULE], files);
    expect(plain.page).toEqual({ apiPanel: panel, schemaProps: schema });
    expect(withRule.page).toEqual(plain.page);
    expect(plain.types).toEqual({ 'p.ApiPanel.json': 'json', 'p.RequestSchema.json': 'json' });
    expect(withRule.types).toEqual({
      'p.ApiPanel.json': 'javascript/auto',
      'p.RequestSchema.json': 'javascript/auto',
    });
    // Real rspack builds (not a timing assertion).
  }, 60_000);

  it('fails the build on a data file that is not JSON, naming the file', async () => {
    const broken = await bundle([API_DATA_RULE], {
      ...files,
      'p.RequestSchema.json': '{"title": "Body",}\n',
    });
    expect(broken.errors).toMatch(/p\.RequestSchema\.json is not valid JSON: .*double-quoted property name/);
  }, 60_000);

  it("applies to the plugin's data files only, on both sides of the build", () => {
    const plugin = buildMemoryPlugin();
    for (const isServer of [false, true]) {
      const config = plugin.configureWebpack?.({} as never, isServer, {} as never, {} as never) as {
        module?: { rules?: unknown[] };
      };
      expect(config.module?.rules).toEqual([API_DATA_RULE]);
    }
    const matches = (file: string) => API_DATA_RULE.test.test(file);
    expect(
      ['a.ApiPanel.json', 'list-x-2.RequestSchema.json', 'b.StatusCodes.json', 'c.ParamsDetails.json'].every(
        matches,
      ),
    ).toBe(true);
    expect(['package.json', 'config.json', 'sidebar.json', 'a.apipanel.json'].some(matches)).toBe(false);
  });
});
