/**
 * Pictures of the HTML item types (tables, numbers, filters, media), which the runtime draws as DOM
 * (src/viz-item/html/), not as an ECharts option. Each is a small static SVG drawn from the same render context
 * the DOM renderer gets: the query's rows, the formatters, the theme and the options, laid out the way the item
 * lays them out (a table's header and first rows, a number's value and change, a filter's control with its first
 * values). Image items show their own image when it is on this site; a video shows its play facade.
 */
import {
  configuredDateRange,
  dropdownValues,
  filterTitle,
  isoDay,
  slicerValues,
} from '@quantaloop/viz-item/html/filter-values';
import { foreignHost, safeUrl, youtubeId } from '@quantaloop/viz-item/html/media';
import {
  changeText,
  conditionalFigures,
  evolutionFigures,
  numberTitle,
} from '@quantaloop/viz-item/html/number-figures';
import { compareCells, defaultSort, mix, sortRows } from '@quantaloop/viz-item/html/table-data';
import { pickLanguage } from '@quantaloop/viz-item/i18n';
import type { PlanColumn } from '@quantaloop/viz-item/model';
import { optAt, optB, optN, optS } from '@quantaloop/viz-item/render/common';
import {
  orderCategories,
  selectionKey,
  type Cell,
  type RenderContext,
} from '@quantaloop/viz-item/render/context';
import type { PictureSize } from './draw';
import { PAD, charWidth, fit, messagePicture, rect, round, svgDocument, text } from './picture';
import { escapeXml } from './svg';

// ---- Tables ----------------------------------------------------------------------------------------------

const isNumeric = (c: PlanColumn) => c.role === 'measure' || (c.type === 'numeric' && !c.binned);

