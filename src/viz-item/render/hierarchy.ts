/** Flows and hierarchies: sankey, sunburst, treemap, circle pack, bubble, word cloud, parallel coordinates. */
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
  color,
  esc,
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
} from './common';
import { packCircles, enclose, packTree, layoutWords, treemapTiles, type PackNode } from './layout';
import type { EchartsRenderer } from './types';

const num = (v: Cell | undefined) => (typeof v === 'number' ? v : Number(v) || 0);

export const sankeyDiagram: EchartsRenderer = {
  engine: 'echarts',
  modules: ['sankey', 'tooltip'],
  build(ctx) {
    const o = ctx.plan.options;
    const s = ctx.plan.bySlot;
    const levels: PlanColumn[] = [...(s.source ?? []), ...(s.category ?? []), ...(s.destination ?? [])];
    const m = s.measure?.[0];
    const nodeId = (li: number, v: Cell) => `${li}\u0001${selectionKey(v)}`;
    const nodes = new Map<
      string,
      { name: string; label: string; level: number; sel: Cell; selCol: PlanColumn; value: number }
    >();
    const links = new Map<string, { source: string; target: string; value: number }>();
    for (const r of ctx.rows) {
      const v = num(r[m?.key ?? '']);
      levels.forEach((col, li) => {
        const id = nodeId(li, r[col.key] ?? null);
        const node = nodes.get(id) ?? {
          name: id,
          label: ctx.fmt(col, r[col.key] ?? null),
          level: li,
          sel: r[col.key] ?? null,
          selCol: col,
          value: 0,
        };
        node.value += v;
        nodes.set(id, node);
        if (li > 0) {
          const src = nodeId(li - 1, r[levels[li - 1]!.key] ?? null);
          const key = `${src}\u0002${id}`;
          const link = links.get(key) ?? { source: src, target: id, value: 0 };
          link.value += v;
          links.set(key, link);
        }
      });
    }
    const sorting = optS(o, 'nodeSorting', 'size');
    const nodeList = [...nodes.values()];
    if (sorting === 'size') nodeList.sort((a, b) => a.level - b.level || b.value - a.value);
    else if (sorting === 'name') nodeList.sort((a, b) => a.level - b.level || a.label.localeCompare(b.label));
    const colorOf = new Map<string, string>();
    let ci = 0;
    for (const n of nodeList) if (!colorOf.has(n.label)) colorOf.set(n.label, color(ctx, ci++));
    const vertical = optS(o, 'type', 'horizontal') === 'vertical';
    return {
      ...baseOption(ctx),
      tooltip: {
        ...(baseOption(ctx).tooltip as object),
        trigger: 'item',
        formatter: (p: {
          dataType: string;
          data: { label?: string; source?: string; target?: string; value: number };
        }) => {
          if (p.dataType === 'edge') {
            const a = nodes.get(p.data.source!)?.label ?? '';
            const b = nodes.get(p.data.target!)?.label ?? '';
            return tooltipHtml(`${a} → ${b}`, [{ name: m?.label ?? '', value: ctx.fmt(m, p.data.value) }]);
          }
          return tooltipHtml(p.data.label ?? '', [{ name: m?.label ?? '', value: ctx.fmt(m, p.data.value) }]);
        },
      },
      series: [
        {
          id: 'sankey',
          type: 'sankey',
          orient: vertical ? 'vertical' : 'horizontal',
          nodeAlign: optS(o, 'alignment', 'justify'),
          layoutIterations: sorting === 'none' ? 0 : 32,
          nodeWidth: optN(o, 'nodes.width', 16),
          nodeGap: optN(o, 'nodes.gap', 10),
          left: 8,
          right: vertical ? 8 : 110,
          top: 12,
          bottom: vertical ? 40 : 12,
          emphasis: { focus: 'adjacency' },
          label: {
            show: optB(o, 'labels.show', true),
            color: ctx.theme.text,
            fontSize: optN(o, 'labels.fontSize', ctx.theme.fontSize - 1),
            formatter: (p: { data: { label: string } }) => p.data.label,
          },
          lineStyle: {
            color: optS(o, 'links.color', 'source'),
            opacity: optN(o, 'links.opacity', 0.35),
            curveness: 0.5,
          },
          data: nodeList.map((n) => ({
            name: n.name,
            label: n.label,
            value: n.value,
            sel: n.sel,
            selCol: n.selCol,
            itemStyle: {
              color: colorOf.get(n.label),
              opacity: selOpacity(ctx, n.sel, n.selCol),
              borderWidth: 0,
            },
          })),
          links: [...links.values()],
        },
      ],
    };
  },
};

