/**
 * Category/value charts: bar, column, line, area and combination (from category.ts, so the family stays one
 * chunk), pyramid, bullet, box, strip, OHLC, scatter.
 */
import type { PlanColumn } from '../model';
import { distinct, orderCategories, selOpacity, selectionKey, type Cell, type ResultRow } from './context';
import {
  baseOption,
  categoryAxis,
  color,
  gridOption,
  legendOption,
  optAt,
  optB,
  optN,
  optS,
  tooltipHtml,
  valueAxis,
} from './common';
import type { EchartsRenderer } from './types';
import { compareNatural } from '../collate';

export { areaChart, barChart, columnChart, combinationChart, lineChart } from './category';
import { seriesOverCategories } from './category';
/** Population-pyramid style: the first legend value to the left, the second to the right. */
export const pyramidChart: EchartsRenderer = {
  engine: 'echarts',
  modules: ['bar', 'grid', 'tooltip', 'legendScroll'],
  build(ctx) {
    const s = ctx.plan.bySlot;
    const cat = s['y-axis']?.[0];
    const legend = s.legend?.[0];
    const measures = s.measure ?? [];
    const { categories, specs } = seriesOverCategories(ctx, cat, legend, measures.slice(0, 1));
    const used = specs.slice(0, 2);
    const radius = optN(ctx.plan.options, 'bars.roundedCorners', 0);
    const labels = categories.map((c) => ctx.fmt(cat, c));
    return {
      ...baseOption(ctx),
      grid: gridOption(ctx, used.length > 1),
      legend: legendOption(
        ctx,
        used.map((x) => x.name),
      ),
      yAxis: categoryAxis(ctx, cat, labels, 'y', { inverse: true }),
      xAxis: valueAxis(ctx, measures[0], 'x', {
        axisLabel: {
          color: ctx.theme.muted,
          formatter: (v: number) => ctx.fmtAxis(measures[0], Math.abs(v)),
        },
      }),
      tooltip: {
        ...(baseOption(ctx).tooltip as object),
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (params: { dataIndex: number; seriesIndex: number; color: string }[]) =>
          tooltipHtml(
            labels[params[0]?.dataIndex ?? 0] ?? '',
            params.map((p) => ({
              color: p.color,
              name: used[p.seriesIndex]!.name,
              value: ctx.fmt(measures[0], used[p.seriesIndex]!.values[p.dataIndex] ?? null),
            })),
          ),
      },
      series: used.map((spec, si) => ({
        id: `s${si}`,
        name: spec.name,
        type: 'bar',
        stack: 'pyramid',
        barCategoryGap: '8%',
        itemStyle: { borderRadius: radius },
        data: spec.values.map((v, i) => ({
          value: v === null ? null : si === 0 ? -v : v,
          sel: categories[i],
          itemStyle: { opacity: selOpacity(ctx, categories[i]!) },
        })),
      })),
    };
  },
};

