import { DEFAULT_CONFIG } from './default-config';
import type { AppConfig, LinkSpec } from './types';
import { parseJsonWithinLimits } from '../lib/json-limits';
import { isSafeUrl } from '../lib/url';

/** Larger config files are not read (a 20 MB file would block the page for seconds); the defaults are used. */
export const MAX_CONFIG_BYTES = 256 * 1024;

type Check = (value: unknown) => boolean;

const isString: Check = (v) => typeof v === 'string';
const isEmail: Check = (v) => typeof v === 'string' && /^[^\s@<>"'()]+@[^\s@<>"'()]+$/.test(v);
const isUrlOrEmpty: Check = (v) => v === '' || isSafeUrl(v);
const isLinkShape = (v: unknown): v is LinkSpec => isRecord(v) && isString(v.label) && isString(v.href);

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

type RecordSections = 'brand' | 'mailboxes' | 'links' | 'analytics' | 'api';

/** Field checks of the object sections: a field that fails keeps its default, the rest of its section stays. */
const FIELD_CHECKS: { [K in RecordSections]: { [F in keyof AppConfig[K]]: Check } } = {
  brand: { name: isString, logoLight: isSafeUrl, logoDark: isSafeUrl },
  mailboxes: { api: isEmail, support: isEmail },
  links: { academy: isSafeUrl, blog: isSafeUrl, signUp: isSafeUrl },
  analytics: { endpoint: isUrlOrEmpty },
  api: { defaultServer: isSafeUrl },
};

const URL_CHECKS = new Set<Check>([isSafeUrl, isUrlOrEmpty]);

/** Links whose href is not a safe URL are left out, one problem each. */
function safeLinks(links: LinkSpec[], where: string, problems: string[]): LinkSpec[] {
  return links.filter((link, i) => {
    if (isSafeUrl(link.href)) return true;
    problems.push(`"${where}[${i}].href" is not an http(s) or site-relative URL; that link is left out`);
    return false;
  });
}

export interface ParsedConfig {
  config: AppConfig;
  /** Human-readable problems; empty when the file was fully valid. */
  problems: string[];
}

/** Validates an untrusted config object field by field, falling back to the defaults. */
export function parseConfig(raw: unknown, defaults: AppConfig = DEFAULT_CONFIG): ParsedConfig {
  if (!isRecord(raw)) {
    return { config: defaults, problems: ['config is not a JSON object'] };
  }
  const problems: string[] = [];
  const config = { ...defaults } as Record<keyof AppConfig, unknown>;
  for (const key of Object.keys(FIELD_CHECKS) as RecordSections[]) {
    if (!Object.hasOwn(raw, key)) continue;
    const section = raw[key];
    if (!isRecord(section)) {
      problems.push(`"${key}" is malformed`);
      continue;
    }
    const checks = FIELD_CHECKS[key] as Record<string, Check>;
    const merged: Record<string, unknown> = { ...defaults[key] };
    for (const [field, check] of Object.entries(checks)) {
      if (!Object.hasOwn(section, field)) continue;
      if (check(section[field])) merged[field] = section[field];
      else
        problems.push(
          URL_CHECKS.has(check) && typeof section[field] === 'string'
            ? `"${key}.${field}" is not an http(s) or site-relative URL`
            : `"${key}.${field}" is malformed`,
        );
    }
    config[key] = merged;
  }
  if (Object.hasOwn(raw, 'footer')) {
    const footer = raw.footer;
    if (
      Array.isArray(footer) &&
      footer.every(
        (g) => isRecord(g) && isString(g.title) && Array.isArray(g.items) && g.items.every(isLinkShape),
      )
    )
      config.footer = footer.map((g: { title: string; items: LinkSpec[] }, gi) => ({
        title: g.title,
        items: safeLinks(g.items, `footer[${gi}].items`, problems),
      }));
    else problems.push('"footer" is malformed');
  }
  if (Object.hasOwn(raw, 'assistants')) {
    const assistants = raw.assistants;
    if (Array.isArray(assistants) && assistants.every(isLinkShape))
      config.assistants = safeLinks(assistants, 'assistants', problems);
    else problems.push('"assistants" is malformed');
  }
  return { config: config as AppConfig, problems };
}

/** The body as text, refused once it passes `maxBytes` (without reading the rest). */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new Error(`larger than ${Math.round(maxBytes / 1024)} KB`);
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    void response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) {
    const text = await response.text();
    if (text.length > maxBytes) throw tooLarge();
    return text;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Fetches the production config. Never rejects: any failure (network, HTTP status, too large, bad JSON, bad
 * shape) logs one console warning and yields the built-in development config, field by field where it can.
 */
export async function loadConfig(url: string, fetcher: typeof fetch = fetch): Promise<AppConfig> {
  try {
    const response = await fetcher(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = parseJsonWithinLimits(await readCapped(response, MAX_CONFIG_BYTES));
    if (!parsed.ok) throw new Error(parsed.problem.message);
    const { config, problems } = parseConfig(parsed.value);
    if (problems.length > 0) {
      console.warn(`[config] ${url}: ${problems.join('; ')}; using the built-in defaults for those parts.`);
    }
    return config;
  } catch (error) {
    console.warn(`[config] could not load ${url} (${String(error)}); using the built-in development config.`);
    return DEFAULT_CONFIG;
  }
}
