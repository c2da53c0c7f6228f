/**
 * Filter items as real, accessible HTML controls. Each emits FilterGroups through ctx.setFilters (the element
 * dispatches changedFilters and filters the other items of its context).
 */
import { DAY_MS } from '../data/clock';
import type { PlanColumn } from '../model';
import { distinct, selectionKey, type Cell, type RenderContext } from '../render/context';
import { optB, optN, optS } from '../render/common';
import type { HtmlRenderer } from '../render/types';
import type { ItemFilter } from '../types';
import { columnRef as ref, inGroup } from '../selection';
import { h, nextId } from './dom';
import {
  comparisonRange,
  configuredDateRange,
  dropdownValues,
  filterTitle,
  fromWall,
  isoDay,
  slicerValues,
} from './filter-values';

/** Values currently selected by this item's own `? in ?` filter. */
function currentValues(ctx: RenderContext, col: PlanColumn): Set<string> {
  const out = new Set<string>();
  for (const g of ctx.ownFilters)
    for (const f of g.filters)
      if (
        f.parameters[0]?.columnId === col.columnId &&
        /in/.test(f.expression) &&
        Array.isArray(f.parameters[1])
      )
        for (const v of f.parameters[1] as Cell[])
          out.add(col.type === 'datetime' ? String(Date.parse(String(v))) : selectionKey(v));
  return out;
}

function label(ctx: RenderContext, text: string, forId: string) {
  return h('label', { for: forId, class: 'vi-label' }, text);
}

function applyBar(ctx: RenderContext, onApply: () => void, onClear: () => void) {
  return h(
    'div',
    { class: 'vi-actions' },
    optB(ctx.plan.options, 'applyFiltersWithButton', false)
      ? h('button', { type: 'button', class: 'vi-button primary', onclick: onApply }, ctx.msg('apply'))
      : null,
    h('button', { type: 'button', class: 'vi-button', onclick: onClear }, ctx.msg('clear')),
  );
}

export const dropdownFilter: HtmlRenderer = {
  engine: 'html',
  render(ctx, root) {
    const o = ctx.plan.options;
    const col = ctx.plan.dimensions[0]!;
    const values = dropdownValues(ctx, col);
    const selected = currentValues(ctx, col);
    const multi = optB(o, 'multiselect', true);
    const withButton = optB(o, 'applyFiltersWithButton', false);
    const id = nextId('vi-dd');
    if (!multi) {
      const select = h(
        'select',
        {
          id,
          class: 'vi-select',
          onchange: (e: Event) => {
            const i = (e.target as HTMLSelectElement).selectedIndex - 1;
            ctx.setFilters(i >= 0 ? inGroup(col, [values[i]!]) : []);
          },
        },
        h('option', { value: '' }, ctx.msg('all')),
        values.map((v, i) =>
          h(
            'option',
            { value: String(i), selected: selected.has(selectionKey(v)) || undefined },
            ctx.fmt(col, v),
          ),
        ),
      );
      root.append(h('div', { class: 'vi-filter' }, label(ctx, filterTitle(ctx), id), select));
      return;
    }
    // Multi-select: a disclosure button with a list of checkboxes (keyboard and screen reader friendly).
    const pending = new Set(selected);
    const listId = nextId('vi-list');
    const summary = () =>
      pending.size === 0
        ? ctx.msg('all')
        : pending.size === 1
          ? ctx.fmt(col, values.find((v) => pending.has(selectionKey(v))) ?? null)
          : `${pending.size} ✓`;
    const button = h(
      'button',
      { type: 'button', class: 'vi-select', id, 'aria-expanded': 'false', 'aria-controls': listId },
      summary(),
    );
    const emit = () =>
      ctx.setFilters(
        inGroup(
          col,
          values.filter((v) => pending.has(selectionKey(v))),
        ),
      );
    const search = optB(o, 'search.enabled', values.length > 12)
      ? h('input', {
          type: 'search',
          class: 'vi-input',
          placeholder: ctx.msg('searchPlaceholder'),
          'aria-label': ctx.msg('search'),
          oninput: (e: Event) => {
            const q = (e.target as HTMLInputElement).value.toLowerCase();
            list
              .querySelectorAll('li')
              .forEach(
                (li) => ((li as HTMLElement).hidden = !!q && !li.textContent!.toLowerCase().includes(q)),
              );
          },
        })
      : null;
    const list = h(
      'ul',
      { class: 'vi-options', id: listId, role: 'group', 'aria-label': filterTitle(ctx) },
      values.map((v) => {
        const cid = nextId('vi-opt');
        return h(
          'li',
          {},
          h('input', {
            type: 'checkbox',
            id: cid,
            class: optB(o, 'showCheckboxes', true) ? '' : 'vi-sr-only',
            checked: pending.has(selectionKey(v)),
            onchange: (e: Event) => {
              if ((e.target as HTMLInputElement).checked) pending.add(selectionKey(v));
              else pending.delete(selectionKey(v));
              button.textContent = summary();
              if (!withButton) emit();
            },
          }),
          h('label', { for: cid }, ctx.fmt(col, v)),
        );
      }),
    );
    const panel = h(
      'div',
      { class: 'vi-panel', hidden: true },
      search,
      list,
      applyBar(ctx, emit, () => {
        pending.clear();
        ctx.setFilters([]);
      }),
    );
    button.addEventListener('click', () => {
      const open = panel.hidden;
      panel.hidden = !open;
      button.setAttribute('aria-expanded', String(open));
      if (open) (panel.querySelector('input') as HTMLInputElement | null)?.focus();
    });
    panel.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        panel.hidden = true;
        button.setAttribute('aria-expanded', 'false');
        button.focus();
      }
    });
    root.append(
      h(
        'div',
        { class: 'vi-filter' },
        label(ctx, filterTitle(ctx), id),
        h('div', { class: 'vi-dropdown' }, button, panel),
      ),
    );
  },
};

