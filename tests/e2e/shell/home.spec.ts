import { test, expect } from '../support/fixtures';
import cards from '../../../src/data/home-cards.json';
import { DEFAULT_CONFIG } from '../../../src/config/default-config';

const SPEC_ORDER = [
  /getting started/i,
  /multi-tenant/i,
  /embedding dashboards/i,
  /dashboard editor/i,
  /AI assistant/i,
  /Flex SDK/i,
  /component references/i,
  /Core API/i,
  /Plugin API/i,
];

test('home shows the welcome, the nine quick-start cards in order and the mailboxes @small', async ({
  page,
  pageErrors: _,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  const items = page.getByRole('list', { name: 'Quick start' }).getByRole('listitem');
  await expect(items).toHaveCount(9);
  for (let i = 0; i < 9; i++) {
    await expect(items.nth(i)).toContainText(SPEC_ORDER[i]!);
    await expect(items.nth(i).getByRole('link')).toHaveAttribute('href', cards[i]!.to);
  }
  await expect(items.nth(4)).toContainText('NEW');
  await expect(page.getByRole('link', { name: DEFAULT_CONFIG.mailboxes.api })).toHaveAttribute(
    'href',
    `mailto:${DEFAULT_CONFIG.mailboxes.api}`,
  );
  await expect(
    page.getByRole('main').getByRole('link', { name: DEFAULT_CONFIG.mailboxes.support }),
  ).toBeVisible();
});

test('every quick-start card opens a real page', async ({ page, pageErrors: _ }) => {
  for (const card of cards) {
    await page.goto('/');
    await page.getByRole('link', { name: new RegExp(card.title.replace(/[()]/g, '.')) }).click();
    await expect(page).toHaveURL(card.to);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Welcome');
  }
});

test('an unknown path shows the Overview, marked noindex @small', async ({ page, pageErrors: _ }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await expect(page.getByRole('list', { name: 'Quick start' }).getByRole('listitem')).toHaveCount(9);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('the home page itself is indexable', async ({ page, pageErrors: _ }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
});
