import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and uncaught page errors seen during a test; most tests assert this stays empty. */
export interface PageErrors {
  errors: string[];
}

/**
 * `test` with a `pageErrors` fixture that records console errors and page errors. Every test using it fails
 * if any were recorded.
 */
export const test = base.extend<{ pageErrors: PageErrors }>({
  pageErrors: async ({ page }, use) => {
    const errors = watchErrors(page);
    await use({ errors });
    expect(errors, 'console errors or page errors').toEqual([]);
  },
});

/**
 * Records console errors and page errors. A page visited at an unknown URL is served with HTTP 404 (the site
 * shows its Overview there) and Chromium logs that status as a console error: that one is expected and not
 * recorded; a 404 for anything else (a script, an image, a fetch) is.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  const missingDocuments = new Set<string>();
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest())
      missingDocuments.add(response.url());
  });
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (
      msg.text().startsWith('Failed to load resource') &&
      missingDocuments.has(withoutHash(msg.location().url))
    )
      return;
    errors.push(`console.error: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/** Resolves once React has hydrated the prerendered page (Docusaurus marks <html>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Keeps the page from ever being idle, so the background preload of the other sections (src/client/routing.ts)
 * never starts: for measuring what a page itself loads.
 */
export async function withoutBackgroundPreload(page: Page): Promise<void> {
  await page.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }));
}

export { expect };

const withoutHash = (url: string) => url.split('#')[0]!;
