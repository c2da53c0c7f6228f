/**
 * Runs the chart item's browser tests on their standalone harness only (no Docusaurus build or server):
 *   npx playwright test -c tests/e2e/viz-item/playwright.config.ts
 * The main config runs the same specs too (they start their own harness server).
 */
import { defineConfig } from '@playwright/test';
import base from '../../../playwright.config';

export default defineConfig({
  ...base,
  testDir: '.',
  webServer: undefined,
  projects: base.projects?.filter((p) => p.name === 'desktop'),
});
