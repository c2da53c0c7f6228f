/** Accessible HTML tables: regular table, pivot table, heat table. */
import type { PlanColumn } from '../model';
import { distinct, selectionKey, type Cell, type RenderContext, type ResultRow } from '../render/context';
import { optAt, optB, optN, optS } from '../render/common';
import { luminance } from '../themes';
import type { HtmlRenderer } from '../render/types';
import { h } from './dom';
import { compareCells, defaultSort, mix, sortRows, type TableSort } from './table-data';
import { compareNatural } from '../collate';
import { scrollFrame } from './table-frame';

function tableClass(ctx: RenderContext): string {
  const o = ctx.plan.options;
  return [
    'vi-table',
    `borders-${optS(o, 'tableBorders', 'horizontal')}`,
    optB(o, 'alternateRowColor', true) ? 'striped' : '',
    optB(o, 'wrapText', false) ? 'wrap' : '',
    optB(o, 'headers.sticky', true) ? 'sticky' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function caption(ctx: RenderContext, text: string) {
  return h('caption', { class: 'vi-sr-only' }, text);
}

function selectable(ctx: RenderContext): boolean {
  return optB(ctx.plan.options, 'interactivity.select', true);
}

/** Makes a row clickable and keyboard operable to select the value of `col`. */
function bindRowSelection(
  ctx: RenderContext,
  tr: HTMLTableRowElement,
  col: PlanColumn | undefined,
  value: Cell,
) {
  if (!col || !selectable(ctx)) return;
  const selected = ctx.selection.has(selectionKey(value));
  tr.tabIndex = 0;
  tr.classList.add('selectable');
  tr.setAttribute('aria-selected', String(selected));
  if (ctx.selection.size && !selected) tr.classList.add('dimmed');
  const act = (e: Event) => {
    if (ctx.customEvent({ column: col.columnId, value })) return;
    ctx.select(value, { additive: (e as MouseEvent).ctrlKey || (e as MouseEvent).metaKey, column: col });
  };
  tr.addEventListener('click', act);
  tr.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      act(e);
    }
  });
}

export const regularTable: HtmlRenderer = {
  engine: 'html',
  render(ctx, root) {
    const o = ctx.plan.options;
    const cols = ctx.plan.bySlot.columns ?? [];
    const hidden = new Set(
      ((optAt(o, 'hiddenColumns') as number[] | undefined) ?? []).filter((n) => typeof n === 'number'),
    );
    const shown = cols.filter((_, i) => !hidden.has(i));
    const firstDim = cols.find((c) => c.role === 'dimension');
    const state = (root as HTMLElement & { __sort?: TableSort }).__sort ?? defaultSort(ctx);
    const rows = sortRows(ctx.rows, state, ctx.locale);
    const rowHeight = optN(o, 'rowHeight', 32);
    const table = h(
      'table',
      { class: tableClass(ctx), part: 'table', style: `--vi-row-height:${rowHeight}px` },
      caption(ctx, ctx.plan.def.title),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          shown.map((c, i) => {
            const sorted = state?.key === c.key ? state.dir : undefined;
            return h(
              'th',
              {
                scope: 'col',
                'aria-sort': sorted ?? 'none',
                class: cellClass(c, i),
              },
              h(
                'button',
                {
                  type: 'button',
                  class: 'sort',
                  onclick: () => {
                    const next =
                      state?.key === c.key && state.dir === 'ascending' ? 'descending' : 'ascending';
                    (root as HTMLElement & { __sort?: unknown }).__sort = { key: c.key, dir: next };
                    root.replaceChildren();
                    regularTable.render(ctx, root);
                    (
                      root.querySelector(
                        `th:nth-child(${shown.indexOf(c) + 1}) button`,
                      ) as HTMLButtonElement | null
                    )?.focus();
                  },
                },
                c.label,
                h(
                  'span',
                  { class: 'arrow', 'aria-hidden': 'true' },
                  sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '',
                ),
              ),
            );
          }),
        ),
      ),
      h(
        'tbody',
        {},
        rows.map((r) => {
          const tr = h(
            'tr',
            {},
            shown.map((c, i) => h('td', { class: cellClass(c, i) }, ctx.fmt(c, r[c.key] ?? null))),
          );
          bindRowSelection(ctx, tr, firstDim, firstDim ? (r[firstDim.key] ?? null) : null);
          return tr;
        }),
      ),
    );
    root.append(scrollFrame(ctx, table));
  },
};

/** A regular table's cell: numbers to the right, the first column held in place while the table scrolls. */
function cellClass(c: PlanColumn, index: number): string {
  return [c.role === 'measure' || (c.type === 'numeric' && !c.binned) ? 'num' : '', index === 0 ? 'lead' : '']
    .filter(Boolean)
    .join(' ');
}

