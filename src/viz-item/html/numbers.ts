/** Number items: evolution number (with trend graph) and conditional number. */
import { pickLanguage } from '../i18n';
import { optAt, optB, optN, optS } from '../render/common';
import type { HtmlRenderer } from '../render/types';
import type { ResultRow } from '../render/context';
import type { FilterGroup } from '../types';
import { addUnits, truncate } from '../data/dates';
import { h } from './dom';

const SVG = 'http://www.w3.org/2000/svg';

function svg(tag: string, attrs: Record<string, string | number>): SVGElement {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/** A small trend graph (line, area or bars) as inline SVG, scaled to its box. */
function sparkline(
  values: number[],
  kind: string,
  colour: string,
  opacity: number,
  smooth: boolean,
): SVGElement {
  const W = 100;
  const H = 30;
  const root = svg('svg', {
    viewBox: `0 0 ${W} ${H}`,
    preserveAspectRatio: 'none',
    class: 'spark',
    'aria-hidden': 'true',
    focusable: 'false',
  });
  if (values.length < 2) return root;
  const min = Math.min(...values, 0);
  const max = Math.max(...values) || 1;
  const x = (i: number) => (i / (values.length - 1)) * W;
  const y = (v: number) => H - ((v - min) / (max - min || 1)) * (H - 2) - 1;
  if (kind === 'bar') {
    const bw = W / values.length;
    values.forEach((v, i) =>
      root.append(
        svg('rect', {
          x: i * bw + bw * 0.15,
          y: y(v),
          width: bw * 0.7,
          height: H - y(v),
          fill: colour,
          opacity,
        }),
      ),
    );
    return root;
  }
  let d = `M${x(0)},${y(values[0]!)}`;
  for (let i = 1; i < values.length; i++) {
    if (smooth) {
      const cx = (x(i - 1) + x(i)) / 2;
      d += ` C${cx},${y(values[i - 1]!)} ${cx},${y(values[i]!)} ${x(i)},${y(values[i]!)}`;
    } else d += ` L${x(i)},${y(values[i]!)}`;
  }
  if (kind === 'area')
    root.append(
      svg('path', { d: `${d} L${W},${H} L0,${H} Z`, fill: colour, opacity: opacity * 0.6, stroke: 'none' }),
    );
  root.append(
    svg('path', {
      d,
      fill: 'none',
      stroke: colour,
      'stroke-width': 1.5,
      opacity: Math.min(1, opacity * 2),
      'vector-effect': 'non-scaling-stroke',
    }),
  );
  return root;
}

/**
 * The tile fitting rule: the value's font size so that it stays on one line inside its box. Starts from a size
 * proportional to the tile (capped at 64 px), then scales down so that `chars` characters (about 0.62 em each
 * for bold tabular digits) fit `width`, never below 12 px; an explicit size is kept when it fits.
 */
export function fitValueFont(box: { width: number; height: number }, chars: number, explicit = 0): number {
  const preferred =
    explicit > 0 ? explicit : Math.max(22, Math.min(64, Math.min(box.width / 5, box.height / 3.2)));
  const room = Math.max(0, box.width - 16) / (Math.max(1, chars) * 0.62);
  return Math.max(12, Math.floor(Math.min(preferred, room)));
}

/** Height of the sparkline band under the text, or 0 when the tile is too short to give it one. */
export function sparkBand(height: number): number {
  return height < 110 ? 0 : Math.round(Math.min(64, Math.max(28, height * 0.28)));
}

export const evolutionNumber: HtmlRenderer = {
  engine: 'html',
  render(ctx, root) {
    const o = ctx.plan.options;
    const m = ctx.plan.bySlot.measure?.[0];
    const evo = ctx.plan.bySlot.evolution?.[0];
    const tz = ctx.timeZone;
    const level = evo?.periodLevel ?? evo?.level ?? 3;
    const days = evo
      ? [...ctx.rows]
          .filter((r) => typeof r[evo.key] === 'number')
          .sort((a, b) => Number(a[evo.key]) - Number(b[evo.key]))
      : [];
    const valueOf = (r: ResultRow) => Number(r[m?.key ?? '']) || 0;
    let current = 0;
    let previous: number | undefined;
    let values: number[] = [];
    let periodLabel = '';
    if (evo && days.length) {
      // Period to date against the same stretch of the previous period (this month so far vs the same days last month).
      const last = Number(days[days.length - 1]![evo.key]);
      const curStart = truncate(last, level, tz);
      const prevStart = addUnits(curStart, level, -1, tz);
      const elapsed = last - curStart;
      // Totals come from the query (not sums of days) so averages and formulas compare correctly.
      const range = (from: number, to: number): FilterGroup[] => [
        {
          condition: 'and',
          filters: [
            {
              expression: '? between ?',
              parameters: [
                { columnId: evo.columnId!, datasetId: evo.datasetId!, level: 5 },
                [new Date(from).toISOString(), new Date(to).toISOString()],
              ],
            },
          ],
        },
      ];
      const key = m?.key ?? '';
      current = ctx.totals(range(curStart, last))[key] ?? 0;
      const hasPrevious = days.some((r) => Number(r[evo.key]) < curStart && Number(r[evo.key]) >= prevStart);
      previous = hasPrevious
        ? (ctx.totals(range(prevStart, prevStart + elapsed))[key] ?? undefined)
        : undefined;
      periodLabel = ctx.fmt({ ...evo, level }, curStart);
      // The small graph: values per day (weekly sums for long periods), so the partial period does not dip.
      // Additive measures are summed per week; others (averages, formulas) show their daily values.
      const additive = !m?.entry.formula && ['sum', 'count', undefined].includes(m?.aggregationFunc);
      const bucket = level <= 3 && additive ? 4 : 5;
      const buckets = new Map<number, number>();
      for (const r of days) {
        const k = truncate(Number(r[evo.key]), bucket, tz);
        buckets.set(k, (buckets.get(k) ?? 0) + valueOf(r));
      }
      // Partial weeks at either end (the data starts mid-week; the current week is not over) are left out of
      // the graph: they would draw a cliff that is only the shorter stretch of days.
      const starts = [...buckets.keys()];
      values = [...buckets.values()];
      if (bucket === 4 && values.length > 3 && starts[0]! < Number(days[0]![evo.key]))
        values = values.slice(1);
      if (values.length > 2) values = values.slice(0, -1);
    } else {
      current = ctx.rows.reduce((s, r) => s + valueOf(r), 0);
    }
    const change =
      previous !== undefined && previous !== 0 ? (current - previous) / Math.abs(previous) : undefined;
    const up = (change ?? 0) >= 0;
    const colours = {
      positive: optS(o, 'evolutionColor.positive', ctx.theme.positive),
      negative: optS(o, 'evolutionColor.negative', ctx.theme.negative),
    };
    const title = pickLanguage(optAt(o, 'title') as never, ctx.locale) ?? m?.label ?? '';
    const subtitleOpt = pickLanguage(optAt(o, 'subtitle') as never, ctx.locale);
    const changeText =
      change !== undefined ? `${up ? '▲' : '▼'} ${ctx.fmt({ ...m!, format: '+.1%' }, change)}` : '';
    const subtitle = subtitleOpt ?? (change !== undefined ? `${ctx.msg('vsPrevious')}` : periodLabel);
    const titleEl = optB(o, 'showTitle', true)
      ? h(
          'div',
          { class: 'num-title', part: 'title', style: `font-size:${optN(o, 'titleFontSize', 14)}px` },
          title,
        )
      : null;
    const subEl = optB(o, 'showSubtitle', true)
      ? h(
          'div',
          { class: 'num-sub', style: `font-size:${optN(o, 'subtitleFontSize', 13)}px` },
          changeText
            ? h(
                'span',
                { class: 'evo', style: `color:${up ? colours.positive : colours.negative}` },
                changeText,
              )
            : null,
          subtitle ? h('span', {}, ` ${subtitle}`) : null,
        )
      : null;
    const valueText = ctx.fmt(m, current);
    const band =
      evo && optB(o, 'evolutionGraphDisplay', true) && values.length > 1 ? sparkBand(ctx.height) : 0;
    const valueEl = h(
      'div',
      {
        class: 'num-value',
        style: `font-size:${fitValueFont({ width: ctx.width, height: ctx.height - band }, valueText.length, optN(o, 'numberFontSize', 0))}px`,
      },
      valueText,
    );
    const subTop = optS(o, 'subtitlePosition', 'bottom') === 'top';
    const titleBottom = optS(o, 'titlePosition', 'top') === 'bottom';
    const box = h(
      'div',
      {
        class: 'vi-number',
        style: `text-align:${optS(o, 'horizontalAlignment', 'center')};justify-content:${{ top: 'flex-start', center: 'center', bottom: 'flex-end' }[optS(o, 'verticalAlignment', 'center')] ?? 'center'}`,
      },
      titleBottom ? null : titleEl,
      subTop ? subEl : null,
      valueEl,
      subTop ? null : subEl,
      titleBottom ? titleEl : null,
    );
    // The sparkline has its own band under the text (never drawn through the digits).
    root.classList.add('vi-number-tile');
    root.append(box);
    if (band > 0) {
      const graph = sparkline(
        values,
        optS(o, 'evolutionGraphType', 'area'),
        typeof o.color === 'string' ? o.color : ctx.theme.mainColor,
        optN(o, 'evolutionGraphOpacity', 0.35),
        optS(o, 'evolutionGraphInterpolation', 'smooth') === 'smooth',
      );
      root.append(h('div', { class: 'spark-wrap', style: `height:${band}px` }, graph));
    }
    const link = optS(o, 'link.url', '');
    if (/^https:\/\//.test(link)) {
      root.append(
        h('a', {
          class: 'vi-cover-link',
          href: link,
          target: optS(o, 'link.target', '_blank'),
          rel: 'noopener noreferrer',
          'aria-label': title,
        }),
      );
    }
  },
};

export const conditionalNumber: HtmlRenderer = {
  engine: 'html',
  render(ctx, root) {
    const o = ctx.plan.options;
    const m = ctx.plan.bySlot.measure?.[0];
    const target = ctx.plan.bySlot.target?.[0];
    const row = ctx.rows[0] ?? {};
    const value = Number(row[m?.key ?? '']) || 0;
    const t = target ? Number(row[target.key]) : optN(o, 'manualValues.target');
    const thresholds = ((optAt(o, 'manualValues.thresholds') as number[] | undefined) ?? [])
      .filter((n) => typeof n === 'number')
      .sort((a, b) => a - b);
    let colour = ctx.theme.text;
    let state = '';
    if (optS(o, 'mode', 'target') === 'thresholds' && thresholds.length) {
      const idx = thresholds.filter((x) => value >= x).length;
      const ramp = [ctx.theme.negative, '#d97706', ctx.theme.positive];
      colour = ramp[Math.round((idx / thresholds.length) * (ramp.length - 1))]!;
    } else if (t !== undefined && Number.isFinite(t)) {
      const ok = value >= t;
      colour = ok ? ctx.theme.positive : ctx.theme.negative;
      state = `${ctx.msg('target')}: ${ctx.fmt(m, t)} (${ctx.fmt({ ...m!, format: '.0%' }, t ? value / t : 0)})`;
    }
    const title = pickLanguage(optAt(o, 'title') as never, ctx.locale) ?? m?.label ?? '';
    const valueText = ctx.fmt(m, value);
    root.classList.add('vi-number-tile');
    root.append(
      h(
        'div',
        { class: 'vi-number', style: `text-align:${optS(o, 'alignment', 'center')}` },
        optB(o, 'display.title', true) && !ctx.plan.options.title
          ? h('div', { class: 'num-title', part: 'title' }, title)
          : null,
        h(
          'div',
          { class: 'num-value', style: `color:${colour};font-size:${fitValueFont(ctx, valueText.length)}px` },
          valueText,
        ),
        state ? h('div', { class: 'num-sub' }, state) : null,
      ),
    );
  },
};
