/**
 * Replaces @docusaurus/theme-classic@3.10.2 Navbar (not wrapped): the spec's header differs in every part
 * (side-nav toggle instead of the mobile menu, Developers badge, config-driven links, a light/dark/auto
 * dropdown and a Sign up button), so nothing of the original layout is kept. Infima's `navbar` classes are
 * kept so theme CSS that measures --ifm-navbar-height still works.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import SearchBar from '@theme/SearchBar';
import { useLocation } from '@docusaurus/router';
import BrandLogo from '@site/src/components/BrandLogo';
import ExternalLink, { SiteLinks } from '@site/src/components/ExternalLink';
import HeldMarkup, { useMediaMatch } from '@site/src/components/HeldMarkup';
import ThemeDropdown from '@site/src/components/ThemeDropdown';
import VersionDropdown from '@site/src/components/VersionDropdown';
import { isVersionedPath } from '@site/src/navigation/useNavTree';
import { useAppConfig } from '@site/src/config/AppConfigContext';
import { useShell } from '@site/src/components/Shell/ShellContext';
import { useIsNotFound } from '@site/src/components/Shell/NotFoundContext';
import styles from './styles.module.css';

/** The widths from which the header shows its links and version switcher, and its theme switch. */
const LINKS_SHOWN = '(min-width: 860px)';
const THEME_SHOWN = '(min-width: 576px)';

export default function Navbar(): React.JSX.Element {
  const config = useAppConfig();
  const { navOpen, setNavOpen } = useShell();
  const { pathname } = useLocation();
  const notFound = useIsNotFound();
  // What a phone's header hides (styles.module.css; the drawer has its own) keeps its server markup, unhydrated,
  // until the viewport is wide enough to show it (issue 51, item 2).
  const linksShown = useMediaMatch(LINKS_SHOWN);
  const themeShown = useMediaMatch(THEME_SHOWN);
  const narrowerThan = (query: string) => () => !window.matchMedia(query).matches;
  return (
    <nav className={clsx('navbar', styles.header)} aria-label="Main">
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.navToggle}
          aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
          aria-expanded={navOpen}
          aria-controls="side-nav"
          onClick={() => setNavOpen(!navOpen)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            {navOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
        <Link to="/" className={styles.brand} aria-label={`${config.brand.name} Developers home`}>
          <BrandLogo className={styles.logo} brand={config.brand} />
          <span className={styles.badge}>Developers</span>
        </Link>
        <HeldMarkup as="div" className={styles.links} live={linksShown} hold={narrowerThan(LINKS_SHOWN)}>
          <SiteLinks className={styles.link} />
        </HeldMarkup>
        {/* Docs versions (api/versions.mjs): on guide and API pages only. */}
        {isVersionedPath(pathname) && !notFound && (
          <HeldMarkup as="div" className={styles.versions} live={linksShown} hold={narrowerThan(LINKS_SHOWN)}>
            <VersionDropdown />
          </HeldMarkup>
        )}
        <div className={styles.spacer} />
        <div className={styles.search}>
          <SearchBar />
        </div>
        <HeldMarkup as="div" className={styles.theme} live={themeShown} hold={narrowerThan(THEME_SHOWN)}>
          <ThemeDropdown />
        </HeldMarkup>
        <ExternalLink href={config.links.signUp} className={clsx('button button--primary', styles.signUp)}>
          Sign up
        </ExternalLink>
      </div>
    </nav>
  );
}
