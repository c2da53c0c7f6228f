import { deref, loadSpec, operations, type Json } from './specs';

/**
 * The OpenAPI files against the platform contract (shared/reference/CONTRACTS.md sections 4 and 5): every
 * resource and service with its actions, the request envelope, error responses, servers, and the Plugin API's
 * endpoints, headers and webhooks.
 */
const core = loadSpec('core');
const plugin = loadSpec('plugin');
const coreOps = operations('core', core);
const pluginOps = operations('plugin', plugin);

const C = 'create', G = 'get', U = 'update', D = 'delete', A = 'associate', X = 'dissociate', V = 'validate';
const CRUD_LINKS = [C, G, U, D, A, X];

/** resource -> [PascalCase name, actions]; services name their `get` themselves. */
const RESOURCES: Record<string, [string, string[]]> = {
  account: ['Account', [...CRUD_LINKS, V]],
  alert: ['Alert', CRUD_LINKS],
  authorization: ['Authorization', [C, G, D]],
  column: ['Column', CRUD_LINKS],
  country: ['Country', [G]],
  dashboard: ['Dashboard', CRUD_LINKS],
  dataset: ['Dataset', CRUD_LINKS],
  embedfiltergroup: ['EmbedFilterGroup', CRUD_LINKS],
  group: ['Group', CRUD_LINKS],
  hierarchylevel: ['HierarchyLevel', CRUD_LINKS],
  integration: ['Integration', CRUD_LINKS],
  locale: ['Locale', [G]],
  organization: ['Organization', [G, U, A, X]],
  plugin: ['Plugin', [...CRUD_LINKS, V]],
  schedule: ['Schedule', CRUD_LINKS],
  share: ['Share', [C, G, D, A, X]],
  tag: ['Tag', [C, G, D, A, X]],
  theme: ['Theme', CRUD_LINKS],
  user: ['User', CRUD_LINKS],
  collection: ['Collection', CRUD_LINKS],
};
const SERVICES: Record<string, Record<string, string>> = {
  aichart: { create: 'createAiChart' },
  data: { get: 'getData', create: 'createData' },
  dataprovider: { get: 'searchDataProvider', create: 'createDataProvider' },
  export: { create: 'createExport', get: 'listExport' },
  hierarchy: { get: 'searchHierarchy', update: 'updateHierarchy' },
};

function expectedOperationIds(): Map<string, string> {
  const map = new Map<string, string>();
  for (const [resource, [name, actions]] of Object.entries(RESOURCES)) {
    for (const action of actions) map.set(`/0.1.0/${resource}:${action}`, `${action === G ? 'search' : action}${name}`);
  }
  for (const [service, actions] of Object.entries(SERVICES)) {
    for (const [action, id] of Object.entries(actions)) map.set(`/0.1.0/${service}:${action}`, id);
  }
  return map;
}

const BODY_FIELDS: Record<string, string[]> = {
  create: ['properties'],
  get: ['find'],
  update: ['id', 'properties'],
  delete: ['id'],
  associate: ['id', 'resource'],
  dissociate: ['id', 'resource'],
  validate: ['properties'],
};

const jsonBody = (op: Json) => op.requestBody?.content?.['application/json'];
const requestExamples = (op: Json): Json[] => {
  const media = jsonBody(op);
  if (!media) return [];
  return media.examples ? Object.values<Json>(media.examples).map((e) => e.value) : [media.example];
};

