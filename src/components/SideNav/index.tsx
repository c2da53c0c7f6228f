import React, { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import type { NavNode } from '@site/src/navigation/types';
import { useNavTree } from '@site/src/navigation/useNavTree';
import { normalizePath, selectedTrail } from '@site/src/navigation/tree';
import { useShell } from '@site/src/components/Shell/ShellContext';
import { loadNavEmbed } from '@site/src/navigation/nav-embeds';
import DrawerLinks from './DrawerLinks';
import styles from './styles.module.css';

/**
 * The side navigation: docked at >= 992px, an overlay below that (opened from the header, closed on
 * navigation, Escape or a click outside). Built from the global-nav plugin's tree (sidebars.ts).
 */
export default function SideNav(): React.JSX.Element {
  // An older version's pages show that version's navigation (plugins/global-nav).
  const tree = useNavTree();
  const { pathname } = useLocation();
  const { navOpen, setNavOpen } = useShell();
  const navRef = useRef<HTMLElement>(null);
  // The overlay starts where the header ends: lower while the release banner is still in view.
  const [drawerTop, setDrawerTop] = useState<number | null>(null);

  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(selectedTrail(tree, pathname)));
  // A newly selected item and its ancestors open; what the reader opened stays open.
  useEffect(() => {
    const trail = selectedTrail(tree, pathname);
    setExpanded((prev) => (trail.every((k) => prev.has(k)) ? prev : new Set([...prev, ...trail])));
    setNavOpen(false);
  }, [tree, pathname, setNavOpen]);

  useEffect(() => {
    if (!navOpen) return;
    const header = document.querySelector('nav[aria-label="Main"]');
    setDrawerTop(header ? Math.max(0, header.getBoundingClientRect().bottom) : null);
    // The page behind does not scroll while the drawer is open (the header, and so the drawer, stay put).
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    // After the overlay has become visible: a hidden element cannot take focus.
    const focusTimer = window.setTimeout(
      () => navRef.current?.querySelector<HTMLElement>('a, button')?.focus(),
      50,
    );
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setNavOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(focusTimer);
      document.removeEventListener('keydown', onKey);
      root.style.overflow = previousOverflow;
    };
  }, [navOpen, setNavOpen]);

  const toggle = (key: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <>
      {navOpen && (
        <div
          className={styles.backdrop}
          style={drawerStyle(drawerTop)}
          onClick={() => setNavOpen(false)}
          aria-hidden="true"
        />
      )}
      <nav
        ref={navRef}
        id="side-nav"
        aria-label="Documentation"
        className={clsx(styles.sideNav, navOpen && styles.open)}
        style={navOpen ? drawerStyle(drawerTop) : undefined}
        data-open={navOpen ? 'true' : 'false'}
      >
        {/* Only in the open overlay: the docked side navigation sits beside a header that has them all. */}
        {navOpen && <DrawerLinks />}
        <ul className={styles.list}>
          <Items
            nodes={tree}
            parentKey=""
            depth={1}
            expanded={expanded}
            toggle={toggle}
            pathname={pathname}
          />
        </ul>
      </nav>
    </>
  );
}

function drawerStyle(top: number | null): React.CSSProperties | undefined {
  return top === null ? undefined : ({ '--drawer-top': `${top}px` } as React.CSSProperties);
}

interface ItemsProps {
  nodes: NavNode[];
  parentKey: string;
  depth: number;
  expanded: Set<string>;
  toggle: (key: string) => void;
  pathname: string;
}

function Items({ nodes, parentKey, ...rest }: ItemsProps): React.JSX.Element {
  return (
    <>
      {nodes.map((node, i) =>
        node.hidden ? null : (
          <Item key={i} node={node} itemKey={parentKey ? `${parentKey}.${i}` : `${i}`} {...rest} />
        ),
      )}
    </>
  );
}

function Item({
  node,
  itemKey,
  depth,
  expanded,
  toggle,
  pathname,
}: Omit<ItemsProps, 'nodes' | 'parentKey'> & { node: NavNode; itemKey: string }): React.JSX.Element {
  // Children that load with their section (src/navigation/nav-embeds.ts) and are not here yet.
  const pending = node.lazyChildren !== undefined && !node.children;
  const hasChildren = (node.children?.length ?? 0) > 0 || pending;
  const isOpen = expanded.has(itemKey);
  const selected = node.url !== undefined && normalizePath(node.url) === normalizePath(pathname);
  const label = (
    <>
      <span className={styles.title}>{node.title}</span>
      {node.badge && <span className={clsx(styles.badge, styles[`badge${node.badge}`])}>{node.badge}</span>}
      {node.deprecated && (
        <span className={styles.deprecated} title="Deprecated">
          Deprecated
        </span>
      )}
    </>
  );
  const rowClass = clsx(styles.row, selected && styles.selected, node.deprecated && styles.isDeprecated);
  const childId = `side-nav-${itemKey.replace(/\./g, '-')}`;
  return (
    <li className={styles.item} data-depth={depth}>
      <div className={styles.rowWrap} style={{ paddingLeft: `${(depth - 1) * 0.75}rem` }}>
        {node.url ? (
          <Link
            to={node.url}
            className={rowClass}
            aria-current={selected ? 'page' : undefined}
            title={node.tooltip}
            onClick={() => {
              if (hasChildren && !isOpen) toggle(itemKey);
            }}
          >
            {label}
          </Link>
        ) : (
          <button
            type="button"
            className={clsx(rowClass, styles.heading)}
            aria-expanded={isOpen}
            aria-controls={childId}
            title={node.tooltip}
            onClick={() => toggle(itemKey)}
          >
            {label}
            <Caret open={isOpen} />
          </button>
        )}
        {node.url && hasChildren && (
          <button
            type="button"
            className={styles.caretButton}
            aria-expanded={isOpen}
            aria-controls={childId}
            aria-label={`${isOpen ? 'Collapse' : 'Expand'} ${node.title}`}
            onClick={() => toggle(itemKey)}
          >
            <Caret open={isOpen} />
          </button>
        )}
      </div>
      {pending && isOpen && <PendingChildren id={childId} embed={node.lazyChildren!} depth={depth + 1} />}
      {hasChildren && !pending && isOpen && (
        <ul className={styles.list} id={childId}>
          <Items
            nodes={node.children ?? []}
            parentKey={itemKey}
            depth={depth + 1}
            expanded={expanded}
            toggle={toggle}
            pathname={pathname}
          />
        </ul>
      )}
    </li>
  );
}

function Caret({ open }: { open: boolean }): React.JSX.Element {
  return (
    <svg className={clsx(styles.caret, open && styles.caretOpen)} viewBox="0 0 16 16" aria-hidden="true">
      <path d="M6 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * An opened item whose children have not loaded yet (they come with their section's pages, and are fetched in
 * the background once a page is idle): says so, and says when they cannot load, with a retry.
 */
function PendingChildren({
  id,
  embed,
  depth,
}: {
  id: string;
  embed: string;
  depth: number;
}): React.JSX.Element {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    loadNavEmbed(embed).catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [embed, attempt]);
  return (
    <ul className={styles.list} id={id}>
      <li className={styles.item} data-depth={depth}>
        <div className={styles.pending} role="status" style={{ paddingLeft: `${depth * 0.75}rem` }}>
          {failed ? (
            <>
              This list could not load.{' '}
              <button type="button" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
                Retry
              </button>
            </>
          ) : (
            'Loading…'
          )}
        </div>
      </li>
    </ul>
  );
}
