import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * True while React hydrates server HTML (it reads the server snapshot then, also for a Suspense boundary
 * hydrated later) and during server rendering; false in every client render after that.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}
