/**
 * The swizzle policy of src/theme/README.md, enforced in every theme folder of the site (the shell's
 * src/theme, the API pages' api/theme, search's plugins/search/theme): every file that takes the place of a
 * theme component names the package and the exact version it was written against, that version is the one
 * installed (so a theme upgrade fails here until each override has been checked against the new upstream),
 * ejected copies mark their changes, wrappers wrap, and the folder's README inventory lists every override.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/** The site's theme folders, each with the README that lists its overrides. */
const THEMES = [
  { dir: 'src/theme', readme: 'src/theme/README.md' },
  { dir: 'api/theme', readme: 'api/theme/README.md' },
  { dir: 'plugins/search/theme', readme: 'plugins/search/README.md' },
];

/** Where each theme package keeps its components (what `<theme folder>/<path>` shadows). */
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

const overrides = THEMES.flatMap(({ dir, readme }) =>
  walk(path.join(ROOT, dir)).map((file) => {
    const component = path.relative(path.join(ROOT, dir), file).replace(/\.(tsx?|jsx?)$/, '');
    return { file, dir, readme, component, upstreams: upstreamsOf(component) };
  }),
).filter((o) => o.upstreams.length > 0);

test('finds the overrides (the upstream lookup works)', () => {
  const names = overrides.map((o) => `${o.dir}/${o.component}`);
  expect(names).toEqual(
    expect.arrayContaining([
      'src/theme/Root',
      'src/theme/Layout/index',
      'plugins/search/theme/SearchBar/index',
      'api/theme/ApiItem/index',
    ]),
  );
  expect(overrides.length).toBeGreaterThanOrEqual(20);
});

describe.each(overrides)('$dir/$component', ({ file, dir, readme, component, upstreams }) => {
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

  test("is listed in its folder's README", () => {
    const text = fs.readFileSync(path.join(ROOT, readme), 'utf8');
    const listed = component.endsWith('/index')
      ? `\`${component.replace(/\/index$/, '/')}`
      : `\`${path.relative(path.join(ROOT, dir), file)}\``;
    expect(text).toContain(listed);
  });
});

test('no component is in two theme folders (src/theme would silently win over the other)', () => {
  const components = THEMES.map(({ dir }) =>
    walk(path.join(ROOT, dir)).map((file) =>
      path.relative(path.join(ROOT, dir), file).replace(/(\/index)?\.(tsx?|jsx?)$/, ''),
    ),
  );
  const seen = new Map<string, string>();
  const twice: string[] = [];
  components.forEach((names, i) =>
    names.forEach((name) => {
      const other = seen.get(name);
      if (other !== undefined) twice.push(`${name}: ${other} and ${THEMES[i]!.dir}`);
      seen.set(name, THEMES[i]!.dir);
    }),
  );
  expect(twice).toEqual([]);
});
