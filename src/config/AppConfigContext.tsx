import React, { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_CONFIG } from './default-config';
import { loadConfig } from './load-config';
import { CONFIG_URL } from './site';
import type { AppConfig } from './types';

const AppConfigContext = createContext<AppConfig>(DEFAULT_CONFIG);

let loading: Promise<AppConfig> | undefined;

/**
 * The production config as fetched from /config/config.json (or the built-in one, on any failure): one request
 * per page load, shared by the provider and by code that needs the loaded values themselves (the API sandbox's
 * default server), which fetched it a second time on every API page.
 */
export function loadedAppConfig(): Promise<AppConfig> {
  loading ??= loadConfig(CONFIG_URL);
  return loading;
}

/**
 * Provides the app config. Pages prerender with the built-in config; in production the browser then
 * fetches /config/config.json once and swaps it in (falling back, with a warning, on any failure).
 */
export function AppConfigProvider({ children }: { children: ReactNode }): React.JSX.Element {
  const [config, setConfig] = useState<AppConfig>(DEFAULT_CONFIG);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') return;
    let cancelled = false;
    void loadedAppConfig().then((loaded) => {
      // The same config as the built-in one (the usual case) changes nothing: no re-render of every reader of
      // it (the header, breadcrumbs, code blocks) right after the page has loaded.
      if (!cancelled && JSON.stringify(loaded) !== JSON.stringify(DEFAULT_CONFIG)) setConfig(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}

export function useAppConfig(): AppConfig {
  return useContext(AppConfigContext);
}
