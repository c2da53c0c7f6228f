/** Donut/pie, funnel, radar and gauges. */
import type { PlanColumn } from '../model';
import {
  distinct,
  orderCategories,
  selOpacity,
  selectionKey,
  type Cell,
  type RenderContext,
} from './context';
import {
  baseOption,
  color,
  fitLabel,
  legendHeight,
  legendOption,
  measureText,
  optAt,
  optB,
  optN,
  optS,
  showLegend,
  tooltipHtml,
  valueLabelMode,
  wrapWords,
} from './common';
import type { EchartsRenderer } from './types';

function totalsBy(
  ctx: RenderContext,
  cat: PlanColumn | undefined,
  m: PlanColumn | undefined,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of ctx.rows) {
    const k = selectionKey(cat ? (r[cat.key] ?? null) : null);
    out.set(k, (out.get(k) ?? 0) + (Number(r[m?.key ?? '']) || 0));
  }
  return out;
}

/** A donut's or a funnel's categories (in the `sort` option's order, else largest first) and their totals. */
function slices(ctx: RenderContext, cat: PlanColumn | undefined, m: PlanColumn | undefined) {
  const cats = cat
    ? orderCategories(ctx.rows, cat.key, m?.key, optAt(ctx.plan.options, 'sort') as never, undefined, {
        by: 'measure',
        direction: 'desc',
      })
    : [null];
  return { cats, totals: totalsBy(ctx, cat, m) };
}

/** Leader lines of outside pie labels, shorter than ECharts' (15 + 30 px) to leave the label more room. */
const LEADER = { length: 12, length2: 12 };

export const donutChart: EchartsRenderer = {
  engine: 'echarts',
  modules: ['pie', 'tooltip', 'legendScroll'],
  build(ctx) {
    const o = ctx.plan.options;
    const cat = ctx.plan.bySlot.category?.[0];
    const measures = ctx.plan.bySlot.measure ?? [];
    const m = measures[0];
    const { cats, totals } = slices(ctx, cat, m);
    const labelMode = valueLabelMode(ctx, 'percentage');
    const mode = optS(o, 'mode', 'donut');
    const showCats = optB(o, 'display.categoryLabels', true);
    const legendOn = showLegend(ctx) && cats.length > 1;
    const pos = optS(o, 'legend.position', 'bottom');
    const names = cats.map((c) => (cat ? ctx.fmt(cat, c) : (m?.label ?? '')));
    // Labels outside only when the longest one fits beside the ring; otherwise inside the slices with the
    // value alone (the legend names the slices), hidden on slices too thin for them: never cut, and no
    // leader line without its label.
    const fontSize = ctx.theme.fontSize;
    const plotH =
      ctx.height - (legendOn && (pos === 'bottom' || pos === 'top') ? legendHeight(ctx, names) : 0);
    const outerR =
      (Math.min(ctx.width * (legendOn && (pos === 'left' || pos === 'right') ? 0.6 : 1), plotH) / 2) * 0.68;
    // An outside label starts after the leader line (its two segments, then 5 px) and keeps ECharts' 10 px
    // bleed margin from the edge: its room, on the narrower side of the ring. Names wrap at spaces in it; a
    // word that does not fit sends every label inside.
    const centerX = legendOn && pos === 'right' ? 0.4 : legendOn && pos === 'left' ? 0.6 : 0.5;
    const sideRoom =
      ctx.width * Math.min(centerX, 1 - centerX) - outerR - (LEADER.length + LEADER.length2 + 5 + 10);
    const measure = (text: string, size: number) => measureText(text, size, ctx.theme.fontFamily);
    const total = [...totals.values()].reduce((a, b) => a + Math.abs(b), 0);
    const valueText = (value: number, share: number) =>
      labelMode === 'percentage'
        ? ctx.fmt({ ...m!, format: '.0%' }, share)
        : labelMode === 'absolute'
          ? ctx.fmtAxis(m, value)
          : '';
    const outsideNames = names.map((n) => (showCats ? fitLabel(n, sideRoom, fontSize, 2, measure) : ''));
    const valuesFit = cats.every((c) => {
      const v = totals.get(selectionKey(c)) ?? 0;
      return measure(valueText(v, total ? Math.abs(v) / total : 0), fontSize) <= sideRoom;
    });
    const outside =
      mode !== 'half' && sideRoom >= 40 && valuesFit && (!showCats || outsideNames.every(Boolean));
    const inside = !outside && (legendOn || !showCats);
    // The ring is centred in the room the legend leaves (its rows at the top or bottom, or a side column).
    const legendBand = ctx.height - plotH;
    const center: [string, number] =
      legendOn && pos === 'right'
        ? ['40%', ctx.height / 2]
        : legendOn && pos === 'left'
          ? ['60%', ctx.height / 2]
          : ['50%', plotH / 2 + (legendOn && pos === 'top' ? legendBand : 0)];
    const ringR = inside
      ? (Math.min(ctx.width * (legendOn && (pos === 'left' || pos === 'right') ? 0.6 : 1), plotH) / 2) * 0.86
      : outerR;
    return {
      ...baseOption(ctx),
      legend: legendOption(ctx, legendOn ? names : []),
      tooltip: {
        ...(baseOption(ctx).tooltip as object),
        trigger: 'item',
        formatter: (p: { name: string; value: number; percent: number; color: string }) =>
          tooltipHtml(p.name, [
            {
              color: p.color,
              name: m?.label ?? '',
              value: `${ctx.fmt(m, p.value)} (${ctx.fmt({ ...m!, format: '.1%' }, p.percent / 100)})`,
            },
          ]),
      },
      series: [
        {
          id: 'pie',
          type: 'pie',
          center,
          radius: mode === 'pie' ? [0, ringR] : [ringR * 0.62, ringR],
          ...(mode === 'half'
            ? { startAngle: 180, endAngle: 360, center: ['50%', '70%'], radius: ['55%', '95%'] }
            : {}),
          padAngle: optN(o, 'slices.padAngle', 1),
          itemStyle: {
            borderRadius: optN(o, 'slices.borderRadius', 4),
            borderColor: ctx.theme.background,
            borderWidth: 1,
          },
          avoidLabelOverlap: true,
          label: {
            show: inside ? labelMode !== 'none' : showCats || labelMode !== 'none',
            position: inside ? 'inside' : 'outside',
            color: inside ? '#fff' : ctx.theme.text,
            lineHeight: Math.round(ctx.theme.fontSize * 1.35),
            // Wrapped above, at spaces: ECharts' own wrapping would cut words ("Onli / ne").
            overflow: 'none',
            ...(inside ? { fontSize: Math.max(10, fontSize - 1), fontWeight: 600 } : {}),
            formatter: (p: { dataIndex: number; name: string; value: number; percent: number }) => {
              if (inside && (total ? Math.abs(p.value) / total : 0) < (mode === 'pie' ? 0.04 : 0.06))
                return '';
              // Outside without a legend to name the slices (the names did not fit): whole words, all the same.
              const name = outside
                ? (outsideNames[p.dataIndex] ?? '')
                : showCats && !inside
                  ? wrapWords(p.name, Math.max(40, sideRoom), fontSize, measure).join('\n')
                  : '';
              return [name, valueText(p.value, p.percent / 100)].filter(Boolean).join('\n');
            },
          },
          labelLine: { show: !inside, ...LEADER, lineStyle: { color: ctx.theme.axis } },
          labelLayout: { hideOverlap: true },
          data: cats.map((c, i) => ({
            name: names[i],
            value: totals.get(selectionKey(c)) ?? 0,
            sel: c,
            itemStyle: { color: color(ctx, i), opacity: selOpacity(ctx, c) },
          })),
        },
      ],
    };
  },
};

