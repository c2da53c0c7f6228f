/**
 * Platform names the guides must agree with (../../../../shared/reference/CONTRACTS.md sections 1-5, as copied
 * here for the test). When the chart item runtime exports its own definitions of properties, methods and
 * events, import them here instead so the docs are checked against the code that ships.
 */

export const VIZ_ITEM = {
  properties: [
    'type',
    'slots',
    'options',
    'filters',
    'contextId',
    'canFilter',
    'dashboardId',
    'itemId',
    'authKey',
    'authToken',
    'appServer',
    'apiHost',
  ],
  methods: ['export', 'getData', 'getFilters', 'refreshData', 'setSelectedData'],
  events: ['load', 'rendered', 'exported', 'changedFilters', 'customEvent'],
} as const;

export const DASHBOARD = {
  properties: [
    'dashboardId',
    'dashboardSlug',
    'authKey',
    'authToken',
    'language',
    'screenMode',
    'editMode',
    'theme',
    'mainColor',
    'accentColor',
    'timezoneId',
    'loaderBackground',
    'loaderFontColor',
    'loaderSpinnerColor',
    'loaderSpinnerBackground',
  ],
  methods: [
    'getData',
    'getFilters',
    'refreshData',
    'reloadDashboard',
    'exportDashboard',
    'setEditMode',
    'addFilters',
    'setSelectedData',
  ],
  events: ['load', 'changedFilters', 'customEvent', 'exported', 'itemsRendered', 'dashboardAction'],
} as const;

export const IQ_CHAT = {
  properties: [
    'authKey',
    'authToken',
    'options',
    'availableDatasets',
    'initialSuggestionsDatasetId',
    'aiEndpoint',
  ],
  options: [
    'displayMode',
    'widgetPosition',
    'welcomeMessages',
    'initialSuggestions',
    'disclaimer',
    'locale',
    'chartTheme',
    'responseMode',
  ],
  events: ['load'],
} as const;

export const IQ_ANSWER = {
  properties: ['authKey', 'authToken', 'messages', 'options'],
  events: ['addQuestion', 'addAnswer'],
} as const;

/** Core API resources and services (CONTRACTS.md section 4), as they appear in operation ids. */
export const API_RESOURCES = [
  'account',
  'alert',
  'authorization',
  'column',
  'country',
  'dashboard',
  'dataset',
  'embedfiltergroup',
  'group',
  'hierarchylevel',
  'integration',
  'locale',
  'organization',
  'plugin',
  'schedule',
  'share',
  'tag',
  'theme',
  'user',
  'collection',
  'aichart',
  'dataprovider',
  'export',
  'hierarchy',
] as const;

export const API_ACTIONS = [
  'create',
  'search',
  'update',
  'delete',
  'associate',
  'dissociate',
  'validate',
] as const;

/** Operation pages named differently from action + resource. */
export const API_SPECIAL_OPERATIONS = ['getData', 'createData', 'listExport', 'createExport'] as const;

export function isKnownOperation(operationId: string): boolean {
  if ((API_SPECIAL_OPERATIONS as readonly string[]).includes(operationId)) return true;
  const m = /^([a-z]+)([A-Z][a-z]+)$/.exec(operationId);
  if (!m) return false;
  return (
    (API_ACTIONS as readonly string[]).includes(m[1]!) &&
    (API_RESOURCES as readonly string[]).includes(m[2]!.toLowerCase())
  );
}

export const SERVER_LANGUAGES = ['curl', 'node', 'python', 'php', 'java', 'csharp'];
export const FRAMEWORKS = ['react', 'angular', 'vue', 'html'];
