/**
 * The two persisted preferences of the Flex pages: the code framework (shared with Docusaurus
 * <Tabs groupId="framework">, hence its key) and whether example code is shown. Both go through Docusaurus'
 * storage slots, which validate nothing: values are checked here, so garbage in storage falls back.
 */
import { useCallback, useEffect, useState } from 'react';
import { useStorageSlot } from '@docusaurus/theme-common';
import { writeBoolean } from '@site/src/lib/storage';
import { useMediaMatch } from '@site/src/components/HeldMarkup';
import { FRAMEWORKS, type Framework } from '../../examples/types';

export const FRAMEWORK_KEY = 'docusaurus.tab.framework';
export const SHOW_CODE_KEY = 'show-code';

/** Labels in the order the selectors list them. */
export const FRAMEWORK_LABELS: Record<Framework, string> = {
  angular: 'Angular',
  react: 'React',
  html: 'HTML',
  vue: 'Vue',
};

export function isFramework(v: unknown): v is Framework {
  return typeof v === 'string' && (FRAMEWORKS as readonly string[]).includes(v);
}

/**
 * The reader's framework; `fallback` applies while nothing valid is stored (react in general, angular on
 * example pages). Before hydration it is always the fallback, so the prerendered HTML matches.
 */
export function useFramework(fallback: Framework): [Framework, (f: Framework) => void] {
  const [stored, slot] = useStorageSlot(FRAMEWORK_KEY);
  const hydrated = useHydrated();
  const value = hydrated && isFramework(stored) ? stored : fallback;
  const set = useCallback(
    (f: Framework) => {
      try {
        slot.set(f);
      } catch {
        // Storage blocked or full: the choice lasts for this page only.
      }
    },
    [slot],
  );
  return [value, set];
}

/**
 * Whether example code is shown: the string "true"/"false" in storage, shown by default. The choice is written
 * with the site's storage helper, which tells whether it was kept: Docusaurus' slot logs a console error and
 * changes nothing when the browser refuses the write, so the button did nothing at all. A refused choice still
 * applies to this page; `kept` is false then, for the page to say so.
 */
export function useShowCode(): [shown: boolean, set: (show: boolean) => void, kept: boolean] {
  const [stored] = useStorageSlot(SHOW_CODE_KEY);
  const hydrated = useHydrated();
  const [onThisPage, setOnThisPage] = useState<boolean | null>(null);
  const [kept, setKept] = useState(true);
  const value = onThisPage ?? (hydrated && stored === 'false' ? false : true);
  const set = useCallback((show: boolean) => {
    setOnThisPage(show);
    setKept(writeBoolean(SHOW_CODE_KEY, show));
  }, []);
  return [value, set, kept];
}

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Whether a media query matches; false before hydration (useMediaMatch); true when there is no query. */
export function useMediaQuery(query: string | null): boolean {
  const matches = useMediaMatch(query ?? '');
  return query ? matches : true;
}
