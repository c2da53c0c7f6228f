import path from 'node:path';
import { outDirOf } from '../../../scripts/build.mjs';

const outDir = outDirOf as (args: readonly string[], cwd?: string) => string;
const SITE = '/work/site';

describe('npm run build: the security headers go to the folder the build wrote', () => {
  it('is build/ in the site folder by default, whatever flags are given', () => {
    expect(outDir([], SITE)).toBe(path.join(SITE, 'build'));
    expect(outDir(['--no-minify', '--dev'], SITE)).toBe(path.join(SITE, 'build'));
  });

  it('follows --out-dir, as a separate or an inline value, absolute or relative to the site', () => {
    expect(outDir(['--out-dir', '/tmp/preview'], SITE)).toBe('/tmp/preview');
    expect(outDir(['--out-dir=out'], SITE)).toBe(path.join(SITE, 'out'));
    expect(outDir(['--no-minify', '--out-dir', 'out'], SITE)).toBe(path.join(SITE, 'out'));
  });

  it('resolves it in the site folder when one is given, as Docusaurus does', () => {
    expect(outDir(['website', '--out-dir', 'out'], SITE)).toBe(path.join(SITE, 'website', 'out'));
    expect(outDir(['website'], SITE)).toBe(path.join(SITE, 'website', 'build'));
  });

  it('does not take the value of another option for the site folder', () => {
    expect(outDir(['--locale', 'en', '--config', 'alt.config.ts'], SITE)).toBe(path.join(SITE, 'build'));
    expect(outDir(['-l', 'en', '--out-dir', 'o'], SITE)).toBe(path.join(SITE, 'o'));
  });
});
