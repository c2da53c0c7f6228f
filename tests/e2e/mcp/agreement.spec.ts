import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Element, Root } from 'hast';
import { selectAll } from 'hast-util-select';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { test, expect } from '../support/fixtures';
import { searchBox } from '../search/helpers';
import { dashboard, openPlayground, pasteText, problems, status } from '../dashboard/helpers';
import { pathToFileURL } from 'node:url';

/**
 * The docs MCP server (src/docs-mcp) answers as the site does: the same top 5 as the search box for the
 * bench's query sets, the playground's problems for a broken dashboard, a chart page's snippet per framework.
 * The server reads the site this test serves, over HTTP (the node tests read the build folder).
 */
const ROOT = path.join(__dirname, '../../..');

/**
 * The MCP package's test client (its bin driven by the MCP SDK's client over stdio). Loaded at run time by
 * URL: Playwright's transform would turn the ES module into CommonJS, which it is not.
 */
type ClientModule = typeof import('../../../src/docs-mcp/test/client.mjs');
const CLIENT = pathToFileURL(path.join(ROOT, 'src/docs-mcp/test/client.mjs')).href;
let call: ClientModule['call'];
type Mcp = Awaited<ReturnType<ClientModule['connect']>>;

function querySet(file: string): string[] {
  const raw = JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as { queries: { query: string }[] };
  return raw.queries.map((q) => q.query);
}

/** Types a query into the box and returns the results' links in the order the panel shows them. */
async function boxResults(page: Page, query: string): Promise<string[]> {
  const box = await searchBox(page);
  await box.fill(query);
  const panel = page.locator(
    `.navbar__search [data-phase="done"][data-query="${query.trim().replace(/"/g, '\\"')}"]`,
  );
  await expect(panel).toBeAttached({ timeout: 30_000 });
  return page
    .locator('.navbar__search [role="option"]')
    .evaluateAll((options) => options.map((a) => a.getAttribute('href') ?? ''));
}

const local = (url: string) => {
  const u = new URL(url, 'http://site');
  return u.pathname + u.hash;
};

let mcp: Mcp;
test.beforeAll(async ({ browser: _browser }, testInfo) => {
  const client = (await import(CLIENT)) as ClientModule;
  call = client.call;
  client.buildPackage();
  mcp = await client.connect(String(testInfo.project.use.baseURL));
});
test.afterAll(async () => {
  await mcp?.close();
});

test.describe.configure({ mode: 'serial' });

// The box searches the index of the version being read: on a 2.x page, the 2.x docs.
for (const [file, version, from] of [
  ['bench/search/held-out.json', undefined, '/guide/api--introduction'],
  ['bench/search/queries.json', undefined, '/guide/api--introduction'],
  ['bench/search/held-out.json', '2.x', '/guide/2.x/api--introduction'],
] as const) {
  test(`search_docs gives the search box's top 5 for every query of ${file}${version ? ` (${version})` : ''}`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto(from);
    const differ: string[] = [];
    let answered = 0;
    for (const query of querySet(file)) {
      const shown = (await boxResults(page, query)).slice(0, 5).map(local);
      if (shown.length > 0) answered += 1;
      const answer = (await call(mcp.client, 'search_docs', { query, ...(version ? { version } : {}) })) as {
        data?: { results: { url: string }[] };
        error?: string;
      };
      expect(answer.error, query).toBeUndefined();
      const mine = answer.data!.results.slice(0, 5).map((r) => local(r.url));
      if (JSON.stringify(mine) !== JSON.stringify(shown))
        differ.push(`${query}\n  box: ${shown}\n  mcp: ${mine}`);
    }
    expect(differ, differ.join('\n')).toEqual([]);
    // Agreement on empty panels would prove nothing.
    expect(answered).toBeGreaterThan(querySet(file).length * 0.8);
  });
}

test('search_docs results carry the breadcrumbs the box shows under them', async ({ page }) => {
  await page.goto('/guide/api--introduction');
  // The box draws trails from the side navigation, whose sections load on first use: let them arrive.
  await boxResults(page, 'bar chart');
  await page.waitForLoadState('networkidle');
  let compared = 0;
  for (const query of ['create an account', 'rate limits', 'webhook', 'filters', 'export pdf', 'saml']) {
    const box = await searchBox(page);
    await box.fill(query);
    const panel = page.locator(`.navbar__search [data-phase="done"][data-query="${query}"]`);
    await expect(panel).toBeAttached();
    // Under each title the box shows the page's docs version, then its trail (issue 50).
    const shown = await page.locator('.navbar__search [role="option"]').evaluateAll((options) =>
      options.map((o) => ({
        version: (o.querySelector('[data-version]')?.textContent ?? '').replace(/^Version\s*/, ''),
        trail: o.querySelector('[id$="-crumb"]')?.textContent ?? '',
      })),
    );
    const answer = (await call(mcp.client, 'search_docs', { query })) as {
      data: { results: { url: string; breadcrumb: string[]; version: string }[] };
    };
    answer.data.results.forEach((r, i) => {
      // A page outside the navigation shows its URL in the box, and no trail here.
      const trail = shown[i]?.trail ?? '';
      expect(r.breadcrumb.join(' › '), `${query}: ${r.url}`).toBe(trail.startsWith('/') ? '' : trail);
      expect(r.version, `${query}: ${r.url}`).toBe(shown[i]?.version);
      compared += 1;
    });
  }
  expect(compared).toBeGreaterThan(30);
});

