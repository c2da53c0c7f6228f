import { expect, type Page } from '@playwright/test';
import { waitForHydration } from '../support/fixtures';

export const PLAYGROUND = '/dashboard-playground';

export const editor = (page: Page) => page.locator('.cm-content');
/** The plain text box the page opens with, until the reader reaches for the editor. */
export const plainEditor = (page: Page) => page.locator('textarea[aria-label="Dashboard JSON"]');
export const status = (page: Page) => page.getByTestId('validation-status');
/** The message line under the toolbar (role=status; chart items have status roles of their own). */
export const notice = (page: Page) => page.getByTestId('playground-notice');
export const problems = (page: Page) => page.getByRole('list', { name: 'Problems' });
export const previewItems = (page: Page) => page.locator('#preview-grid [data-item-id]');

/** The reader reaches for the editor (the pointer over the text box), and the editor replaces the box. */
export async function reachEditor(page: Page): Promise<void> {
  await plainEditor(page).hover();
  await expect(editor(page)).toBeVisible();
  await expect(plainEditor(page)).toHaveCount(0);
}

/** Opens the playground, reaches for the editor and waits for it and for the first validation. */
export async function openPlayground(page: Page, url = PLAYGROUND): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await reachEditor(page);
  await expect(status(page)).toHaveAttribute('data-state', 'done');
}

/** Replaces the editor's text the way a reader pasting does (select all, paste). */
export async function pasteText(page: Page, text: string): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    const target = document.querySelector('.cm-content')!;
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Waits until a finished check's status matches `pattern`. */
export async function expectStatus(page: Page, pattern: RegExp, timeout = 15_000): Promise<void> {
  await expect(page.locator('[data-testid="validation-status"][data-state="done"]')).toHaveText(pattern, {
    timeout,
  });
}

export function dashboard(items: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify(
    {
      version: '0.1.0',
      ...extra,
      views: [{ screenModus: 'desktop', options: { columns: 48, rowHeight: 16 }, items }],
    },
    null,
    2,
  );
}

export function barChart(
  id: string,
  col: number,
  row: number,
  sizeX: number,
  sizeY: number,
  options: Record<string, unknown> = {},
) {
  return {
    id,
    type: 'bar-chart',
    position: { col, row, sizeX, sizeY },
    slots: [
      { name: 'y-axis', content: [{ datasetId: 'sales', columnId: 'product_category', type: 'hierarchy' }] },
      {
        name: 'measure',
        content: [{ datasetId: 'sales', columnId: 'revenue', type: 'numeric', aggregationFunc: 'sum' }],
      },
    ],
    options,
  };
}

/** 1-based line of the first occurrence of `needle`. */
export function lineOf(text: string, needle: string): number {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`${needle} not found`);
  return text.slice(0, at).split('\n').length;
}
