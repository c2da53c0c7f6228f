/**
 * Charts over categories or time: bar, column, line, area and combination, with their partial periods (a period
 * at an end of a time axis that the data only partly covers) drawn distinctly and keyed.
 */
import { periodEdges } from '../data/query';
import type { PlanColumn } from '../model';
import {
  distinct,
  orderCategories,
  selOpacity,
  selectionKey,
  type Cell,
  type RenderContext,
  type ResultRow,
} from './context';
import {
  baseOption,
  categoryAxis,
  color,
  gridOption,
  isOrdered,
  legendHeight,
  legendOption,
  optAt,
  optB,
  optN,
  optS,
  showLegend,
  tooltipHtml,
  valueAxis,
  valueLabelMode,
} from './common';
import type { EchartsModule, EchartsOption, EchartsRenderer } from './types';
import { compareNatural } from '../collate';

interface SeriesSpec {
  name: string;
  measure: PlanColumn;
  legendValue?: Cell;
  values: (number | null)[];
  rows: (ResultRow | undefined)[];
}

/** Splits rows into series (per legend value, else per measure) over ordered categories. */
export function seriesOverCategories(
  ctx: RenderContext,
  cat: PlanColumn | undefined,
  legend: PlanColumn | undefined,
  measures: PlanColumn[],
) {
  const o = ctx.plan.options;
  const rows = ctx.rows;
  const categories: Cell[] = cat
    ? isOrdered(cat)
      ? distinct(rows, cat.key)
      : orderCategories(
          rows,
          cat.key,
          measures[0]?.key,
          optAt(o, 'sort') as never,
          optAt(o, 'ranking') as never,
        )
    : [null];
  const catIndex = new Map(categories.map((c, i) => [selectionKey(c), i]));
  const specs: SeriesSpec[] = [];
  const legendValues = legend ? distinct(rows, legend.key).sort((a, b) => compareNatural(a, b)) : [undefined];
  for (const m of measures)
    for (const lv of legendValues) {
      const values: (number | null)[] = categories.map(() => null);
      const rowsAt: (ResultRow | undefined)[] = categories.map(() => undefined);
      for (const r of rows) {
        if (legend && selectionKey(r[legend.key] ?? null) !== selectionKey(lv as Cell)) continue;
        const i = cat ? catIndex.get(selectionKey(r[cat.key] ?? null)) : 0;
        if (i === undefined) continue;
        const v = r[m.key];
        values[i] = typeof v === 'number' ? (values[i] ?? 0) + v : values[i]!;
        rowsAt[i] = r;
      }
      const name = legend
        ? measures.length > 1
          ? `${ctx.fmt(legend, lv as Cell)} · ${m.label}`
          : ctx.fmt(legend, lv as Cell)
        : m.label;
      specs.push({ name, measure: m, legendValue: lv as Cell, values, rows: rowsAt });
    }
  return { categories, specs };
}

function percentTotals(specs: SeriesSpec[], n: number): number[] {
  const totals = Array.from({ length: n }, () => 0);
  for (const s of specs) s.values.forEach((v, i) => (totals[i]! += Math.abs(v ?? 0)));
  return totals;
}

type Kind = 'bar' | 'line' | 'area';

/**
 * The periods (weeks, months, ...) on a time axis that the data covers only partly: the current one, which is
 * not over (the query already leaves out a first period the data starts inside of, periodEdges). Its total is
 * low because the period is short, not because of a drop: the chart draws it dashed (lines) or faded (bars),
 * keys that under the plot and says "partial period" in its tooltip.
 */
function partialPeriods(ctx: RenderContext, cat: PlanColumn | undefined, categories: Cell[]): Set<number> {
  const out = new Set<number>();
  if (!cat || cat.type !== 'datetime' || !cat.datasetId || !cat.columnId) return out;
  const edges = periodEdges(cat.datasetId, cat.columnId, cat.level, ctx.timeZone);
  if (!edges) return out;
  categories.forEach((c, i) => {
    if (typeof c !== 'number') return;
    if (c < edges.firstComplete || (edges.partialFrom !== null && c >= edges.partialFrom)) out.add(i);
  });
  return out;
}