interface TreeDatum {
  name: string;
  value: number;
  sel: Cell;
  selCol: PlanColumn;
  children?: TreeDatum[];
  itemStyle?: Record<string, unknown>;
  /** Treemap, sunburst: the name as its tile or sector shows it (wrapped at spaces, '' when it does not fit). */
  fitted?: string;
  label?: { show?: boolean; fontSize?: number; lineHeight?: number };
}

/** Builds a tree from rows over several level columns. */
function buildTree(ctx: RenderContext, levels: PlanColumn[], m: PlanColumn | undefined): TreeDatum[] {
  const roots: TreeDatum[] = [];
  for (const r of ctx.rows) {
    let list = roots;
    const v = num(r[m?.key ?? '']);
    levels.forEach((col, li) => {
      const val = r[col.key] ?? null;
      const name = ctx.fmt(col, val);
      let node = list.find((n) => n.name === name);
      if (!node) {
        node = { name, value: 0, sel: val, selCol: col, ...(li < levels.length - 1 ? { children: [] } : {}) };
        list.push(node);
      }
      node.value += v;
      list = node.children ?? [];
    });
  }
  const sortRec = (l: TreeDatum[]) => {
    l.sort((a, b) => b.value - a.value);
    l.forEach((n) => n.children && sortRec(n.children));
  };
  sortRec(roots);
  return roots;
}

export const sunburstChart: EchartsRenderer = {
  engine: 'echarts',
  modules: ['sunburst', 'tooltip'],
  build(ctx) {
    const o = ctx.plan.options;
    const levels = ctx.plan.bySlot.levels ?? [];
    const m = ctx.plan.bySlot.measure?.[0];
    const tree = buildTree(ctx, levels, m);
    const style = (nodes: TreeDatum[], depth: number, base?: string) =>
      nodes.forEach((n, i) => {
        const c = depth === 0 ? color(ctx, i) : base!;
        n.itemStyle = { color: c, opacity: selOpacity(ctx, n.sel, n.selCol) * (depth === 0 ? 1 : 0.8) };
        if (n.children) style(n.children, depth + 1, c);
      });
    style(tree, 0);
    // Names run along the radius: wrapped at spaces in their ring's thickness, on as many lines as the
    // sector is wide at mid-ring, a size smaller if need be, else hidden (the tooltip names them). ECharts gives
    // a sunburst label no width, so it would run over the next ring and off the chart.
    const fontSize = Math.max(10, ctx.theme.fontSize - 2);
    const lineHeight = Math.round(fontSize * 1.25);
    const radius = Math.min(ctx.width, ctx.height) / 2;
    const ring = ((0.92 - 0.12) * radius) / Math.max(1, levels.length);
    const total = tree.reduce((sum, n) => sum + Math.abs(n.value), 0) || 1;
    const measure = (text: string, size: number) => measureText(text, size, ctx.theme.fontFamily);
    const fit = (nodes: TreeDatum[], depth: number) =>
      nodes.forEach((n) => {
        const across = (Math.abs(n.value) / total) * 2 * Math.PI * (0.12 * radius + ring * (depth + 0.5));
        for (const size of [fontSize, 9]) {
          const line = Math.round(size * 1.25);
          n.fitted = fitLabel(n.name, ring - 8, size, Math.floor(across / line), measure);
          n.label = n.fitted ? { fontSize: size, lineHeight: line } : { show: false };
          if (n.fitted) break;
        }
        if (n.children) fit(n.children, depth + 1);
      });
    fit(tree, 0);
    return {
      ...baseOption(ctx),
      tooltip: {
        ...(baseOption(ctx).tooltip as object),
        trigger: 'item',
        formatter: (p: { name: string; value: number; treePathInfo: { name: string }[] }) =>
          tooltipHtml(
            p.treePathInfo
              .map((x) => x.name)
              .filter(Boolean)
              .join(' › '),
            [{ name: m?.label ?? '', value: ctx.fmt(m, p.value) }],
          ),
      },
      series: [
        {
          id: 'sunburst',
          type: 'sunburst',
          radius: ['12%', '92%'],
          nodeClick: false,
          sort: undefined,
          itemStyle: {
            borderColor: ctx.theme.background,
            borderWidth: optN(o, 'internalPadding', 1),
            borderRadius: optN(o, 'roundedCorners', 0),
          },
          label: {
            color: '#fff',
            minAngle: 8,
            fontSize,
            lineHeight,
            rotate: 'radial',
            overflow: 'none',
            formatter: (p: { data: TreeDatum }) => p.data.fitted ?? '',
          },
          data: tree,
        },
      ],
    };
  },
};

