/**
 * Charts drawn as ECharts custom series over a layout computed here (layout.ts): bubble, circle pack and word
 * cloud. They share the way a normalised layout is scaled into the chart at draw time, and they redraw clean
 * rather than merge (element-chart.ts), which sets them apart from the series ECharts lays out itself in
 * hierarchy.ts. That file re-exports them, so the family stays one chunk.
 */
import { distinct, orderCategories, selOpacity, selectionKey, type Cell, type ResultRow } from './context';
import {
  baseOption,
  color,
  fitLabel,
  legendHeight,
  legendOption,
  optAt,
  optB,
  optN,
  optS,
  showLegend,
  tooltipHtml,
} from './common';
import { packCircles, enclose, packTree, layoutWords, type PackNode } from './layout';
import { buildTree, num, type TreeDatum } from './tree';
import type { EchartsRenderer } from './types';

type CustomApi = { value: (i: number) => number; getWidth: () => number; getHeight: () => number };

/**
 * Scale and centre of a layout in the chart, leaving `reserve` px at the top or bottom for the legend: the
 * layouts are normalised and scaled to the current size at draw time, so resizing just works.
 */
function fit(api: CustomApi, box: { w: number; h: number }, reserve = 0, reserveTop = false) {
  const W = api.getWidth();
  const H = api.getHeight() - reserve;
  const k = Math.min(W / box.w, H / box.h);
  return { k, ox: W / 2, oy: (reserveTop ? reserve : 0) + H / 2 };
}

