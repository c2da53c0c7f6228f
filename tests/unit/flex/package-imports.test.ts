/**
 * The site, the Flex plugin and the dashboard pages use the chart item runtime as a package (issue 49): by its
 * name, `@quantaloop/viz-item`, through the subpaths its package.json exports, never by a path into its files.
 * (Its own unit tests, under tests/, may reach inside it.)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const sources = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'plugins', 'api', 'scripts'],
  {
    cwd: ROOT,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter(
    (f) =>
      /\.(ts|tsx|mjs|js)$/.test(f) && !f.startsWith('src/viz-item/') && fs.existsSync(path.join(ROOT, f)),
  );
const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+|require\(\s*)['"]([^'"]+)['"]/g;

test('no module outside the runtime imports a file of it by path', () => {
  const byPath: string[] = [];
  for (const file of sources) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, spec] of text.matchAll(SPECIFIER))
      if (/(^|\/)viz-item(\/|$)/.test(spec!) && !spec!.startsWith('@quantaloop/viz-item'))
        byPath.push(`${file}: ${spec}`);
  }
  expect(byPath).toEqual([]);
});

test('every subpath they import is one the package exports', () => {
  const exported = Object.keys(
    (JSON.parse(fs.readFileSync(path.join(ROOT, 'src/viz-item/package.json'), 'utf8')) as { exports: object })
      .exports,
  );
  const missing: string[] = [];
  for (const file of sources) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, spec] of text.matchAll(SPECIFIER)) {
      if (!spec!.startsWith('@quantaloop/viz-item')) continue;
      const sub = `.${spec!.slice('@quantaloop/viz-item'.length)}`;
      if (!exported.includes(sub === '.' ? '.' : sub)) missing.push(`${file}: ${spec}`);
    }
  }
  expect(missing).toEqual([]);
  expect(sources.length).toBeGreaterThan(100);
});
