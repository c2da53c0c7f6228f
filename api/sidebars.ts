import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import core from './reference/core/sidebar';
import plugin from './reference/plugin/sidebar';

/**
 * The API docs instance's sidebars, generated from the OpenAPI files (npm run api:generate): operations grouped
 * by resource (OpenAPI tag). The site navigation embeds them as 'api:core' and 'api:plugin', so the ids must
 * stay `core` and `plugin`.
 */
const sidebars = { core, plugin } satisfies SidebarsConfig;

export default sidebars;
