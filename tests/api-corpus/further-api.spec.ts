import fs from 'node:fs';
import path from 'node:path';
import { seriousViolations } from '../e2e/support/axe';
import { load } from 'js-yaml';
import { test, expect, firstLoad, waitForHydration, withoutBackgroundPreload } from '../e2e/support/fixtures';
import { results, searchBox } from '../e2e/search/helpers';

/**
 * Pages of a further API generated from a real OpenAPI file (the `corpus` API that bench/api/run.mjs adds, or
 * the one API_CORPUS_KEY names):
 * a fixed sample of 30 operations, each with the checks the Core API pages get (tests/e2e/api/pages.spec.ts):
 * its title, the method, its parameters, samples in six languages, no console error, and no serious axe
 * violation.
 */
// API_CORPUS_KEY: the added API's key in API_SPECS, when it is not bench/api/run.mjs' `corpus`.
const KEY = process.env.API_CORPUS_KEY ?? 'corpus';
const dir = path.join(
  path.resolve(process.env.API_CORPUS_SITE ?? 'bench/out/api-site'),
  'api/reference',
  KEY,
);
const LANGUAGES = ['cURL', 'Node', 'Python', 'PHP', 'Java', 'C#'];

interface Front {
  title: string;
  slug: string;
}
/** The page's `apiPanel` export, from the JSON beside it. */
interface Panel {
  method: string;
  path?: string;
  webhook: boolean;
}

const files = fs.existsSync(dir)
  ? fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.api.mdx'))
      .sort()
  : [];
const generated = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
/** The bytes a page's generation wrote: its MDX and the JSON of its schemas, responses and panel beside it. */
const dataOf = (mdx: string) => {
  const base = mdx.replace(/\.api\.mdx$/, '.');
  return generated
    .filter((f) => f.startsWith(base))
    .reduce((a, f) => a + fs.statSync(path.join(dir, f)).size, 0);
};
const panelOf = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, file.replace(/\.api\.mdx$/, '.ApiPanel.json')), 'utf8')) as Panel;
const step = Math.max(1, Math.floor(files.length / 30));
// Every webhook page too: GitHub's two `workflow-job` webhooks once crashed the build's rendering (issue 52).
const webhooks = files.filter((f) => panelOf(f).webhook);
const sample = [...new Set([...files.filter((_, i) => i % step === 0).slice(0, 30), ...webhooks])];

test('the corpus site has a further API', () => {
  expect(files.length).toBeGreaterThan(100);
});

for (const file of sample) {
  const text = fs.readFileSync(path.join(dir, file), 'utf8');
  const front = load(/^---\n([^]*?)\n---\n/.exec(text)![1]!) as Front;
  const panel = panelOf(file);
  const params = [...(panel.path ?? '').matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

  test(`/api${front.slug} shows the operation`, async ({ page, pageErrors }) => {
    // axe reads every node: on a page of 200 KB of data or more (GitHub's largest webhooks, 500 KB) that alone
    // takes most of a minute on 2 cores.
    test.slow(dataOf(file) > 200_000, 'a page of 200 KB of data or more');
    await page.goto(`/api${front.slug}`);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText(front.title);
    const endpoint = page.getByTestId('api-endpoint');
    if (!panel.webhook) await expect(endpoint.locator('.badge')).toHaveText(panel.method.toUpperCase());
    const left = page.locator('.openapi-left-panel__container');
    for (const name of params) await expect(left).toContainText(name);

    const samples = page.locator('.openapi-right-panel__container');
    await expect(samples.getByRole('tab')).toHaveText(LANGUAGES);
    await samples.getByRole('tab', { name: 'Python' }).click();
    await expect(samples.getByRole('tabpanel').filter({ visible: true })).toContainText('import requests');

    const serious = await seriousViolations(page, { nodes: 3 });
    expect(serious).toEqual([]);
    expect(pageErrors.errors).toEqual([]);
  });
}

const aliasFile = path.join(dir, 'aliases.json');
const aliases = fs.existsSync(aliasFile)
  ? Object.entries(JSON.parse(fs.readFileSync(aliasFile, 'utf8')) as Record<string, string>).slice(0, 3)
  : [];

for (const [raw, id] of aliases) {
  test(`a link with the raw operation id ${raw} reaches /api/${KEY}/${id}`, async ({ page, pageErrors }) => {
    // `#` starts a fragment and `/` a path segment: both reach the site as the reader typed them.
    await page.goto(`/api/${KEY}/${raw.split('#').map(encodeURI).join('#')}`);
    await expect(page).toHaveURL(new RegExp(`/api/${KEY}/${id}$`));
    await expect(page.locator('h1')).toBeVisible();
    expect(pageErrors.errors).toEqual([]);
  });
}

test('search finds the added API\u2019s operations, by their title', async ({ page }) => {
  const front = load(
    /^---\n([^]*?)\n---\n/.exec(fs.readFileSync(path.join(dir, sample[1]!), 'utf8'))![1]!,
  ) as Front;
  await page.goto('/guide/api--introduction');
  const box = await searchBox(page);
  await box.click();
  await box.fill(front.title);
  await expect(results(page).locator(`a[href="/api${front.slug}"]`).first()).toBeVisible();
});

test.describe('weight', () => {
  test.use({ saveData: false });

  // The same budget as the Core API pages (tests/e2e/api/weight.spec.ts), on the added API's largest page: the
  // one with the most generated data (its MDX and the JSON of its schemas, responses and panel beside it: one of
  // GitHub's issue-dependencies webhooks, 497 KB), whatever the API's size (issue 52, item 3).
  test('the largest page of the added API loads at most 350 KB of gzipped JS', async ({ page }) => {
    const largest = [...files].sort((a, b) => dataOf(b) - dataOf(a))[0]!;
    const slug = /\nslug: (\S+)\n/.exec(fs.readFileSync(path.join(dir, largest), 'utf8'))![1]!;
    await withoutBackgroundPreload(page);
    const executed = (await firstLoad(page, `/api${slug}`)).filter((f) => f.type === 'js' && f.executed);
    const bytes = executed.reduce((a, f) => a + f.gzipBytes, 0);
    test
      .info()
      .annotations.push({ type: 'weight', description: `/api${slug}: ${(bytes / 1024).toFixed(1)} KB` });
    expect(bytes).toBeLessThan(350 * 1024);
  });
});
