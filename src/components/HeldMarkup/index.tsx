/**
 * Server-rendered markup that the page's first render in the browser (hydration) leaves as it is: React does not
 * walk it (no components run, no fibers, no listeners) until `live`, when it renders the children anew in a new
 * element. For chrome a phone's reader does not touch at load (the closed navigation drawer, the footer's plain
 * links): hydrating it was a quarter of a guide page's hydration (issue 51, item 2).
 *
 * An element with `dangerouslySetInnerHTML` has no children for React to match, so hydration keeps the server's
 * content in it and reports no mismatch (suppressHydrationWarning covers development's innerHTML check). Rendered
 * after the first load (a client-side navigation), or on the server, it is the live element at once.
 */
import React, { useEffect, useState, type ReactNode } from 'react';

/** Hydration keeps the server's content of an element with this (React never writes an unchanged value). */
const KEEP = { __html: '' };

/** True during the page's first render in the browser: Docusaurus marks <html> once hydration is over. */
export function hydrating(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated !== 'true';
}

interface Props extends React.HTMLAttributes<HTMLElement> {
  as: 'ul' | 'footer' | 'div' | 'span';
  /** Render the children (from then on). */
  live: boolean;
  /** Asked once, in the browser during hydration: keep the server's markup (default: yes). */
  hold?: () => boolean;
  children: ReactNode;
  [data: `data-${string}`]: string | boolean | undefined;
}

export default function HeldMarkup({ as: Tag, live, hold, children, ...rest }: Props): React.JSX.Element {
  const [held, setHeld] = useState(() => !live && hydrating() && (hold?.() ?? true));
  // Once live, always live: the held element's server markup is gone when it is replaced.
  if (held && live) setHeld(false);
  if (held) return <Tag key="held" {...rest} suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />;
  return (
    <Tag key="live" {...rest}>
      {children}
    </Tag>
  );
}

/**
 * Whether a media query matches: false on the server and in the first render (as the server's markup), then the
 * viewport's, kept current. The `live` of markup that a narrow viewport hides.
 */
export function useMediaMatch(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (!query || typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}
