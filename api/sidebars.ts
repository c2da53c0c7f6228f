import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import generated from './reference/sidebars';

/**
 * The API docs instance's sidebars, one per API of api/plugin-config.mjs (API_SPECS), generated from the OpenAPI
 * files (npm run api:generate): operations grouped by resource (OpenAPI tag). The site navigation embeds them
 * as 'api:{key}' (sidebars.ts: 'api:core', 'api:plugin'), so the ids are the API keys.
 */
const sidebars = generated satisfies SidebarsConfig;

export default sidebars;
