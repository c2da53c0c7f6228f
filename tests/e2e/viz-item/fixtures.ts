/**
 * Fixtures for the chart item's browser tests: a per-worker static server for the standalone harness, and a
 * `viz` page already on the harness with the demo clock pinned (deterministic data).
 */
import type { JSHandle, Page } from '@playwright/test';
import { test as base, expect } from '../support/fixtures';
import { startHarness } from './harness';

export const REFERENCE_DATE = '2025-06-15T12:00:00Z';

export interface Viz {
  page: Page;
  /** Mounts an item definition; resolves after its first `rendered`. */
  mount(
    def: Record<string, unknown>,
    opts?: { id?: string; width?: number; height?: number },
  ): Promise<JSHandle<HTMLElement>>;
  /** Events recorded on the page so far (optionally of one type / one element id). */
  events(
    type?: string,
    id?: string,
  ): Promise<{ type: string; id: string; detail: Record<string, unknown> }[]>;
  /** Console warnings seen so far. */
  warnings: string[];
}

declare global {
  interface Window {
    vizReady: Promise<boolean>;
    vizSetReferenceDate(date: string | null): Promise<void>;
    vizMount(def: Record<string, unknown>, opts?: Record<string, unknown>): Promise<HTMLElement>;
    vizNextRender(el: HTMLElement): Promise<Record<string, unknown>>;
    vizInk(el: HTMLElement): number;
    vizEvents: { type: string; id: string; detail: Record<string, unknown> }[];
  }
}

async function openHarness(page: Page, url: string, warnings: string[]): Promise<void> {
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto(url);
  await page.evaluate(async (date) => {
    await window.vizReady;
    await window.vizSetReferenceDate(date);
  }, REFERENCE_DATE);
}

function helpers(page: Page, warnings: string[]): Viz {
  return {
    page,
    warnings,
    mount: (def, opts) => page.evaluateHandle(([d, o]) => window.vizMount(d, o), [def, opts ?? {}] as const),
    events: (type, id) =>
      page.evaluate(([t, i]) => window.vizEvents.filter((e) => (!t || e.type === t) && (!i || e.id === i)), [
        type,
        id,
      ] as const),
  };
}

export const test = base.extend<
  { viz: Viz; sharedViz: Viz },
  { harnessUrl: string; workerPage: { page: Page; errors: string[]; warnings: string[] } }
>({
  harnessUrl: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const harness = await startHarness();
      await use(harness.url);
      await harness.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  /** A fresh harness page per test (isolation: events, downloads, cross-filter contexts). */
  viz: async ({ page, harnessUrl, pageErrors }, use) => {
    void pageErrors;
    const warnings: string[] = [];
    await openHarness(page, harnessUrl, warnings);
    await use(helpers(page, warnings));
  },
  /** One harness page per worker, emptied between tests: much faster for many independent renders. */
  workerPage: [
    async ({ browser, harnessUrl }, use) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`console.error: ${m.text()}`);
      });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      await openHarness(page, harnessUrl, warnings);
      await use({ page, errors, warnings });
      await page.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  sharedViz: async ({ workerPage }, use) => {
    const { page, errors, warnings } = workerPage;
    errors.length = 0;
    warnings.length = 0;
    await page.evaluate(() => {
      document.getElementById('root')!.replaceChildren();
      window.vizEvents.length = 0;
    });
    await use(helpers(page, warnings));
    expect(errors, 'console errors or page errors').toEqual([]);
  },
});

export { expect };
