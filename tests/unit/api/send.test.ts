import { execFileSync } from 'node:child_process';
import { buildRequest, formatDuration, send, toCurl, type BuiltRequest } from '@site/api/theme/ApiPanel/send';
import {
  editableBody,
  readRemembered,
  resolveServerUrl,
  writeRemembered,
} from '@site/api/theme/ApiPanel/form';
import type { PanelData, PanelField } from '@site/api/theme/ApiItem/types';
import { fakeStorage } from '../../support/storage';

/** The "Send request" panel's logic: building the request, sending it, and remembering only when asked. */
const CORE_FIELDS: PanelField[] = [
  { in: 'body', name: 'key' },
  { in: 'body', name: 'token' },
];

const input = (over: Partial<Parameters<typeof buildRequest>[0]> = {}) => ({
  server: 'https://api.eu.quantaloop.example',
  path: '/0.1.0/account',
  method: 'post',
  bodyText: '{"action":"get","version":"0.1.0","find":{"limit":1}}',
  fields: CORE_FIELDS,
  values: { key: 'k-1', token: 't-1' },
  ...over,
});

describe('buildRequest', () => {
  test('puts body credentials into the JSON body and sends JSON', () => {
    const result = buildRequest(input());
    expect(result).toEqual({
      ok: true,
      request: {
        url: 'https://api.eu.quantaloop.example/0.1.0/account',
        init: {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            action: 'get',
            version: '0.1.0',
            find: { limit: 1 },
            key: 'k-1',
            token: 't-1',
          }),
        },
      },
    });
  });

  test('sends header credentials as headers (Plugin API)', () => {
    const result = buildRequest(
      input({
        server: 'https://plugin.example.com/',
        path: '/datasets',
        bodyText: '',
        fields: [
          { in: 'header', name: 'X-Secret', required: true },
          { in: 'header', name: 'X-Property-host' },
        ],
        values: { 'X-Secret': 's3cret', 'X-Property-host': '' },
      }),
    );
    expect(result).toEqual({
      ok: true,
      request: {
        url: 'https://plugin.example.com/datasets',
        init: { method: 'POST', headers: { 'X-Secret': 's3cret' } },
      },
    });
  });

  test.each([
    [{ server: 'not a url' }, /valid server URL/],
    [{ server: 'ftp://api.eu.quantaloop.example' }, /must start with https:\/\//],
    [{ bodyText: '{"action": ' }, /not valid JSON/],
    [{ bodyText: '[1,2]' }, /must be a JSON object/],
    [{ values: { key: 'k-1', token: ' ' } }, /Fill in “token”/],
    [{ values: {} }, /Fill in “key” and “token”/],
  ])('refuses %j with a message saying what to fix', (over, message) => {
    const result = buildRequest(input(over));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(message);
  });
});