export const searchFilter: HtmlRenderer = {
  engine: 'html',
  render(ctx, root) {
    const cols = ctx.plan.dimensions;
    const id = nextId('vi-search');
    const current = ctx.ownFilters[0]?.filters[0]?.parameters[1];
    const emit = (q: string) => {
      const text = q.trim();
      if (!text) return ctx.setFilters([]);
      const filters: ItemFilter[] = cols.map((c) => ({ expression: '? like ?', parameters: [ref(c), text] }));
      ctx.setFilters([{ condition: 'or', filters }]);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const withButton = optB(ctx.plan.options, 'applyFiltersWithButton', false);
    const listId = nextId('vi-suggest');
    const input = h('input', {
      id,
      type: 'search',
      class: 'vi-input',
      list: listId,
      placeholder: ctx.msg('searchPlaceholder'),
      value: typeof current === 'string' ? current : '',
      oninput: (e: Event) => {
        if (withButton) return;
        clearTimeout(timer);
        const v = (e.target as HTMLInputElement).value;
        timer = setTimeout(() => emit(v), 250);
      },
      onkeydown: (e: Event) => {
        if ((e as KeyboardEvent).key === 'Enter') emit((e.target as HTMLInputElement).value);
      },
    });
    const suggestions = h(
      'datalist',
      { id: listId },
      distinct(ctx.rows, cols[0]?.key ?? '')
        .slice(0, 200)
        .map((v) => h('option', { value: ctx.fmt(cols[0], v) })),
    );
    root.append(
      h(
        'div',
        { class: 'vi-filter', role: 'search' },
        label(ctx, filterTitle(ctx), id),
        input,
        suggestions,
        withButton
          ? applyBar(
              ctx,
              () => emit(input.value),
              () => ((input.value = ''), emit('')),
            )
          : null,
      ),
    );
  },
};

export const slicerFilter: HtmlRenderer = {
  engine: 'html',
  render(ctx, root) {
    const o = ctx.plan.options;
    const col = ctx.plan.dimensions[0];
    if (!col) return;
    const m = ctx.plan.measures[0];
    const { values, totals } = slicerValues(ctx, col);
    const max = optN(o, 'manualMeasureRange.max') ?? Math.max(1, ...totals.values());
    const selected = currentValues(ctx, col);
    const multi = optB(o, 'multiselect', true);
    const withButton = optB(o, 'applyFiltersWithButton', false);
    const pending = new Set(selected);
    const emit = () =>
      ctx.setFilters(
        inGroup(
          col,
          values.filter((v) => pending.has(selectionKey(v))),
        ),
      );
    const horizontal =
      optS(o, 'layout', optB(o, 'horizontal', false) ? 'horizontal' : 'vertical') === 'horizontal';
    const buttons = values.map((v, i) => {
      const k = selectionKey(v);
      const share = (totals.get(k) ?? 0) / max;
      const btn = h(
        'button',
        {
          type: 'button',
          class: 'vi-slice',
          'aria-pressed': String(pending.has(k)),
          style:
            optB(o, 'rankbar', true) && m ? `--share:${Math.max(0, Math.min(1, share)) * 100}%` : undefined,
          onclick: () => {
            if (pending.has(k)) pending.delete(k);
            else {
              if (!multi) pending.clear();
              pending.add(k);
            }
            buttons.forEach((b, j) =>
              b.setAttribute('aria-pressed', String(pending.has(selectionKey(values[j]!)))),
            );
            if (!withButton) emit();
          },
        },
        optB(o, 'rank', false) ? h('span', { class: 'rank' }, `${i + 1}.`) : null,
        h('span', { class: 'name' }, ctx.fmt(col, v)),
        m && optB(o, 'measure.show', true)
          ? h('span', { class: 'value' }, ctx.fmt(m, totals.get(k) ?? 0))
          : null,
      );
      return btn;
    });
    const search = optB(o, 'search.enabled', false)
      ? h('input', {
          type: 'search',
          class: 'vi-input',
          'aria-label': ctx.msg('search'),
          placeholder: ctx.msg('searchPlaceholder'),
          oninput: (e: Event) => {
            const q = (e.target as HTMLInputElement).value.toLowerCase();
            buttons.forEach((b) => (b.hidden = !!q && !b.textContent!.toLowerCase().includes(q)));
          },
        })
      : null;
    const selectAll =
      multi && optB(o, 'selectAll', true)
        ? h(
            'button',
            {
              type: 'button',
              class: 'vi-button',
              onclick: () => {
                const all = pending.size === values.length;
                pending.clear();
                if (!all) values.forEach((v) => pending.add(selectionKey(v)));
                buttons.forEach((b, j) =>
                  b.setAttribute('aria-pressed', String(pending.has(selectionKey(values[j]!)))),
                );
                if (!withButton) emit();
              },
            },
            ctx.msg('selectAll'),
          )
        : null;
    root.append(
      h(
        'div',
        { class: 'vi-filter', role: 'group', 'aria-label': filterTitle(ctx) },
        search,
        h(
          'div',
          {
            class: `vi-slices ${horizontal ? 'horizontal' : ''} ${optS(o, 'mode', 'list') === 'buttons' ? 'buttons' : ''}`,
          },
          buttons,
        ),
        h(
          'div',
          { class: 'vi-actions' },
          selectAll,
          withButton
            ? h('button', { type: 'button', class: 'vi-button primary', onclick: emit }, ctx.msg('apply'))
            : null,
        ),
      ),
    );
  },
};

export const sliderFilter: HtmlRenderer = {
  engine: 'html',
  render(ctx, root) {
    const col = ctx.plan.dimensions[0];
    if (!col) return;
    const vals = ctx.rows.map((r) => r[col.key]).filter((v): v is number => typeof v === 'number');
    if (!vals.length) return;
    const min = Math.min(...vals);
    const max = Math.max(...vals);
    const isDate = col.type === 'datetime';
    const step = isDate
      ? DAY_MS
      : max - min > 100
        ? Math.pow(10, Math.floor(Math.log10((max - min) / 100)))
        : max - min > 10
          ? 1
          : 0.1;
    const current = ctx.ownFilters[0]?.filters[0]?.parameters[1];
    const [lo0, hi0] =
      Array.isArray(current) && current.length === 2
        ? current.map((v) => (isDate ? Date.parse(String(v)) : Number(v)))
        : [min, max];
    const show = (v: number) =>
      isDate ? ctx.fmt({ ...col, level: 5 }, v) : ctx.fmt({ ...col, role: 'measure' }, v);
    const idLo = nextId('vi-lo');
    const idHi = nextId('vi-hi');
    const out = h(
      'output',
      { class: 'vi-range-out', 'aria-live': 'polite' },
      `${show(lo0!)} – ${show(hi0!)}`,
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const emit = () => {
      let lo = Number(inLo.value);
      let hi = Number(inHi.value);
      if (lo > hi) [lo, hi] = [hi, lo];
      out.textContent = `${show(lo)} – ${show(hi)}`;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (lo <= min && hi >= max) return ctx.setFilters([]);
        const value = isDate ? [new Date(lo).toISOString(), new Date(hi).toISOString()] : [lo, hi];
        ctx.setFilters([
          {
            condition: 'and',
            filters: [
              { expression: '? between ?', parameters: [ref(col, isDate ? 5 : undefined), value as never] },
            ],
          },
        ]);
      }, 150);
    };
    const range = (id: string, value: number, name: string) =>
      h('input', {
        id,
        type: 'range',
        min,
        max,
        step,
        value,
        'aria-label': name,
        'aria-valuetext': show(value),
        oninput: emit,
      }) as HTMLInputElement;
    const inLo = range(idLo, lo0!, `${filterTitle(ctx)}: ${ctx.msg('minimum')}`);
    const inHi = range(idHi, hi0!, `${filterTitle(ctx)}: ${ctx.msg('maximum')}`);
    [inLo, inHi].forEach((el) =>
      el.addEventListener('input', () => el.setAttribute('aria-valuetext', show(Number(el.value)))),
    );
    root.append(
      h(
        'div',
        { class: 'vi-filter', role: 'group', 'aria-label': filterTitle(ctx) },
        h('div', { class: 'vi-label' }, filterTitle(ctx)),
        h('div', { class: 'vi-range' }, inLo, inHi),
        out,
      ),
    );
  },
};

