/**
 * Replaces theme-classic's NotFound page. Spec: any unknown path shows the home page (Overview) content
 * instead of a dead end; it is marked noindex so search engines don't index the duplicates.
 */
import React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import HomeContent from '@site/src/components/Home';

export default function NotFound(): React.JSX.Element {
  return (
    <Layout>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <HomeContent />
    </Layout>
  );
}
