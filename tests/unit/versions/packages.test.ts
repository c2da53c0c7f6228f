import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packageUrls, tarballName } from '../../../src/embed/published.mjs';
import { SITE_URL } from '../../../src/config/site';

/**
 * Each docs version installs its own embed packages (issue 49): every install line of a version's guides names
 * that version's tarballs on this site, and the tarballs exist (the current version's are built from the
 * workspace packages; an older version's are frozen in versioned_packages/). No guide names a package the
 * site does not serve, a registry package name or a CDN script. The 2.x packages speak 2.x: their types and
 * React component name the input 3.0 renamed by its old name.
 */
const ROOT = path.resolve(__dirname, '../../..');
const OLDER = JSON.parse(fs.readFileSync(path.join(ROOT, 'versions.json'), 'utf8')) as string[];
const CURRENT = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'versions.current.json'), 'utf8')) as { name: string }
).name;

function guides(version: string): [string, string][] {
  const dir = version === CURRENT ? 'docs' : `versioned_docs/version-${version}`;
  return fs
    .readdirSync(path.join(ROOT, dir))
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => [`${dir}/${f}`, fs.readFileSync(path.join(ROOT, dir, f), 'utf8')]);
}

/** The tarballs a version's site folder holds: built now for the current version, frozen for older ones. */
function served(version: string): string[] {
  if (version === CURRENT) return Object.values(packageUrls(SITE_URL, ROOT));
  const dir = path.join(ROOT, 'versioned_packages', version);
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => `${SITE_URL}/packages/${version}/${f}`) : [];
}

describe.each([CURRENT, ...OLDER])('the %s guides', (version) => {
  const pages = guides(version);

  it('install the embed packages from the tarballs this site serves for the version', () => {
    const urls = served(version);
    expect(urls.length).toBe(2);
    let lines = 0;
    for (const [file, text] of pages)
      for (const line of text
        .split('\n')
        .filter((l) => /npm install\b/.test(l) && l.includes('quantaloop'))) {
        // The platform's server SDK is documented as the platform's; the embed packages are served here.
        const named = line.match(/@quantaloop\/[\w-]+|https?:\/\/\S+\.tgz/g) ?? [];
        for (const name of named.filter((n) => !n.startsWith('@quantaloop/node-sdk'))) {
          expect({ file, line: line.trim(), package: name }).toEqual({
            file,
            line: line.trim(),
            package: urls.find((u) => u === name) ?? `a ${version} tarball URL of this site`,
          });
          lines++;
        }
      }
    expect(lines).toBeGreaterThan(5);
  });

  it('load no script from a CDN and name no package the site does not publish', () => {
    for (const [file, text] of pages) {
      expect({ file, cdn: /cdn\.quantaloop/.exec(text)?.[0] }).toEqual({ file, cdn: undefined });
      expect({ file, pkg: /@quantaloop\/(ngx|vue|angular)-embed/.exec(text)?.[0] }).toEqual({
        file,
        pkg: undefined,
      });
    }
  });
});

describe('the frozen 2.x packages', () => {
  let dir: string;
  const tgz = (name: string) => path.join(ROOT, 'versioned_packages/2.x', name);
  const embed = tarballName({ name: '@quantaloop/embed', version: '2.0.0' });
  const react = tarballName({ name: '@quantaloop/react-embed', version: '2.0.0' });
  const unpack = (file: string) => {
    const into = fs.mkdtempSync(path.join(dir, 'pkg-'));
    execFileSync('tar', ['xzf', file, '-C', into]);
    return (name: string) => fs.readFileSync(path.join(into, 'package', name), 'utf8');
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'packages-2x-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('type the chart item with filterContext, as the 2.x guides use it, and contextId nowhere', () => {
    const read = unpack(tgz(embed));
    const types = read('dist/types.d.ts');
    expect(types).toMatch(/filterContext\?: string;/);
    expect(types).not.toMatch(/contextId/);
    expect(JSON.parse(read('package.json'))).toMatchObject({ name: '@quantaloop/embed', version: '2.0.0' });
    // The element takes the 2.x attribute.
    expect(read('dist/index.js')).toContain('filter-context');
  });

  it('give the React component the 2.x prop and ask for the 2.x elements', () => {
    const read = unpack(tgz(react));
    expect(read('dist/index.js')).toContain('"filterContext"');
    expect(read('dist/index.js')).not.toContain('"contextId"');
    expect(JSON.parse(read('package.json')).peerDependencies['@quantaloop/embed']).toBe('2.0.0');
    expect(read('README.md')).toContain(`${SITE_URL}/packages/2.x/${embed}`);
  });
});