/** Text of a HAST node. */
function textOf(node: Element | Root | { type: string; value?: string; children?: unknown[] }): string {
  if (node.type === 'text') return (node as { value: string }).value;
  return ((node as { children?: Element[] }).children ?? []).map(textOf).join('');
}

test("get_operation's code samples are byte for byte the ones each API page shows, in every version", async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const llms = await (await fetch(`${baseURL}/llms.txt`)).text();
  const pages = [...llms.matchAll(/\]\(https?:\/\/[^)]*?\/api\/(?:(2\.x)\/)?([A-Za-z0-9_-]+)\.md\)/g)]
    .map((m) => ({ version: m[1], id: m[2]! }))
    .filter((p) => p.id !== 'changelog');
  expect(pages.length).toBeGreaterThan(100);
  let compared = 0;
  for (const { version, id } of pages) {
    const route = version ? `/api/${version}/${id}` : `/api/${id}`;
    const html = await (await fetch(`${baseURL}${route}`)).text();
    const tree = unified().use(rehypeParse).parse(html) as Root;
    const section = selectAll('section[aria-labelledby="api-code-samples"]', tree)[0];
    if (!section) continue; // an API page without an operation (an overview)
    const labels = selectAll('[role="tab"]', section).map(textOf);
    const panels = selectAll('[role="tabpanel"]', section);
    const shown = labels.map((label, i) => [
      label,
      selectAll('.token-line', panels[i]!).map(textOf).join('\n'),
    ]);
    const answer = (await call(mcp.client, 'get_operation', {
      operationId: id,
      ...(version ? { version } : {}),
    })) as {
      data?: { samples: { label: string; code: string }[] };
      error?: string;
    };
    expect(answer.error, route).toBeUndefined();
    expect(shown.length, route).toBe(6);
    expect(
      answer.data!.samples.map((x) => [x.label, x.code]),
      route,
    ).toEqual(shown);
    compared += 1;
  }
  expect(compared).toBeGreaterThan(100);
});

test("validate_dashboard gives the playground's problems, with their lines and columns", async ({ page }) => {
  const text = dashboard([
    { id: 'a', type: 'bar-chart', position: { col: 0, row: 0, sizeX: 'wide', sizeY: 10 } },
    { id: 'a', type: 'no-such-chart', position: { col: 40, row: 0, sizeX: 20, sizeY: 10 } },
  ]);
  await openPlayground(page);
  await pasteText(page, text);
  await expect(status(page)).toHaveAttribute('data-state', 'done');
  await expect(problems(page).getByRole('listitem').first()).toBeVisible();
  const shown = await problems(page)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => (li as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
  const answer = (await call(mcp.client, 'validate_dashboard', { json: text })) as {
    data: { diagnostics: { line: number; column: number; severity: string; message: string }[] };
  };
  const label = { error: 'Error', warning: 'Warning', info: 'Note' } as Record<string, string>;
  const mine = answer.data.diagnostics
    .slice(0, 50)
    .map((d) =>
      `${label[d.severity] ?? 'Note'}Line ${d.line}:${d.column} ${d.message}`.replace(/\s+/g, ' ').trim(),
    );
  expect(shown.length).toBeGreaterThan(1);
  expect(mine).toEqual(shown.map((s) => s.replace(/^(Error|Warning|Note) ?Line/, '$1Line')));
});

test("chart_type's snippet per framework is the one the chart page shows", async ({ page }) => {
  const answer = (await call(mcp.client, 'chart_type', { type: 'bar-chart' })) as {
    data: { snippets: { framework: string; code: string }[] };
  };
  await page.goto('/flex/charts/bar-chart');
  for (const { framework, code } of answer.data.snippets) {
    await page.getByRole('tab', { name: framework, exact: true }).click();
    // The code block draws each line as a span of its own (a <br> between, not a newline).
    const shown = await page
      .getByRole('tabpanel')
      .locator('pre code')
      .first()
      .evaluate((el) => {
        const lines = Array.from(el.querySelectorAll('.token-line'), (l) => l.textContent ?? '');
        return lines.length > 0 ? lines.join('\n') : (el.textContent ?? '');
      });
    expect(shown.replace(/\n$/, ''), framework).toBe(code);
  }
});
