import { resolveLegacyLink } from '@site/src/lib/legacy-links';

/**
 * Legacy links: evaluated once when the app starts, before React hydrates the prerendered page. A real
 * redirect (location.replace) rather than a router navigation, because the page that was prerendered for the
 * old URL cannot hydrate as the new one.
 */
if (typeof window !== 'undefined') {
  const target = resolveLegacyLink(window.location.pathname, window.location.hash);
  if (target) window.location.replace(target);
}

export {};