export const funnelChart: EchartsRenderer = {
  engine: 'echarts',
  modules: ['funnel', 'tooltip', 'legendScroll'],
  build(ctx) {
    const o = ctx.plan.options;
    const cat = ctx.plan.bySlot.category?.[0];
    const m = ctx.plan.bySlot.measure?.[0];
    const { cats, totals } = slices(ctx, cat, m);
    const first = totals.get(selectionKey(cats[0] ?? null)) || 1;
    const relative = optS(o, 'mode', 'absolute') === 'relative';
    const labelMode = valueLabelMode(ctx, 'absolute');
    return {
      ...baseOption(ctx),
      legend: legendOption(ctx, []),
      tooltip: {
        ...(baseOption(ctx).tooltip as object),
        trigger: 'item',
        formatter: (p: { name: string; data: { raw: number }; color: string }) =>
          tooltipHtml(p.name, [
            {
              color: p.color,
              name: m?.label ?? '',
              value: `${ctx.fmt(m, p.data.raw)} (${ctx.fmt({ ...m!, format: '.0%' }, p.data.raw / first)})`,
            },
          ]),
      },
      series: [
        {
          id: 'funnel',
          type: 'funnel',
          sort: optS(o, 'funnel.shape', 'funnel') === 'pyramid' ? 'ascending' : 'descending',
          gap: optN(o, 'funnel.gap', 2),
          left: '4%',
          right: '38%',
          top: 12,
          bottom: 12,
          minSize: '8%',
          labelLine: { show: true, lineStyle: { color: ctx.theme.axis } },
          label: {
            show: true,
            position: 'right',
            color: ctx.theme.text,
            lineHeight: Math.round(ctx.theme.fontSize * 1.3),
            // Wrapped here at spaces in about a third of the width (ECharts' wrapping cuts words); a name with a
            // word too long for it leaves its value alone (the tooltip names the step).
            overflow: 'none',
            formatter: (p: { name: string; data: { raw: number } }) => {
              const value =
                labelMode === 'none'
                  ? ''
                  : labelMode === 'percentage'
                    ? ctx.fmt({ ...m!, format: '.0%' }, p.data.raw / first)
                    : ctx.fmtAxis(m, p.data.raw);
              const text = [optB(o, 'display.categoryLabels', true) ? p.name : '', value]
                .filter(Boolean)
                .join(': ');
              const measure = (t: string, size: number) => measureText(t, size, ctx.theme.fontFamily);
              return fitLabel(text, Math.max(80, ctx.width * 0.34), ctx.theme.fontSize, 3, measure) || value;
            },
          },
          data: cats.map((c, i) => {
            const raw = totals.get(selectionKey(c)) ?? 0;
            return {
              name: cat ? ctx.fmt(cat, c) : (m?.label ?? ''),
              value: relative ? cats.length - i : raw,
              raw,
              sel: c,
              itemStyle: { color: color(ctx, i), opacity: selOpacity(ctx, c) },
            };
          }),
        },
      ],
    };
  },
};