export const treemapChart: EchartsRenderer = {
  engine: 'echarts',
  modules: ['treemap', 'tooltip'],
  build(ctx) {
    const o = ctx.plan.options;
    const cat = ctx.plan.bySlot.category?.[0];
    const colorCol = ctx.plan.bySlot.color?.[0];
    const m = ctx.plan.bySlot.measure?.[0];
    const levels = [colorCol, cat].filter((c): c is PlanColumn => !!c);
    const tree = buildTree(ctx, levels, m);
    const paint = (nodes: TreeDatum[], depth: number, base?: string) =>
      nodes.forEach((n, i) => {
        const c = depth === 0 ? color(ctx, i) : base!;
        n.itemStyle = { color: c, opacity: selOpacity(ctx, n.sel, n.selCol) };
        if (n.children) paint(n.children, depth + 1, c);
      });
    paint(tree, 0);
    const mode = optS(o, 'mode', 'squarify');
    const labelsOn = optB(o, 'labels.show', true);
    // Each name fitted to its tile (the tiles ECharts will draw, with the borders, gaps and name bands set
    // below): wrapped at spaces, a size smaller if need be, else left to the tooltip. ECharts' own wrapping
    // would cut a word wider than its tile ("Juni / per").
    const fontSize = optN(o, 'labels.fontSize', ctx.theme.fontSize - 1);
    const measure = (text: string, size: number) => measureText(text, size, ctx.theme.fontFamily);
    const upper = levels.length > 1 && labelsOn ? 20 : 0;
    const border = (depth: number) => (depth === 0 ? 2 : 1);
    const tiles = treemapTiles(tree, ctx.width - 8, ctx.height - 8, {
      border,
      gap: (depth) => (depth === 0 ? 2 : depth === 1 ? 1 : optN(o, 'internalPadding', 1)),
      upper,
      squareRatio: mode === 'slice' ? 0.1 : mode === 'dice' ? 10 : 0.5 * (1 + Math.sqrt(5)),
    });
    const fit = (nodes: TreeDatum[], depth: number) =>
      nodes.forEach((n) => {
        const tile = tiles.get(n) ?? { width: 0, height: 0 };
        // The name band of a parent: one line, no padding; a leaf: 5 px padding inside its border.
        const pad = n.children ? 0 : 5;
        const width = tile.width - 2 * border(depth) - 2 * pad;
        const height = (n.children ? upper : tile.height - 2 * border(depth)) - 2 * pad;
        for (const size of n.children ? [ctx.theme.fontSize] : [fontSize, Math.max(9, fontSize - 2)]) {
          const lineHeight = Math.round(size * 1.25);
          n.fitted = fitLabel(n.name, width, size, Math.floor(height / lineHeight), measure);
          n.label = { fontSize: size, lineHeight };
          if (n.fitted) break;
        }
        if (n.children) fit(n.children, depth + 1);
      });
    fit(tree, 1);
    return {
      ...baseOption(ctx),
      tooltip: {
        ...(baseOption(ctx).tooltip as object),
        trigger: 'item',
        formatter: (p: { value: number; treePathInfo: { name: string }[] }) =>
          tooltipHtml(
            p.treePathInfo
              .map((x) => x.name)
              .filter(Boolean)
              .join(' › '),
            [{ name: m?.label ?? '', value: ctx.fmt(m, p.value) }],
          ),
      },
      series: [
        {
          id: 'treemap',
          type: 'treemap',
          top: 4,
          left: 4,
          right: 4,
          bottom: 4,
          roam: false,
          nodeClick: false,
          breadcrumb: { show: false },
          ...(mode === 'slice' ? { squareRatio: 0.1 } : mode === 'dice' ? { squareRatio: 10 } : {}),
          label: {
            show: labelsOn,
            color: '#fff',
            fontSize,
            overflow: 'none',
            formatter: (p: { data: TreeDatum }) => p.data.fitted ?? '',
          },
          upperLabel: {
            show: upper > 0,
            height: upper,
            // On the band above the tiles, in the background's colour (white on it was invisible in light).
            color: ctx.theme.text,
            overflow: 'none',
            formatter: (p: { data: TreeDatum }) => p.data.fitted ?? '',
          },
          itemStyle: {
            borderColor: ctx.theme.background,
            borderWidth: 1,
            gapWidth: optN(o, 'internalPadding', 1),
            borderRadius: optN(o, 'roundedCorners', 0),
          },
          levels: [
            { itemStyle: { borderWidth: 2, gapWidth: 2, borderColor: ctx.theme.background } },
            { itemStyle: { gapWidth: 1 } },
          ],
          data: tree,
        },
      ],
    };
  },
};

