/**
 * The API pages' components (api/theme) and search's (plugins/search/theme) are plugin themes, not files in
 * src/theme: they replace docusaurus-theme-openapi-docs' and the classic theme's components only as long as
 * their theme comes after those in Docusaurus' order (preset themes, then `plugins`, then `themes`; the later
 * wins, src/theme over all: api/theme/README.md, "Which file wins"). This checks the order in
 * docusaurus.config.ts and, with Docusaurus' own alias builder, that the order gives the aliases the pages need.
 */
import path from 'node:path';
import type { LoadContext, Plugin, PluginConfig } from '@docusaurus/types';
import { loadThemeAliases } from '@docusaurus/core/lib/webpack/aliases';
import config from '@site/docusaurus.config';
import { apiThemes } from '@site/api/docusaurus';
import { SEARCH_THEME } from '@site/plugins/search';

const ROOT = path.resolve(__dirname, '../../..');
const themeOf = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'lib/theme');
const CLASSIC_THEME = themeOf('@docusaurus/theme-classic');
const OPENAPI_THEME = themeOf('docusaurus-theme-openapi-docs');

const apiTheme = apiThemes[1] as (context: LoadContext) => Plugin;
const API_THEME = apiTheme({ siteDir: ROOT } as LoadContext).getThemePath?.();

/** The theme folder of each of the config's `themes` that provides these components, in the config's order. */
const configThemes = (config.themes as PluginConfig[]).map((entry) => {
  if (entry === apiTheme) return API_THEME;
  const name = Array.isArray(entry) ? entry[0] : entry;
  if (name === 'docusaurus-theme-openapi-docs') return OPENAPI_THEME;
  if (name === './plugins/search/index.ts') return SEARCH_THEME;
  return undefined;
});

test('the API and search themes are their folders, after the themes they replace components of', () => {
  expect(API_THEME).toBe(path.join(ROOT, 'api/theme'));
  expect(SEARCH_THEME).toBe(path.join(ROOT, 'plugins/search/theme'));
  const at = (dir: string | undefined) => configThemes.indexOf(dir);
  expect(at(OPENAPI_THEME)).toBeGreaterThanOrEqual(0);
  expect(at(API_THEME)).toBeGreaterThan(at(OPENAPI_THEME));
  expect(at(SEARCH_THEME)).toBeGreaterThanOrEqual(0);
});

test("in that order, @theme/X is our folder's and @theme-init/X the theme package's", async () => {
  // The classic theme comes first (the preset's), then the config's themes; src/theme is the site's own.
  const dirs = [CLASSIC_THEME, ...configThemes].filter((dir): dir is string => dir !== undefined);
  const aliases = await loadThemeAliases({
    siteDir: ROOT,
    plugins: dirs.map((dir) => ({ path: dir, getThemePath: () => dir })) as unknown as Parameters<
      typeof loadThemeAliases
    >[0]['plugins'],
  });
  const under = (dir: string, file: string) => new RegExp(`^${dir}/${file}`);
  for (const component of ['ApiItem', 'ApiExplorer/MethodEndpoint', 'Markdown', 'ParamsDetails']) {
    expect(aliases[`@theme/${component}`]).toMatch(under(API_THEME!, `${component}/index\\.`));
    expect(aliases[`@theme-init/${component}`]).toMatch(under(OPENAPI_THEME, `${component}/`));
  }
  // A component the OpenAPI theme has and this site does not replace: still the theme's.
  expect(aliases['@theme/SchemaTabs']).toMatch(under(OPENAPI_THEME, 'SchemaTabs/'));
  expect(aliases['@theme/SearchBar']).toMatch(under(SEARCH_THEME, 'SearchBar/index\\.tsx$'));
  expect(aliases['@theme-init/SearchBar']).toMatch(under(CLASSIC_THEME, 'SearchBar\\.js$'));
  expect(aliases['@theme/SearchPage']).toMatch(under(SEARCH_THEME, 'SearchPage/index\\.tsx$'));
});
