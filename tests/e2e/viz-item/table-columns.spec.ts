/**
 * A table wider than its tile on a phone (issue 51, item 3): the columns hidden at the right are said in words
 * ("More columns ›", not only a faint shadow), and the button brings the next one into view, whole. The first
 * view shows whole columns only: a value column that does not fit is left out of view, not cut at the edge.
 */
import { getItemTypeDefinition } from '../../../src/viz-item/definitions';
import { expect, test } from './fixtures';

/** The item's box on a chart page at a 320 and a 390 px viewport (the page's insets take 42 px). */
const PHONE_TILES = [278, 348];

for (const [type, width] of ['regular-table', 'pivot-table'].flatMap((t) =>
  PHONE_TILES.map((w) => [t, w] as const),
)) {
  test(`${type} at ${width} px says it has more columns, shows whole ones, and the next one on a tap`, async ({
    viz,
  }) => {
    const def = getItemTypeDefinition(type)!;
    await viz.mount(
      { type, slots: def.demo.slots, options: def.demo.options },
      { id: 'item', width, height: 298 },
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

    // What a reader sees: a header cell is seen where a point of it is what the tile shows there (not covered,
    // not clipped, not scrolled out).
    const partlySeen = () =>
      viz.page.locator('#item').evaluate((el) => {
        const root = el.shadowRoot!;
        const heads = Array.from(root.querySelectorAll('thead tr:last-child th'));
        return heads
          .filter((th) => {
            const r = th.getBoundingClientRect();
            const y = r.top + r.height / 2;
            const seen = (x: number) => {
              const hit = root.elementFromPoint(x, y);
              return hit !== null && th.contains(hit);
            };
            return seen(r.left + 3) !== seen(r.right - 3);
          })
          .map((th) => th.textContent);
      });
    await expect.poll(partlySeen).toEqual([]);

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
