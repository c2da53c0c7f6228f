import fs from 'node:fs';
import path from 'node:path';

/**
 * The patches (patches/) edit compiled files of one release of Docusaurus and of the OpenAPI theme: every package
 * of those families must install at exactly the version the patches were written for. A caret range once let a
 * fresh install take a newer @docusaurus/theme-classic beside the patched, pinned core.
 */
const ROOT = path.resolve(__dirname, '../../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const all = { ...pkg.dependencies, ...pkg.devDependencies };

function patchedVersions(): Map<string, string> {
  // patch-package names a patch file <package (+ for /)>+<version>.patch
  const versions = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(ROOT, 'patches'))) {
    const m = /^(.+)\+(\d+\.\d+\.\d+)\.patch$/.exec(file);
    if (m) versions.set(m[1]!.replace('+', '/'), m[2]!);
  }
  return versions;
}

test('every @docusaurus package is on the one exact version the core patches were written for', () => {
  const core = patchedVersions().get('@docusaurus/core');
  expect(core).toMatch(/^\d+\.\d+\.\d+$/);
  const docusaurus = Object.entries(all).filter(([name]) => name.startsWith('@docusaurus/'));
  expect(docusaurus.length).toBeGreaterThan(5);
  for (const [name, range] of docusaurus) expect(`${name}@${range}`).toBe(`${name}@${core}`);
});

test('every patched package is pinned to the version its patch names', () => {
  const patched = patchedVersions();
  expect(patched.size).toBeGreaterThan(0);
  for (const [name, version] of patched) expect(`${name}@${all[name]}`).toBe(`${name}@${version}`);
});
