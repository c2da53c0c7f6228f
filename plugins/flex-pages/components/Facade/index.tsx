/**
 * A drawn chart first, the live chart on intent. On a touch device below 992 px (a phone, a small tablet) a
 * chart page's demo and an example's items show their build-time pictures (gallery/facade.ts) in the live
 * item's box, and the chart runtime (the element and ECharts) is downloaded and run only when the reader
 * touches or focuses the chart or a control, or edits the playground: a phone's first load then costs what a
 * plain page costs. With a fine pointer (desktop) the live chart runs at once, as before.
 *
 * The server renders the pictures; CSS shows them only on touch devices (so there is no flash of a picture on
 * desktop, and with `loading="lazy"` a hidden picture is never downloaded), and only the current theme's.
 */
import React, { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { defineVizItem } from '@quantaloop/viz-item';
import { prefetchNamed } from '@site/src/client/prefetch';
import { VIZ_ITEM_CHUNKS } from '@site/src/client/preload-routes';
import type { FacadePicture } from '../../gallery/facade';
import { currentTipsUrl, loadTipAt, loadTips, tipsIfLoaded, type ShownTip } from './tips';
import styles from './styles.module.css';

/**
 * On a chart page's preview box and an example's item box (both rounded 0.75rem inside a 1 px border, their
 * CSS): the chart's corners, and its focus ring drawn inside it, follow the box's. Inline, as the site's
 * stylesheet is at its byte budget.
 */
export const ROUNDED_ITEM = { '--viz-item-border-radius': 'calc(0.75rem - 1px)' } as React.CSSProperties;

/** Touch first and narrower than the desktop layout. Keep in step with styles.module.css. */
export const TOUCH_QUERY = '(hover: none) and (pointer: coarse) and (max-width: 991px)';

export type FacadeMode = 'picture' | 'loading' | 'live' | 'failed';

export interface Facade {
  mode: FacadeMode;
  /** Asks for the live chart (a tap, a focus, an edit). */
  wake(): void;
}

/**
 * The page's one switch from pictures to live items. `pictured`: the page has pictures (else live at once).
 * Server and first client render show the pictures; a fine pointer goes live in the first effect.
 */
export function useFacade(pictured: boolean): Facade {
  const [mode, setMode] = useState<FacadeMode>(pictured ? 'picture' : 'live');
  const started = useRef(false);
  const wake = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setMode((m) => (m === 'picture' ? 'loading' : m));
    defineVizItem().then(
      () => setMode('live'),
      (error: unknown) => {
        // A warning, never an error: the picture stays and the page says the live chart is missing.
        console.warn('The live chart could not be loaded', error);
        setMode('failed');
      },
    );
  }, []);
  useEffect(() => {
    if (pictured && !window.matchMedia(TOUCH_QUERY).matches) {
      started.current = true;
      setMode('live');
    }
  }, [pictured]);
  return { mode, wake };
}

