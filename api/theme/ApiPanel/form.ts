import type { PanelData, PanelServer } from '../ApiItem/types';

/**
 * What the "Send request" form needs to render: the server URLs, the editable body and the remembered
 * values. Building, sending and showing a request (./send.ts, ./ResponseView.tsx) load on the first send.
 */

/** Replaces `{name}` server variables by their values. */
export function resolveServerUrl(server: PanelServer, values: Record<string, string> = {}): string {
  return server.url.replace(
    /\{([^}]+)\}/g,
    (_, name: string) => values[name] ?? server.variables?.[name] ?? '',
  );
}

/** The example body as the reader edits it: body credentials come from their own fields, not the JSON. */
export function editableBody(data: PanelData): string {
  if (data.body === undefined) return '';
  const body = data.body;
  if (isRecord(body)) {
    const credentialNames = new Set(data.fields.filter((f) => f.in === 'body').map((f) => f.name));
    const rest = Object.fromEntries(Object.entries(body).filter(([k]) => !credentialNames.has(k)));
    return JSON.stringify(rest, null, 2);
  }
  return JSON.stringify(body, null, 2);
}

/** Where "Remember" keeps values. Nothing is stored unless the reader ticks it. */
export const CREDENTIALS_STORAGE_KEY = 'quantaloop.api.send-request';

/** The server value of the in-browser sandbox (api/sandbox), remembered like a URL. */
export const SANDBOX_SERVER = 'sandbox';

/** The longest remembered value kept (a credential or URL longer than this is garbage, not a credential). */
const MAX_REMEMBERED_CHARS = 4096;

/** A server worth remembering: the sandbox, or an http(s) URL. */
export function isServerValue(value: string): boolean {
  if (value === SANDBOX_SERVER) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export interface Remembered {
  server?: string;
  values: Record<string, string>;
}

export function readRemembered(storage: Pick<Storage, 'getItem'> | null, api: string): Remembered | null {
  try {
    const raw = storage?.getItem(`${CREDENTIALS_STORAGE_KEY}.${api}`);
    if (!raw) return null;
    if (raw.length > 64 * 1024) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || !isRecord(parsed.values)) return null;
    const values = Object.fromEntries(
      Object.entries(parsed.values).filter(
        (e): e is [string, string] => typeof e[1] === 'string' && e[1].length <= MAX_REMEMBERED_CHARS,
      ),
    );
    const server =
      typeof parsed.server === 'string' &&
      parsed.server.length <= MAX_REMEMBERED_CHARS &&
      isServerValue(parsed.server)
        ? parsed.server
        : undefined;
    return { ...(server !== undefined ? { server } : {}), values };
  } catch {
    return null;
  }
}

/**
 * Keeps (or, with null, clears) the form's values; returns whether they are kept. A storage whose setItem
 * returns false (the site's helpers: full, blocked or read-only) or throws has not kept them, and the form
 * must not say it has.
 */
export function writeRemembered(
  storage: { setItem(key: string, value: string): boolean | void; removeItem(key: string): void } | null,
  api: string,
  value: Remembered | null,
): boolean {
  try {
    const key = `${CREDENTIALS_STORAGE_KEY}.${api}`;
    if (value === null) {
      storage?.removeItem(key);
      return true;
    }
    return storage !== null && storage.setItem(key, JSON.stringify(value)) !== false;
  } catch {
    // Storage full or blocked: remembering is a convenience, the panel keeps working and says so.
    return false;
  }
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