function dateFilter(comparison: boolean): HtmlRenderer {
  return {
    engine: 'html',
    render(ctx, root) {
      const o = ctx.plan.options;
      const col = ctx.plan.dimensions[0];
      if (!col) return;
      const tz = ctx.timeZone;
      const vals = ctx.rows.map((r) => r[col.key]).filter((v): v is number => typeof v === 'number');
      const min = vals.length ? Math.min(...vals) : Date.now();
      const max = vals.length ? Math.max(...vals) : Date.now();
      const current = ctx.ownFilters[0]?.filters[0]?.parameters[1];
      let initial: [number, number] | null = Array.isArray(current)
        ? [Date.parse(String(current[0])), Date.parse(String(current[1]))]
        : null;
      initial ??= configuredDateRange(ctx, min, max);
      const idFrom = nextId('vi-from');
      const idTo = nextId('vi-to');
      const idCmp = nextId('vi-cmp');
      const compareWith = () =>
        comparison
          ? ((root.querySelector('select') as HTMLSelectElement | null)?.value ??
            optS(o, 'comparisonSelector', 'previousPeriod'))
          : undefined;
      const emit = () => {
        const f = Date.parse(`${inFrom.value}T00:00:00Z`);
        const t = Date.parse(`${inTo.value}T00:00:00Z`);
        if (!Number.isFinite(f) && !Number.isFinite(t)) return ctx.setFilters([]);
        // The inputs show wall-clock days in the item's time zone; filters compare at day level there too.
        const lo = Number.isFinite(f) ? fromWall(f, tz) : min;
        const hi = Number.isFinite(t) ? fromWall(t, tz) : max;
        const [a, b] = lo <= hi ? [lo, hi] : [hi, lo];
        const cmp = comparisonRange(a, b, compareWith(), tz);
        ctx.setFilters(
          [
            {
              condition: 'and',
              filters: [
                {
                  expression: '? between ?',
                  parameters: [ref(col, 5), [new Date(a).toISOString(), new Date(b).toISOString()]],
                },
              ],
            },
          ],
          cmp
            ? {
                comparison: {
                  mode: compareWith(),
                  from: new Date(cmp[0]).toISOString(),
                  to: new Date(cmp[1]).toISOString(),
                },
              }
            : undefined,
        );
      };
      const minDay = isoDay(min, tz);
      const maxDay = isoDay(max, tz);
      const inFrom = h('input', {
        id: idFrom,
        type: 'date',
        class: 'vi-input',
        min: minDay,
        max: maxDay,
        value: initial ? isoDay(initial[0], tz) : '',
        onchange: emit,
      });
      const inTo = h('input', {
        id: idTo,
        type: 'date',
        class: 'vi-input',
        min: minDay,
        max: maxDay,
        value: initial ? isoDay(initial[1], tz) : '',
        onchange: emit,
      });
      const showLabels = optB(o, 'labels.show', true);
      const field = (id: string, text: string, input: HTMLElement) =>
        h(
          'div',
          { class: 'vi-field' },
          h('label', { for: id, class: showLabels ? 'vi-label' : 'vi-sr-only' }, text),
          input,
        );
      const horizontal = optS(o, 'layout', 'horizontal') === 'horizontal';
      root.append(
        h(
          'div',
          {
            class: `vi-filter vi-dates ${horizontal ? 'horizontal' : ''}`,
            role: 'group',
            'aria-label': filterTitle(ctx),
          },
          field(idFrom, ctx.msg('from'), inFrom),
          field(idTo, ctx.msg('to'), inTo),
          comparison && optB(o, 'baseSelector', true)
            ? field(
                idCmp,
                ctx.msg('comparison'),
                h(
                  'select',
                  { id: idCmp, class: 'vi-select', onchange: emit },
                  h(
                    'option',
                    {
                      value: 'previousPeriod',
                      selected:
                        optS(o, 'comparisonSelector', 'previousPeriod') === 'previousPeriod' || undefined,
                    },
                    ctx.msg('previousPeriod'),
                  ),
                  h(
                    'option',
                    {
                      value: 'previousYear',
                      selected:
                        optS(o, 'comparisonSelector', 'previousPeriod') === 'previousYear' || undefined,
                    },
                    ctx.msg('previousYear'),
                  ),
                ),
              )
            : null,
          h(
            'div',
            { class: 'vi-actions' },
            h(
              'button',
              {
                type: 'button',
                class: 'vi-button',
                onclick: () => ((inFrom.value = ''), (inTo.value = ''), ctx.setFilters([])),
              },
              ctx.msg('clear'),
            ),
          ),
        ),
      );
      // A configured initial range applies to the context straight away.
      if (ctx.firstRender && !ctx.ownFilters.length && initial) queueMicrotask(emit);
    },
  };
}

export const dateFilterItem = dateFilter(false);
export const dateComparisonFilter = dateFilter(true);
