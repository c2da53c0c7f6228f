import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, firstLoad, withoutBackgroundPreload, type LoadedFile } from '../support/fixtures';

// Preloading and first-load weight are what these tests are about: no Save-Data emulation (support/fixtures.ts).
test.use({ saveData: false });

/**
 * Byte budget: the JavaScript an API page runs on first load (every script Chromium fetches and executes
 * until hydrated and quiet, each counted once, gzipped) must stay under 350 KB; the goal is 250 KB. Link
 * prefetches for other pages are reported but not counted: they are not needed to show this page.
 *
 * Measured on the pages with the most content (largest generated MDX), a Plugin API page and a webhook.
 */
const BUDGET = 350 * 1024;
const GOAL = 250 * 1024;

/**
 * A string literal of postman-code-generators' main module (lib/index.js), which minification keeps. The
 * stock ApiItem's explorer bundles that library (about 1.7 MB gzipped): no API page may load it. (Chunk file
 * names are hashes, so looking for "postman" in script URLs could never fail.)
 */
const POSTMAN_MARKER = 'Codegen~getOptions';

/** A string literal of allof-merge (its merge-conflict message), which minification keeps. */
const MERGER_MARKER = 'Could not merge values, they are probably incompatible';

/** A class name only the OpenAPI theme's components use (DiscriminatorTabs, in the api-reference chunk). */
const API_REFERENCE_MARKER = 'openapi-tabs__discriminator-top-section';

function heaviestPages(count: number): string[] {
  const dir = path.resolve(__dirname, '../../../api/reference/core');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.api.mdx'))
    .map((f) => {
      const text = fs.readFileSync(path.join(dir, f), 'utf8');
      return { id: /\nid: (\w+)\n/.exec(text)![1]!, size: text.length };
    })
    .sort((a, b) => b.size - a.size)
    .slice(0, count)
    .map((p) => p.id);
}

interface Weight {
  scripts: number;
  prefetched: number;
  /** The scripts that contain POSTMAN_MARKER. */
  withPostman: string[];
  /** The scripts that contain MERGER_MARKER. */
  withMerger: string[];
  /** The scripts that contain API_REFERENCE_MARKER. */
  withApiReference: string[];
}

async function measure(page: Page, url: string): Promise<Weight> {
  // Never idle: the background preload of the other sections (src/client/routing.ts) is not this page's cost.
  await withoutBackgroundPreload(page);
  // firstLoad waits for hydration and a quiet period: `networkidle` could fire before main.js had requested
  // the route's chunks on a busy machine, and then they went uncounted.
  const files = new Map((await firstLoad(page, url)).filter((f) => f.type === 'js').map((f) => [f.path, f]));
  const executed = [...files.values()].filter((f) => f.executed);
  const prefetched = [...files.values()].filter((f) => !f.executed);
  const bodies = await Promise.all(executed.map((f) => page.request.get(f.path).then((r) => r.text())));
  const sum = (list: LoadedFile[]) => list.reduce((a, f) => a + f.gzipBytes, 0);
  return {
    scripts: sum(executed),
    prefetched: sum(prefetched),
    withPostman: executed.filter((_, i) => bodies[i]!.includes(POSTMAN_MARKER)).map((f) => f.path),
    withMerger: executed.filter((_, i) => bodies[i]!.includes(MERGER_MARKER)).map((f) => f.path),
    withApiReference: executed.filter((_, i) => bodies[i]!.includes(API_REFERENCE_MARKER)).map((f) => f.path),
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

for (const id of new Set([...heaviestPages(4), 'getData', 'queryPluginData', 'notifyDataAvailable'])) {
  test(`/api/${id} loads at most 350 KB of gzipped JS`, async ({ page }) => {
    const weight = await measure(page, `/api/${id}`);
    test.info().annotations.push({
      type: 'weight',
      description: `${kb(weight.scripts)} of scripts (goal ${kb(GOAL)}), plus ${kb(weight.prefetched)} prefetched for other pages`,
    });
    console.log(`/api/${id}: ${kb(weight.scripts)} scripts, ${kb(weight.prefetched)} prefetched`);
    expect(weight.withPostman, 'scripts bundling postman-code-generators').toEqual([]);
    expect(weight.scripts).toBeLessThanOrEqual(BUDGET);
  });
}

test('guide pages do not load the API reference chunk', async ({ page }) => {
  // The positive control: an API page does (chunk file names are content hashes, so the check reads them).
  expect((await measure(page, '/api/createAccount')).withApiReference).toHaveLength(1);
  const weight = await measure(page, '/guide/api--introduction');
  expect(weight.withApiReference).toEqual([]);
});

/**
 * The schema allOf merger (allof-merge, 5 KB gzipped) is loaded only by the pages whose schemas need it
 * (api/theme/Schema/normalize.js): createAccount has no allOf; getData's query items are allOf schemas, whose
 * merged fields must be there once the page has hydrated.
 */
test('an API page without allOf schemas does not load the allOf merger', async ({ page }) => {
  const weight = await measure(page, '/api/createAccount');
  expect(weight.withMerger).toEqual([]);
});

test('an API page with allOf schemas loads the merger and shows the merged fields', async ({ page }) => {
  const weight = await measure(page, '/api/getData');
  expect(weight.withMerger).toHaveLength(1);
  const request = page.locator('.openapi-left-panel__container');
  for (const field of ['column_id', 'dataset_id', 'level']) {
    await expect(
      request.locator('.openapi-schema__property', { hasText: new RegExp(`^${field}$`) }).first(),
    ).toBeAttached();
  }
});
