import React, { useEffect, type ReactNode } from 'react';
import { AppConfigProvider } from '@site/src/config/AppConfigContext';
import { ShellProvider, useShell } from '@site/src/components/Shell/ShellContext';
import { markPageHydrated } from './CodeBlock/page-hydrated';

/**
 * Replaces @docusaurus/core@3.10.2 Root (an empty wrapper: the documented extension point for site-wide
 * providers). Holds the app config and shell state, and turns a click on a link to the current URL into a
 * content reload.
 */
export default function Root({ children }: { children: ReactNode }): React.JSX.Element {
  // After every effect of the page's content: code blocks mounted from now on are not hydrating.
  useEffect(markPageHydrated, []);
  return (
    <AppConfigProvider>
      <ShellProvider>
        <SameUrlReload />
        {children}
      </ShellProvider>
    </AppConfigProvider>
  );
}

function SameUrlReload(): null {
  const { reloadContent } = useShell();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0) return;
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
    // Capture phase: the router's own handler calls preventDefault before a bubbling listener would run.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [reloadContent]);
  return null;
}