describe('Core API', () => {
  test('has exactly the operations of the contract, named action + Resource', () => {
    const actual = new Map(coreOps.map((o) => [o.key, o.op.operationId]));
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expectedOperationIds()));
  });

  test('includes the operations the route table names', () => {
    const ids = coreOps.map((o) => o.op.operationId);
    for (const id of ['createAccount', 'searchDashboard', 'associateUser', 'dissociateDataset', 'getData', 'listExport']) {
      expect(ids).toContain(id);
    }
  });

  test.each(coreOps.map((o) => [o.op.operationId, o] as const))('%s: POST with the request envelope', (_, o) => {
    expect(o.method).toBe('post');
    const action = o.key.split(':')[1]!;
    expect(o.op['x-action']).toBe(action);
    const schema = jsonBody(o.op).schema;
    expect(schema.required).toEqual(expect.arrayContaining(['action', 'key', 'token', 'version', ...BODY_FIELDS[action]!]));
    expect(schema.properties.action.const).toBe(action);
    expect(deref(core, schema.properties.version).const).toBe('0.1.0');
    const examples = requestExamples(o.op);
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      expect(example).toMatchObject({ action, version: '0.1.0', key: expect.any(String), token: expect.any(String) });
      for (const field of BODY_FIELDS[action]!) expect(example).toHaveProperty(field);
    }
  });

  test.each(coreOps.map((o) => [o.op.operationId, o] as const))('%s: responses with examples and errors', (_, o) => {
    const ok = o.op.responses['200'].content['application/json'];
    expect(ok.example ?? ok.examples).toBeDefined();
    expect(Object.keys(o.op.responses).sort()).toEqual(['200', '400', '401', '403', '404', '429', '500']);
    for (const code of ['400', '401', '403', '404', '429', '500']) {
      const response = deref(core, o.op.responses[code]);
      expect(response.content['application/json'].example.type.code).toBe(Number(code));
    }
  });

  test('429 responses explain the rate limit and carry Retry-After', () => {
    const tooMany = deref(core, core.components.responses.TooManyRequests);
    expect(tooMany.description).toMatch(/10 calls per second.*200/);
    expect(Object.keys(tooMany.headers)).toContain('Retry-After');
  });

  test('has a server per region plus a custom one', () => {
    const urls = core.servers.map((s: Json) => s.url);
    expect(urls).toEqual(
      expect.arrayContaining(['https://api.eu.quantaloop.example', 'https://api.us.quantaloop.example']),
    );
    expect(core.servers.some((s: Json) => s.variables && /\{\w+\}/.test(s.url))).toBe(true);
  });

  test('associate bodies list the roles and accept the access flags', () => {
    const associateUser = coreOps.find((o) => o.op.operationId === 'associateUser')!.op;
    const body = jsonBody(associateUser).schema.properties;
    expect(body.resource.properties.role.enum).toEqual(expect.arrayContaining(['Groups', 'Securables']));
    expect(Object.keys(body.properties.properties)).toEqual(
      expect.arrayContaining(['flagRead', 'flagUse', 'flagModify', 'flagOwn']),
    );
  });

  test('embed authorizations document every field of the contract', () => {
    const props = core.components.schemas.AuthorizationProperties.properties;
    for (const field of [
      'type', 'username', 'name', 'email', 'suborganization', 'access', 'role', 'expiry', 'inactivity_interval',
      'theme', 'css', 'locale_id', 'timezone_id', 'parameter_overrides', 'account_overrides', 'filters',
    ]) {
      expect(props).toHaveProperty(field);
    }
    expect(Object.keys(props.access.properties).sort()).toEqual(['collections', 'dashboards', 'datasets']);
    expect(props.access.properties.datasets.items.properties.rights.enum).toEqual(['read', 'use', 'modify', 'own']);
    expect(props.role.enum).toEqual(['viewer', 'designer', 'owner']);
  });

  test('getData takes queries and createData at most 10,000 rows', () => {
    const getData = jsonBody(coreOps.find((o) => o.op.operationId === 'getData')!.op).schema;
    const query = deref(core, getData.properties.find.properties.queries.items);
    expect(Object.keys(query.properties)).toEqual(
      expect.arrayContaining(['dimensions', 'measures', 'where', 'having', 'order', 'limit']),
    );
    const createData = jsonBody(coreOps.find((o) => o.op.operationId === 'createData')!.op).schema;
    expect(createData.properties.properties.properties.data.maxItems).toBe(10000);
  });

  test('plugin registration has the fields of the Plugin API contract', () => {
    const props = core.components.schemas.PluginProperties.properties;
    for (const field of [
      'slug', 'name', 'description', 'base_url', 'url', 'authorize', 'properties', 'pushdown', 'protocol_version',
      'search', 'supports_distinctcount', 'supports_order_limit', 'supports_join',
    ]) {
      expect(props).toHaveProperty(field);
    }
    expect(props.authorize.enum).toEqual(['none', 'token', 'oauth2', 'custom']);
    expect(props.protocol_version.enum).toEqual(['3.0.0']);
  });
});

describe('Plugin API', () => {
  test('describes the four endpoints and the two webhooks', () => {
    expect(pluginOps.map((o) => `${o.method} ${o.key}`).sort()).toEqual([
      'post /authorize',
      'post /datasets',
      'post /exchange',
      'post /query',
      'post webhook:data_available',
      'post webhook:data_updated',
    ]);
  });

  test.each(pluginOps.map((o) => [o.op.operationId, o] as const))('%s sends X-Secret and has examples', (_, o) => {
    const headers = o.op.parameters.map((p: Json) => deref(plugin, p)).filter((p: Json) => p.in === 'header');
    expect(headers.find((h: Json) => h.name === 'X-Secret')).toMatchObject({ required: true });
    if (['/authorize', '/datasets', '/query'].includes(o.key)) {
      expect(headers.some((h: Json) => /^X-Property-\w+$/.test(h.name))).toBe(true);
    }
    expect(requestExamples(o.op).length).toBeGreaterThan(0);
    const ok = o.op.responses['200'];
    if (!o.webhook) expect(ok.content['application/json'].example ?? ok.content['application/json'].examples).toBeDefined();
  });

  test('declares X-Secret as its security scheme', () => {
    expect(plugin.components.securitySchemes.pluginSecret).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Secret' });
  });
});

test('operationIds are unique across both files (they share the /api/ URL space)', () => {
  const ids = [...coreOps, ...pluginOps].map((o) => o.op.operationId);
  expect(new Set(ids).size).toBe(ids.length);
});
