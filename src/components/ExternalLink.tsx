import React from 'react';
import { useAppConfig } from '@site/src/config/AppConfigContext';

/** A link to one of the brand's other sites (Academy, Blog, Sign up): a new tab that gets no handle on this page. */
export default function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
}): React.JSX.Element {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}

/** The header's links to the Academy and the Blog (the drawer repeats them for phones). */
export function SiteLinks({ className }: { className?: string }): React.JSX.Element {
  const { links } = useAppConfig();
  return (
    <>
      <ExternalLink href={links.academy} className={className}>
        Academy
      </ExternalLink>
      <ExternalLink href={links.blog} className={className}>
        Blog
      </ExternalLink>
    </>
  );
}
