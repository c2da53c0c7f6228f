#!/usr/bin/env node
/**
 * `npm run version:cut -- 4.x`: the docs move on to 4.x. The current version (versions.current.json, e.g. 3.x)
 * is frozen as an older version, all of it:
 * - its guides: `docusaurus docs:version 3.x` copies docs/ and sidebars.ts to versioned_docs/version-3.x and
 *   versioned_sidebars/, and adds 3.x to versions.json;
 * - the OpenAPI file of each API with `versioned: true` (api/plugin-config.mjs) is copied to api/openapi/3.x/,
 *   and the API instance's api_versions.json gets the same list as versions.json; an API without it stays in
 *   the current version only (api/versions.mjs, apisOfVersion);
 * - those APIs' pages: regenerated from the copies into api_versioned_docs/version-3.x (npm run api:generate);
 * - its embed packages: built and packed into versioned_packages/3.x/ (the build serves them at /packages/3.x/,
 *   where the 3.x guides and examples install them from); the workspace packages then take the new major
 *   version (4.x -> 4.0.0) and the current guides' install lines name the 4.x tarballs.
 * Then the current version is named 4.x ("4.x (latest)"). Everything else follows from the version lists
 * (api/versions.mjs): links, side navigation, search index, sandbox, changelog (3.x → 4.x).
 *
 * Usage: node scripts/version-cut.mjs <next version name> [--site DIR]  (--site: another copy, for the test)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * @param {string} next the new current version's name
 * @param {string} siteDir
 */
