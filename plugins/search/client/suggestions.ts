export interface SuggestedLink {
  label: string;
  href: string;
  external: boolean;
}

/** Where to go when a query finds nothing (spec section 8); Academy and Blog come from the app config. */
export function suggestedLinks(links: { academy: string; blog: string }): SuggestedLink[] {
  return [
    { label: 'API reference', href: '/guide/api--introduction', external: false },
    { label: 'Dashboard embedding', href: '/guide/dashboard-embedding--intro', external: false },
    { label: 'Interacting with data', href: '/guide/interacting-with-data--intro', external: false },
    { label: 'Plugin api', href: '/guide/plugin--introduction', external: false },
    { label: 'Academy', href: links.academy, external: true },
    { label: 'Blog', href: links.blog, external: true },
  ].filter((link) => link.href !== '');
}
