import { test, expect, waitForHydration } from '../support/fixtures';

/** Keyboard-only use of the shell: skip link, header controls, side navigation. */
test('the header and side navigation work with the keyboard alone', async ({ page, pageErrors: _ }) => {
  await page.goto('/');
  await waitForHydration(page);
  // The first Tab reaches the skip link, which jumps to the content.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText(/skip to main content/i);

  // Tab through the header until the theme button, open it and pick Dark with arrows + Enter.
  const themeButton = page.getByRole('button', { name: /^Theme/ });
  for (let i = 0; i < 20 && !(await themeButton.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(themeButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: 'Theme' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', /dark|light/);
  await expect(themeButton).toBeFocused();

  // Side navigation: a heading opens with Enter, and a link inside it is reachable and followed.
  const guides = page
    .getByRole('navigation', { name: 'Documentation' })
    .getByRole('button', { name: /^Guides/ });
  await guides.focus();
  await page.keyboard.press('Enter');
  await expect(guides).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const focusedHref = await page.evaluate(() =>
    (document.activeElement as HTMLAnchorElement).getAttribute('href'),
  );
  expect(focusedHref).toMatch(/^\/guide\//);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(focusedHref!));
});

test('the side navigation overlay is usable with the keyboard on small screens @small', async ({
  page,
  pageErrors: _,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: 'Open navigation' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const nav = page.getByRole('navigation', { name: 'Documentation' });
  await expect(nav).toBeVisible();
  // Focus moves into the overlay, and Escape closes it.
  await expect(nav.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
});
