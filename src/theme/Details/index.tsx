/**
 * Replaces @docusaurus/theme-classic@3.10.2 Details (and the theme-common `Details` it wraps), built on
 * theme-common's public `useCollapsible` and `Collapsible`. Why: the stock one calls `useIsBrowser()` only to
 * add a class that moves the arrow's CSS from the `open` attribute to `data-collapsed`; that value flips right
 * after hydration and re-rendered every Details of the page in one task (an API page has hundreds). Here the
 * CSS reads `<html data-has-hydrated>`, which Docusaurus sets itself. Markup, behaviour and look are the
 * stock ones: a click on the summary toggles with the collapse animation, `open` is set after it ends.
 */
import React, { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { Collapsible, useCollapsible } from '@docusaurus/theme-common';
import styles from './styles.module.css';

type Props = Omit<ComponentProps<'details'>, 'summary'> & { summary?: ReactNode };

/** Whether `node` is `root` or inside it, not counting what is inside a nested `<details>`' own summary. */
function summaryOf(node: Element | null, root: HTMLElement | null): boolean {
  const summary = node?.closest('summary');
  return !!summary && !!root && summary.parentElement === root;
}

export default function Details({ summary, children, ...props }: Props): React.JSX.Element {
  useBrokenLinks().collectAnchor(props.id);
  const ref = useRef<HTMLDetailsElement>(null);
  const { collapsed, setCollapsed } = useCollapsible({ initialState: !props.open });
  // `open` follows the animation: set before opening, cleared only once closing has finished.
  const [open, setOpen] = useState(props.open);
  return (
    // The summary is the control (keyboards use it natively); these handlers only refine the pointer's clicks.
    <details
      {...props}
      ref={ref}
      open={open}
      data-collapsed={collapsed}
      className={clsx('alert alert--info', styles.details, props.className)}
      onMouseDown={(e) => {
        // A double click on the summary toggles twice; it must not also select its text.
        if (e.detail > 1 && (e.target as Element).closest('summary')) e.preventDefault();
      }}
      onClick={(e) => {
        e.stopPropagation(); // a nested Details toggles itself only
        if (!summaryOf(e.target as Element, ref.current)) return;
        e.preventDefault();
        if (collapsed) {
          setCollapsed(false);
          setOpen(true);
        } else setCollapsed(true);
      }}
    >
      {React.isValidElement(summary) ? summary : <summary>{summary ?? 'Details'}</summary>}
      <Collapsible
        lazy={false} // the content stays in the HTML: search and readers without JavaScript see it
        collapsed={collapsed}
        onCollapseTransitionEnd={(done) => {
          setCollapsed(done);
          setOpen(!done);
        }}
      >
        <div className={styles.content}>{children}</div>
      </Collapsible>
    </details>
  );
}
