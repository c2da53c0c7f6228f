/**
 * Shadow DOM styles. Pages restyle items through CSS custom properties on <viz-item> and ::part():
 * --viz-item-background, --viz-item-color, --viz-item-font-family, --viz-item-border, --viz-item-border-radius,
 * --viz-item-padding, --viz-item-height, --viz-item-title-color; parts: container, title, body, message,
 * table, control. The styles of the HTML item types (tables, numbers, filters, media) are in html/styles.ts and
 * come with their renderers.
 */
export const STYLES = `
:host {
  display: block;
  position: relative;
  box-sizing: border-box;
  color: var(--viz-item-color, var(--vi-text));
  background: var(--viz-item-background, var(--vi-bg));
  font-family: var(--viz-item-font-family, var(--vi-font));
  font-size: var(--vi-font-size);
  border: var(--viz-item-border, var(--vi-border, none));
  border-radius: var(--viz-item-border-radius, var(--vi-radius, 0));
  box-shadow: var(--vi-shadow, none);
  overflow: hidden;
  contain: layout;
  /* Any outline (the focus ring below) inside the item's own box: a page's container that clips (rounded corners,
     overflow: hidden) would otherwise cut it off. It follows the item's corners (--viz-item-border-radius). */
  outline-offset: -2px;
}
:host([data-kind="chart"]), :host([data-kind="map"]) { height: var(--viz-item-height, 300px); }
:host([data-kind="number"]) { height: var(--viz-item-height, 200px); }
:host([data-kind="media"]) { min-height: 120px; }
:host([hidden]) { display: none; }
:host(:focus-visible) { outline: 2px solid var(--vi-accent); }
*, *::before, *::after { box-sizing: border-box; }
.vi-root { display: flex; flex-direction: column; height: 100%; padding: var(--viz-item-padding, 8px); }
.vi-title { margin: 0 0 4px; padding: 2px 4px; line-height: 1.3; color: var(--viz-item-title-color, var(--vi-text)); }
.vi-title[hidden] { display: none; }
.vi-body { position: relative; flex: 1 1 auto; min-height: 0; }
:host([data-kind="chart"]) .vi-body, :host([data-kind="map"]) .vi-body, :host([data-kind="number"]) .vi-body { min-height: 60px; }
.vi-chart { position: absolute; inset: 0; }
.vi-clear { position: absolute; top: 0; right: 0; z-index: 2; display: inline-flex; align-items: center; gap: 4px; padding: 2px 8px; border: 1px solid var(--vi-muted); border-radius: 999px; background: var(--vi-bg); color: var(--vi-text); font: inherit; font-size: 12px; line-height: 1.4; cursor: pointer; }
.vi-clear:hover { border-color: var(--vi-accent); }
.vi-clear:focus-visible { outline: 2px solid var(--vi-accent); outline-offset: 1px; }
.vi-clear[hidden] { display: none; }
.vi-chart[hidden], .vi-html[hidden] { display: none; }
.vi-html { height: 100%; }
:host([data-kind="number"]) .vi-html { position: relative; }
.vi-message { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; text-align: center;
  padding: 12px; color: var(--vi-muted); font-size: 0.95em; background: var(--viz-item-background, var(--vi-bg)); }
.vi-message.error { color: var(--vi-text); }
.vi-message.error .box { border: 1px solid var(--vi-negative); border-left-width: 4px; border-radius: 6px; padding: 10px 12px; max-width: 36em; text-align: left; }
.vi-message[hidden] { display: none; }
:host([data-kind="filter"]) .vi-message, :host([data-kind="table"]) .vi-message, :host([data-kind="media"]) .vi-message { position: relative; min-height: 80px; }
.vi-loader { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; gap: 8px; color: var(--vi-loader-text, var(--vi-muted));
  background: var(--vi-loader-bg, transparent); animation: vi-appear 0.2s 0.25s both; }
.vi-loader[hidden] { display: none; }
.vi-loader .spin { width: 18px; height: 18px; border-radius: 50%; border: 3px solid var(--vi-loader-track, var(--vi-grid)); border-top-color: var(--vi-loader-spinner, var(--vi-accent)); animation: vi-spin 0.8s linear infinite; }
@keyframes vi-spin { to { transform: rotate(360deg); } }
@keyframes vi-appear { from { opacity: 0; } to { opacity: 1; } }
/* Reduced motion: the loader still waits (no flash for a quick render), then appears without fading in. */
@media (prefers-reduced-motion: reduce) { .vi-loader { animation-duration: 0s; } .vi-loader .spin { animation: none; } }
.vi-sr-only { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;
