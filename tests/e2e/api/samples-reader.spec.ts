import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { selectAll } from 'hast-util-select';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import type { ElementContent, Root } from 'hast';
import { test, expect, waitForHydration } from '../support/fixtures';
import { BUILD_DIR, sitemapPaths } from '../support/site';

/**
 * Issue 50, item 4: the code samples are the reader's. They read credentials from the environment variables the
 * line above them names (the guides' names: QUANTALOOP_API_KEY, QUANTALOOP_API_TOKEN, PLUGIN_SECRET), never hold
 * a credential, and call the server the reader picks in Send request (a region or a URL), while the page's
 * HTML and its Markdown twin keep the documented one. tests/e2e/api/samples.spec.ts runs them all as copied.
 */

const EU = 'https://api.eu.quantaloop.example';
const US = 'https://api.us.quantaloop.example';
const LANGUAGES = ['cURL', 'Node', 'Python', 'PHP', 'Java', 'C#'];
/** The documented example credentials (the sandbox's): a sample that holds one would run unchanged. */
const LITERALS = [
  '8f2c1d4e-5b6a-4c7d-9e8f-0a1b2c3d4e5f',
  'Xq7Lw2pZ9cVb4NmK8sTd3GhJ6fRy1UeA5oIk0WnQzE',
  'plg_sec_4mV9qT2xK7bN1cR8',
  'wh_live_51Hc2vQ9',
];

const samplesSection = (page: Page) => page.locator('section[aria-labelledby="api-code-samples"]');

/** The code of every sample tab, visible or not, in tab order. */
async function sampleCodes(page: Page): Promise<string[]> {
  return samplesSection(page)
    .getByRole('tabpanel', { includeHidden: true })
    .evaluateAll((panels) => panels.map((p) => p.querySelector('pre')?.textContent ?? ''));
}

async function chooseServer(page: Page, label: string): Promise<void> {
  const select = page.getByTestId('send-request').getByLabel('Server', { exact: true });
  const value = await select.locator('option').filter({ hasText: label }).first().getAttribute('value');
  await select.selectOption(value ?? '');
}

test('the server picked in Send request becomes the host of every sample; the Markdown twin keeps the documented one', async ({
  page,
}) => {
  await page.goto('/api/searchDataset');
  await waitForHydration(page);
  await expect(samplesSection(page).getByRole('tab')).toHaveText(LANGUAGES);
  let codes = await sampleCodes(page);
  expect(codes).toHaveLength(6);
  for (const code of codes) expect(code).toContain(`${EU}/0.1.0/dataset`);

  await chooseServer(page, 'United States');
  await expect(samplesSection(page).getByRole('tabpanel').filter({ visible: true })).toContainText(
    `${US}/0.1.0/dataset`,
  );
  codes = await sampleCodes(page);
  for (const code of codes) {
    expect(code).toContain(`${US}/0.1.0/dataset`);
    expect(code).not.toContain(EU);
  }

  // A URL of the reader's own (a dedicated deployment, or the sandbox served locally: api/README.md).
  await chooseServer(page, 'Custom URL');
  await page.getByTestId('send-request').getByLabel('Server URL').fill('http://127.0.0.1:4010/core');
  await expect(samplesSection(page).getByRole('tabpanel').filter({ visible: true })).toContainText(
    'http://127.0.0.1:4010/core/0.1.0/dataset',
  );
  for (const code of await sampleCodes(page)) expect(code).not.toMatch(/api\.(eu|us)\.quantaloop/);
  // Not a plain URL: the samples keep the documented server, and say why.
  await page.getByTestId('send-request').getByLabel('Server URL').fill("https://x.example/'; rm -rf ~");
  await expect(samplesSection(page).getByRole('status')).toContainText(`The samples keep ${EU}`);
  // Drawn again, not left empty: the code is back to what the server rendered (src/theme/CodeBlock/Content).
  await expect(samplesSection(page).getByRole('tabpanel').filter({ visible: true })).toContainText(
    `${EU}/0.1.0/dataset`,
  );
  for (const code of await sampleCodes(page)) expect(code).toContain(`${EU}/0.1.0/dataset`);

  // Back to the sandbox: the samples call the default server it stands in for.
  await chooseServer(page, 'Sandbox');
  await expect(samplesSection(page).getByRole('status')).toHaveCount(0);
  for (const code of await sampleCodes(page)) expect(code).toContain(`${EU}/0.1.0/dataset`);

  // The twin is the canonical page: the documented server, whatever a reader picked.
  const twin = await (await page.request.get('/api/searchDataset.md')).text();
  expect(twin).toContain(`${EU}/0.1.0/dataset`);
  expect(twin).not.toContain(US);
});

