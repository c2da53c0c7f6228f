/**
 * Shadow DOM styles of the HTML item types (tables, numbers, filters, media), added to an item's shadow root
 * when it first draws with one of them (element-view.ts, adoptHtmlStyles): a page of charts does not carry
 * them.
 */
export const HTML_STYLES = `
/* Tables */
.vi-scroll-frame { position: relative; height: 100%; max-height: var(--viz-item-table-max-height, 420px); }
.vi-scroll { overflow: auto; max-height: var(--viz-item-table-max-height, 420px); height: 100%;
  scroll-snap-type: x proximity; scroll-padding-inline-start: var(--vi-lead-width, 0px); }
/* Scrolling sideways stops at a column's edge, next to the sticky first column: columns are seen whole. */
.vi-table thead tr:last-child th { scroll-snap-align: start; }
/* A table wider than its tile says so in words, on a line above it (tables.ts scrollFrame). */
.vi-more-bar { display: flex; justify-content: flex-end; }
.vi-more-bar[hidden] { display: none; }
.vi-more { padding: 2px 4px; border: 0; background: none; font: inherit; font-size: 0.85em; font-weight: 600; color: var(--vi-accent); cursor: pointer; }
.vi-more:focus-visible { outline: 2px solid var(--vi-accent); outline-offset: -2px; }
/* Wide tables scroll in their tile: a shadow on each side where columns are hidden (data-more, set as the reader scrolls). */
.vi-scroll-frame::before, .vi-scroll-frame::after { content: ''; position: absolute; top: var(--vi-shadow-top, 0px); z-index: 4; width: 24px; height: var(--vi-shadow-height, 100%);
  pointer-events: none; opacity: 0; --vi-shade: color-mix(in srgb, var(--vi-text) 24%, transparent); }
.vi-scroll-frame::before { left: calc(var(--vi-lead-width, 0px) + var(--vi-clip-left, 0px)); background: linear-gradient(to right, var(--vi-shade), transparent); }
.vi-scroll-frame::after { right: var(--vi-clip-right, 0px); background: linear-gradient(to left, var(--vi-shade), transparent); }
.vi-scroll-frame[data-more~="left"]::before, .vi-scroll-frame[data-more~="right"]::after { opacity: 1; }
.vi-table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
.vi-table th, .vi-table td { padding: 0 10px; height: var(--vi-row-height, 32px); text-align: left; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 28em; }
.vi-table.wrap th, .vi-table.wrap td { white-space: normal; }
.vi-table .num { text-align: right; }
.vi-table thead th { font-weight: 600; color: var(--vi-text); background: var(--viz-item-background, var(--vi-bg)); border-bottom: 2px solid var(--vi-grid); }
.vi-table.sticky thead th { position: sticky; top: 0; z-index: 2; }
/* The first column (row headers) stays while the columns scroll under it, on the row's own opaque background. */
.vi-table .lead { position: sticky; left: 0; z-index: 1; background: var(--viz-item-background, var(--vi-bg)); max-width: var(--vi-lead-max, 28em); }
.vi-table thead th.lead { z-index: 3; }
.vi-table.striped tbody tr:nth-child(even) .lead { background: var(--vi-surface); }
.vi-table tr.selectable:hover .lead { background: color-mix(in srgb, var(--vi-accent) 10%, var(--viz-item-background, var(--vi-bg))); }
.vi-table tr[aria-selected="true"] .lead { background: color-mix(in srgb, var(--vi-accent) 18%, var(--viz-item-background, var(--vi-bg))); }
.vi-table.borders-horizontal td, .vi-table.borders-horizontal tbody th { border-bottom: 1px solid var(--vi-grid); }
.vi-table.borders-all th, .vi-table.borders-all td { border: 1px solid var(--vi-grid); }
.vi-table.striped tbody tr:nth-child(even) { background: var(--vi-surface); }
.vi-table tbody th { font-weight: 500; }
.vi-table tr.total td, .vi-table tr.total th, .vi-table td.total, .vi-table th.total { font-weight: 700; }
.vi-table tr.selectable { cursor: pointer; }
.vi-table tr.selectable:hover { background: color-mix(in srgb, var(--vi-accent) 10%, transparent); }
.vi-table tr.selectable:focus-visible { outline: 2px solid var(--vi-accent); outline-offset: -2px; }
.vi-table tr[aria-selected="true"] { background: color-mix(in srgb, var(--vi-accent) 18%, transparent); }
.vi-table tr.dimmed { opacity: 0.45; }
.vi-table button.sort { all: unset; cursor: pointer; display: inline-flex; gap: 4px; align-items: center; }
.vi-table button.sort:focus-visible { outline: 2px solid var(--vi-accent); }
.vi-table .arrow { font-size: 0.7em; color: var(--vi-muted); }
.vi-table.heat td { font-weight: 500; }

/* Numbers */
.vi-number-tile { display: flex; flex-direction: column; }
.vi-number { position: relative; z-index: 1; display: flex; flex-direction: column; flex: 1 1 auto; min-height: 0; min-width: 0; gap: 4px; padding: 4px 8px; }
.num-title { color: var(--vi-muted); font-weight: 600; }
.num-value { flex: 0 0 auto; white-space: nowrap; overflow: hidden; font-weight: 700; line-height: 1.05; letter-spacing: -0.01em; font-variant-numeric: tabular-nums; }
.num-sub { color: var(--vi-muted); }
.num-sub .evo { font-weight: 700; }
.spark-wrap { flex: 0 0 auto; pointer-events: none; }
.spark { width: 100%; height: 100%; display: block; }
.vi-cover-link { position: absolute; inset: 0; z-index: 2; }

/* Filters */
.vi-filter { display: flex; flex-direction: column; gap: 8px; padding: var(--vi-pad, 4px); }
.vi-dates.horizontal { flex-direction: row; flex-wrap: wrap; align-items: flex-end; }
.vi-field { display: flex; flex-direction: column; gap: 4px; }
.vi-label { font-weight: 600; font-size: 0.92em; color: var(--vi-text); }
.vi-input, .vi-select { font: inherit; color: var(--vi-text); background: var(--viz-item-background, var(--vi-bg)); border: 1px solid var(--vi-axis);
  border-radius: 6px; padding: 6px 10px; min-height: 36px; min-width: 10em; text-align: left; color-scheme: var(--vi-scheme); }
.vi-select[aria-expanded] { cursor: pointer; width: 100%; }
.vi-select[aria-expanded]::after { content: '▾'; float: right; color: var(--vi-muted); }
.vi-input:focus-visible, .vi-select:focus-visible, .vi-button:focus-visible, .vi-slice:focus-visible, .vi-options input:focus-visible,
.vi-range input:focus-visible, .vi-video-facade:focus-visible { outline: 2px solid var(--vi-accent); outline-offset: 1px; }
.vi-dropdown { position: relative; }
.vi-panel { position: absolute; z-index: 5; left: 0; right: 0; top: calc(100% + 4px); background: var(--viz-item-background, var(--vi-bg)); border: 1px solid var(--vi-grid);
  border-radius: 8px; padding: 8px; box-shadow: 0 8px 24px rgba(0,0,0,0.18); display: flex; flex-direction: column; gap: 8px; }
.vi-panel[hidden] { display: none; }
:host([data-kind="filter"]) { overflow: visible; }
.vi-options { list-style: none; margin: 0; padding: 0; max-height: 220px; overflow: auto; }
.vi-options li { display: flex; align-items: center; gap: 8px; padding: 3px 2px; }
.vi-options li[hidden] { display: none; }
.vi-options label { cursor: pointer; flex: 1; }
.vi-actions { display: flex; gap: 8px; flex-wrap: wrap; }
.vi-button { font: inherit; cursor: pointer; border-radius: 6px; padding: 6px 12px; border: 1px solid var(--vi-axis); background: transparent; color: var(--vi-text); }
.vi-button.primary { background: var(--vi-accent); border-color: var(--vi-accent); color: var(--vi-on-accent); }
.vi-slices { display: flex; flex-direction: column; gap: 4px; max-height: var(--viz-item-table-max-height, 360px); overflow: auto; }
.vi-slices.horizontal, .vi-slices.buttons { flex-direction: row; flex-wrap: wrap; }
.vi-slice { font: inherit; color: var(--vi-text); cursor: pointer; position: relative; display: flex; align-items: center; gap: 8px; text-align: left;
  padding: 6px 10px; border: 1px solid transparent; border-radius: 6px;
  background: linear-gradient(to right, color-mix(in srgb, var(--vi-accent) 16%, transparent) var(--share, 0%), var(--vi-surface) var(--share, 0%)); }
.vi-slice .name { flex: 1; }
.vi-slice .value, .vi-slice .rank { color: var(--vi-muted); font-variant-numeric: tabular-nums; }
.vi-slice[aria-pressed="true"] { border-color: var(--vi-accent); font-weight: 600; }
.vi-slice[aria-pressed="true"]::before { content: '✓'; color: var(--vi-accent); }
.vi-slice[hidden] { display: none; }
.vi-range { display: grid; grid-template-columns: 1fr; gap: 4px; }
.vi-range input { width: 100%; accent-color: var(--vi-accent); }
.vi-range-out { font-variant-numeric: tabular-nums; color: var(--vi-muted); }

/* Media */
.vi-text { overflow: auto; height: 100%; line-height: 1.5; }
.vi-text :first-child { margin-top: 0; }
.vi-text a { color: var(--vi-accent); }
.vi-image { width: 100%; height: 100%; min-height: 100px; display: block; }
.vi-image-link { display: block; height: 100%; }
.vi-video { width: 100%; aspect-ratio: 16 / 9; border: 0; display: block; max-height: 100%; }
.vi-video-facade { width: 100%; aspect-ratio: 16 / 9; max-height: 100%; border: 0; border-radius: 6px; color: #fff; cursor: pointer; display: flex;
  flex-direction: column; align-items: center; justify-content: center; gap: 10px; font: inherit; }
.vi-video-facade .play { width: 64px; height: 44px; border-radius: 12px; background: #e11d48; display: grid; place-items: center; font-size: 20px; }
.vi-empty { display: grid; place-items: center; height: 100%; color: var(--vi-muted); }
`;
