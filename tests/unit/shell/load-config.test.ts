import { loadConfig, parseConfig } from '../../../src/config/load-config';
import { DEFAULT_CONFIG } from '../../../src/config/default-config';
import productionConfig from '../../../static/config/config.json';

const respond = (body: string, status = 200) =>
  (async () =>
    new Response(body, { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;

describe('parseConfig', () => {
  it('accepts the shipped production config as is', () => {
    const { config, problems } = parseConfig(productionConfig);
    expect(problems).toEqual([]);
    expect(config).toEqual(productionConfig);
  });

  it('keeps the default for a malformed section and names it', () => {
    const { config, problems } = parseConfig({ ...productionConfig, mailboxes: { api: 42 } });
    expect(problems).toEqual(['"mailboxes.api" is malformed']);
    expect(config.mailboxes).toEqual(DEFAULT_CONFIG.mailboxes);
    expect(config.links).toEqual(productionConfig.links);
  });

  it('rejects footer links without an href', () => {
    const { problems } = parseConfig({ footer: [{ title: 'Company', items: [{ label: 'About' }] }] });
    expect(problems).toEqual(['"footer" is malformed']);
  });

  it.each([null, 'text', 42, []])('falls back entirely for a non-object (%p)', (raw) => {
    const { config, problems } = parseConfig(raw);
    expect(config).toBe(DEFAULT_CONFIG);
    expect(problems).toHaveLength(1);
  });
});

describe('loadConfig', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('returns the fetched config without warnings when it is valid', async () => {
    const changed = { ...productionConfig, mailboxes: { api: 'a@x.example', support: 's@x.example' } };
    await expect(loadConfig('/c.json', respond(JSON.stringify(changed)))).resolves.toEqual(changed);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['invalid JSON', respond('{"brand":')],
    ['an HTTP error', respond('missing', 404)],
    ['a network failure', (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch],
  ])('uses the development config on %s, with one warning', async (_name, fetcher) => {
    await expect(loadConfig('/c.json', fetcher)).resolves.toBe(DEFAULT_CONFIG);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('/c.json');
  });
});
