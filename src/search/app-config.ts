import { DEFAULT_CONFIG } from '../config/default-config';
import type { AppConfig } from '../config/types';

/**
 * The app config as the search panel needs it. TODO(lead): return `useAppConfig()` from src/config once that
 * context is on main; until then the built-in config is what every page uses.
 */
export function useSearchAppConfig(): AppConfig {
  return DEFAULT_CONFIG;
}
