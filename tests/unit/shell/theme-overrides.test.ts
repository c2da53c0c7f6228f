/**
 * The swizzle policy of src/theme/README.md, enforced: every file in src/theme that takes the place of a
 * theme component names the package and the exact version it was written against, that version is the one
 * installed (so a theme upgrade fails here until each override has been checked against the new upstream),
 * ejected copies mark their changes, wrappers wrap, and the README's inventory lists every override.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const THEME = path.join(ROOT, 'src/theme');

/** Where each theme package keeps its components (what `src/theme/<path>` shadows). */
const UPSTREAM: Record<string, string> = {
  '@docusaurus/core': 'lib/client/theme-fallback',
  '@docusaurus/theme-classic': 'lib/theme',
  'docusaurus-theme-openapi-docs': 'lib/theme',
  '@easyops-cn/docusaurus-search-local': 'dist/client/client/theme',
};

const HEADER = /\b(Ejected from|Replaces|Wraps) (@?[\w.-]+(?:\/[\w.-]+)?)@(\d+\.\d+\.\d+)/;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return walk(full);
    return /\.(tsx?|jsx?)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

const installedVersion = (pkg: string): string =>
  (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** The packages that have a component at this path: `Layout/index` matches `Layout/index.js`, `Root` `Root/index.js`. */
function upstreamsOf(component: string): string[] {
  return Object.entries(UPSTREAM)
    .filter(([pkg, dir]) =>
      ['.js', '.jsx', '/index.js', '/index.jsx'].some((ext) =>
        fs.existsSync(path.join(ROOT, 'node_modules', pkg, dir, component + ext)),
      ),
    )
    .map(([pkg]) => pkg);
}

const overrides = walk(THEME)
  .map((file) => {
    const component = path.relative(THEME, file).replace(/\.(tsx?|jsx?)$/, '');
    return { file, component, upstreams: upstreamsOf(component) };
  })
  .filter((o) => o.upstreams.length > 0);

test('finds the overrides (the upstream lookup works)', () => {
  const names = overrides.map((o) => o.component);
  expect(names).toEqual(expect.arrayContaining(['Root', 'Layout/index', 'SearchBar/index', 'ApiItem/index']));
  expect(overrides.length).toBeGreaterThanOrEqual(20);
});

describe.each(overrides)('src/theme/$component', ({ file, component, upstreams }) => {
  const source = fs.readFileSync(file, 'utf8');
  const header = HEADER.exec(source);

  test('its header names its upstream package and version', () => {
    expect(header).not.toBeNull();
    expect(upstreams).toContain(header![2]);
  });

  test('the version named is the one installed', () => {
    expect(header![3]).toBe(installedVersion(header![2]!));
  });

  test('an ejected copy marks its changes; a wrapper imports the original', () => {
    if (header![1] === 'Ejected from') expect(source).toMatch(/CHANGED|\/\/ \[quantaloop\] start: /);
    // Statically, or on demand (a dynamic import, as CodeBlock/Content loads its original with the highlighter).
    if (header![1] === 'Wraps')
      expect(source).toMatch(/(?:from |import\((?:\s*\/\*.*?\*\/)?\s*)'@theme-original\//);
  });

  test('is listed in src/theme/README.md', () => {
    const readme = fs.readFileSync(path.join(THEME, 'README.md'), 'utf8');
    const listed = component.endsWith('/index')
      ? `\`${component.replace(/\/index$/, '/')}`
      : `\`${path.relative(THEME, file)}\``;
    expect(readme).toContain(listed);
  });
});
