/**
 * A tap on a drawn chart answers before the chart code is in: the picture's tips file (gallery/tips.ts,
 * written beside the picture at build time with the live chart's rows and formatters) says which tooltip the
 * point under the finger shows. No chart code: a hit test on the marks' shapes and a lookup (./tip-at.ts).
 * The hit test is its own chunk, fetched with the tips file: a page where no picture comes into view (a wide
 * screen draws live charts) does not carry it in its first load (tests/e2e/quality/budgets.spec.ts).
 */
import type { FacadePicture, FramedTips } from '../../gallery/facade';
import type { ShownTip } from './tip-at';

export type { ShownTip } from './tip-at';

/** The tips file of the picture the browser shows now: the `<source>` whose range holds the viewport, this theme. */
export function currentTipsUrl(picture: FacadePicture): string | null {
  const source =
    picture.sources.find((s) => window.matchMedia(`(max-width: ${s.maxViewport}px)`).matches) ??
    picture.sources.at(-1);
  const dark = document.documentElement.dataset.theme === 'dark';
  return source?.tips?.[dark ? 'dark' : 'light'] ?? null;
}

/** The hit test and hand-over chunk (named: src/client/preload-routes.ts FACADE_TIPS_CHUNK). */
export function loadTipAt(): Promise<typeof import('./tip-at')> {
  return import(/* webpackChunkName: "facade-tips" */ './tip-at');
}

/** The tooltip for a point of the picture's box, or for its first point; null off the data. */
export type Tips = (
  box: { width: number; height: number },
  at: { x: number; y: number } | 'first',
) => ShownTip | null;

const loaded = new Map<string, Promise<Tips | null>>();
const ready = new Map<string, Tips | null>();

/** The tips file and the hit test, fetched once per page (a failure answers nothing: the live chart still comes). */
export function loadTips(url: string): Promise<Tips | null> {
  let tips = loaded.get(url);
  if (!tips) {
    const file = fetch(url).then(
      (r) => (r.ok ? (r.json() as Promise<FramedTips>) : null),
      () => null,
    );
    const hit = loadTipAt().catch(() => null);
    tips = Promise.all([file, hit]).then(([t, h]) => {
      const answer: Tips | null = t && h ? (box, at) => h.tipAt(t, box, at) : null;
      ready.set(url, answer);
      return answer;
    });
    loaded.set(url, tips);
  }
  return tips;
}

/** The tips if they are in already (undefined if not): a tap then answers within its own event. */
export function tipsIfLoaded(url: string): Tips | null | undefined {
  return ready.get(url);
}