/** One row per category: the measure as a bar against a target tick on a light range. */
export const bulletChart: EchartsRenderer = {
  engine: 'echarts',
  modules: ['bar', 'scatter', 'grid', 'tooltip'],
  build(ctx) {
    const s = ctx.plan.bySlot;
    const cat = s.category?.[0];
    const m = s.measure?.[0];
    const target = s.target?.[0];
    const cats = cat
      ? orderCategories(ctx.rows, cat.key, m?.key, optAt(ctx.plan.options, 'sort') as never)
      : [null];
    const rowOf = new Map(ctx.rows.map((r) => [selectionKey(cat ? (r[cat.key] ?? null) : null), r]));
    const values = cats.map((c) => Number(rowOf.get(selectionKey(c))?.[m?.key ?? ''] ?? 0));
    const targets = cats.map((c) => {
      const v = rowOf.get(selectionKey(c))?.[target?.key ?? ''];
      return typeof v === 'number' ? v : optN(ctx.plan.options, 'manualValues.target');
    });
    const max =
      optN(ctx.plan.options, 'manualValues.max') ?? Math.max(...values, ...targets.map((t) => t ?? 0)) * 1.15;
    const labels = cats.map((c) => (cat ? ctx.fmt(cat, c) : (m?.label ?? '')));
    return {
      ...baseOption(ctx),
      grid: gridOption(ctx, false),
      xAxis: valueAxis(ctx, m, 'x', { max }),
      yAxis: categoryAxis(ctx, cat, labels, 'y', { inverse: true }),
      tooltip: {
        ...(baseOption(ctx).tooltip as object),
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (params: { dataIndex: number }[]) => {
          const i = params[0]?.dataIndex ?? 0;
          return tooltipHtml(labels[i] ?? '', [
            { color: color(ctx, 0), name: m?.label ?? '', value: ctx.fmt(m, values[i] ?? null) },
            ...(targets[i] !== undefined
              ? [{ name: target?.label ?? ctx.msg('target'), value: ctx.fmt(m, targets[i] ?? null) }]
              : []),
          ]);
        },
      },
      series: [
        {
          id: 'range',
          type: 'bar',
          data: cats.map(() => max),
          barWidth: '60%',
          barGap: '-100%',
          silent: true,
          itemStyle: { color: ctx.theme.surface },
          z: 1,
        },
        {
          id: 'value',
          name: m?.label,
          type: 'bar',
          barWidth: '28%',
          z: 2,
          data: values.map((v, i) => ({
            value: v,
            sel: cats[i],
            itemStyle: { opacity: selOpacity(ctx, cats[i]!) },
          })),
          itemStyle: { color: color(ctx, 0) },
        },
        {
          id: 'target',
          name: target?.label ?? ctx.msg('target'),
          type: 'scatter',
          symbol: 'rect',
          symbolSize: [4, 26],
          z: 3,
          itemStyle: { color: optS(ctx.plan.options, 'marker.color', ctx.theme.text) },
          data: targets.map((t) => (t === undefined ? null : t)),
        },
      ],
    };
  },
};