const combo = (r: ResultRow, cols: PlanColumn[]) =>
  cols.map((c) => selectionKey(r[c.key] ?? null)).join('\u0001');

export const pivotTable: HtmlRenderer = {
  engine: 'html',
  render(ctx, root) {
    const o = ctx.plan.options;
    const rowCols = ctx.plan.bySlot.row ?? [];
    const colCols = ctx.plan.bySlot.column ?? [];
    const measures = ctx.plan.bySlot.measure ?? [];
    const sorter = (cols: PlanColumn[]) => (a: ResultRow, b: ResultRow) => {
      for (const c of cols) {
        const d = compareCells(a[c.key] ?? null, b[c.key] ?? null, ctx.locale);
        if (d) return d;
      }
      return 0;
    };
    const rowKeys = new Map<string, ResultRow>();
    for (const r of [...ctx.rows].sort(sorter(rowCols)))
      if (!rowKeys.has(combo(r, rowCols))) rowKeys.set(combo(r, rowCols), r);
    const colKeys = new Map<string, ResultRow>();
    for (const r of [...ctx.rows].sort(sorter(colCols)))
      if (!colKeys.has(combo(r, colCols))) colKeys.set(combo(r, colCols), r);
    const cell = new Map<string, number>();
    const rowTotal = new Map<string, number>();
    const colTotal = new Map<string, number>();
    const grand = new Map<string, number>();
    // Totals of sums add up; other aggregations cannot be re-aggregated from cells, so totals show for sums and counts only.
    const additive = (m: PlanColumn) => !m.aggregationFunc || ['sum', 'count'].includes(m.aggregationFunc);
    for (const r of ctx.rows) {
      const rk = combo(r, rowCols);
      const ck = combo(r, colCols);
      for (const m of measures) {
        const v = Number(r[m.key]) || 0;
        cell.set(`${rk}|${ck}|${m.key}`, (cell.get(`${rk}|${ck}|${m.key}`) ?? 0) + v);
        rowTotal.set(`${rk}|${m.key}`, (rowTotal.get(`${rk}|${m.key}`) ?? 0) + v);
        colTotal.set(`${ck}|${m.key}`, (colTotal.get(`${ck}|${m.key}`) ?? 0) + v);
        grand.set(m.key, (grand.get(m.key) ?? 0) + v);
      }
    }
    const showRowHeaders = optB(o, 'rowHeaders', true);
    const showColHeaders = optB(o, 'columnHeaders', true);
    const total = ctx.msg('total');
    const colList = [...colKeys.entries()];
    const hasCols = colCols.length > 0;
    const headRows: HTMLTableRowElement[] = [];
    if (showColHeaders && hasCols) {
      colCols.forEach((cc, li) => {
        headRows.push(
          h(
            'tr',
            {},
            li === 0 && showRowHeaders
              ? h(
                  'th',
                  {
                    scope: 'col',
                    rowspan: colCols.length + (measures.length > 1 ? 1 : 0),
                    class: 'corner lead',
                  },
                  rowCols.map((c) => c.label).join(' / '),
                )
              : null,
            colList.map(([, r]) =>
              h(
                'th',
                { scope: 'colgroup', colspan: measures.length, class: 'num' },
                ctx.fmt(cc, r[cc.key] ?? null),
              ),
            ),
            li === 0
              ? h(
                  'th',
                  {
                    scope: 'colgroup',
                    colspan: measures.length,
                    rowspan: colCols.length,
                    class: 'num total',
                  },
                  total,
                )
              : null,
          ),
        );
      });
    }
    if (measures.length > 1 || !hasCols) {
      headRows.push(
        h(
          'tr',
          {},
          !hasCols && showRowHeaders
            ? h('th', { scope: 'col', class: 'corner lead' }, rowCols.map((c) => c.label).join(' / '))
            : null,
          (hasCols ? [...colList.map(() => measures), measures] : [measures])
            .flat()
            .map((m) => h('th', { scope: 'col', class: 'num' }, m.label)),
        ),
      );
    }
    const bodyRows = [...rowKeys.entries()].map(([rk, r]) => {
      const tr = h(
        'tr',
        {},
        showRowHeaders
          ? h(
              'th',
              { scope: 'row', class: 'lead' },
              rowCols.map((c) => ctx.fmt(c, r[c.key] ?? null)).join(' · ') || total,
            )
          : null,
        hasCols
          ? [
              ...colList.flatMap(([ck]) =>
                measures.map((m) =>
                  h(
                    'td',
                    { class: 'num' },
                    cell.has(`${rk}|${ck}|${m.key}`) ? ctx.fmt(m, cell.get(`${rk}|${ck}|${m.key}`)!) : '',
                  ),
                ),
              ),
              ...measures.map((m) =>
                h(
                  'td',
                  { class: 'num total' },
                  additive(m) ? ctx.fmt(m, rowTotal.get(`${rk}|${m.key}`) ?? 0) : '',
                ),
              ),
            ]
          : measures.map((m) =>
              h(
                'td',
                { class: 'num' },
                ctx.fmt(m, cell.get(`${rk}||${m.key}`) ?? rowTotal.get(`${rk}|${m.key}`) ?? 0),
              ),
            ),
      );
      bindRowSelection(ctx, tr, rowCols[0], rowCols[0] ? (r[rowCols[0].key] ?? null) : null);
      return tr;
    });
    const totalRow = h(
      'tr',
      { class: 'total' },
      showRowHeaders ? h('th', { scope: 'row', class: 'lead' }, total) : null,
      (hasCols
        ? [
            ...colList.map(([ck]) =>
              measures.map((m) => (additive(m) ? ctx.fmt(m, colTotal.get(`${ck}|${m.key}`) ?? 0) : '')),
            ),
            measures.map((m) => (additive(m) ? ctx.fmt(m, grand.get(m.key) ?? 0) : '')),
          ]
        : [measures.map((m) => (additive(m) ? ctx.fmt(m, grand.get(m.key) ?? 0) : ''))]
      )
        .flat()
        .map((v) => h('td', { class: 'num' }, v)),
    );
    root.append(
      scrollFrame(
        ctx,
        h(
          'table',
          { class: `${tableClass(ctx)} pivot`, part: 'table' },
          caption(ctx, ctx.plan.def.title),
          h('thead', {}, headRows),
          h('tbody', {}, bodyRows, rowCols.length ? totalRow : null),
        ),
      ),
    );
  },
};

