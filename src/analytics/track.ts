import { DEFAULT_CONFIG } from '../config/default-config';

/** One analytics event as recorded in `window.__docsAnalytics`. */
export interface TrackedEvent {
  event: string;
  payload: Record<string, unknown>;
  time: number;
}

declare global {
  interface Window {
    /** Every event sent, in order: lets tests (and a curious developer) see what the site reports. */
    __docsAnalytics?: TrackedEvent[];
  }
}

let endpoint = DEFAULT_CONFIG.analytics.endpoint;

/** Called once the app config is loaded: events then also go to its analytics endpoint ('' = none). */
export function setAnalyticsEndpoint(url: string): void {
  endpoint = url;
}

/**
 * Records an analytics event. The sink is the configured endpoint (a beacon, so it never delays the page)
 * and the in-page `window.__docsAnalytics` list; with no endpoint it is a no-op apart from that list.
 * Never throws: analytics must not break what the user is doing.
 */
export function track(event: string, payload: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const entry: TrackedEvent = { event, payload, time: Date.now() };
  try {
    (window.__docsAnalytics ??= []).push(entry);
    if (endpoint && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      navigator.sendBeacon(endpoint, JSON.stringify(entry));
    }
  } catch {
    // A full beacon queue or a frozen array: drop the event.
  }
}
