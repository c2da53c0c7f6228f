import { own } from './own';
import table from '@site/src/data/legacy-links.json';

export interface LegacyTable {
  hash: Record<string, string>;
  paths: Record<string, Record<string, string>>;
}

const normalize = (s: string) => decodeURIComponent(s).trim().toLowerCase();

/**
 * Where an old docs URL lives now, or null when nothing should happen. Only URLs that carry a #fragment
 * are legacy links: a hash-only root URL (`/#account`) or an old guide path with a hash (`/guide/guides#pushing-data`).
 */
export function resolveLegacyLink(pathname: string, hash: string, data: LegacyTable = table): string | null {
  const anchor = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!anchor) return null;
  const key = safe(() => normalize(anchor));
  if (key === null) return null;
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return own(data.hash, key) ?? null;
  return own(own(data.paths, path), key) ?? null;
}

function safe<T>(f: () => T): T | null {
  try {
    return f();
  } catch {
    return null; // malformed %-escapes in a hand-typed URL
  }
}
