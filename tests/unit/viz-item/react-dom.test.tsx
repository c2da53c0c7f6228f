/**
 * @jest-environment jsdom
 *
 * The React wrapper in a browser-like DOM: inputs reach the element as properties (objects, not JSON), event
 * callbacks receive the CustomEvent detail (always the latest callback), and the ref forwards the methods.
 * A stub <viz-item> stands in for the real element (defineVizItem() leaves an existing definition alone).
 */
import React, { act, createRef } from 'react';
import { createRoot } from 'react-dom/client';
import VizItem, { type VizItemHandle } from '../../../src/viz-item/react';

class StubVizItem extends HTMLElement {
  calls: unknown[][] = [];
  export(format?: string) {
    this.calls.push(['export', format]);
    return Promise.resolve('data:image/png;base64,AAAA');
  }
  getData() {
    return { data: [['Online', 1]], columns: [], totalRows: 1, limited: false };
  }
  getFilters() {
    return [{ condition: 'and', filters: [] }];
  }
  refreshData() {
    this.calls.push(['refreshData']);
    return Promise.resolve();
  }
  setSelectedData(v: unknown) {
    this.calls.push(['setSelectedData', v]);
  }
}
customElements.define('viz-item', StubVizItem);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

test('props become properties, events reach the latest callbacks, the ref forwards methods', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const ref = createRef<VizItemHandle>();
  const slots = [{ name: 'measure', content: [{ datasetId: 'sales', columnId: 'revenue' }] }];
  const seen: string[] = [];
  await act(async () =>
    root.render(
      <VizItem
        ref={ref}
        type="bar-chart"
        slots={slots}
        options={{ locale: 'nl' }}
        contextId="ctx"
        canFilter={['line-chart']}
        className="chart"
        onRendered={(d) => seen.push(`first:${d.type}`)}
      />,
    ),
  );
  const el = container.querySelector('viz-item') as unknown as StubVizItem & Record<string, unknown>;
  expect(el.className).toBe('chart');
  expect(el.type).toBe('bar-chart');
  expect(el.slots).toBe(slots);
  expect(el.options).toEqual({ locale: 'nl' });
  expect(el.contextId).toBe('ctx');
  expect(el.canFilter).toEqual(['line-chart']);

  await act(async () =>
    root.render(
      <VizItem
        ref={ref}
        type="line-chart"
        slots={slots}
        options={{ locale: 'fr' }}
        onRendered={(d) => seen.push(`second:${d.type}`)}
        onChangedFilters={(d) => seen.push(`filters:${d.origin}`)}
      />,
    ),
  );
  expect(el.type).toBe('line-chart');
  expect(el.options).toEqual({ locale: 'fr' });
  el.dispatchEvent(new CustomEvent('rendered', { detail: { type: 'rendered' } }));
  el.dispatchEvent(
    new CustomEvent('changedFilters', { detail: { type: 'changedFilters', origin: 'filterFromVizItem' } }),
  );
  expect(seen).toEqual(['second:rendered', 'filters:filterFromVizItem']);

  expect(await ref.current!.export('base64')).toBe('data:image/png;base64,AAAA');
  expect(ref.current!.getData().data).toEqual([['Online', 1]]);
  expect(ref.current!.getFilters()).toHaveLength(1);
  await ref.current!.refreshData();
  ref.current!.setSelectedData(['Online']);
  expect(el.calls).toEqual([['export', 'base64'], ['refreshData'], ['setSelectedData', ['Online']]]);
  expect(ref.current!.element).toBe(el);
  await act(async () => root.unmount());
});