export const radarChart: EchartsRenderer = {
  engine: 'echarts',
  modules: ['radar', 'radarComponent', 'tooltip', 'legendScroll'],
  build(ctx) {
    const o = ctx.plan.options;
    const cat = ctx.plan.bySlot.category?.[0];
    const legend = ctx.plan.bySlot.legend?.[0];
    const m = ctx.plan.bySlot.measure?.[0];
    const cats = cat
      ? distinct(ctx.rows, cat.key).sort((a, b) => String(a).localeCompare(String(b)))
      : [null];
    const groups = legend
      ? distinct(ctx.rows, legend.key).sort((a, b) => String(a).localeCompare(String(b)))
      : [null];
    const value = (g: Cell, c: Cell) =>
      ctx.rows
        .filter(
          (r) =>
            (!legend || selectionKey(r[legend.key] ?? null) === selectionKey(g)) &&
            (!cat || selectionKey(r[cat.key] ?? null) === selectionKey(c)),
        )
        .reduce((s, r) => s + (Number(r[m?.key ?? '']) || 0), 0);
    const matrix = groups.map((g) => cats.map((c) => value(g, c)));
    const max = Math.max(1, ...matrix.flat()) * 1.1;
    const names = groups.map((g) => (legend ? ctx.fmt(legend, g) : (m?.label ?? '')));
    return {
      ...baseOption(ctx),
      legend: legendOption(ctx, groups.length > 1 ? names : []),
      radar: {
        indicator: cats.map((c) => ({ name: ctx.fmt(cat, c), max })),
        radius: '62%',
        center: ['50%', '50%'],
        axisName: { color: ctx.theme.muted },
        splitLine: { lineStyle: { color: ctx.theme.grid } },
        splitArea: { show: false },
        axisLine: { lineStyle: { color: ctx.theme.grid } },
      },
      tooltip: {
        ...(baseOption(ctx).tooltip as object),
        trigger: 'item',
        formatter: (p: { name: string; value: number[]; color: string }) =>
          tooltipHtml(
            p.name,
            cats.map((c, i) => ({ name: ctx.fmt(cat, c), value: ctx.fmt(m, p.value[i] ?? null) })),
          ),
      },
      series: [
        {
          id: 'radar',
          type: 'radar',
          symbolSize: optN(o, 'pointSize', 4),
          smooth: optS(o, 'interpolation', 'linear') === 'smooth',
          areaStyle: { opacity: optN(o, 'fillOpacity', 0.2) },
          data: groups.map((g, i) => ({
            name: names[i],
            value: matrix[i],
            sel: legend ? g : null,
            selCol: legend,
            itemStyle: { color: color(ctx, i) },
            lineStyle: { color: color(ctx, i), opacity: selOpacity(ctx, g) },
            areaStyle: { color: color(ctx, i), opacity: optN(o, 'fillOpacity', 0.2) * selOpacity(ctx, g) },
          })),
        },
      ],
    };
  },
};

function gaugeValues(ctx: RenderContext) {
  const m = ctx.plan.bySlot.measure?.[0];
  const target = ctx.plan.bySlot.target?.[0];
  const row = ctx.rows[0] ?? {};
  const value = Number(row[m?.key ?? '']) || 0;
  const t = target ? Number(row[target.key]) : optN(ctx.plan.options, 'manualValues.target');
  const max =
    optN(ctx.plan.options, 'manualValues.max') ?? (t && t > 0 ? Math.max(t * 1.25, value) : niceMax(value));
  const min = optN(ctx.plan.options, 'manualValues.min', 0);
  return { m, target, value, t: Number.isFinite(t) ? t : undefined, min, max };
}

