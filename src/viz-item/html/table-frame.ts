/**
 * The frame of a wide table (tables.ts): its own sideways scroll box, the side shadows, "More columns ›", and
 * whole columns only at rest.
 */
import type { RenderContext } from '../render/context';
import { h } from './dom';

/**
 * A table in its own horizontal scroll box (the page never scrolls sideways), inside a frame that casts a
 * shadow on each side where columns are hidden: `data-more` lists "left" and/or "right", kept current as the
 * reader scrolls and as the tile resizes. The left shadow falls at the edge of the sticky first column
 * (`.lead` cells), which the hidden columns slide under. A table wider than its tile also says so in words,
 * on a line of its own above it (a phone's reader may not read a shadow as "scroll me", and nothing of the
 * table is covered): "More columns ›" brings the next hidden column into view, and at the last column
 * "‹ First columns" goes back. Scrolling stops at a column's edge, and at rest a column the right edge would
 * cut is kept out of view, so a column is seen whole.
 */
export function scrollFrame(ctx: RenderContext, table: HTMLTableElement): HTMLElement {
  const scroller = h('div', { class: 'vi-scroll' }, table);
  const label = h('span', {}, ctx.msg('moreColumns'));
  const more = h('button', { type: 'button', class: 'vi-more' }, label);
  const bar = h('div', { class: 'vi-more-bar', hidden: true }, more);
  const frame = h('div', { class: 'vi-scroll-frame' }, bar, scroller);
  const heads = () => Array.from(table.querySelectorAll<HTMLElement>('thead tr:last-child th'));
  /** Where the scroller's content ends on screen (a vertical scrollbar is not content). */
  const viewRight = () => scroller.getBoundingClientRect().left + scroller.clientLeft + scroller.clientWidth;
  /** The first header cell cut off at the right edge: the column the button brings into view. */
  const nextHidden = () => {
    const edge = viewRight() - 1;
    return heads().find((th) => th.getBoundingClientRect().right > edge);
  };
  more.addEventListener('click', () => {
    const next = nextHidden();
    if (!next) return scroller.scrollTo({ left: 0, behavior: 'smooth' });
    const lead = table.querySelector<HTMLElement>('tbody .lead')?.offsetWidth ?? 0;
    const by = next.getBoundingClientRect().left - scroller.getBoundingClientRect().left - lead;
    scroller.scrollBy({ left: Math.max(by, 40), behavior: 'smooth' });
  });
  /**
   * A value column that cannot be seen whole beside a wide first column (long labels on a narrow phone): the
   * first column gives way (its labels end in an ellipsis, down to a few characters) so that the widest value
   * column fits beside it. Once per width (a resize clears it).
   */
  const fitLead = () => {
    const leadCell = table.querySelector<HTMLElement>('tbody .lead');
    if (!leadCell || table.style.getPropertyValue('--vi-lead-max')) return;
    const values = heads().filter((th) => !th.classList.contains('lead'));
    const widest = Math.max(0, ...values.map((th) => th.offsetWidth));
    const room = Math.max(64, Math.floor(scroller.clientWidth - widest - 1));
    table.style.setProperty('--vi-lead-max', room < leadCell.offsetWidth ? `${room}px` : '28em');
    // A shortened label keeps its whole text as the cell's title (the DOM text is whole for a screen reader).
    for (const cell of Array.from(table.querySelectorAll<HTMLElement>('.lead'))) {
      const whole = (cell.textContent ?? '').trim();
      if (cell.scrollWidth > cell.clientWidth + 1) cell.title = whole;
      else cell.removeAttribute('title');
    }
  };
  /**
   * At rest, a column an edge cuts is kept out of view: the table is clipped to its sticky first column and the
   * whole columns in view, the shadows drawn at the gaps. A phone shows fewer columns, each whole, and "More
   * columns ›" the rest. While the reader scrolls, the table shows as it slides.
   */
  const clipCut = () => {
    const view = scroller.getBoundingClientRect();
    const left = view.left + scroller.clientLeft;
    const right = left + scroller.clientWidth;
    const leadCell = table.querySelector<HTMLElement>('tbody .lead');
    const leadWidth = leadCell?.getBoundingClientRect().width ?? 0;
    const from = left + leadWidth;
    const columns = heads()
      .filter((th) => !th.classList.contains('lead'))
      .map((th) => th.getBoundingClientRect())
      .filter((box) => box.right > from + 0.5 && box.left < right - 0.5);
    const whole = columns.filter((box) => box.left >= from - 0.5 && box.right <= right + 0.5);
    const band =
      whole.length && whole.length < columns.length
        ? { start: whole[0]!.left, end: whole[whole.length - 1]!.right }
        : null;
    let clip = '';
    if (band) {
      const t = table.getBoundingClientRect();
      // Whole pixels inside each band: a clip edge on a fraction of a pixel lets a sliver of the cut column show.
      const rect = (x0: number, x1: number) => {
        const [a, b] = [Math.ceil(x0 - t.left), Math.floor(x1 - t.left)];
        return `M${a} 0H${b}V${Math.ceil(t.height)}H${a}Z`;
      };
      // A band next to the first column (a few px off at the end of the scroll) is one with it: no seam.
      clip =
        leadWidth && band.start - from < 4
          ? `path('${rect(left, band.end)}')`
          : `path('${leadWidth ? rect(left, from) : ''}${rect(band.start, band.end)}')`;
    }
    if (table.style.clipPath !== clip) table.style.clipPath = clip;
    const scrollbar = scroller.offsetWidth - scroller.clientWidth;
    frame.style.setProperty('--vi-clip-right', `${(band ? right - band.end : 0) + scrollbar}px`);
    frame.style.setProperty('--vi-clip-left', `${band ? band.start - from : 0}px`);
  };
  let settle = 0;
  const update = (scrolling = false) => {
    if (!scrolling) fitLead();
    const start = Math.abs(scroller.scrollLeft);
    const rest = scroller.scrollWidth - scroller.clientWidth - start;
    const sides = [start > 1 ? 'left' : '', rest > 1 ? 'right' : ''].filter(Boolean).join(' ');
    if (frame.dataset.more !== sides) frame.dataset.more = sides;
    // Shown while the table is wider than its tile, so the table below never moves as the reader scrolls.
    bar.hidden = scroller.scrollWidth - scroller.clientWidth <= 1;
    const text = rest > 1 ? `${ctx.msg('moreColumns')} ›` : `‹ ${ctx.msg('firstColumns')}`;
    if (label.textContent !== text) label.textContent = text;
    const lead = table.querySelector<HTMLElement>('tbody .lead');
    frame.style.setProperty('--vi-lead-width', `${lead?.offsetWidth ?? 0}px`);
    frame.style.setProperty('--vi-shadow-top', `${bar.offsetHeight}px`);
    frame.style.setProperty('--vi-shadow-height', `${Math.min(scroller.clientHeight, table.offsetHeight)}px`);
    if (scrolling) {
      table.style.clipPath = '';
      frame.style.setProperty('--vi-clip-right', `${scroller.offsetWidth - scroller.clientWidth}px`);
      frame.style.setProperty('--vi-clip-left', '0px');
    } else clipCut();
  };
  scroller.addEventListener(
    'scroll',
    () => {
      update(true);
      window.clearTimeout(settle);
      settle = window.setTimeout(update, 150);
    },
    { passive: true },
  );
  // A new width measures the first column anew (clipCut may have narrowed it for the last one).
  if (typeof ResizeObserver !== 'undefined')
    new ResizeObserver(() => {
      table.style.removeProperty('--vi-lead-max');
      update();
    }).observe(scroller);
  return frame;
}