/**
 * A left-to-right gradient, relative to a line's own box (its first to its last drawn point), that is `color`
 * between the complete periods and transparent over a partial one at either end.
 */
function completeStretch(drawn: number[], partial: Set<number>, color: string) {
  const first = drawn[0]!;
  const last = drawn[drawn.length - 1]!;
  const at = (i: number) => (i - first) / (last - first);
  const from = partial.has(first) ? at(drawn[1]!) : 0;
  const to = partial.has(last) ? at(drawn[drawn.length - 2]!) : 1;
  const clear = 'rgba(0, 0, 0, 0)';
  return {
    type: 'linear',
    x: 0,
    y: 0,
    x2: 1,
    y2: 0,
    colorStops: [
      { offset: 0, color: from > 0 ? clear : color },
      { offset: from, color: from > 0 ? clear : color },
      { offset: from, color },
      { offset: to, color },
      { offset: to, color: to < 1 ? clear : color },
      { offset: 1, color: to < 1 ? clear : color },
    ],
  };
}

/** Height of the strip under the plot that keys the partial period. */
const PARTIAL_KEY = 18;

/**
 * "Partial period" with a swatch drawn like the partial period (a dashed line, a faded bar), in its own strip
 * under the plot: on the plot it would run into the lines, other labels or the Clear selection button. It is a
 * title with a rich-text swatch: ECharts' title component is a fraction of its graphic component's code.
 */
function partialKey(ctx: RenderContext, text: string, asLine: boolean, bottom: number, atStart: boolean) {
  const fontSize = Math.max(10, ctx.theme.fontSize - 2);
  const muted = ctx.theme.muted;
  const swatch = asLine
    ? { width: 16, height: 0, borderColor: muted, borderWidth: 1, borderType: [3, 3] }
    : {
        width: 10,
        height: 10,
        backgroundColor: fade(muted, 0.4),
        borderColor: muted,
        borderWidth: 1,
        borderType: [2, 2],
      };
  return {
    id: 'partial-key',
    text: `{swatch|}{gap|}${text}`,
    [atStart ? 'left' : 'right']: atStart ? 12 : 20,
    bottom,
    padding: 0,
    triggerEvent: false,
    textStyle: {
      fontSize,
      fontFamily: ctx.theme.fontFamily,
      fontWeight: 'normal',
      color: muted,
      lineHeight: 14,
      rich: { swatch, gap: { width: 6 } },
    },
  };
}

