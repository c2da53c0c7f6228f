import type { RenderContext } from './context';
import type { EchartsApi } from './types';

/** ECharts' default axis label size (its axis defaults set it, so the theme's text size does not apply). */
const AXIS_LABEL_FONT_SIZE = 12;

/**
 * A page's first chart pays one-off costs inside ECharts' first option, which makes it a phone's longest task
 * (about 300 ms at 4x CPU for a bar chart). Two of them are paid here instead, in a task before it:
 * - ICU builds a number or date format the first time one is asked for (a compact currency format: about 30 ms
 *   at 4x), and the axis formatters ask for theirs while ECharts lays the axes out;
 * - zrender measures the 128 ASCII characters of a font the first time it wraps a label in that font (ECharts'
 *   label layout wraps every label that has a width).
 */
export function warmFirstDraw(ctx: RenderContext, echarts: EchartsApi): void {
  const first = ctx.rows[0];
  for (const col of [...ctx.plan.dimensions, ...ctx.plan.measures]) {
    ctx.fmt(col, first?.[col.key] ?? null);
    if (col.role === 'measure') ctx.fmtAxis(col, 0);
  }
  const label = new echarts.graphic.Text({
    style: {
      text: 'Wide label',
      // The font zrender composes for ECharts' labels: "normal normal 12px <family>".
      fontStyle: 'normal',
      fontWeight: 'normal',
      fontSize: AXIS_LABEL_FONT_SIZE,
      fontFamily: ctx.theme.fontFamily,
      // Wrapping, not truncation: only wrapping measures characters one by one (zrender's wrapText).
      width: 24,
      overflow: 'break',
    },
  });
  label.getBoundingRect();
}
