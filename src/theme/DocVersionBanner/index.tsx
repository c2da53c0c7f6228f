/**
 * Replaces @docusaurus/theme-classic@3.10.2 DocVersionBanner. The stock banner names the version after the
 * site's title ("This is documentation for Developer Docs - Turn Data To Impact 2.x"), labels the latest version
 * "3.x (latest) (latest)"-style, and on an API page that the latest version lacks links to an unrelated page.
 * This one (./Banner.tsx) names the product and the version, and links to the same page in the latest version or
 * to the API's introduction. The current version's pages, which show no banner, do not download it.
 */
import React from 'react';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { olderVersionBanner } from '@site/src/navigation/older-versions';

interface Props {
  className?: string;
}

export default function DocVersionBanner({ className }: Props): React.JSX.Element | null {
  const version = useDocsVersion();
  const Banner = olderVersionBanner();
  if (!version.banner || !Banner) return null;
  return <Banner className={className} label={version.label} kind={version.banner} />;
}