/** A hex colour at an opacity (rich-text boxes have no opacity of their own); other colours unchanged. */
function fade(colour: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return colour;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

function categoryChart(ctx: RenderContext, horizontal: boolean, defaultKind: Kind): EchartsOption {
  const o = ctx.plan.options;
  const s = ctx.plan.bySlot;
  const cat = (horizontal ? s['y-axis'] : s['x-axis'])?.[0];
  const legend = s.legend?.[0];
  const measures = s.measure ?? [];
  const { categories, specs } = seriesOverCategories(ctx, cat, legend, measures);
  const mode = optS(o, 'mode', 'grouped');
  const stacked = mode === 'stacked' || mode === '100';
  const pct = mode === '100';
  const totals = percentTotals(specs, categories.length);
  const labelMode = valueLabelMode(ctx);
  const radius = optN(o, 'bars.roundedCorners', 0);
  const colored = optB(o, 'categories.colored', false) && specs.length === 1;
  const interpolation = optS(o, 'interpolation', 'linear');
  const missing = optS(o, 'missingValue', 'gap');
  const connectNulls = missing === 'connect' || optB(o, 'nullBreak', true) === false;
  const markers = optB(o, 'markers.show', false);
  const lineWidth = optN(o, 'lines.width', 2);
  const measureKinds = (optAt(o, 'measures') as { type?: string; axis?: string }[] | undefined) ?? [];
  const isCombination = ctx.plan.type === 'combination-chart';
  let usesRightAxis = false;
  const partial = partialPeriods(ctx, cat, categories);
  const partialText = ctx.msg('partialPeriod');
  // Dashed copies of the lines over their partial periods (appended after the series, so series indexes stay),
  // and the series each one copies.
  const partialLines: Record<string, unknown>[] = [];
  const partialOf: number[] = [];

  const series = specs.map((spec, si) => {
    const perMeasure = isCombination ? measureKinds[measures.indexOf(spec.measure)] : undefined;
    const kind: Kind = isCombination
      ? ((perMeasure?.type === 'line'
          ? 'line'
          : perMeasure?.type === 'area'
            ? 'area'
            : perMeasure?.type === 'column'
              ? 'bar'
              : si === 0
                ? 'bar'
                : 'line') as Kind)
      : defaultKind;
    const right = isCombination && perMeasure?.axis === 'right';
    usesRightAxis ||= right;
    const data = spec.values.map((v, i) => {
      const value =
        v === null ? (missing === 'zero' ? 0 : null) : pct ? (totals[i] ? (100 * v) / totals[i]! : 0) : v;
      const selVal = cat ? categories[i]! : null;
      // The selection shows in the source chart: selected bars outlined, selected line points marked.
      const selected = ctx.selection.size > 0 && selOpacity(ctx, selVal) === 1;
      return {
        value,
        raw: v,
        sel: selVal,
        itemStyle: {
          // A partial period's bar is faded, with a dashed edge.
          opacity: selOpacity(ctx, selVal) * (kind === 'bar' && partial.has(i) ? 0.4 : 1),
          ...(colored ? { color: color(ctx, i) } : {}),
          ...(selected && kind === 'bar'
            ? { borderColor: ctx.theme.text, borderWidth: 2 }
            : kind === 'bar' && partial.has(i)
              ? {
                  borderColor: colored ? color(ctx, i) : color(ctx, si),
                  borderWidth: 1,
                  borderType: 'dashed',
                }
              : {}),
        },
        ...(ctx.selection.size > 0 && kind !== 'bar'
          ? { symbolSize: selected ? 11 : markers ? optN(o, 'markers.size', 6) : 0 }
          : {}),
      };
    });
    const label = {
      show: labelMode !== 'none',
      position: kind === 'bar' ? (stacked ? 'inside' : horizontal ? 'right' : 'top') : 'top',
      color: kind === 'bar' && stacked ? '#fff' : ctx.theme.text,
      fontSize: Math.max(10, ctx.theme.fontSize - 2),
      formatter: (p: { dataIndex: number; data: { raw: number | null } }) => {
        const raw = p.data.raw;
        if (raw === null) return '';
        if (labelMode === 'percentage') {
          const tot = totals[p.dataIndex] ?? 0;
          return ctx.fmt({ ...spec.measure, format: '.0%' }, tot ? raw / tot : 0);
        }
        return ctx.fmtAxis(spec.measure, raw);
      },
    };
    const base = {
      id: `s${si}`,
      name: spec.name,
      type: kind === 'area' ? 'line' : kind,
      data,
      label,
      emphasis: { focus: 'series' },
      ...(right ? { yAxisIndex: 1 } : {}),
    };
    if (kind === 'bar')
      return {
        ...base,
        ...(stacked ? { stack: 'total' } : {}),
        barMaxWidth: 48,
        itemStyle: { borderRadius: radius },
      };
    const line = {
      ...base,
      ...(stacked ? { stack: 'total' } : {}),
      smooth: interpolation === 'smooth',
      step:
        interpolation === 'step-before'
          ? 'start'
          : interpolation === 'step-after'
            ? 'end'
            : interpolation === 'step-middle'
              ? 'middle'
              : false,
      connectNulls,
      showSymbol: markers || categories.length === 1 || ctx.selection.size > 0,
      symbolSize: optN(o, 'markers.size', 6),
      lineStyle: { width: lineWidth, type: optB(o, 'lines.dashed', false) ? 'dashed' : 'solid' },
      ...(kind === 'area' ? { areaStyle: { opacity: stacked ? 0.75 : 0.25 } } : {}),
    };
    const drawn = data.flatMap((d, i) => (d.value === null ? [] : [i]));
    if (!partial.size || drawn.length < 2) return line;
    // The line keeps every point (the tooltip, the keyboard and a click reach the partial one), but its stroke
    // and fill fade out over the partial period; a dashed copy with a fainter area draws that stretch.
    const c = color(ctx, si);
    // One copy per partial end (a copy over both ends of a short line would redraw its middle dashed too).
    const stretches: [string, number, number][] = [];
    if (partial.has(drawn[0]!)) stretches.push(['start', drawn[0]!, drawn[1]!]);
    if (partial.has(drawn[drawn.length - 1]!))
      stretches.push(['end', drawn[drawn.length - 2]!, drawn[drawn.length - 1]!]);
    for (const [end, from, to] of stretches) {
      partialOf.push(si);
      partialLines.push({
        ...line,
        id: `p${si}-${end}`,
        data: data.map((d, i) => (i === from || i === to ? d : { ...d, value: null })),
        ...(stacked ? { stack: `partial-${end}` } : {}),
        silent: true,
        showSymbol: false,
        emphasis: { disabled: true },
        itemStyle: { color: c },
        lineStyle: { width: lineWidth, type: 'dashed', color: c },
        ...(kind === 'area' ? { areaStyle: { opacity: stacked ? 0.35 : 0.12, color: c } } : {}),
        label: { show: false },
        markLine: undefined,
      });
    }
    const solid = completeStretch(drawn, partial, c);
    return {
      ...line,
      itemStyle: { color: c },
      lineStyle: { ...line.lineStyle, color: solid },
      ...(kind === 'area' ? { areaStyle: { ...line.areaStyle, color: solid } } : {}),
    };
  });

  // Guidelines: reference lines on the first series.
  const guidelines =
    (optAt(o, 'guidelines') as { value?: number; label?: unknown; color?: string }[] | undefined) ?? [];
  if (Array.isArray(guidelines) && guidelines.length && series[0]) {
    (series[0] as Record<string, unknown>).markLine = {
      symbol: 'none',
      silent: true,
      data: guidelines
        .filter((g) => typeof g?.value === 'number')
        .map((g) => ({
          [horizontal ? 'xAxis' : 'yAxis']: g.value,
          lineStyle: { color: g.color ?? '#f59e0b', type: 'dashed' },
          label: {
            position: 'insideEndTop',
            formatter:
              typeof g.label === 'string'
                ? g.label
                : ((g.label as Record<string, string> | undefined)?.[ctx.locale.slice(0, 2)] ??
                  (g.label as Record<string, string> | undefined)?.en ??
                  ''),
            color: ctx.theme.muted,
          },
        })),
    };
  }

  const labels = categories.map((c) => (cat ? ctx.fmt(cat, c) : ''));
  const valueCol = measures[0];
  const catAxis = categoryAxis(ctx, cat, labels, horizontal ? 'y' : 'x', {
    boundaryGap: series.some((x) => x.type === 'bar'),
    ...(horizontal ? { inverse: true } : {}),
  });
  // Stacks reach the sum of their parts: the tick format is chosen from the tallest stack.
  const stackMax = stacked
    ? Math.max(0, ...categories.map((_, i) => specs.reduce((sum, x) => sum + Math.abs(x.values[i] ?? 0), 0)))
    : undefined;
  const valAxis = valueAxis(
    ctx,
    valueCol,
    horizontal ? 'x' : 'y',
    pct ? { max: 100, axisLabel: { formatter: '{value}%', color: ctx.theme.muted } } : {},
    stackMax,
  );
  const yAxes = horizontal
    ? catAxis
    : usesRightAxis
      ? [
          valAxis,
          valueAxis(
            ctx,
            measures.find((_, i) => measureKinds[i]?.axis === 'right'),
            'y',
            { splitLine: { show: false } },
          ),
        ]
      : valAxis;
  const hasLegend = specs.length > 1;
  const grid = gridOption(
    ctx,
    hasLegend,
    specs.map((x) => x.name),
  );
  const legendBelow =
    hasLegend && showLegend(ctx) && optS(o, 'legend.position', 'bottom') === 'bottom'
      ? legendHeight(
          ctx,
          specs.map((x) => x.name),
        )
      : 0;
  return {
    ...baseOption(ctx),
    grid: partial.size ? { ...grid, bottom: (grid.bottom as number) + PARTIAL_KEY } : grid,
    ...(partial.size
      ? {
          title: [
            partialKey(
              ctx,
              partialText,
              series.some((x) => x.type === 'line'),
              legendBelow + 4,
              partial.has(0) && !partial.has(categories.length - 1),
            ),
          ],
        }
      : {}),
    // No legend component at all for one series, so its module need not load.
    ...(hasLegend
      ? {
          legend: legendOption(
            ctx,
            specs.map((x) => x.name),
          ),
        }
      : {}),
    xAxis: horizontal ? valAxis : catAxis,
    yAxis: yAxes,
    tooltip: {
      ...(baseOption(ctx).tooltip as object),
      trigger: 'axis',
      axisPointer: { type: series.some((x) => x.type === 'bar') ? 'shadow' : 'line' },
      formatter: (params: { dataIndex: number; seriesIndex: number; color: string }[]) => {
        const list = Array.isArray(params) ? params : [params];
        const i = list[0]?.dataIndex ?? 0;
        // A series and its dashed copy are one line of the tooltip.
        const shown = new Set<number>();
        return tooltipHtml(
          partial.has(i) ? `${labels[i] ?? ''} (${partialText.toLowerCase()})` : (labels[i] ?? ''),
          list.flatMap((p) => {
            const si =
              p.seriesIndex < specs.length ? p.seriesIndex : partialOf[p.seriesIndex - specs.length]!;
            if (shown.has(si)) return [];
            shown.add(si);
            const spec = specs[si]!;
            return [
              {
                color: p.color,
                name: spec.name,
                value: ctx.fmt(spec.measure, spec.values[p.dataIndex] ?? null),
              },
            ];
          }),
        );
      },
    },
    series: [...series, ...partialLines],
  };
}

/** Only the series types used, and markLine only when there are guidelines: less code for the common charts. */
function categoryModules(kind: 'bar' | 'line' | 'both') {
  return (ctx: RenderContext): EchartsModule[] => {
    const guidelines = optAt(ctx.plan.options, 'guidelines');
    const legend = !!ctx.plan.bySlot.legend?.length || (ctx.plan.bySlot.measure?.length ?? 0) > 1;
    const cat = ctx.plan.bySlot['x-axis']?.[0] ?? ctx.plan.bySlot['y-axis']?.[0];
    const overTime = cat?.type === 'datetime' && (cat.level ?? 5) <= 4;
    return [
      ...(kind === 'both' ? (['bar', 'line'] as const) : ([kind] as const)),
      'grid',
      'tooltip',
      ...(legend ? (['legendScroll'] as const) : []),
      ...(Array.isArray(guidelines) && guidelines.length ? (['markLine'] as const) : []),
      // The key of a partial period (partialKey).
      ...(overTime && partialPeriods(ctx, cat, distinct(ctx.rows, cat.key)).size ? (['title'] as const) : []),
    ];
  };
}

/** A chart of this family: which modules its series need, whether its bars lie, and its default series kind. */
function categoryRenderer(
  modules: 'bar' | 'line' | 'both',
  horizontal: boolean,
  kind: Kind,
): EchartsRenderer {
  return {
    engine: 'echarts',
    modules: categoryModules(modules),
    build: (ctx) => categoryChart(ctx, horizontal, kind),
  };
}

export const barChart = categoryRenderer('bar', true, 'bar');
export const columnChart = categoryRenderer('bar', false, 'bar');
export const lineChart = categoryRenderer('line', false, 'line');
export const areaChart = categoryRenderer('line', false, 'area');
export const combinationChart = categoryRenderer('both', false, 'bar');
