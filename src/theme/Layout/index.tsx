/**
 * Ejected from theme-classic's Layout (3.10) because the shell differs in structure, not just style.
 * Changes, marked CHANGED below: the release banner replaces AnnouncementBar; the side navigation sits
 * beside the content on every page; the footer sits in the content column; the content remounts when the
 * reader navigates to the URL they are on; the document title is reset to the default except on /api/.
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
import ReleaseBanner from '@site/src/components/ReleaseBanner';
import SideNav from '@site/src/components/SideNav';
import { useShell } from '@site/src/components/Shell/ShellContext';
import { DEFAULT_TITLE } from '@site/src/config/site';
import styles from './styles.module.css';

interface Props {
  children?: ReactNode;
  noFooter?: boolean;
  wrapperClassName?: string;
  title?: string;
  description?: string;
}

export default function Layout({ children, noFooter, wrapperClassName, title, description }: Props) {
  const { reloadKey } = useShell();
  return (
    <LayoutProvider>
      <PageMetadata title={title} description={description} />
      <SkipToContent />
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
            <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>
              <Fragment key={reloadKey}>{children}</Fragment>
            </ErrorBoundary>
          </div>
          {!noFooter && <Footer />}
        </div>
      </div>
      {/* CHANGED: rendered after the page so it wins over the page's own <title> */}
      <DefaultTitle />
    </LayoutProvider>
  );
}

/** Spec: the title resets to the default docs title unless the URL contains /api/. */
function DefaultTitle(): React.JSX.Element | null {
  const { pathname } = useLocation();
  if (pathname.includes('/api/')) return null;
  return (
    <Head>
      <title>{DEFAULT_TITLE}</title>
    </Head>
  );
}
