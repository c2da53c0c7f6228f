import { own } from '@site/src/lib/own';

/**
 * The files of these routes and named chunks in the preload manifest (PRELOAD_MANIFEST): only site script paths,
 * anything else in the file is ignored.
 */
export function filesToPrefetch(manifest: unknown, routes: readonly string[]): string[] {
  if (!manifest || typeof manifest !== 'object') return [];
  const files = routes.flatMap((route) => {
    const list = own(manifest as Record<string, unknown>, route);
    return Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string') : [];
  });
  return [...new Set(files)].filter((f) => /^\/(?!\/)[\w./~-]+\.js$/.test(f) && !f.includes('..'));
}