describe('send', () => {
  const request: BuiltRequest = {
    url: 'https://api.eu.quantaloop.example/0.1.0/account',
    init: { method: 'POST', headers: {} },
  };
  let clock = 0;
  const now = () => (clock += 25);

  test('returns the status and body of a non-2xx response instead of throwing', async () => {
    const fetcher = jest.fn(
      async () =>
        new Response('{"message":"bad token"}', {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const outcome = await send(request, { fetcher: fetcher as typeof fetch, now });
    expect(outcome).toMatchObject({
      kind: 'response',
      ok: false,
      status: 401,
      statusText: 'Unauthorized',
      body: '{"message":"bad token"}',
    });
    expect(fetcher).toHaveBeenCalledWith(
      request.url,
      expect.objectContaining({ credentials: 'omit', method: 'POST' }),
    );
  });

  test('turns a network failure into an outcome', async () => {
    const fetcher = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(send(request, { fetcher, now })).resolves.toMatchObject({
      kind: 'network-error',
      message: 'Failed to fetch',
    });
  });

  test('gives up after the timeout', async () => {
    const fetcher = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init!.signal!.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    await expect(send(request, { fetcher, timeoutMs: 20, now })).resolves.toMatchObject({ kind: 'timeout' });
  });
});

describe('remembering', () => {
  test('stores only what it is given, per API, and forgets on request', () => {
    const storage = fakeStorage();
    writeRemembered(storage, 'core', {
      server: 'https://api.us.quantaloop.example',
      values: { key: 'k', token: 't' },
    });
    expect(readRemembered(storage, 'core')).toEqual({
      server: 'https://api.us.quantaloop.example',
      values: { key: 'k', token: 't' },
    });
    expect(readRemembered(storage, 'plugin')).toBeNull();
    writeRemembered(storage, 'core', null);
    expect(storage.data.size).toBe(0);
  });

  test('keeps the sandbox as a server, drops a server that is no http(s) URL and oversized values', () => {
    const storage = fakeStorage();
    const put = (v: unknown) => storage.setItem('quantaloop.api.send-request.core', JSON.stringify(v));
    put({ server: 'sandbox', values: { key: 'k' } });
    expect(readRemembered(storage, 'core')).toEqual({ server: 'sandbox', values: { key: 'k' } });
    for (const server of ['javascript:alert(1)', 'not a url', 42, 'x'.repeat(5000)]) {
      put({ server, values: { key: 'k', token: 't'.repeat(5000), n: 3 } });
      expect(readRemembered(storage, 'core')).toEqual({ values: { key: 'k' } });
    }
    storage.setItem('quantaloop.api.send-request.core', `{"values":{"k":"${'x'.repeat(70_000)}"}}`);
    expect(readRemembered(storage, 'core')).toBeNull();
  });

  test('ignores garbage and blocked storage', () => {
    const storage = fakeStorage();
    storage.setItem('quantaloop.api.send-request.core', '{"values": 3}');
    expect(readRemembered(storage, 'core')).toBeNull();
    const blocked = fakeStorage({}, 'blocked');
    expect(readRemembered(blocked, 'core')).toBeNull();
    expect(() => writeRemembered(blocked, 'core', { values: {} })).not.toThrow();
  });

  test('says whether the values were kept: a throwing or refusing storage has not kept them (issue 54)', () => {
    expect(writeRemembered(fakeStorage(), 'core', { values: { key: 'k' } })).toBe(true);
    const throwing = fakeStorage({}, 'full');
    expect(writeRemembered(throwing, 'core', { values: { key: 'k' } })).toBe(false);
    // The site's helpers answer false for full, blocked and read-only storage (src/lib/storage.ts).
    const refusing = { setItem: () => false, removeItem: () => undefined };
    expect(writeRemembered(refusing, 'core', { values: { key: 'k' } })).toBe(false);
    expect(writeRemembered(null, 'core', { values: { key: 'k' } })).toBe(false);
  });
});

test('the editable body leaves out the credentials, which come from their own fields', () => {
  const data: PanelData = {
    api: 'core',
    method: 'post',
    path: '/0.1.0/account',
    action: 'create',
    webhook: false,
    servers: [],
    fields: CORE_FIELDS,
    body: { action: 'create', key: 'k', token: 't', version: '0.1.0', properties: { name: { en: 'x' } } },
    samples: [],
  };
  expect(JSON.parse(editableBody(data))).toEqual({
    action: 'create',
    version: '0.1.0',
    properties: { name: { en: 'x' } },
  });
});

test('server variables are filled with their defaults', () => {
  expect(resolveServerUrl({ url: 'https://{host}', variables: { host: 'api.analytics.example.com' } })).toBe(
    'https://api.analytics.example.com',
  );
});

describe('the sandbox path of buildRequest', () => {
  test('sends without missing credentials when allowed (the sandbox answers 401), refuses otherwise', () => {
    expect(buildRequest(input({ values: {} }))).toMatchObject({ ok: false });
    const built = buildRequest(input({ values: {}, allowMissingCredentials: true }));
    expect(built.ok).toBe(true);
    if (built.ok) expect(JSON.parse(built.request.init.body!)).not.toHaveProperty('key');
    const plugin = buildRequest(
      input({
        fields: [{ in: 'header', name: 'X-Secret', required: true }],
        values: {},
        allowMissingCredentials: true,
      }),
    );
    expect(plugin.ok && plugin.request.init.headers).toEqual({ 'Content-Type': 'application/json' });
  });
});

describe('toCurl', () => {
  test('quotes every part so that a shell gets exactly what was sent', () => {
    const request: BuiltRequest = {
      url: "https://api.eu.quantaloop.example/0.1.0/account?x='1'",
      init: {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Secret': "it's $HOME `id`" },
        body: JSON.stringify({ name: "O'Brien\nline", emoji: '✓' }),
      },
    };
    const command = toCurl(request);
    expect(
      command.startsWith("curl -X POST 'https://api.eu.quantaloop.example/0.1.0/account?x='\\''1'\\'''"),
    ).toBe(true);
    // Let a real shell parse it: each argument must come out unchanged.
    const args = execFileSync('sh', [
      '-c',
      `printf '%s\\0' ${command.replace(/^curl /, '').replace(/\\\n/g, '')}`,
    ])
      .toString()
      .split('\0')
      .slice(0, -1);
    expect(args).toEqual([
      '-X',
      'POST',
      request.url,
      '-H',
      'Content-Type: application/json',
      '-H',
      "X-Secret: it's $HOME `id`",
      '--data-raw',
      request.init.body,
    ]);
  });

  test('a request without a body has no --data-raw', () => {
    expect(toCurl({ url: 'https://h.example/datasets', init: { method: 'POST', headers: {} } })).toBe(
      "curl -X POST 'https://h.example/datasets'",
    );
  });
});

test('durations: tenths under 10 ms, then ms, then seconds', () => {
  expect(formatDuration(0.42)).toBe('0.4 ms');
  expect(formatDuration(12.6)).toBe('13 ms');
  expect(formatDuration(1234)).toBe('1.2 s');
  expect(formatDuration(Number.NaN)).toBe('');
});
