import { useSyncExternalStore } from 'react';
import { pageHydrated } from './page-hydrated';

const subscribeNever = () => () => undefined;

// `docusaurus start` renders in the browser from nothing (Docusaurus defines this false there): no server HTML,
// so nothing is ever hydrating, and a code block that took itself for prerendered showed an empty <pre>.
const serverRendered = String(process.env.HYDRATE_CLIENT_ENTRY) !== 'false';

/**
 * True while React hydrates server HTML (it reads the server snapshot then, also for a Suspense boundary
 * hydrated later) and during server rendering; false in every client render after the first page hydrated,
 * and always in the dev server's browser, which renders without server HTML.
 *
 * The browser snapshot stays true until then: right after hydrating, React compares each hydrated hook's
 * server snapshot with the browser's, and a difference re-renders that component synchronously. With a
 * constant `false` every code block of the page was rendered again in one task, for nothing (a block reads
 * this only when it mounts).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => serverRendered && !pageHydrated(),
    () => true,
  );
}
