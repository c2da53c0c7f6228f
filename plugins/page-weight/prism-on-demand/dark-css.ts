/**
 * The dark Prism theme as CSS for code blocks highlighted at build time. A page is prerendered in the light
 * theme, whose colours are inline styles on each block, line and token; a reader in dark mode saw them white
 * until the highlighter had loaded and highlighted every block again. These rules apply the dark theme's
 * colours as soon as the theme's pre-paint script has set `<html data-theme="dark">`, so the first paint is
 * dark and no block is highlighted again (src/theme/CodeBlock/Content). `!important` wins over the inline
 * styles. A token with several types gets the last of its types' rules in theme order (Prism's own
 * highlighting takes them in token order; no dark theme we use styles one token two ways).
 */
interface PrismThemeEntry {
  types: string[];
  languages?: string[];
  style: { color?: string; backgroundColor?: string; fontStyle?: string; fontWeight?: string };
}
export interface PrismTheme {
  plain: { color?: string; backgroundColor?: string };
  styles: PrismThemeEntry[];
}

const DARK = "html[data-theme='dark']";
/** A type or language name as a class selector: Prism's names are plain words with hyphens. */
const cls = (name: string) => `.${name.replace(/[^\w-]/g, '')}`;

export function darkCodeCss(theme: PrismTheme): string {
  const { color, backgroundColor } = theme.plain;
  const rules = [
    // The block's frame (theme-classic's Container reads these variables) and its <pre>.
    `${DARK} .theme-code-block{--prism-color:${color}!important;--prism-background-color:${backgroundColor}!important}`,
    `${DARK} .prism-code{color:${color}!important;background-color:${backgroundColor}!important}`,
    // Lines and tokens the dark theme leaves plain: the light theme may colour or style them.
    `${DARK} .prism-code .token-line,${DARK} .prism-code .token{color:inherit!important;font-style:normal!important;font-weight:inherit!important}`,
  ];
  for (const { types, languages, style } of theme.styles) {
    const scopes = languages?.length ? languages.map((l) => ` .language-${l.replace(/[^\w-]/g, '')}`) : [''];
    const selector = scopes
      .flatMap((scope) => types.map((type) => `${DARK}${scope} .prism-code .token${cls(type)}`))
      .join(',');
    const declarations = [
      style.color && `color:${style.color}!important`,
      style.backgroundColor && `background-color:${style.backgroundColor}!important`,
      style.fontStyle && `font-style:${style.fontStyle}!important`,
      style.fontWeight && `font-weight:${style.fontWeight}!important`,
    ].filter(Boolean);
    if (declarations.length) rules.push(`${selector}{${declarations.join(';')}}`);
  }
  return rules.join('\n');
}
