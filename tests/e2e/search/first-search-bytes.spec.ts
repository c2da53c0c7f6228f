import zlib from 'node:zlib';
import type { Response } from '@playwright/test';
import { test, expect, waitForHydration } from '../support/fixtures';
import { noResults, results, searchBox } from './helpers';

/**
 * What the first search of a fresh page downloads, all of it (the search code's chunk, the worker and lunr,
 * the index's manifest, the postings pieces and document buckets it needs), gzipped: at most this. The
 * whole index was about 500 KiB gzipped before it came in pieces (plugins/search/README.md).
 */
const BUDGET_BYTES = 150 * 1024;

/**
 * Among the bench's queries (bench/search), those whose first search downloads the most: long queries of
 * common words, whose fuzzy variants reach many pieces and whose results span many long sections.
 */
const HEAVY_QUERIES = [
  'get underlying data of a chart',
  'viz-item size and styling',
  'load rows in batches',
  'restrict rows per customer',
  'embed dashboard in react app',
];

test.describe('the first search of a fresh page', () => {
  for (const query of HEAVY_QUERIES) {
    test(`"${query}" downloads at most ${BUDGET_BYTES / 1024} KiB gzipped`, async ({ page, context }) => {
      await page.goto('/guide/api--introduction');
      await waitForHydration(page);
      const box = await searchBox(page);
      await page.waitForLoadState('networkidle');

      const files: Promise<{ path: string; gzip: number }>[] = [];
      const count = (response: Response) => {
        files.push(
          response.body().then(
            (body) => ({
              path: new URL(response.url()).pathname,
              gzip: zlib.gzipSync(body, { level: 9 }).length,
            }),
            () => ({ path: new URL(response.url()).pathname, gzip: 0 }),
          ),
        );
      };
      context.on('response', count);
      await box.click();
      await box.fill(query);
      await expect(results(page).or(noResults(page))).toBeVisible();
      await expect(results(page).getByRole('option').first()).toBeVisible();
      context.off('response', count);

      // A file asked for twice (lunr: by the page's search code and again inside the worker) is downloaded
      // once: the second answer comes from the browser's cache (its transferred body size is 0). Counted once.
      const loaded = [...new Map((await Promise.all(files)).map((f) => [f.path, f])).values()];
      const total = loaded.reduce((sum, f) => sum + f.gzip, 0);
      test.info().annotations.push({
        type: 'first search',
        description: `${(total / 1024).toFixed(1)} KiB gzipped in ${loaded.length} files`,
      });
      // The pieces came from the index, and the search code with them.
      expect(loaded.some((f) => f.path === '/search-index.json')).toBe(true);
      expect(total, loaded.map((f) => `${f.path} ${f.gzip}`).join('\n')).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }
});
