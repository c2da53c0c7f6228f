import type { Page } from '@playwright/test';
import { test, expect, firstLoadScripts, waitForHydration } from '../e2e/support/fixtures';

/**
 * A large sidebar category is a route section of its own (plugins/page-weight/route-sections/guide-categories.ts):
 * with 1,000 recipes in "Recipes" (bench/scale/guide-pages.mjs), a guide page of another category loads none of
 * their routes, docs or sidebar items, and a recipe still opens as any guide does: fresh, from the side
 * navigation, with its breadcrumb and its place in the navigation. Every test fails on a console error.
 */
const GUIDE = '/guide/dashboard-embedding--generating-an-authorization-token';
const RECIPE = '/guide/scale-recipe-0500';
/** A recipe's path in a script (in a route, a chunk name, the docs data, a sidebar item). */
const recipesIn = (text: string) => text.split('/guide/scale-recipe-').length - 1;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Documentation' });

test('a guide page of another category loads no recipe\u2019s route, doc or sidebar item', async ({
  page,
}) => {
  const scripts = await firstLoadScripts(page, GUIDE);
  const found = [...scripts].map(([file, text]) => [file, recipesIn(text)] as const).filter(([, n]) => n > 0);
  // The closed "Recipes" row of the side navigation links nothing; 1,000 recipes were 5 or more paths each.
  expect(found, JSON.stringify(found)).toEqual([]);
});

test('a recipe opened fresh shows its title, its breadcrumb and its place in the navigation', async ({
  page,
}) => {
  await page.goto(RECIPE);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Recipe 0500: /);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs).toContainText('Recipes');
  await expect(nav(page).locator('[aria-current="page"]')).toHaveText(/^Recipe 0500: /);
});

test('from a guide page, the side navigation opens Recipes and a recipe, within the app', async ({
  page,
}) => {
  await page.goto(GUIDE);
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const recipes = nav(page).getByRole('button', { name: 'Recipes', exact: true });
  await recipes.click();
  await expect(recipes).toHaveAttribute('aria-expanded', 'true');
  await nav(page)
    .getByRole('link', { name: /^Recipe 0002: / })
    .click();
  await expect(page).toHaveURL(/\/guide\/scale-recipe-0002$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Recipe 0002: /);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Recipes');
  // No full load: the page that was open is the one that navigated.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  // And back to the guide, within the app.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${GUIDE}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Generating an authorization token');
});

test('a path under the recipes\u2019 prefix that no page has shows the Overview, as any unknown path', async ({
  page,
}) => {
  const response = await page.goto('/guide/scale-recipe-9999');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^Recipe/);
});
