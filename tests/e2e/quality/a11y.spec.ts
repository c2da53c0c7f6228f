import { test, expect } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import templates from '../../templates.json';

/** axe-core scan of every page template in both themes: no serious or critical violation. */

for (const [name, url] of Object.entries(templates)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${name} (${theme}) has no serious accessibility violations`, async ({ page, pageErrors: _ }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(url, { waitUntil: 'networkidle' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // Chart items still loading show a loader: scan what the reader reads once they are drawn. (Either
      // check failed now and then: axe caught a loader mid-fade, and the playground mid-swap.)
      await expect(page.locator('.vi-loader:not([hidden])')).toHaveCount(0);
      // The playground swaps in its editor and validates after load: scan once it has settled.
      await expect(page.locator('[data-testid="validation-status"][data-state="checking"]')).toHaveCount(0);
      const serious = await seriousViolations(page);
      expect(serious).toEqual([]);
    });
  }
}
