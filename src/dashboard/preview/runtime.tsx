/** The chart item the preview draws with: the runtime's React wrapper around <viz-item>. */
export { default } from '@quantaloop/viz-item/react';
