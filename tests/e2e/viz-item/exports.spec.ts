/** export(): real files of the right type and content, for charts and HTML items, and the exported event. */
import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { getItemTypeDefinition } from '../../../src/viz-item/definitions';
import { setDemoReferenceDate } from '../../../src/viz-item/data/clock';
import { getRows } from '../../../src/viz-item/data/datasets';
import { expect, REFERENCE_DATE, test } from './fixtures';
import type { JSHandle, Page } from '@playwright/test';

const bar = getItemTypeDefinition('bar-chart')!.demo;
const table = getItemTypeDefinition('regular-table')!.demo;

async function exportFile(page: Page, el: JSHandle<HTMLElement>, format: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    el.evaluate((e, f) => (e as unknown as { export(f: string): Promise<unknown> }).export(f), format),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(file!) };
}

function sheet(bytes: Buffer): { strings: string[]; sheetXml: string } {
  const files = unzipSync(new Uint8Array(bytes));
  const sheetXml = strFromU8(files['xl/worksheets/sheet1.xml']!);
  const shared = files['xl/sharedStrings.xml'] ? strFromU8(files['xl/sharedStrings.xml']) : '';
  return { strings: [...shared.matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) => m[1]!), sheetXml };
}

const revenueByCategory = () => {
  setDemoReferenceDate(REFERENCE_DATE);
  const totals = new Map<string, number>();
  for (const r of getRows('sales'))
    totals.set(
      String(r.product_category),
      (totals.get(String(r.product_category)) ?? 0) + (r.revenue as number),
    );
  return totals;
};

test('csv and csv-raw', async ({ sharedViz: viz }) => {
  const el = await viz.mount({ type: 'bar-chart', ...bar }, { id: 'bar' });
  const csv = await exportFile(viz.page, el, 'csv');
  expect(csv.name).toBe('revenue-per-product-category.csv');
  const lines = csv.bytes.toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe('Product category,Revenue');
  expect(lines).toHaveLength(5);
  const totals = revenueByCategory();
  for (const line of lines.slice(1)) {
    const [cat, value] = line.split(',');
    expect(Number(value)).toBeCloseTo(totals.get(cat!)!, 2);
  }
  const raw = await exportFile(viz.page, el, 'csv-raw');
  expect(raw.name).toBe('revenue-per-product-category-raw.csv');
  const rawLines = raw.bytes.toString('utf8').trim().split('\r\n');
  expect(rawLines[0]).toBe('Product category,Revenue');
  expect(rawLines.length - 1).toBe(getRows('sales').length);
  const exported = await viz.events('exported', 'bar');
  expect(exported.map((e) => e.detail.exportType)).toEqual(['csv', 'csv-raw']);
  expect(exported[0]!.detail).toMatchObject({ type: 'exported', language: 'en', itemType: 'bar-chart' });
});

test('xlsx and xlsx-raw open as spreadsheets with the data', async ({ sharedViz: viz }) => {
  const el = await viz.mount(
    { type: 'bar-chart', ...bar, options: { ...bar.options, locale: 'fr' } },
    { id: 'bar' },
  );
  const xlsx = await exportFile(viz.page, el, 'xlsx');
  expect(xlsx.name).toMatch(/\.xlsx$/);
  expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
  const { strings, sheetXml } = sheet(xlsx.bytes);
  expect(strings).toEqual(
    expect.arrayContaining(['Catégorie de produit', "Chiffre d'affaires", 'Electronics', 'Outdoor']),
  );
  const electronics = revenueByCategory().get('Electronics')!;
  const numbers = [...sheetXml.matchAll(/<v>([\d.]+)<\/v>/g)].map((m) => Number(m[1]));
  expect(numbers.some((n) => Math.abs(n - electronics) < 0.01)).toBe(true);
  const raw = await exportFile(viz.page, el, 'xlsx-raw');
  const rows = [...sheet(raw.bytes).sheetXml.matchAll(/<row /g)].length;
  expect(rows).toBe(getRows('sales').length + 1);
  expect((await viz.events('exported', 'bar')).map((e) => e.detail.exportType)).toEqual(['xlsx', 'xlsx-raw']);
});

