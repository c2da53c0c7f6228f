/** Number items: evolution number (with trend graph) and conditional number. */
import { pickLanguage } from '../i18n';
import { optAt, optB, optN, optS } from '../render/common';
import type { HtmlRenderer } from '../render/types';
import { h } from './dom';
import { changeText, conditionalFigures, evolutionFigures, numberTitle } from './number-figures';

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
    const { current, change, values, periodLabel } = evolutionFigures(ctx);
    const up = (change ?? 0) >= 0;
    const colours = {
      positive: optS(o, 'evolutionColor.positive', ctx.theme.positive),
      negative: optS(o, 'evolutionColor.negative', ctx.theme.negative),
    };
    const title = numberTitle(ctx, m);
    const subtitleOpt = pickLanguage(optAt(o, 'subtitle') as never, ctx.locale);
    const evoText = change !== undefined ? changeText(ctx, change) : '';
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
          evoText
            ? h('span', { class: 'evo', style: `color:${up ? colours.positive : colours.negative}` }, evoText)
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
    const { value, colour, state } = conditionalFigures(ctx);
    const title = numberTitle(ctx, m);
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
