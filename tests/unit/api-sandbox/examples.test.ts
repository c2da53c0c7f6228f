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

  test.each(m.operations.map((op, i) => [op.id, op, pathKeys[i]!] as const))('%s', (_id, op, pathKey) => {
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