/** Runs `fn` once the page has loaded and the main thread is idle (never during the load). */
function whenLoadedAndIdle(fn: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => !cancelled && fn());
    else setTimeout(() => !cancelled && fn(), 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

/**
 * One item's box content: the picture until the page is live, then the live item (`children`), with the
 * picture kept over it until its first draw so the reader never sees an empty box. A tap or a keyboard focus
 * on the picture shows the tooltip of the point under the finger at once, from the picture's tips file
 * (./tips.ts, fetched once the picture is in view and the page idle); the live chart, asked for by the same tap,
 * then gets the reader's taps replayed and opens the same tooltip.
 */
export function FacadeItem({
  facade,
  picture,
  children,
}: {
  facade: Facade;
  picture: FacadePicture;
  children: React.ReactNode;
}): React.JSX.Element {
  const { mode, wake } = facade;
  const live = mode === 'live';
  const [drawn, setDrawn] = useState(false);
  const [tip, setTip] = useState<ShownTip | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  /** The reader came to this picture with the keyboard: the live item takes the focus over. */
  const keyboard = useRef(false);
  /** The taps on the picture (where they are on the live chart, box px), replayed on it once it is drawn. */
  const taps = useRef<{ x: number; y: number }[]>([]);

  // In view and the page idle: the tips file comes, so that a first tap finds it, and the chart code is
  // downloaded (not run; nothing on a Save-Data connection), so that the live chart follows the tap sooner.
  useEffect(() => {
    const box = boxRef.current;
    if (live || !box) return undefined;
    let stop = () => undefined as void;
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      stop = whenLoadedAndIdle(() => {
        const url = currentTipsUrl(picture);
        if (url) void loadTips(url);
        // A failed background download only costs the head start: the tap downloads again.
        prefetchNamed(VIZ_ITEM_CHUNKS).catch((error: unknown) => console.warn(`[preload] ${String(error)}`));
      });
    });
    seen.observe(box);
    return () => {
      seen.disconnect();
      stop();
    };
  }, [live, picture]);

  // Until its first draw the picture covers the live item; the rendered event bubbles from the element.
  useEffect(() => {
    const box = boxRef.current;
    if (!live || !box) return undefined;
    const done = () => setDrawn(true);
    box.addEventListener('rendered', done);
    if (keyboard.current) box.querySelector<HTMLElement>('viz-item')?.focus();
    return () => box.removeEventListener('rendered', done);
  }, [live]);

  // Drawn: the live chart is given what the reader did on the picture, and its tooltip takes over. Nothing to
  // hand over (a wide screen, a reader who never touched the picture): the hand-over's code is not loaded.
  useEffect(() => {
    const box = boxRef.current;
    const item = box?.querySelector<HTMLElement>('viz-item');
    if (!drawn || !box || !item || !(taps.current.length || keyboard.current || tipRef.current))
      return undefined;
    const replayed = taps.current.splice(0);
    const byKeyboard = keyboard.current;
    keyboard.current = false;
    let stop = () => undefined as void;
    let cancelled = false;
    loadTipAt().then(
      (m) => {
        if (!cancelled) stop = m.handOver(item, box, replayed, byKeyboard, () => setTip(null));
      },
      () => setTip(null), // the live chart answers the next tap itself
    );
    return () => {
      cancelled = true;
      stop();
    };
  }, [drawn]);

  // The tooltip inside the box, beside the finger, as ECharts confines its own.
  useLayoutEffect(() => {
    const el = tipRef.current;
    const box = boxRef.current;
    if (!el || !box || !tip) return;
    const { clientWidth: w, clientHeight: h } = box;
    const { offsetWidth: tw, offsetHeight: th } = el;
    // Right of the finger, else left of it; above it, else below it; always inside the box.
    const right = tip.x + 12 + tw <= w - 4 ? tip.x + 12 : tip.x - 12 - tw;
    const top = tip.y - 12 - th >= 4 ? tip.y - 12 - th : tip.y + 16;
    el.style.left = `${Math.max(4, Math.min(right, w - tw - 4))}px`;
    el.style.top = `${Math.max(4, Math.min(top, h - th - 4))}px`;
  }, [tip]);

  /**
   * Shows the tooltip of a point of the picture (its box's px), or of its first point; a tap is kept to be
   * replayed on the live chart, where its point is (off the data: where the finger was).
   */
  const show = (at: { x: number; y: number } | 'first', tap: boolean) => {
    const url = currentTipsUrl(picture);
    const box = boxRef.current;
    const kept = tap && taps.current.length < 2 ? at : null;
    if (kept && kept !== 'first') taps.current.push(kept);
    if (!url || !box) return;
    const answer = (tips: ReturnType<typeof tipsIfLoaded>) => {
      const shown = tips?.({ width: box.clientWidth, height: box.clientHeight }, at);
      if (shown && kept && kept !== 'first') Object.assign(kept, shown.live);
      setTip(shown ?? null);
    };
    // Usually in since the picture came into view: answered in this very event, so it paints next frame.
    const tips = tipsIfLoaded(url);
    if (tips !== undefined) answer(tips);
    else void loadTips(url).then(answer);
  };

  /** The live chart is asked for once the tooltip is painted: its download and start never delay it. */
  const wakeAfterPaint = () => requestAnimationFrame(() => setTimeout(wake));

  return (
    <div ref={boxRef} className={styles.box}>
      {live && children}
      {!(live && drawn) && (
        <div
          className={clsx(styles.facade, live && styles.covering)}
          role="img"
          aria-label={picture.alt}
          tabIndex={live ? -1 : 0}
          data-facade={mode}
          onPointerDown={(e) => {
            const origin = e.currentTarget.getBoundingClientRect();
            show({ x: e.clientX - origin.left, y: e.clientY - origin.top }, e.pointerType !== 'mouse');
            wakeAfterPaint();
          }}
          onClick={wakeAfterPaint}
          onFocus={(e) => {
            // A pointer focuses on its way to a click; only a keyboard focus moves the focus into the chart.
            keyboard.current = e.target.matches(':focus-visible');
            if (keyboard.current) show('first', false);
            wakeAfterPaint();
          }}
        >
          {(['light', 'dark'] as const).map((theme) => (
            <picture key={theme} className={styles[theme]}>
              {picture.sources.slice(0, -1).map((s) => (
                <source key={s.width} media={`(max-width: ${s.maxViewport}px)`} srcSet={s[theme]} />
              ))}
              <img
                src={picture.sources.at(-1)![theme]}
                alt=""
                loading="lazy"
                decoding="async"
                width={picture.sources.at(-1)!.width}
                height={picture.height}
              />
            </picture>
          ))}
        </div>
      )}
      {tip && (
        <div
          ref={tipRef}
          data-facade-tip=""
          role="status"
          style={tip.style}
          // Made at build time by the live chart's own formatter, which escapes every text (gallery/tips.ts).
          dangerouslySetInnerHTML={{ __html: tip.html }}
        />
      )}
      {mode === 'failed' && (
        <p className={styles.failed} role="alert">
          The live chart could not be loaded (network?). Reload the page to try again.
        </p>
      )}
    </div>
  );
}
