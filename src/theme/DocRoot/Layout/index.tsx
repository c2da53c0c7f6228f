/**
 * Ejected from @docusaurus/theme-classic@3.10.2 DocRoot/Layout. CHANGED: no per-instance doc sidebar: the
 * site-wide side navigation (src/components/SideNav, rendered by the Layout) already shows the whole tree, so
 * the content takes the full width of the content column.
 */
import React, { type ReactNode } from 'react';
import BackToTopButton from '@theme/BackToTopButton';
import styles from './styles.module.css';

export default function DocRootLayout({ children }: { children: ReactNode }): React.JSX.Element {
  return (
    <div className={styles.docsWrapper}>
      <BackToTopButton />
      <main className={styles.docMain}>
        <div className="container padding-top--md padding-bottom--lg">{children}</div>
      </main>
    </div>
  );
}
