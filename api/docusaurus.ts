import type { PluginConfig } from '@docusaurus/types';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { openapiPluginOptions, OUTPUT_ROOT } from './plugin-config.mjs';

/**
 * Everything the API reference adds to docusaurus.config.ts, in one place: its docs instance (served under
 * /api, one page per operation at /api/{operationId}), the OpenAPI generator plugin (it only adds the
 * `docusaurus gen-api-docs` command; use `npm run api:generate`, which also cleans and normalises) and the
 * OpenAPI theme whose components render the generated pages.
 */
export function apiPlugins(sharedDocsOptions: Partial<DocsOptions> = {}): PluginConfig[] {
  return [
    [
      '@docusaurus/plugin-content-docs',
      {
        ...sharedDocsOptions,
        id: 'api',
        path: OUTPUT_ROOT,
        routeBasePath: 'api',
        sidebarPath: './api/sidebars.ts',
        docItemComponent: '@theme/ApiItem',
      } satisfies DocsOptions,
    ],
    ['docusaurus-plugin-openapi-docs', openapiPluginOptions()],
  ];
}

export const apiThemes: PluginConfig[] = ['docusaurus-theme-openapi-docs'];
