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
import React, { useCallback, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { defineVizItem } from '@quantaloop/viz-item';
import type { FacadePicture } from '../../gallery/facade';
import styles from './styles.module.css';

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

/**
 * One item's box content: the picture until the page is live, then the live item (`children`), with the
 * picture kept over it until its first draw so the reader never sees an empty box.
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
  const boxRef = useRef<HTMLDivElement>(null);
  /** The reader came to this picture with the keyboard: the live item takes the focus over. */
  const keyboard = useRef(false);
  // Until its first draw the picture covers the live item; the rendered event bubbles from the element.
  useEffect(() => {
    const box = boxRef.current;
    if (!live || !box) return undefined;
    const done = () => setDrawn(true);
    box.addEventListener('rendered', done);
    if (keyboard.current) {
      keyboard.current = false;
      box.querySelector<HTMLElement>('viz-item')?.focus();
    }
    return () => box.removeEventListener('rendered', done);
  }, [live]);

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
          onPointerDown={() => wake()}
          onClick={() => wake()}
          onFocus={(e) => {
            // A pointer focuses on its way to a click; only a keyboard focus moves the focus into the chart.
            keyboard.current = e.target.matches(':focus-visible');
            wake();
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
      {mode === 'failed' && (
        <p className={styles.failed} role="alert">
          The live chart could not be loaded (network?). Reload the page to try again.
        </p>
      )}
    </div>
  );
}
