/**
 * Replaces @docusaurus/theme-classic@3.10.2 NotFound. Spec: any unknown path shows the home page (Overview)
 * content instead of a dead end; it is marked noindex so search engines don't index the duplicates. In-app
 * links to a redirect source (src/data/redirects.json) land here too, and are sent on to their target.
 */
import React, { useEffect } from 'react';
import Head from '@docusaurus/Head';
import { Redirect, useHistory, useLocation } from '@docusaurus/router';
import Layout from '@theme/Layout';
import HomeContent from '@site/src/components/Home/Lazy';
import redirects from '@site/src/data/redirects.json';
import { normalizePath } from '@site/src/navigation/tree';
import { NotFoundContext } from '@site/src/components/Shell/NotFoundContext';

/**
 * An unknown /api/ path may be an operation id as written in an OpenAPI file that was not URL-safe (api/README.md,
 * "Any OpenAPI file"): the alias table (its own chunk, loaded only here) sends it on to the page.
 */
function useApiAlias(pathname: string, hash: string): void {
  const history = useHistory();
  useEffect(() => {
    const rest = /^\/api\/(.+)$/.exec(normalizePath(pathname))?.[1];
    if (!rest) return;
    const decode = (s: string) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    };
    const candidates = [decode(rest + hash), decode(rest)];
    import(/* webpackChunkName: "api-aliases" */ '@generated/api-aliases/default/aliases.json')
      .then((m: { default?: Record<string, string> } & Record<string, unknown>) => {
        const table = (m.default ?? m) as Record<string, string>;
        const to = candidates.map((c) => table[c]).find((t) => typeof t === 'string');
        if (to) history.replace(to);
      })
      .catch(() => {}); // no table (a failed chunk load): the page stays the Overview
  }, [pathname, hash, history]);
}

export default function NotFound(): React.JSX.Element {
  const { pathname, search, hash } = useLocation();
  useApiAlias(pathname, hash);
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
