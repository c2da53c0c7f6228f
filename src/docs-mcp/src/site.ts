/**
 * What the server reads: the files a build publishes, from a deployed site (http/https) or from a build
 * folder on disk, through the same two calls. Nothing here reads the repository.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A published file larger than this is refused: the biggest today (llms-full.txt) is a few MB. */
const MAX_FILE_BYTES = 32 * 1024 * 1024;
/** A deployed site that does not answer in this long fails the call (the next call tries again). */
const FETCH_TIMEOUT_MS = 30_000;

export class NotFoundError extends Error {}

export interface Site {
  /** Where the files come from, as given (for messages). */
  readonly source: string;
  /** The site's public origin + base path, for the URLs shown to readers, e.g. https://docs.example/ */
  publicBase: string;
  /** A published file's text; `file` is a site path like `/guide/x.md`. Rejects with NotFoundError on 404. */
  text(file: string): Promise<string>;
}

function checkPath(file: string): string {
  const clean = file.split(/[?#]/, 1)[0]!;
  if (!clean.startsWith('/')) throw new Error(`not a site path: ${file}`);
  const decoded = decodeURIComponent(clean);
  // A path may name any published file, never one outside the site.
  if (decoded.split('/').some((seg) => seg === '..') || decoded.includes('\0')) {
    throw new Error(`not a site path: ${file}`);
  }
  return decoded;
}

class FolderSite implements Site {
  publicBase = '/';
  constructor(readonly source: string) {}

  async text(file: string): Promise<string> {
    const full = path.join(this.source, checkPath(file));
    try {
      const data = await readFile(full);
      if (data.length > MAX_FILE_BYTES) throw new Error(`${file}: larger than ${MAX_FILE_BYTES} bytes`);
      return data.toString('utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR')
        throw new NotFoundError(`${file}: not found`);
      throw error;
    }
  }
}

class HttpSite implements Site {
  publicBase: string;
  private readonly base: URL;
  constructor(readonly source: string) {
    this.base = new URL(source.endsWith('/') ? source : `${source}/`);
    this.publicBase = this.base.href;
  }

  async text(file: string): Promise<string> {
    // Site paths are relative to the site's base path (a site may live under /docs/).
    const url = new URL(checkPath(file).slice(1), this.base);
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
    if (response.status === 404) throw new NotFoundError(`${file}: not found`);
    if (!response.ok) throw new Error(`${url.href}: HTTP ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_FILE_BYTES) throw new Error(`${file}: larger than ${MAX_FILE_BYTES} bytes`);
    const text = await response.text();
    if (text.length > MAX_FILE_BYTES) throw new Error(`${file}: larger than ${MAX_FILE_BYTES} bytes`);
    return text;
  }
}

/** `--site`: an http(s) URL of a deployed site, or a build folder. */
export function openSite(source: string): Site {
  if (/^https?:\/\//i.test(source)) return new HttpSite(source);
  return new FolderSite(path.resolve(source));
}

export async function siteJson(site: Site, file: string): Promise<unknown> {
  const text = await site.text(file);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${file}: not JSON`);
  }
}