test("the reader's server stays theirs on the next API page of the tab", async ({ page }) => {
  await page.goto('/api/searchDataset');
  await waitForHydration(page);
  await chooseServer(page, 'United States');
  await expect(samplesSection(page).getByRole('tabpanel').filter({ visible: true })).toContainText(US);
  await page.goto('/api/createDashboard');
  await waitForHydration(page);
  await expect(page.getByTestId('send-request').getByLabel('Server URL')).toHaveValue(US);
  for (const code of await sampleCodes(page)) expect(code).toContain(`${US}/0.1.0/dashboard`);
});

test('every sample names the environment variables of the line above it and holds no credential', async ({
  page,
}) => {
  const cases: [string, string[]][] = [
    ['/api/searchDataset', ['QUANTALOOP_API_KEY', 'QUANTALOOP_API_TOKEN']],
    ['/api/2.x/validateAuthorization', ['QUANTALOOP_API_KEY', 'QUANTALOOP_API_TOKEN']],
    ['/api/queryPluginData', ['PLUGIN_SECRET', 'PLUGIN_PROPERTY_API_KEY']],
    ['/api/notifyDataAvailable', ['PLUGIN_SECRET']],
  ];
  for (const [url, names] of cases) {
    await page.goto(url);
    await waitForHydration(page);
    const line = samplesSection(page).locator('[data-sample-env]');
    await expect(line).toBeVisible();
    await expect(line).toHaveText(/^Set .* in your environment: every sample reads (it|them) from there\.$/);
    await expect(line).toHaveAttribute('data-sample-env', names.join(' '));
    for (const name of names) await expect(line.locator('code', { hasText: name })).toHaveCount(1);
    const codes = await sampleCodes(page);
    expect(codes).toHaveLength(6);
    codes.forEach((code, i) => {
      for (const name of names) expect(code, `${url} ${LANGUAGES[i]} reads ${name}`).toContain(name);
      for (const literal of LITERALS) expect(code, `${url} ${LANGUAGES[i]}`).not.toContain(literal);
    });
  }
});

/** The text of an element (hast). */
function textOf(node: ElementContent | Root): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? (node.children as ElementContent[]).map(textOf).join('') : '';
}

test('every API page of every version: each sample reads the variables named above it, none holds a credential', () => {
  const pages = sitemapPaths().filter((p) => /^\/api\/(?!changelog)/.test(p));
  expect(pages.length).toBeGreaterThan(200);
  const problems: string[] = [];
  for (const route of pages) {
    const html = fs.readFileSync(path.join(BUILD_DIR, `${route}.html`), 'utf8');
    const tree = unified().use(rehypeParse).parse(html) as Root;
    const section = selectAll('section[aria-labelledby="api-code-samples"]', tree)[0];
    if (!section) {
      problems.push(`${route}: no code samples`);
      continue;
    }
    const names = String(selectAll('[data-sample-env]', section)[0]?.properties.dataSampleEnv ?? '')
      .split(' ')
      .filter(Boolean);
    if (!names.length) problems.push(`${route}: no line names the variables to set`);
    for (const panel of selectAll('[role="tabpanel"]', section)) {
      const code = textOf(panel);
      for (const name of names)
        if (!code.includes(name)) problems.push(`${route}: a sample does not read ${name}`);
      for (const literal of LITERALS)
        if (code.includes(literal)) problems.push(`${route}: a sample holds ${literal}`);
    }
  }
  expect(problems).toEqual([]);
});
