/**
 * Flows and hierarchies: sankey, sunburst, treemap, parallel coordinates, and (from packed.ts, so the family
 * stays one chunk) circle pack, bubble and word cloud.
 */
import type { PlanColumn } from '../model';
import { distinct, selOpacity, selectionKey, type Cell, type RenderContext, type ResultRow } from './context';
import {
  baseOption,
  color,
  esc,
  fitLabel,
  legendOption,
  measureText,
  optB,
  optN,
  optS,
  tooltipHtml,
} from './common';
import { treemapTiles } from './layout';
import { buildTree, num, type TreeDatum } from './tree';
import type { EchartsRenderer } from './types';

export { bubbleChart, circlePackChart, wordcloudChart } from './packed';

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

/** Colours a tree by its top level: each descendant takes its root's colour, at `childOpacity` below the top. */
function paintByRoot(
  ctx: RenderContext,
  nodes: TreeDatum[],
  childOpacity: number,
  depth = 0,
  base?: string,
): void {
  nodes.forEach((n, i) => {
    const c = depth === 0 ? color(ctx, i) : base!;
    n.itemStyle = { color: c, opacity: selOpacity(ctx, n.sel, n.selCol) * (depth === 0 ? 1 : childOpacity) };
    if (n.children) paintByRoot(ctx, n.children, childOpacity, depth + 1, c);
  });
}

/**
 * Fits a node's name in `width` x `height` px (wrapped at spaces) at the first of `sizes` it fits at, and sizes
 * its label to match; false when it fits at none (the label then has the last size).
 */
function fitName(
  n: TreeDatum,
  sizes: number[],
  width: number,
  height: number,
  measure: (text: string, size: number) => number,
): boolean {
  for (const size of sizes) {
    const lineHeight = Math.round(size * 1.25);
    n.fitted = fitLabel(n.name, width, size, Math.floor(height / lineHeight), measure);
    n.label = { fontSize: size, lineHeight };
    if (n.fitted) return true;
  }
  return false;
}

/** A tree chart's tooltip: the node's path from the root, and its value. */
function pathTooltip(ctx: RenderContext, m: PlanColumn | undefined): object {
  return {
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
  };
}

export const sunburstChart: EchartsRenderer = {
  engine: 'echarts',
  modules: ['sunburst', 'tooltip'],
  build(ctx) {
    const o = ctx.plan.options;
    const levels = ctx.plan.bySlot.levels ?? [];
    const m = ctx.plan.bySlot.measure?.[0];
    const tree = buildTree(ctx, levels, m);
    paintByRoot(ctx, tree, 0.8);
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
        if (!fitName(n, [fontSize, 9], ring - 8, across, measure)) n.label = { show: false };
        if (n.children) fit(n.children, depth + 1);
      });
    fit(tree, 0);
    return {
      ...baseOption(ctx),
      tooltip: pathTooltip(ctx, m),
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
    paintByRoot(ctx, tree, 1);
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
        fitName(
          n,
          n.children ? [ctx.theme.fontSize] : [fontSize, Math.max(9, fontSize - 2)],
          width,
          height,
          measure,
        );
        if (n.children) fit(n.children, depth + 1);
      });
    fit(tree, 1);
    return {
      ...baseOption(ctx),
      tooltip: pathTooltip(ctx, m),
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
