/**
 * Replaces @docusaurus/theme-classic@3.10.2 NotFound/Content. The theme shows it wherever a plugin finds no
 * page for a path inside its own layout; the spec shows the Overview for any unknown path, so this is the
 * Overview's content, marked noindex like the site's NotFound page. (Docs sections send unknown paths to the
 * full NotFound page instead, see ../../DocsRoot.)
 */
import React from 'react';
import Head from '@docusaurus/Head';
import HomeContent from '@site/src/components/Home/Lazy';

export default function NotFoundContent(): React.JSX.Element {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <HomeContent />
    </>
  );
}
