import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM } from './scripts/chromium.mjs';

/**
 * End-to-end tests run in Debian's Chromium against the production build served locally, the way a reader
 * sees the site. `npm test` builds first (see scripts/test.sh); PW_BASE_URL points elsewhere if needed.
 */
const PORT = Number(process.env.PW_PORT ?? 3100);
const baseURL = process.env.PW_BASE_URL ?? `http://localhost:${PORT}`;

export default defineConfig({
  testDir: './tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One retry on CI absorbs timing noise on a busy 2-core machine; a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['./tests/e2e/support/summary-reporter.ts']] : 'list',
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROME_FLAGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'small',
      use: { ...devices['Desktop Chrome'], viewport: { width: 800, height: 900 } },
      grep: /@small/,
    },
  ],
  webServer: process.env.PW_BASE_URL
    ? undefined
    : {
        // The site's own server: gzip and the security headers (Content-Security-Policy, frame protection).
        command: `node scripts/serve.mjs --port ${PORT}`,
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
