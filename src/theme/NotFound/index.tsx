/**
 * Replaces @docusaurus/theme-classic@3.10.2 NotFound. Spec: any unknown path shows the home page (Overview)
 * content instead of a dead end; it is marked noindex so search engines don't index the duplicates. In-app
 * links to a redirect source (src/data/redirects.json) land here too, and are sent on to their target.
 */
import React from 'react';
import Head from '@docusaurus/Head';
import { Redirect, useLocation } from '@docusaurus/router';
import Layout from '@theme/Layout';
import HomeContent from '@site/src/components/Home';
import redirects from '@site/src/data/redirects.json';
import { normalizePath } from '@site/src/navigation/tree';
import { NotFoundContext } from '@site/src/components/Shell/NotFoundContext';

export default function NotFound(): React.JSX.Element {
  const { pathname, search, hash } = useLocation();
  const redirect = redirects.find((r) => r.from === normalizePath(pathname));
  if (redirect) return <Redirect to={`${redirect.to}${search}${hash}`} />;
  return (
    <NotFoundContext.Provider value>
      <Layout noCopyPage>
        <Head>
          <meta name="robots" content="noindex, follow" />
        </Head>
        <HomeContent />
      </Layout>
    </NotFoundContext.Provider>
  );
}
