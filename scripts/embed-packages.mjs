#!/usr/bin/env node
/**
 * The embed packages' library build and their npm tarballs (src/embed/README.md):
 *   node scripts/embed-packages.mjs <siteOutDir>   -> <siteOutDir>/packages/{docsVersion}/*.tgz
 * `npm run build` calls it on the folder it built, so the site serves the packages its examples install, and
 * copies the tarballs of older docs versions beside them (versioned_packages/{version}/, written by
 * `npm run version:cut` when it freezes a version).
 *
 * Each package is built into a folder of its own (esbuild for the JavaScript, TypeScript for the declarations),
 * given a package.json whose `exports` name the built files, and packed with `npm pack`. @quantaloop/embed
 * bundles the chart item runtime (@quantaloop/viz-item, ECharts and the demo data), split so that a page loads
 * ECharts' modules as its charts need them; @quantaloop/react-embed leaves React and @quantaloop/embed to the
 * reader's project (peer dependencies).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';
import { PUBLISHED, currentDocsVersion, packagesPath, tarballName } from '../src/embed/published.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What each package's build takes: its entries (source file -> dist name) and what stays outside its bundle.
 * @type {Record<import('../src/embed/published.mjs').PackageKey, { entries: Record<string, string>, external: string[] }>}
 */
const BUILDS = {
  embed: { entries: { index: 'index.ts', types: 'types.ts' }, external: [] },
  reactEmbed: {
    entries: { index: 'index.tsx' },
    external: ['react', 'react/jsx-runtime', 'react-dom', '@quantaloop/embed'],
  },
};

/**
 * The published manifest: the workspace one with `exports`, `types` and `sideEffects` naming the built files.
 * @param {Record<string, any>} source
 * @param {Record<string, string>} entries
 */
