import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { INPUT_FIELDS } from '../../../plugins/flex-pages/examples/bindings';
import { resolveTexts } from '../../../plugins/flex-pages/examples/texts';
import type { ExampleDefinition } from '../../../plugins/flex-pages/examples/types';
import { getDataset } from '../../../src/viz-item/data/datasets';

const ROOT = path.resolve(__dirname, '../../..');

export const EXAMPLE_IDS = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'plugins/flex-pages/examples/index.json'), 'utf8'),
) as string[];
export const CHART_TYPES = Object.keys(
  JSON.parse(fs.readFileSync(path.join(ROOT, 'src/viz-item/definitions/chart-types.json'), 'utf8')) as object,
);

/** An example's definition as the plugin uses it: its text placeholders resolved (examples/texts.ts). */
export function definition(id: string): ExampleDefinition {
  const raw = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'plugins/flex-pages/examples/definitions', `${id}.json`), 'utf8'),
  ) as ExampleDefinition;
  return resolveTexts(raw, { datasetPeriod: (dataset) => getDataset(dataset)?.period });
}

/** The inputs a chart element currently has (read from the element's properties), as JSON. */
export async function elementInputs(element: Locator): Promise<Record<string, unknown>> {
  return element.evaluate((el, fields) => {
    const e = el as unknown as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const k of fields) {
      const v = e[k];
      if (v !== undefined && v !== null && v !== '') out[k] = JSON.parse(JSON.stringify(v));
    }
    return out;
  }, INPUT_FIELDS);
}

/** The inputs the demo's chart element currently has. */
export async function demoInputs(page: Page, itemId: string): Promise<Record<string, unknown>> {
  return elementInputs(page.locator(`[data-item="${itemId}"] viz-item`));
}

/** Calls a method of a demo item's element (the chart item's public API). */
export async function callItem(
  page: Page,
  itemId: string,
  method: string,
  ...args: unknown[]
): Promise<unknown> {
  return page.locator(`[data-item="${itemId}"] viz-item`).evaluate(
    async (el, [m, a]) => {
      const result = await (el as unknown as Record<string, (...x: unknown[]) => unknown>)[m as string]!(
        ...(a as unknown[]),
      );
      return JSON.parse(JSON.stringify(result ?? null)) as unknown;
    },
    [method, args] as const,
  );
}

/** Counts `rendered` events per element (they bubble out of the element), from the first script on. */
export async function trackRendered(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener(
      'rendered',
      (e) => {
        const el = e.target as HTMLElement & { __renders?: number };
        el.__renders = (el.__renders ?? 0) + 1;
      },
      true,
    );
  });
}

/** Resolves once the item has drawn at least `count` times (needs trackRendered before the page loads). */
export async function waitRendered(page: Page, itemId: string, count = 1): Promise<void> {
  await page.waitForFunction(
    ([id, n]) => {
      const el = document.querySelector(`[data-item="${id}"] viz-item`) as
        (HTMLElement & { __renders?: number }) | null;
      return !!el && (el.__renders ?? 0) >= (n as number);
    },
    [itemId, count] as const,
    { timeout: 20_000 },
  );
}

export async function renders(page: Page, itemId: string): Promise<number> {
  return page
    .locator(`[data-item="${itemId}"] viz-item`)
    .evaluate((el) => (el as HTMLElement & { __renders?: number }).__renders ?? 0);
}

/** Numeric total of the first measure of an item's current data. */
export async function total(page: Page, itemId: string): Promise<number> {
  const d = (await callItem(page, itemId, 'getData')) as {
    data: (string | number | null)[][];
    columns: { role: string }[];
  };
  const m = d.columns.findIndex((c) => c.role === 'measure');
  return d.data.reduce((s, row) => s + (Number(row[m]) || 0), 0);
}

export async function select(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

export function output(page: Page, label: string) {
  return page.getByRole('region', { name: label }).locator('pre');
}
