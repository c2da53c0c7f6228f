/**
 * Hostile input, pure logic: config.json URLs and size, chart option ranges. Case ids (Uxx) are listed in
 * README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isSafeUrl } from '@site/src/lib/url';
import { loadConfig, parseConfig } from '@site/src/config/load-config';
import { DEFAULT_CONFIG } from '@site/src/config/default-config';
import productionConfig from '@site/static/config/config.json';
import { validateInputs } from '@site/src/viz-item/validate';
import { getItemTypeDefinition, listItemTypes } from '@site/src/viz-item/definitions';
import type { OptionDefinition } from '@site/src/viz-item/definitions/types';

const respond = (body: string, headers: Record<string, string> = {}) =>
  (async () => new Response(body, { status: 200, headers })) as typeof fetch;

test('U35 URL rule: script, data, protocol-relative and odd schemes are refused', () => {
  for (const url of [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:x',
    '//evil.example/logo.svg',
    '/\\evil.example/logo.svg',
    'ftp://files.example/logo.svg',
    'img/logo.svg',
    '',
    42,
  ])
    expect([url, isSafeUrl(url)]).toEqual([url, false]);
});

test('U36 URL rule: http(s) and site-relative URLs pass', () => {
  for (const url of ['/img/logo-light.svg', 'https://academy.example/a?b=c', 'http://localhost:3000/x.js'])
    expect([url, isSafeUrl(url)]).toEqual([url, true]);
});

test('U37 config.json logo "javascript:…": that field falls back to the default, the rest is kept', () => {
  const { config, problems } = parseConfig({
    ...productionConfig,
    brand: { name: 'Acme', logoLight: 'javascript:alert(1)', logoDark: '/img/acme-dark.svg' },
  });
  expect(config.brand).toEqual({
    name: 'Acme',
    logoLight: DEFAULT_CONFIG.brand.logoLight,
    logoDark: '/img/acme-dark.svg',
  });
  expect(problems).toEqual(['"brand.logoLight" is not an http(s) or site-relative URL']);
});

test('U38 config.json footer link with a script address: that link is left out, the others stay', () => {
  const footer = [
    {
      title: 'Company',
      items: [
        { label: 'About', href: 'https://www.example/about' },
        { label: 'Evil', href: 'javascript:alert(1)' },
      ],
    },
  ];
  const { config, problems } = parseConfig({ ...productionConfig, footer });
  expect(config.footer).toEqual([{ title: 'Company', items: [footer[0]!.items[0]] }]);
  expect(problems).toEqual([
    '"footer[0].items[1].href" is not an http(s) or site-relative URL; that link is left out',
  ]);
});

describe('loading config.json', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
  });

  test('U39 a 20 MB config.json is not read: built-in config, one warning (not an error), reading stops at the cap', async () => {
    const big = new TextEncoder().encode(
      JSON.stringify({ ...productionConfig, padding: 'x'.repeat(20 * 1024 * 1024) }),
    );
    const CHUNK = 64 * 1024;
    let served = 0;
    // Served in chunks, without a Content-Length, as a server that streams it would: what the loader pulls
    // is what it read.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (served >= big.byteLength) return controller.close();
        controller.enqueue(big.subarray(served, served + CHUNK));
        served += CHUNK;
      },
    });
    const fetcher = (async () => new Response(body, { status: 200 })) as typeof fetch;
    await expect(loadConfig('/config/config.json', fetcher)).resolves.toBe(DEFAULT_CONFIG);
    // Nothing past the 256 KB cap but the chunk that crossed it and the one the stream had queued (its time:
    // bench/limits/run.mjs).
    expect(served).toBeLessThanOrEqual(256 * 1024 + 2 * CHUNK);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/larger than 256 KB/);
    expect(error).not.toHaveBeenCalled();
  });

  test('U40 a declared Content-Length over the cap is refused before reading', async () => {
    await expect(
      loadConfig('/c.json', respond('{}', { 'content-length': String(20 * 1024 * 1024) })),
    ).resolves.toBe(DEFAULT_CONFIG);
    expect(String(warn.mock.calls[0]![0])).toMatch(/larger than 256 KB/);
  });

  test('U41 a config.json nested 10,000 levels deep: built-in config, one warning', async () => {
    const deep = `{"brand":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    await expect(loadConfig('/c.json', respond(deep))).resolves.toBe(DEFAULT_CONFIG);
    expect(String(warn.mock.calls[0]![0])).toMatch(/nested deeper than 256 levels/);
  });
});

test('U42 bars.roundedCorners -1e9 on a bar chart: the usual clear message, not a canvas error', () => {
  const { demo } = getItemTypeDefinition('bar-chart')!;
  const problems = validateInputs({
    type: 'bar-chart',
    ...demo,
    options: { bars: { roundedCorners: -1e9 } },
  });
  expect(problems).toEqual([
    {
      path: 'options.bars.roundedCorners',
      message: 'options.bars.roundedCorners must be a number from 0 to 20 (got -1000000000)',
    },
  ]);
  for (const ok of [0, 5, 20])
    expect(validateInputs({ type: 'bar-chart', ...demo, options: { bars: { roundedCorners: ok } } })).toEqual(
      [],
    );
});

test('U43 every numeric option range of the definitions is in the published JSON schema', () => {
  const published = fs.readFileSync(
    path.join(__dirname, '../../../static/schemas/dashboard.schema.json'),
    'utf8',
  );
  const ranges = new Set<string>();
  const walk = (d: OptionDefinition) => {
    if (d.type === 'number' && d.min !== undefined && d.max !== undefined)
      ranges.add(`"minimum": ${d.min},\n`);
    Object.values(d.properties ?? {}).forEach(walk);
    if (d.items) walk(d.items);
  };
  for (const t of listItemTypes()) t.options.forEach(walk);
  expect(ranges.size).toBeGreaterThan(10);
  for (const r of ranges) expect(published.replace(/ +/g, ' ')).toContain(r.replace(/ +/g, ' ').trim());
  // A number option without a range in the definitions would let absurd sizes reach the canvas.
  const unbounded: string[] = [];
  const find = (d: OptionDefinition, p: string) => {
    if (d.type === 'number' && d.implemented && /pixels|opacity|radius|size|width/i.test(d.description))
      if (d.min === undefined || d.max === undefined) unbounded.push(p);
    Object.entries(d.properties ?? {}).forEach(([k, c]) => find(c, `${p}.${k}`));
  };
  for (const t of listItemTypes()) t.options.forEach((o) => find(o, `${t.type}:${o.name}`));
  expect(unbounded).toEqual([]);
});
