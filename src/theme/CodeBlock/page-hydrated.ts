/**
 * Whether the first page has hydrated. Its own module, outside the code block's chunk: Root (in main.js) sets
 * it, and importing ./hydrating there would put the code block's shared chunk in every page's first load.
 */
let hydrated = false;

/** Called once the first page has hydrated (src/theme/Root.tsx, whose effects run after its content's). */
export function markPageHydrated(): void {
  hydrated = true;
}

export function pageHydrated(): boolean {
  return hydrated;
}
