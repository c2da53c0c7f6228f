import { DEFAULT_CONFIG } from './default-config';
import type { AppConfig } from './types';

type Check = (value: unknown) => boolean;

const isString: Check = (v) => typeof v === 'string';
const isLink: Check = (v) => isRecord(v) && isString(v.label) && isString(v.href);

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Shape checks for each top-level section; a section that fails keeps its default. */
const SECTION_CHECKS: { [K in keyof AppConfig]: Check } = {
  brand: (v) => isRecord(v) && isString(v.name) && isString(v.logoLight) && isString(v.logoDark),
  mailboxes: (v) => isRecord(v) && isString(v.api) && isString(v.support),
  links: (v) => isRecord(v) && isString(v.academy) && isString(v.blog) && isString(v.signUp),
  footer: (v) =>
    Array.isArray(v) &&
    v.every((g) => isRecord(g) && isString(g.title) && Array.isArray(g.items) && g.items.every(isLink)),
  stackblitz: (v) => isRecord(v) && isString(v.chartItemScriptUrl),
  analytics: (v) => isRecord(v) && isString(v.endpoint),
  api: (v) => isRecord(v) && isString(v.defaultServer),
  assistants: (v) => Array.isArray(v) && v.every(isLink),
};

export interface ParsedConfig {
  config: AppConfig;
  /** Human-readable problems; empty when the file was fully valid. */
  problems: string[];
}

/** Validates an untrusted config object section by section, falling back to the defaults. */
export function parseConfig(raw: unknown, defaults: AppConfig = DEFAULT_CONFIG): ParsedConfig {
  if (!isRecord(raw)) {
    return { config: defaults, problems: ['config is not a JSON object'] };
  }
  const problems: string[] = [];
  const config = { ...defaults } as Record<keyof AppConfig, unknown>;
  for (const key of Object.keys(SECTION_CHECKS) as (keyof AppConfig)[]) {
    if (!(key in raw)) continue;
    if (SECTION_CHECKS[key](raw[key])) config[key] = raw[key];
    else problems.push(`"${key}" is malformed`);
  }
  return { config: config as AppConfig, problems };
}

/**
 * Fetches the production config. Never rejects: any failure (network, HTTP status, bad JSON, bad shape)
 * logs one console warning and yields the built-in development config.
 */
export async function loadConfig(url: string, fetcher: typeof fetch = fetch): Promise<AppConfig> {
  try {
    const response = await fetcher(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { config, problems } = parseConfig(await response.json());
    if (problems.length > 0) {
      console.warn(`[config] ${url}: ${problems.join('; ')}; using the built-in defaults for those parts.`);
    }
    return config;
  } catch (error) {
    console.warn(`[config] could not load ${url} (${String(error)}); using the built-in development config.`);
    return DEFAULT_CONFIG;
  }
}
