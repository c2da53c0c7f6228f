/**
 * The item's status region (role=status, what a screen reader hears) says "Loading…" while the chart loads and
 * nothing once it is drawn (issue 51, item 3): it used to keep saying "Loading…" beside the finished chart.
 */
import { expect, test } from './fixtures';

/** The text of each status region in the item's shadow root, hidden or not (as the DOM has it). */
const statuses = (el: HTMLElement) =>
  Array.from(el.shadowRoot!.querySelectorAll('[role="status"]'))
    .map((s) => s.textContent!.trim())
    .filter(Boolean);

test('a drawn chart says nothing more in its status region', async ({ viz }) => {
  const el = await viz.mount(
    {
      type: 'bar-chart',
      slots: [
        { name: 'category', content: [{ datasetId: 'sales', columnId: 'product_category' }] },
        { name: 'measure', content: [{ datasetId: 'sales', columnId: 'revenue' }] },
      ],
    },
    { id: 'item' },
  );
  expect(await el.evaluate(statuses)).toEqual([]);
  // The region itself stays, so that the next load is announced.
  expect(await el.evaluate((e) => e.shadowRoot!.querySelectorAll('[role="status"]').length)).toBeGreaterThan(
    0,
  );
});
