/**
 * The background downloads of the preload (routing.ts) and of a page's own chunks (prefetch-chunk.ts): loaded
 * when the page is idle, so that main.js, part of every page's first load, does not carry them.
 */
import { own } from '@site/src/lib/own';
import { PRELOAD_MANIFEST } from './preload-routes';
import { constrainedConnection } from './routing';

/** Only site script paths from our own manifest: anything else in the file is ignored. */
export function filesToPrefetch(manifest: unknown, routes: readonly string[]): string[] {
  if (!manifest || typeof manifest !== 'object') return [];
  const files = routes.flatMap((route) => {
    const list = own(manifest as Record<string, unknown>, route);
    return Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string') : [];
  });
  return [...new Set(files)].filter((f) => /^\/(?!\/)[\w./~-]+\.js$/.test(f) && !f.includes('..'));
}

function alreadyLoaded(): Set<string> {
  return new Set(
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name, location.href).pathname),
  );
}

/** Downloads (never runs) the script files of these routes and named chunks, from PRELOAD_MANIFEST. */
export async function prefetchNamed(names: readonly string[]): Promise<void> {
  if (constrainedConnection()) return;
  const response = await fetch(PRELOAD_MANIFEST);
  if (!response.ok) throw new Error(`${PRELOAD_MANIFEST}: HTTP ${response.status}`);
  const loaded = alreadyLoaded();
  for (const file of filesToPrefetch(await response.json(), names)) {
    if (loaded.has(file) || document.head.querySelector(`link[rel="prefetch"][href="${file}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = file;
    link.as = 'script';
    document.head.appendChild(link);
  }
}
