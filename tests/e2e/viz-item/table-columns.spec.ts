/**
 * A table wider than its tile on a phone (issue 51, item 3): the columns hidden at the right are said in words
 * ("More columns ›", not only a faint shadow), and the button brings the next one into view, whole.
 */
import { getItemTypeDefinition } from '../../../src/viz-item/definitions';
import { expect, test } from './fixtures';

for (const type of ['regular-table', 'pivot-table']) {
  test(`${type} at a phone's width says it has more columns, and shows the next one on a tap`, async ({
    viz,
  }) => {
    const def = getItemTypeDefinition(type)!;
    await viz.mount(
      { type, slots: def.demo.slots, options: def.demo.options },
      { id: 'item', width: 348, height: 298 },
    );
    const more = viz.page.locator('#item .vi-more');
    await expect(more).toBeVisible();
    await expect(more).toHaveText(/More columns/);
    // The button sits inside the tile, above the table: it covers none of it.
    const [tile, button, head] = await Promise.all([
      viz.page.locator('#item').boundingBox(),
      more.boundingBox(),
      viz.page.locator('#item thead').boundingBox(),
    ]);
    expect(button!.x + button!.width).toBeLessThanOrEqual(tile!.x + tile!.width + 0.5);
    expect(button!.y + button!.height).toBeLessThanOrEqual(head!.y + 0.5);

    const cut = () =>
      viz.page.locator('#item').evaluate((el) => {
        const scroller = el.shadowRoot!.querySelector('.vi-scroll')!.getBoundingClientRect();
        const heads = Array.from(el.shadowRoot!.querySelectorAll('thead tr:last-child th'));
        return heads.findIndex((th) => th.getBoundingClientRect().right > scroller.right + 0.5);
      });
    const first = await cut();
    expect(first).toBeGreaterThan(0);
    await more.click();
    // The column that was cut is now whole in view.
    await expect
      .poll(() =>
        viz.page.locator('#item').evaluate((el, i) => {
          const scroller = el.shadowRoot!.querySelector('.vi-scroll')!.getBoundingClientRect();
          const th = el.shadowRoot!.querySelectorAll('thead tr:last-child th')[i]!.getBoundingClientRect();
          return th.right <= scroller.right + 0.5;
        }, first),
      )
      .toBe(true);
  });
}
