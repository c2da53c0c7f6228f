/**
 * Legacy links: evaluated once when the app starts. A real redirect (location.replace) rather than a router
 * navigation, because the page that was prerendered for the old URL cannot become the new one.
 *
 * Only a URL with a #fragment can be a legacy link, so the table (src/data/legacy-links.json) is fetched only
 * then: every other first visit would download it with main.js for nothing. The redirect waits for that small
 * chunk, and is dropped if the reader has moved on meanwhile or the chunk cannot load (offline).
 */
if (typeof window !== 'undefined' && window.location.hash.length > 1) {
  const { pathname, hash } = window.location;
  import('@site/src/lib/legacy-links')
    .then(({ resolveLegacyLink }) => {
      const target = resolveLegacyLink(pathname, hash);
      const still = window.location.pathname === pathname && window.location.hash === hash;
      if (target && still) window.location.replace(target);
    })
    .catch(() => undefined);
}

export {};
