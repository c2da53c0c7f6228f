import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { sitemapPaths } from '../support/site';

const BUILD = path.join(__dirname, '../../../build');
/** Pages with content of their own: the search page is an empty shell for the search box. */
const contentPages = () => sitemapPaths().filter((route) => route !== '/search');
const mdFile = (route: string) => path.join(BUILD, route === '/' ? 'index.md' : `${route}.md`);

test('every page of the sitemap has a Markdown twin with its title and headings', async ({ page }) => {
  const missing: string[] = [];
  for (const route of contentPages()) {
    if (!fs.existsSync(mdFile(route))) {
      missing.push(route);
      continue;
    }
    const md = fs.readFileSync(mdFile(route), 'utf8');
    expect(md, route).toMatch(/^# \S/m);
    // No MDX import/export lines in the prose (code samples may of course contain them).
    expect(md.replace(/```[\s\S]*?```/g, ''), route).not.toMatch(/^(import|export) /m);
  }
  expect(missing).toEqual([]);
  // Spot-check one twin against its page: every h2 of the page is a "## " line of the Markdown.
  const route = contentPages().find((r) => r.startsWith('/guide/'))!;
  await page.goto(route);
  const h2s = await page.locator('article h2').allInnerTexts();
  const md = fs.readFileSync(mdFile(route), 'utf8');
  for (const h of h2s) expect(md).toContain(`## ${h.replace(/\u200b/g, '').trim()}`);
});

test('llms.txt lists every page and its links resolve', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.ok()).toBe(true);
  const text = await response.text();
  expect(text.startsWith('# ')).toBe(true);
  const links = [...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => new URL(m[1]!).pathname);
  const pages = contentPages();
  expect(links.length).toBeGreaterThanOrEqual(pages.length);
  for (const link of links) {
    const r = await request.get(link);
    expect({ link, status: r.status() }).toEqual({ link, status: 200 });
  }
  const full = await request.get('/llms-full.txt');
  expect((await full.text()).length).toBeGreaterThan(text.length);
});

test('Copy page puts the page Markdown on the clipboard; the menu opens the Markdown', async ({
  page,
  context,
  pageErrors: _,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/guide/dashboard-embedding--intro');
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toBe(fs.readFileSync(mdFile('/guide/dashboard-embedding--intro'), 'utf8'));

  await page.getByRole('button', { name: 'More page actions' }).click();
  const view = page.getByRole('menuitem', { name: 'View as Markdown' });
  await expect(view).toHaveAttribute('href', '/guide/dashboard-embedding--intro.md');
  const assistant = page.getByRole('menu', { name: 'Page actions' }).getByRole('menuitem').nth(1);
  await expect(assistant).toHaveAttribute('href', /dashboard-embedding--intro\.md/);
});