export function publishedManifest(source, entries) {
  const exports = Object.fromEntries(
    Object.keys(entries).map((name) => [
      name === 'index' ? '.' : `./${name}`,
      { types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` },
    ]),
  );
  const manifest = {
    name: source.name,
    version: source.version,
    description: source.description,
    license: source.license,
    type: 'module',
    exports,
    main: './dist/index.js',
    types: './dist/index.d.ts',
    // The entry registers the custom elements when imported (embed); the React components have none.
    sideEffects: Array.isArray(source.sideEffects) ? ['./dist/index.js'] : false,
    files: ['dist', 'README.md'],
    peerDependencies: source.peerDependencies,
  };
  return JSON.parse(JSON.stringify(manifest));
}

/**
 * The declarations of a package's entries, written into `outDir`: only the package's own files (the workspace
 * packages it imports are resolved by name in the reader's project).
 * @param {string} pkgDir
 * @param {string[]} entryFiles
 * @param {string} outDir
 */
function declarations(pkgDir, entryFiles, outDir, paths) {
  const program = ts.createProgram(
    entryFiles.map((f) => path.join(pkgDir, f)),
    {
      declaration: true,
      emitDeclarationOnly: true,
      strict: true,
      skipLibCheck: true,
      jsx: ts.JsxEmit.ReactJSX,
      target: ts.ScriptTarget.ES2020,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      resolveJsonModule: true,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      rootDir: pkgDir,
      outDir,
      paths,
    },
  );
  const problems = ts.getPreEmitDiagnostics(program).filter((d) => d.file?.fileName.startsWith(pkgDir));
  if (problems.length > 0) {
    const text = problems.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n');
    throw new Error(`embed-packages: type errors in ${path.relative(ROOT, pkgDir)}:\n${text}`);
  }
  let written = 0;
  program.emit(undefined, (fileName, text) => {
    if (!path.resolve(fileName).startsWith(outDir + path.sep)) return;
    fs.mkdirSync(path.dirname(fileName), { recursive: true });
    fs.writeFileSync(fileName, text);
    written++;
  });
  if (written === 0) throw new Error(`embed-packages: no declarations written for ${pkgDir}`);
}

/**
 * Builds one package into `stage` (package.json, README.md, dist/).
 * @param {import('../src/embed/published.mjs').PackageKey} key
 * @param {string} stage
 * @param {string} [pkgDir] its sources (a backfill builds a rewritten copy)
 * @param {Record<string, string[]>} [paths] TypeScript `paths` for the declarations
 */
export async function buildPackage(key, stage, pkgDir = path.join(ROOT, PUBLISHED[key]), paths = {}) {
  const { entries, external } = BUILDS[key];
  const dist = path.join(stage, 'dist');
  await build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, file]) => [name, path.join(pkgDir, file)]),
    ),
    outdir: dist,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    chunkNames: 'chunks/[name]-[hash]',
    external,
    jsx: 'automatic',
    mainFields: ['browser', 'module', 'main'],
    // The reader's bundler does the minifying; ECharts' development checks are left out here.
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'eof',
    logLevel: 'warning',
  });
  declarations(pkgDir, Object.values(entries), dist, paths);
  const source = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  fs.writeFileSync(
    path.join(stage, 'package.json'),
    JSON.stringify(publishedManifest(source, entries), null, 2) + '\n',
  );
  fs.copyFileSync(path.join(pkgDir, 'README.md'), path.join(stage, 'README.md'));
  return source;
}

/** Where `npm run version:cut` keeps the tarballs of the versions it froze, one folder per version. */
export const VERSIONED_PACKAGES = 'versioned_packages';

/**
 * Docs versions older than the first served packages, and how their packages are made from today's sources:
 * 3.0 renamed one input, `filterContext` to `contextId` (docs/component-references--visualization-item.mdx), so
 * the types and the React component get the old name back and the element is the 2.x one
 * (src/viz-item/compat-2x.ts). `node scripts/embed-packages.mjs --backfill 2.x` builds them once into
 * versioned_packages/2.x/, frozen there like a cut version's. Each rewrite must still match the sources, or the
 * backfill stops naming it.
 * @type {Record<string, { version: string, rewrites: Partial<Record<import('../src/embed/published.mjs').PackageKey, Record<string, [RegExp | string, string][]>>> }>}
 */
export const BACKFILLS = {
  '2.x': {
    version: '2.0.0',
    rewrites: {
      embed: {
        'types.ts': [[/\bcontextId\b/g, 'filterContext']],
        'runtime.ts': [
          [
            "import { defineVizItem } from '@quantaloop/viz-item';",
            "import { defineVizItem2x } from '@quantaloop/viz-item/compat-2x';",
          ],
          ['void defineVizItem();', 'void defineVizItem2x();'],
        ],
        'README.md': [[/context-id=/g, 'filter-context=']],
      },
      reactEmbed: { 'index.tsx': [[/'contextId'/g, "'filterContext'"]] },
    },
  },
};

/**
 * A copy of each package's sources with a backfill's rewrites, version and peer versions, inside node_modules
 * (so that the copies resolve the workspace packages and their dependencies as the sources do).
 * @param {string} docsVersion a key of BACKFILLS
 * @returns {{ dirs: Record<string, string>, paths: Record<string, string[]> }}
 */
function backfillSources(docsVersion) {
  const backfill = BACKFILLS[docsVersion];
  if (!backfill)
    throw new Error(
      `embed-packages: no backfill for ${docsVersion} (known: ${Object.keys(BACKFILLS).join(', ')})`,
    );
  const root = path.join(ROOT, 'node_modules/.cache/embed-backfill', docsVersion);
  fs.rmSync(root, { recursive: true, force: true });
  /** @type {Record<string, string>} */
  const dirs = {};
  for (const [key, folder] of Object.entries(PUBLISHED)) {
    const dir = path.join(root, key);
    fs.cpSync(path.join(ROOT, folder), dir, { recursive: true });
    for (const [file, rules] of Object.entries(
      backfill.rewrites[/** @type {keyof typeof PUBLISHED} */ (key)] ?? {},
    )) {
      let text = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [pattern, replacement] of rules) {
        const found = typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
        if (!found)
          throw new Error(
            `embed-packages: the ${docsVersion} backfill's rewrite ${pattern} no longer matches ${folder}/${file}`,
          );
        if (typeof pattern === 'string') text = text.replaceAll(pattern, replacement);
        else text = text.replace(pattern, replacement);
      }
      fs.writeFileSync(path.join(dir, file), text);
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    // The README's install line names the backfill's tarballs.
    const readme = path.join(dir, 'README.md');
    fs.writeFileSync(
      readme,
      fs
        .readFileSync(readme, 'utf8')
        .replaceAll(`/${packagesPath(currentDocsVersion(ROOT))}/`, `/${packagesPath(docsVersion)}/`)
        .replaceAll(`-${manifest.version}.tgz`, `-${backfill.version}.tgz`),
    );
    manifest.version = backfill.version;
    if (manifest.peerDependencies?.['@quantaloop/embed'])
      manifest.peerDependencies['@quantaloop/embed'] = backfill.version;
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
    dirs[key] = dir;
  }
  // The React component's declarations are checked against the rewritten element types, not today's.
  return { dirs, paths: { '@quantaloop/embed': [path.join(dirs.embed, 'index.ts')] } };
}

/**
 * Builds and packs every published package into `target`: from today's sources, or a backfill's.
 * @param {string} target
 * @param {string} [backfill] a docs version of BACKFILLS
 * @returns {Promise<string[]>} the tarballs written
 */
export async function packPackages(target, backfill) {
  fs.mkdirSync(target, { recursive: true });
  const sources = backfill ? backfillSources(backfill) : null;
  const written = [];
  for (const key of /** @type {(keyof typeof PUBLISHED)[]} */ (Object.keys(PUBLISHED))) {
    const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'embed-package-'));
    try {
      const source = sources
        ? await buildPackage(key, stage, sources.dirs[key], sources.paths)
        : await buildPackage(key, stage);
      const packed = spawnSync('npm', ['pack', '--silent', '--pack-destination', target], {
        cwd: stage,
        encoding: 'utf8',
      });
      const file = path.join(target, tarballName(source));
      if (packed.status !== 0 || !fs.existsSync(file))
        throw new Error(
          `embed-packages: npm pack failed for ${source.name}: ${packed.stderr || packed.stdout}`,
        );
      written.push(file);
    } finally {
      fs.rmSync(stage, { recursive: true, force: true });
    }
  }
  return written;
}

