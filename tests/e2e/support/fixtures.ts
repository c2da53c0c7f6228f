import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and uncaught page errors seen during a test; most tests assert this stays empty. */
export interface PageErrors {
  errors: string[];
}

/**
 * `test` with a `pageErrors` fixture that records console errors and page errors. Every test using it fails
 * if any were recorded, unless the test calls `pageErrors.errors.length = 0` knowingly.
 */
export const test = base.extend<{ pageErrors: PageErrors }>({
  pageErrors: async ({ page }, use) => {
    const errors = watchErrors(page);
    await use({ errors });
    expect(errors, 'console errors or page errors').toEqual([]);
  },
});

export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

export { expect };
