/**
 * A tiny DOM builder: text always goes through textContent, never innerHTML, and a `style` goes through the
 * site's rule for CSS values (src/lib/css-values.ts), since renderers put option values into styles.
 */
import { safeStyleText } from '../../lib/css-values';

type Attrs = Record<string, string | number | boolean | undefined | null | ((e: Event) => void)>;
type Child = Node | string | number | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (typeof v === 'function') el.addEventListener(k.replace(/^on/, '').toLowerCase(), v as EventListener);
    else if (k === 'style') el.setAttribute('style', safeStyleText(String(v)));
    else if (k === 'value' && 'value' in el) (el as HTMLInputElement).value = String(v);
    else if (k === 'checked' && 'checked' in el) (el as HTMLInputElement).checked = !!v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

let uid = 0;
export const nextId = (prefix: string) => `${prefix}-${++uid}`;

/**
 * Where the focused element sits under `root` (child indexes), so focus can be put back on its counterpart
 * after the HTML is re-rendered: a filter's list or a table's sort button keeps focus while the data changes.
 */
export function focusPath(root: Element, active: Element | null): number[] | null {
  let el = active;
  if (!el || !root.contains(el)) return null;
  const path: number[] = [];
  while (el && el !== root) {
    const parent: Element | null = el.parentElement;
    if (!parent) break;
    path.unshift(Array.prototype.indexOf.call(parent.children, el));
    el = parent;
  }
  return path;
}

export function focusAt(root: Element, path: number[] | null): void {
  if (!path) return;
  let el: Element | undefined = root;
  for (const i of path) el = el?.children[i];
  if (el instanceof HTMLElement) el.focus({ preventScroll: true });
}

/**
 * Numbers never wrap and are never cut, measured once the tile is laid out. A value wider than its box (a
 * font's digits wider than the estimate) is scaled down to fit. A tile too short for its title, value and
 * comparison (a subtitle that wraps in a narrow tile) first gives up its sparkline, then scales the value
 * down: the value is the one thing a number tile is for.
 */
export function fitNumbers(root: Element): void {
  for (const el of Array.from(root.querySelectorAll<HTMLElement>('.num-value'))) {
    const { scrollWidth, clientWidth } = el;
    if (clientWidth > 0 && scrollWidth > clientWidth) {
      const size = parseFloat(getComputedStyle(el).fontSize);
      el.style.fontSize = `${Math.max(10, Math.floor((size * clientWidth) / scrollWidth))}px`;
    }
  }
  for (const box of Array.from(root.querySelectorAll<HTMLElement>('.vi-number'))) {
    if (box.clientHeight === 0 || overflowY(box) <= 0) continue;
    const spark = box.parentElement?.querySelector<HTMLElement>(':scope > .spark-wrap');
    if (spark) spark.hidden = true;
    const excess = overflowY(box);
    const value = box.querySelector<HTMLElement>('.num-value');
    if (value && excess > 0) {
      const size = parseFloat(getComputedStyle(value).fontSize);
      // line-height 1.05: a pixel of font is about a pixel of height.
      value.style.fontSize = `${Math.max(12, Math.floor(size - excess / 1.05))}px`;
    }
  }
}

/** How many pixels the content of a flex column (children, gaps, padding) needs beyond its height. */
function overflowY(box: HTMLElement): number {
  const style = getComputedStyle(box);
  const children = Array.from(box.children) as HTMLElement[];
  const gaps = (parseFloat(style.rowGap) || 0) * Math.max(0, children.length - 1);
  const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  const content = children.reduce((sum, c) => sum + c.offsetHeight, 0);
  return Math.ceil(content + gaps + padding - box.clientHeight);
}
