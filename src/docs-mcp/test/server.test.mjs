/**
 * The MCP server driven through the SDK's client over stdio, against a built site (MCP_SITE, else build/):
 * each tool's answers, versions, bad input, and memory over many calls. Run after `npm run build`
 * (scripts/test.sh): node --test src/docs-mcp/test/server.test.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildPackage, call, connect, ROOT, rssMiB, SITE } from './client.mjs';

let server;
before(async () => {
  buildPackage();
  server = await connect();
});
after(() => server?.close());

const tool = (name, args) => call(server.client, name, args);
const twin = (p) => fs.readFileSync(path.join(SITE, p), 'utf8');
const pathOf = (url) => new URL(url).pathname + new URL(url).hash;

describe('the server', () => {
  test('lists its five tools, each with an input schema, and the llms.txt resource', async () => {
    const { tools } = await server.client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), [
      'chart_type',
      'get_operation',
      'read_page',
      'search_docs',
      'validate_dashboard',
    ]);
    for (const t of tools) assert.equal(t.inputSchema.type, 'object', t.name);
    const { resources } = await server.client.listResources();
    const llms = resources.find((r) => r.uri.endsWith('/llms.txt'));
    assert.ok(llms, 'an llms.txt resource');
    const { contents } = await server.client.readResource({ uri: llms.uri });
    assert.equal(contents[0].text, twin('llms.txt'));
  });
});

describe('search_docs', () => {
  test('finds the page a reader means, with title, breadcrumb, version, URL and snippet', async () => {
    const { data, text } = await tool('search_docs', { query: 'retry on http 429' });
    assert.equal(data.version, '3.x');
    const first = data.results[0];
    assert.equal(pathOf(first.url), '/guide/api--rate-limits');
    assert.equal(first.title, 'Rate limits');
    assert.equal(first.version, '3.x');
    assert.ok(Array.isArray(first.breadcrumb));
    assert.match(first.snippet, /429/);
    assert.match(text, /Rate limits/);
  });

  test('a 2.x search answers from the 2.x docs only', async () => {
    const { data } = await tool('search_docs', { query: 'retry on http 429', version: '2.x' });
    assert.equal(data.version, '2.x');
    assert.ok(data.results.length > 0);
    assert.equal(pathOf(data.results[0].url), '/guide/2.x/api--rate-limits');
    for (const r of data.results) {
      assert.match(pathOf(r.url), /^\/(guide|api)\/2\.x\//, r.url);
      assert.equal(r.version, '2.x');
    }
  });

  test('an unknown version is an error that names the versions', async () => {
    const { error } = await tool('search_docs', { query: 'rate limits', version: '9.x' });
    assert.match(error, /unknown docs version "9\.x".*3\.x.*2\.x/);
  });

  test('nothing found is said, not an error', async () => {
    const { data, text } = await tool('search_docs', { query: 'zzqxv wvvqz' });
    assert.deepEqual(data.results, []);
    assert.match(text, /No page/);
  });
});

describe('read_page', () => {
  test('gives the page Markdown twin whole, from a full URL', async () => {
    const { data } = await tool('read_page', {
      url: 'https://developer.quantaloop.example/guide/api--rate-limits',
    });
    assert.equal(data.markdown, twin('guide/api--rate-limits.md'));
  });

  test('gives one section, by heading text or by #anchor, up to the next heading of its level', async () => {
    const byName = await tool('read_page', {
      url: '/guide/api--introduction',
      section: 'Responses and errors',
    });
    const byHash = await tool('read_page', { url: '/guide/api--introduction#responses-and-errors' });
    assert.equal(byName.data.markdown, byHash.data.markdown);
    assert.match(byName.data.markdown, /^## Responses and errors\n/);
    assert.doesNotMatch(byName.data.markdown.slice(3), /^## /m);
    assert.ok(twin('guide/api--introduction.md').includes(byName.data.markdown));
  });

  test('version 2.x reads the 2.x page', async () => {
    const { data } = await tool('read_page', { url: '/guide/api--rate-limits', version: '2.x' });
    assert.equal(data.markdown, twin('guide/2.x/api--rate-limits.md'));
    assert.equal(data.version, '2.x');
  });

  test('an unknown page or section is a clear error', async () => {
    assert.match(
      (await tool('read_page', { url: '/guide/no-such-page' })).error,
      /no page at \/guide\/no-such-page/,
    );
    const { error } = await tool('read_page', { url: '/guide/api--introduction', section: 'Nope' });
    assert.match(error, /no section "Nope".*Responses and errors/);
    assert.match((await tool('read_page', { url: '/../../etc/passwd' })).error, /not a site path|no page/);
  });
});

/** Every operation page of a version, with the samples its page renders (its generated ApiPanel.json). */
function operations(dir) {
  const out = [];
  for (const api of fs.readdirSync(path.join(ROOT, dir))) {
    const folder = path.join(ROOT, dir, api);
    if (!fs.statSync(folder).isDirectory()) continue;
    for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.api.mdx'))) {
      const id = /^id: (.+)$/m.exec(fs.readFileSync(path.join(folder, file), 'utf8'))[1].trim();
      const panel = JSON.parse(
        fs.readFileSync(path.join(folder, file.replace('.api.mdx', '.ApiPanel.json')), 'utf8'),
      );
      out.push({ id, panel });
    }
  }
  return out;
}

