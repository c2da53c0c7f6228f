/**
 * The chart runtime draws with zrender directly (src/viz-item/render/echarts-zr.ts) and through echarts. Two
 * copies of zrender in the install would give it two renderer registries: shapes registered on one are
 * unknown to the other, and the bundle carries zrender twice. echarts pins its zrender exactly, so the
 * runtime's pins (src/viz-item/package.json) must name the same version.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/** Every installed copy of a package: node_modules folders at any depth, the workspaces' own included. */
function installedCopies(name: string): string[] {
  const found: string[] = [];
  const visit = (modules: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(modules, { withFileTypes: true });
    } catch {
      return; // no node_modules here
    }
    for (const entry of entries) {
      // Workspace packages are symlinks: their own node_modules are visited from their folders below.
      if (!entry.isDirectory() || entry.name === '.bin' || entry.name === '.cache') continue;
      const dir = path.join(modules, entry.name);
      if (entry.name.startsWith('@')) {
        visit(dir);
        continue;
      }
      if (entry.name === name && fs.existsSync(path.join(dir, 'package.json'))) found.push(dir);
      visit(path.join(dir, 'node_modules'));
    }
  };
  visit(path.join(ROOT, 'node_modules'));
  const workspaces = (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }
  ).workspaces;
  for (const workspace of workspaces) visit(path.join(ROOT, workspace, 'node_modules'));
  return found;
}

const manifest = (file: string) =>
  JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string; dependencies: Record<string, string> };

test('one copy of zrender is installed, the one echarts asks for and the runtime pins', () => {
  const copies = installedCopies('zrender');
  expect(copies.map((dir) => path.relative(ROOT, dir))).toEqual(['node_modules/zrender']);
  const zrender = manifest(path.join(copies[0]!, 'package.json')).version;
  const echarts = manifest(path.join(ROOT, 'node_modules/echarts/package.json'));
  expect(echarts.dependencies.zrender).toBe(zrender);
  const runtime = manifest(path.join(ROOT, 'src/viz-item/package.json')).dependencies;
  expect({ echarts: runtime.echarts, zrender: runtime.zrender }).toEqual({
    echarts: echarts.version,
    zrender,
  });
});