type CustomApi = { value: (i: number) => number; getWidth: () => number; getHeight: () => number };

/** Custom series over a normalised layout, scaled to the current size at draw time (so resizing just works). */
/** Scale and centre of a layout in the chart, leaving `reserve` px at the top or bottom for the legend. */
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

export const parallelCoordinatesPlot: EchartsRenderer = {
  engine: 'echarts',
  modules: ['parallel', 'parallelComponent', 'tooltip', 'legendScroll'],
  build(ctx) {
    const coords = ctx.plan.bySlot.coordinates ?? [];
    const colorCol = ctx.plan.bySlot.color?.[0];
    const groups = colorCol
      ? distinct(ctx.rows, colorCol.key).sort((a, b) => String(a).localeCompare(String(b)))
      : [null];
    const categoryValues = coords.map((c) =>
      c.role === 'dimension' ? distinct(ctx.rows, c.key).map((v) => ctx.fmt(c, v)) : undefined,
    );
    const valueOf = (r: ResultRow, c: PlanColumn) =>
      c.role === 'dimension' ? ctx.fmt(c, r[c.key] ?? null) : r[c.key];
    const nameRoom = Math.max(40, (ctx.width - 104) / Math.max(1, coords.length - 1));
    const longestWord = Math.max(...coords.flatMap((c) => c.label.split(/\s+/).map((w) => w.length)), 1);
    const nameSize = Math.max(9, Math.min(ctx.theme.fontSize, Math.floor(nameRoom / (longestWord * 0.6))));
    const measure = (text: string, size: number) => measureText(text, size, ctx.theme.fontFamily);
    return {
      ...baseOption(ctx),
      legend: legendOption(ctx, groups.length > 1 ? groups.map((g) => ctx.fmt(colorCol, g)) : []),
      parallel: { left: 48, right: 56, top: 36, bottom: groups.length > 1 ? 48 : 24 },
      parallelAxis: coords.map((c, i) => ({
        dim: i,
        ...(categoryValues[i]
          ? { type: 'category', data: categoryValues[i] }
          : { type: 'value', scale: true }),
        // Axis names wrap onto two lines over their axis (in a smaller font when a word is too long) rather
        // than being cut: at spaces, never truncated (ECharts would cut a name wider than the axis spacing).
        name:
          fitLabel(c.label, nameRoom, nameSize, 2, measure) ||
          fitLabel(c.label, nameRoom, 9, 3, measure) ||
          c.label,
        nameTruncate: { maxWidth: ctx.width },
        nameTextStyle: {
          color: ctx.theme.text,
          fontFamily: ctx.theme.fontFamily,
          fontSize: nameSize,
          overflow: 'none',
        },
        axisLine: { lineStyle: { color: ctx.theme.axis } },
        axisLabel: {
          color: ctx.theme.muted,
          formatter: categoryValues[i] ? undefined : (v: number) => ctx.fmtAxis(c, v),
        },
      })),
      tooltip: {
        ...(baseOption(ctx).tooltip as object),
        trigger: 'item',
        formatter: (p: { data: { label: string } }) => esc(p.data.label),
      },
      series: groups.map((g, gi) => ({
        id: `p${gi}`,
        name: colorCol ? ctx.fmt(colorCol, g) : '',
        type: 'parallel',
        lineStyle: { width: 1.5, opacity: 0.55, color: color(ctx, gi) },
        emphasis: { lineStyle: { width: 3, opacity: 1 } },
        data: ctx.rows
          .filter((r) => !colorCol || selectionKey(r[colorCol.key] ?? null) === selectionKey(g))
          .map((r) => ({
            value: coords.map((c) => valueOf(r, c)),
            label: colorCol ? ctx.fmt(colorCol, r[colorCol.key] ?? null) : '',
            sel: colorCol ? (r[colorCol.key] ?? null) : null,
            selCol: colorCol,
            lineStyle: { opacity: 0.55 * selOpacity(ctx, colorCol ? (r[colorCol.key] ?? null) : null) },
          })),
      })),
    };
  },
};
