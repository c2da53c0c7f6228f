import { useCallback, useEffect, useRef } from 'react';
import { saveText } from '../storage';
import type { Notice } from './startup';

/** Saves this long after the last edit. */
const SAVE_DELAY_MS = 600;

/**
 * Keeps the playground's text in this browser, shortly after each edit. When it cannot (too large, storage
 * full), the reader is told once, until a save succeeds again.
 */
export function useAutosave(notify: (notice: Notice) => void): (text: string) => void {
  const timer = useRef<number | undefined>(undefined);
  const warned = useRef(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (text: string) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        const saved = saveText(text);
        if (saved === 'too-large' && !warned.current) {
          warned.current = true;
          notify({
            tone: 'info',
            text: 'This document is too large to keep in this browser (over 2 MB); download it to keep it.',
          });
        } else if (saved === 'full' && !warned.current) {
          warned.current = true;
          notify({
            tone: 'error',
            text: "This browser's storage for this site is full, so your edits are kept in this tab only (they survive a reload, not closing the tab). Download the dashboard to keep it.",
          });
        } else if (saved === 'saved') warned.current = false;
      }, SAVE_DELAY_MS);
    },
    [notify],
  );
}
