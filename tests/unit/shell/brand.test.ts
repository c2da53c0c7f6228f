import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteBrand, siteBrandOf } from '@site/src/config/brand';
import { DEFAULT_CONFIG } from '@site/src/config/default-config';
import { readConfig } from '@site/src/config/read-config';
import { starterFiles } from '@site/plugins/flex-pages/examples/codegen/starter';
import { inlineSvg, MAX_INLINE_BYTES } from '@site/plugins/page-weight/inline-logo';

const ROOT = path.resolve(__dirname, '../../..');

function siteWith(config: string | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-'));
  if (config !== null) {
    fs.mkdirSync(path.join(dir, 'static/config'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'static/config/config.json'), config);
  }
  return dir;
}

describe('readConfig (the build-time app config)', () => {
  it('takes the brand from static/config/config.json', () => {
    const warnings: string[] = [];
    const brand = { name: 'Acme', logoLight: '/a.svg', logoDark: '/b.svg' };
    const config = readConfig(siteWith(JSON.stringify({ brand })), (m) => warnings.push(m));
    expect(config.brand).toEqual(brand);
    expect(config.footer).toEqual(DEFAULT_CONFIG.footer);
    expect(warnings).toEqual([]);
  });

  it('falls back to the built-in config, with one warning, when the file is missing or broken', () => {
    for (const file of [null, '{ not json', '[]']) {
      const warnings: string[] = [];
      expect(readConfig(siteWith(file), (m) => warnings.push(m))).toEqual(DEFAULT_CONFIG);
      expect(warnings).toHaveLength(1);
    }
  });

  it('keeps the default brand when the brand section is malformed, and says so', () => {
    const warnings: string[] = [];
    const config = readConfig(siteWith('{"brand": {"name": 7}}'), (m) => warnings.push(m));
    expect(config.brand).toEqual(DEFAULT_CONFIG.brand);
    expect(warnings.join()).toMatch(/"brand.name" is malformed/);
  });
});

describe('siteBrand (customFields.brand)', () => {
  it('gives the name and the site name', () => {
    const brand = siteBrandOf({ ...DEFAULT_CONFIG, brand: { ...DEFAULT_CONFIG.brand, name: 'Acme' } });
    expect(siteBrand({ brand })).toEqual({ name: 'Acme', siteName: 'Acme Developer Docs' });
  });

  it('fails loudly when docusaurus.config.ts did not set it', () => {
    expect(() => siteBrand({})).toThrow(/customFields\.brand is missing/);
    expect(() => siteBrand(undefined)).toThrow(/customFields\.brand is missing/);
  });

  it('names the StackBlitz starter projects', () => {
    const packages = { embed: 'https://x/embed.tgz', reactEmbed: 'https://x/react-embed.tgz' };
    expect(starterFiles(packages, 'Acme').vue.defaultTitle).toBe('Acme chart item example (Vue)');
  });
});

/** Everything that writes build output or page metadata; demo data (sample images) is content, not brand. */
const BUILD_SOURCES = [
  'docusaurus.config.ts',
  'plugins',
  'scripts',
  'src/theme',
  'api/theme',
  'src/pages',
  'src/components',
];

test('no build-time source hard-codes the brand name (it comes from the app config)', () => {
  const files = BUILD_SOURCES.flatMap((p) => walk(path.join(ROOT, p)));
  const offenders = files.filter((f) => fs.readFileSync(f, 'utf8').includes(DEFAULT_CONFIG.brand.name));
  expect(offenders.map((f) => path.relative(ROOT, f))).toEqual([]);
});

function walk(p: string): string[] {
  if (!fs.statSync(p).isDirectory()) return /\.(tsx?|mjs|js)$/.test(p) ? [p] : [];
  return fs.readdirSync(p).flatMap((e) => walk(path.join(p, e)));
}

// A wordmark set as <text> was drawn in whatever bold sans-serif the reader's system has (a different logo on
// every system) and cost every page a font lookup and a text layout inside the image's own document (~20 ms of
// style, layout and paint at 4x CPU on a guide page, issue 51). The wordmark is outlined: Liberation Sans Bold
// (SIL OFL, metric-compatible with Arial, the first named font the logo had that is not a system alias), made
// with opentype.js getPath('Quantaloop', 31, 20, 16) at a tenth of a unit, drawn with scale(.1).
describe('the logos', () => {
  for (const file of ['static/img/logo-light.svg', 'static/img/logo-dark.svg']) {
    it(`${file} draws its wordmark as outlines, in the 150 x 28 box the header reserves`, () => {
      const svg = fs.readFileSync(path.join(ROOT, file), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 150 28"/);
      expect(svg).not.toMatch(/<text\b/);
      expect(svg).not.toMatch(/font-family/);
      expect(svg.match(/<path\b/g)?.length).toBeGreaterThanOrEqual(2);
    });
  }
});

// The built-in logos go into each page's HTML as inline SVG (plugins/page-weight/inline-logo): inline markup is
// part of the page, so only a file that can do nothing there but draw is inlined; any other stays a picture.
describe('inlineSvg (which logo files the header may inline)', () => {
  it('inlines both built-in logos, marked decorative (the link around them is named)', () => {
    for (const url of [DEFAULT_CONFIG.brand.logoLight, DEFAULT_CONFIG.brand.logoDark]) {
      const markup = inlineSvg(fs.readFileSync(path.join(ROOT, 'static', url), 'utf8'));
      expect(markup).toMatch(/^<svg aria-hidden="true" focusable="false" xmlns=/);
      expect(markup!.length).toBeLessThanOrEqual(MAX_INLINE_BYTES);
    }
  });

  it('drops an XML prolog, a doctype and comments', () => {
    const file =
      '<?xml version="1.0"?>\n<!DOCTYPE svg>\n<!-- made by hand -->\n<svg viewBox="0 0 4 4"><rect width="4" height="4"/></svg>\n';
    expect(inlineSvg(file)).toBe(
      '<svg aria-hidden="true" focusable="false" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
    );
  });

  const box = (inner: string, attrs = 'viewBox="0 0 4 4"') => `<svg ${attrs}>${inner}</svg>`;
  it.each([
    ['a script', box('<script>alert(1)</script>')],
    ['an event attribute', box('<rect onclick="alert(1)"/>')],
    ['an event attribute on the root', box('', 'viewBox="0 0 4 4" onload="alert(1)"')],
    ['a style sheet (it would restyle the page)', box('<style>body{display:none}</style>')],
    ['a style attribute', box('<rect style="fill:red"/>')],
    ['an id (the logo is in the page twice)', box('<linearGradient id="g"/>')],
    ['a link', box('<a href="https://elsewhere.example"><rect/></a>')],
    ['a reference to another file', box('<use href="sprite.svg#x"/>')],
    ['an image', box('<image href="https://elsewhere.example/x.png"/>')],
    ['foreign content', box('<foreignObject><div/></foreignObject>')],
    ['a url() paint', box('<rect fill="url(#g)"/>')],
    ['an entity', box('<text>&amp;</text>')],
    ['no viewBox (it could not take the header height)', box('<rect/>', 'width="4" height="4"')],
    ['not an SVG', '<html><svg viewBox="0 0 4 4"></svg></html>'],
    ['more than the size limit', box(`<path d="${'M0 0L1 1'.repeat(MAX_INLINE_BYTES / 8)}"/>`)],
  ])('keeps a file with %s a picture', (_, file) => {
    expect(inlineSvg(file)).toBeNull();
  });
});
