import type { BrowserContext, Locator, Page } from '@playwright/test';
// The same lunr the search plugin builds its index with (and its worker loads it with).
import lunr from 'lunr';
import { splitIndex, type SubIndex } from '../../../plugins/search/pieces';
import { expect } from '../support/fixtures';

/** The search box, once hydrated (it only becomes a combobox then; text typed before would be lost). */
export async function searchBox(page: Page): Promise<Locator> {
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await expect(box).toBeVisible();
  return box;
}

export function panelStatus(page: Page): Locator {
  return page.locator('.navbar__search [role="status"]');
}

export function results(page: Page): Locator {
  return page.getByRole('listbox', { name: 'Search results' });
}

export function noResults(page: Page): Locator {
  return page.getByText('No results found.');
}

/** Opens a page and types a query in the search box. */
export async function search(page: Page, query: string, path = '/guide/api--introduction'): Promise<Locator> {
  if (page.url() === 'about:blank') await page.goto(path);
  const box = await searchBox(page);
  await box.click();
  await box.fill(query);
  return box;
}

// ---------------------------------------------------------------------------------------------------------
// A crafted index, served instead of the built one: exact control over what matches (areas, priority pages,
// same-title pages, deprecated pages), whatever content the site has today.

export interface FixturePage {
  url: string;
  title: string;
  headings?: { title: string; hash: string; content?: string }[];
  content?: string;
}

/** Builds the plugin's index format: five lunr indexes (titles, headings, descriptions, keywords, contents). */
export function buildFixtureIndex(pages: FixturePage[]): unknown {
  let id = 0;
  const titles: object[] = [];
  const headings: object[] = [];
  const contents: object[] = [];
  for (const p of pages) {
    const pageId = ++id;
    titles.push({ i: pageId, t: p.title, u: p.url, b: [] });
    if (p.content) contents.push({ i: ++id, t: p.content, s: p.title, u: p.url, h: '', p: pageId });
    for (const h of p.headings ?? []) {
      headings.push({ i: ++id, t: h.title, u: p.url, h: h.hash, p: pageId });
      if (h.content) contents.push({ i: ++id, t: h.content, s: h.title, u: p.url, h: h.hash, p: pageId });
    }
  }
  return [titles, headings, [], [], contents].map((documents) => ({
    documents,
    index: lunr(function () {
      this.ref('i');
      this.field('t');
      this.metadataWhitelist = ['position'];
      for (const doc of documents as { i: number }[]) this.add({ ...doc, i: String(doc.i) });
    }).toJSON(),
  }));
}

/** Serves `pages` as the search index (in pieces, as the build writes it) and `deprecated` as the deprecated pages. */
export async function useFixtureIndex(
  context: BrowserContext,
  pages: FixturePage[],
  deprecated: string[] = [],
): Promise<void> {
  const { files } = splitIndex(buildFixtureIndex(pages) as SubIndex[]);
  await context.route('**/search-index*.json*', (route) => {
    const body = files.get(new URL(route.request().url()).pathname.split('/').pop() ?? '');
    return body === undefined
      ? route.fulfill({ status: 404, body: 'not found' })
      : route.fulfill({ contentType: 'application/json', body });
  });
  await context.route('**/search-meta.*.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ deprecated }) }),
  );
}

/** Holds the built index (all its pieces) back until `release()` is called, to observe the loading states. */
export async function holdIndex(context: BrowserContext): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/search-index*.json*', async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** The option titles per group label, as shown. */
export async function shownGroups(page: Page): Promise<[string, string[]][]> {
  const groups = results(page).getByRole('group');
  const out: [string, string[]][] = [];
  for (const group of await groups.all()) {
    const label = (await group.getAttribute('aria-label')) ?? '';
    const titles = await group
      .getByRole('option')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-title') ?? ''));
    out.push([label, titles]);
  }
  return out;
}
