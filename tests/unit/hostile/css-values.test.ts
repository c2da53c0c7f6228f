import {
  safeBackground,
  safeColor,
  safeFontFamily,
  safeLength,
  safeStyleText,
} from '../../../src/lib/css-values';

/**
 * U44-U47: the one rule for CSS values from readers (src/lib/css-values.ts). Whatever a share link, a saved
 * state, the options JSON or config.json holds, only a colour, a gradient of colours or font names reach a
 * style: nothing that could make the browser fetch a URL.
 */
const HOSTILE = [
  'url(http://evil.example/track.png)',
  'URL(http://evil.example/x)',
  'url("http://evil.example/x")',
  "url('//evil.example/x')",
  'url(data:image/png;base64,AAAA)',
  ' url(http://evil.example/x) ',
  '\\75rl(http://evil.example/x)',
  '\\75 rl(http://evil.example/x)',
  'u\\rl(http://evil.example/x)',
  '\\000075rl(//evil.example)',
  'image-set("http://evil.example/a.png" 1x)',
  '-webkit-image-set(url(http://evil.example/a.png) 1x)',
  'image(http://evil.example/a.png)',
  'cross-fade(url(a.png), url(b.png), 50%)',
  'element(#secret)',
  '@import "http://evil.example/x.css"',
  'red; background: url(http://evil.example/x)',
  'red;}body{background:url(http://evil.example/x)}',
  'red /* */ url(http://evil.example/x)',
  'linear-gradient(red, blue), url(http://evil.example/x)',
  'linear-gradient(url(http://evil.example/x), blue)',
  'linear-gradient(red, blue) url(http://evil.example/x)',
  'radial-gradient(circle, red, url(http://evil.example/x))',
  'linear-gradient(red, var(--x, url(http://evil.example/x)))',
  'var(--x, url(http://evil.example/x))',
  'expression(alert(1))',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  'rgb(0 0 0 / url(x))',
  'attr(data-x url)',
  'paint(evil)',
  '#' + 'f'.repeat(600),
  'red'.repeat(200),
  'calc(1px + url(x))',
  'env(safe-area-inset-top)',
];

test.each(HOSTILE)('refused everywhere: %s', (value) => {
  expect(safeColor(value)).toBeNull();
  expect(safeBackground(value)).toBeNull();
  expect(safeFontFamily(value)).toBeNull();
  expect(safeLength(value)).toBeNull();
});

test('non-strings are refused', () => {
  for (const value of [null, undefined, 42, {}, [], ['red'], true])
    expect([safeColor(value), safeBackground(value), safeFontFamily(value)]).toEqual([null, null, null]);
});

test('colours are accepted and written back in a notation of their own', () => {
  expect(safeColor('#1B2030')).toBe('#1b2030');
  expect(safeColor('#fff')).toBe('#ffffff');
  expect(safeColor('rgb(10, 20, 30)')).toBe('#0a141e');
  expect(safeColor('rgba(0, 0, 0, 0.5)')).toBe('rgba(0, 0, 0, 0.5)');
  expect(safeColor('hsl(210, 50%, 40%)')).toMatch(/^#[0-9a-f]{6}$/);
  expect(safeColor('RebeccaPurple')).toBe('#663399');
  expect(safeColor('transparent')).toBe('transparent');
  expect(safeColor('var(--ifm-color-primary)')).toBe('var(--ifm-color-primary)');
  expect(safeColor('notacolour')).toBeNull();
});

test('gradients of colours are accepted, rebuilt from their parts', () => {
  expect(safeBackground('linear-gradient(180deg, #1b2030 0%, #2a3350 100%)')).toBe(
    'linear-gradient(180deg, #1b2030 0%, #2a3350 100%)',
  );
  expect(safeBackground('linear-gradient(to right, red, blue)')).toBe(
    'linear-gradient(to right, #ff0000, #0000ff)',
  );
  expect(safeBackground('radial-gradient(circle, white, rgba(0, 0, 0, 0.4))')).toBe(
    'radial-gradient(circle, #ffffff, rgba(0, 0, 0, 0.4))',
  );
  expect(safeBackground('#fbfaf7')).toBe('#fbfaf7');
});

test('font families: names only, quoted on the way out', () => {
  expect(safeFontFamily('Roboto')).toBe('"Roboto"');
  expect(safeFontFamily('"Source Sans 3", sans-serif')).toBe('"Source Sans 3", sans-serif');
  expect(safeFontFamily("Montserrat, 'Open Sans', system-ui")).toBe('"Montserrat", "Open Sans", system-ui');
  expect(safeFontFamily('Roboto"; src: url(x)')).toBeNull();
});

test('lengths', () => {
  expect([safeLength('1px'), safeLength('0.5rem'), safeLength('8%'), safeLength('0')]).toEqual([
    '1px',
    '0.5rem',
    '8%',
    '0',
  ]);
  expect(safeLength('1px url(x)')).toBeNull();
});

test('style texts: each declaration by its property; anything that could fetch is left out', () => {
  expect(safeStyleText('background:#000000')).toBe('background:#000000');
  expect(safeStyleText('background:url(http://evil.example/x)')).toBe('');
  expect(safeStyleText('object-fit:cover;object-position:center; background: url(x) center')).toBe(
    'object-fit:cover;object-position:center',
  );
  expect(safeStyleText('text-align:center;justify-content:flex-start')).toBe(
    'text-align:center;justify-content:flex-start',
  );
  expect(safeStyleText('font-size:14px;color:RED')).toBe('font-size:14px;color:#ff0000');
  expect(safeStyleText('--vi-row-height:24px')).toBe('--vi-row-height:24px');
  expect(safeStyleText('border-image:url(x) 30')).toBe('');
  expect(safeStyleText('list-style:\\75rl(x)')).toBe('');
  expect(safeStyleText('padding:8px;background-image:image-set("x.png" 1x)')).toBe('padding:8px');
});
