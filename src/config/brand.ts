import type { AppConfig } from './types';

/**
 * The brand as the build saw it. docusaurus.config.ts reads the app config once (read-config.ts) and puts
 * this in `siteConfig.customFields.brand`; plugins and components that write the brand into build output
 * (page metadata, llms.txt, the StackBlitz starter) take it from there. Components do not use the runtime
 * config (useAppConfig) for this: metadata must be in the prerendered HTML, which is written before any
 * config is fetched.
 */
export interface SiteBrand {
  /** The platform's name, e.g. in "Published by". */
  name: string;
  /** The documentation site's name (og:site_name, llms.txt title). */
  siteName: string;
}

export function siteBrandOf(config: AppConfig): SiteBrand {
  return { name: config.brand.name, siteName: `${config.brand.name} Developer Docs` };
}

/** Reads `customFields.brand`; throws when docusaurus.config.ts did not set it (a build setup error). */
export function siteBrand(customFields: Record<string, unknown> | undefined): SiteBrand {
  const brand = customFields?.brand as Partial<SiteBrand> | undefined;
  if (typeof brand?.name !== 'string' || typeof brand.siteName !== 'string')
    throw new Error(
      'siteConfig.customFields.brand is missing: docusaurus.config.ts sets it from the app config',
    );
  return { name: brand.name, siteName: brand.siteName };
}
