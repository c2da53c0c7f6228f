import React from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import ExternalLink, { SiteLinks } from '@site/src/components/ExternalLink';
import ThemeDropdown from '@site/src/components/ThemeDropdown';
import VersionDropdown from '@site/src/components/VersionDropdown';
import { isVersionedPath } from '@site/src/navigation/useNavTree';
import { useAppConfig } from '@site/src/config/AppConfigContext';
import styles from './styles.module.css';

/**
 * The header's own controls, repeated at the top of the drawer (Docusaurus' mobile "primary menu" above the
 * docs tree): what the narrow header hides (Sign up, Academy, Blog, the docs version, the theme switch on
 * phones) stays reachable. Shown only while the side navigation is an overlay (below 992px).
 */
export default function DrawerLinks(): React.JSX.Element {
  const config = useAppConfig();
  const { pathname } = useLocation();
  return (
    <div className={styles.drawerLinks} data-drawer-links>
      <div className={styles.drawerRow}>
        <SiteLinks className={styles.drawerLink} />
        <div className={styles.drawerTheme}>
          <ThemeDropdown />
        </div>
      </div>
      {isVersionedPath(pathname) && (
        <ul className={clsx('menu__list', styles.drawerVersions)} aria-label="Docs version">
          <VersionDropdown mobile />
        </ul>
      )}
      <ExternalLink
        href={config.links.signUp}
        className={clsx('button button--primary button--block', styles.drawerSignUp)}
      >
        Sign up
      </ExternalLink>
    </div>
  );
}
