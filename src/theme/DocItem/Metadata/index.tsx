/**
 * Wraps @docusaurus/theme-classic@3.10.2 DocItem/Metadata to add schema.org data (TechArticle) to each doc,
 * guides and API operations alike, so search engines understand the page type, date and headline.
 */
import React from 'react';
import Head from '@docusaurus/Head';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { siteBrand } from '@site/src/config/brand';
import { SITE_URL } from '@site/src/config/site';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): React.JSX.Element {
  const { metadata } = useDoc();
  const brand = siteBrand(useDocusaurusContext().siteConfig.customFields);
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
      </Head>
    </>
  );
}