export const bubbleChart: EchartsRenderer = {
  engine: 'echarts',
  modules: ['custom', 'tooltip', 'legendScroll'],
  build(ctx) {
    const o = ctx.plan.options;
    const cat = ctx.plan.bySlot.category?.[0];
    const colorCol = ctx.plan.bySlot.color?.[0];
    const m = ctx.plan.bySlot.measure?.[0];
    const cats = cat
      ? orderCategories(ctx.rows, cat.key, m?.key, undefined, undefined, { by: 'measure', direction: 'desc' })
      : [null];
    const rowOf = new Map<string, ResultRow[]>();
    for (const r of ctx.rows) {
      const k = selectionKey(cat ? (r[cat.key] ?? null) : null);
      rowOf.set(k, [...(rowOf.get(k) ?? []), r]);
    }
    const values = cats.map((c) =>
      (rowOf.get(selectionKey(c)) ?? []).reduce((s, r) => s + Math.max(0, num(r[m?.key ?? ''])), 0),
    );
    const colorsOf = colorCol
      ? distinct(ctx.rows, colorCol.key).sort((a, b) => String(a).localeCompare(String(b)))
      : [];
    const colorIndex = new Map(colorsOf.map((c, i) => [selectionKey(c), i]));
    const max = Math.max(1, ...values);
    const circles = packCircles(
      values.map((v) => Math.sqrt(v / max) * 100 + 2),
      optN(o, 'internalPadding', 2),
    );
    const enc = enclose(circles);
    const legendOn = colorsOf.length > 1;
    const box = { w: enc.r * 2 * 1.04, h: enc.r * 2 * 1.04 };
    // The legend's rows (it wraps at narrow widths) are kept clear of the bubbles.
    const legendPos = optS(o, 'legend.position', 'bottom');
    const reserve =
      legendOn && showLegend(ctx) && (legendPos === 'bottom' || legendPos === 'top')
        ? legendHeight(
            ctx,
            colorsOf.map((c) => ctx.fmt(colorCol, c)),
          ) + 8
        : 0;
    const labels = optB(o, 'bubbleLabels', true) && optB(o, 'display.categoryLabels', true);
    return {
      ...baseOption(ctx),
      legend: legendOption(ctx, legendOn ? colorsOf.map((c) => ctx.fmt(colorCol, c)) : []),
      tooltip: {
        ...(baseOption(ctx).tooltip as object),
        trigger: 'item',
        formatter: (p: { dataIndex: number }) =>
          tooltipHtml(ctx.fmt(cat, cats[p.dataIndex] ?? null), [
            { name: m?.label ?? '', value: ctx.fmt(m, values[p.dataIndex] ?? 0) },
          ]),
      },
      series: (legendOn ? colorsOf : [null]).map((cv, si) => ({
        id: `bubbles${si}`,
        name: colorCol ? ctx.fmt(colorCol, cv) : (m?.label ?? ''),
        type: 'custom',
        coordinateSystem: 'none',
        data: cats.map((c, i) => {
          const row = rowOf.get(selectionKey(c))?.[0];
          const ci = colorCol ? (colorIndex.get(selectionKey(row?.[colorCol.key] ?? null)) ?? 0) : i;
          const inSeries = !legendOn || ci === si;
          return {
            value: [circles[i]!.x - enc.x, circles[i]!.y - enc.y, circles[i]!.r, ci, inSeries ? 1 : 0],
            name: ctx.fmt(cat, c),
            sel: c,
            itemStyle: { opacity: selOpacity(ctx, c) },
          };
        }),
        renderItem: (
          params: { dataIndex: number; seriesIndex: number },
          api: CustomApi & { style: () => Record<string, unknown> },
        ) => {
          if (!api.value(4)) return null;
          const { k, ox, oy } = fit(api, box, reserve, legendPos === 'top');
          const r = api.value(2) * k;
          const x = ox + api.value(0) * k;
          const y = oy + api.value(1) * k;
          const ci = api.value(3);
          const name = ctx.fmt(cat, cats[params.dataIndex] ?? null);
          // The name in the bubble's size, else a size smaller (down to 9 px) before it is left to the tooltip.
          const lines = (size: number) => Math.max(1, Math.min(3, Math.floor((r * 1.4) / (size * 1.2))));
          let fontSize = Math.max(9, Math.min(16, r / 3.2));
          let text = fitLabel(name, r * 1.7, fontSize, lines(fontSize));
          if (!text && fontSize > 9) {
            fontSize = Math.max(9, fontSize * 0.8);
            text = fitLabel(name, r * 1.7, fontSize, lines(fontSize));
          }
          const showLabel = labels && r > 22 && text !== '';
          return {
            type: 'group',
            children: [
              {
                type: 'circle',
                shape: { cx: x, cy: y, r },
                style: { fill: color(ctx, ci), opacity: selOpacity(ctx, cats[params.dataIndex] ?? null) },
              },
              ...(showLabel
                ? [
                    {
                      type: 'text',
                      silent: true,
                      style: {
                        x,
                        y,
                        text,
                        fill: '#fff',
                        align: 'center',
                        verticalAlign: 'middle',
                        fontSize,
                        lineHeight: Math.round(fontSize * 1.2),
                        fontFamily: ctx.theme.fontFamily,
                      },
                    },
                  ]
                : []),
            ],
          };
        },
      })),
    };
  },
};

