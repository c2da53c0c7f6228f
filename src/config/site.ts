/** Build-time site constants shared by docusaurus.config.ts and the client. */
export const DEFAULT_TITLE = 'Developer Docs - Turn Data To Impact';
export const SITE_URL = 'https://developer.quantaloop.example';
/** Where the production app config is served from (static/config/config.json). */
export const CONFIG_URL = '/config/config.json';
