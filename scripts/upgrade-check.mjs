/**
 * `npm run upgrade:check`: would the newest Docusaurus 3.x and OpenAPI docs plugin/theme (same major as ours)
 * still work here? Tries it in a throwaway copy of the project, never in this checkout:
 *
 * 1. clones the repository into a temporary directory and copies the tracked files over it as they are in the
 *    work tree (uncommitted edits included);
 * 2. pins every @docusaurus/* package to the newest 3.x and docusaurus-plugin-openapi-docs/-theme to the newest
 *    release of our major, and installs (npm install, from npm's cache where it can);
 * 3. applies each patch of patches/ on its own with patch-package (a failed patch is reported with its output);
 * 4. checks the ejected theme copies against the new published files (scripts/ejected-copies.mjs, as the unit
 *    test does against the installed ones);
 * 5. checks that every import of an upgraded package's internal `lib/` files still resolves (and, for
 *    `const { a, b } = require('…/lib/…')`, still exports those names);
 * 6. runs the site build (`npm run build`).
 *
 * Prints a Markdown table (item, status, detail) and exits 1 if anything broke. Options: --docusaurus=<version>
 * and --openapi=<version> try a given release instead of the newest; --no-build stops before the build (a quick
 * look at the patches, copies and imports); --keep keeps the directory (it is kept anyway when something broke,
 * for a look). Needs the npm registry; takes 5-20 minutes (install and build).
 * Set DOCUSAURUS_NO_PERSISTENT_CACHE=1 on a machine where others build too.
 */
import { execFileSync, spawnSync } from 'node:child_process';
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

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const current = { docusaurus: pkg.dependencies['@docusaurus/core'], openapi: pkg.dependencies[OPENAPI[0]] };
const target = {
  docusaurus: option('docusaurus') ?? newest('@docusaurus/core@3'),
  openapi: option('openapi') ?? newest(`${OPENAPI[0]}@${current.openapi.split('.')[0]}`),
};
row('@docusaurus/*', null, `${current.docusaurus} -> ${target.docusaurus}`);
row('docusaurus-plugin/theme-openapi-docs', null, `${current.openapi} -> ${target.openapi}`);

// 1. The copy: a clone (the build reads each page's last update from Git), then the work tree's tracked files
// over it, so uncommitted edits are tried too.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-check-'));
console.error(`[upgrade:check] working in ${dir}`);
const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
execFileSync('git', ['clone', '--quiet', '--shared', '--no-checkout', ROOT, dir]);
execFileSync('git', ['checkout', '--quiet', '--detach', head], { cwd: dir });
const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
for (const file of files) {
  if (!fs.existsSync(path.join(ROOT, file))) continue; // deleted in the work tree, not yet committed
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
}

// 2. The pins and the install (patch-package runs below, one patch at a time, instead of as postinstall).
const next = structuredClone(pkg);
for (const deps of [next.dependencies, next.devDependencies]) {
  for (const name of Object.keys(deps)) {
    if (name.startsWith('@docusaurus/')) deps[name] = target.docusaurus;
    else if (OPENAPI.includes(name)) deps[name] = target.openapi;
  }
}
delete next.scripts.postinstall;
fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(next, null, 2)}\n`);
const install = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], dir);
fs.writeFileSync(path.join(dir, 'upgrade-install.log'), install.output);
const engineWarnings = install.output
  .split('\n')
  .filter((l) => l.includes('EBADENGINE') && l.includes('package'));
// npm's own error lines (a peer conflict names both sides), without the blank ones.
const npmErrors = install.output.split('\n').filter((l) => /^npm error \S/.test(l));
row(
  'npm install',
  install.ok,
  install.ok
    ? `${engineWarnings.length} EBADENGINE warnings`
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

  // 5. Imports of the upgraded packages' internal files.
  const LIB = /['"]((?:@docusaurus\/[\w.-]+|docusaurus-(?:plugin|theme)-openapi-docs)\/lib\/[^'"]+)['"]/g;
  const grep = run(
    'git',
    [
      'grep',
      '-nE',
      '(@docusaurus/[a-z-]+|docusaurus-(plugin|theme)-openapi-docs)/lib/',
      '--',
      ':!patches',
      ':!*.md',
      ':!package-lock.json',
      ':!scripts/ejected-copies.mjs', // the published files it names are checked above
    ],
    ROOT,
  );
  const requireFrom = createRequire(path.join(dir, 'package.json'));
  const checked = new Set();
  for (const line of grep.output.split('\n').filter(Boolean)) {
    const file = line.split(':')[0];
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const [, spec] of source.matchAll(LIB)) {
      if (checked.has(`${file} ${spec}`)) continue;
      checked.add(`${file} ${spec}`);
      let resolved;
      try {
        resolved = requireFrom.resolve(spec);
      } catch (error) {
        row(`import ${spec}`, false, `${file}: ${error.code ?? error.message}`);
        continue;
      }
      // Names taken by destructuring a require() must still be exported.
      const names = [...source.matchAll(/const\s*\{([^}]+)\}\s*=\s*require\(\s*['"]([^'"]+)['"]\s*\)/g)]
        .filter((m) => m[2] === spec)
        .flatMap((m) =>
          m[1]
            .split(',')
            .map((n) => n.split(':')[0].trim())
            .filter(Boolean),
        );
      const missing = names.length ? names.filter((n) => !(n in requireFrom(resolved))) : [];
      row(
        `import ${spec}`,
        missing.length === 0,
        missing.length
          ? `${file}: no longer exports ${missing.join(', ')}`
          : `${file}: resolves${names.length ? `, exports ${names.join(', ')}` : ''}`,
      );
    }
  }

  // 6. The build.
}
if (install.ok && !process.argv.includes('--no-build')) {
  const started = Date.now();
  const build = run('npm', ['run', 'build'], dir, { DOCUSAURUS_NO_PERSISTENT_CACHE: '1' });
  fs.writeFileSync(path.join(dir, 'upgrade-build.log'), build.output);
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  // Docusaurus' errors: the [ERROR] lines and the causes' messages, not their stacks.
  const errors = build.output.split('\n').filter((l) => /\[ERROR\]|^\s*(\[cause\]: )?\w*Error\b/.test(l));
  row(
    'docusaurus build',
    build.ok,
    build.ok ? `built in ${minutes} min` : errors.slice(0, 8).join('\n') || tail(build.output, 25),
  );
}

const failed = rows.some((r) => r.status === 'FAILED');
const cell = (text) => text.replaceAll('|', '\\|').replaceAll('\n', '<br>');
console.log(
  [
    `## Upgrade check: Docusaurus ${target.docusaurus}, OpenAPI docs ${target.openapi}`,
    '',
    '| Item | Status | Detail |',
    '| --- | --- | --- |',
    ...rows.map((r) => `| ${cell(r.item)} | ${r.status} | ${cell(r.detail)} |`),
    '',
    failed
      ? `Something broke: the copy is kept in ${dir} (upgrade-install.log, upgrade-build.log).`
      : 'Nothing broke.',
  ].join('\n'),
);
if (failed || process.argv.includes('--keep')) console.error(`[upgrade:check] kept ${dir}`);
else fs.rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