export const circlePackChart: EchartsRenderer = {
  engine: 'echarts',
  modules: ['custom', 'tooltip'],
  build(ctx) {
    const o = ctx.plan.options;
    const levels = ctx.plan.bySlot.levels ?? [];
    const m = ctx.plan.bySlot.measure?.[0];
    const tree = buildTree(ctx, levels, m);
    const maxLeaf = Math.max(1, ...ctx.rows.map((r) => num(r[m?.key ?? ''])));
    type N = PackNode & { datum?: TreeDatum; path: string[]; top: number };
    const toPack = (d: TreeDatum, path: string[], top: number): N => ({
      value: (d.value / maxLeaf) * 10000,
      datum: d,
      path: [...path, d.name],
      top,
      children: d.children?.map((c) => toPack(c, [...path, d.name], top)),
    });
    const root: N = { value: 0, path: [], top: -1, children: tree.map((d, i) => toPack(d, [], i)) };
    packTree(root, optN(o, 'circles.padding', 3));
    const flat: N[] = [];
    const walk = (n: N) => {
      if (n.datum) flat.push(n);
      (n.children as N[] | undefined)?.forEach(walk);
    };
    walk(root);
    const R = root.circle!.r || 1;
    const box = { w: R * 2.04, h: R * 2.04 };
    const showLabels = optB(o, 'circles.labels', true);
    return {
      ...baseOption(ctx),
      tooltip: {
        ...(baseOption(ctx).tooltip as object),
        trigger: 'item',
        formatter: (p: { dataIndex: number }) => {
          const n = flat[p.dataIndex]!;
          return tooltipHtml(n.path.join(' › '), [
            { name: m?.label ?? '', value: ctx.fmt(m, n.datum!.value) },
          ]);
        },
      },
      series: [
        {
          id: 'pack',
          type: 'custom',
          coordinateSystem: 'none',
          data: flat.map((n) => ({
            value: [n.circle!.x, n.circle!.y, n.circle!.r, n.depth ?? 1, n.top],
            name: n.datum!.name,
            sel: n.datum!.sel,
            selCol: n.datum!.selCol,
          })),
          renderItem: (params: { dataIndex: number }, api: CustomApi) => {
            const n = flat[params.dataIndex]!;
            const { k, ox, oy } = fit(api, box);
            const r = api.value(2) * k;
            const x = ox + api.value(0) * k;
            const y = oy + api.value(1) * k;
            const depth = api.value(3);
            const leaf = !n.children?.length;
            const base = color(ctx, api.value(4));
            const op = selOpacity(ctx, n.datum!.sel, n.datum!.selCol);
            const fontSize = Math.max(9, Math.min(14, r / 3));
            return {
              type: 'group',
              children: [
                {
                  type: 'circle',
                  shape: { cx: x, cy: y, r },
                  style: leaf
                    ? { fill: base, opacity: 0.85 * op }
                    : { fill: base, opacity: 0.12 * op + 0.04 * depth, stroke: base, lineWidth: 1 },
                },
                ...(showLabels && ((leaf && r > 18) || (!leaf && r > 40))
                  ? [
                      {
                        type: 'text',
                        silent: true,
                        style: {
                          x,
                          y: leaf ? y : y - r + fontSize + 2,
                          text: fitLabel(n.datum!.name, leaf ? r * 1.7 : r * 1.4, fontSize, leaf ? 2 : 1),
                          fill: leaf ? '#fff' : ctx.theme.text,
                          align: 'center',
                          verticalAlign: 'middle',
                          fontSize,
                          lineHeight: Math.round(fontSize * 1.2),
                          fontWeight: leaf ? 400 : 600,
                        },
                      },
                    ]
                  : []),
              ],
            };
          },
        },
      ],
    };
  },
};

let measureCanvas: CanvasRenderingContext2D | null = null;
function textWidth(text: string, size: number, family: string): number {
  if (!measureCanvas && typeof document !== 'undefined')
    measureCanvas = document.createElement('canvas').getContext('2d');
  if (!measureCanvas) return text.length * size * 0.6;
  measureCanvas.font = `600 ${size}px ${family}`;
  return measureCanvas.measureText(text).width;
}