function quantile(sorted: number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Box plot from raw values per category (Tukey whiskers at 1.5 IQR). */
export const boxPlot: EchartsRenderer = {
  engine: 'echarts',
  modules: ['boxplot', 'scatter', 'grid', 'tooltip'],
  build(ctx) {
    const o = ctx.plan.options;
    const cat = ctx.plan.bySlot.category?.[0];
    const m = ctx.plan.bySlot.measure?.[0];
    const cats = cat ? distinct(ctx.rows, cat.key).sort((a, b) => compareNatural(a, b)) : [null];
    const horizontal = optB(o, 'horizontal', false);
    const stats: number[][] = [];
    const outliers: { value: [number, number]; sel: Cell }[] = [];
    cats.forEach((c, ci) => {
      const vals = ctx.rows
        .filter((r) => !cat || selectionKey(r[cat.key] ?? null) === selectionKey(c))
        .map((r) => r[m?.key ?? ''])
        .filter((v): v is number => typeof v === 'number')
        .sort((a, b) => a - b);
      if (!vals.length) return stats.push([]);
      const q1 = quantile(vals, 0.25);
      const med = quantile(vals, 0.5);
      const q3 = quantile(vals, 0.75);
      const iqr = q3 - q1;
      const lo = vals.find((v) => v >= q1 - 1.5 * iqr) ?? vals[0]!;
      const hi = [...vals].reverse().find((v) => v <= q3 + 1.5 * iqr) ?? vals[vals.length - 1]!;
      for (const v of vals)
        if (v < lo || v > hi) outliers.push({ value: horizontal ? [v, ci] : [ci, v], sel: c });
      return stats.push([lo, q1, med, q3, hi]);
    });
    const labels = cats.map((c) => ctx.fmt(cat, c));
    const catAx = categoryAxis(ctx, cat, labels, horizontal ? 'y' : 'x');
    const valAx = valueAxis(ctx, m, horizontal ? 'x' : 'y', {
      ...(optS(o, 'measureAxisType', 'linear') === 'log' ? { type: 'log' } : {}),
      ...(optN(o, 'manualAxisRange.min') !== undefined ? { min: optN(o, 'manualAxisRange.min') } : {}),
      ...(optN(o, 'manualAxisRange.max') !== undefined ? { max: optN(o, 'manualAxisRange.max') } : {}),
    });
    const byCat = optB(o, 'boxFillByCategory', false);
    return {
      ...baseOption(ctx),
      grid: gridOption(ctx, false),
      xAxis: horizontal ? valAx : catAx,
      yAxis: horizontal ? catAx : valAx,
      tooltip: {
        ...(baseOption(ctx).tooltip as object),
        trigger: 'item',
        formatter: (p: { seriesType: string; dataIndex: number; data: { value: number[] } }) => {
          if (p.seriesType !== 'boxplot')
            return tooltipHtml(labels[horizontal ? p.data.value[1]! : p.data.value[0]!] ?? '', [
              { name: m?.label ?? '', value: ctx.fmt(m, horizontal ? p.data.value[0]! : p.data.value[1]!) },
            ]);
          const st = stats[p.dataIndex] ?? [];
          const names = [ctx.msg('minimum'), 'Q1', 'Median', 'Q3', ctx.msg('maximum')];
          return tooltipHtml(
            labels[p.dataIndex] ?? '',
            st.map((v, i) => ({ name: names[i]!, value: ctx.fmt(m, v) })),
          );
        },
      },
      series: [
        {
          id: 'box',
          type: 'boxplot',
          layout: horizontal ? 'horizontal' : 'vertical',
          boxWidth: [8, `${Math.round(optN(o, 'boxWidth', 0.5) * 100)}%`],
          itemStyle: {
            color: optS(o, 'boxFill', ctx.theme.dark ? 'rgba(96,165,250,0.25)' : 'rgba(37,99,235,0.15)'),
            borderColor: optS(o, 'boxStrokeColor', color(ctx, 0)),
            borderWidth: optN(o, 'boxStrokeWidth', 1.5),
          },
          data: stats.map((st, i) => ({
            value: st,
            sel: cats[i],
            itemStyle: {
              opacity: selOpacity(ctx, cats[i]!),
              ...(byCat ? { color: color(ctx, i), borderColor: color(ctx, i) } : {}),
            },
          })),
        },
        {
          id: 'outliers',
          type: 'scatter',
          symbolSize: 5,
          itemStyle: { color: optS(o, 'medianStrokeColor', color(ctx, 0)), opacity: 0.6 },
          data: optB(o, 'observations', true) ? outliers : [],
        },
      ],
    };
  },
};

/** Every value as a dot per category, with a deterministic jitter inside the category band. */
export const stripPlot: EchartsRenderer = {
  engine: 'echarts',
  modules: ['scatter', 'grid', 'tooltip', 'legendScroll'],
  build(ctx) {
    const cat = ctx.plan.bySlot['y-axis']?.[0];
    const measures = ctx.plan.bySlot.measure ?? [];
    const cats = cat ? distinct(ctx.rows, cat.key).sort((a, b) => compareNatural(a, b)) : [null];
    const index = new Map(cats.map((c, i) => [selectionKey(c), i]));
    const labels = cats.map((c) => ctx.fmt(cat, c));
    const jitter = (i: number) => (((Math.sin(i * 12.9898) * 43758.5453) % 1) + 1) % 1;
    return {
      ...baseOption(ctx),
      grid: gridOption(
        ctx,
        measures.length > 1,
        measures.map((m) => m.label),
      ),
      legend: legendOption(ctx, measures.length > 1 ? measures.map((m) => m.label) : []),
      xAxis: valueAxis(ctx, measures[0], 'x'),
      yAxis: {
        type: 'value',
        min: -0.5,
        max: cats.length - 0.5,
        interval: 1,
        inverse: true,
        axisLine: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
        // Labels at the category centres (integers), whatever ticks the axis would pick.
        axisLabel: {
          color: ctx.theme.muted,
          customValues: cats.map((_, i) => i),
          formatter: (v: number) => labels[Math.round(v)] ?? '',
        },
      },
      tooltip: {
        ...(baseOption(ctx).tooltip as object),
        trigger: 'item',
        formatter: (p: { seriesIndex: number; data: { value: [number, number]; sel: Cell } }) =>
          tooltipHtml(ctx.fmt(cat, p.data.sel), [
            {
              name: measures[p.seriesIndex]?.label ?? '',
              value: ctx.fmt(measures[p.seriesIndex], p.data.value[0]),
            },
          ]),
      },
      series: measures.map((m, mi) => ({
        id: `s${mi}`,
        name: m.label,
        type: 'scatter',
        symbolSize: 6,
        large: ctx.rows.length > 2000,
        itemStyle: { opacity: 0.55 },
        data: ctx.rows
          .filter((r) => typeof r[m.key] === 'number')
          .map((r, i) => {
            const c = cat ? (r[cat.key] ?? null) : null;
            return {
              value: [r[m.key] as number, (index.get(selectionKey(c)) ?? 0) + (jitter(i) - 0.5) * 0.6],
              sel: c,
              itemStyle: { opacity: 0.55 * selOpacity(ctx, c) },
            };
          }),
      })),
    };
  },
};

/** Candlesticks (default) or OHLC bars drawn with a custom series. */
export const ohlcChart: EchartsRenderer = {
  engine: 'echarts',
  modules: ['candlestick', 'custom', 'grid', 'tooltip', 'dataZoom'],
  build(ctx) {
    const o = ctx.plan.options;
    const s = ctx.plan.bySlot;
    const x = s['x-axis']?.[0];
    const [open, high, low, close] = (['open', 'high', 'low', 'close'] as const).map((n) => s[n]?.[0]);
    const rows = x ? [...ctx.rows].sort((a, b) => Number(a[x.key]) - Number(b[x.key])) : ctx.rows;
    const labels = rows.map((r) => ctx.fmt(x, x ? (r[x.key] ?? null) : null));
    const up = optS(o, 'ohlc.up', ctx.theme.positive);
    const down = optS(o, 'ohlc.down', ctx.theme.negative);
    const num = (r: ResultRow, c: PlanColumn | undefined) =>
      c && typeof r[c.key] === 'number' ? (r[c.key] as number) : 0;
    const data = rows.map((r) => [num(r, open), num(r, close), num(r, low), num(r, high)]);
    const subtype = optS(o, 'mode', optS(o, 'startWithSubType', 'candlestick'));
    const common = {
      ...baseOption(ctx),
      grid: { ...gridOption(ctx, false), bottom: 48 },
      xAxis: categoryAxis(ctx, x, labels, 'x'),
      yAxis: valueAxis(ctx, close, 'y', { scale: true }),
      dataZoom: [
        { type: 'inside', start: rows.length > 120 ? 60 : 0, end: 100 },
        {
          type: 'slider',
          height: 18,
          bottom: 6,
          start: rows.length > 120 ? 60 : 0,
          end: 100,
          textStyle: { color: ctx.theme.muted },
          borderColor: ctx.theme.grid,
        },
      ],
      tooltip: {
        ...(baseOption(ctx).tooltip as object),
        trigger: 'axis',
        axisPointer: { type: 'cross' },
        formatter: (params: { dataIndex: number }[]) => {
          const i = params[0]?.dataIndex ?? 0;
          const [op, cl, lo, hi] = data[i]!;
          return tooltipHtml(labels[i] ?? '', [
            { name: open?.label ?? 'Open', value: ctx.fmt(open, op!) },
            { name: high?.label ?? 'High', value: ctx.fmt(high, hi!) },
            { name: low?.label ?? 'Low', value: ctx.fmt(low, lo!) },
            { name: close?.label ?? 'Close', value: ctx.fmt(close, cl!) },
          ]);
        },
      },
    };
    const sel = (i: number) => (x ? (rows[i]![x.key] ?? null) : null);
    if (subtype === 'ohlc')
      return {
        ...common,
        series: [
          {
            id: 'ohlc',
            type: 'custom',
            data: data.map((d, i) => ({ value: [i, ...d], sel: sel(i) })),
            encode: { x: 0, y: [1, 2, 3, 4] },
            renderItem: (
              _params: unknown,
              api: {
                value: (i: number) => number;
                coord: (p: number[]) => number[];
                size: (p: number[]) => number[];
              },
            ) => {
              const i = api.value(0);
              const [op, cl, lo, hi] = [api.value(1), api.value(2), api.value(3), api.value(4)];
              const w = Math.max(2, (api.size([1, 0])[0] ?? 6) * 0.35);
              const pLo = api.coord([i, lo]);
              const pHi = api.coord([i, hi]);
              const pOp = api.coord([i, op]);
              const pCl = api.coord([i, cl]);
              const stroke = cl >= op ? up : down;
              const style = { stroke, lineWidth: 1.5 };
              return {
                type: 'group',
                children: [
                  { type: 'line', shape: { x1: pLo[0], y1: pLo[1], x2: pHi[0], y2: pHi[1] }, style },
                  { type: 'line', shape: { x1: pOp[0]! - w, y1: pOp[1], x2: pOp[0], y2: pOp[1] }, style },
                  { type: 'line', shape: { x1: pCl[0], y1: pCl[1], x2: pCl[0]! + w, y2: pCl[1] }, style },
                ],
              };
            },
          },
        ],
      };
    return {
      ...common,
      series: [
        {
          id: 'ohlc',
          type: 'candlestick',
          itemStyle: { color: up, color0: down, borderColor: up, borderColor0: down },
          data: data.map((d, i) => ({
            value: d,
            sel: sel(i),
            itemStyle: { opacity: selOpacity(ctx, sel(i)) },
          })),
        },
      ],
    };
  },
};

/** Points on two measures, sized by a third, coloured by a category. */
export const scatterPlot: EchartsRenderer = {
  engine: 'echarts',
  modules: ['scatter', 'grid', 'tooltip', 'legendScroll'],
  build(ctx) {
    const s = ctx.plan.bySlot;
    const x = s['x-axis']?.[0];
    const y = s['y-axis']?.[0];
    const size = s.size?.[0];
    const colorCol = s.color?.[0];
    const names = s.name ?? [];
    const groups = colorCol
      ? distinct(ctx.rows, colorCol.key).sort((a, b) => String(a).localeCompare(String(b)))
      : [null];
    const sizes = size ? ctx.rows.map((r) => Number(r[size.key]) || 0) : [];
    const maxSize = Math.max(1, ...sizes);
    const selCol = names[0] ?? colorCol;
    const value = (r: ResultRow, c: PlanColumn | undefined) => (c ? (r[c.key] ?? null) : null);
    return {
      ...baseOption(ctx),
      grid: gridOption(
        ctx,
        groups.length > 1,
        groups.map((g) => ctx.fmt(colorCol, g)),
      ),
      legend: legendOption(ctx, groups.length > 1 ? groups.map((g) => ctx.fmt(colorCol, g)) : []),
      xAxis: { ...valueAxis(ctx, x, 'x'), scale: true },
      yAxis: { ...valueAxis(ctx, y, 'y'), scale: true },
      tooltip: {
        ...(baseOption(ctx).tooltip as object),
        trigger: 'item',
        formatter: (p: { data: { row: ResultRow }; color: string }) => {
          const r = p.data.row;
          const header = names.length
            ? names.map((n) => ctx.fmt(n, r[n.key] ?? null)).join(' · ')
            : colorCol
              ? ctx.fmt(colorCol, r[colorCol.key] ?? null)
              : '';
          return tooltipHtml(header, [
            { name: x?.label ?? 'x', value: ctx.fmt(x, value(r, x)) },
            { name: y?.label ?? 'y', value: ctx.fmt(y, value(r, y)) },
            ...(size ? [{ name: size.label, value: ctx.fmt(size, value(r, size)) }] : []),
          ]);
        },
      },
      series: groups.map((g, gi) => ({
        id: `s${gi}`,
        name: colorCol ? ctx.fmt(colorCol, g) : (y?.label ?? ''),
        type: 'scatter',
        itemStyle: { opacity: 0.8 },
        data: ctx.rows
          .filter((r) => !colorCol || selectionKey(r[colorCol.key] ?? null) === selectionKey(g))
          .map((r) => {
            const sel = selCol ? (r[selCol.key] ?? null) : null;
            return {
              value: [value(r, x), value(r, y)],
              row: r,
              sel,
              selCol,
              symbolSize: size ? 6 + 34 * Math.sqrt((Number(r[size.key]) || 0) / maxSize) : 9,
              itemStyle: { opacity: 0.8 * selOpacity(ctx, sel) },
            };
          }),
      })),
    };
  },
};