export const heatTable: HtmlRenderer = {
  engine: 'html',
  render(ctx, root) {
    const o = ctx.plan.options;
    const yCol = ctx.plan.bySlot['y-axis']?.[0];
    const xCol = ctx.plan.bySlot['x-axis']?.[0];
    const m = ctx.plan.bySlot.measure?.[0];
    const ys = yCol ? distinct(ctx.rows, yCol.key).sort((a, b) => compareNatural(a, b, ctx.locale)) : [null];
    const xs = xCol ? distinct(ctx.rows, xCol.key).sort((a, b) => compareNatural(a, b, ctx.locale)) : [null];
    const val = new Map<string, number>();
    for (const r of ctx.rows)
      val.set(
        `${selectionKey(yCol ? (r[yCol.key] ?? null) : null)}|${selectionKey(xCol ? (r[xCol.key] ?? null) : null)}`,
        Number(r[m?.key ?? '']) || 0,
      );
    const all = [...val.values()];
    const min = Math.min(...all);
    const max = Math.max(...all);
    const classes = optAt(o, 'colorsClass') as string[] | undefined;
    const low = classes?.[0] ?? (ctx.theme.dark ? '#1e293b' : '#eff6ff');
    const high = classes?.[classes.length - 1] ?? (ctx.theme.dark ? '#3b82f6' : '#1d4ed8');
    const showValues = optB(o, 'values.show', optB(o, 'heattable.showValues', true));
    const table = h(
      'table',
      { class: `${tableClass(ctx)} heat`, part: 'table' },
      caption(ctx, ctx.plan.def.title),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col', class: 'corner lead' }, yCol?.label ?? ''),
          xs.map((x) => h('th', { scope: 'col', class: 'num' }, ctx.fmt(xCol, x))),
        ),
      ),
      h(
        'tbody',
        {},
        ys.map((y) => {
          const tr = h(
            'tr',
            {},
            h('th', { scope: 'row', class: 'lead' }, ctx.fmt(yCol, y)),
            xs.map((x) => {
              const v = val.get(`${selectionKey(y)}|${selectionKey(x)}`);
              if (v === undefined) return h('td', { class: 'num' }, '');
              const bg = mix(low, high, max > min ? (v - min) / (max - min) : 1);
              const fg = (luminance(bg) ?? 1) < 0.4 ? '#ffffff' : '#111827';
              return h(
                'td',
                { class: 'num', style: `background:${bg};color:${fg}` },
                showValues ? ctx.fmt(m, v) : h('span', { class: 'vi-sr-only' }, ctx.fmt(m, v)),
              );
            }),
          );
          bindRowSelection(ctx, tr, yCol, y);
          return tr;
        }),
      ),
    );
    root.append(scrollFrame(ctx, table));
  },
};
