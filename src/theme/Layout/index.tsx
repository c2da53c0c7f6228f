/**
 * Ejected from @docusaurus/theme-classic@3.10.2 Layout: the shell differs in structure, not just style.
 * Changes, marked CHANGED below: the release banner replaces AnnouncementBar; the side navigation sits
 * beside the content on every page; the footer sits in the content column; the content remounts when the
 * reader navigates to the URL they are on; the document title is reset to the default except on /api/;
 * a Copy page button sits at the top of the content (in the breadcrumb row on guide and API pages); the focused
 * skip link shows above the release banner.
 */
import React, { Fragment, type ReactNode } from 'react';
import clsx from 'clsx';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import { PageMetadata, SkipToContentFallbackId, ThemeClassNames } from '@docusaurus/theme-common';
import SkipToContent from '@theme/SkipToContent';
import Navbar from '@theme/Navbar';
import Footer from '@theme/Footer';
import LayoutProvider from '@theme/Layout/Provider';
import ErrorPageContent from '@theme/ErrorPageContent';
import CopyPage from '@site/src/components/CopyPage';
import ReleaseBanner from '@site/src/components/ReleaseBanner';
import SideNav from '@site/src/components/SideNav';
import { useShell } from '@site/src/components/Shell/ShellContext';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { siteBrand } from '@site/src/config/brand';
import { DEFAULT_TITLE, SITE_URL } from '@site/src/config/site';
import { SECTIONS } from '@site/src/data/social-sections.mjs';
import { useReaderVersion } from '@site/src/navigation/useNavTree';
import styles from './styles.module.css';

interface Props {
  children?: ReactNode;
  noFooter?: boolean;
  wrapperClassName?: string;
  title?: string;
  description?: string;
  /** Pages without a Markdown twin (the not-found page) hide the Copy page button. */
  noCopyPage?: boolean;
}

export default function Layout({
  children,
  noFooter,
  wrapperClassName,
  title,
  description,
  noCopyPage,
}: Props) {
  const { reloadKey } = useShell();
  const { pathname } = useLocation();
  return (
    <LayoutProvider>
      <PageMetadata title={title} description={description} />
      {/* CHANGED: the focused skip link shows above the release banner (it was under it, unseen) */}
      <div className={styles.skip}>
        <SkipToContent />
      </div>
      {/* CHANGED: release banner instead of AnnouncementBar */}
      <ReleaseBanner />
      <Navbar />
      {/* CHANGED: side navigation + content column */}
      <div className={styles.shell}>
        <SideNav />
        <div className={styles.column}>
          <div
            id={SkipToContentFallbackId}
            className={clsx(
              ThemeClassNames.layout.main.container,
              ThemeClassNames.wrapper.main,
              styles.main,
              wrapperClassName,
            )}
          >
            {/* CHANGED: Copy page (Markdown twin) on every page; docs carry it in their breadcrumb row */}
            {!noCopyPage && !isDocPath(pathname) && <CopyPage />}
            <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>
              <Fragment key={reloadKey}>{children}</Fragment>
            </ErrorBoundary>
          </div>
          {!noFooter && <Footer />}
        </div>
      </div>
      {/* CHANGED: rendered after the page so it wins over the page's own <title> */}
      <DefaultTitle />
      <SocialCard />
    </LayoutProvider>
  );
}

/** Guide and API pages: their Copy page sits in the breadcrumb row (src/theme/DocBreadcrumbs). */
function isDocPath(pathname: string): boolean {
  return pathname.startsWith('/guide/') || pathname.startsWith('/api/');
}

/**
 * Spec: the title resets to the default docs title unless the URL contains /api/. An older version's guide
 * says which version it is ("Developer Docs - Turn Data To Impact (2.x)").
 */
function DefaultTitle(): React.JSX.Element | null {
  const { pathname } = useLocation();
  const version = useReaderVersion();
  if (pathname.includes('/api/')) return null;
  return (
    <Head>
      <title>{version === 'current' ? DEFAULT_TITLE : `${DEFAULT_TITLE} (${version})`}</title>
    </Head>
  );
}

/** Open Graph / Twitter card image of the page's section (static/img/social, see scripts/make-social-cards.mjs). */
function SocialCard(): React.JSX.Element {
  const { pathname } = useLocation();
  const { siteName } = siteBrand(useDocusaurusContext().siteConfig.customFields);
  const section = SECTIONS.find((s) => pathname.startsWith(s.prefix)) ?? SECTIONS[SECTIONS.length - 1]!;
  const image = `${SITE_URL}/img/social/${section.id}.jpg`;
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta property="og:site_name" content={siteName} />
    </Head>
  );
}
