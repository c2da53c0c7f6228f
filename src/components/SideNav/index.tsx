import React, { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import type { NavNode } from '@site/src/navigation/types';
import { useNavTree } from '@site/src/navigation/useNavTree';
import { selectedTrail } from '@site/src/navigation/tree';
import { useShell } from '@site/src/components/Shell/ShellContext';
import { loadNavEmbed } from '@site/src/navigation/nav-embeds';
import HeldMarkup, { useMediaMatch } from '@site/src/components/HeldMarkup';
import DrawerLinks from './DrawerLinks';
import styles from './styles.module.css';

/** The side navigation is docked from this width (styles.module.css); below it, a closed drawer until opened. */
const DOCKED = '(min-width: 992px)';

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
  // On a phone the tree stays the server's markup, not hydrated, until the drawer opens, the viewport docks it or
  // the reader moves to another page (issue 51, item 2): a closed drawer is not seen, not focusable, not laid out.
  const docked = useMediaMatch(DOCKED);
  const firstPath = useRef(pathname);
  const treeLive = navOpen || docked || pathname !== firstPath.current;
  // The overlay starts where the header ends: lower while the release banner is still in view.
  const [drawerTop, setDrawerTop] = useState<number | null>(null);

  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(selectedTrail(tree, pathname)));
  // One entry is the current page, the deepest (a section link may lead to the same page as its first child).
  const selectedKey = selectedTrail(tree, pathname).at(-1);
  // Only the branch of the current page is open: another page closes the branches of the last one (the chart
  // types, 44 entries, stayed open on every page after), and a tree that arrives later (a section's entries)
  // opens the current page's branch in it. What the reader opens on this page stays open until they leave it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    const trail = selectedTrail(tree, pathname);
    const moved = shownPath.current !== pathname;
    shownPath.current = pathname;
    setExpanded((prev) =>
      moved ? new Set(trail) : trail.every((k) => prev.has(k)) ? prev : new Set([...prev, ...trail]),
    );
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
    // After the overlay has become visible: a hidden element cannot take focus. The current page's entry is
    // brought into the drawer's view, so its branch shows (it is often below the header's links on a phone).
    const focusTimer = window.setTimeout(() => {
      const nav = navRef.current;
      nav?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
      const current = nav?.querySelector('[data-nav-tree] [aria-current="page"]');
      // The drawer scrolls, not the page behind it (scrollIntoView would move both), and only as far as needed,
      // so the header's links at its top stay in view whenever the entry fits below them.
      if (nav && current) {
        const entry = current.getBoundingClientRect();
        const view = nav.getBoundingClientRect();
        if (entry.bottom > view.bottom) nav.scrollTop += entry.bottom - view.bottom + entry.height;
      }
    }, 50);
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
        <HeldMarkup
          as="ul"
          className={styles.list}
          data-nav-tree
          live={treeLive}
          hold={() => !window.matchMedia(DOCKED).matches}
        >
          <Items
            nodes={tree}
            parentKey=""
            depth={1}
            expanded={expanded}
            toggle={toggle}
            selectedKey={selectedKey}
          />
        </HeldMarkup>
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
  selectedKey: string | undefined;
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
  selectedKey,
}: Omit<ItemsProps, 'nodes' | 'parentKey'> & { node: NavNode; itemKey: string }): React.JSX.Element {
  // Children that load with their section (src/navigation/nav-embeds.ts) and are not here yet.
  const pending = node.lazyChildren !== undefined && !node.children;
  const hasChildren = (node.children?.length ?? 0) > 0 || pending;
  const isOpen = expanded.has(itemKey);
  const selected = itemKey === selectedKey;
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
            selectedKey={selectedKey}
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
