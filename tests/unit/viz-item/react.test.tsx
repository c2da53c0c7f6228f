/**
 * The React wrapper is SSR-safe (Docusaurus prerenders pages in Node): importing and rendering it touches no
 * browser API and outputs the <viz-item> host element; the element itself is defined only in the browser.
 */
import React from 'react';
import { renderToString } from 'react-dom/server';
import VizItem from '../../../src/viz-item/react';
import { defineVizItem } from '../../../src/viz-item/index';

test('renders on the server without window', () => {
  expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  const html = renderToString(
    <VizItem type="bar-chart" className="chart" style={{ height: 300 }} options={{ title: { en: 'x' } }} />,
  );
  expect(html).toBe('<viz-item class="chart" style="height:300px"></viz-item>');
});

test('defineVizItem is a no-op on the server', async () => {
  await expect(defineVizItem()).resolves.toBeUndefined();
});
