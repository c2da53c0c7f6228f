/**
 * Wraps @docusaurus/theme-classic@3.10.2 DocItem/Metadata to add schema.org data (TechArticle) to each doc,
 * guides and API operations alike, so search engines understand the page type, date and headline, and to name
 * an older version in the title and the social card ("Search dashboards (2.x) | ...").
 */
import React from 'react';
import Head from '@docusaurus/Head';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { siteBrand } from '@site/src/config/brand';
import { SITE_URL } from '@site/src/config/site';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): React.JSX.Element {
  const { metadata } = useDoc();
  const version = useDocsVersion();
  const { siteConfig } = useDocusaurusContext();
  const brand = siteBrand(siteConfig.customFields);
  // The site's title reset (theme/Layout) replaces <title> on guide pages, with the version too.
  const title = version.isLast ? null : `${metadata.title} (${version.label}) | ${siteConfig.title}`;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: metadata.title,
    description: metadata.description,
    url: `${SITE_URL}${metadata.permalink}`,
    ...(metadata.lastUpdatedAt ? { dateModified: new Date(metadata.lastUpdatedAt).toISOString() } : {}),
    publisher: { '@type': 'Organization', name: brand.name },
  };
  return (
    <>
      <Metadata {...props} />
      <Head>
        <script type="application/ld+json">{JSON.stringify(data)}</script>
        {title && <title>{title}</title>}
        {title && <meta property="og:title" content={title} />}
        {title && <meta name="twitter:title" content={title} />}
      </Head>
    </>
  );
}
