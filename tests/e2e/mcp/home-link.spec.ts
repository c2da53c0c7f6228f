import { test, expect } from '../support/fixtures';

test('the home page leads to the guide for using the docs from an AI assistant', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Use the docs from your AI assistant' }).click();
  await expect(page).toHaveURL(/\/guide\/guides--ai-assistant-docs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Use the docs from your AI assistant');
});
