/**
 * A focused live chart shows its whole focus ring (issue 51, item 3): the chart page's preview box and an
 * example's item box clip what overflows them (rounded corners, overflow: hidden), so the ring is drawn inside
 * the chart's own box. Checked at a phone's width and at 1440 px.
 */
import { expect, test, waitForHydration } from '../support/fixtures';

for (const [url, box] of [
  ['/flex/charts/bar-chart', '[data-preview]'],
  ['/flex/examples/change-chart-theme', '[data-item="chart"]'],
] as const) {
  for (const width of [390, 1440]) {
    test(`${url} at ${width} px: the focus ring of the chart is inside its box`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);
      await waitForHydration(page);
      const item = page.locator(`${box} viz-item`);
      await expect(item.locator('canvas').first()).toBeVisible();
      // As a keyboard reader gets there (the focus is then :focus-visible).
      await page.keyboard.press('Tab');
      await item.focus();
      await expect(item).toBeFocused();
      const ring = await item.evaluate((el) => {
        const style = getComputedStyle(el);
        const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const r = el.getBoundingClientRect();
        // The nearest box around it that clips: the ring must fit inside its padding box.
        let clip: Element | null = el.parentElement;
        while (clip && getComputedStyle(clip).overflow === 'visible') clip = clip.parentElement;
        const c = clip!.getBoundingClientRect();
        const inner = {
          left: c.left + clip!.clientLeft,
          top: c.top + clip!.clientTop,
          right: c.left + clip!.clientLeft + clip!.clientWidth,
          bottom: c.top + clip!.clientTop + clip!.clientHeight,
        };
        return {
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          outside: Math.max(
            inner.left - (r.left - reach),
            inner.top - (r.top - reach),
            r.right + reach - inner.right,
            r.bottom + reach - inner.bottom,
          ),
        };
      });
      expect(ring.style).not.toBe('none');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(ring.outside, 'px of the ring outside the clipping box').toBeLessThanOrEqual(0.5);
    });
  }
}