function niceMax(v: number): number {
  if (v <= 0) return 1;
  const pow = 10 ** Math.floor(Math.log10(v));
  return Math.ceil((v * 1.1) / pow) * pow;
}

function gauge(speedometer: boolean): EchartsRenderer {
  return {
    engine: 'echarts',
    modules: ['gauge', 'tooltip'],
    build(ctx) {
      const o = ctx.plan.options;
      const { m, target, value, t, min, max } = gaugeValues(ctx);
      const pct = optS(o, 'mode', 'value') === 'percentage' && t;
      const degrees = optN(o, 'degrees', speedometer ? 180 : 240);
      const start = 90 + degrees / 2;
      const arc = optN(o, 'arcWidth', 0.2);
      // Size the dial in pixels so it fills wide, low tiles (number tiles are 200px high).
      const W = ctx.width;
      const H = ctx.height;
      const radius = speedometer
        ? Math.max(40, Math.min(W * 0.42, (H - 34) * 0.92))
        : Math.max(40, Math.min(W * 0.42, H * 0.46));
      const cy = speedometer ? Math.min(H - 26, 8 + radius) : H / 2 + 4;
      const width = Math.max(6, Math.round(radius * arc));
      const ticks = optB(o, 'ticks.show', speedometer);
      const main = color(ctx, 0);
      const reached = t !== undefined && value >= t;
      const valueText = pct ? ctx.fmt({ ...m!, format: '.0%' }, value / t!) : ctx.fmt(m, value);
      const targetFrac = t !== undefined ? (t - min) / (max - min || 1) : undefined;
      return {
        ...baseOption(ctx),
        tooltip: {
          ...(baseOption(ctx).tooltip as object),
          formatter: () =>
            tooltipHtml(m?.label ?? '', [
              { name: m?.label ?? '', value: ctx.fmt(m, value) },
              ...(t !== undefined
                ? [{ name: target?.label ?? ctx.msg('target'), value: ctx.fmt(m, t) }]
                : []),
            ]),
        },
        series: [
          {
            id: 'gauge',
            type: 'gauge',
            min,
            max,
            startAngle: start,
            endAngle: start - degrees,
            center: [W / 2, cy],
            radius,
            progress: {
              show: !speedometer,
              width,
              roundCap: true,
              itemStyle: { color: reached ? ctx.theme.positive : main },
            },
            axisLine: {
              roundCap: !speedometer,
              lineStyle: {
                width,
                color: speedometer
                  ? [
                      [0.5, ctx.theme.negative],
                      [
                        targetFrac !== undefined ? Math.min(0.95, Math.max(0.55, targetFrac)) : 0.8,
                        '#f59e0b',
                      ],
                      [1, ctx.theme.positive],
                    ]
                  : targetFrac !== undefined && targetFrac > 0 && targetFrac < 1
                    ? [
                        [targetFrac, optS(o, 'circle.color', ctx.theme.surface)],
                        [Math.min(1, targetFrac + 0.012), optS(o, 'marker.color', ctx.theme.text)],
                        [1, optS(o, 'circle.color', ctx.theme.surface)],
                      ]
                    : [[1, optS(o, 'circle.color', ctx.theme.surface)]],
              },
            },
            pointer: { show: speedometer, length: '62%', width: 5, itemStyle: { color: ctx.theme.text } },
            anchor: { show: speedometer, size: 12, itemStyle: { color: ctx.theme.text } },
            axisTick: { show: ticks, distance: -width - 4, length: 5, lineStyle: { color: ctx.theme.axis } },
            splitLine: { show: ticks, distance: -width - 4, length: 9, lineStyle: { color: ctx.theme.axis } },
            splitNumber: optN(o, 'ticks.number', 5),
            axisLabel: {
              show: ticks,
              distance: width + 10,
              color: ctx.theme.muted,
              fontSize: 10,
              formatter: (v: number) => ctx.fmtAxis(m, v),
            },
            title: {
              show: true,
              offsetCenter: [0, speedometer ? 18 : radius * 0.38],
              color: ctx.theme.muted,
              fontSize: Math.max(11, ctx.theme.fontSize - 1),
            },
            detail: {
              valueAnimation: false,
              offsetCenter: [0, speedometer ? -radius * 0.32 : -radius * 0.02],
              fontSize: Math.max(16, Math.min(40, Math.round(radius / 3.2))),
              fontWeight: 700,
              color: ctx.theme.text,
              formatter: () => valueText,
            },
            data: [
              {
                value: Math.min(Math.max(value, min), max),
                name:
                  t !== undefined
                    ? `${target?.label ?? ctx.msg('target')}: ${ctx.fmt(m, t)}`
                    : (m?.label ?? ''),
              },
            ],
          },
        ],
      };
    },
  };
}

export const circularGauge = gauge(false);
export const speedometerChart = gauge(true);
