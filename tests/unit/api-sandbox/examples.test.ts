import { CORE, documentedValidator, model, sandbox, schemaPaths } from './helpers';

/**
 * Every documented request example, sent to a fresh sandbox, gets a 200 whose body validates against the
 * documented 200 schema, checked with an ajv over the raw OpenAPI file (not the sandbox's own schemas).
 */
describe.each(['core', 'plugin'] as const)('%s API: documented examples', (api) => {
  const oracle = documentedValidator(api);
  const m = model(api);
  const { sb } = sandbox(api);
  const pathKeys = Object.keys(oracle.spec.paths);

  const paths = m.operations.filter((op) => !op.webhook);
  test.each(paths.map((op, i) => [op.id, op, pathKeys[i]!] as const))('%s', (_id, op, pathKey) => {
    expect(oracle.spec.paths[pathKey].post.operationId).toBe(op.id);
    sb.reset();
    const headers = Object.fromEntries(op.headers.filter((h) => h.example).map((h) => [h.name, h.example!]));
    const response = sb.handle({
      method: 'POST',
      path: op.path,
      headers: { 'content-type': 'application/json', ...headers },
      ...(op.requestExample !== undefined ? { body: JSON.stringify(op.requestExample) } : {}),
    });
    expect({ status: response.status, body: response.body }).toMatchObject({ status: 200 });
    expect(oracle.validate(schemaPaths(oracle.spec, pathKey, '200').response, response.body)).toBe(true);
  });
});

test('every Core API operation is covered, with an example', () => {
  expect(CORE.operations).toHaveLength(114);
  expect(CORE.operations.every((op) => op.requestExample !== undefined)).toBe(true);
});

/**
 * The Plugin API's webhooks are calls a plugin makes to the platform: the sandbox answers them at the path of
 * their documented URL, as the documented 200 (no body), so that their code samples run against it too.
 */
describe('plugin API: webhooks', () => {
  const oracle = documentedValidator('plugin');
  const m = model('plugin');
  const { sb } = sandbox('plugin');
  const webhooks = m.operations.filter((op) => op.webhook);

  test('both documented webhooks are modelled at their documented URL', () => {
    expect(webhooks.map((op) => [op.id, op.webhook])).toEqual([
      ['notifyDataAvailable', 'data_available'],
      ['notifyDataUpdated', 'data_updated'],
    ]);
    for (const op of webhooks) {
      const url = oracle.spec.webhooks[op.webhook!].post['x-webhook-url-example'];
      expect(op.path).toBe(new URL(url).pathname);
    }
  });

  test.each(webhooks.map((op) => [op.id, op] as const))(
    '%s: the documented call gets an empty 200; a wrong secret or body does not',
    (_id, op) => {
      const secret = { 'X-Secret': m.secret!.value, 'content-type': 'application/json' };
      const body = JSON.stringify(op.requestExample);
      expect(sb.handle({ method: 'POST', path: op.path, headers: secret, body })).toEqual({
        status: 200,
        headers: {},
        body: undefined,
      });
      const wrong = { ...secret, 'X-Secret': 'nope' };
      expect(sb.handle({ method: 'POST', path: op.path, headers: wrong, body }).status).toBe(401);
      const bad = JSON.stringify({ event: 'data_deleted' });
      expect(sb.handle({ method: 'POST', path: op.path, headers: secret, body: bad }).status).toBe(400);
    },
  );
});