test('png downloads the drawing; base64 returns it as a data URL without downloading', async ({
  sharedViz: viz,
}) => {
  const el = await viz.mount({ type: 'bar-chart', ...bar }, { id: 'bar', width: 600, height: 320 });
  const png = await exportFile(viz.page, el, 'png');
  expect(png.name).toBe('revenue-per-product-category.png');
  expect(png.bytes.subarray(1, 4).toString()).toBe('PNG');
  expect(png.bytes.readUInt32BE(16)).toBeGreaterThan(800); // width at pixel ratio 2
  let downloads = 0;
  viz.page.on('download', () => downloads++);
  const url = await el.evaluate((e) =>
    (e as unknown as { export(f: string): Promise<string> }).export('base64'),
  );
  expect(url).toMatch(/^data:image\/png;base64,/);
  expect(Buffer.from(url.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
  expect(downloads).toBe(0);
  expect((await viz.events('exported', 'bar')).map((e) => e.detail.exportType)).toEqual(['png', 'base64']);
});

test('HTML items export too (a table as csv and png)', async ({ sharedViz: viz }) => {
  const el = await viz.mount({ type: 'regular-table', ...table }, { id: 'table' });
  const csv = await exportFile(viz.page, el, 'csv');
  const lines = csv.bytes.toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe('Country,Quantity,Revenue');
  expect(lines).toHaveLength(17);
  const png = await exportFile(viz.page, el, 'png');
  expect(png.bytes.subarray(1, 4).toString()).toBe('PNG');
});

test('exports follow the filters applied to the item', async ({ sharedViz: viz }) => {
  const filters = [
    {
      condition: 'and',
      filters: [
        { expression: '? = ?', parameters: [{ columnId: 'channel', datasetId: 'sales' }, 'Partner'] },
      ],
    },
  ];
  const el = await viz.mount({ type: 'bar-chart', ...bar, filters }, { id: 'bar' });
  const raw = await exportFile(viz.page, el, 'csv-raw');
  // The page's demo data ends on the fixture's reference date; count the same rows here.
  setDemoReferenceDate(REFERENCE_DATE);
  const partner = getRows('sales').filter((r) => r.channel === 'Partner').length;
  expect(raw.bytes.toString('utf8').trim().split('\r\n').length - 1).toBe(partner);
});

test('numbers leave without float noise; the png carries the title above the drawing', async ({
  sharedViz: viz,
}) => {
  const el = await viz.mount({ type: 'bar-chart', ...bar }, { id: 'bar', width: 600, height: 320 });
  // Sums of cents gather binary noise such as 566556.2400000007 (a sum of cents has 2 decimals, not 10).
  const noisy = (n: unknown) => typeof n === 'number' && String(n).replace(/^-?\d+\.?/, '').length > 6;
  const got = await el.evaluate((e) => (e as unknown as { getData(): { data: unknown[][] } }).getData().data);
  expect(got.flat().filter(noisy)).toEqual([]);
  const csv = (await exportFile(viz.page, el, 'csv')).bytes.toString('utf8');
  expect(csv).not.toMatch(/\.\d{13,}/);
  expect(csv).not.toMatch(/0000000\d|9999999\d/);

  // The export is as tall as the drawing plus a band for the title (pixel ratio 2).
  const drawing = await el.evaluate(
    (e) => e.shadowRoot!.querySelector('.vi-chart')!.getBoundingClientRect().height,
  );
  const url = await el.evaluate((e) =>
    (e as unknown as { export(f: string): Promise<string> }).export('base64'),
  );
  const png = Buffer.from(url.split(',')[1]!, 'base64');
  expect(png.readUInt32BE(20)).toBeGreaterThan(Math.round(drawing * 2) + 40);
});