export async function cutVersion(next, siteDir) {
  const { currentVersionName, olderVersionNames, specPathOf } = await import(
    path.join(siteDir, 'api/versions.mjs')
  );
  const { API_SPECS, routePrefixOf } = await import(path.join(siteDir, 'api/plugin-config.mjs'));
  const frozen = currentVersionName(siteDir);
  const older = olderVersionNames(siteDir);
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(next))
    throw new Error(`"${next}" is not a version name (letters, digits, dots, dashes: e.g. 4.x)`);
  if (next === frozen || older.includes(next))
    throw new Error(`${next} already exists (current: ${frozen}; older: ${older.join(', ') || 'none'})`);
  if (older.includes(frozen)) throw new Error(`${frozen} is already frozen (versions.json)`);

  const log = (line) => console.log(`version:cut: ${line}`);
  // Guides: Docusaurus' own command, so the snapshot is exactly what Docusaurus expects.
  execFileSync(
    process.execPath,
    [path.join(siteDir, 'node_modules/.bin/docusaurus'), 'docs:version', frozen],
    {
      cwd: siteDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  log(`guides frozen as ${frozen} (versioned_docs/version-${frozen})`);

  const versioned = Object.fromEntries(Object.entries(API_SPECS).filter(([, spec]) => spec.versioned));
  const unversioned = Object.keys(API_SPECS).filter((key) => !(key in versioned));
  dropFromSidebars(
    siteDir,
    frozen,
    unversioned,
    unversioned.map((key) => routePrefixOf(key)).filter(Boolean),
  );
  for (const spec of Object.values(versioned)) {
    const target = path.join(siteDir, specPathOf(spec.specPath, frozen));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(siteDir, spec.specPath), target);
  }
  addToLintConfig(siteDir, frozen, versioned, specPathOf);
  const versions = JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8'));
  fs.writeFileSync(path.join(siteDir, 'api_versions.json'), JSON.stringify(versions, null, 2) + '\n');
  log(`OpenAPI files of ${Object.keys(versioned).join(', ')} frozen in api/openapi/${frozen}/`);

  execFileSync(process.execPath, [path.join(siteDir, 'scripts/api-generate.mjs'), '--version', frozen], {
    cwd: siteDir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  const { packPackages, VERSIONED_PACKAGES } = await import(path.join(siteDir, 'scripts/embed-packages.mjs'));
  await packPackages(path.join(siteDir, VERSIONED_PACKAGES, frozen));
  log(`embed packages frozen in ${VERSIONED_PACKAGES}/${frozen}/`);
  fs.writeFileSync(path.join(siteDir, 'versions.current.json'), JSON.stringify({ name: next }) + '\n');
  const major = /^(\d+)\./.exec(next)?.[1];
  if (major) {
    bumpPackages(siteDir, frozen, next, `${major}.0.0`);
    log(`embed packages are now ${major}.0.0; the current guides install them from /packages/${next}/`);
  }
  log(`the current version is now ${next}; commit the changes (git status lists them)`);
  return { frozen, next };
}

/**
 * The workspace packages follow the docs version: each takes `version`, and so do the references between them;
 * the current guides' (and the packages' READMEs') tarball URLs move from the frozen version's to the new one's.
 */
function bumpPackages(siteDir, frozen, next, version) {
  const manifests = ['src/viz-item', 'src/embed/embed', 'src/embed/react-embed'].map((dir) =>
    path.join(siteDir, dir, 'package.json'),
  );
  const names = manifests.map((file) => JSON.parse(fs.readFileSync(file, 'utf8')).name);
  let oldVersion = '';
  for (const file of manifests) {
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    oldVersion ||= manifest.version;
    manifest.version = version;
    for (const field of ['dependencies', 'peerDependencies'])
      for (const name of names) if (manifest[field]?.[name]) manifest[field][name] = version;
    fs.writeFileSync(file, JSON.stringify(manifest, null, 2) + '\n');
  }
  const url = /\/packages\/([A-Za-z0-9._-]+)\/(quantaloop-[a-z-]+)-(\d+\.\d+\.\d+)\.tgz/g;
  const docs = fs.readdirSync(path.join(siteDir, 'docs')).map((f) => path.join(siteDir, 'docs', f));
  const readmes = ['src/embed/embed/README.md', 'src/embed/react-embed/README.md'].map((f) =>
    path.join(siteDir, f),
  );
  for (const file of [...docs, ...readmes].filter((f) => /\.mdx?$/.test(f))) {
    const text = fs.readFileSync(file, 'utf8');
    const moved = text.replace(url, (all, v, name, pkgVersion) =>
      v === frozen && pkgVersion === oldVersion ? `/packages/${next}/${name}-${version}.tgz` : all,
    );
    if (moved !== text) fs.writeFileSync(file, moved);
  }
}

/**
 * The frozen guide sidebar keeps no entry of an API the cut does not freeze: its embedded operations
 * (`customProps: { embed: 'api:billing' }`) would need the frozen version's sidebar of that API, and a link to
 * one of its pages (`/api/billing/...`) would lead to the frozen version's page; neither exists. (Links in the
 * frozen guides' text lead to its current pages: plugins/versioned-links.)
 * @param {string} siteDir
 * @param {string} version
 * @param {string[]} keys the APIs left current-only
 * @param {string[]} prefixes their URL prefixes under /api/ (`billing/`)
 */
function dropFromSidebars(siteDir, version, keys, prefixes) {
  if (!keys.length) return;
  const file = path.join(siteDir, `versioned_sidebars/version-${version}-sidebars.json`);
  /** @param {any} item */
  const unfrozen = (item) =>
    keys.some((key) => item?.customProps?.embed === `api:${key}`) ||
    (typeof item?.href === 'string' && prefixes.some((prefix) => item.href.startsWith(`/api/${prefix}`)));
  /** @param {any[]} items @returns {any[]} */
  const keep = (items) =>
    items
      .filter((item) => !unfrozen(item))
      .map((item) => (Array.isArray(item?.items) ? { ...item, items: keep(item.items) } : item));
  const sidebars = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const id of Object.keys(sidebars)) sidebars[id] = keep(sidebars[id]);
  fs.writeFileSync(file, JSON.stringify(sidebars, null, 2) + '\n');
}

/** `npm run api:lint` lints the `apis` of redocly.yaml: the frozen files join them (`core-3.x: root: ...`). */
function addToLintConfig(siteDir, version, apis, specPathOf) {
  const file = path.join(siteDir, 'redocly.yaml');
  const text = fs.readFileSync(file, 'utf8');
  const block = /^apis:\n(?:[ \t]+.*\n)+/m.exec(text);
  if (!block) throw new Error('redocly.yaml has no apis: block to add the frozen files to');
  const entries = Object.entries(apis)
    .map(([key, spec]) => `  ${key}-${version}:\n    root: ${specPathOf(spec.specPath, version)}\n`)
    .join('');
  fs.writeFileSync(file, text.replace(block[0], block[0] + entries));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const siteIndex = args.indexOf('--site');
  const siteDir = siteIndex >= 0 ? path.resolve(args[siteIndex + 1] ?? '') : path.resolve(here, '..');
  const next = args.filter((_, i) => siteIndex < 0 || (i !== siteIndex && i !== siteIndex + 1))[0];
  if (!next) {
    console.error('Usage: npm run version:cut -- <next version> (e.g. 4.x): freezes the current version');
    process.exit(1);
  }
  cutVersion(next, siteDir).catch((error) => {
    console.error(`version:cut: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