describe('get_operation', () => {
  test('createAccount: method, path, parameters, request, responses and six samples', async () => {
    const { data } = await tool('get_operation', { operationId: 'createAccount' });
    assert.equal(data.method, 'POST');
    assert.equal(data.path, '/0.1.0/account');
    assert.equal(data.version, '3.x');
    assert.match(data.request, /^## Request/);
    assert.match(data.request, /"action": "create"/);
    assert.match(data.responses, /^## Responses/);
    assert.deepEqual(
      data.samples.map((s) => s.label),
      ['cURL', 'Node', 'Python', 'PHP', 'Java', 'C#'],
    );
    // The samples read the credentials from the environment: the line above them says which variables.
    assert.match(data.samplesNote, /^Set `QUANTALOOP_API_KEY` \(your API key\) and `QUANTALOOP_API_TOKEN`/);
    for (const s of data.samples) assert.match(s.code, /QUANTALOOP_API_TOKEN/, s.label);
  });

  test('a header parameter shows in parameters', async () => {
    const { data } = await tool('get_operation', { operationId: 'authorizePluginUser' });
    assert.ok(data.parameters.some((p) => /^### Header Parameters/.test(p)));
  });

  for (const [version, dir] of [
    [undefined, 'api/reference'],
    ['2.x', 'api_versioned_docs/version-2.x'],
  ]) {
    test(`every ${version ?? 'current'} operation's samples are byte for byte the ones its page shows`, async () => {
      const ops = operations(dir);
      assert.ok(ops.length > 50, `${ops.length} operations`);
      for (const { id, panel } of ops) {
        const { data, error } = await tool('get_operation', { operationId: id, version });
        assert.equal(error, undefined, id);
        assert.equal(data.method, panel.method.toUpperCase(), id);
        assert.deepEqual(
          data.samples.map((s) => [s.label, s.code]),
          panel.samples.map((s) => [s.label, s.code]),
          id,
        );
      }
    });
  }

  test('an unknown operation or a malformed id is a clear error', async () => {
    assert.match(
      (await tool('get_operation', { operationId: 'createUnicorn' })).error,
      /no operation "createUnicorn"/,
    );
    assert.match(
      (await tool('get_operation', { operationId: 'createAcount' })).error,
      /Did you mean "createAccount"\?/,
    );
    assert.match((await tool('get_operation', { operationId: '../secrets' })).error, /not an operationId/);
    assert.match(
      (await tool('get_operation', { operationId: 'createAccount', version: '1.x' })).error,
      /unknown docs version/,
    );
  });
});

describe('validate_dashboard', () => {
  const sample = fs.readFileSync(path.join(ROOT, 'src/dashboard/samples/sales-overview.json'), 'utf8');

  test('a sample dashboard is valid', async () => {
    const { data } = await tool('validate_dashboard', { json: sample });
    assert.equal(data.valid, true);
    assert.equal(data.errors, 0);
  });

  test('bad JSON: the syntax error with its line and column', async () => {
    const { data, text } = await tool('validate_dashboard', { json: '{\n  "views": [\n    }\n' });
    assert.equal(data.parsed, false);
    assert.equal(data.valid, false);
    assert.deepEqual([data.diagnostics[0].line, data.diagnostics[0].column], [3, 5]);
    assert.match(text, /line 3, column 5: error:/);
  });

  test('a schema error points at the line and column of the offending value', async () => {
    const doc = JSON.parse(sample);
    doc.views[0].items[0].position.sizeX = 'wide';
    const json = JSON.stringify(doc, null, 2);
    const { data } = await tool('validate_dashboard', { json });
    assert.equal(data.valid, false);
    const d = data.diagnostics.find((x) => x.pointer === '/views/0/items/0/position/sizeX');
    assert.ok(d, JSON.stringify(data.diagnostics));
    const lines = json.split('\n');
    assert.match(lines[d.line - 1].slice(d.column - 1), /^("sizeX": )?"wide"/);
  });
});

describe('chart_type', () => {
  test('bar-chart: slots, options and a snippet per framework; React is the page own snippet', async () => {
    const { data } = await tool('chart_type', { type: 'bar-chart' });
    assert.deepEqual(
      data.slots.map((s) => s.name),
      ['measure', 'y-axis', 'legend'],
    );
    assert.match(data.options, /^## Options/);
    assert.deepEqual(
      data.snippets.map((s) => s.framework),
      ['React', 'Angular', 'Vue', 'HTML'],
    );
    const page = twin('flex/charts/bar-chart.md');
    const code = /## Code[\s\S]*?```\w*\n([\s\S]*?)\n```/.exec(page)[1];
    assert.equal(data.snippets[0].code, code);
    for (const s of data.snippets) assert.match(s.code, /bar-chart/, s.framework);
  });

  test('an unknown type is an error that lists the chart types', async () => {
    const { error } = await tool('chart_type', { type: 'pie-in-the-sky' });
    assert.match(error, /no chart type "pie-in-the-sky".*bar-chart/);
  });
});

describe('bad input', () => {
  test('huge or malformed input is refused clearly, and the server keeps serving', async () => {
    assert.match((await tool('validate_dashboard', { json: 'x'.repeat(5_000_001) })).error, /5000000/);
    assert.match((await tool('search_docs', { query: 'q'.repeat(100_000) })).error, /query/);
    assert.match((await tool('search_docs', {})).error, /query/);
    assert.match((await tool('read_page', { url: 42 })).error, /url/);
    assert.match((await tool('no_such_tool', {})).error, /no_such_tool/);
    const { data } = await tool('search_docs', { query: 'rate limits' });
    assert.ok(data.results.length > 0);
  });

  test('200 mixed calls in a row: all answered, resident memory bounded', async () => {
    const calls = [
      () => tool('search_docs', { query: 'embed a dashboard' }),
      () => tool('search_docs', { query: 'token lifetime renewal', version: '2.x' }),
      () => tool('read_page', { url: '/guide/api--introduction' }),
      () => tool('get_operation', { operationId: 'createDataset' }),
      () => tool('validate_dashboard', { json: '{"views": 3}' }),
      () => tool('chart_type', { type: 'line-chart' }),
      () => tool('get_operation', { operationId: 'nope' }),
    ];
    for (let i = 0; i < 20; i++) await calls[i % calls.length]();
    const warm = rssMiB(server.pid);
    for (let i = 0; i < 200; i++) {
      const r = await calls[i % calls.length]();
      assert.ok(r.data || r.error, `call ${i}`);
    }
    const end = rssMiB(server.pid);
    assert.ok(end < 400, `RSS ${end.toFixed(0)} MiB`);
    assert.ok(end - warm < 60, `RSS grew from ${warm.toFixed(0)} to ${end.toFixed(0)} MiB over 200 calls`);
  });
});
