/** A chart reference page on a phone: its preview answers a finger (src/viz-item/interaction.ts). */
import { expect, test } from '../support/fixtures';
import { formatNumber } from '../../../src/viz-item/format';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

type Layout = { cx: number; cy: number; r: number; r0: number; startAngle: number; endAngle: number };
type Donut = HTMLElement & {
  chart: {
    getModel(): {
      getSeriesByIndex(i: number): {
        getData(): { getItemLayout(i: number): Layout; getName(i: number): string };
      };
    };
  };
  getData(): { data: (string | number | null)[][]; columns: { format?: string }[] };
};

test('on a phone, a tap on the donut preview shows the slice’s value, a second tap selects it', async ({
  page,
}) => {
  await page.goto('/flex/charts/donut-chart');
  // A phone shows the drawn demo first (components/Facade): the reader's first tap makes the chart live.
  await page.getByRole('img', { name: /^Donut chart/ }).tap();
  const item = page.locator('[data-preview] viz-item');
  await item.scrollIntoViewIfNeeded();
  await expect(item.locator('canvas').first()).toBeVisible();
  await page.waitForTimeout(700); // the slices grow in
  const s = await item.evaluate((e) => {
    const el = e as Donut;
    const data = el.chart.getModel().getSeriesByIndex(0).getData();
    const l = data.getItemLayout(0);
    const mid = (l.startAngle + l.endAngle) / 2;
    const r = (l.r + l.r0) / 2;
    const box = e.shadowRoot!.querySelector('.vi-chart')!.getBoundingClientRect();
    const name = data.getName(0);
    const { data: rows, columns } = el.getData();
    const row = rows.find((x) => x[0] === name)!;
    return {
      x: box.left + l.cx + r * Math.cos(mid),
      y: box.top + l.cy + r * Math.sin(mid),
      name,
      value: row[1],
      format: columns[1]!.format,
    };
  });
  const tip = item.locator('.vi-chart > div').filter({ hasNot: page.locator('canvas') });
  const clear = item.getByRole('button', { name: 'Clear selection' });

  await page.touchscreen.tap(s.x, s.y);
  await expect(tip).toBeVisible();
  await expect(tip).toContainText(s.name);
  await expect(tip).toContainText(formatNumber(s.value, s.format, { locale: 'en' }));
  await page.waitForTimeout(400);
  await expect(clear).toBeHidden();

  await page.touchscreen.tap(s.x, s.y);
  await expect(clear).toBeVisible();
});
