import { themes } from 'prism-react-renderer';
import { darkCodeCss } from '@site/plugins/page-weight/prism-on-demand/dark-css';

/**
 * The dark theme's colours as CSS (plugins/page-weight/prism-on-demand/dark-css.ts): what a reader in dark mode
 * sees on a prerendered block before hydration and after it (nothing is highlighted again). Checked against the
 * theme object the site configures, so a change of theme cannot leave the CSS behind.
 */
const css = darkCodeCss(themes.vsDark);
const rules = css.split('\n');

test('the block, its frame and its plain text take the dark background and colour, only in dark mode', () => {
  expect(rules.every((r) => r.startsWith("html[data-theme='dark']"))).toBe(true);
  expect(css).toContain('.prism-code{color:#9CDCFE!important;background-color:#1E1E1E!important}');
  expect(css).toContain('--prism-background-color:#1E1E1E!important');
});

test("every token type of the dark theme gets its colour; the light theme's other types fall back to plain", () => {
  for (const { types, languages, style } of themes.vsDark.styles) {
    for (const type of types) {
      const rule = rules.find(
        (r) =>
          r.includes(`.token.${type}`) &&
          (languages ? r.includes(`.language-${languages[0]}`) : !r.includes(' .language-')) &&
          r.includes(`color:${style.color}!important`),
      );
      expect(rule).toBeDefined();
    }
  }
  // A type only the light theme colours (none in vsDark would leave it light-blue on dark): reset to plain.
  expect(css).toContain('.prism-code .token{color:inherit!important');
});

test('a selector-breaking name is reduced to a class name', () => {
  const hostile = darkCodeCss({
    plain: { color: '#fff', backgroundColor: '#000' },
    styles: [{ types: ['a{}b'], languages: ['x y'], style: { color: 'red' } }],
  });
  expect(hostile).toContain('.language-xy .prism-code .token.ab{color:red!important}');
});
