/**
 * The API pages' components (api/theme) are a plugin theme, not files in src/theme: they replace
 * docusaurus-theme-openapi-docs' components only as long as their theme comes after that one in the site's
 * `themes` (api/theme/README.md, "Which file wins"). This checks the order in docusaurus.config.ts and, with
 * Docusaurus' own alias builder, that the order gives the aliases the pages need.
 */
import path from 'node:path';
import type { LoadContext, Plugin, PluginConfig } from '@docusaurus/types';
import { loadThemeAliases } from '@docusaurus/core/lib/webpack/aliases';
import config from '@site/docusaurus.config';
import { apiThemes } from '@site/api/docusaurus';

const ROOT = path.resolve(__dirname, '../../..');
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const OPENAPI_THEME = path.join(packageDir('docusaurus-theme-openapi-docs'), 'lib/theme');

const apiTheme = apiThemes[1] as (context: LoadContext) => Plugin;
const themePathOf = (theme: (context: LoadContext) => Plugin) =>
  theme({ siteDir: ROOT } as LoadContext).getThemePath?.();

/** What a `themes` entry is, for the order: its module name, or our theme plugin's name. */
const nameOf = (entry: PluginConfig) =>
  entry === apiTheme ? 'api-theme' : Array.isArray(entry) ? entry[0] : entry;

test('the API theme is api/theme and comes after the OpenAPI theme', () => {
  expect(themePathOf(apiTheme)).toBe(path.join(ROOT, 'api/theme'));
  const order = (config.themes as PluginConfig[]).map(nameOf);
  expect(order.indexOf('docusaurus-theme-openapi-docs')).toBeGreaterThanOrEqual(0);
  expect(order.indexOf('api-theme')).toBeGreaterThan(order.indexOf('docusaurus-theme-openapi-docs'));
});

test("in that order, @theme/X is the API theme's and @theme-init/X the OpenAPI theme's", async () => {
  // The config's plugin themes that provide these components, in the config's order, and the site's src/theme.
  const dirs = (config.themes as PluginConfig[])
    .map(nameOf)
    .map((name) =>
      name === 'docusaurus-theme-openapi-docs' ? OPENAPI_THEME : name === 'api-theme' ? themePathOf(apiTheme) : '',
    )
    .filter(Boolean);
  const aliases = await loadThemeAliases({
    siteDir: ROOT,
    plugins: dirs.map((dir) => ({ path: dir, getThemePath: () => dir })) as unknown as Parameters<
      typeof loadThemeAliases
    >[0]['plugins'],
  });
  for (const component of ['ApiItem', 'ApiExplorer/MethodEndpoint', 'Markdown', 'ParamsDetails']) {
    expect(aliases[`@theme/${component}`]).toMatch(new RegExp(`^${ROOT}/api/theme/${component}/index\\.`));
    expect(aliases[`@theme-init/${component}`]).toMatch(new RegExp(`^${OPENAPI_THEME}/${component}/`));
  }
  // A component the OpenAPI theme has and this site does not replace: still the theme's.
  expect(aliases['@theme/SchemaTabs']).toMatch(new RegExp(`^${OPENAPI_THEME}/SchemaTabs/`));
});
