import fs from 'node:fs';
import path from 'node:path';
import { test, expect, waitForHydration } from '../support/fixtures';
import { trackRendered, waitRendered } from './helpers';
import { BUILD_DIR } from '../support/site';

/**
 * Export is a lazily loaded feature (its code is a chunk of its own): when that code cannot load, the reader is
 * told where they clicked and the next click tries again (issue 35, case 6); the code is fetched as soon as the
 * export control is in view, so a reader who goes offline after that can still export.
 */

/** The exporters' chunk of the build (file names are content hashes: found by a string only it holds). */
const JS = path.join(BUILD_DIR, 'assets/js');
const exportFile = fs
  .readdirSync(JS)
  .find((f) => f.endsWith('.js') && fs.readFileSync(path.join(JS, f), 'utf8').includes('yyyy-mm-dd hh:mm'));
const EXPORT_CHUNK = new RegExp(`/assets/js/${exportFile}$`);

test('offline, Export says it could not load and works on the next try once connected', async ({
  page,
  context,
  pageErrors,
}) => {
  pageErrors.allow(
    /net::ERR_FAILED|net::ERR_INTERNET_DISCONNECTED/,
    "Chromium's log of the chunk this test makes fail",
  );
  expect(exportFile).toBeDefined();
  // The export code cannot be fetched (a deploy replaced it, or the network went before it was prefetched).
  await page.route(EXPORT_CHUNK, (route) => route.abort());
  await trackRendered(page);
  await page.goto('/flex/examples/chart-export');
  await waitForHydration(page);
  await waitRendered(page, 'chart');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const failure = page.getByTestId('example-failure');
  await expect(failure).toContainText('Export: The export could not start: its code did not load');
  await expect(failure).toContainText('Try again once you are connected.');
  await expect(failure).toHaveAttribute('role', 'alert');

  // Back online: the same button downloads the file.
  await context.setOffline(false);
  await page.unroute(EXPORT_CHUNK);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(failure).toHaveCount(0);
  expect(pageErrors.errors).toEqual([]);
});

test('the export code is fetched when the Export button comes into view, before any click', async ({
  page,
  context,
  pageErrors,
}) => {
  const fetched = page.waitForRequest(EXPORT_CHUNK, { timeout: 20_000 });
  await trackRendered(page);
  await page.goto('/flex/examples/chart-export');
  await waitForHydration(page);
  await fetched;
  await waitRendered(page, 'chart');
  // Offline from here on: the first export still works.
  await context.setOffline(true);
  await page.getByLabel('Format').selectOption('csv');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  await context.setOffline(false);
  expect(pageErrors.errors).toEqual([]);
});
