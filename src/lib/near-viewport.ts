/**
 * How far below (or above) the viewport a chart item or a code block starts loading what it needs: a third of
 * a phone's screen, so a reader scrolling finds it drawn, while a preview a screen and a half down (the
 * playground's, under its editor, at 390 px) does not load with the page.
 */
const LOAD_MARGIN = '300px 0px';

/**
 * Calls `load` once `el` is within LOAD_MARGIN of the viewport (at once without IntersectionObserver). An
 * element that is not rendered (in a hidden tab panel) never intersects: it loads when it is shown. Returns
 * the clean-up. `margin` replaces LOAD_MARGIN ('0px': once in view).
 */
export function whenNearViewport(el: Element, load: () => void, margin = LOAD_MARGIN): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    load();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: margin },
  );
  observer.observe(el);
  return () => observer.disconnect();
}
