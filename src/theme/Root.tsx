import React, { useEffect, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import { AppConfigProvider } from '@site/src/config/AppConfigContext';
import { ShellProvider, useShell } from '@site/src/components/Shell/ShellContext';
import { resolveLegacyLink } from '@site/src/lib/legacy-links';

/**
 * Site root (theme-classic has no Root of its own; this is the documented extension point). Holds the
 * app config and shell state, redirects legacy links once on load, and turns a click on a link to the
 * current URL into a content reload.
 */
export default function Root({ children }: { children: ReactNode }): React.JSX.Element {
  return (
    <AppConfigProvider>
      <ShellProvider>
        <LegacyRedirect />
        <SameUrlReload />
        {children}
      </ShellProvider>
    </AppConfigProvider>
  );
}

function LegacyRedirect(): null {
  const history = useHistory();
  useEffect(() => {
    const target = resolveLegacyLink(window.location.pathname, window.location.hash);
    if (target) history.replace(target);
    // Only the URL the reader arrived with is a legacy link; later navigation is this site's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

function SameUrlReload(): null {
  const { reloadContent } = useShell();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return;
      const to = new URL(anchor.href, window.location.href);
      const here = window.location;
      if (
        to.origin === here.origin &&
        to.pathname === here.pathname &&
        to.search === here.search &&
        !to.hash
      ) {
        reloadContent();
        window.scrollTo(0, 0);
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [reloadContent]);
  return null;
}