/**
 * The site's packages: the current docs version's, built and packed into `<outDir>/packages/{version}/`, and
 * each older version's frozen tarballs copied beside them.
 * @param {string} outDir
 * @returns {Promise<string[]>} the tarballs in the site
 */
export async function writePackages(outDir) {
  const written = await packPackages(path.join(outDir, packagesPath(currentDocsVersion(ROOT))));
  const frozen = path.join(ROOT, VERSIONED_PACKAGES);
  for (const version of fs.existsSync(frozen) ? fs.readdirSync(frozen) : []) {
    const target = path.join(outDir, packagesPath(version));
    fs.mkdirSync(target, { recursive: true });
    for (const file of fs.readdirSync(path.join(frozen, version)).filter((f) => f.endsWith('.tgz'))) {
      fs.copyFileSync(path.join(frozen, version, file), path.join(target, file));
      written.push(path.join(target, file));
    }
  }
  return written;
}

if (
  process.argv[1] &&
  fileURLToPath(import.meta.url) === path.resolve(process.argv[1]) &&
  process.argv[2] === '--backfill'
) {
  const version = process.argv[3] ?? '';
  packPackages(path.join(ROOT, VERSIONED_PACKAGES, version), version).then(
    (files) => console.log(`embed-packages: ${files.map((f) => path.relative(ROOT, f)).join(', ')}`),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
} else if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const outDir = path.resolve(process.argv[2] ?? 'build');
  const started = Date.now();
  writePackages(outDir).then(
    (files) => {
      const sizes = files.map(
        (f) => `${path.relative(outDir, f)} (${(fs.statSync(f).size / 1024).toFixed(0)} KiB)`,
      );
      console.log(`embed-packages: ${sizes.join(', ')} in ${Date.now() - started} ms`);
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
