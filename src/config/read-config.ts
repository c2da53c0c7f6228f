import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONFIG } from './default-config';
import { MAX_CONFIG_BYTES, parseConfig } from './load-config';
import { parseJsonWithinLimits } from '../lib/json-limits';
import type { AppConfig } from './types';

/** The production app config, as the site serves it at CONFIG_URL. */
export const CONFIG_FILE = 'static/config/config.json';

/**
 * The app config for Node-side code (docusaurus.config.ts, plugins, scripts): static/config/config.json,
 * checked section by section like the browser does, with the built-in default config for whatever is missing
 * or malformed. Build-time outputs that name the brand (page metadata, llms.txt, the StackBlitz starter, the
 * social cards) read it from here, so the brand is set in one place. Never throws: a problem is one warning.
 */
export function readConfig(siteDir: string, warn: (message: string) => void = console.warn): AppConfig {
  const file = path.join(siteDir, CONFIG_FILE);
  try {
    const parsed = parseJsonWithinLimits(fs.readFileSync(file, 'utf8'), { maxChars: MAX_CONFIG_BYTES });
    if (!parsed.ok) throw new Error(parsed.problem.message);
    const { config, problems } = parseConfig(parsed.value);
    if (problems.length > 0)
      warn(`[config] ${file}: ${problems.join('; ')}; using the built-in defaults for those parts.`);
    return config;
  } catch (error) {
    warn(`[config] could not read ${file} (${String(error)}); using the built-in development config.`);
    return DEFAULT_CONFIG;
  }
}