/** A grid of cells: a header row and as many body rows as fit, columns sized by their longest text. */
function grid(
  ctx: RenderContext,
  size: PictureSize,
  header: { text: string; numeric: boolean }[],
  body: { text: string; fill?: string; color?: string }[][],
): string {
  const { theme } = ctx;
  const fontSize = 12;
  const rowH = Math.max(22, Math.min(32, optN(ctx.plan.options, 'rowHeight', 26)));
  const fitting = Math.floor((size.height - 2 * PAD - rowH) / rowH);
  const shownRows = body.slice(0, fitting);
  const width = size.width - 2 * PAD;
  const textWidth = (value: string, weight = 400) => value.length * charWidth(fontSize, weight) + 14;
  // Each column as wide as its longest text; numbers are never cut, so label columns give way first (down to a
  // few characters), then columns that still do not fit are left out from the right.
  const valuesWidth = header.map((_, i) => Math.max(0, ...shownRows.map((r) => textWidth(r[i]?.text ?? ''))));
  const natural = header.map((h, i) => Math.max(valuesWidth[i]!, textWidth(h.text, 600)));
  const floor = header.map((h, i) => (h.numeric ? Math.min(natural[i]!, Math.max(valuesWidth[i]!, 48)) : 64));
  let widths = [...natural];
  const excess = widths.reduce((a, b) => a + b, 0) - width;
  if (excess > 0) {
    const give = widths.map((w, i) => Math.max(0, w - floor[i]!));
    const slack = give.reduce((a, b) => a + b, 0);
    widths = widths.map((w, i) => w - (slack ? (give[i]! / slack) * Math.min(excess, slack) : 0));
  }
  while (widths.length > 1 && widths.reduce((a, b) => a + b, 0) > width + 0.5) widths.pop();
  const used = widths.reduce((a, b) => a + b, 0);
  widths = widths.map((w) => (w / used) * width);
  const columns = widths.length;
  const xs = widths.map((_, i) => PAD + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const cell = (i: number, y: number, value: string, weight: number, fill?: string) => {
    const numeric = header[i]!.numeric;
    const w = widths[i]! - 12;
    return text(numeric ? xs[i]! + widths[i]! - 6 : xs[i]! + 6, y, fit(value, w, fontSize, weight), {
      size: fontSize,
      weight,
      fill,
      anchor: numeric ? 'end' : 'start',
    });
  };
  const out = [
    rect(PAD, PAD, width, rowH, `fill="${theme.surface}"`),
    ...header.slice(0, columns).map((h, i) => cell(i, PAD + rowH / 2, h.text, 600)),
  ];
  shownRows.forEach((row, r) => {
    const y = PAD + rowH * (r + 1);
    row.slice(0, columns).forEach((c, i) => {
      if (c.fill) out.push(rect(xs[i]! + 1, y + 1, widths[i]! - 2, rowH - 2, `fill="${c.fill}" rx="3"`));
      out.push(cell(i, y + rowH / 2, c.text, 400, c.color));
    });
    out.push(rect(PAD, y + rowH - 1, width, 1, `fill="${theme.grid}"`));
  });
  return svgDocument(ctx, size, out.join(''));
}

function regularTable(ctx: RenderContext, size: PictureSize): string {
  const o = ctx.plan.options;
  const hidden = new Set((optAt(o, 'hiddenColumns') as number[] | undefined) ?? []);
  const cols = (ctx.plan.bySlot.columns ?? []).filter((_, i) => !hidden.has(i));
  const rows = sortRows(ctx.rows, defaultSort(ctx), ctx.locale);
  return grid(
    ctx,
    size,
    cols.map((c) => ({ text: c.label, numeric: isNumeric(c) })),
    rows.map((r) => cols.map((c) => ({ text: ctx.fmt(c, r[c.key] ?? null) }))),
  );
}

/** Rows by the values of `rowCols`, columns by those of `colCols`, cells summing the measure. */
function crossTab(
  ctx: RenderContext,
  rowCol: PlanColumn | undefined,
  colCol: PlanColumn | undefined,
  m: PlanColumn | undefined,
) {
  const order = (col: PlanColumn | undefined) =>
    col
      ? [
          ...new Map(ctx.rows.map((r) => [selectionKey(r[col.key] ?? null), r[col.key] ?? null])).values(),
        ].sort((a, b) => compareCells(a, b, ctx.locale))
      : [null];
  const rowValues = order(rowCol);
  const colValues = order(colCol);
  const cells = new Map<string, number>();
  for (const r of ctx.rows) {
    const k = `${selectionKey(rowCol ? (r[rowCol.key] ?? null) : null)}|${selectionKey(colCol ? (r[colCol.key] ?? null) : null)}`;
    cells.set(k, (cells.get(k) ?? 0) + (Number(r[m?.key ?? '']) || 0));
  }
  const value = (rv: Cell, cv: Cell) => cells.get(`${selectionKey(rv)}|${selectionKey(cv)}`);
  return { rowValues, colValues, value };
}

function pivotTable(ctx: RenderContext, size: PictureSize): string {
  const rowCol = ctx.plan.bySlot.row?.[0];
  const colCol = ctx.plan.bySlot.column?.[0];
  const m = ctx.plan.bySlot.measure?.[0];
  const { rowValues, colValues, value } = crossTab(ctx, rowCol, colCol, m);
  return grid(
    ctx,
    size,
    [
      { text: rowCol?.label ?? '', numeric: false },
      ...colValues.map((cv) => ({ text: colCol ? ctx.fmt(colCol, cv) : (m?.label ?? ''), numeric: true })),
    ],
    rowValues.map((rv) => [
      { text: rowCol ? ctx.fmt(rowCol, rv) : '' },
      ...colValues.map((cv) => ({ text: ctx.fmt(m, value(rv, cv) ?? null) })),
    ]),
  );
}

function heatTable(ctx: RenderContext, size: PictureSize): string {
  const rowCol = ctx.plan.bySlot['y-axis']?.[0];
  const colCol = ctx.plan.bySlot['x-axis']?.[0];
  const m = ctx.plan.bySlot.measure?.[0];
  const { rowValues, colValues, value } = crossTab(ctx, rowCol, colCol, m);
  const all = rowValues.flatMap((rv) => colValues.map((cv) => value(rv, cv) ?? 0));
  const max = Math.max(1e-9, ...all.map(Math.abs));
  const colors = (optAt(ctx.plan.options, 'colors') as string[] | undefined) ?? [];
  const high = colors[colors.length - 1] ?? ctx.theme.mainColor;
  return grid(
    ctx,
    size,
    [
      { text: rowCol?.label ?? '', numeric: false },
      ...colValues.map((cv) => ({ text: colCol ? ctx.fmt(colCol, cv) : '', numeric: true })),
    ],
    rowValues.map((rv) => [
      { text: rowCol ? ctx.fmt(rowCol, rv) : '' },
      ...colValues.map((cv) => {
        const v = value(rv, cv);
        const share = v === undefined ? 0 : Math.abs(v) / max;
        const t = 0.15 + 0.85 * share;
        return {
          text: ctx.fmt(m, v ?? null),
          fill: mix(ctx.theme.background, high, t),
          color: t > 0.55 ? '#ffffff' : ctx.theme.text,
        };
      }),
    ]),
  );
}

// ---- Numbers ---------------------------------------------------------------------------------------------

function sparkPath(
  values: number[],
  x: number,
  y: number,
  w: number,
  h: number,
): { line: string; area: string } {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pts = values.map((v, i) => [
    x + (i / Math.max(1, values.length - 1)) * w,
    y + h - ((v - lo) / (hi - lo || 1)) * h,
  ]);
  const line = `M${pts.map((p) => `${round(p[0]!)} ${round(p[1]!)}`).join('L')}`;
  return { line, area: `${line}L${round(x + w)} ${round(y + h)}L${round(x)} ${round(y + h)}Z` };
}

/** The value, title and change of an evolution number: this period so far against the same stretch before. */
function evolutionNumber(ctx: RenderContext, size: PictureSize): string {
  const o = ctx.plan.options;
  const m = ctx.plan.bySlot.measure?.[0];
  const evo = ctx.plan.bySlot.evolution?.[0];
  const { current, change, values: spark } = evolutionFigures(ctx);
  const up = (change ?? 0) >= 0;
  const title = numberTitle(ctx, m);
  const showSpark = evo && optB(o, 'evolutionGraphDisplay', true) && spark.length > 1;
  const band = showSpark ? Math.round(size.height * 0.3) : 0;
  const valueText = ctx.fmt(m, current);
  const valueSize = Math.min(44, Math.floor((size.width - 2 * PAD) / (valueText.length * 0.6)));
  const mid = (size.height - band) / 2;
  const out = [
    text(size.width / 2, mid - valueSize * 0.5 - 12, fit(title, size.width - 2 * PAD, 14, 600), {
      size: 14,
      weight: 600,
      fill: ctx.theme.muted,
      anchor: 'middle',
    }),
    text(size.width / 2, mid + 4, valueText, { size: valueSize, weight: 700, anchor: 'middle' }),
  ];
  if (change !== undefined) {
    out.push(
      `<text x="${size.width / 2}" y="${round(mid + valueSize * 0.5 + 14)}" font-size="13" text-anchor="middle">` +
        `<tspan fill="${optS(o, up ? 'evolutionColor.positive' : 'evolutionColor.negative', up ? ctx.theme.positive : ctx.theme.negative)}">${escapeXml(changeText(ctx, change))}</tspan>` +
        `<tspan fill="${ctx.theme.muted}"> ${escapeXml(ctx.msg('vsPrevious'))}</tspan></text>`,
    );
  }
  if (showSpark) {
    const colour = typeof o.color === 'string' ? o.color : ctx.theme.mainColor;
    const { line, area } = sparkPath(spark, 0, size.height - band, size.width, band - 4);
    out.push(
      `<path d="${area}" fill="${colour}" fill-opacity="${optN(o, 'evolutionGraphOpacity', 0.35)}"/>`,
      `<path d="${line}" fill="none" stroke="${colour}" stroke-width="2"/>`,
    );
  }
  return svgDocument(ctx, size, out.join(''));
}

function conditionalNumber(ctx: RenderContext, size: PictureSize): string {
  const m = ctx.plan.bySlot.measure?.[0];
  const { value, colour, state } = conditionalFigures(ctx);
  const title = numberTitle(ctx, m);
  const valueText = ctx.fmt(m, value);
  const valueSize = Math.min(48, Math.floor((size.width - 2 * PAD) / (valueText.length * 0.6)));
  const mid = size.height / 2;
  return svgDocument(
    ctx,
    size,
    [
      text(size.width / 2, mid - valueSize * 0.5 - 14, fit(title, size.width - 2 * PAD, 14, 600), {
        size: 14,
        weight: 600,
        fill: ctx.theme.muted,
        anchor: 'middle',
      }),
      text(size.width / 2, mid + 2, valueText, {
        size: valueSize,
        weight: 700,
        fill: colour,
        anchor: 'middle',
      }),
      state
        ? text(size.width / 2, mid + valueSize * 0.5 + 14, fit(state, size.width - 2 * PAD, 13), {
            size: 13,
            fill: ctx.theme.muted,
            anchor: 'middle',
          })
        : '',
    ].join(''),
  );
}

// ---- Filters ---------------------------------------------------------------------------------------------

/** A label over a control box (select, input): the common start of the filter pictures. */
function field(
  ctx: RenderContext,
  size: PictureSize,
  y: number,
  value: string,
  trailing: 'caret' | 'search' | 'calendar' | null,
  width = size.width - 2 * PAD,
  x = PAD,
): string {
  const { theme } = ctx;
  const h = 34;
  const icon =
    trailing === 'caret'
      ? `<path d="M${x + width - 22} ${y + 14}l5 6l5 -6" fill="none" stroke="${theme.muted}" stroke-width="2"/>`
      : trailing === 'search'
        ? `<circle cx="${x + 16}" cy="${y + h / 2 - 1}" r="5" fill="none" stroke="${theme.muted}" stroke-width="2"/><path d="M${x + 20} ${y + h / 2 + 3}l4 4" stroke="${theme.muted}" stroke-width="2"/>`
        : trailing === 'calendar'
          ? `<rect x="${x + width - 26}" y="${y + 10}" width="14" height="13" rx="2" fill="none" stroke="${theme.muted}" stroke-width="1.5"/><path d="M${x + width - 26} ${y + 14}h14" stroke="${theme.muted}" stroke-width="1.5"/>`
          : '';
  const textX = trailing === 'search' ? x + 30 : x + 10;
  return (
    rect(x, y, width, h, `rx="6" fill="${theme.background}" stroke="${theme.axis}"`) +
    text(textX, y + h / 2, fit(value, width - 40, 13), { size: 13, fill: value ? theme.text : theme.muted }) +
    icon
  );
}

/** Checkbox rows with their values (and an optional bar of each value's share). */
function valueList(
  ctx: RenderContext,
  size: PictureSize,
  y: number,
  items: { label: string; value?: string; share?: number; checked?: boolean }[],
): string {
  const { theme } = ctx;
  const rowH = 28;
  const out: string[] = [];
  const fitting = Math.max(0, Math.floor((size.height - y - PAD / 2) / rowH));
  items.slice(0, fitting).forEach((item, i) => {
    const top = y + i * rowH;
    const width = size.width - 2 * PAD;
    if (item.share !== undefined)
      out.push(
        rect(
          PAD,
          top + 2,
          Math.max(2, width * item.share),
          rowH - 4,
          `rx="4" fill="${theme.mainColor}" fill-opacity="0.16"`,
        ),
      );
    out.push(
      rect(
        PAD + 8,
        top + rowH / 2 - 7,
        14,
        14,
        `rx="3" fill="${item.checked ? theme.mainColor : 'none'}" stroke="${item.checked ? theme.mainColor : theme.axis}"`,
      ),
      text(PAD + 30, top + rowH / 2, fit(item.label, width - (item.value ? 120 : 40), 13), { size: 13 }),
    );
    if (item.value)
      out.push(
        text(size.width - PAD - 8, top + rowH / 2, item.value, {
          size: 12,
          fill: theme.muted,
          anchor: 'end',
        }),
      );
  });
  return out.join('');
}

/** A list filter: its name over a control (a select, a search box), its first values under it. */
function listFilter(ctx: RenderContext, size: PictureSize, values: Cell[], control: string): string {
  const col = ctx.plan.dimensions[0]!;
  return svgDocument(
    ctx,
    size,
    text(PAD, PAD + 8, filterTitle(ctx), { size: 13, weight: 600 }) +
      control +
      valueList(
        ctx,
        size,
        PAD + 60,
        values.map((v) => ({ label: ctx.fmt(col, v) })),
      ),
  );
}

function dropdownFilter(ctx: RenderContext, size: PictureSize): string {
  const col = ctx.plan.dimensions[0];
  if (!col) return messagePicture(ctx, size, ctx.msg('noData'));
  return listFilter(ctx, size, dropdownValues(ctx, col), field(ctx, size, PAD + 20, ctx.msg('all'), 'caret'));
}

function searchFilter(ctx: RenderContext, size: PictureSize): string {
  const col = ctx.plan.dimensions[0];
  if (!col) return messagePicture(ctx, size, ctx.msg('noData'));
  return listFilter(
    ctx,
    size,
    orderCategories(ctx.rows, col.key, undefined, undefined),
    field(ctx, size, PAD + 20, ctx.msg('searchPlaceholder'), 'search'),
  );
}

function slicerFilter(ctx: RenderContext, size: PictureSize): string {
  const col = ctx.plan.dimensions[0];
  if (!col) return messagePicture(ctx, size, ctx.msg('noData'));
  const o = ctx.plan.options;
  const m = ctx.plan.measures[0];
  const { values, totals } = slicerValues(ctx, col);
  const max = Math.max(1, ...totals.values());
  const rankbar = optB(o, 'rankbar', true) && m;
  return svgDocument(
    ctx,
    size,
    text(PAD, PAD + 8, filterTitle(ctx), { size: 13, weight: 600 }) +
      valueList(
        ctx,
        size,
        PAD + 22,
        values.map((v) => {
          const total = totals.get(selectionKey(v)) ?? 0;
          return {
            label: ctx.fmt(col, v),
            ...(m && optB(o, 'measure.show', true) ? { value: ctx.fmt(m, total) } : {}),
            ...(rankbar ? { share: total / max } : {}),
          };
        }),
      ),
  );
}

function sliderFilter(ctx: RenderContext, size: PictureSize): string {
  const col = ctx.plan.dimensions[0];
  const vals = col ? ctx.rows.map((r) => r[col.key]).filter((v): v is number => typeof v === 'number') : [];
  if (!col || !vals.length) return messagePicture(ctx, size, ctx.msg('noData'));
  const { theme } = ctx;
  const min = Math.min(...vals);
  const max = Math.max(...vals);
  const show = (v: number) =>
    col.type === 'datetime' ? ctx.fmt({ ...col, level: 5 }, v) : ctx.fmt({ ...col, role: 'measure' }, v);
  const y = size.height / 2;
  const x0 = PAD + 10;
  const x1 = size.width - PAD - 10;
  return svgDocument(
    ctx,
    size,
    text(PAD, PAD + 8, filterTitle(ctx), { size: 13, weight: 600 }) +
      rect(x0, y - 3, x1 - x0, 6, `rx="3" fill="${theme.mainColor}"`) +
      [x0, x1]
        .map(
          (x) =>
            `<circle cx="${x}" cy="${y}" r="9" fill="${theme.background}" stroke="${theme.mainColor}" stroke-width="3"/>`,
        )
        .join('') +
      text(x0 - 8, y + 28, show(min), { size: 13, fill: theme.muted }) +
      text(x1 + 8, y + 28, show(max), { size: 13, fill: theme.muted, anchor: 'end' }) +
      text(size.width / 2, size.height - PAD - 8, `${show(min)} – ${show(max)}`, {
        size: 13,
        anchor: 'middle',
      }),
  );
}

/** The from/to days the date filter starts with: its configured range or preset, else empty (all dates). */
function dateFilter(comparison: boolean) {
  return (ctx: RenderContext, size: PictureSize): string => {
    const col = ctx.plan.dimensions[0];
    if (!col) return messagePicture(ctx, size, ctx.msg('noData'));
    const o = ctx.plan.options;
    const vals = ctx.rows.map((r) => r[col.key]).filter((v): v is number => typeof v === 'number');
    const range = vals.length ? configuredDateRange(ctx, Math.min(...vals), Math.max(...vals)) : null;
    const day = (ms: number) => isoDay(ms, ctx.timeZone);
    const half = (size.width - 2 * PAD - 8) / 2;
    const out = [
      text(PAD, PAD + 8, filterTitle(ctx), { size: 13, weight: 600 }),
      text(PAD, PAD + 30, ctx.msg('from'), { size: 12, fill: ctx.theme.muted }),
      text(PAD + half + 8, PAD + 30, ctx.msg('to'), { size: 12, fill: ctx.theme.muted }),
      field(ctx, size, PAD + 42, range ? day(range[0]) : 'yyyy-mm-dd', 'calendar', half),
      field(ctx, size, PAD + 42, range ? day(range[1]) : 'yyyy-mm-dd', 'calendar', half, PAD + half + 8),
    ];
    if (comparison) {
      const mode = optS(o, 'comparisonSelector', 'previousPeriod');
      out.push(
        text(PAD, PAD + 96, ctx.msg('comparison'), { size: 12, fill: ctx.theme.muted }),
        field(
          ctx,
          size,
          PAD + 108,
          ctx.msg(mode === 'previousYear' ? 'previousYear' : 'previousPeriod'),
          'caret',
        ),
      );
    }
    return svgDocument(ctx, size, out.join(''));
  };
}

// ---- Media -----------------------------------------------------------------------------------------------

/** Text items: their HTML as blocks of text, headings bold; wrapped to the width. */
function textItem(ctx: RenderContext, size: PictureSize): string {
  const o = ctx.plan.options;
  const html =
    pickLanguage(optAt(o, 'html') as never, ctx.locale) ??
    pickLanguage(optAt(o, 'text') as never, ctx.locale) ??
    '';
  const blocks = [...html.matchAll(/<(h[1-6]|p|li|div)[^>]*>([\s\S]*?)<\/\1>/gi)].map((m) => ({
    heading: /^h/i.test(m[1]!),
    text: decode(m[2]!.replace(/<[^>]*>/g, '')),
  }));
  if (!blocks.length && html) blocks.push({ heading: false, text: decode(html.replace(/<[^>]*>/g, '')) });
  const out: string[] = [];
  let y = PAD + 10;
  for (const block of blocks) {
    const fontSize = block.heading ? 17 : 14;
    const weight = block.heading ? 700 : 400;
    const perLine = Math.floor((size.width - 2 * PAD) / charWidth(fontSize, weight));
    const lines: string[] = [];
    for (const word of block.text.split(/\s+/).filter(Boolean)) {
      const lastLine = lines[lines.length - 1];
      if (lastLine !== undefined && `${lastLine} ${word}`.length <= perLine)
        lines[lines.length - 1] = `${lastLine} ${word}`;
      else lines.push(word);
    }
    for (const line of lines) {
      if (y > size.height - PAD) break;
      out.push(text(PAD, y, line, { size: fontSize, weight }));
      y += fontSize * 1.4;
    }
    y += 6;
  }
  return svgDocument(ctx, size, out.join(''));
}

function decode(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** Image items: the image itself when the item would load it (a data: URL or this site's), else its name. */
function imageItem(ctx: RenderContext, size: PictureSize): string {
  const o = ctx.plan.options;
  const src = safeUrl(optAt(o, 'image') ?? optAt(o, 'url'), true);
  const alt = pickLanguage(optAt(o, 'title') as never, ctx.locale) ?? 'Image';
  if (!src || foreignHost(src) || !src.startsWith('data:image/')) return messagePicture(ctx, size, alt);
  const ratio =
    { fit: 'xMidYMid meet', fill: 'xMidYMid slice', stretch: 'none' }[optS(o, 'mode', 'fit')] ??
    'xMidYMid meet';
  return svgDocument(
    ctx,
    size,
    `<image href="${escapeXml(src)}" x="${PAD}" y="${PAD}" width="${size.width - 2 * PAD}" height="${size.height - 2 * PAD}" preserveAspectRatio="${ratio}"/>`,
  );
}

/** Video items show a facade (a play button on the backdrop) until the reader presses play. */
function videoItem(ctx: RenderContext, size: PictureSize): string {
  const o = ctx.plan.options;
  const title = pickLanguage(optAt(o, 'title') as never, ctx.locale) ?? 'Video';
  const backdrop = optS(o, 'backdropColor', '#000000');
  const cx = size.width / 2;
  const cy = size.height / 2 - 8;
  const caption = youtubeId(optAt(o, 'youtube')) ? `${title} (YouTube)` : title;
  return svgDocument(
    ctx,
    size,
    rect(0, 0, size.width, size.height, `fill="${escapeXml(backdrop)}"`) +
      `<circle cx="${cx}" cy="${cy}" r="26" fill="#ffffff" fill-opacity="0.9"/>` +
      `<path d="M${cx - 8} ${cy - 13}L${cx + 14} ${cy}L${cx - 8} ${cy + 13}Z" fill="#111111"/>` +
      text(cx, size.height - PAD - 10, fit(caption, size.width - 2 * PAD, 13), {
        size: 13,
        fill: '#ffffff',
        anchor: 'middle',
      }),
  );
}

const DRAWERS: Record<string, (ctx: RenderContext, size: PictureSize) => string> = {
  'regular-table': regularTable,
  'pivot-table': pivotTable,
  'heat-table': heatTable,
  'evolution-number': evolutionNumber,
  'conditional-number': conditionalNumber,
  'dropdown-filter': dropdownFilter,
  'search-filter': searchFilter,
  'slicer-filter': slicerFilter,
  'slider-filter': sliderFilter,
  'date-filter': dateFilter(false),
  'date-comparison-filter': dateFilter(true),
  text: textItem,
  image: imageItem,
  video: videoItem,
};

/** The HTML types this module draws (a unit test holds it to every HTML type of the runtime). */
export const HTML_PICTURE_TYPES = Object.keys(DRAWERS);

export function htmlPicture(ctx: RenderContext, size: PictureSize): string {
  const draw = DRAWERS[ctx.plan.type];
  if (!draw) throw new Error(`No picture for the HTML item type "${ctx.plan.type}"`);
  return draw(ctx, size);
}
