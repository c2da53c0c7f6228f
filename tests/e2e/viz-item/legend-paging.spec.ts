/**
 * A chart's legend pages (ECharts' scrollable legend, with its arrows and "1/2") only when its entries do not
 * fit (render/common.ts legendOption). The paging legend's code (2.4 KiB gzipped) loads with the first legend
 * that pages, not with every chart that has a legend (element-chart.ts): a chart and example page's first load.
 */
import type { JSHandle } from '@playwright/test';
import { expect, test } from './fixtures';

/** A stacked area chart with one series per product line: its legend has an entry per line. */
const AREA = {
  type: 'area-chart',
  slots: [
    { name: 'x-axis', content: [{ datasetId: 'volumes', columnId: 'date', level: 4 }] },
    { name: 'measure', content: [{ datasetId: 'volumes', columnId: 'volume' }] },
    { name: 'legend', content: [{ datasetId: 'volumes', columnId: 'product_line' }] },
  ],
};

/** The kind of legend ECharts drew ('plain' or 'scroll') and how many entries it has. */
function legendOf(el: JSHandle<HTMLElement>) {
  return el.evaluate((e) => {
    const chart = (
      e as unknown as {
        chart: {
          getModel(): { getComponent(t: string): { subType: string; getData(): unknown[] } | undefined };
        };
      }
    ).chart;
    const legend = chart.getModel().getComponent('legend');
    return legend ? { subType: legend.subType, entries: legend.getData().length } : null;
  });
}

test('a legend that fits draws without the paging code; one that does not fit pages', async ({ viz }) => {
  const scripts: Promise<string>[] = [];
  viz.page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
  });
  // A marker of ECharts' scrollable legend (an option of its model and view only).
  const pagingLoaded = async () => (await Promise.all(scripts)).some((s) => s.includes('pageButtonPosition'));

  const wide = await viz.mount(AREA, { id: 'wide', width: 640, height: 320 });
  const fits = await legendOf(wide);
  expect(fits?.subType).toBe('plain');
  expect(fits!.entries).toBeGreaterThan(1);
  expect(await pagingLoaded(), 'the paging legend loaded for a legend that fits').toBe(false);

  // Down the right side of a short chart, the entries do not fit: the legend pages, drawn as before.
  const short = await viz.mount(
    { ...AREA, options: { legend: { position: 'right' } } },
    { id: 'short', width: 480, height: 90 },
  );
  expect((await legendOf(short))?.subType).toBe('scroll');
  expect(await pagingLoaded()).toBe(true);
  await expect.poll(() => short.evaluate((e) => window.vizInk(e))).toBeGreaterThan(0.015);
  expect(
    await short.evaluate((e) => (e.shadowRoot!.querySelector('.vi-message') as HTMLElement).hidden),
    'no message instead of the chart',
  ).toBe(true);
  expect(viz.warnings).toEqual([]);
});

test('a legend that must page but whose code cannot load says so in the item', async ({
  viz,
  pageErrors,
}) => {
  pageErrors.allow(
    /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/,
    "Chromium's own network log for the chunk this test makes fail",
  );
  // Offline for the paging legend's chunk only (found by its marker), as a dropped connection would be.
  await viz.page.route('**/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('pageButtonPosition')) await route.abort('internetdisconnected');
    else await route.fulfill({ response });
  });
  const short = await viz.mount(
    { ...AREA, options: { legend: { position: 'right' } } },
    { id: 'short', width: 480, height: 90 },
  );
  const message = await short.evaluate((e) => {
    const m = e.shadowRoot!.querySelector('.vi-message') as HTMLElement;
    return m.hidden ? null : m.textContent;
  });
  expect(message).toMatch(/Could not draw this item: .*legendScroll/);
  expect(viz.warnings.some((w) => w.includes('Could not draw this item'))).toBe(true);
});