export const wordcloudChart: EchartsRenderer = {
  engine: 'echarts',
  modules: ['custom', 'tooltip', 'legendScroll'],
  build(ctx) {
    const o = ctx.plan.options;
    const cat = ctx.plan.bySlot.category?.[0];
    const colorCol = ctx.plan.bySlot.color?.[0];
    const m = ctx.plan.bySlot.measure?.[0];
    const cats = cat
      ? orderCategories(ctx.rows, cat.key, m?.key, undefined, optAt(o, 'ranking') as never, {
          by: 'measure',
          direction: 'desc',
        })
      : [];
    const totals = new Map<string, number>();
    const colorOfCat = new Map<string, Cell>();
    for (const r of ctx.rows) {
      const k = selectionKey(cat ? (r[cat.key] ?? null) : null);
      totals.set(k, (totals.get(k) ?? 0) + num(r[m?.key ?? '']));
      if (colorCol) colorOfCat.set(k, r[colorCol.key] ?? null);
    }
    const groups = colorCol
      ? distinct(ctx.rows, colorCol.key).sort((a, b) => String(a).localeCompare(String(b)))
      : [];
    const groupIndex = new Map(groups.map((g, i) => [selectionKey(g), i]));
    const vals = cats.map((c) => totals.get(selectionKey(c)) ?? 0);
    const max = Math.max(1, ...vals);
    const min = Math.min(...vals, max);
    const legendOn = groups.length > 1;
    const W = Math.max(200, ctx.width - 16);
    const H = Math.max(
      150,
      ctx.height -
        (legendOn
          ? legendHeight(
              ctx,
              groups.map((g) => ctx.fmt(colorCol, g)),
            ) + 18
          : 10),
    );
    const maxFont = Math.max(18, Math.min(64, Math.sqrt(W * H) / 7));
    const minFont = Math.max(10, maxFont / 5);
    const mixed = optS(o, 'layout', 'horizontal') === 'mixed';
    const words = cats.map((c, i) => ({
      text: ctx.fmt(cat, c),
      size: minFont + (maxFont - minFont) * Math.sqrt((vals[i]! - min) / (max - min || 1)),
      rotate: mixed && i % 3 === 2,
      cat: c,
    }));
    const boxes = layoutWords(words, W, H, (t, s) => textWidth(t, s, ctx.theme.fontFamily));
    const byText = new Map(words.map((w) => [w.text, w]));
    const box = { w: W, h: H };
    return {
      ...baseOption(ctx),
      legend: legendOption(ctx, legendOn ? groups.map((g) => ctx.fmt(colorCol, g)) : []),
      tooltip: {
        ...(baseOption(ctx).tooltip as object),
        trigger: 'item',
        formatter: (p: { name: string; data: { total: number } }) =>
          tooltipHtml(p.name, [{ name: m?.label ?? '', value: ctx.fmt(m, p.data.total) }]),
      },
      series: (legendOn ? groups : [null]).map((g, si) => {
        const data = boxes
          .filter(
            (b) =>
              !legendOn ||
              groupIndex.get(selectionKey(colorOfCat.get(selectionKey(byText.get(b.text)!.cat)) ?? null)) ===
                si,
          )
          .map((b) => {
            const c = byText.get(b.text)!.cat;
            const gi = colorCol
              ? (groupIndex.get(selectionKey(colorOfCat.get(selectionKey(c)) ?? null)) ?? 0)
              : cats.indexOf(c);
            return {
              value: [b.x, b.y, b.size, b.rotated ? 1 : 0, gi],
              name: b.text,
              sel: c,
              total: totals.get(selectionKey(c)) ?? 0,
            };
          });
        return {
          id: `words${si}`,
          name: colorCol ? ctx.fmt(colorCol, g) : (m?.label ?? ''),
          type: 'custom',
          coordinateSystem: 'none',
          data,
          renderItem: (params: { dataIndex: number }, api: CustomApi) => {
            const { k, ox, oy } = fit(api, box);
            const d = data[params.dataIndex];
            return {
              type: 'text',
              x: ox + api.value(0) * k,
              y: oy + api.value(1) * k - (legendOn ? 14 : 0),
              rotation: api.value(3) ? Math.PI / 2 : 0,
              style: {
                text: d?.name ?? '',
                fill: color(ctx, api.value(4)),
                opacity: selOpacity(ctx, d?.sel ?? null),
                fontSize: api.value(2) * k,
                fontWeight: 600,
                fontFamily: ctx.theme.fontFamily,
                align: 'center',
                verticalAlign: 'middle',
              },
            };
          },
        };
      }),
    };
  },
};
