/** Every item type renders from its minimal demo definition: no console error or warning, a non-blank result. */
import { listItemTypes } from '../../../src/viz-item/definitions';
import { RENDERER_TABLE } from '../../../src/viz-item/render/registry';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'parallel' });

for (const def of listItemTypes()) {
  test(`${def.type} renders its demo`, async ({ sharedViz: viz }) => {
    const el = await viz.mount(
      { type: def.type, slots: def.demo.slots, options: def.demo.options },
      { id: 'item' },
    );
    const info = await el.evaluate((e) => ({
      label: e.getAttribute('aria-label'),
      tabIndex: e.tabIndex,
      message: (e.shadowRoot!.querySelector('.vi-message') as HTMLElement).hidden
        ? null
        : e.shadowRoot!.querySelector('.vi-message')!.textContent,
    }));
    expect(info.message).toBeNull();
    expect(info.tabIndex).toBe(0);
    expect(info.label).toBeTruthy();
    const kind = RENDERER_TABLE[def.type]![2];
    if (kind === 'echarts') {
      // Drawn pixels on the canvas (animations settle within the poll).
      await expect.poll(() => el.evaluate((e) => window.vizInk(e)), { timeout: 5000 }).toBeGreaterThan(0.015);
      // And the screen-reader table carries the same data.
      const srRows = await el.evaluate(
        (e) => e.shadowRoot!.querySelectorAll('table.vi-sr-only tbody tr').length,
      );
      expect(srRows).toBeGreaterThan(0);
    } else {
      const content = viz.page.locator('#item .vi-html');
      await expect(content).toBeVisible();
      const probe = {
        table: 'table tbody tr',
        filter: 'input, select, button',
        number: '.num-value',
        media: 'h3, img, button, video',
        chart: '*',
        map: '*',
      }[def.kind];
      await expect(content.locator(probe).first()).toBeVisible();
      if (def.kind === 'number') await expect(content.locator('.num-value')).toHaveText(/\d/);
      if (def.kind === 'table') expect(await content.locator('tbody tr').count()).toBeGreaterThan(1);
    }
    expect(viz.warnings).toEqual([]);
    expect((await viz.events('rendered', 'item')).length).toBeGreaterThanOrEqual(1);
    expect(await viz.events('load', 'item')).toHaveLength(1);
  });
}
